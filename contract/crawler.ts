import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { CRAWLER_CLASSES, CRAWLER_STATUS, EQUIPMENT_CATEGORY, EQUIPMENT_SLOTS, RARITY_ORDER, SPONSORSHIP_KIND, WEAPON_KIND } from '#game/vocabulary.ts';
import { CANDIDATE_STAT_KEYS } from '#game/candidates.ts';

const statusValues = Object.values(CRAWLER_STATUS) as [string, ...string[]];
const classValues = CRAWLER_CLASSES as unknown as [string, ...string[]];

export const ActiveEffect = lazySchema(() => z.object({
  id: z.string(),
  name: z.string(),
  expiresAt: z.string(),
  scanRangeBonus: z.number().optional(),
}));
export type ActiveEffect = z.infer<typeof ActiveEffect>;

/** A crawler as its sponsor sees it (Crawler). */
export const Crawler = lazySchema(() => z.object({
  id: z.number().int(),
  name: z.string(),
  serial: z.string(),
  class: z.object({ id: z.enum(classValues), name: z.string() }),
  status: z.enum(statusValues),
  isAlive: z.boolean(),
  sponsorship: z.enum([SPONSORSHIP_KIND.primary, SPONSORSHIP_KIND.secondary]),
  seasonId: z.number().int(),
  might: z.number().int(),
  agility: z.number().int(),
  endurance: z.number().int(),
  intellect: z.number().int(),
  charisma: z.number().int(),
  wisdom: z.number().int(),
  luck: z.number().int(),
  health: z.number().int(),
  maxHealth: z.number().int(),
  energy: z.number().int(),
  maxEnergy: z.number().int(),
  power: z.number().int(),
  maxPower: z.number().int(),
  experience: z.number().int(),
  experienceToNext: z.number().int(),
  gold: z.number().int(),
  /** Fame gained (game/fame.ts): the sum of its log's gained_fame entries. */
  fame: z.number().int().nonnegative(),
  credits: z.number().int(),
  memory: z.number().int(),
  energyRegen: z.number().int(),
  currentFloor: z.number().int(),
  currentRoomId: z.number().int().nullable(),
  level: z.number().int(),
  background: z.string(),
  competencies: z.array(z.string()),
  topAbility: z.object({ name: z.string(), description: z.string() }),
  scanRange: z.number().int(),
  activeEffects: z.array(ActiveEffect),
  lastAction: z.string().nullable(),
  lastEnergyRegen: z.string().nullable(),
  createdAt: z.string(),
  diedAt: z.string().nullable(),
}));
export type Crawler = z.infer<typeof Crawler>;

export const CandidateStats = lazySchema(() => z.object(Object.fromEntries(CANDIDATE_STAT_KEYS.map((k) => [k, z.number().int()])) as Record<(typeof CANDIDATE_STAT_KEYS)[number], z.ZodNumber>));

/** A crawler candidate. */
export const Candidate = lazySchema(() => z.object({
  id: z.number().int(),
  name: z.string(),
  serial: z.string(),
  level: z.number().int(),
  classification: z.enum(classValues),
  className: z.string(),
  topAbility: z.object({ name: z.string(), description: z.string() }),
  background: z.string(),
  stats: CandidateStats,
  competencies: z.array(z.string()),
  startingEquipment: z.array(z.object({ key: z.string(), name: z.string() })),
}));
export type Candidate = z.infer<typeof Candidate>;

export const NAME_MAX = 80;
export const TEXT_MAX = 1000;

/** POST /api/crawlers (spec's create-crawler payload, plus the sponsorship kind; primary by default). */
export const CreateCrawlerBody = lazySchema(() => z
  .object({
    name: z.string().trim().min(1).max(NAME_MAX),
    serial: z.string().trim().min(1).max(NAME_MAX),
    stats: z.record(z.string().max(32), z.number().int().min(0).max(1000)).refine((o) => Object.keys(o).length <= 16, 'too many stats'),
    competencies: z.array(z.string().max(NAME_MAX)).max(16),
    background: z.string().max(TEXT_MAX),
    sponsorship: z.enum([SPONSORSHIP_KIND.primary, SPONSORSHIP_KIND.secondary]).default(SPONSORSHIP_KIND.primary),
  })
  .strict());
export type CreateCrawlerBody = z.input<typeof CreateCrawlerBody>;

/** GET /api/user/status (spec: user-status fields). */
export const UserStatus = lazySchema(() => z.object({
  currentSeasonNumber: z.number().int().nullable(),
  primarySponsorshipUsed: z.boolean(),
  lastPrimarySponsorshipSeason: z.number().int().nullable(),
  canSponsorPrimary: z.boolean(),
  canSponsorSecondary: z.boolean(),
}));
export type UserStatus = z.infer<typeof UserStatus>;

export const SPONSORSHIP_RULES = {
  primaryUsedMessage: 'Primary sponsorship already used this season. You can still sponsor this crawler as a secondary sponsor (limited control).',
  secondaryLimits: 'Secondary sponsorship: limited control. The crawler cannot enter PVP rooms and cannot save or apply named loadouts.',
} as const;

/** An item the crawler owns (inventory or equipped). */
export const Item = lazySchema(() => z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(Object.values(EQUIPMENT_CATEGORY) as [string, ...string[]]),
  rarity: z.enum(RARITY_ORDER as unknown as [string, ...string[]]),
  mightBonus: z.number(),
  agilityBonus: z.number(),
  enduranceBonus: z.number(),
  intellectBonus: z.number(),
  defenseValue: z.number(),
  weapon: z.object({ kind: z.enum(Object.values(WEAPON_KIND) as [string, ...string[]]), range: z.number(), damageBonus: z.number() }).nullable(),
  value: z.number(),
  equippedSlot: z.enum(EQUIPMENT_SLOTS as unknown as [string, ...string[]]).nullable(),
}));
export type Item = z.infer<typeof Item>;

/** POST /api/crawlers/:id/apply-effect/eyes_of_debug */
export const EffectResponse = lazySchema(() => z.object({
  success: z.boolean(),
  error: z.string().optional(),
  message: z.string(),
  effect: ActiveEffect.optional(),
  crawler: Crawler.optional(),
}));
export type EffectResponse = z.infer<typeof EffectResponse>;
