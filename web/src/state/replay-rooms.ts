import type { CurrentRoom, TacticalEntity } from '#contract/dungeon.ts';
import { mobEntity, staticEntities, toRoom } from '#contract/room-view.ts';
import { DUNGEON } from '#game/constants.ts';
import { generateFloor } from '#game/dungeon/floor.ts';
import { neighbours, roomByKey } from '#game/dungeon/floor-queries.ts';
import type { Floor, MobSpec, RoomSpec } from '#game/dungeon/types.ts';
import type { Direction } from '#game/dungeon/vocabulary.ts';
import type { LogEntry } from '#game/event-log.ts';
import { parseEntityId } from '#game/room-sim.ts';

// The rooms of a replay, rebuilt from the log alone: each entered room's generator key and floor,
// with the season's seed, give the room the dungeon generator made (game/dungeon), which the live
// view's scene is built from (web/src/canvas/scene.ts buildScene). Rooms, doors, features and NPCs
// never change in a season; mobs are drawn at their home positions.

/** A mob of a replayed room: its entity id and what the generator made of it. */
export interface ReplayMob {
  /** 'mob-{id}' as the log names it when it was matched to a log reference, else 'mob-{spec key}'. */
  id: string;
  /** The log's id of it (null when the log never named it). */
  ref: number | null;
  spec: MobSpec;
}

export interface ReplayRoom {
  roomId: number;
  floor: number;
  /** The room as the live view's current-room answer shows it (the crawler's position is the entry's). */
  current: CurrentRoom;
  /** NPCs, interior features and doors. */
  fixtures: TacticalEntity[];
  mobs: ReplayMob[];
  /** False when the seed's dungeon has no room with the log's key (drawn as a bare room). */
  generated: boolean;
}

interface RoomMention {
  roomId: number;
  key: string | null;
  floor: number;
  name: string;
}

/** Every room the log places the crawler in, by id (the first mention wins: ids are stable in a season). */
function roomsMentioned(entries: readonly LogEntry[]): Map<number, RoomMention> {
  const out = new Map<number, RoomMention>();
  for (const e of entries) {
    if (e.kind === 'sponsored' && e.data.roomId !== null && !out.has(e.data.roomId)) {
      out.set(e.data.roomId, { roomId: e.data.roomId, key: e.data.roomKey, floor: e.data.floor, name: '' });
    }
    if (e.kind === 'entered_room' && !out.has(e.data.roomId)) {
      out.set(e.data.roomId, { roomId: e.data.roomId, key: e.data.roomKey, floor: e.data.floor, name: e.data.roomName });
    }
  }
  return out;
}

/** The mobs the log names in each room ('mob-12' as attacker, target, victim or killer), with the names it gave them. */
export function mobReferences(entries: readonly LogEntry[]): Map<number, { id: number; name: string }[]> {
  const out = new Map<number, Map<number, string>>();
  const note = (roomId: number | null, ref: string, name: string) => {
    const parsed = parseEntityId(ref);
    if (roomId === null || parsed?.kind !== 'mob') return;
    const room = out.get(roomId) ?? new Map<number, string>();
    if (!room.has(parsed.id)) room.set(parsed.id, name);
    out.set(roomId, room);
  };
  for (const e of entries) {
    if (e.kind === 'attacked') note(e.roomId, e.data.targetId, e.data.targetName);
    else if (e.kind === 'was_attacked') note(e.roomId, e.data.attackerId, e.data.attackerName);
    else if (e.kind === 'killed') note(e.roomId, e.data.victimId, e.data.victimName);
    else if (e.kind === 'died') note(e.roomId, e.data.killerId, e.data.killerName);
  }
  return new Map([...out].map(([roomId, refs]) => [roomId, [...refs].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id)]));
}

/**
 * Which generated mob each log reference is (spec index → reference id). The log names mobs by their
 * database id; the season's mobs were stored room by room in the generator's order, so within a room
 * ids run in that order from some base. A reference whose name is unique in the room fixes the base;
 * the others follow from it. Without one (only repeated common names), references take the
 * same-named mobs in order.
 */
