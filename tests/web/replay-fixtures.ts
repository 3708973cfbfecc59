// A crawler's log as the server writes it, whose rooms are real rooms of the test season's dungeon
// (TEST_SEASON_SEED): it walks from the entrance to the nearest room with a hostile mob, kills one mob
// there, levels up and is slain by another. Room ids and mob ids are made up the way the database
// numbers them (mobs stored room by room in the generator's order).
import { generateFloor } from '#game/dungeon/floor.ts';
import { doorPosition, entryPoint } from '#game/dungeon/doors.ts';
import { roomByKey, roomInDirection } from '#game/dungeon/floor-queries.ts';
import type { RoomSpec } from '#game/dungeon/types.ts';
import type { Direction } from '#game/dungeon/vocabulary.ts';
import { seasonTick, type LogEntry, type LogPayloads } from '#game/event-log.ts';
import { pathToHostileRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';

export const FIXTURE_CRAWLER_ID = 7;
export const FIXTURE_NAME = 'Mira Vance';
const SEASON_START = Date.parse('2026-11-21T00:00:00Z');
const T0 = Date.parse('2026-11-21T12:00:00Z');
/** Mob ids of the hostile room start here (its first generated mob). */
export const MOB_BASE = 500;
const OPPOSITE: Record<Direction, Direction> = { north: 'south', south: 'north', east: 'west', west: 'east' };

export interface FixtureLog {
  crawlerId: number;
  seed: number;
  entries: LogEntry[];
  /** The rooms walked through, in order, with the ids the log gives them. */
  rooms: { roomId: number; spec: RoomSpec }[];
  hostile: { roomId: number; spec: RoomSpec; victim: string; killer: string };
  /** The index of the entry after the long pause (the sponsor away for ten minutes): entering the second room. */
  pauseIndex: number;
}

export function fixtureLog(): FixtureLog {
  const seed = TEST_SEASON_SEED;
  const floor = generateFloor(seed, 1);
  const { path, roomKey } = pathToHostileRoom(seed, 1);
  const entries: LogEntry[] = [];
  let at = T0;
  let roomId = 101;
  let x = 50;
  let y = 50;
  let health = 40;
  const push = <K extends LogEntry['kind']>(kind: K, data: LogPayloads[K], stepMs: number) => {
    at += stepMs;
    entries.push({ seq: entries.length + 1, tick: seasonTick(at, SEASON_START), at, roomId, kind, data } as LogEntry);
  };
  const walk = (tx: number, ty: number) => {
    // Samples every 500 ms, at most 8 room units apart, as a walking crawler's are.
    const steps = Math.max(1, Math.ceil(Math.hypot(tx - x, ty - y) / 8));
    const [fx, fy] = [x, y];
    for (let i = 1; i <= steps; i++) {
      x = Math.round((fx + ((tx - fx) * i) / steps) * 100) / 100;
      y = Math.round((fy + ((ty - fy) * i) / steps) * 100) / 100;
      push('moved', { x, y }, 500);
    }
  };

  let spec = roomByKey(floor, floor.entranceKey)!;
  const rooms = [{ roomId, spec }];
  const ids = new Map([[spec.key, roomId]]);
  push(
    'sponsored',
    { seed, seasonNumber: 1, name: FIXTURE_NAME, serial: 'CR-7F3A-21', sponsorship: 'primary', className: 'Combat Veteran', floor: 1, roomId, roomKey: spec.key, x, y, health, maxHealth: 40, level: 1, experience: 0, gold: 10, items: [{ id: 3, key: 'rusty_sword', name: 'Rusty Sword' }] },
    0,
  );
  /** Walks to the door and through it, after `pauseMs` standing at the door. */
  const through = (direction: Direction, pauseMs = 200) => {
    const door = doorPosition(direction);
    walk(door.x, door.y);
    const next = roomInDirection(floor, spec.key, direction)!;
    const from = roomId;
    const fromName = spec.name;
    const discovered = !ids.has(next.key);
    if (discovered) ids.set(next.key, 101 + ids.size);
    roomId = ids.get(next.key)!;
    spec = next;
    rooms.push({ roomId, spec });
    ({ x, y } = entryPoint(direction));
    push('entered_room', { from, fromName, roomId, roomKey: spec.key, roomName: spec.name, roomType: spec.type, floor: 1, x, y, direction, discovered }, pauseMs);
  };
  let pauseIndex = -1;
  for (const [i, direction] of path.entries()) {
    if (i === 0) pauseIndex = entries.length + Math.ceil(Math.hypot(doorPosition(direction).x - x, doorPosition(direction).y - y) / 8);
    through(direction, i === 0 ? 10 * 60_000 : 200);
  }
  if (spec.key !== roomKey) throw new Error('the path should end in the hostile room');
  const hostileRoomId = roomId;
  const back = path.at(-1)!;

  const hostileMobs = spec.mobs.map((m, i) => ({ ...m, ref: `mob-${MOB_BASE + i}` })).filter((m) => m.disposition === 'hostile');
  const victim = hostileMobs[0]!;
  const killer = hostileMobs[1] ?? hostileMobs[0]!;
  walk(victim.x, Math.min(88, victim.y + 6));
  let victimHealth = victim.maxHealth;
  const swing = (damage: number, critical = false) => {
    victimHealth = Math.max(0, victimHealth - damage);
    push('attacked', { targetId: victim.ref, targetName: victim.name, roll: 70, hit: damage > 0, critical, dodged: false, damage, targetHealth: victimHealth }, 800);
  };
  const struck = (by: typeof victim, damage: number) => {
    health = Math.max(0, health - damage);
    push('was_attacked', { attackerId: by.ref, attackerName: by.name, roll: 55, hit: damage > 0, critical: false, dodged: false, damage, health }, 400);
  };
  swing(4);
  struck(victim, 5);
  swing(0);
  struck(victim, 0);
  swing(victimHealth, true);
  push('killed', { victimId: victim.ref, victimName: victim.name, victimType: 'mob', creatureType: victim.creatureType }, 0);
  push('rewarded', { mobName: victim.name, levelsGained: 1, xp: victim.xpReward, gold: victim.goldReward, experience: victim.xpReward, level: 2, totalGold: 10 + victim.goldReward }, 0);
  push('leveled_up', { level: 2, maxHealth: 46, health }, 0);
  // Out to the room it came from and back two minutes later: the victim has respawned by then.
  through(OPPOSITE[back]);
  through(back, 120_000);
  walk(killer.x, Math.min(88, killer.y + 6));
  while (health > 9) struck(killer, 9);
  struck(killer, health);
  push('died', { killerId: killer.ref, killerName: killer.name, floor: 1, x, y }, 0);

  return { crawlerId: FIXTURE_CRAWLER_ID, seed, entries, rooms, hostile: { roomId: hostileRoomId, spec, victim: victim.ref, killer: killer.ref }, pauseIndex };
}
