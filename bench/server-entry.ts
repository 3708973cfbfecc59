// How a bench starts the game's server: tests/helpers/server-process.ts's entryArgs, so the same switch
// runs it from its sources through tsx (the default) or, with TEST_COMPILED_SERVER=1, from the bundle
// in dist/ that production runs (docs/decisions/0023). A bench builds that bundle afresh first, once
// (about 2 s), so that it never measures stale code. Both cost the same per viewer per tick
// (bench/HISTORY.md, session 31); the bundle's CPU profiles carry real line numbers (tsx writes each
// file on one line).
import { spawnSync } from 'node:child_process';
import { entryArgs, ROOT } from '#tests/helpers/server-process.ts';

let built = false;

/** The node arguments that run server/main.ts (after any flags of the caller's own). */
export function serverEntry(): string[] {
  if (process.env.TEST_COMPILED_SERVER === '1' && !built) {
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('TEST_COMPILED_SERVER=1: the server build failed');
    built = true;
  }
  return entryArgs('server/main.ts');
}
