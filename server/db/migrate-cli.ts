// `npm run db:migrate`: applies the checked-in migrations to DATABASE_URL, or to DATA_DIR's PGlite.
// The server also migrates at every start; this is for operators who migrate before deploying.
import { loadEnv } from '../env.ts';
import { openDataDir, openPostgres } from './database.ts';
import { lockDataDir } from './lock.ts';

const env = loadEnv();
const unlock = env.DATABASE_URL ? null : lockDataDir(env.DATA_DIR);
try {
  const database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL, 1) : await openDataDir(env.DATA_DIR, { worker: env.PGLITE_WORKER });
  await database.close();
  console.log(`migrations applied (${database.kind})`);
} finally {
  unlock?.();
}
