import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { REFRESH } from '#contract/activity.ts';
import type { Crawler } from '#contract/crawler.ts';
import { activitiesQueryKey, ACTIVITY_LIMIT, fetchActivities, fetchLeaderboard, leaderboardQueryKey } from '../api/activity-api.ts';
import {
  candidatesQueryKey,
  crawlerQueryKey,
  crawlersQueryKey,
  fetchCandidates,
  fetchCrawler,
  fetchCrawlers,
  fetchUserStatus,
  userStatusQueryKey,
} from '../api/crawler-api.ts';
import { useAuth } from '../auth/auth-context.ts';

const CRAWLER_RETRIES = 3;
const CRAWLER_RETRY_DELAY_MS = 1_000;

/** The user's crawlers, only when signed in, never retried. */
export const crawlersQuery = queryOptions({
  queryKey: crawlersQueryKey,
  queryFn: ({ signal }) => fetchCrawlers(signal),
  retry: false,
});

/** The crawler list for screens inside the signed-in app (header, dashboard, debug bar). */
export function useCrawlers() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...crawlersQuery, enabled: isAuthenticated });
}

export const candidatesQuery = queryOptions({
  queryKey: candidatesQueryKey,
  queryFn: ({ signal }) => fetchCandidates(signal),
  staleTime: 60_000,
});

/** One crawler; retried 3 times with a 1 s delay and never cached. */
export function crawlerQuery(id: string) {
  return queryOptions({
    queryKey: crawlerQueryKey(id),
    queryFn: ({ signal }) => fetchCrawler(id, signal),
    retry: CRAWLER_RETRIES,
    retryDelay: CRAWLER_RETRY_DELAY_MS,
    staleTime: 0,
    gcTime: 0,
  });
}

export const userStatusQuery = queryOptions({
  queryKey: userStatusQueryKey,
  queryFn: ({ signal }) => fetchUserStatus(signal),
  staleTime: 30_000,
});

export function useUserStatus() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...userStatusQuery, enabled: isAuthenticated });
}

export const activitiesQuery = queryOptions({
  queryKey: [...activitiesQueryKey, ACTIVITY_LIMIT],
  queryFn: ({ signal }) => fetchActivities(ACTIVITY_LIMIT, signal),
  refetchInterval: REFRESH.activityMs,
});

export const leaderboardQuery = queryOptions({
  queryKey: leaderboardQueryKey,
  queryFn: ({ signal }) => fetchLeaderboard(signal),
  refetchInterval: REFRESH.leaderboardMs,
});

/**
 * The crawler the debug actions work on: the user's active crawler when it is alive, otherwise the
 * first living one (a crawler counts as usable when isAlive is true).
 */
export function pickActiveCrawler(crawlers: readonly Crawler[], activeCrawlerId: number | null | undefined): Crawler | null {
  const active = crawlers.find((crawler) => crawler.id === activeCrawlerId && crawler.isAlive);
  return active ?? crawlers.find((crawler) => crawler.isAlive) ?? null;
}

/** After anything that changes who the user sponsors: lists, feed, ranking, sponsorship status, the user. */
export function useRefreshSponsorData() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: crawlersQueryKey }),
      queryClient.invalidateQueries({ queryKey: candidatesQueryKey }),
      queryClient.invalidateQueries({ queryKey: activitiesQueryKey }),
      queryClient.invalidateQueries({ queryKey: leaderboardQueryKey }),
      queryClient.invalidateQueries({ queryKey: userStatusQueryKey }),
      refreshUser(),
    ]);
  }, [queryClient, refreshUser]);
}
