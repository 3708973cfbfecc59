import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

export const HealthStatus = { healthy: 'healthy', degraded: 'degraded', offline: 'offline' } as const;
export type HealthStatus = (typeof HealthStatus)[keyof typeof HealthStatus];

export const Health = lazySchema(() => z.object({
  status: z.literal(HealthStatus.healthy),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
}));
export type Health = z.infer<typeof Health>;

/** Client health rules. */
export const HEALTH = {
  firstCheckMs: 5_000,
  intervalMs: 10_000,
  degradedAfterMs: 5_000,
  retriesBeforeOffline: 3,
} as const;
