import { describe, expect, it } from 'vitest';
import { roomTextEntries, roomTextSummary } from '#web/src/state/room-text.ts';
import type { RoomCharacter, RoomLoot, RoomObstacle } from '#web/src/state/tactical-entities.ts';

function character(overrides: Partial<RoomCharacter>): RoomCharacter {
  return { id: 'mob-1', kind: 'mob', name: 'Rat', x: 50, y: 50, disposition: 'hostile', health: 12, maxHealth: 20, isAlive: true, isBoss: false, level: 1, role: null, creatureType: 'rat', ...overrides };
}

const rat = character({ x: 60.6066, y: 39.3934 });
const merchant = character({ id: 'npc-2', kind: 'npc', name: 'Mira', disposition: 'neutral', role: 'merchant', health: null, maxHealth: null, x: 20, y: 50 });
const rival = character({ id: 'crawler-9', kind: 'player', name: 'Vex', disposition: 'friendly', health: 30, maxHealth: 40, x: 50, y: 80 });
const corpse = character({ id: 'mob-3', name: 'Goblin', isAlive: false, health: 0, x: 51, y: 50 });
const chest: RoomLoot = { id: 'chest-4', name: 'Old Chest', x: 50, y: 45, rarity: null, isContainer: true };
const cover: RoomObstacle = { id: 'cover-1', kind: 'cover', name: 'Cover', rect: { x: 70, y: 70, w: 10, h: 10 }, direction: null };
const doorRect: RoomObstacle = { id: 'door-e', kind: 'door', name: 'Door', rect: { x: 97, y: 40, w: 3, h: 20 }, direction: 'east' };

const scene = {
  widthFeet: 100,
  heightFeet: 100,
  characters: [merchant, rival, corpse, rat],
  loot: [chest],
  obstacles: [cover, doorRect],
  doors: ['east' as const, 'north' as const],
  hasStairs: true,
  entitiesLoaded: true,
};
const self = { x: 50, y: 50 };

describe('room text view lines', () => {
  it('lists every living thing, the loot, exits, stairs and cover, nearest first, with health, distance and direction', () => {
    const lines = roomTextEntries(scene, self, { targetId: 'mob-1' }).map((e) => e.text);
    expect(lines).toEqual([
      'Stairs down to the next floor, right here',
      'Old Chest, chest, 5 ft north',
      'Rat, hostile, 12/20 HP, 15 ft north-east, targeted',
      'Mira, NPC, merchant, 30 ft west',
      'Vex, crawler, 30/40 HP, 30 ft south',
      'Cover, cover, 35 ft south-east',
      'Door, east exit, 50 ft east',
      'Door, north exit, 50 ft north',
    ]);
  });

  it('says what an NPC is saying, and follows the crawler as it walks', () => {
    const lines = roomTextEntries(scene, { x: 20, y: 45 }, { says: (id) => (id === 'npc-2' ? 'Wares for sale!' : undefined) });
    expect(lines[0]).toMatchObject({ id: 'npc-2', kind: 'npc', text: 'Mira, NPC, merchant, 5 ft south, says: Wares for sale!' });
    expect(lines.find((e) => e.id === 'door-north')?.text).toBe('Door, north exit, 54 ft north-east');
  });

  it('reads a room with nothing in it as its exits only', () => {
    const empty = { ...scene, characters: [], loot: [], obstacles: [], hasStairs: false, doors: ['west' as const] };
    expect(roomTextEntries(empty, self).map((e) => e.text)).toEqual(['Door, west exit, 50 ft west']);
  });
});

describe('room text view summary (the one announced line)', () => {
  it('counts by kind, leaving out the dead, and names the exits', () => {
    expect(roomTextSummary(scene)).toBe('In the room: 1 hostile, 1 NPC, 1 other crawler, 1 loot. 2 exits and stairs down.');
    const calm = { ...scene, characters: [character({ disposition: 'neutral' }), character({ id: 'mob-5', disposition: 'friendly' })], loot: [] };
    expect(roomTextSummary(calm)).toBe('In the room: 1 neutral, 1 friendly. 2 exits and stairs down.');
  });

  it('does not change as the crawler walks (it carries no distances)', () => {
    expect(roomTextSummary({ ...scene })).toBe(roomTextSummary(scene));
    expect(roomTextSummary(scene)).not.toMatch(/ft/);
  });

  it('says when nothing else is there, and while the entities load', () => {
    const empty = { ...scene, characters: [corpse], loot: [], doors: ['north' as const], hasStairs: false };
    expect(roomTextSummary(empty)).toBe('Nothing else in the room. 1 exit.');
    expect(roomTextSummary({ ...empty, entitiesLoaded: false })).toBe('Loading what is in the room. 1 exit.');
  });
});
