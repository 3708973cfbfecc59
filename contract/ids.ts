import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/** Ids are PostgreSQL serials (int4): anything larger cannot name a row, and the database refuses it. */
export const DB_ID_MAX = 2_147_483_647;

/** A positive database id in a path: digits only, within int4. */
export const IdParam = lazySchema(() => z
  .string()
  .regex(/^\d{1,10}$/, 'must be a positive whole number')
  .transform(Number)
  .refine((n) => n >= 1 && n <= DB_ID_MAX, 'out of range'));

/** A positive database id in a JSON body or socket message, within int4. */
export const DbId = lazySchema(() => z.number().int().positive().max(DB_ID_MAX));

/** No control characters: PostgreSQL refuses NUL in text and jsonb, and no name needs the others. */
export function hasNoControlChars(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return false;
  }
  return true;
}

/** Text a sponsor chooses and the server stores (loadout names, hotbar slot ids). */
export const StoredText = (max: number) =>
  z.string().trim().min(1).max(max).refine(hasNoControlChars, 'must not contain control characters');

export const CrawlerIdParams = lazySchema(() => z.object({ id: IdParam }).strict());
