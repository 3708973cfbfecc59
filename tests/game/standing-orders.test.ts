// Standing orders decide with a player's means only: the same door zones, weapon range, cooldown and
// walking speed. Each rule below is one line of the orders panel.
import { describe, expect, it } from 'vitest';
import { COOLDOWN_MS } from '#game/combat.ts';
import { reachable } from '#game/movement-check.ts';
import { isBlocked, walkDistance, MOVEMENT_TUNING } from '#game/movement.ts';
import {
  attackersOf,
  decideOrders,
  DEFAULT_STANDING_ORDERS,
  doorTarget,
  firstDoorToward,
  nearestSafeRoom,
  stepToward,
  type OrdersView,
  type StandingOrders,
} from '#game/standing-orders.ts';
import type { Direction } from '#game/dungeon/vocabulary.ts';
import { detourStep, type WalkProgress } from '#game/walk-detour.ts';
import { mob, player, room } from '#tests/helpers/room-state.ts';

const NOW = 1_000_000;
const orders = (over: Partial<StandingOrders> = {}): StandingOrders => ({ ...DEFAULT_STANDING_ORDERS, ...over });

function view(over: { self?: Partial<OrdersView['self']>; room?: Partial<OrdersView['room']> } & Partial<Omit<OrdersView, 'self' | 'room'>> = {}): OrdersView {
  return {
    nowMs: NOW,
    towardSafe: 'west',
    attackers: [],
    loot: [],
    ...over,
    self: { crawlerId: 1, x: 50, y: 50, health: 100, maxHealth: 100, lastAttackAt: null, rangeUnits: 15, ...over.self },
    room: {
      id: 10,
      safe: false,
      inCombat: false,
      exits: [
        { direction: 'west', toRoomId: 9, isPvp: false },
        { direction: 'east', toRoomId: 11, isPvp: false },
      ],
      ...over.room,
    },
  };
}

const rat = { id: 'mob-7', name: 'Rat', x: 60, y: 50, isAlive: true };

describe('retreat below X %', () => {
  it('walks toward the door on the way to the last safe room when hurt below the line', () => {
    const d = decideOrders(view({ self: { health: 20 }, attackers: [rat] }), orders({ retreatBelowPercent: 30 }));
    expect(d).toEqual({ kind: 'walk', toward: doorTarget('west'), reason: 'retreat' });
  });

  it('goes through the door once it stands in the door zone', () => {
    const at = doorTarget('west');
    expect(decideOrders(view({ self: { health: 20, ...at } }), orders())).toEqual({ kind: 'door', direction: 'west', reason: 'retreat' });
  });

  it('fights on above the line, and never retreats when the rule is off (0)', () => {
    expect(decideOrders(view({ self: { health: 40 }, attackers: [rat] }), orders())).toMatchObject({ kind: 'attack', targetId: 'mob-7' });
    expect(decideOrders(view({ self: { health: 5 }, attackers: [rat] }), orders({ retreatBelowPercent: 0 }))).toMatchObject({ kind: 'attack' });
  });

  it('with no safe room known, runs for the exit farthest from the attacker', () => {
    const d = decideOrders(view({ self: { health: 10 }, towardSafe: null, attackers: [{ ...rat, x: 20 }] }), orders());
    expect(d).toEqual({ kind: 'walk', toward: doorTarget('east'), reason: 'flee' });
  });

  it('refuses the way through a PVP room when PVP rooms are refused', () => {
    const pvpWest = view({ self: { health: 10 }, attackers: [{ ...rat, x: 90 }], room: { exits: [{ direction: 'west', toRoomId: 9, isPvp: true }, { direction: 'east', toRoomId: 11, isPvp: false }] } });
    expect(decideOrders(pvpWest, orders({ refusePvp: true }))).toEqual({ kind: 'walk', toward: doorTarget('east'), reason: 'flee' });
    expect(decideOrders(pvpWest, orders({ refusePvp: false }))).toEqual({ kind: 'walk', toward: doorTarget('west'), reason: 'retreat' });
  });
});

describe('rest until Y %', () => {
  it('rests in a safe room below the line, not above it, and not when off', () => {
    const safe = { room: { safe: true } };
    expect(decideOrders(view({ ...safe, self: { health: 50 } }), orders({ restUntilPercent: 80 }))).toEqual({ kind: 'rest' });
    expect(decideOrders(view({ ...safe, self: { health: 90 } }), orders({ restUntilPercent: 80 }))).toEqual({ kind: 'wait', threatened: false });
    expect(decideOrders(view({ ...safe, self: { health: 50 } }), orders({ restUntilPercent: 0 }))).toEqual({ kind: 'wait', threatened: false });
  });

  it('never rests outside a safe room or during a fight', () => {
    expect(decideOrders(view({ self: { health: 50 } }), orders())).toEqual({ kind: 'wait', threatened: false });
    expect(decideOrders(view({ room: { safe: true, inCombat: true }, self: { health: 50 } }), orders())).toEqual({ kind: 'wait', threatened: true });
  });
});

describe('when attacked', () => {
  it('fights back within weapon range, waits out the cooldown, closes in when out of range', () => {
    expect(decideOrders(view({ attackers: [rat] }), orders())).toEqual({ kind: 'attack', targetId: 'mob-7', targetName: 'Rat' });
    const cooling = view({ attackers: [rat], self: { lastAttackAt: NOW - COOLDOWN_MS.ROOM_VIEW_ATTACK + 100 } });
    expect(decideOrders(cooling, orders())).toEqual({ kind: 'wait', threatened: true });
    const far = { ...rat, x: 90 };
    expect(decideOrders(view({ attackers: [far] }), orders())).toEqual({ kind: 'walk', toward: far, reason: 'approach' });
  });

  it('flees through the exit away from the attacker when told to flee', () => {
    expect(decideOrders(view({ attackers: [{ ...rat, x: 80 }] }), orders({ whenAttacked: 'flee' }))).toEqual({ kind: 'walk', toward: doorTarget('west'), reason: 'flee' });
  });
});

