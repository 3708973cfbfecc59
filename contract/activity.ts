import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { ACTIVITY_TYPE } from '#game/vocabulary.ts';

/** Activity. */
export const Activity = lazySchema(() => z.object({
  id: z.number().int(),
  type: z.enum(Object.values(ACTIVITY_TYPE) as [string, ...string[]]),
  message: z.string(),
  createdAt: z.string(),
  details: z.object({ results: z.object({ summary: z.string() }) }),
  crawler: z.object({ id: z.number().int(), name: z.string(), health: z.number().int(), maxHealth: z.number().int() }).nullable(),
}));
export type Activity = z.infer<typeof Activity>;

export const ActivityQuery = lazySchema(() => z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }).strict());

/** Leaderboard entry. */
export const LeaderboardEntry = lazySchema(() => z.object({
  id: z.number().int(),
  name: z.string(),
  serial: z.string(),
  currentFloor: z.number().int(),
  level: z.number().int(),
  gold: z.number().int(),
  isAlive: z.boolean(),
}));
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

/** Client refresh rules. */
export const REFRESH = { activityMs: 15_000, leaderboardMs: 30_000 } as const;

/** Seconds under 60, minutes under 1 h, hours under 1 d, else days. */
export function formatAge(createdAt: string | Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 1000));
  if (seconds < 60) return `${seconds}s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h ago`;
  return `${Math.floor(seconds / 86_400)}d ago`;
}
