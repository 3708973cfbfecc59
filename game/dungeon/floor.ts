// One floor of the season's shared dungeon, generated from the season seed and the floor number
// alone (ARCHITECTURE "Gaps": deterministic, fully connected, an entrance and an exit per floor).
// Each room draws from its own fork of the floor's rng, keyed by its cell, so its contents do not
// shift when another room's do.
import { DUNGEON } from '../constants.ts';
import { createRng, type Rng } from '../rng.ts';
import { claimTerritories, rollFactions } from './factions.ts';
import { floorBounds, roomKey } from './floor-queries.ts';
import { growLayout, layoutDistances, roomCount } from './layout.ts';
import { rollRoomContents } from './room-contents.ts';
import { pickEnvironment, roomDescription, roomName } from './room-flavour.ts';
import { roomSize } from './room-geometry.ts';
import { assignRoomTypes, bossRoomIndex } from './room-types.ts';
import type { Floor, RoomConnection, RoomSpec } from './types.ts';
import { isPeacefulRoomType, type RoomType } from './vocabulary.ts';

/** Rooms no faction holds: the peaceful ones and the stairs down. */
export const NEUTRAL_GROUND_TYPES = ['entrance', 'exit', 'safe', 'rest', 'shop'] as const satisfies readonly RoomType[];
/** Room types that may allow crawler-versus-crawler fights. */
export const PVP_ROOM_TYPES = ['corridor', 'chamber', 'intersection', 'deadend'] as const satisfies readonly RoomType[];

export function pvpRoomCount(floor: number): number {
  if (floor < DUNGEON.pvpMinFloor) return 0;
  return 1 + Math.floor((floor - DUNGEON.pvpMinFloor) / DUNGEON.pvpFloorsPerRoom);
}

function assertFloorArgs(seasonSeed: number, floorNumber: number): void {
  if (!Number.isInteger(seasonSeed)) throw new RangeError(`season seed must be an integer, got ${seasonSeed}`);
  if (!Number.isInteger(floorNumber) || floorNumber < 1 || floorNumber > DUNGEON.maxFloorCount) {
    throw new RangeError(`floor must be an integer in 1..${DUNGEON.maxFloorCount}, got ${floorNumber}`);
  }
}

/** The rng a floor is built from: the season seed forked by 'floor-{n}'. */
export function floorRng(seasonSeed: number, floorNumber: number): Rng {
  return createRng(seasonSeed).fork(`floor-${floorNumber}`);
}

/** Floor `floorNumber` (1-based) of the season with seed `seasonSeed`; the same arguments give a deep-equal floor. */
export function generateFloor(seasonSeed: number, floorNumber: number): Floor {
  assertFloorArgs(seasonSeed, floorNumber);
  const rng = floorRng(seasonSeed, floorNumber);
  const layout = growLayout(roomCount(floorNumber, rng.fork('count')), rng.fork('layout'));
  const types = assignRoomTypes(layout, floorNumber, rng.fork('types'));
  const factions = rollFactions(rng.fork('factions'), floorNumber);
  const owner = claimTerritories(layout, factions.length, rng.fork('territory'));
  const keys = layout.cells.map((c) => roomKey(floorNumber, c.x, c.y));

  const pvpCandidates = keys.filter((_, i) => (PVP_ROOM_TYPES as readonly RoomType[]).includes(types[i]!));
  const pvp = new Set(rng.fork('pvp').shuffle(pvpCandidates).slice(0, pvpRoomCount(floorNumber)));

  // Doors from the entrance: rooms near it are easy, farther ones harder (mobs.ts threatAt).
  const fromEntrance = layoutDistances(layout.doors, layout.entrance);
  const names = new Set<string>();
  const rooms = layout.cells.map((cell, i): RoomSpec => {
    const key = keys[i]!;
    const type = types[i]!;
    const neutral = (NEUTRAL_GROUND_TYPES as readonly RoomType[]).includes(type);
    const faction = neutral ? null : (factions[owner[i]!] ?? null);
    const roomRng = rng.fork(`room-${key}`);
    const environment = pickEnvironment(roomRng, type, floorNumber);
    const name = roomName(roomRng, type, environment, faction?.spec.name ?? null, names);
    const description = roomDescription(roomRng, type, environment);
    const size = roomSize(roomRng, type, layout.doors[i]!.map((d) => d.direction));
    const contents = rollRoomContents(roomRng.fork('contents'), {
      key,
      floor: floorNumber,
      type,
      family: faction?.family ?? null,
      doors: layout.doors[i]!.map((d) => d.direction),
      doorsFromEntrance: fromEntrance[i]!,
    });
    return {
      key,
      floor: floorNumber,
      x: cell.x,
      y: cell.y,
      name,
      type,
      environment,
      description,
      ...size,
      isSafe: isPeacefulRoomType(type),
      hasLoot: contents.groundItems.length + contents.containers.length > 0,
      isPvp: pvp.has(key),
      factionId: faction?.spec.id ?? null,
      ...contents,
    };
  });

  const connections: RoomConnection[] = layout.doors.flatMap((doors, i) =>
    doors.map((door) => ({ fromKey: keys[i]!, toKey: keys[door.to]!, direction: door.direction })),
  );
  const boss = bossRoomIndex(layout, floorNumber);
  return {
    number: floorNumber,
    rooms,
    connections,
    factions: factions.map((f) => f.spec),
    bounds: floorBounds(layout.cells),
    entranceKey: keys[layout.entrance]!,
    exitKey: keys[layout.exit]!,
    bossKey: boss === null ? null : keys[boss]!,
  };
}
