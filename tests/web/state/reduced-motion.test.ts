import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_DISPLAY_SETTINGS, displayColumnsOf, displaySettingsOf, shouldReduceMotion } from '#contract/display-settings.ts';
import { DOOR_ZONE } from '#game/constants.ts';
import { applyDisplayAttributes } from '#web/src/state/display-attributes.ts';
import { ARRIVAL_FADE_MS, RoomSession, type MoveOutcome, type SessionRoom } from '#web/src/state/room-session.ts';

const FRAME = 1000 / 60;
const room = (roomId: number, extra: Partial<SessionRoom<string>> = {}): SessionRoom<string> => ({
  roomId,
  obstacles: [],
  availableDirections: ['north', 'east'],
  scene: `scene-${roomId}`,
  ...extra,
});
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the reduced-motion decision', () => {
  it('reduces when the account says always, or when it follows a device that asks', () => {
    expect(shouldReduceMotion('on', false)).toBe(true);
    expect(shouldReduceMotion('on', true)).toBe(true);
    expect(shouldReduceMotion('system', true)).toBe(true);
    expect(shouldReduceMotion('system', false)).toBe(false);
  });

  it('reads stored columns (null the default; unknown palettes the default) and stores the defaults as null', () => {
    expect(displaySettingsOf(null)).toEqual(DEFAULT_DISPLAY_SETTINGS);
    expect(displaySettingsOf({ palette: 'colour-blind-safe', reducedMotion: true })).toEqual({ palette: 'colour-blind-safe', reducedMotion: 'on' });
    expect(displaySettingsOf({ palette: 'sepia', reducedMotion: false })).toEqual(DEFAULT_DISPLAY_SETTINGS);
    expect(displayColumnsOf(DEFAULT_DISPLAY_SETTINGS)).toEqual({ palette: null, reducedMotion: null });
    expect(displayColumnsOf({ palette: 'colour-blind-safe', reducedMotion: 'on' })).toEqual({ palette: 'colour-blind-safe', reducedMotion: true });
  });

  it('puts the palette and the account\'s reduced motion on <html>, and takes them off for the defaults', () => {
    const root = { dataset: {} as Record<string, string> } as unknown as HTMLElement;
    applyDisplayAttributes({ palette: 'colour-blind-safe', reducedMotion: 'on' }, root);
    expect(root.dataset).toEqual({ palette: 'colour-blind-safe', reducedMotion: 'on' });
    applyDisplayAttributes({ palette: 'standard', reducedMotion: 'system' }, root);
    expect(root.dataset).toEqual({});
    applyDisplayAttributes({ palette: 'colour-blind-safe', reducedMotion: 'system' }, root);
    applyDisplayAttributes(null, root);
    expect(root.dataset).toEqual({});
  });
});

describe('room session with reduced motion', () => {
  it('draws movers at their latest position at once instead of easing toward it', () => {
    const eased = new RoomSession<string>();
    const still = new RoomSession<string>();
    still.setReducedMotion(true);
    for (const s of [eased, still]) {
      s.setRoom(room(1, { movers: [{ id: 'mob-1', x: 10, y: 10 }] }), { x: 50, y: 50 }, 0);
      s.update(0);
      s.setRoom(room(1, { movers: [{ id: 'mob-1', x: 30, y: 40 }] }), { x: 50, y: 50 }, 0);
      s.update(FRAME);
    }
    expect(eased.frame(FRAME).movers.get('mob-1')!.x).toBeLessThan(30);
    expect(still.frame(FRAME).movers.get('mob-1')).toEqual({ x: 30, y: 40 });
  });

  it('changes room as soon as the server answers: no slide past the door, no fade, no 1.5 s wait', async () => {
    let resolve: (o: MoveOutcome) => void = () => {};
    const move = vi.fn(() => new Promise<MoveOutcome>((r) => (resolve = r)));
    const session = new RoomSession<string>({ move });
    session.setReducedMotion(true);
    session.setRoom(room(1), { x: 50, y: 20 }, 0);
    expect(session.requestMove('north', 1000)).toBe(true);
    // While the request is out the player stands still at full opacity where it was.
    const waiting = session.frame(1000 + DOOR_ZONE.animationMs * DOOR_ZONE.slideFraction);
    expect({ x: waiting.x, y: waiting.y, alpha: waiting.alpha }).toEqual({ x: 50, y: 20, alpha: 1 });
    resolve({ ok: true, newRoomId: 2, entry: { x: 50, y: 92 } });
    await flush();
    session.setRoom(room(2, { availableDirections: ['south'] }), { x: 50, y: 92 }, 1100);
    session.update(1100 + FRAME);
    expect(session.room?.roomId).toBe(2);
    expect(session.hud().phase).toBe('idle');
    // No fade-in on arrival either.
    expect(session.frame(1100 + FRAME).alpha).toBe(1);
    // The rules stay: one second between moves.
    expect(session.requestMove('south', 1500)).toBe(false);
    expect(session.requestMove('south', 2000)).toBe(true);
  });

  it('keeps the animation without it: the same move still waits out the 1.5 s and fades in', async () => {
    let resolve: (o: MoveOutcome) => void = () => {};
    const session = new RoomSession<string>({ move: () => new Promise<MoveOutcome>((r) => (resolve = r)) });
    session.setRoom(room(1), { x: 50, y: 20 }, 0);
    session.requestMove('north', 1000);
    resolve({ ok: true, newRoomId: 2, entry: { x: 50, y: 92 } });
    await flush();
    session.setRoom(room(2, { availableDirections: ['south'] }), { x: 50, y: 92 }, 1100);
    session.update(1100 + FRAME);
    expect(session.room?.roomId).toBe(1);
    session.update(1000 + DOOR_ZONE.animationMs);
    expect(session.room?.roomId).toBe(2);
    expect(session.frame(1000 + DOOR_ZONE.animationMs + ARRIVAL_FADE_MS / 2).alpha).toBeCloseTo(0.5);
  });
});
