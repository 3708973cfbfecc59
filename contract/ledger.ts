// The sponsor's credit ledger on the wire: GET /api/account/ledger?before=&limit= (own account only).
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { CREDIT_REASON } from '#game/credits.ts';

export const LEDGER_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

export const LedgerQuery = lazySchema(() => z
  .object({
    /** The id of the oldest row already shown: the page continues below it. */
    before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    limit: z.coerce.number().int().min(1).max(LEDGER_PAGE.maxLimit).default(LEDGER_PAGE.defaultLimit),
  })
  .strict());
export type LedgerQuery = z.infer<typeof LedgerQuery>;

export const LedgerEntry = lazySchema(() => z.object({
  id: z.number().int(),
  /** Signed: positive earns, negative spends. */
  delta: z.number().int(),
  reason: z.enum(Object.values(CREDIT_REASON) as [string, ...string[]]),
  crawlerId: z.number().int().nullable(),
  note: z.string(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
}));
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const LedgerPage = lazySchema(() => z.object({
  entries: z.array(LedgerEntry),
  /** The account's balance now (users.credits). */
  balance: z.number().int(),
  /** Pass as `before` for the next (older) page; null when this page is the last. */
  nextBefore: z.number().int().nullable(),
}));
export type LedgerPage = z.infer<typeof LedgerPage>;
