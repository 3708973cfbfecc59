import { describe, expect, it } from 'vitest';
import type { GroundItem } from '#contract/loot.ts';
import { PICKUP } from '#game/constants.ts';
import { ENTRANCE_GUARD_HINTS, speechLine } from '#game/dungeon/npcs.ts';
import { pickAt } from '#web/src/canvas/hit-test.ts';
import { buildScene, groundItemLoot } from '#web/src/canvas/scene.ts';
import { canvasLayout } from '#web/src/canvas/sizing.ts';
import { initialSpeech, speechBubbles, startedSpeaking, updateSpeech } from '#web/src/state/npc-speech.ts';
import { chestId, chestInReach, feetBetween, isGoneMessage, lootItemId, pickupCandidate, serverSidePosition, stillOnGround, sweepDue, type SweepInput } from '#web/src/state/pickup-sweep.ts';
import { PICKUP_ROUTE, withinPickupReach } from '#game/pickup.ts';
import { PositionThrottle } from '#web/src/state/position-reports.ts';
import type { RoomCharacter, RoomLoot } from '#web/src/state/tactical-entities.ts';
import { cycleTarget, healthLabel, hostileTargets, isTargetable, resolveTarget } from '#web/src/state/targeting.ts';
import { currentRoomFixture, entityFixture, tacticalFixture } from './dungeon-fixtures.ts';

function character(overrides: Partial<RoomCharacter>): RoomCharacter {
  return {
    id: 'mob-1',
    kind: 'mob',
    name: 'Goblin',
    x: 50,
    y: 50,
    disposition: 'hostile',
    health: 28,
    maxHealth: 28,
    isAlive: true,
    isBoss: false,
    level: 1,
    role: null,
    creatureType: 'goblin',
    ...overrides,
  };
}

const ground = (id: number, x: number, y: number, name = 'Copper Ring', category = 'accessory'): GroundItem => ({
  id,
  positionX: x,
  positionY: y,
  equipment: { name, rarity: 'common', mightBonus: 0, agilityBonus: 0, enduranceBonus: 0, defenseValue: 0, equipmentType: { category } },
});

describe('targeting (click target, Tab cycles hostiles)', () => {
  const self = { x: 10, y: 50 };
  const near = character({ id: 'mob-1', x: 20, y: 50 });
  const far = character({ id: 'mob-2', x: 80, y: 50 });
  const mid = character({ id: 'mob-3', x: 40, y: 50 });
  const neutral = character({ id: 'mob-4', x: 12, y: 50, disposition: 'neutral' });
  const dead = character({ id: 'mob-5', x: 11, y: 50, isAlive: false });
  const npc = character({ id: 'npc-f1:3,7:npc-0', kind: 'npc', name: 'Sentry', x: 11, y: 50, disposition: 'friendly' });
  const other = character({ id: 'crawler-9', kind: 'player', name: 'Bob', disposition: 'friendly' });
  const all = [far, neutral, near, dead, npc, mid, other];

  it('lists living hostile mobs nearest first', () => {
    expect(hostileTargets(all, self).map((c) => c.id)).toEqual(['mob-1', 'mob-3', 'mob-2']);
  });

  it('Tab starts at the nearest and wraps round; nothing hostile gives nothing', () => {
    expect(cycleTarget(null, all, self)?.id).toBe('mob-1');
    expect(cycleTarget('mob-1', all, self)?.id).toBe('mob-3');
    expect(cycleTarget('mob-2', all, self)?.id).toBe('mob-1');
    expect(cycleTarget('crawler-9', all, self)?.id).toBe('mob-1');
    expect(cycleTarget(null, [neutral, npc, dead], self)).toBeNull();
  });

  it('only mobs and other crawlers can be attacked; a dead or departed target is gone', () => {
    expect(isTargetable(near)).toBe(true);
    expect(isTargetable(other)).toBe(true);
    expect(isTargetable(neutral)).toBe(true);
    expect(isTargetable(npc)).toBe(false);
    expect(isTargetable(dead)).toBe(false);
    expect(resolveTarget('mob-5', all)).toBeNull();
    expect(resolveTarget('mob-9', all)).toBeNull();
    expect(resolveTarget('mob-3', all)?.id).toBe('mob-3');
  });

  it('labels a target with its health', () => {
    expect(healthLabel(character({ health: 12 }))).toBe('Goblin 12/28 HP');
    expect(healthLabel(character({ health: null }))).toBe('Goblin');
  });

  it('finds what a click lands on, preferring the nearest, with the eased position', () => {
    const layout = canvasLayout({ widthFeet: 100, heightFeet: 100 }, 500, 1000);
    const loot: RoomLoot[] = [{ id: 'chest-3', name: 'Chest', x: 70, y: 70, rarity: null, isContainer: true }];
    const scene = { characters: [near, mid, dead], loot };
    const at = (x: number, y: number) => ({ x: x * layout.pxPerPercentX, y: y * layout.pxPerPercentY });
    expect(pickAt(layout, at(20.5, 50), scene)).toEqual({ kind: 'character', id: 'mob-1' });
    expect(pickAt(layout, at(70, 71), scene)).toEqual({ kind: 'loot', id: 'chest-3' });
    expect(pickAt(layout, at(11, 50), scene)).toBeNull();
    expect(pickAt(layout, at(90, 10), scene)).toBeNull();
    expect(pickAt(layout, at(60, 20), scene, new Map([['mob-3', { x: 60, y: 20 }]]))).toEqual({ kind: 'character', id: 'mob-3' });
  });
});

