import { LedgerPage } from '#contract/ledger.ts';
import { apiRequest } from './http.ts';

// Typed calls to the account's credit ledger (docs/decisions/0033-credits-ledger.md).

export const ledgerQueryKey = ['account', 'ledger'] as const;
/** The live balance the header's badge shows: the ledger's answer carries it. */
export const creditsQueryKey = ['account', 'credits'] as const;

const PATH = '/api/account/ledger';

export function fetchLedgerPage(page: { before?: number; limit: number }, signal?: AbortSignal): Promise<LedgerPage> {
  const query = new URLSearchParams({ limit: String(page.limit) });
  if (page.before !== undefined) query.set('before', String(page.before));
  return apiRequest('GET', `${PATH}?${query.toString()}`, { schema: LedgerPage, signal });
}

/** The balance alone: a one-row page. */
export async function fetchCredits(signal?: AbortSignal): Promise<number> {
  return (await fetchLedgerPage({ limit: 1 }, signal)).balance;
}
