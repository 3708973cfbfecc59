import { z } from 'zod';

export const SeasonStatus = { live: 'live', comingSoon: 'coming-soon', ended: 'ended' } as const;
export type SeasonStatus = (typeof SeasonStatus)[keyof typeof SeasonStatus];

export const Season = z.object({
  id: z.number().int(),
  seasonNumber: z.number().int(),
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  status: z.enum([SeasonStatus.live, SeasonStatus.comingSoon, SeasonStatus.ended]),
});
export type Season = z.infer<typeof Season>;