describe('pick-up sweep', () => {
  const room = { widthFeet: 100, heightFeet: 200 };
  const base: SweepInput = { now: 1_000, lastSweepAt: null, self: { x: 50, y: 50 }, room, groundItems: [], lootEntities: [], attempted: new Set() };

  it('measures feet along each axis of the room', () => {
    expect(feetBetween({ x: 0, y: 0 }, { x: 10, y: 10 }, room)).toBeCloseTo(Math.hypot(10, 20));
  });

  it('picks the nearest untried ground item within 25 ft, at most every 500 ms', () => {
    const items = [ground(1, 70, 50), ground(2, 60, 50, 'Hunting Bow', 'weapon'), ground(3, 50, 70), ground(4, 52, 50, 'Chest', 'container')];
    expect(pickupCandidate({ ...base, groundItems: items })).toMatchObject({ route: 'ground-item', id: 2, key: 'item-2', name: 'Hunting Bow' });
    expect(pickupCandidate({ ...base, groundItems: items, attempted: new Set(['item-2']) })).toMatchObject({ id: 1, distanceFeet: 20 });
    expect(pickupCandidate({ ...base, groundItems: [ground(5, 50 + PICKUP.groundItemRadiusFeet + 1, 50)] })).toBeNull();
    expect(pickupCandidate({ ...base, groundItems: items, lastSweepAt: 700 })).toBeNull();
    expect(sweepDue(1_200, 700)).toBe(true);
    expect(sweepDue(1_199, 700)).toBe(false);
  });

  it("asks only for items the game's reach rule puts in reach (what the server checks), from where the server has the crawler", () => {
    const edge = ground(6, 50 + PICKUP.groundItemRadiusFeet, 50);
    const past = ground(7, 50 + PICKUP.groundItemRadiusFeet + 0.1, 50);
    expect(withinPickupReach(base.self, { x: edge.positionX, y: edge.positionY }, room, PICKUP_ROUTE.groundItem)).toBe(true);
    expect(withinPickupReach(base.self, { x: past.positionX, y: past.positionY }, room, PICKUP_ROUTE.groundItem)).toBe(false);
    expect(pickupCandidate({ ...base, groundItems: [past, edge] })).toMatchObject({ id: 6 });
    expect(pickupCandidate({ ...base, groundItems: [past] })).toBeNull();
    // Walking past loot: the page has already sent a position beside the item, but the server holds
    // the crawler 40 ft back (it clamped a step). The live room's copy is the one measured from.
    const sent = { roomId: 3, x: 70, y: 50 };
    const live = { roomId: 3, x: 30, y: 50 };
    const from = serverSidePosition(live, sent, 3)!;
    expect(from).toEqual({ x: 30, y: 50 });
    expect(pickupCandidate({ ...base, self: from, groundItems: [ground(8, 72, 50)] })).toBeNull();
    // Without a live room (or one in another room) the newest settled report stands in.
    expect(serverSidePosition(null, sent, 3)).toEqual({ x: 70, y: 50 });
    expect(serverSidePosition({ ...live, roomId: 2 }, sent, 3)).toEqual({ x: 70, y: 50 });
    expect(serverSidePosition(null, { ...sent, roomId: 2 }, 3)).toBeNull();
  });

  it('without a ground list, uses loot entities at 15 ft (never chests)', () => {
    const loot: RoomLoot[] = [
      { id: 'item-8', name: 'Ring', x: 60, y: 50, rarity: 'common', isContainer: false },
      { id: 'item-9', name: 'Bow', x: 70, y: 50, rarity: 'common', isContainer: false },
      { id: 'chest-2', name: 'Chest', x: 51, y: 50, rarity: 'common', isContainer: true },
    ];
    expect(pickupCandidate({ ...base, groundItems: undefined, lootEntities: loot })).toMatchObject({ route: 'loot-entity', id: 8, key: 'item-8' });
    expect(pickupCandidate({ ...base, groundItems: undefined, lootEntities: loot, attempted: new Set(['item-8']) })).toBeNull();
  });

  it('aborts when the item left the ground list; recognises the messages that clear an attempt', () => {
    const target = { route: 'ground-item' as const, id: 2, key: 'item-2', name: 'Bow', distanceFeet: 3 };
    expect(stillOnGround(target, [ground(2, 1, 1)])).toBe(true);
    expect(stillOnGround(target, [ground(3, 1, 1)])).toBe(false);
    expect(stillOnGround(target, undefined)).toBe(true);
    expect(isGoneMessage('Item no longer exists')).toBe(true);
    expect(isGoneMessage('Ground item not found')).toBe(true);
    expect(isGoneMessage('That was Already Picked Up')).toBe(true);
    expect(isGoneMessage('Item is 30 ft away')).toBe(false);
    expect(lootItemId('item-12')).toBe(12);
    expect(lootItemId('chest-3')).toBeNull();
    expect(chestId('chest-3')).toBe(3);
  });

  it('offers the nearest chest within 15 ft', () => {
    const loot: RoomLoot[] = [
      { id: 'chest-1', name: 'Far Chest', x: 50, y: 60, rarity: null, isContainer: true },
      { id: 'chest-2', name: 'Near Chest', x: 55, y: 50, rarity: null, isContainer: true },
      { id: 'item-3', name: 'Ring', x: 50, y: 50, rarity: null, isContainer: false },
    ];
    expect(chestInReach({ x: 50, y: 50 }, loot, room)?.id).toBe('chest-2');
    expect(chestInReach({ x: 10, y: 10 }, loot, room)).toBeNull();
  });

  it('draws the ground list as the room\'s loose items, keeping chests from the entities', () => {
    const tactical = tacticalFixture([
      entityFixture({ id: 'item-1', type: 'loot', name: 'Old Ring', position: { x: 10, y: 10 } }, { id: 1 }),
      entityFixture({ id: 'chest-4', type: 'loot', name: 'Chest', position: { x: 20, y: 20 } }, { id: 4, isContainer: true }),
    ]);
    const scene = buildScene(currentRoomFixture(), tactical, { name: 'Mira', crawlerId: 7 }, [ground(2, 30, 30, 'Hunting Bow', 'weapon')]);
    expect(scene.loot.map((l) => [l.id, l.name, l.isContainer])).toEqual([
      ['chest-4', 'Chest', true],
      ['item-2', 'Hunting Bow', false],
    ]);
    expect(groundItemLoot(ground(5, 1, 2, 'Crate', 'container'))).toMatchObject({ id: 'chest-5', isContainer: true });
    expect(buildScene(currentRoomFixture(), tactical, { name: 'Mira', crawlerId: 7 }).loot.map((l) => l.id)).toEqual(['item-1', 'chest-4']);
  });
});

