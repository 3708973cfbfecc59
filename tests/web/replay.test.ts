// The replay's model (web/src/state/replay.ts) and its rooms (replay-rooms.ts): a crawler's log
// played back on a clock, with rooms rebuilt from the season's seed alone.
import { describe, expect, it } from 'vitest';
import { ROOM_SIM } from '#game/constants.ts';
import { entryPoint } from '#game/dungeon/doors.ts';
import type { LogEntry } from '#game/event-log.ts';
import {
  buildReplay,
  endIndex,
  indexAtTime,
  indexOfSeq,
  mobStatesAt,
  nextRoomChange,
  previousRoomChange,
  REPLAY,
  replayStateAt,
  timeOfIndex,
  type Replay,
} from '#web/src/state/replay.ts';
import { matchMobs, replayRooms } from '#web/src/state/replay-rooms.ts';
import { replayPicture } from '#web/src/state/replay-scene.ts';
import { fixtureLog, FIXTURE_NAME, MOB_BASE } from './replay-fixtures.ts';

const fixture = fixtureLog();
const replay = buildReplay(fixture);
const kinds = (r: Replay) => r.entries.map((e) => e.kind);
const at = (r: Replay, time: number) => replayStateAt(r, time)!;

/** A short log by hand: sponsored at (50, 50), then `rest` after it (seq and tick filled in). */
function handLog(rest: { dt: number; kind: LogEntry['kind']; data: object; roomId?: number }[]): Replay {
  let t = 1_000_000;
  const entries = [
    { seq: 1, tick: 0, at: t, roomId: 1, kind: 'sponsored', data: { seed: 1, seasonNumber: 1, name: 'Ash', serial: 'S', floor: 1, roomId: 1, roomKey: 'f1:0,0', x: 50, y: 50, health: 30, maxHealth: 30, level: 1, experience: 0, gold: 0, items: [] } },
    ...rest.map((r, i) => ({ seq: i + 2, tick: 0, at: (t += r.dt), roomId: r.roomId ?? 1, kind: r.kind, data: r.data })),
  ] as LogEntry[];
  return buildReplay({ crawlerId: 1, seed: 1, entries });
}

describe('the replay clock', () => {
  it('plays entries at their own pace from 0 (one instant a millisecond apart), a long pause as REPLAY.maxGapMs, and runs on for the tail', () => {
    expect(replay.times[0]).toBe(0);
    for (let i = 1; i < replay.entries.length; i++) {
      const real = replay.entries[i]!.at - replay.entries[i - 1]!.at;
      expect(replay.times[i]! - replay.times[i - 1]!).toBe(real === 0 ? REPLAY.minStepMs : Math.min(real, REPLAY.maxGapMs));
    }
    // The sponsor was away ten minutes before the second room: two seconds of playback.
    expect(replay.entries[fixture.pauseIndex]!.at - replay.entries[fixture.pauseIndex - 1]!.at).toBe(600_000);
    expect(replay.times[fixture.pauseIndex]! - replay.times[fixture.pauseIndex - 1]!).toBe(REPLAY.maxGapMs);
    expect(replay.duration).toBe(replay.times.at(-1)! + REPLAY.tailMs);
  });

  it('seeks by event number: each seq plays at its entry, and the state there is that entry', () => {
    for (const e of replay.entries) {
      const i = indexOfSeq(replay, e.seq);
      expect(replay.entries[i]!.seq).toBe(e.seq);
      expect(at(replay, timeOfIndex(replay, i)).entry.seq).toBe(e.seq);
    }
    expect(indexOfSeq(replay, 0)).toBe(0);
    expect(indexOfSeq(replay, 10_000)).toBe(replay.entries.length - 1);
    expect(indexAtTime(replay, -50)).toBe(0);
    expect(at(replay, replay.duration + 10_000).index).toBe(replay.entries.length - 1);
  });

  it('gives the same state for the same time, every time', () => {
    for (const t of [0, 333, 2_500, 9_999, replay.duration]) expect(replayStateAt(buildReplay(fixture), t)).toEqual(replayStateAt(replay, t));
  });

  it('answers null for an empty log', () => {
    const empty = buildReplay({ crawlerId: 1, seed: 1, entries: [] });
    expect(replayStateAt(empty, 0)).toBeNull();
    expect(empty.duration).toBe(0);
  });
});

