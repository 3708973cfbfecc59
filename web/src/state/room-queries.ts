import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { POLL, type MoveDirection, type MoveResponse, type RoomDataBatch } from '#contract/dungeon.ts';
import { isApiError } from '../api/http.ts';
import {
  dungeonKeys,
  fetchCurrentRoom,
  fetchExploredRooms,
  fetchFactions,
  fetchFloorBounds,
  fetchFloorRooms,
  fetchMobsSummary,
  fetchRoomConnections,
  fetchRoomDataBatch,
  fetchScannedRooms,
  fetchTacticalData,
  isRoomDataKey,
  moveCrawler,
} from '../api/dungeon-api.ts';
import { crawlerQuery } from './crawlers.ts';

// The crawler page's server state: one query per resource (each on its poll interval), the batch that seeds
// them all at once, and the move mutation. Polls pause while the page is hidden (TanStack Query's
// refetchIntervalInBackground is off by default).

/** Answers that another try cannot change: a malformed id, no access, no such crawler. */
const NOT_RETRIED = new Set([400, 401, 403, 404]);
const CRAWLER_RETRIES = 3;

/** The crawler is retried three times one second apart, except when it cannot exist. */
export function crawlerRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && NOT_RETRIED.has(error.status)) return false;
  return failureCount < CRAWLER_RETRIES;
}

export function crawlerPageQuery(crawlerId: string) {
  return queryOptions({ ...crawlerQuery(crawlerId), retry: crawlerRetry });
}

/** Puts every part of a batch into its own resource's cache, as if each had just been fetched. */
export function seedRoomCaches(queryClient: QueryClient, crawlerId: string, batch: RoomDataBatch): void {
  queryClient.setQueryData(dungeonKeys.currentRoom(crawlerId), batch.currentRoom);
  queryClient.setQueryData(dungeonKeys.tactical(crawlerId), batch.tactical);
  queryClient.setQueryData(dungeonKeys.explored(crawlerId), batch.exploredRooms);
  queryClient.setQueryData(dungeonKeys.scanned(crawlerId), batch.scannedRooms);
  queryClient.setQueryData(dungeonKeys.connections(crawlerId), batch.connections);
  queryClient.setQueryData(dungeonKeys.mobsSummary(crawlerId), batch.mobsSummary);
}

/** The batch: one request on arrival that fills every room cache; never polled on its own. */
export function roomDataBatchQuery(queryClient: QueryClient, crawlerId: string) {
  return queryOptions({
    queryKey: dungeonKeys.roomDataBatch(crawlerId),
    queryFn: async ({ signal }) => {
      const batch = await fetchRoomDataBatch(crawlerId, signal);
      seedRoomCaches(queryClient, crawlerId, batch);
      return batch;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export const currentRoomQuery = (crawlerId: string) =>
  queryOptions({
    queryKey: dungeonKeys.currentRoom(crawlerId),
    queryFn: ({ signal }) => fetchCurrentRoom(crawlerId, signal),
    refetchInterval: POLL.currentRoomMs,
    staleTime: POLL.currentRoomMs,
  });

export const tacticalQuery = (crawlerId: string) =>
  queryOptions({
    queryKey: dungeonKeys.tactical(crawlerId),
    queryFn: ({ signal }) => fetchTacticalData(crawlerId, signal),
    staleTime: POLL.currentRoomMs,
  });

export const exploredRoomsQuery = (crawlerId: string) =>
  queryOptions({
    queryKey: dungeonKeys.explored(crawlerId),
    queryFn: ({ signal }) => fetchExploredRooms(crawlerId, signal),
    refetchInterval: POLL.exploredMs,
    staleTime: POLL.exploredMs,
  });

export const scannedRoomsQuery = (crawlerId: string) =>
  queryOptions({
    queryKey: dungeonKeys.scanned(crawlerId),
    queryFn: ({ signal }) => fetchScannedRooms(crawlerId, signal),
    refetchInterval: POLL.scannedMs,
    staleTime: POLL.scannedMs,
  });

export const connectionsQuery = (crawlerId: string) =>
  queryOptions({
    queryKey: dungeonKeys.connections(crawlerId),
    queryFn: ({ signal }) => fetchRoomConnections(crawlerId, signal),
    refetchInterval: POLL.connectionsMs,
    staleTime: POLL.connectionsMs,
  });

export const mobsSummaryQuery = (crawlerId: string) =>
  queryOptions({
    queryKey: dungeonKeys.mobsSummary(crawlerId),
    queryFn: ({ signal }) => fetchMobsSummary(crawlerId, signal),
    refetchInterval: POLL.mobsSummaryMs,
    staleTime: POLL.mobsSummaryMs,
  });

export const floorBoundsQuery = (floor: number) =>
  queryOptions({
    queryKey: dungeonKeys.floorBounds(floor),
    queryFn: ({ signal }) => fetchFloorBounds(floor, signal),
    staleTime: POLL.floorRoomsMs,
  });

export const floorRoomsQuery = (floor: number) =>
  queryOptions({
    queryKey: dungeonKeys.floorRooms(floor),
    queryFn: ({ signal }) => fetchFloorRooms(floor, signal),
    refetchInterval: POLL.floorRoomsMs,
    staleTime: POLL.floorRoomsMs,
  });

/** Factions change only with a new season. */
export const factionsQuery = queryOptions({
  queryKey: dungeonKeys.factions(),
  queryFn: ({ signal }) => fetchFactions(signal),
  staleTime: 10 * 60_000,
});

/**
 * Mounts the batch and says when the per-resource queries may start: once the batch has answered
 * (its data then seeds them, so they do not fetch again) or failed (they fetch on their own).
 */
export function useRoomDataBatch(crawlerId: string) {
  const queryClient = useQueryClient();
  const batch = useQuery(roomDataBatchQuery(queryClient, crawlerId));
  return { batch, ready: batch.isSuccess || batch.isError };
}

/** After a successful move: the batch refills the room caches; the crawler is refetched. */
export async function refreshAfterMove(queryClient: QueryClient, crawlerId: string): Promise<void> {
  const crawler = queryClient.invalidateQueries({ queryKey: dungeonKeys.crawler(crawlerId), exact: true });
  try {
    await queryClient.fetchQuery({ ...roomDataBatchQuery(queryClient, crawlerId), staleTime: 0 });
  } catch {
    await queryClient.invalidateQueries({ predicate: (query) => isRoomDataKey(query.queryKey, crawlerId) });
  }
  await crawler;
}

/**
 * POST move; on success the room data and the crawler are refreshed and the reply returned;
 * on failure it is only logged and the result is false. One move at a time: a request made while
 * another is in flight is ignored (false).
 */
export function useMoveCrawler(crawlerId: string) {
  const queryClient = useQueryClient();
  const moving = useIsMutating({ mutationKey: dungeonKeys.move(crawlerId) }) > 0;
  const mutation = useMutation({
    mutationKey: dungeonKeys.move(crawlerId),
    mutationFn: (direction: MoveDirection) => moveCrawler(crawlerId, direction),
  });
  const { mutateAsync } = mutation;
  const move = useCallback(
    async (direction: MoveDirection): Promise<MoveResponse | false> => {
      if (queryClient.isMutating({ mutationKey: dungeonKeys.move(crawlerId) }) > 0) return false;
      try {
        const response = await mutateAsync(direction);
        void refreshAfterMove(queryClient, crawlerId);
        return response;
      } catch (error) {
        console.warn(`Room move ${direction} failed`, error);
        return false;
      }
    },
    [crawlerId, mutateAsync, queryClient],
  );
  return { move, moving };
}
