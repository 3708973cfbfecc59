import { describe, expect, it } from 'vitest';
import { MOB_SCALING } from '#game/constants.ts';
import { COMMON_CREATURE_NAMES, CREATURE_FAMILIES, creatureByType, creatureTypeLabel, kindsOnFloor } from '#game/dungeon/creatures.ts';
import { distinctNames, encounterSize, rollEncounterMobs, scaleCreature } from '#game/dungeon/mobs.ts';
import { createRng } from '#game/rng.ts';

describe('the creature catalogue', () => {
  it('has unique snake_case types and the spec common names as basic creatures', () => {
    const kinds = CREATURE_FAMILIES.flatMap((f) => [...f.kinds, f.boss]);
    expect(new Set(kinds.map((k) => k.type)).size).toBe(kinds.length);
    for (const k of kinds) {
      expect(k.type).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(creatureByType(k.type)).toBe(k);
    }
    const basics = CREATURE_FAMILIES.map((f) => f.kinds[0]!.name);
    for (const name of COMMON_CREATURE_NAMES) expect(basics).toContain(name);
    expect(creatureTypeLabel('cave_goblin')).toBe('cave goblin');
    expect(creatureByType('dragon_accountant')).toBeUndefined();
  });

  it('offers every family at least two kinds from its first floor', () => {
    for (const f of CREATURE_FAMILIES) expect(kindsOnFloor(f, f.minFloor).length).toBeGreaterThanOrEqual(2);
    expect(CREATURE_FAMILIES.filter((f) => f.minFloor === 1).length).toBeGreaterThanOrEqual(2);
  });
});

describe('mob stats', () => {
  const goblin = creatureByType('goblin')!;

  it('start at the catalogue values on level 1 and rise with the level', () => {
    expect(scaleCreature(goblin, 1, false, 'hostile')).toMatchObject({
      creatureType: 'goblin', name: 'Goblin', level: 1, maxHealth: goblin.health, attack: goblin.attack, defense: goblin.defense, isBoss: false,
    });
    let previous = scaleCreature(goblin, 1, false, 'hostile');
    for (let level = 2; level <= 12; level++) {
      const mob = scaleCreature(goblin, level, false, 'hostile');
      for (const stat of ['maxHealth', 'attack', 'accuracy', 'evasion'] as const) expect(mob[stat]).toBeGreaterThan(previous[stat]);
      expect(mob.defense).toBeGreaterThanOrEqual(previous.defense);
      // Experience does not rise with the level: the spec's curve is nearly flat, so deeper kills
      // paying more made levels come every few kills; deeper floors pay more through stronger kinds.
      expect(mob.xpReward).toBe(Math.round(goblin.xp * MOB_SCALING.xpScale));
      previous = mob;
    }
  });

  it("make a boss its family's boss kind, tougher than the family's kinds, and worth far more", () => {
    const family = CREATURE_FAMILIES[0]!;
    const plain = scaleCreature(family.boss, 5, false, 'hostile');
    const boss = scaleCreature(family.boss, 5, true, 'hostile');
    expect(boss.maxHealth).toBe(Math.round(plain.maxHealth * MOB_SCALING.boss.health));
    expect(boss.defense).toBe(plain.defense + MOB_SCALING.boss.defenseBonus);
    expect(boss.xpReward).toBe(plain.xpReward * MOB_SCALING.boss.xp);
    expect(boss.goldReward).toBeGreaterThan(plain.goldReward);
    for (const kind of family.kinds) {
      const mob = scaleCreature(kind, 5, false, 'hostile');
      expect(boss.maxHealth).toBeGreaterThan(mob.maxHealth);
      expect(boss.defense).toBeGreaterThan(mob.defense);
    }
  });

  it('sizes encounters by kind and depth, never past the room cap', () => {
    const rng = createRng(3);
    for (let floor = 1; floor <= 40; floor++) {
      expect(encounterSize(rng, 'boss', floor)).toBe(1);
      expect(encounterSize(rng, 'none', floor)).toBe(0);
      expect(encounterSize(rng, 'merchant', floor)).toBe(0);
      const lair = encounterSize(rng, 'lair', floor);
      expect(lair).toBeGreaterThanOrEqual(3);
      expect(lair).toBeLessThanOrEqual(8);
    }
  });

  it('rename repeated uncommon creatures but let common ones repeat', () => {
    const cave = scaleCreature(creatureByType('cave_goblin')!, 1, false, 'hostile');
    const plain = scaleCreature(goblin, 1, false, 'hostile');
    const named = distinctNames([cave, cave, plain, plain, cave]).map((m) => m.name);
    expect(named.filter((n) => n === 'Goblin')).toHaveLength(2);
    const caves = named.filter((n) => n.startsWith('Cave Goblin'));
    expect(caves).toHaveLength(3);
    expect(new Set(caves).size).toBe(3);
    expect(caves[0]).toBe('Cave Goblin');
    const many = distinctNames(Array.from({ length: 20 }, () => cave)).map((m) => m.name);
    expect(new Set(many).size).toBe(20);
  });

  it('bring a family boss alone to a boss encounter', () => {
    const family = CREATURE_FAMILIES[1]!;
    const mobs = rollEncounterMobs(createRng(9), 'boss', family, 4);
    expect(mobs).toHaveLength(1);
    expect(mobs[0]).toMatchObject({ creatureType: family.boss.type, isBoss: true, disposition: 'hostile' });
    expect(mobs[0]!.level).toBeGreaterThanOrEqual(4);
  });
});
