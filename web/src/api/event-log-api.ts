import { LogPage } from '#contract/record.ts';
import type { LogEntry } from '#game/event-log.ts';
import { apiRequest } from './http.ts';

// A crawler's event log: GET /api/crawlers/:id/events, its sponsor's while it lives and
// anyone's once it is dead. The replay reads all of it, page by page.

export const eventLogQueryKey = (crawlerId: string) => ['crawler', crawlerId, 'event-log'] as const;

/** Entries per request (the contract's largest page). */
export const LOG_PAGE_LIMIT = 5000;

/** The whole log, oldest first, as one page: read from 1 in pages until the first page's last entry. */
export async function fetchWholeLog(crawlerId: string, signal?: AbortSignal): Promise<LogPage> {
  const path = (from: number) => `/api/crawlers/${encodeURIComponent(crawlerId)}/events?from=${from}&limit=${LOG_PAGE_LIMIT}`;
  const first = (await apiRequest('GET', path(1), { schema: LogPage, signal })) as LogPage;
  const entries: LogEntry[] = [...first.entries];
  // A living crawler's log grows while it is read: stop at the end the first page saw.
  while (entries.length > 0 && entries.at(-1)!.seq < first.lastSeq) {
    const page = (await apiRequest('GET', path(entries.at(-1)!.seq + 1), { schema: LogPage, signal })) as LogPage;
    if (page.entries.length === 0) break;
    entries.push(...page.entries.filter((e) => e.seq <= first.lastSeq));
  }
  return { ...first, entries };
}
