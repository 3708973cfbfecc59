// The invariants every generated floor keeps. Each check lists what is wrong (an empty list when
// nothing is), so a property test over hundreds of floors asserts once per floor and stays fast.
import { expect } from 'vitest';
import { DOOR_ZONE, DUNGEON, ROOM } from '#game/constants.ts';
import { isCommonCreatureName } from '#game/dungeon/creatures.ts';
import { bfsDistances, floorBounds } from '#game/dungeon/floor-queries.ts';
import type { Floor, RoomPoint, RoomSpec } from '#game/dungeon/types.ts';
import { delta, isEnvironment, isPeacefulRoomType, isRoomType, opposite, type Direction } from '#game/dungeon/vocabulary.ts';
import { itemByKey } from '#game/items.ts';

type Rect = { x: number; y: number; w: number; h: number };
const span = DOOR_ZONE.crossAxisMax - DOOR_ZONE.crossAxisMin;
/** The four door zones of a room in room-percent. */
export const DOOR_ZONES: Rect[] = [
  { x: DOOR_ZONE.crossAxisMin, y: 0, w: span, h: DOOR_ZONE.edgePercent },
  { x: DOOR_ZONE.crossAxisMin, y: 100 - DOOR_ZONE.edgePercent, w: span, h: DOOR_ZONE.edgePercent },
  { x: 0, y: DOOR_ZONE.crossAxisMin, w: DOOR_ZONE.edgePercent, h: span },
  { x: 100 - DOOR_ZONE.edgePercent, y: DOOR_ZONE.crossAxisMin, w: DOOR_ZONE.edgePercent, h: span },
];
/** The lanes between opposite doors. */
const LANES: Rect[] = [
  { x: DOOR_ZONE.crossAxisMin, y: 0, w: span, h: 100 },
  { x: 0, y: DOOR_ZONE.crossAxisMin, w: 100, h: span },
];
const intersects = (a: Rect, b: Rect): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (p: RoomPoint, r: Rect): boolean => p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;

export function points(room: RoomSpec): RoomPoint[] {
  return [...room.mobs, ...room.npcs, ...room.groundItems, ...room.containers];
}

function doorsOf(floor: Floor): Map<string, Direction[]> {
  const doors = new Map<string, Direction[]>(floor.rooms.map((r) => [r.key, []]));
  for (const c of floor.connections) doors.get(c.fromKey)?.push(c.direction);
  return doors;
}

/** Layout: unique cells, symmetric doors between grid neighbours, connected, one entrance and exit, boss gate. */
export function layoutProblems(floor: Floor): string[] {
  const bad: string[] = [];
  const byKey = new Map(floor.rooms.map((r) => [r.key, r]));
  if (byKey.size !== floor.rooms.length) bad.push('duplicate room keys');
  if (new Set(floor.rooms.map((r) => `${r.x},${r.y}`)).size !== floor.rooms.length) bad.push('duplicate cells');
  const doorSet = new Set(floor.connections.map((c) => `${c.fromKey}>${c.toKey}>${c.direction}`));
  if (doorSet.size !== floor.connections.length) bad.push('duplicate connections');
  for (const c of floor.connections) {
    const from = byKey.get(c.fromKey);
    const to = byKey.get(c.toKey);
    const { dx, dy } = delta(c.direction);
    if (!from || !to) bad.push(`dangling ${c.fromKey}>${c.toKey}`);
    else if (to.x - from.x !== dx || to.y - from.y !== dy) bad.push(`wrong direction ${c.fromKey} ${c.direction} ${c.toKey}`);
    if (!doorSet.has(`${c.toKey}>${c.fromKey}>${opposite(c.direction)}`)) bad.push(`one-way ${c.fromKey}>${c.toKey}`);
  }
  for (const [key, dirs] of doorsOf(floor)) if (new Set(dirs).size !== dirs.length) bad.push(`two doors one way in ${key}`);

  const entrances = floor.rooms.filter((r) => r.type === 'entrance').map((r) => r.key);
  const exits = floor.rooms.filter((r) => r.type === 'exit').map((r) => r.key);
  if (entrances.join() !== floor.entranceKey) bad.push(`entrances ${entrances.join()}`);
  if (exits.join() !== floor.exitKey) bad.push(`exits ${exits.join()}`);
  const dist = bfsDistances(floor, floor.entranceKey);
  if (dist.size !== floor.rooms.length) bad.push(`only ${dist.size} of ${floor.rooms.length} rooms reachable`);
  const farthest = Math.max(...dist.values());
  if (dist.get(floor.exitKey) !== farthest || farthest < 2) bad.push(`exit at ${dist.get(floor.exitKey)} of ${farthest} doors`);

  const bosses = floor.rooms.filter((r) => r.type === 'boss').map((r) => r.key);
  const exitDoors = floor.connections.filter((c) => c.fromKey === floor.exitKey).map((c) => c.toKey);
  if (exitDoors.length !== 1) bad.push(`exit has ${exitDoors.length} doors`);
  if (floor.number >= DUNGEON.bossMinFloor) {
    if (bosses.join() !== floor.bossKey) bad.push(`bosses ${bosses.join()} vs ${floor.bossKey}`);
    if (exitDoors.join() !== floor.bossKey) bad.push(`exit opens to ${exitDoors.join()}, not only the boss room`);
  } else if (bosses.length > 0 || floor.bossKey !== null) bad.push('boss above the boss floors');
  const bounds = floorBounds(floor.rooms);
  if (JSON.stringify(bounds) !== JSON.stringify(floor.bounds)) bad.push('bounds');
  return bad;
}

