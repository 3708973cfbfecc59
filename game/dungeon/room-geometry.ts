// A room's size in feet, its interior features, and where entities stand, all in room-percent.
// Features stay in the four corner quadrants, so the lanes between opposite doors (and the door
// zones) are always clear; entities keep away from edges, features, each other and the
// entry point in the middle.
import { DUNGEON, ROOM } from '../constants.ts';
import type { Rng } from '../rng.ts';
import type { FeatureSpec, RoomPoint } from './types.ts';
import type { Direction, RoomType } from './vocabulary.ts';

/** Feature sizes in room-percent: pillars are square walls, cover is a low crate or rubble pile. */
export const FEATURE_SIZE = { pillar: [5, 8], cover: [4, 9] } as const;

/** Per room type: chance of a ring of four pillars, and [min, max] pieces of cover (when the room gets any). */
export const FEATURE_PLAN: Partial<Record<RoomType, { pillars: number; coverChance: number; cover: readonly [number, number] }>> = {
  chamber: { pillars: 0.3, coverChance: 0.5, cover: [1, 3] },
  intersection: { pillars: 0.5, coverChance: 0.2, cover: [1, 2] },
  boss: { pillars: 1, coverChance: 0.6, cover: [1, 2] },
  treasure: { pillars: 0, coverChance: 0.5, cover: [1, 1] },
  special: { pillars: 0.4, coverChance: 0.2, cover: [1, 2] },
  deadend: { pillars: 0, coverChance: 0.25, cover: [1, 1] },
  shop: { pillars: 0, coverChance: 0.3, cover: [1, 2] },
};

function feetIn(rng: Rng, [min, max]: readonly [number, number]): number {
  const step = ROOM.feetPerSquare;
  const feet = rng.int(Math.ceil(min / step), Math.floor(max / step)) * step;
  return Math.min(DUNGEON.roomFeet.max, Math.max(DUNGEON.roomFeet.min, feet));
}

/** Width and height in feet: corridors run long between their doors, boss rooms are large. */
export function roomSize(rng: Rng, type: RoomType, doors: readonly Direction[]): { widthFeet: number; heightFeet: number } {
  if (type === 'corridor') {
    const long = feetIn(rng, DUNGEON.roomFeet.corridor.long);
    const short = feetIn(rng, DUNGEON.roomFeet.corridor.short);
    const eastWest = doors.includes('east') || doors.includes('west');
    return eastWest ? { widthFeet: long, heightFeet: short } : { widthFeet: short, heightFeet: long };
  }
  const range = DUNGEON.roomFeet[type];
  return { widthFeet: feetIn(rng, range), heightFeet: feetIn(rng, range) };
}

/** A top-left corner in one of the four corner quadrants for a rectangle of size w × h. */
function cornerSpot(rng: Rng, w: number, h: number, quadrant: number): RoomPoint {
  const { near, far } = DUNGEON.featureBand;
  const x = rng.int(near, far - w);
  const y = rng.int(near, far - h);
  return { x: quadrant % 2 === 0 ? x : 100 - x - w, y: quadrant < 2 ? y : 100 - y - h };
}

function overlaps(a: FeatureSpec, b: FeatureSpec, gap: number): boolean {
  return a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;
}

export function rollFeatures(rng: Rng, type: RoomType): FeatureSpec[] {
  const plan = FEATURE_PLAN[type];
  if (!plan) return [];
  const features: FeatureSpec[] = [];
  if (rng.chance(plan.pillars)) {
    const s = rng.int(FEATURE_SIZE.pillar[0], FEATURE_SIZE.pillar[1]);
    const { x, y } = cornerSpot(rng, s, s, 0);
    for (let q = 0; q < 4; q++) {
      features.push({ type: 'wall', x: q % 2 === 0 ? x : 100 - x - s, y: q < 2 ? y : 100 - y - s, w: s, h: s });
    }
  }
  if (rng.chance(plan.coverChance)) {
    const count = rng.int(plan.cover[0], plan.cover[1]);
    for (let i = 0; i < count; i++) {
      const w = rng.int(FEATURE_SIZE.cover[0], FEATURE_SIZE.cover[1]);
      const h = rng.int(FEATURE_SIZE.cover[0], FEATURE_SIZE.cover[1]);
      const spot: FeatureSpec = { type: 'cover', ...cornerSpot(rng, w, h, rng.int(0, 3)), w, h };
      if (!features.some((f) => overlaps(f, spot, DUNGEON.placement.featureClearance))) features.push(spot);
    }
  }
  return features;
}

