import { SpectatingStatus } from '#contract/realtime.ts';
import { apiRequest } from './http.ts';

// Typed calls to a crawler's spectating switch: its sponsor's alone.

export const spectatingQueryKey = (crawlerId: string) => ['crawler', crawlerId, 'spectating'] as const;

const path = (crawlerId: string) => `/api/crawlers/${encodeURIComponent(crawlerId)}/spectating`;

export function fetchSpectating(crawlerId: string, signal?: AbortSignal): Promise<SpectatingStatus> {
  return apiRequest('GET', path(crawlerId), { schema: SpectatingStatus, signal });
}

export function saveSpectating(crawlerId: string, allowed: boolean): Promise<SpectatingStatus> {
  return apiRequest('PUT', path(crawlerId), { body: { allowed }, schema: SpectatingStatus });
}