/** Rooms: vocabulary, door-shaped types, sizes, safety, factions, names and descriptions. */
export function roomProblems(floor: Floor): string[] {
  const bad: string[] = [];
  const factionIds = new Set(floor.factions.map((f) => f.id));
  if (factionIds.size !== floor.factions.length) bad.push('duplicate faction ids');
  if (floor.factions.length < DUNGEON.factions.min || floor.factions.length > DUNGEON.factions.max) bad.push('faction count');
  for (const f of floor.factions) {
    if (!/^#[0-9a-f]{6}$/.test(f.color) || !/^The \S+ \S/.test(f.name)) bad.push(`faction ${f.name} ${f.color}`);
    if (f.creatureTypes.length < 2 || !f.creatureTypes.every((t) => /^[a-z]+(_[a-z]+)*$/.test(t))) bad.push(`creatures of ${f.name}`);
  }
  const doors = doorsOf(floor);
  for (const room of floor.rooms) {
    const at = `${room.key} (${room.type})`;
    const dirs = doors.get(room.key) ?? [];
    if (room.key !== `f${floor.number}:${room.x},${room.y}` || room.floor !== floor.number) bad.push(`${at} key`);
    if (!isRoomType(room.type) || room.type === 'unknown' || !isEnvironment(room.environment)) bad.push(`${at} vocabulary`);
    if (room.type === 'deadend' && dirs.length !== 1) bad.push(`${at} has ${dirs.length} doors`);
    if (room.type === 'intersection' && dirs.length < 3) bad.push(`${at} has ${dirs.length} doors`);
    if (room.type === 'corridor' && !(dirs.length === 2 && dirs[1] === opposite(dirs[0]!))) bad.push(`${at} doors ${dirs.join()}`);
    for (const feet of [room.widthFeet, room.heightFeet]) {
      if (feet % ROOM.feetPerSquare !== 0 || feet < DUNGEON.roomFeet.min || feet > DUNGEON.roomFeet.max) bad.push(`${at} size ${feet}`);
    }
    if (room.type === 'boss' && Math.min(room.widthFeet, room.heightFeet) <= ROOM.defaultSizeFeet) bad.push(`${at} is small`);
    if (room.isSafe !== isPeacefulRoomType(room.type)) bad.push(`${at} isSafe ${room.isSafe}`);
    if (room.isPvp && (!['corridor', 'chamber', 'intersection', 'deadend'].includes(room.type) || floor.number < DUNGEON.pvpMinFloor)) {
      bad.push(`${at} is pvp`);
    }
    if (room.factionId !== null && !factionIds.has(room.factionId)) bad.push(`${at} faction ${room.factionId}`);
    if (isPeacefulRoomType(room.type) && room.factionId !== null) bad.push(`${at} held by a faction`);
    if (room.name.length <= 3 || !/^[A-Z].*[.!]$/.test(room.description)) bad.push(`${at} text`);
  }
  return bad;
}

/** Contents: mobs, NPCs and loot where they belong, inside the room and clear of doors and features. */
export function contentProblems(floor: Floor): string[] {
  const bad: string[] = [];
  const factions = new Map(floor.factions.map((f) => [f.id, f]));
  const entityKeys = floor.rooms.flatMap((r) => [...r.mobs, ...r.npcs].map((e) => e.key));
  if (new Set(entityKeys).size !== entityKeys.length) bad.push('duplicate entity keys');
  for (const room of floor.rooms) {
    const at = `${room.key} (${room.type})`;
    const hostile = room.mobs.some((m) => m.disposition === 'hostile');
    if ((isPeacefulRoomType(room.type) || room.type === 'exit') && hostile) bad.push(`${at} holds hostiles`);
    const bosses = room.mobs.filter((m) => m.isBoss).length;
    if (room.type === 'boss' && (room.mobs.length !== 1 || bosses !== 1 || room.encounterType !== 'boss')) bad.push(`${at} boss`);
    if (room.type !== 'boss' && bosses > 0) bad.push(`${at} stray boss`);
    if (room.type === 'shop' && !room.npcs.some((n) => n.role === 'merchant')) bad.push(`${at} no merchant`);
    if (room.type === 'treasure' && room.containers.length === 0) bad.push(`${at} no chest`);
    if (room.hasLoot !== room.groundItems.length + room.containers.length > 0) bad.push(`${at} hasLoot`);
    if (room.mobs.length > DUNGEON.mobs.maxPerRoom) bad.push(`${at} crowded`);

    const faction = room.factionId === null ? undefined : factions.get(room.factionId);
    const names = room.mobs.map((m) => m.name).filter((n) => !isCommonCreatureName(n));
    if (new Set(names).size !== names.length) bad.push(`${at} repeats ${names.join()}`);
    for (const mob of room.mobs) {
      if (!mob.key.startsWith(`${room.key}:mob-`)) bad.push(`${mob.key} key`);
      if (!mob.isBoss && faction && !faction.creatureTypes.includes(mob.creatureType)) bad.push(`${mob.key} not of ${faction.name}`);
      const positive = [mob.level, mob.maxHealth, mob.attack, mob.accuracy, mob.speed, mob.xpReward];
      if (!positive.every((s) => Number.isInteger(s) && s > 0) || mob.defense < 0 || mob.goldReward < 0) bad.push(`${mob.key} stats`);
    }
    if (room.groundItems.some((i) => !itemByKey(i.itemKey) || itemByKey(i.itemKey)?.category === 'container')) bad.push(`${at} ground item`);
    if (room.containers.some((c) => itemByKey(c.itemKey)?.category !== 'container')) bad.push(`${at} container`);

    for (const p of points(room)) {
      if (!Number.isInteger(p.x) || !Number.isInteger(p.y)) bad.push(`${at} point ${p.x},${p.y} not whole`);
      if (Math.min(p.x, p.y) < ROOM.walkMin || Math.max(p.x, p.y) > ROOM.walkMax) bad.push(`${at} point ${p.x},${p.y} outside`);
      if (DOOR_ZONES.some((z) => inside(p, z))) bad.push(`${at} point ${p.x},${p.y} in a door zone`);
      if (room.features.some((f) => inside(p, f))) bad.push(`${at} point ${p.x},${p.y} in a feature`);
    }
    for (const f of room.features) {
      if (f.x < 0 || f.y < 0 || f.x + f.w > 100 || f.y + f.h > 100) bad.push(`${at} feature outside`);
      if ([...DOOR_ZONES, ...LANES].some((z) => intersects(f, z))) bad.push(`${at} feature blocks a door lane`);
    }
  }
  return bad;
}

export function checkFloor(floor: Floor): void {
  expect([...layoutProblems(floor), ...roomProblems(floor), ...contentProblems(floor)]).toEqual([]);
}
