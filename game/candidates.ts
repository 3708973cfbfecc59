// The crawler candidates a sponsor chooses from. An offer is a pure function of a seed, so the
// server can regenerate the offer it showed and refuse a create-crawler payload with invented stats.
import { ABILITIES, COMPETENCIES, FIRST_NAMES, HOOKS, LAST_NAMES, ORIGINS, STARTING_KITS, type Ability } from './candidate-flavour.ts';
import { CANDIDATE, CRAWLER } from './constants.ts';
import { itemByKey, requireItem } from './item-catalogue.ts';
import { maxVitals } from './progression.ts';
import { createRng, type Rng } from './rng.ts';
import { ATTRIBUTES, CRAWLER_CLASS, CRAWLER_CLASSES, slotForCategory, type Attribute, type Attributes, type CrawlerClass, type EquipmentSlot } from './vocabulary.ts';

export const CANDIDATE_STAT_KEYS = [...ATTRIBUTES, 'health', 'luck'] as const;
export type CandidateStatKey = (typeof CANDIDATE_STAT_KEYS)[number];
export type CandidateStats = Attributes & { health: number; luck: number };

export interface StatRange {
  readonly min: number;
  readonly max: number;
}

/** Inclusive ranges every candidate stat stays inside (how they are rolled: CANDIDATE, constants.ts). */
export const CANDIDATE_STAT_RANGES: Readonly<Record<CandidateStatKey, StatRange>> = Object.freeze({
  ...(Object.fromEntries(ATTRIBUTES.map((a) => [a, { min: CANDIDATE.attributeMin, max: CANDIDATE.attributeMax }])) as Record<Attribute, StatRange>),
  health: { min: CANDIDATE.healthMin, max: CANDIDATE.healthMax },
  luck: { min: CANDIDATE.luckMin, max: CANDIDATE.luckMax },
});

/** 'CR-7F3A-21': four upper-case hex digits, then a two-digit batch. */
export const SERIAL_PATTERN = /^CR-[0-9A-F]{4}-\d{2}$/;

export interface CandidateItem {
  key: string;
  name: string;
}

export interface Candidate {
  /** 1..count, distinct within an offer. */
  id: number;
  name: string;
  /** Unique within an offer. */
  serial: string;
  level: number;
  classification: CrawlerClass;
  className: string;
  topAbility: Ability;
  background: string;
  stats: CandidateStats;
  competencies: string[];
  startingEquipment: CandidateItem[];
}

/** The spec's create-crawler body. */
export interface CreateCrawlerPayload {
  name: string;
  serial: string;
  stats: Readonly<Record<string, number>>;
  competencies: readonly string[];
  background: string;
}

/** Largest offer with distinct names: each first name pairs with each last name at most once. */
export const MAX_CANDIDATES = Math.min(FIRST_NAMES.length, LAST_NAMES.length) ** 2;

function clamp(value: number, range: StatRange): number {
  return Math.min(range.max, Math.max(range.min, value));
}

/** Rolls `dice` dice and sums the best CANDIDATE.attributeDice of them. */
function rollAttribute(rng: Rng, dice: number): number {
  const rolls = Array.from({ length: dice }, () => rng.int(1, CANDIDATE.dieSides)).sort((a, b) => b - a);
  return rolls.slice(0, CANDIDATE.attributeDice).reduce((sum, r) => sum + r, 0);
}

function rollStats(rng: Rng, cls: CrawlerClass): CandidateStats {
  const { primary, lucky } = CRAWLER_CLASS[cls];
  const attributes = Object.fromEntries(
    ATTRIBUTES.map((a) => {
      const dice = (primary as readonly Attribute[]).includes(a) ? CANDIDATE.primaryAttributeDice : CANDIDATE.attributeDice;
      return [a, rollAttribute(rng, dice)];
    }),
  ) as Attributes;
  const luckRolls = Array.from({ length: lucky ? CANDIDATE.luckyRolls : 1 }, () => rng.int(CANDIDATE.luckMin, CANDIDATE.luckMax));
  return {
    ...attributes,
    health: clamp(maxVitals(attributes, CRAWLER.startingLevel).maxHealth, CANDIDATE_STAT_RANGES.health),
    luck: Math.max(...luckRolls),
  };
}

function rollSerial(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const hex = rng.int(0, CANDIDATE.serialHexMax).toString(16).toUpperCase().padStart(CANDIDATE.serialHexDigits, '0');
    const batch = String(rng.int(0, CANDIDATE.serialBatchMax)).padStart(CANDIDATE.serialBatchDigits, '0');
    const serial = `CR-${hex}-${batch}`;
    if (!taken.has(serial)) {
      taken.add(serial);
      return serial;
    }
  }
}