function insideFeature(p: RoomPoint, features: readonly FeatureSpec[]): boolean {
  const gap = DUNGEON.placement.featureClearance;
  return features.some((f) => p.x >= f.x - gap && p.x <= f.x + f.w + gap && p.y >= f.y - gap && p.y <= f.y + f.h + gap);
}

/** Hands out spots for entities; `away` adds a clearance from given points (mobs from the doors). */
export interface Placer {
  (): RoomPoint;
  /** A spot also at least `clearance` from every point of `keepAway`, or null when the room has none. */
  away(keepAway: readonly RoomPoint[], clearance: number): RoomPoint | null;
}

/**
 * Hands out spots for entities: inside DUNGEON.placement.min..max, clear of features and the entry
 * point, as far from earlier spots as a few random tries find. A spot with a clearance from given
 * points falls back to a scan of the room's grid (every scanStep) when the random tries miss, so a
 * spot is found whenever one exists.
 */
export function createPlacer(rng: Rng, features: readonly FeatureSpec[]): Placer {
  const { min, max, spacing, entryClearance, tries, scanStep } = DUNGEON.placement;
  const taken: RoomPoint[] = [];
  const entry = ROOM.entryPosition;
  // Squared distances between whole-number points: exact, so every JavaScript engine agrees.
  const squared = (a: RoomPoint, b: RoomPoint): number => (a.x - b.x) ** 2 + (a.y - b.y) ** 2;
  const gapOf = (p: RoomPoint): number => taken.reduce((g, q) => Math.min(g, squared(p, q)), Number.POSITIVE_INFINITY);
  const free = (p: RoomPoint): boolean => !insideFeature(p, features) && squared(p, entry) >= entryClearance ** 2;

  function search(fits: (p: RoomPoint) => boolean): RoomPoint | null {
    let best: RoomPoint | null = null;
    let bestGap = -1;
    for (let t = 0; t < tries; t++) {
      const p = { x: rng.int(min, max), y: rng.int(min, max) };
      if (!fits(p)) continue;
      const gap = gapOf(p);
      if (gap > bestGap) [best, bestGap] = [p, gap];
      if (gap >= spacing ** 2) break;
    }
    return best;
  }

  const place = (): RoomPoint => {
    // The lane between the corner quadrants never holds a feature.
    const lane = DUNGEON.featureBand.far + DUNGEON.placement.featureClearance + 1;
    const spot = search(free) ?? { x: rng.int(lane, 100 - lane), y: rng.chance(0.5) ? min : max };
    taken.push(spot);
    return spot;
  };

  place.away = (keepAway: readonly RoomPoint[], clearance: number): RoomPoint | null => {
    const fits = (p: RoomPoint): boolean => free(p) && keepAway.every((q) => squared(p, q) >= clearance ** 2);
    let spot = search(fits);
    if (!spot) {
      let bestGap = -1;
      for (let x = min; x <= max; x += scanStep) {
        for (let y = min; y <= max; y += scanStep) {
          const p = { x, y };
          if (!fits(p)) continue;
          const gap = gapOf(p);
          if (gap > bestGap) [spot, bestGap] = [p, gap];
        }
      }
    }
    if (spot) taken.push(spot);
    return spot;
  };
  return place;
}
