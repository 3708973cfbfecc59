// Factions: each floor holds a few, built on creature families ('The Gnawing Syndicate' of rats),
// and each claims one connected territory of rooms by a randomized flood fill from spread-out seats.
import { DUNGEON } from '../constants.ts';
import type { Rng } from '../rng.ts';
import { CREATURE_FAMILIES, kindsOnFloor, type CreatureFamily } from './creatures.ts';
import { layoutDistances, type Layout } from './layout.ts';
import type { FactionSpec } from './types.ts';

export const FACTION_NOUNS = [
  'Syndicate', 'Consortium', 'Collective', 'Holdings', 'Cartel', 'Union', 'Guild', 'Conglomerate',
  'Brotherhood', 'Board', 'Cooperative', 'Combine', 'Enterprise', 'Partnership', 'Joint Venture', 'Trust',
] as const;

/** Distinct enough to tell apart on a dark map. */
export const FACTION_COLORS = [
  '#e6194b', '#3cb44b', '#ffe119', '#4363d8', '#f58231', '#911eb4', '#42d4f4', '#f032e6',
  '#bfef45', '#fabed4', '#469990', '#dcbeff', '#9a6324', '#fffac8', '#aaffc3', '#808000',
] as const;

/** A faction's territory may grow this many times faster than another's, so sizes vary. */
export const TERRITORY_STRENGTH = { min: 1, max: 3 } as const;

export interface FloorFaction {
  readonly spec: FactionSpec;
  readonly family: CreatureFamily;
}

export function factionCount(floor: number): number {
  const { min, max, floorsPerFaction } = DUNGEON.factions;
  return Math.min(max, min + Math.floor((floor - 1) / floorsPerFaction));
}

/** The floor's factions; families new at this depth are a little likelier. */
export function rollFactions(rng: Rng, floor: number): FloorFaction[] {
  const available = CREATURE_FAMILIES.filter((f) => f.minFloor <= floor);
  const count = Math.min(factionCount(floor), available.length);
  const nouns = rng.shuffle(FACTION_NOUNS);
  const colors = rng.shuffle(FACTION_COLORS);
  const chosen: CreatureFamily[] = [];
  let pool = available;
  for (let i = 0; i < count; i++) {
    const family = rng.weighted(pool.map((f) => [f, 1 + f.minFloor / floor] as const));
    chosen.push(family);
    pool = pool.filter((f) => f !== family);
  }
  return chosen.map((family, i) => ({
    family,
    spec: {
      id: `f${floor}-${i}`,
      name: `The ${rng.pick(family.adjectives)} ${nouns[i % nouns.length]!}`,
      color: colors[i % colors.length]!,
      creatureTypes: kindsOnFloor(family, floor).map((k) => k.type),
    },
  }));
}

/** Seats far from the entrance and from each other (farthest-point sampling over door distances). */
function seats(layout: Layout, count: number, rng: Rng): number[] {
  const n = layout.cells.length;
  const nearest = layoutDistances(layout.doors, layout.entrance);
  const chosen: number[] = [];
  for (let k = 0; k < Math.min(count, n); k++) {
    let best = -1;
    let bestScore = -1;
    for (let i = 0; i < n; i++) {
      if (chosen.includes(i) || i === layout.entrance) continue;
      const score = nearest[i]! + rng.next();
      if (score > bestScore) [best, bestScore] = [i, score];
    }
    if (best < 0) break;
    chosen.push(best);
    const from = layoutDistances(layout.doors, best);
    for (let i = 0; i < n; i++) nearest[i] = Math.min(nearest[i]!, from[i]!);
  }
  return chosen;
}

/**
 * Which faction holds each room (an index into the floor's factions). Every room is claimed and
 * every territory is connected; the caller frees the rooms no faction should hold.
 */
export function claimTerritories(layout: Layout, factions: number, rng: Rng): Int32Array {
  const owner = new Int32Array(layout.cells.length).fill(-1);
  if (factions === 0) return owner;
  // Seats are claimed first, so every faction holds at least its seat.
  const frontiers = seats(layout, factions, rng).map((seat, f) => {
    owner[seat] = f;
    return layout.doors[seat]!.map((door) => door.to);
  });
  const strength = frontiers.map(() => rng.int(TERRITORY_STRENGTH.min, TERRITORY_STRENGTH.max));
  for (;;) {
    const weights = frontiers.map((f, i) => [i, f.length > 0 ? strength[i]! : 0] as const);
    if (weights.every(([, w]) => w === 0)) break;
    const f = rng.weighted(weights);
    const frontier = frontiers[f]!;
    const slot = rng.int(0, frontier.length - 1);
    const room = frontier[slot]!;
    frontier[slot] = frontier[frontier.length - 1]!;
    frontier.pop();
    if (owner[room] !== -1) continue;
    owner[room] = f;
    for (const door of layout.doors[room]!) if (owner[door.to] === -1) frontier.push(door.to);
  }
  return owner;
}