describe('NPC speech (within 15 ft, role lines)', () => {
  const room = { widthFeet: 100, heightFeet: 100 };
  const guard = character({ id: 'npc-a', kind: 'npc', name: 'Sentry Tobiah', role: 'guard', x: 50, y: 60, disposition: 'friendly' });
  const merchant = character({ id: 'npc-b', kind: 'npc', name: 'Trader Nim', role: 'merchant', x: 90, y: 90, disposition: 'friendly' });

  it('speaks a line of its role while the player is within reach, the next line on the next visit', () => {
    const near = updateSpeech(initialSpeech, { x: 50, y: 50 }, [guard, merchant], room);
    const first = speechBubbles(near, [guard, merchant]);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ id: 'npc-a', name: 'Sentry Tobiah' });
    const index = near.speaking['npc-a']!;
    expect(first[0]!.text).toBe(speechLine('guard', index));
    // Standing still keeps the same state (and line).
    expect(updateSpeech(near, { x: 51, y: 50 }, [guard, merchant], room)).toBe(near);
    const away = updateSpeech(near, { x: 10, y: 10 }, [guard, merchant], room);
    expect(speechBubbles(away, [guard])).toEqual([]);
    const back = updateSpeech(away, { x: 50, y: 50 }, [guard], room);
    expect(speechBubbles(back, [guard])[0]!.text).toBe(speechLine('guard', index + 1));
  });

  it("in the entrance, the guard's bubble and log line are a newcomer's hint", () => {
    const near = updateSpeech(initialSpeech, { x: 50, y: 50 }, [guard, merchant], room);
    const [bubble] = speechBubbles(near, [guard, merchant], 'entrance');
    expect(ENTRANCE_GUARD_HINTS).toContain(bubble!.text);
    expect(startedSpeaking(initialSpeech, near, [guard, merchant], 'entrance')).toEqual([bubble]);
  });

  it('tells which NPCs started speaking, once, for the room events log', () => {
    const near = updateSpeech(initialSpeech, { x: 50, y: 50 }, [guard, merchant], room);
    expect(startedSpeaking(initialSpeech, near, [guard, merchant])).toEqual(speechBubbles(near, [guard, merchant]));
    expect(startedSpeaking(near, updateSpeech(near, { x: 51, y: 50 }, [guard, merchant], room), [guard, merchant])).toEqual([]);
    const away = updateSpeech(near, { x: 10, y: 10 }, [guard, merchant], room);
    expect(startedSpeaking(near, away, [guard, merchant])).toEqual([]);
    expect(startedSpeaking(away, updateSpeech(away, { x: 50, y: 50 }, [guard], room), [guard])).toHaveLength(1);
  });

  it('never makes mobs or role-less NPCs talk', () => {
    const mute = character({ id: 'npc-c', kind: 'npc', role: null, x: 50, y: 50 });
    const mob = character({ id: 'mob-1', x: 50, y: 50, role: 'guard' });
    expect(updateSpeech(initialSpeech, { x: 50, y: 50 }, [mute, mob], room)).toBe(initialSpeech);
  });
});

