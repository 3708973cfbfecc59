import { BankruptcyReport } from '#contract/report.ts';
import { apiRequest } from './http.ts';

// The bankruptcy report: public once the crawler is dead, so it is fetched with or
// without a session (the bearer token goes along when there is one).

export const reportQueryKey = (crawlerId: string) => ['crawler', crawlerId, 'report'] as const;

export function fetchReport(crawlerId: string, signal?: AbortSignal): Promise<BankruptcyReport> {
  return apiRequest('GET', `/api/crawlers/${encodeURIComponent(crawlerId)}/report`, { schema: BankruptcyReport, signal });
}
