import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANDIDATE_STAT_KEYS,
  CANDIDATE_STAT_RANGES,
  MAX_CANDIDATES,
  SERIAL_PATTERN,
  candidateMatches,
  findCandidate,
  generateCandidates,
  startingSlots,
  type Candidate,
  type CreateCrawlerPayload,
} from '#game/candidates.ts';
import { CANDIDATE } from '#game/constants.ts';
import { itemByKey } from '#game/items.ts';
import { CRAWLER_CLASSES, className, primaryAttributes } from '#game/vocabulary.ts';

const payloadOf = (c: Candidate): CreateCrawlerPayload => ({
  name: c.name,
  serial: c.serial,
  stats: { ...c.stats },
  competencies: [...c.competencies],
  background: c.background,
});

describe('candidate offers', () => {
  it('replay the same 30 candidates for the same seed and differ for another', () => {
    const a = generateCandidates(1234);
    expect(a).toHaveLength(30);
    expect(generateCandidates(1234)).toEqual(a);
    const b = generateCandidates(1235);
    expect(b).not.toEqual(a);
    expect(b.map((c) => c.serial)).not.toEqual(a.map((c) => c.serial));
  });

  it('keep every candidate valid over many seeds', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const offer = generateCandidates(seed);
        expect(offer.map((c) => c.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
        expect(new Set(offer.map((c) => c.serial)).size).toBe(30);
        expect(new Set(offer.map((c) => c.name)).size).toBe(30);
        for (const c of offer) {
          expect(c.level).toBe(1);
          expect(c.serial).toMatch(SERIAL_PATTERN);
          expect(c.className).toBe(className(c.classification));
          expect(c.name).toMatch(/^\S+ \S.*$/);
          expect(c.background.length).toBeGreaterThan(10);
          expect(c.topAbility.name.length).toBeGreaterThan(0);
          expect(c.topAbility.description.length).toBeGreaterThan(0);
          expect(Object.keys(c.stats).sort()).toEqual([...CANDIDATE_STAT_KEYS].sort());
          for (const k of CANDIDATE_STAT_KEYS) {
            expect(Number.isInteger(c.stats[k])).toBe(true);
            expect(c.stats[k]).toBeGreaterThanOrEqual(CANDIDATE_STAT_RANGES[k].min);
            expect(c.stats[k]).toBeLessThanOrEqual(CANDIDATE_STAT_RANGES[k].max);
          }
          expect(c.competencies.length).toBeGreaterThanOrEqual(CANDIDATE.competenciesMin);
          expect(c.competencies.length).toBeLessThanOrEqual(CANDIDATE.competenciesMax);
          expect(new Set(c.competencies).size).toBe(c.competencies.length);
          expect(c.startingEquipment.length).toBeGreaterThanOrEqual(CANDIDATE.startingEquipmentMin);
          expect(c.startingEquipment.length).toBeLessThanOrEqual(CANDIDATE.startingEquipmentMax);
          for (const item of c.startingEquipment) expect(itemByKey(item.key)?.name).toBe(item.name);
          const first = itemByKey(c.startingEquipment[0]!.key)!;
          if (c.classification === 'combat_veteran') expect(first.weapon?.kind).toBe('melee');
          if (c.classification === 'tech_specialist') expect(first.weapon?.kind).toBe('magic');
        }
      }),
      { numRuns: 60 },
    );
  });

  it('deal the three classes in roughly equal shares', () => {
    const offer = generateCandidates(77);
    for (const cls of CRAWLER_CLASSES) expect(offer.filter((c) => c.classification === cls)).toHaveLength(10);
  });

  it('skew class primary attributes higher and give Stealth Operatives the luck', () => {
    const all = Array.from({ length: 40 }, (_, seed) => generateCandidates(seed)).flat();
    for (const cls of CRAWLER_CLASSES) {
      const mine = all.filter((c) => c.classification === cls);
      const others = all.filter((c) => c.classification !== cls);
      for (const a of primaryAttributes(cls)) {
        const mean = (list: Candidate[]): number => list.reduce((s, c) => s + c.stats[a], 0) / list.length;
        expect(mean(mine)).toBeGreaterThan(mean(others) + 1);
      }
    }
    const luck = (list: Candidate[]): number => list.reduce((s, c) => s + c.stats.luck, 0) / list.length;
    expect(luck(all.filter((c) => c.classification === 'stealth_operative'))).toBeGreaterThan(luck(all.filter((c) => c.classification !== 'stealth_operative')) + 1);
  });

  it('often hand a Stealth Operative the Hunting Bow and a Combat Veteran the Iron Sword', () => {
    const all = Array.from({ length: 20 }, (_, seed) => generateCandidates(seed)).flat();
    const share = (cls: Candidate['classification'], key: string): number => {
      const mine = all.filter((c) => c.classification === cls);
      return mine.filter((c) => c.startingEquipment.some((i) => i.key === key)).length / mine.length;
    };
    expect(share('stealth_operative', 'hunting_bow')).toBeGreaterThan(0.5);
    expect(share('combat_veteran', 'iron_sword')).toBeGreaterThan(0.5);
  });

  it('vary names, backgrounds and abilities across an offer', () => {
    const offer = generateCandidates(3);
    expect(new Set(offer.map((c) => c.background)).size).toBeGreaterThan(15);
    expect(new Set(offer.map((c) => c.topAbility.name)).size).toBeGreaterThan(8);
  });

  it('can be any size up to the name pool, with distinct names throughout', () => {
    expect(generateCandidates(1, 0)).toEqual([]);
    const big = generateCandidates(1, MAX_CANDIDATES);
    expect(new Set(big.map((c) => c.name)).size).toBe(MAX_CANDIDATES);
    expect(() => generateCandidates(1, MAX_CANDIDATES + 1)).toThrow(RangeError);
    expect(() => generateCandidates(1, 2.5)).toThrow(RangeError);
  });
});