describe('loot within reach', () => {
  it('picks up the nearest item within the pick-up radius, and only when told to', () => {
    const loot = [
      { id: 1, name: 'Far Ring', feetAway: 40 },
      { id: 2, name: 'Dagger', feetAway: 12 },
      { id: 3, name: 'Helm', feetAway: 20 },
    ];
    expect(decideOrders(view({ loot }), orders())).toEqual({ kind: 'pickup', itemId: 2, itemName: 'Dagger' });
    expect(decideOrders(view({ loot }), orders({ pickUpLoot: false }))).toEqual({ kind: 'wait', threatened: false });
    expect(decideOrders(view({ loot: [loot[0]!] }), orders())).toEqual({ kind: 'wait', threatened: false });
  });
});

describe('no special powers', () => {
  it('walks no farther than a player of the same agility could in the time, a distance the server check accepts', () => {
    const open = { obstacles: [], availableDirections: ['west'] };
    const p = stepToward({ x: 50, y: 50 }, { x: 0, y: 50 }, 10, 100, open)!;
    const walked = Math.hypot(p.x - 50, p.y - 50);
    // A 100 ft room: percent are feet. Whole frames only (the walk runs frame by frame).
    expect(walked).toBeCloseTo(walkDistance(10, MOVEMENT_TUNING.frameMs * Math.floor(100 / MOVEMENT_TUNING.frameMs)), 1);
    expect(walked).toBeLessThanOrEqual(reachable(10, 100));
  });

  it('walks around an obstacle in the way instead of through it', () => {
    const wallRoom = { obstacles: [{ x: 30, y: 40, w: 5, h: 20 }], availableDirections: ['west'] };
    let at = { x: 50, y: 50 };
    // Four seconds of walking (74 ft at agility 10): round the wall's 10 ft half and on past it.
    for (let i = 0; i < 20; i++) {
      const next = stepToward(at, { x: 10, y: 50 }, 10, 200, wallRoom);
      if (!next) break;
      // Never inside (or too close to) the wall, frame after frame.
      expect(isBlocked(next, wallRoom)).toBe(false);
      at = next;
    }
    expect(at.x).toBeLessThan(30);
  });

  it('a crawler whose straight line is blocked by a feature still reaches its goal, by the room\'s middle', () => {
    // An L of room features between the crawler and a door's goal: the walker alone dithers in the
    // corner for good; after 2 s without coming closer the walk detours by the room's middle.
    const lRoom = { obstacles: [{ x: 20, y: 30, w: 4, h: 25 }, { x: 20, y: 55, w: 20, h: 4 }], availableDirections: ['north'] };
    const goal = { x: 50, y: 5 };
    const walk = (detour: boolean) => {
      let at = { x: 15, y: 50 };
      let progress: WalkProgress | null = null;
      // Two minutes of orders rounds, 400 ms apart.
      for (let t = 0; t < 300 && Math.hypot(at.x - goal.x, at.y - goal.y) >= 2; t++) {
        const step = detourStep(progress, at, goal, NOW + t * 400);
        progress = step.progress;
        at = stepToward(at, detour ? step.toward : goal, 10, 400, lRoom) ?? at;
        expect(isBlocked(at, lRoom)).toBe(false);
      }
      return Math.hypot(at.x - goal.x, at.y - goal.y);
    };
    expect(walk(false)).toBeGreaterThan(10);
    expect(walk(true)).toBeLessThan(2);
  });

  it('the attackers are the mobs whose own AI goes for this crawler (none in a safe room)', () => {
    const state = room({ players: [player({ crawlerId: 1, x: 50 }), player({ crawlerId: 2, x: 10 })], mobs: [mob({ id: 7, x: 60 }), mob({ id: 8, x: 15 })] });
    expect(attackersOf(state, 1).map((a) => a.id)).toEqual(['mob-7']);
    expect(attackersOf({ ...state, isSafe: true }, 1)).toEqual([]);
  });
});

describe('the way to safety', () => {
  // 1 - 2 - 3, 2 - 4 (PVP) - 5
  const doors: Record<number, [Direction, number][]> = { 1: [['east', 2]], 2: [['west', 1], ['east', 3], ['south', 4]], 3: [['west', 2]], 4: [['north', 2], ['east', 5]], 5: [['west', 4]] };
  const doorsOf = (id: number) => new Map(doors[id] ?? []);

  it('finds the first door of the shortest way, around rooms it refuses', () => {
    expect(firstDoorToward(3, 1, doorsOf)).toBe('west');
    expect(firstDoorToward(5, 1, doorsOf)).toBe('west');
    expect(firstDoorToward(5, 1, doorsOf, (id) => id === 4)).toBeNull();
    expect(firstDoorToward(1, 1, doorsOf)).toBeNull();
  });

  it('finds the nearest safe room by doors walked', () => {
    expect(nearestSafeRoom(3, doorsOf, (id) => id === 1 || id === 5)).toBe(1);
    expect(nearestSafeRoom(3, doorsOf, () => false)).toBeNull();
  });
});
