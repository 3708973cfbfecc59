// The room canvas draws a frame only when the picture changes: a still room costs no drawing, while
// walking, easing movers, transitions and timed effects (damage numbers, the pulsing door zone, the
// turning target ring) draw every frame, and the frame after an animation ends draws its last state.
import { describe, expect, it } from 'vitest';
import { DEFAULT_APPEARANCE, type Appearance } from '#web/src/canvas/appearance.ts';
import { EMPTY_COMBAT_VIEW, FLOATER_MS, type RoomCombatView } from '#web/src/canvas/frame.ts';
import { COLOUR_BLIND_SAFE_PALETTE } from '#web/src/canvas/palette.ts';
import { RedrawScheduler, type DrawInputs } from '#web/src/canvas/redraw.ts';
import { canvasLayout } from '#web/src/canvas/sizing.ts';
import { RoomSession, type SessionRoom } from '#web/src/state/room-session.ts';

const FRAME = 1000 / 60;
const layout = canvasLayout({ widthFeet: 100, heightFeet: 100 }, 400, 1000);

interface Scene {
  name: string;
}

const room = (scene: Scene, movers: SessionRoom<Scene>['movers'] = []): SessionRoom<Scene> => ({
  roomId: 1,
  obstacles: [],
  availableDirections: ['north', 'east'],
  scene,
  movers,
});

/** The room canvas's loop without a canvas: counts the frames it would draw. */
function loop(session: RoomSession<Scene>, options: { view?: () => RoomCombatView; appearance?: () => Appearance; layout?: () => typeof layout } = {}) {
  const scheduler = new RedrawScheduler();
  let drawn = 0;
  let t = 0;
  const tick = (now: number) => {
    session.update(now);
    if (!session.room) return;
    const inputs: DrawInputs = {
      scene: session.room.scene,
      layout: options.layout?.() ?? layout,
      dpr: 1,
      appearance: options.appearance?.() ?? DEFAULT_APPEARANCE,
      showGrid: session.showGrid,
      frame: session.frame(now),
      view: options.view?.() ?? EMPTY_COMBAT_VIEW,
      now,
    };
    if (scheduler.shouldDraw(inputs)) {
      scheduler.drawn(inputs);
      drawn += 1;
    }
  };
  return {
    /** Runs `ms` of animation frames; returns how many of them drew. */
    run(ms: number): number {
      const before = drawn;
      for (const end = t + ms; t < end; t += FRAME) tick(t);
      return drawn - before;
    },
    get now() {
      return t;
    },
  };
}

function standingSession(movers: SessionRoom<Scene>['movers'] = []): RoomSession<Scene> {
  const session = new RoomSession<Scene>();
  session.configure({ agility: 10, canAct: true });
  session.setRoom(room({ name: 'den' }, movers), { x: 50, y: 50 }, 0);
  return session;
}

describe('redraw scheduler', () => {
  it('draws the first frame, then nothing while the room stands still', () => {
    const l = loop(standingSession());
    expect(l.run(FRAME)).toBe(1);
    expect(l.run(2_000)).toBe(0);
  });

  it('draws every frame while the player walks, and stops once the square is finished', () => {
    const session = standingSession();
    const l = loop(session);
    l.run(100);
    session.setHeld('east', true);
    const walking = l.run(500);
    expect(walking).toBeGreaterThanOrEqual(Math.floor(500 / FRAME) - 1);
    session.setHeld('east', false);
    l.run(1_000); // the rest of the square, then standing
    const x = session.position.x;
    expect(x).toBeGreaterThan(50);
    expect(l.run(1_000)).toBe(0);
  });

  it('keeps drawing while a mover eases toward its new position, then rests', () => {
    const session = standingSession([{ id: 'mob-1', x: 20, y: 20 }]);
    const l = loop(session);
    l.run(200);
    expect(l.run(500)).toBe(0);
    // The server moved the mob: same room, a new scene and a new target to ease to.
    session.setRoom(room({ name: 'den' }, [{ id: 'mob-1', x: 60, y: 20 }]), { x: 50, y: 50 }, l.now);
    const easing = l.run(300);
    expect(easing).toBeGreaterThanOrEqual(Math.floor(300 / FRAME) - 1);
    l.run(5_000);
    expect(session.frame(l.now).movers.get('mob-1')?.x).toBeCloseTo(60, 1);
    expect(l.run(1_000)).toBe(0);
  });

  it('draws a new scene, a new layout, the grid toggle and a palette change once each', () => {
    const session = standingSession();
    let size = layout;
    let appearance = DEFAULT_APPEARANCE;
    const l = loop(session, { layout: () => size, appearance: () => appearance });
    l.run(200);
    session.setRoom(room({ name: 'den, a chest opened' }), { x: 50, y: 50 }, l.now);
    expect(l.run(500)).toBe(1);
    size = canvasLayout({ widthFeet: 100, heightFeet: 100 }, 300, 1000);
    expect(l.run(500)).toBe(1);
    session.toggleGrid();
    expect(l.run(500)).toBe(1);
    appearance = { ...appearance, palette: COLOUR_BLIND_SAFE_PALETTE };
    expect(l.run(500)).toBe(1);
  });

  it('draws a damage number for as long as it floats, then once more to clear it', () => {
    const session = standingSession();
    let view: RoomCombatView = EMPTY_COMBAT_VIEW;
    const l = loop(session, { view: () => view });
    l.run(200);
    view = { ...EMPTY_COMBAT_VIEW, floaters: [{ key: 'f1', entityId: 'mob-1', text: '7', tone: 'hit', at: l.now }] };
    const floating = l.run(FLOATER_MS + 200);
    const floaterFrames = Math.ceil(FLOATER_MS / FRAME);
    expect(floating).toBeGreaterThanOrEqual(floaterFrames);
    expect(floating).toBeLessThanOrEqual(floaterFrames + 2);
    expect(l.run(1_000)).toBe(0);
  });

  it('a rebuilt but equal fight view draws nothing; a new target animates its ring unless motion is reduced', () => {
    const session = standingSession();
    let view: RoomCombatView = { ...EMPTY_COMBAT_VIEW, rangeUnits: 5 };
    let appearance = DEFAULT_APPEARANCE;
    const l = loop(session, { view: () => view, appearance: () => appearance });
    l.run(200);
    view = { ...view, selfHealth: null };
    expect(l.run(500)).toBe(0);
    view = { ...view, targetId: 'mob-1' };
    expect(l.run(500)).toBeGreaterThanOrEqual(Math.floor(500 / FRAME) - 1);
    appearance = { ...appearance, reducedMotion: true };
    l.run(100);
    expect(l.run(500)).toBe(0);
  });

  it('animates a room exit every frame', () => {
    const session = new RoomSession<Scene>({ move: () => new Promise(() => {}) });
    session.configure({ agility: 10, canAct: true });
    session.setRoom(room({ name: 'den' }), { x: 50, y: 50 }, 0);
    const l = loop(session);
    l.run(1_500);
    expect(session.requestMove('north', l.now)).toBe(true);
    expect(l.run(500)).toBeGreaterThanOrEqual(Math.floor(500 / FRAME) - 1);
  });
});
