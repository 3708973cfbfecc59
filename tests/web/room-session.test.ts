import { describe, expect, it, vi } from 'vitest';
import { DOOR_ZONE } from '#game/constants.ts';
import { walkDistance, walkSpeed } from '#game/movement.ts';
import { RoomSession, type MoveOutcome, type SessionRoom } from '#web/src/state/room-session.ts';

const FRAME = 1000 / 60;
const room = (roomId: number, availableDirections: string[] = ['north', 'east'], scene = `scene-${roomId}`): SessionRoom<string> => ({
  roomId,
  obstacles: [],
  availableDirections,
  scene,
});

/** A move the test settles by hand. */
function deferredMove() {
  const calls: { direction: string; resolve: (o: MoveOutcome) => void }[] = [];
  const move = vi.fn(
    (direction: string) =>
      new Promise<MoveOutcome>((resolve) => {
        calls.push({ direction, resolve });
      }),
  );
  return { move, calls };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function run(session: RoomSession<string>, from: number, ms: number): number {
  let t = from;
  for (const end = from + ms; t < end; t += FRAME) session.update(t);
  return t;
}

describe('room session: walking', () => {
  it('walks at the agility speed while a key is held, diagonals included', () => {
    const session = new RoomSession<string>();
    session.configure({ agility: 10, canAct: true });
    session.setRoom(room(1), { x: 50, y: 50 }, 0);
    session.update(0);
    session.setHeld('east', true);
    session.update(FRAME);
    expect(session.position.x).toBeCloseTo(50 + walkDistance(10, FRAME));
    expect(session.hud().facing).toBe('east');
    session.setHeld('north', true);
    session.update(2 * FRAME);
    expect(session.hud().facing).toBe('north-east');
    session.setHeld('east', false);
    session.setHeld('north', false);
    // The press of north began a square: it is finished, then the crawler stands.
    run(session, 3 * FRAME, 500);
    const at = { ...session.position };
    session.update(600);
    expect(session.position).toEqual(at);
  });

  it('walks one square (5 ft of the room) for a tap, even one released before the next frame', () => {
    const session = new RoomSession<string>();
    session.configure({ agility: 10, canAct: true });
    session.setRoom({ ...room(1), widthFeet: 50, heightFeet: 100 }, { x: 50, y: 50 }, 0);
    session.update(0);
    session.setHeld('east', true);
    session.setHeld('east', false);
    run(session, FRAME, 1000);
    // 5 ft of a 50 ft wide room: 10 percent.
    expect(session.position.x).toBeCloseTo(60);
    expect(session.position.y).toBe(50);
  });

  it('walks the crawler speed for a held second and stays in the room', () => {
    const session = new RoomSession<string>();
    session.configure({ agility: 10, canAct: true });
    session.setRoom(room(1), { x: 50, y: 50 }, 0);
    session.update(0);
    session.setHeld('east', true);
    const t = run(session, FRAME, 1000);
    session.setHeld('east', false);
    run(session, t, 500);
    expect(session.position.x - 50).toBeCloseTo(walkSpeed(10), 0);
    expect(session.hud().phase).toBe('idle');
  });

  it('does not walk a dead crawler', () => {
    const session = new RoomSession<string>();
    session.configure({ agility: 10, canAct: false });
    session.setRoom(room(1), { x: 50, y: 50 }, 0);
    session.setHeld('east', true);
    run(session, 0, 200);
    expect(session.position.x).toBe(50);
  });

  it('keeps the position across polls of the same room and takes the server position for a new one', () => {
    const session = new RoomSession<string>();
    session.configure({ agility: 10, canAct: true });
    session.setRoom(room(1), { x: 50, y: 50 }, 0);
    session.setHeld('east', true);
    run(session, 0, 100);
    const x = session.position.x;
    session.setRoom(room(1, ['north', 'east'], 'refreshed'), { x: 50, y: 50 }, 200);
    expect(session.position.x).toBe(x);
    expect(session.room?.scene).toBe('refreshed');
    session.setRoom(room(2), { x: 20, y: 30 }, 300);
    expect(session.position).toEqual({ x: 20, y: 30 });
  });
});

describe('room session: transitions', () => {
  it('walks through a door: one move request, 1.5 s exit, then the server entry in the new room', async () => {
    const { move, calls } = deferredMove();
    const remembered: string[] = [];
    const session = new RoomSession<string>({ move, rememberDirection: (d) => remembered.push(d) });
    session.configure({ agility: 10, canAct: true });
    session.setRoom(room(1), { x: 50, y: 7 }, 0);
    session.setHeld('north', true);
    let t = run(session, 0, 300);
    expect(move).toHaveBeenCalledTimes(1);
    expect(calls[0]?.direction).toBe('north');
    expect(remembered).toEqual(['north']);
    expect(session.hud().phase).toBe('exiting');
    // Requests during a transition are ignored.
    expect(session.requestMove('east', t)).toBe(false);
    t = run(session, t, 300);
    expect(move).toHaveBeenCalledTimes(1);

    calls[0]?.resolve({ ok: true, newRoomId: 2, entry: { x: 50, y: 92 } });
    await flush();
    // The new room's data may arrive before the animation ends: it waits.
    session.setRoom(room(2, ['south']), { x: 50, y: 92 }, t);
    expect(session.room?.roomId).toBe(1);
    const exitStarted = t - 600;
    t = run(session, t, DOOR_ZONE.animationMs);
    expect(t - exitStarted).toBeGreaterThanOrEqual(DOOR_ZONE.animationMs);
    expect(session.room?.roomId).toBe(2);
    expect(session.position).toEqual({ x: 50, y: 92 });
    expect(session.hud().phase).toBe('idle');
  });

  it('slides to the edge in the first 60 % of the animation and beyond it after', () => {
    const { move } = deferredMove();
    const session = new RoomSession<string>({ move });
    session.setRoom(room(1), { x: 50, y: 20 }, 0);
    expect(session.requestMove('north', 1000)).toBe(true);
    expect(session.frame(1000 + DOOR_ZONE.animationMs * DOOR_ZONE.slideFraction).y).toBeCloseTo(0);
    const end = session.frame(1000 + DOOR_ZONE.animationMs);
    expect(end.y).toBeLessThan(0);
    expect(end.alpha).toBe(0);
  });

  it('waits in "arriving" when the room data comes after the animation', async () => {
    const { move, calls } = deferredMove();
    const session = new RoomSession<string>({ move });
    session.setRoom(room(1), { x: 50, y: 50 }, 0);
    session.requestMove('east', 0);
    calls[0]?.resolve({ ok: true, newRoomId: 5, entry: { x: 8, y: 50 } });
    await flush();
    run(session, 0, DOOR_ZONE.animationMs + 50);
    expect(session.hud().phase).toBe('arriving');
    session.setRoom(room(5, ['west']), { x: 8, y: 50 }, 2000);
    expect(session.hud().phase).toBe('idle');
    expect(session.position).toEqual({ x: 8, y: 50 });
  });

  it('on a refused move returns the player inside the door, and waits 1 s before the next', async () => {
    const { move, calls } = deferredMove();
    const session = new RoomSession<string>({ move });
    session.setRoom(room(1), { x: 50, y: 50 }, 0);
    session.requestMove('north', 0);
    calls[0]?.resolve({ ok: false });
    await flush();
    session.update(100);
    expect(session.hud().phase).toBe('idle');
    expect(session.position).toEqual({ x: 50, y: 8 });
    expect(session.requestMove('north', 500)).toBe(false);
    expect(session.requestMove('north', 1000)).toBe(true);
  });

  it('refuses a move where there is no door', () => {
    const { move } = deferredMove();
    const session = new RoomSession<string>({ move });
    session.setRoom(room(1, ['north']), { x: 50, y: 50 }, 0);
    expect(session.requestMove('south', 0)).toBe(false);
    expect(move).not.toHaveBeenCalled();
  });

  it('takes the stairs when the player walks onto them, not when standing there on arrival', () => {
    const { move, calls } = deferredMove();
    const session = new RoomSession<string>({ move });
    session.configure({ agility: 10, canAct: true });
    session.setRoom(room(1, ['west', 'down']), { x: 50, y: 50 }, 0);
    run(session, 0, 100);
    expect(move).not.toHaveBeenCalled();
    session.setHeld('south', true);
    const t = run(session, 100, 300);
    session.setHeld('south', false);
    session.setHeld('north', true);
    run(session, t, 400);
    expect(calls.map((c) => c.direction)).toEqual(['down']);
  });
});

describe('room session: other entities', () => {
  it('eases a moved entity 5 % a frame toward its new position, and drops entities that left', () => {
    const session = new RoomSession<string>();
    session.setRoom({ ...room(1), movers: [{ id: 'mob-1', x: 10, y: 10 }] }, { x: 50, y: 50 }, 0);
    session.update(0);
    expect(session.frame(0).movers.get('mob-1')).toEqual({ x: 10, y: 10 });
    session.setRoom({ ...room(1), movers: [{ id: 'mob-1', x: 30, y: 10 }] }, { x: 50, y: 50 }, 0);
    session.update(FRAME);
    expect(session.frame(FRAME).movers.get('mob-1')?.x).toBeCloseTo(11);
    session.setRoom({ ...room(1), movers: [] }, { x: 50, y: 50 }, 0);
    session.update(2 * FRAME);
    expect(session.frame(2 * FRAME).movers.size).toBe(0);
  });
});

describe('room session: the server has the last word', () => {
  it('reports the last position before a move (the forced position update)', () => {
    const { move } = deferredMove();
    const beforeMove = vi.fn();
    const session = new RoomSession<string>({ move, beforeMove });
    session.setRoom(room(1), { x: 50, y: 4 }, 0);
    session.requestMove('north', 2000);
    expect(beforeMove).toHaveBeenCalledWith('north', { x: 50, y: 4 }, 1);
  });

  it('snaps to a corrected position, but not in the middle of a transition', () => {
    const { move } = deferredMove();
    const session = new RoomSession<string>({ move });
    session.setRoom(room(1), { x: 50, y: 50 }, 0);
    session.snapTo(30, 40);
    expect(session.position).toEqual({ x: 30, y: 40 });
    expect(session.hud()).toMatchObject({ x: 30, y: 40 });
    session.requestMove('east', 2000);
    session.snapTo(10, 10);
    expect(session.position).toEqual({ x: 30, y: 40 });
  });
});