describe('candidateMatches', () => {
  const offer = generateCandidates(2024);
  const candidate = offer[7]!;

  it('accepts the exact payload and finds its candidate', () => {
    expect(candidateMatches(candidate, payloadOf(candidate))).toBe(true);
    expect(findCandidate(offer, payloadOf(candidate))).toBe(candidate);
  });

  it('refuses any tampered stat', () => {
    for (const k of CANDIDATE_STAT_KEYS) {
      for (const delta of [1, -1]) {
        const p = payloadOf(candidate);
        expect(candidateMatches(candidate, { ...p, stats: { ...p.stats, [k]: candidate.stats[k] + delta } })).toBe(false);
      }
      const p = payloadOf(candidate);
      const missing: Record<string, number> = { ...p.stats };
      delete missing[k];
      expect(candidateMatches(candidate, { ...p, stats: missing })).toBe(false);
    }
    const p = payloadOf(candidate);
    expect(candidateMatches(candidate, { ...p, stats: { ...p.stats, bonusMight: 5 } })).toBe(false);
    expect(findCandidate(offer, { ...p, stats: { ...p.stats, might: 18, luck: 10 } })).toBeUndefined();
  });

  it('refuses a tampered name, serial, background or competency list', () => {
    const p = payloadOf(candidate);
    expect(candidateMatches(candidate, { ...p, name: `${p.name} Jr.` })).toBe(false);
    expect(candidateMatches(candidate, { ...p, serial: offer[8]!.serial })).toBe(false);
    expect(candidateMatches(candidate, { ...p, background: `${p.background} Also a dragon.` })).toBe(false);
    expect(candidateMatches(candidate, { ...p, competencies: [...p.competencies, 'Time Travel'] })).toBe(false);
    expect(candidateMatches(candidate, { ...p, competencies: p.competencies.slice(1) })).toBe(false);
    expect(candidateMatches(candidate, { ...p, competencies: ['Time Travel', ...p.competencies.slice(1)] })).toBe(false);
  });

  it('refuses every other candidate of the offer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 29 }), fc.integer({ min: 0, max: 29 }), (i, j) => {
        fc.pre(i !== j);
        expect(candidateMatches(offer[i]!, payloadOf(offer[j]!))).toBe(false);
      }),
    );
  });
});

describe('startingSlots', () => {
  it('every candidate of many offers starts wielding its kit weapon, and wears at most one item per slot', () => {
    for (let seed = 1; seed <= 40; seed++) {
      for (const c of generateCandidates(seed)) {
        const slots = startingSlots(c.startingEquipment);
        const weapon = slots.find((s) => s.slot === 'weapon');
        expect(weapon, c.name).toBeDefined();
        expect(itemByKey(c.startingEquipment[weapon!.index]!.key)?.category).toBe('weapon');
        expect(new Set(slots.map((s) => s.slot)).size).toBe(slots.length);
        for (const s of slots) expect(itemByKey(c.startingEquipment[s.index]!.key)?.category).toBe(s.slot);
      }
    }
  });

  it('never puts a consumable in a slot', () => {
    const slots = startingSlots([
      { key: 'healing_tonic', name: 'Healing Tonic' },
      { key: 'iron_sword', name: 'Iron Sword' },
      { key: 'spiked_club', name: 'Spiked Club' },
    ]);
    expect(slots).toEqual([{ index: 1, slot: 'weapon' }]);
  });
});
