import { CompleteQuestResponse, QuestsResponse, type AcceptQuestBody } from '#contract/quests.ts';
import { apiRequest } from './http.ts';

// Typed calls to a crawler's quests. Accepting answers with the whole quests view, turning in with
// the reward and the view: the page puts the view straight into its query cache.

export const questsQueryKey = (crawlerId: string) => ['crawler', crawlerId, 'quests'] as const;

const base = (crawlerId: string) => `/api/crawlers/${encodeURIComponent(crawlerId)}/quests`;

export function fetchQuests(crawlerId: string, signal?: AbortSignal): Promise<QuestsResponse> {
  return apiRequest('GET', base(crawlerId), { schema: QuestsResponse, signal });
}

export function acceptQuest(crawlerId: string, body: AcceptQuestBody): Promise<QuestsResponse> {
  return apiRequest('POST', `${base(crawlerId)}/accept`, { body, schema: QuestsResponse });
}

export function completeQuest(crawlerId: string): Promise<CompleteQuestResponse> {
  return apiRequest('POST', `${base(crawlerId)}/complete`, { body: {}, schema: CompleteQuestResponse });
}