describe('positions between samples', () => {
  it('walks on the line between two samples 500 ms apart, facing the next one', () => {
    const i = kinds(replay).indexOf('moved');
    const a = replay.frames[i]!;
    const b = replay.frames[i + 1]!;
    expect(replay.entries[i + 1]!.kind).toBe('moved');
    const mid = at(replay, replay.times[i]! + (replay.times[i + 1]! - replay.times[i]!) / 2);
    expect(mid.index).toBe(i);
    expect(mid.x).toBeCloseTo((a.x + b.x) / 2, 6);
    expect(mid.y).toBeCloseTo((a.y + b.y) / 2, 6);
    expect(at(replay, replay.times[i]!)).toMatchObject({ x: a.x, y: a.y });
    expect(at(replay, replay.times[i + 1]!)).toMatchObject({ x: b.x, y: b.y });
  });

  it('stands still through a long pause and walks only in the last REPLAY.walkWindowMs before the sample', () => {
    const r = handLog([{ dt: 5_000, kind: 'moved', data: { x: 62, y: 50 } }]);
    expect(r.times[1]).toBe(REPLAY.maxGapMs);
    const start = REPLAY.maxGapMs - REPLAY.walkWindowMs;
    expect(at(r, start - 1)).toMatchObject({ x: 50, y: 50 });
    expect(at(r, start + REPLAY.walkWindowMs / 2)).toMatchObject({ x: 56, y: 50, facing: 'east' });
    expect(at(r, REPLAY.maxGapMs)).toMatchObject({ x: 62, y: 50, facing: 'east' });
  });

  it('walks the whole gap to a steady sample: an even straight walk logged by its ends', () => {
    const r = handLog([{ dt: 1_800, kind: 'moved', data: { x: 68, y: 50, steady: true } }]);
    const gap = r.times[1]!;
    expect(at(r, gap / 3)).toMatchObject({ x: 56, y: 50, facing: 'east' });
    expect(at(r, (gap * 2) / 3).x).toBeCloseTo(62, 6);
    expect(at(r, gap)).toMatchObject({ x: 68, y: 50 });
  });

  it('jumps through a door: no walk between the last sample of one room and the entry point of the next', () => {
    const enter = fixture.pauseIndex;
    const before = replay.frames[enter - 1]!;
    const justBefore = at(replay, replay.times[enter]! - 1);
    expect(justBefore).toMatchObject({ x: before.x, y: before.y, index: enter - 1 });
    const entered = replay.entries[enter]!;
    if (entered.kind !== 'entered_room') throw new Error('expected a room entry');
    expect(at(replay, replay.times[enter]!)).toMatchObject({ x: entryPoint(entered.data.direction as 'east').x, y: entryPoint(entered.data.direction as 'east').y, facing: entered.data.direction });
  });
});

describe('rooms, death and health', () => {
  it('lists every room change and steps through them both ways', () => {
    expect(replay.roomChanges).toEqual(kinds(replay).flatMap((k, i) => (k === 'sponsored' || k === 'entered_room' ? [i] : [])));
    expect(replay.roomChanges).toHaveLength(fixture.rooms.length);
    expect(replay.roomChanges.map((i) => replay.frames[i]!.roomId)).toEqual(fixture.rooms.map((r) => r.roomId));
    const [first, second, third] = replay.roomChanges as [number, number, number];
    expect(nextRoomChange(replay, first)).toBe(second);
    expect(nextRoomChange(replay, second + 3)).toBe(third);
    expect(previousRoomChange(replay, second + 3)).toBe(second);
    expect(previousRoomChange(replay, second)).toBe(first);
    expect(previousRoomChange(replay, first)).toBeNull();
    expect(nextRoomChange(replay, replay.roomChanges.at(-1)!)).toBeNull();
  });

  it('jumps to the death, where the crawler lies dead with no health; a living crawler jumps to its last entry', () => {
    const death = endIndex(replay);
    expect(replay.deathIndex).toBe(death);
    expect(replay.entries[death]!.kind).toBe('died');
    expect(at(replay, timeOfIndex(replay, death)).frame).toMatchObject({ alive: false, health: 0, roomId: fixture.hostile.roomId });
    const living = buildReplay({ ...fixture, entries: fixture.entries.slice(0, 20) });
    expect(living.deathIndex).toBeNull();
    expect(endIndex(living)).toBe(19);
  });

  it('takes health from the hits and the level-up, and the name from the sponsorship', () => {
    expect(replay.name).toBe(FIXTURE_NAME);
    for (const [i, e] of replay.entries.entries()) {
      if (e.kind === 'was_attacked') expect(replay.frames[i]!.health).toBe(e.data.health);
      if (e.kind === 'leveled_up') expect(replay.frames[i]).toMatchObject({ level: 2, maxHealth: 46 });
    }
    expect(replay.frames[0]).toMatchObject({ health: 40, maxHealth: 40, gold: 10 });
  });
});

