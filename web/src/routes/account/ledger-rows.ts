// The ledger card's texts, pure so tests can read them without a DOM.
import type { LedgerEntry } from '#contract/ledger.ts';

const number = new Intl.NumberFormat('en-US');
const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export const LEDGER_TEXT = {
  title: 'Credits ledger',
  description: 'Every change of your credits, newest first.',
  loading: 'Loading the ledger...',
  empty: 'No credit changes yet.',
  error: 'The ledger could not be loaded',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  balance: 'Balance',
} as const;

/** "+60" or "-150", with thousands separators. */
export function signedAmount(delta: number): string {
  return `${delta > 0 ? '+' : '−'}${number.format(Math.abs(delta))}`;
}

export function ledgerDate(iso: string): string {
  return date.format(new Date(iso));
}

export function ledgerBalance(entry: Pick<LedgerEntry, 'balanceAfter'>): string {
  return number.format(entry.balanceAfter);
}
