// A fair start, as a pure simulation: for many season seeds and every class, a new crawler (its
// candidate's stats, its starting kit worn) walks from the entrance through a door and stands still
// for 60 s in the room behind it. The room's generated mobs run their own AI through stepRoom the
// whole time; the crawler must still be alive, on every door of the entrance.
import { describe, expect, it } from 'vitest';
import { generateCandidates, startingSlots, type Candidate } from '#game/candidates.ts';
import { COMBAT, CRAWLER } from '#game/constants.ts';
import { entryPoint } from '#game/dungeon/doors.ts';
import { generateFloor } from '#game/dungeon/floor.ts';
import { neighbours, roomByKey } from '#game/dungeon/floor-queries.ts';
import type { RoomSpec } from '#game/dungeon/types.ts';
import type { Direction } from '#game/dungeon/vocabulary.ts';
import { requireItem, type ItemTemplate } from '#game/item-catalogue.ts';
import { maxVitals } from '#game/progression.ts';
import { createRng } from '#game/rng.ts';
import { mobFromSpec, playerFromCrawler, stepRoom, type PlayerState, type RoomState } from '#game/room-sim.ts';
import { CRAWLER_CLASSES, type EquipmentSlot } from '#game/vocabulary.ts';

const SEASONS = 50;
const STAND_MS = 60_000;

/** A new crawler from its candidate, as sponsorship makes it: full health, starting kit worn. */
function newCrawler(candidate: Candidate, at: { x: number; y: number }): PlayerState {
  const equipped: Partial<Record<EquipmentSlot, ItemTemplate>> = {};
  for (const { index, slot } of startingSlots(candidate.startingEquipment)) equipped[slot] = requireItem(candidate.startingEquipment[index]!.key);
  const vitals = maxVitals(candidate.stats, CRAWLER.startingLevel);
  return playerFromCrawler({
    crawlerId: 1,
    name: candidate.name,
    ...at,
    health: candidate.stats.health,
    maxHealth: Math.max(vitals.maxHealth, candidate.stats.health),
    level: CRAWLER.startingLevel,
    attributes: candidate.stats,
    luck: candidate.stats.luck,
    equipped,
    isAlive: true,
    isSecondary: false,
  });
}

/** Steps the room for STAND_MS after the crawler joins, with no intent of its own; the crawler at the end. */
function standStill(room: RoomSpec, crawler: PlayerState, seed: number): { end: PlayerState | undefined; struck: number } {
  let state: RoomState = {
    roomId: 1,
    tick: 0,
    isSafe: room.isSafe,
    isPvp: room.isPvp,
    mobs: room.mobs.map((m, i) => mobFromSpec(i + 1, m)),
    players: [],
    inCombat: false,
  };
  const rng = createRng(seed);
  let struck = 0;
  for (let tick = 1; tick <= STAND_MS / COMBAT.tickMs + 1; tick++) {
    const out = stepRoom(state, tick === 1 ? [{ kind: 'join', player: crawler }] : [], { nowMs: tick * COMBAT.tickMs, rng });
    struck += out.events.filter((e) => e.type === 'attacked' && e.targetId === 'crawler-1' && e.hit).length;
    state = out.state;
  }
  return { end: state.players.find((p) => p.crawlerId === 1), struck };
}

describe('a fair start (pure simulation over generated dungeons)', () => {
  const seeds = Array.from({ length: SEASONS }, (_, i) => createRng(0xfa1 + i).int(1, 2 ** 31 - 1));

  it(`for ${SEASONS} season seeds and every class, a crawler standing 60 s one door past the entrance is alive`, () => {
    let doors = 0;
    let hostileNeighbours = 0;
    for (const seed of seeds) {
      const floor = generateFloor(seed, CRAWLER.startingFloor);
      const offer = generateCandidates(seed);
      const ways: { direction: Direction; room: RoomSpec }[] = neighbours(floor, floor.entranceKey).map((n) => ({ direction: n.direction, room: roomByKey(floor, n.key)! }));
      expect(ways.length).toBeGreaterThan(0);
      for (const { direction, room } of ways) {
        doors++;
        if (room.mobs.some((m) => m.disposition === 'hostile')) hostileNeighbours++;
        for (const cls of CRAWLER_CLASSES) {
          const candidate = offer.find((c) => c.classification === cls)!;
          // Walked out through the entrance's `direction` door: in at the opposite wall of the next room.
          const crawler = newCrawler(candidate, entryPoint(direction));
          expect(crawler.weapon, `${cls} starts armed`).not.toBeNull();
          const { end } = standStill(room, crawler, seed);
          expect(end?.isAlive, `seed ${seed}, ${room.key} (${direction} of the entrance), ${cls}: ${end?.health}/${end?.maxHealth}`).toBe(true);
        }
      }
    }
    // The check covered real fights-in-waiting, not only empty rooms.
    expect(doors).toBeGreaterThanOrEqual(SEASONS);
    expect(hostileNeighbours).toBeGreaterThan(0);
  });
});