describe('position reports (200 ms throttle, merged, forced variant)', () => {
  it('reports a change at most every 200 ms, the latest position winning', () => {
    const t = new PositionThrottle();
    expect(t.take(1, 10, 10, 0)).toMatchObject({ x: 10, y: 10 });
    expect(t.take(1, 12, 10, 50)).toBeNull();
    expect(t.take(1, 14, 10, 150)).toBeNull();
    expect(t.take(1, 16, 10, 200)).toMatchObject({ x: 16, at: 200 });
    expect(t.take(1, 16, 10, 900)).toBeNull();
  });

  it('sends at once when asked (before an attack) and always when forced (before a door)', () => {
    const t = new PositionThrottle();
    t.take(1, 10, 10, 0);
    expect(t.take(1, 10, 10, 10, 'now')).toBeNull();
    expect(t.take(1, 11, 10, 10, 'now')).toMatchObject({ x: 11 });
    expect(t.take(1, 11, 10, 20, 'forced')).toMatchObject({ x: 11, at: 20 });
    // Another room is always news.
    expect(t.take(2, 11, 10, 30)).toMatchObject({ roomId: 2 });
  });

  it('knows where the server surely has the crawler: the newest report at least that old', () => {
    const t = new PositionThrottle();
    t.reset(1, 5, 5, 0);
    t.take(1, 10, 10, 300);
    t.take(1, 20, 10, 500);
    expect(t.settled(600, 250)).toMatchObject({ x: 10 });
    expect(t.settled(800, 250)).toMatchObject({ x: 20 });
    expect(t.settled(200, 250)).toBeNull();
    t.take(2, 50, 50, 900);
    expect(t.settled(2000, 250)).toMatchObject({ roomId: 2 });
  });
});

describe('the accessible entity list', () => {
  it("reads like the canvas: name, health, kind, distance, target, speech", async () => {
    const { entityLine } = await import('#web/src/routes/crawler/tactical/entity-list.tsx');
    const room = { widthFeet: 100, heightFeet: 100 };
    const self = { x: 50, y: 50 };
    expect(entityLine(character({ id: 'mob-1', health: 12, x: 50, y: 64 }), self, room, 'mob-1')).toBe('Goblin 12/28 HP, hostile, 14 ft away, targeted');
    expect(entityLine(character({ id: 'crawler-9', kind: 'player', name: 'Bob [CR-1]', health: 80, maxHealth: 100, x: 50, y: 50 }), self, room, null)).toBe('Bob [CR-1] 80/100 HP, crawler, 0 ft away');
    expect(entityLine(character({ id: 'npc-1', kind: 'npc', name: 'Sentry', role: 'quest_giver', health: null, x: 60, y: 50 }), self, room, null, 'Hello.')).toBe('Sentry, NPC, quest giver, 10 ft away, says: Hello.');
    expect(entityLine(character({ isBoss: true, health: 90, maxHealth: 90 }), self, room, null)).toBe('Goblin 90/90 HP, hostile boss, 0 ft away');
  });
});
