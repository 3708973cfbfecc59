import { describe, expect, it } from 'vitest';
import { isAcceptableCharacter, obstacleRect, roomContents } from '#web/src/state/tactical-entities.ts';
import { entityFixture } from './dungeon-fixtures.ts';

const self = { name: 'Mira Vance', crawlerId: 7 };

describe('tactical entity acceptance', () => {
  it('accepts a named mob with health inside the room', () => {
    expect(isAcceptableCharacter(entityFixture(), self.name)).toBe(true);
    expect(isAcceptableCharacter(entityFixture({ type: 'npc', name: 'Hermit Agnes' }, { currentHealth: undefined }), self.name)).toBe(true);
  });

  it('rejects non-objects, blank, unknown and own names, bad positions, dead mobs and other types', () => {
    expect(isAcceptableCharacter(null, self.name)).toBe(false);
    expect(isAcceptableCharacter('Goblin', self.name)).toBe(false);
    expect(isAcceptableCharacter(entityFixture({ name: '  ' }), self.name)).toBe(false);
    expect(isAcceptableCharacter(entityFixture({ name: 'Unknown' }), self.name)).toBe(false);
    expect(isAcceptableCharacter(entityFixture({ name: 'Unknown Entity' }), self.name)).toBe(false);
    expect(isAcceptableCharacter(entityFixture({ name: 'Mira Vance' }), self.name)).toBe(false);
    expect(isAcceptableCharacter(entityFixture({ position: { x: 101, y: 5 } }), self.name)).toBe(false);
    expect(isAcceptableCharacter(entityFixture({ position: { x: 5, y: -1 } }), self.name)).toBe(false);
    expect(isAcceptableCharacter(entityFixture({}, { currentHealth: 0, hp: 0 }), self.name)).toBe(false);
    expect(isAcceptableCharacter(entityFixture({}, { currentHealth: undefined, hp: undefined }), self.name)).toBe(false);
    expect(isAcceptableCharacter(entityFixture({ type: 'loot' }), self.name)).toBe(false);
  });

  it('falls back to displayName when the name is empty', () => {
    const { characters } = roomContents([entityFixture({ name: '', displayName: 'Goblin Scout' })], self);
    expect(characters.map((c) => c.name)).toEqual(['Goblin Scout']);
  });

  it('skips duplicates by id or by type and name, except the common creature names', () => {
    const { characters } = roomContents(
      [
        entityFixture({ id: 'mob-1', name: 'Cave Goblin' }),
        entityFixture({ id: 'mob-1', name: 'Other' }),
        entityFixture({ id: 'mob-2', name: 'Cave Goblin' }),
        entityFixture({ id: 'mob-3', name: 'Goblin' }),
        entityFixture({ id: 'mob-4', name: 'Goblin' }),
        entityFixture({ id: 'npc-1', type: 'npc', name: 'Cave Goblin' }),
      ],
      self,
    );
    expect(characters.map((c) => c.id)).toEqual(['mob-1', 'mob-3', 'mob-4', 'npc-1']);
  });

  it('sorts loot, other crawlers and obstacles, and never shows the player itself', () => {
    const contents = roomContents(
      [
        entityFixture({ id: 'item-1', type: 'loot', name: 'Copper Ring' }, { rarity: 'uncommon' }),
        entityFixture({ id: 'chest-1', type: 'loot', name: 'Chest' }, { isContainer: true }),
        entityFixture({ id: 'crawler-7', type: 'player', name: 'Mira Vance [CR-1]', displayName: 'Mira Vance' }, { crawlerId: 7 }),
        entityFixture({ id: 'crawler-8', type: 'player', name: 'Odo [CR-2]', displayName: 'Odo' }, { crawlerId: 8 }),
        entityFixture({ id: 'feature-1', type: 'wall', name: 'Wall', position: { x: 12, y: 14 }, size: { w: 6, h: 6 } }),
        entityFixture({ id: 'door-1', type: 'door', name: 'North door', position: { x: 50, y: 0 } }, { direction: 'north' }),
      ],
      self,
    );
    expect(contents.loot).toEqual([
      expect.objectContaining({ id: 'item-1', rarity: 'uncommon', isContainer: false }),
      expect.objectContaining({ id: 'chest-1', isContainer: true }),
    ]);
    expect(contents.characters.map((c) => [c.id, c.kind])).toEqual([['crawler-8', 'player']]);
    expect(contents.obstacles.map((o) => [o.kind, o.rect])).toEqual([
      ['wall', { x: 12, y: 14, w: 6, h: 6 }],
      ['door', { x: 48, y: -2, w: 4, h: 4 }],
    ]);
    expect(contents.obstacles[1]?.direction).toBe('north');
  });

  it('reads an obstacle with a size from its top-left corner, without one as a small centred square', () => {
    expect(obstacleRect({ position: { x: 10, y: 20 }, size: { w: 5, h: 3 } })).toEqual({ x: 10, y: 20, w: 5, h: 3 });
    expect(obstacleRect({ position: { x: 10, y: 20 } })).toEqual({ x: 8, y: 18, w: 4, h: 4 });
  });
});
