// A fresh PostgreSQL database for one phase of the cluster benchmark: the season's dungeon (one plain
// server start generates it) and `n` seeded fleet crawlers (bench/live/seed.ts), seeded with no
// server running. The caller drops it (tests/helpers/postgres.ts dropPostgresDatabase).
import { join } from 'node:path';
import { freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { startRealServer } from '../live/processes.ts';
import { openStopped, resetFleet, seedFleet, type FleetPlan } from '../live/seed.ts';

export const PG_ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';
const PER_ROOM = 10;

export interface FleetDatabase {
  name: string;
  pgUrl: string;
  /** The servers' environment (CLUSTER and the node's own variables are added per process). */
  env: Record<string, string>;
  plan: FleetPlan;
  /** Seconds to create, generate and seed. */
  seconds: number;
  /** Puts the fleet and its rooms' mobs back as seeded (between runs). */
  reset(): Promise<void>;
}

export async function freshFleetDatabase(dir: string, name: string, n: number): Promise<FleetDatabase> {
  const t = performance.now();
  const pgUrl = await freshPostgresDatabase(PG_ADMIN, name);
  const env = { DATA_DIR: join(dir, 'data'), DUNGEON_FLOORS: '10', SEASON_SEED: '20261121', LOG_LEVEL: 'warn', SERVE_WEB: 'false', DATABASE_URL: pgUrl };
  await (await startRealServer(env)).stop();
  const seeding = await openStopped({ pgUrl, dataDir: env.DATA_DIR });
  let plan: FleetPlan;
  try {
    plan = await seedFleet(seeding.db.db, { count: n, perRoom: PER_ROOM });
  } finally {
    await seeding.close();
  }
  return {
    name,
    pgUrl,
    env,
    plan,
    seconds: (performance.now() - t) / 1000,
    reset: async () => {
      const db = await openStopped({ pgUrl, dataDir: env.DATA_DIR });
      try {
        await resetFleet(db.db.db, plan);
      } finally {
        await db.close();
      }
    },
  };
}
