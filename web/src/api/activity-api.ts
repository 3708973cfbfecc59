import { z } from 'zod';
import { Activity, LeaderboardEntry } from '#contract/activity.ts';
import { apiRequest } from './http.ts';

export const ACTIVITY_LIMIT = 20;
export const activitiesQueryKey = ['activities'] as const;
export const leaderboardQueryKey = ['leaderboard', 'crawlers'] as const;

export function fetchActivities(limit: number = ACTIVITY_LIMIT, signal?: AbortSignal): Promise<Activity[]> {
  return apiRequest('GET', `/api/activities?limit=${limit}`, { schema: z.array(Activity), signal });
}

export function fetchLeaderboard(signal?: AbortSignal): Promise<LeaderboardEntry[]> {
  return apiRequest('GET', '/api/leaderboards/crawlers', { schema: z.array(LeaderboardEntry), signal });
}
