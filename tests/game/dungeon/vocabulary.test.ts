import { describe, expect, it } from 'vitest';
import { generateFloor } from '#game/dungeon/floor.ts';
import { ENTRANCE_GUARD_HINTS, NPC_SPEECH, speechLine, speechLines } from '#game/dungeon/npcs.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import {
  DIRECTIONS,
  ENVIRONMENTS,
  GENERATED_ROOM_TYPES,
  NPC_ROLE,
  NPC_ROLES,
  ROOM_TYPES,
  delta,
  directionBetween,
  isDirection,
  isDisposition,
  isEncounterType,
  isEntityType,
  isEnvironment,
  isFeatureType,
  isNpcRole,
  isPeacefulRoomType,
  isRoomType,
  opposite,
  toDisposition,
} from '#game/dungeon/vocabulary.ts';

describe('dungeon vocabularies', () => {
  it('hold the spec room types and environments', () => {
    expect(ROOM_TYPES).toEqual([
      'corridor', 'chamber', 'intersection', 'deadend', 'entrance', 'exit', 'treasure', 'boss', 'safe', 'rest', 'shop', 'special', 'unknown',
    ]);
    expect(GENERATED_ROOM_TYPES).not.toContain('unknown');
    expect(ENVIRONMENTS).toEqual([
      'stone_chamber', 'forest_clearing', 'dungeon_corridor', 'golden_chamber', 'peaceful_chamber', 'dark_chamber', 'indoor', 'outdoor', 'underground', 'stone',
    ]);
    expect(['entrance', 'safe', 'rest', 'shop'].every((t) => isRoomType(t) && isPeacefulRoomType(t))).toBe(true);
    expect(isPeacefulRoomType('boss')).toBe(false);
  });

  it('accept their own words only', () => {
    for (const bad of ['', 'Corridor', 'toString', '__proto__', null, undefined, 3]) {
      expect(isRoomType(bad) || isEnvironment(bad) || isDirection(bad) || isEntityType(bad)).toBe(false);
      expect(isDisposition(bad) || isNpcRole(bad) || isEncounterType(bad) || isFeatureType(bad)).toBe(false);
    }
    expect(['mob', 'npc', 'wall', 'door', 'cover', 'loot'].every(isEntityType)).toBe(true);
    expect(isFeatureType('wall') && isFeatureType('cover') && !isFeatureType('mob')).toBe(true);
    expect(isEncounterType('none')).toBe(true);
  });

  it('step north to y - 1 and pair each direction with its opposite', () => {
    expect(delta('north')).toEqual({ dx: 0, dy: -1 });
    expect(delta('south')).toEqual({ dx: 0, dy: 1 });
    expect(delta('east')).toEqual({ dx: 1, dy: 0 });
    expect(delta('west')).toEqual({ dx: -1, dy: 0 });
    for (const d of DIRECTIONS) {
      expect(opposite(opposite(d))).toBe(d);
      expect(delta(opposite(d))).toEqual({ dx: -delta(d).dx || 0, dy: -delta(d).dy || 0 });
      expect(directionBetween({ x: 3, y: 3 }, { x: 3 + delta(d).dx, y: 3 + delta(d).dy })).toBe(d);
    }
    expect(directionBetween({ x: 0, y: 0 }, { x: 1, y: 1 })).toBeNull();
    expect(directionBetween({ x: 0, y: 0 }, { x: 0, y: 0 })).toBeNull();
  });

  it('read the spec loose dispositions', () => {
    expect(['hostile', 'neutral', 'friendly'].map(toDisposition)).toEqual(['hostile', 'neutral', 'friendly']);
    expect(toDisposition('ally')).toBe('friendly');
    expect(toDisposition(-3)).toBe('hostile');
    expect(toDisposition(2)).toBe('friendly');
    expect(toDisposition(0)).toBe('neutral');
    expect(toDisposition(Number.NaN)).toBe('neutral');
    expect(toDisposition('enemy')).toBe('neutral');
  });
});

describe('NPC speech', () => {
  it('gives each role several lines of its own', () => {
    expect(NPC_ROLES).toEqual(['merchant', 'guard', 'quest_giver', 'repair']);
    expect(NPC_ROLE.quest_giver.label).toBe('Quest Giver');
    const all = NPC_ROLES.flatMap((r) => NPC_SPEECH[r]);
    expect(new Set(all).size).toBe(all.length);
    for (const role of NPC_ROLES) {
      expect(speechLines(role).length).toBeGreaterThanOrEqual(4);
      for (const line of speechLines(role)) expect(line).toMatch(/^\S.*[.!?]$/);
    }
  });

  it('picks a line by any index, wrapping around', () => {
    const lines = speechLines('guard');
    expect(speechLine('guard', 0)).toBe(lines[0]);
    expect(speechLine('guard', lines.length + 1)).toBe(lines[1]);
    expect(speechLine('guard', -1)).toBe(lines[lines.length - 1]);
    expect(speechLine('guard', 2.7)).toBe(lines[2]);
    expect(speechLine('guard', Number.NaN)).toBe(lines[0]);
  });

  it("gives a newcomer hints from every floor's entrance guard: how to move, that deeper rooms are harder, that safe rooms heal", () => {
    const hints = speechLines('guard', 'entrance');
    expect(hints).toBe(ENTRANCE_GUARD_HINTS);
    expect(hints.some((l) => /W A S D/.test(l) && /D-pad/.test(l))).toBe(true);
    expect(hints.some((l) => /further a room is from this entrance/.test(l))).toBe(true);
    expect(hints.some((l) => /safe room/.test(l) && /wounds close/.test(l))).toBe(true);
    for (const line of hints) expect(line).toMatch(/^\S.*[.!?]$/);
    expect(speechLine('guard', hints.length + 2, 'entrance')).toBe(hints[2]);
    // Only the entrance's guard: a guard elsewhere and another NPC at the entrance keep their own lines.
    expect(speechLines('guard', 'safe')).toBe(NPC_SPEECH.guard);
    expect(speechLines('quest_giver', 'entrance')).toBe(NPC_SPEECH.quest_giver);
    expect(speechLine('guard', 0)).toBe(NPC_SPEECH.guard[0]);
    // Seeded generation puts that guard in the entrance of every floor.
    for (const floor of [1, 2, 3, 7]) {
      const generated = generateFloor(TEST_SEASON_SEED, floor);
      const entrance = generated.rooms.find((r) => r.key === generated.entranceKey)!;
      expect(entrance.npcs.map((n) => n.role), `floor ${floor}`).toContain('guard');
    }
  });
});