describe("the room's mobs as the log tells them", () => {
  const { victim, killer } = fixture.hostile;
  const index = (kind: LogEntry['kind'], after = 0) => kinds(replay).indexOf(kind, after);

  it('keeps the health a swing left, removes the victim at its death, and brings it back once it has respawned', () => {
    const firstSwing = index('attacked');
    const e = replay.entries[firstSwing]!;
    if (e.kind !== 'attacked') throw new Error('expected a swing');
    expect(mobStatesAt(replay, firstSwing).get(victim)).toEqual({ health: e.data.targetHealth, alive: true });
    expect(mobStatesAt(replay, index('killed')).get(victim)).toMatchObject({ alive: false });
    // The killer has not been named yet: it stands unhurt, as generated.
    expect(mobStatesAt(replay, index('killed')).has(killer)).toBe(false);
    // Two minutes later, back in the room: the room simulation has respawned it (ROOM_SIM.mobRespawnMs).
    const back = replay.roomChanges.at(-1)!;
    expect(replay.entries[back]!.at - replay.entries[index('killed')]!.at).toBeGreaterThanOrEqual(ROOM_SIM.mobRespawnMs);
    expect(mobStatesAt(replay, back).get(victim)).toEqual({ health: null, alive: true });
  });

  it('draws the victim until it dies and not after, with a floating number over it after each swing', () => {
    const swing = index('attacked');
    const during = replayPicture(replay, replayRooms(fixture.seed, fixture.entries), swing);
    expect(during.scene!.characters.map((c) => c.id)).toContain(victim);
    expect(during.view.targetId).toBe(victim);
    expect(during.view.floaters).toContainEqual(expect.objectContaining({ entityId: victim, text: '-4', tone: 'hit', at: replay.times[swing] }));
    const after = replayPicture(replay, replayRooms(fixture.seed, fixture.entries), index('killed'));
    expect(after.scene!.characters.map((c) => c.id)).not.toContain(victim);
    expect(after.scene!.characters.map((c) => c.id)).toContain(killer);
    const hurt = index('was_attacked');
    expect(replayPicture(replay, replayRooms(fixture.seed, fixture.entries), hurt).view.floaters).toContainEqual(expect.objectContaining({ entityId: 'crawler-7', text: '-5', tone: 'hurt' }));
  });
});

describe('rooms rebuilt from the seed', () => {
  const rooms = replayRooms(fixture.seed, fixture.entries);

  it("rebuilds every room the crawler entered with the generator's name, size, features, NPCs and doors", () => {
    for (const { roomId, spec } of fixture.rooms) {
      const room = rooms.get(roomId)!;
      expect(room.generated).toBe(true);
      expect(room.current.room).toMatchObject({ id: roomId, name: spec.name, type: spec.type, widthFeet: spec.widthFeet, heightFeet: spec.heightFeet, environment: spec.environment, floorId: 1 });
      expect(room.fixtures.filter((f) => f.type === 'wall' || f.type === 'cover')).toHaveLength(spec.features.length);
      expect(room.fixtures.filter((f) => f.type === 'npc').map((n) => n.name)).toEqual(spec.npcs.map((n) => n.name));
      expect(room.mobs.map((m) => [m.spec.x, m.spec.y])).toEqual(spec.mobs.map((m) => [m.x, m.y]));
    }
    // The door between the two rooms leads to the other's id.
    const [a, b] = [rooms.get(fixture.rooms[0]!.roomId)!, rooms.get(fixture.rooms[1]!.roomId)!];
    expect(a.current.room.connections.map((c) => c.roomId)).toContain(b.roomId);
    expect(b.current.room.connections.map((c) => c.roomId)).toContain(a.roomId);
  });

  it("names the hostile room's mobs as the log does", () => {
    const mobs = rooms.get(fixture.hostile.roomId)!.mobs;
    expect(mobs[0]!.id).toBe(`mob-${MOB_BASE}`);
    expect(mobs[1]!.id).toBe(`mob-${MOB_BASE + 1}`);
  });

  it('draws a room the seed does not know as a bare room with the name the log gave it', () => {
    const entries = fixture.entries.map((e) => (e.kind === 'entered_room' ? { ...e, data: { ...e.data, roomKey: 'f1:99,99' } } : e)) as LogEntry[];
    const room = replayRooms(fixture.seed, entries).get(fixture.hostile.roomId)!;
    expect(room.generated).toBe(false);
    expect(room.current.room.name).toBe(fixture.hostile.spec.name);
  });
});

describe('matching the log’s mob ids to the generated mobs', () => {
  const specs = [{ name: 'Goblin' }, { name: 'Goblin' }, { name: 'Cave Bat' }, { name: 'Goblin' }];

  it('fixes the room’s first id from a uniquely named mob, then places the repeated names by it', () => {
    // 42 is index 2 (the bat): the room's mobs are 40..43, so 43 is the last goblin, not the first.
    expect([...matchMobs(specs, [{ id: 42, name: 'Cave Bat' }, { id: 43, name: 'Goblin' }])].sort()).toEqual([
      [2, 42],
      [3, 43],
    ]);
  });

  it('falls back to the same-named mobs in order, and ignores names the room does not have', () => {
    expect([...matchMobs(specs, [{ id: 7, name: 'Goblin' }, { id: 9, name: 'Goblin' }, { id: 8, name: 'Dragon' }])].sort()).toEqual([
      [0, 7],
      [1, 9],
    ]);
  });
});
