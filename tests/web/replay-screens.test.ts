// The replay screen's states: loading, not found, error with Try Again, an empty log, and a
// run with its controls, HUD and event list; and the playback clock behind it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LogPage } from '#contract/record.ts';
import { describeEntry } from '#game/event-log.ts';
import { ApiError } from '#web/src/api/http.ts';
import { ReplayStates } from '#web/src/routes/crawler/replay/replay-page.tsx';
import { currentListed, EVENT_LIST_WINDOW, listedEntries } from '#web/src/routes/crawler/replay/replay-event-list.tsx';
import { formatClock, formatDuration } from '#web/src/routes/crawler/replay/replay-format.ts';
import { REPLAY_TEXT as T } from '#web/src/routes/crawler/replay/replay-text.ts';
import { PlaybackClock } from '#web/src/state/playback-clock.ts';
import { buildReplay } from '#web/src/state/replay.ts';
import { fixtureLog, FIXTURE_NAME } from './replay-fixtures.ts';

function render(element: ReactElement): string {
  const html = renderToString(h(QueryClientProvider, { client: new QueryClient() }, h(MemoryRouter, null, element)));
  return html.replace(/<!-- -->/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const fixture = fixtureLog();
const page = (entries = fixture.entries): LogPage => ({ crawlerId: fixture.crawlerId, lastSeq: entries.at(-1)?.seq ?? 0, seed: fixture.seed, seasonStartMs: 0, entries });
const states = (props: Partial<Parameters<typeof ReplayStates>[0]>) =>
  render(h(ReplayStates, { crawlerId: '7', pending: false, error: null, page: undefined, onRetry: () => {}, ...props }));

describe('replay screen states', () => {
  it('shows the loading text while the log loads', () => {
    expect(text(states({ pending: true }))).toContain(T.loading);
  });

  it("shows 'Replay not found' for an unknown or hidden crawler (404) and a bad id (400), with a way home", () => {
    for (const status of [404, 400]) {
      const html = states({ error: new ApiError(status, '{"error":"Crawler not found","code":"not_found"}') });
      expect(text(html)).toContain(T.notFound);
      expect(text(html)).not.toContain(T.tryAgain);
      expect(html).toContain('href="/"');
    }
  });

  it('shows a failed load with the reason and Try Again', () => {
    const out = text(states({ error: new ApiError(500, '{"error":"Database asleep","code":"internal_error"}') }));
    expect(out).toContain(T.loadFailed);
    expect(out).toContain('Database asleep');
    expect(out).toContain(T.tryAgain);
  });

  it("shows 'Nothing to replay yet' for an empty log, with the report link", () => {
    const html = states({ page: page([]) });
    expect(text(html)).toContain(T.empty);
    expect(html).toContain('href="/crawler/7/report"');
  });

  it('shows a dead crawler’s run: name, Deceased, the first event, the HUD, the controls and the scrubber over every event', () => {
    const html = states({ page: page() });
    const out = text(html);
    expect(out).toContain(FIXTURE_NAME);
    expect(out).toContain(T.status.dead);
    const first = describeEntry(FIXTURE_NAME, fixture.entries[0]!);
    expect(out).toContain(first);
    for (const label of [T.play, T.previousRoom, T.nextRoom, T.jumpToDeath, '1x', '2x', '4x', '8x', '16x', 'Floor', 'Level', 'Gold', 'Tick', 'Time', 'Health', '40 / 40']) expect(out).toContain(label);
    expect(out).toContain(fixture.rooms[0]!.spec.name);
    expect(out).toContain(`Event 1 of ${fixture.entries.length}`);
    const scrubber = /<input[^>]*type="range"[^>]*>/.exec(html)![0];
    for (const attribute of ['min="1"', `max="${fixture.entries.length}"`, 'step="1"', 'value="1"', `aria-valuetext="Event 1 of ${fixture.entries.length}: ${first}"`]) expect(scrubber).toContain(attribute);
    expect(html).toMatch(new RegExp(`<label for="${/id="([^"]+)" type="range"/.exec(html)![1]}">Event 1 of`));
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('href="/crawler/7/report"');
    // A visitor: a way home, none to the crawler page.
    expect(html).not.toContain('href="/crawler/7"');
    expect(html).toContain('href="/"');
    // At the start there is no room before it.
    expect(html).toMatch(/disabled=""[^>]*>(<svg[^>]*>.*?<\/svg>)?Previous room/);
  });

  it('offers the sponsor the crawler page, and a living crawler a jump to the end', () => {
    const html = states({ page: page(fixture.entries.slice(0, 20)), viewer: 'sponsor' });
    const out = text(html);
    expect(out).toContain(T.status.alive);
    expect(out).toContain(T.jumpToEnd);
    expect(out).not.toContain(T.jumpToDeath);
    expect(html).toContain('href="/crawler/7"');
    expect(html).not.toContain('href="/"');
  });
});

describe('the event list', () => {
  const replay = buildReplay(fixture);

  it('leaves position samples out unless asked, and marks the last listed entry at or before the current one', () => {
    const listed = listedEntries(replay, false);
    expect(listed.every((i) => replay.entries[i]!.kind !== 'moved')).toBe(true);
    expect(listedEntries(replay, true)).toHaveLength(replay.entries.length);
    const move = replay.entries.findIndex((e) => e.kind === 'moved');
    expect(listed[currentListed(listed, move)]).toBe(move - 1);
    expect(EVENT_LIST_WINDOW).toBeGreaterThan(0);
  });
});

describe('playback clock and texts', () => {
  it('runs at its speed from where it was, stops at the end, and plays again from the start', () => {
    const clock = new PlaybackClock(10_000);
    expect(clock.timeAt(5_000)).toBe(0);
    clock.play(1_000);
    expect(clock.timeAt(2_000)).toBe(1_000);
    clock.setSpeed(4, 2_000);
    expect(clock.timeAt(3_000)).toBe(5_000);
    clock.pause(3_000);
    expect(clock.timeAt(9_000)).toBe(5_000);
    clock.seek(9_500, 9_000);
    clock.play(9_000);
    expect(clock.timeAt(10_000)).toBe(10_000);
    expect(clock.ended(10_000)).toBe(true);
    clock.pause(10_000);
    clock.play(11_000);
    expect(clock.timeAt(11_000)).toBe(0);
  });

  it('writes durations and the playback position', () => {
    expect(formatDuration(3_723_000)).toBe('1h 02m 03s');
    expect(formatDuration(125_400)).toBe('2m 05s');
    expect(formatDuration(7_999)).toBe('7s');
    expect(formatClock(83_000)).toBe('1:23');
  });
});
