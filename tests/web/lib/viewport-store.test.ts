import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createViewportStores, type ViewportSource } from '#web/src/lib/viewport-store.ts';

/** A window whose height and media answers the test sets, counting how often each is read. */
function fakeWindow() {
  const reads = { height: 0, matchMedia: 0, matches: 0 };
  let height = 800;
  const resize = new Set<() => void>();
  const lists = new Map<string, { matches: boolean; listeners: Set<() => void> }>();
  const source: ViewportSource = {
    get innerHeight() {
      reads.height++;
      return height;
    },
    matchMedia(query) {
      reads.matchMedia++;
      const state = lists.get(query) ?? { matches: false, listeners: new Set<() => void>() };
      lists.set(query, state);
      return {
        get matches() {
          reads.matches++;
          return state.matches;
        },
        addEventListener: (_type: string, l: () => void) => state.listeners.add(l),
        removeEventListener: (_type: string, l: () => void) => state.listeners.delete(l),
      } as unknown as MediaQueryList;
    },
    addEventListener: (_type, l) => resize.add(l),
    removeEventListener: (_type, l) => resize.delete(l),
  };
  return {
    source,
    reads,
    resizeTo(h: number) {
      height = h;
      for (const l of [...resize]) l();
    },
    setMatches(query: string, matches: boolean) {
      const state = lists.get(query)!;
      state.matches = matches;
      for (const l of [...state.listeners]) l();
    },
    listenerCount: () => resize.size + [...lists.values()].reduce((n, s) => n + s.listeners.size, 0),
  };
}

describe('viewport stores', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the window height once however often it is asked, and again on a resize', () => {
    const win = fakeWindow();
    const { windowHeight } = createViewportStores(win.source);
    const onChange = vi.fn();
    const stop = windowHeight.subscribe(onChange);
    vi.runAllTimers(); // the one look after the first subscription
    const before = win.reads.height;
    for (let i = 0; i < 50; i++) expect(windowHeight.getSnapshot()).toBe(800);
    expect(win.reads.height).toBe(before);
    win.resizeTo(640);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(windowHeight.getSnapshot()).toBe(640);
    // A resize to the same height is not a change.
    win.resizeTo(640);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    expect(win.listenerCount()).toBe(0);
  });

  it('makes one media query list per query and follows its changes', () => {
    const win = fakeWindow();
    const stores = createViewportStores(win.source);
    const q = '(min-width: 1024px)';
    expect(stores.mediaQuery(q)).toBe(stores.mediaQuery(q));
    const onChange = vi.fn();
    stores.mediaQuery(q).subscribe(onChange);
    for (let i = 0; i < 20; i++) expect(stores.mediaQuery(q).getSnapshot()).toBe(false);
    expect(win.reads.matchMedia).toBe(1);
    win.setMatches(q, true);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(stores.mediaQuery(q).getSnapshot()).toBe(true);
  });

  it('catches a change between the first read and the subscription', () => {
    const win = fakeWindow();
    const { windowHeight } = createViewportStores(win.source);
    expect(windowHeight.getSnapshot()).toBe(800); // the first render
    win.resizeTo(500); // before anyone listens
    const onChange = vi.fn();
    windowHeight.subscribe(onChange);
    expect(windowHeight.getSnapshot()).toBe(800);
    vi.runAllTimers();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(windowHeight.getSnapshot()).toBe(500);
  });

  it('reads afresh once nobody listens (no event would have said it changed)', () => {
    const win = fakeWindow();
    const { windowHeight } = createViewportStores(win.source);
    const stop = windowHeight.subscribe(() => {});
    expect(windowHeight.getSnapshot()).toBe(800);
    stop();
    win.resizeTo(700);
    expect(windowHeight.getSnapshot()).toBe(700);
  });
});