function rollBackground(rng: Rng, cls: CrawlerClass): string {
  const origin = rng.pick(ORIGINS[cls]);
  return rng.chance(CANDIDATE.backgroundSecondSentenceChance) ? `${origin} ${rng.pick(HOOKS)}` : origin;
}

function rollCompetencies(rng: Rng, cls: CrawlerClass): string[] {
  return rng.shuffle(COMPETENCIES[cls]).slice(0, rng.int(CANDIDATE.competenciesMin, CANDIDATE.competenciesMax));
}

function rollStartingEquipment(rng: Rng, cls: CrawlerClass): CandidateItem[] {
  const kit = STARTING_KITS[cls];
  const count = rng.int(CANDIDATE.startingEquipmentMin, CANDIDATE.startingEquipmentMax);
  const keys = [rng.weighted(kit.main), ...rng.shuffle(kit.extras).slice(0, count - 1)];
  return keys.map((key) => ({ key, name: requireItem(key).name }));
}

/**
 * What a new crawler wears from its starting kit: for each equipment slot, the first kit item that
 * fits it (the kit's main item is its weapon). A crawler starts armed with what its candidate card
 * promised; it never punches 'Unarmed' while a sword sits in its bag. Answered as indexes into the kit.
 */
export function startingSlots(equipment: readonly CandidateItem[]): { index: number; slot: EquipmentSlot }[] {
  const taken = new Set<EquipmentSlot>();
  const out: { index: number; slot: EquipmentSlot }[] = [];
  equipment.forEach((item, index) => {
    const template = itemByKey(item.key);
    const slot = template ? slotForCategory(template.category) : null;
    if (slot === null || taken.has(slot)) return;
    taken.add(slot);
    out.push({ index, slot });
  });
  return out;
}

/**
 * A deterministic offer of `count` level-1 candidates for `seed`. Classes are dealt in equal shares
 * then shuffled; names pair shuffled first and last names so none repeats; each candidate's details
 * come from its own fork of the seed.
 */
export function generateCandidates(seed: number, count: number = CRAWLER.candidatesPerOffer): Candidate[] {
  if (!Number.isInteger(count) || count < 0 || count > MAX_CANDIDATES) {
    throw new RangeError(`count must be an integer in 0..${MAX_CANDIDATES}, got ${count}`);
  }
  const root = createRng(seed);
  const classes = root.fork('classes').shuffle(Array.from({ length: count }, (_, i) => CRAWLER_CLASSES[i % CRAWLER_CLASSES.length]!));
  const namesRng = root.fork('names');
  const firsts = namesRng.shuffle(FIRST_NAMES);
  const lasts = namesRng.shuffle(LAST_NAMES);
  const width = Math.min(firsts.length, lasts.length);
  const serialRng = root.fork('serials');
  const serials = new Set<string>();

  return classes.map((cls, i) => {
    const id = i + 1;
    const rng = root.fork(`candidate-${id}`);
    // Wrapping the last-name index by the lap number keeps every (first, last) pair distinct.
    const name = `${firsts[i % width]!} ${lasts[(i + Math.floor(i / width)) % width]!}`;
    return {
      id,
      name,
      serial: rollSerial(serialRng, serials),
      level: CRAWLER.startingLevel,
      classification: cls,
      className: CRAWLER_CLASS[cls].name,
      topAbility: rng.fork('ability').pick(ABILITIES[cls]),
      background: rollBackground(rng.fork('background'), cls),
      stats: rollStats(rng.fork('stats'), cls),
      competencies: rollCompetencies(rng.fork('competencies'), cls),
      startingEquipment: rollStartingEquipment(rng.fork('equipment'), cls),
    };
  });
}

/** True when the payload is exactly this candidate: same name, serial, background, stats and competencies. */
export function candidateMatches(candidate: Candidate, payload: CreateCrawlerPayload): boolean {
  const statKeys = Object.keys(payload.stats);
  return (
    payload.name === candidate.name &&
    payload.serial === candidate.serial &&
    payload.background === candidate.background &&
    statKeys.length === CANDIDATE_STAT_KEYS.length &&
    CANDIDATE_STAT_KEYS.every((k) => Object.hasOwn(payload.stats, k) && payload.stats[k] === candidate.stats[k]) &&
    payload.competencies.length === candidate.competencies.length &&
    payload.competencies.every((c, i) => c === candidate.competencies[i])
  );
}

/** The offered candidate this payload is, or undefined when it matches none of them exactly. */
export function findCandidate(candidates: readonly Candidate[], payload: CreateCrawlerPayload): Candidate | undefined {
  return candidates.find((c) => candidateMatches(c, payload));
}
