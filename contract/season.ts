import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { LADDER_CATEGORIES, type LadderCategory } from '#game/ladder.ts';

export const SeasonStatus = { live: 'live', comingSoon: 'coming-soon', ended: 'ended' } as const;
export type SeasonStatus = (typeof SeasonStatus)[keyof typeof SeasonStatus];

export const Season = lazySchema(() => z.object({
  id: z.number().int(),
  seasonNumber: z.number().int(),
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  status: z.enum([SeasonStatus.live, SeasonStatus.comingSoon, SeasonStatus.ended]),
}));
export type Season = z.infer<typeof Season>;

// ---- Past seasons and their hall of fame ----

/** GET /api/seasons: every season, oldest first. */
export const SeasonSummary = lazySchema(() => z.object({
  seasonNumber: z.number().int(),
  name: z.string(),
  status: z.enum([SeasonStatus.live, SeasonStatus.comingSoon, SeasonStatus.ended]),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** When its end was carried out (the ladder frozen into its hall of fame); null until then. */
  endedAt: z.string().nullable(),
}));
export type SeasonSummary = z.infer<typeof SeasonSummary>;
export const SeasonList = lazySchema(() => z.array(SeasonSummary));

export const SeasonNumberParams = lazySchema(() => z
  .object({
    number: z
      .string()
      .regex(/^\d{1,9}$/, 'must be a positive whole number')
      .transform(Number)
      .refine((n) => n >= 1, 'out of range'),
  })
  .strict());

/** GET /api/seasons/:number/hall-of-fame?category= : one category, or all of them when omitted. */
export const HallOfFameQuery = lazySchema(() => z
  .object({
    category: z.enum(LADDER_CATEGORIES as [LadderCategory, ...LadderCategory[]]).optional(),
  })
  .strict());
export type HallOfFameQuery = z.infer<typeof HallOfFameQuery>;

/** One place of a category's top, as it stood when the season ended. */
export const HallOfFameEntry = lazySchema(() => z.object({
  /** Competition ranking (ties share a rank), as the ladder ranked it at the end. */
  rank: z.number().int().positive(),
  /** null when the crawler's row is gone (its sponsor's account was deleted); the name stays. */
  crawlerId: z.number().int().nullable(),
  name: z.string(),
  serial: z.string(),
  /** The category's value (game/ladder.ts; survival in ms). */
  value: z.number(),
  /** Alive when the season ended (it then retired); false: it had died. */
  survived: z.boolean(),
}));
export type HallOfFameEntry = z.infer<typeof HallOfFameEntry>;

export const HallOfFame = lazySchema(() => z.object({
  season: SeasonSummary,
  categories: z.array(z.object({ category: z.enum(LADDER_CATEGORIES as [LadderCategory, ...LadderCategory[]]), entries: z.array(HallOfFameEntry) })),
}));
export type HallOfFame = z.infer<typeof HallOfFame>;

/** The 409 of a season whose end has not been carried out yet. */
export const SEASON_NOT_ENDED_MESSAGE = 'This season has not ended yet: its hall of fame is written when it ends.';
