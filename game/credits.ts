// The sponsor's credits: what an account starts with, what fame pays, and the closed vocabulary of
// reasons a ledger row may carry (docs/decisions/0033-credits-ledger.md, docs/rules.md).
import { SPONSOR } from './constants.ts';

export const CREDITS = {
  /** Every new account's first ledger row (`starting_grant`). */
  startingBalance: SPONSOR.startingCredits,
  /** Credits paid to a crawler's sponsor per fame point the crawler gains. */
  perFame: 5,
} as const;

/** Why credits changed. Closed vocabulary: every ledger row names one; add members here first. */
export const CREDIT_REASON = {
  starting_grant: 'starting_grant',
  fame: 'fame',
  gift: 'gift',
} as const;
export type CreditReason = (typeof CREDIT_REASON)[keyof typeof CREDIT_REASON];
export function isCreditReason(value: unknown): value is CreditReason {
  return typeof value === 'string' && Object.hasOwn(CREDIT_REASON, value);
}

/** Credits a sponsor earns for `fame` points (whole points only; nothing for none or a negative). */
export function creditsForFame(fame: number): number {
  if (!Number.isFinite(fame) || fame <= 0) return 0;
  return Math.floor(fame) * CREDITS.perFame;
}
