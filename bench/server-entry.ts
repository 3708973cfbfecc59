// How a bench starts the game's server: from its sources through tsx (as the tests and `npm run serve`
// start it), or with BENCH_SERVER=compiled from the bundle in dist/ (as production runs it, docs/
// decisions/0023), built afresh once per bench (about 2 s) so that it never measures stale code.
// Both cost the same per viewer per tick (bench/HISTORY.md, session 31); the bundle's CPU profiles
// carry real line numbers (tsx writes each file on one line).
import { spawnSync } from 'node:child_process';
import { ROOT } from '#tests/helpers/server-process.ts';

const COMPILED = process.env.BENCH_SERVER === 'compiled';
let built = false;

/** The node arguments that run server/main.ts (after any flags of the caller's own). */
export function serverEntry(): string[] {
  if (!COMPILED) return ['--import', 'tsx', 'server/main.ts'];
  if (!built) {
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('BENCH_SERVER=compiled: the server build failed');
    built = true;
  }
  return ['dist/server/main.js'];
}
