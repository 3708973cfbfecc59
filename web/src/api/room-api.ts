import { z } from 'zod';
import { ContainerResponse, GroundItem, PickupResponse } from '#contract/loot.ts';
import { AttackResponse, PositionResponse } from '#contract/realtime.ts';
import { apiRequest } from './http.ts';

// Typed HTTP calls of the tactical room: ground items, pick-ups and chests, and the
// intents' HTTP fallbacks for when the live socket is down (position, attack). Replies are parsed
// with their contract schemas; refusals throw ApiError with the server's {error, code}.

const crawlerPath = (crawlerId: string, tail: string) => `/api/crawlers/${encodeURIComponent(crawlerId)}/${tail}`;

/** Ground items live under the crawler's keys too, per room: ['crawler', id, 'ground-items', roomId]. */
export const groundItemsQueryKey = (crawlerId: string, roomId: number) => ['crawler', crawlerId, 'ground-items', roomId] as const;
/** 30 s stale time. */
export const GROUND_ITEMS_STALE_MS = 30_000;

export function fetchGroundItems(roomId: number, signal?: AbortSignal): Promise<GroundItem[]> {
  return apiRequest('GET', `/api/room/${roomId}/ground-items`, { schema: z.array(GroundItem), signal });
}

export function pickUpGroundItem(itemId: number, crawlerId: number): Promise<PickupResponse> {
  return apiRequest('POST', `/api/ground-items/${itemId}/pickup`, { body: { crawlerId }, schema: PickupResponse });
}

export function pickUpLootEntity(itemId: number, crawlerId: number): Promise<PickupResponse> {
  return apiRequest('POST', `/api/loot-entity/${itemId}/pickup`, { body: { crawlerId }, schema: PickupResponse });
}

export function openContainer(containerId: number, body: { crawlerId: number; roomId: number; position: { x: number; y: number } }): Promise<ContainerResponse> {
  return apiRequest('POST', `/api/loot-container/${containerId}/interact`, { body, schema: ContainerResponse });
}

export function postPosition(crawlerId: string, body: { roomId: number; positionX: number; positionY: number; force?: boolean }): Promise<PositionResponse> {
  return apiRequest('POST', crawlerPath(crawlerId, 'position'), { body, schema: PositionResponse });
}

export function postAttack(crawlerId: string, targetId: string): Promise<AttackResponse> {
  return apiRequest('POST', crawlerPath(crawlerId, 'attack'), { body: { targetId }, schema: AttackResponse });
}