export function matchMobs(specs: readonly { name: string }[], refs: readonly { id: number; name: string }[]): Map<number, number> {
  const counts = new Map<string, number>();
  for (const s of specs) counts.set(s.name, (counts.get(s.name) ?? 0) + 1);
  const bases = new Map<number, number>();
  for (const r of refs) {
    if (counts.get(r.name) !== 1) continue;
    const base = r.id - specs.findIndex((s) => s.name === r.name);
    bases.set(base, (bases.get(base) ?? 0) + 1);
  }
  const base = [...bases].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
  const matched = new Map<number, number>();
  const used = new Set<number>();
  if (base !== undefined) {
    for (const r of refs) {
      const i = r.id - base;
      if (specs[i]?.name === r.name && !matched.has(i)) {
        matched.set(i, r.id);
        used.add(r.id);
      }
    }
  }
  for (const r of refs) {
    if (used.has(r.id)) continue;
    const i = specs.findIndex((s, j) => s.name === r.name && !matched.has(j));
    if (i < 0) continue;
    matched.set(i, r.id);
    used.add(r.id);
  }
  return matched;
}

function doorsOf(floor: Floor, spec: RoomSpec, idOfKey: ReadonlyMap<string, number>): Map<Direction, number> {
  // A door to a room the crawler never entered leads to an id the log does not know: 0 (never drawn).
  return new Map(neighbours(floor, spec.key).map((n) => [n.direction, idOfKey.get(n.key) ?? 0]));
}

/** A room whose key the seed's dungeon lacks: a bare 60 ft room with the log's name. */
function bareRoom(m: RoomMention): ReplayRoom {
  const fields = {
    id: m.roomId,
    name: m.name || 'Unknown Room',
    x: 0,
    y: 0,
    floor: m.floor,
    type: 'chamber',
    environment: 'stone',
    description: '',
    widthFeet: 60,
    heightFeet: 60,
    isSafe: false,
    hasLoot: false,
    isPvp: false,
    factionKey: null,
    encounterType: 'none',
  };
  return { roomId: m.roomId, floor: m.floor, current: { room: toRoom(fields, true, new Map()), availableDirections: [], position: { x: 50, y: 50 } }, fixtures: [], mobs: [], generated: false };
}

/**
 * The rooms of a log, rebuilt with the season's seed: one per room id the crawler was placed in.
 * Floors are generated once each.
 */
export function replayRooms(seed: number, entries: readonly LogEntry[]): Map<number, ReplayRoom> {
  const mentioned = roomsMentioned(entries);
  const refs = mobReferences(entries);
  const floors = new Map<number, Floor>();
  const floorOf = (n: number) => {
    let f = floors.get(n);
    if (!f) floors.set(n, (f = generateFloor(seed, n)));
    return f;
  };
  const idOfKey = new Map<string, number>();
  for (const m of mentioned.values()) if (m.key) idOfKey.set(m.key, m.roomId);

  const out = new Map<number, ReplayRoom>();
  for (const m of mentioned.values()) {
    const floor = m.key && Number.isInteger(m.floor) && m.floor >= 1 && m.floor <= DUNGEON.maxFloorCount ? floorOf(m.floor) : undefined;
    const spec = floor && m.key ? roomByKey(floor, m.key) : undefined;
    if (!floor || !spec) {
      out.set(m.roomId, bareRoom(m));
      continue;
    }
    const doors = doorsOf(floor, spec, idOfKey);
    const directions: CurrentRoom['availableDirections'] = [...doors.keys()];
    // The stairs: an exit room above the dungeon's last floor (the server's default floor count).
    if (spec.key === floor.exitKey && floor.number < DUNGEON.defaultFloorCount) directions.push('down');
    const room = toRoom({ ...spec, id: m.roomId, factionKey: spec.factionId }, true, doors);
    const matched = matchMobs(spec.mobs, refs.get(m.roomId) ?? []);
    out.set(m.roomId, {
      roomId: m.roomId,
      floor: m.floor,
      current: { room, availableDirections: directions, position: { x: 50, y: 50 } },
      fixtures: staticEntities({ id: m.roomId, npcs: spec.npcs, features: spec.features }, doors),
      mobs: spec.mobs.map((s, i) => ({ id: `mob-${matched.get(i) ?? s.key}`, ref: matched.get(i) ?? null, spec: s })),
      generated: true,
    });
  }
  return out;
}

/** A replayed mob as a tactical entity at its home, with the health the log last gave it. */
export function replayMobEntity(m: ReplayMob, health: number, alive: boolean): TacticalEntity {
  return mobEntity({ ...m.spec, id: m.ref ?? m.spec.key, health, isAlive: alive }, { x: m.spec.x, y: m.spec.y });
}
