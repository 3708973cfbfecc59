import { z } from 'zod';
import { Candidate, Crawler, EffectResponse, UserStatus, type CreateCrawlerBody } from '#contract/crawler.ts';
import { apiRequest } from './http.ts';

// Typed calls to the crawler routes. Every reply is parsed with its contract schema.

export const crawlersQueryKey = ['crawlers'] as const;
export const candidatesQueryKey = ['crawler-candidates'] as const;
export const userStatusQueryKey = ['user', 'status'] as const;
export const crawlerQueryKey = (id: string) => ['crawler', id] as const;

export function fetchCrawlers(signal?: AbortSignal): Promise<Crawler[]> {
  return apiRequest('GET', '/api/crawlers', { schema: z.array(Crawler), signal });
}

export function fetchCandidates(signal?: AbortSignal): Promise<Candidate[]> {
  return apiRequest('GET', '/api/crawlers/candidates', { schema: z.array(Candidate), signal });
}

export function fetchCrawler(id: string, signal?: AbortSignal): Promise<Crawler> {
  return apiRequest('GET', `/api/crawlers/${encodeURIComponent(id)}`, { schema: Crawler, signal });
}

export function fetchUserStatus(signal?: AbortSignal): Promise<UserStatus> {
  return apiRequest('GET', '/api/user/status', { schema: UserStatus, signal });
}

/** The create-crawler payload: the chosen candidate's fields copied exactly, plus the sponsorship kind. */
export function createCrawlerBody(candidate: Candidate, sponsorship: NonNullable<CreateCrawlerBody['sponsorship']>): CreateCrawlerBody {
  return {
    name: candidate.name,
    serial: candidate.serial,
    stats: { ...candidate.stats },
    competencies: [...candidate.competencies],
    background: candidate.background,
    sponsorship,
  };
}

export function createCrawler(body: CreateCrawlerBody): Promise<Crawler> {
  return apiRequest('POST', '/api/crawlers', { body, schema: Crawler });
}

/** Debug: the Eyes of D'Bug scan effect (scan range +100 for 10 minutes). */
export function applyEyesOfDebug(crawlerId: number): Promise<EffectResponse> {
  return apiRequest('POST', `/api/crawlers/${crawlerId}/apply-effect/eyes_of_debug`, { schema: EffectResponse });
}

export const RegenerateRoomResponse = z.object({ entitiesCount: z.number().int(), clearedGroundItems: z.number().int() });
export type RegenerateRoomResponse = z.infer<typeof RegenerateRoomResponse>;

/** Debug: rebuilds a room's entities (empty body). */
export function regenerateRoom(roomId: number): Promise<RegenerateRoomResponse> {
  return apiRequest('POST', `/api/debug/regenerate-room/${roomId}`, { schema: RegenerateRoomResponse });
}
