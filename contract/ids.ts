import { z } from 'zod';

/** A positive database id in a path: digits only, within int4. */
export const IdParam = z
  .string()
  .regex(/^\d{1,10}$/, 'must be a positive whole number')
  .transform(Number)
  .refine((n) => n >= 1 && n <= 2_147_483_647, 'out of range');

export const CrawlerIdParams = z.object({ id: IdParam }).strict();
