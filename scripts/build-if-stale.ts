// `npm start` builds the web app only when it is stale: when dist/web (vite.config.ts build.outDir)
// has no index.html, or when an input of the build (web/, contract/, game/, the vite and TypeScript
// configs, the build's own plugins in scripts/, package.json, package-lock.json) was changed after
// the oldest file of the last build.
// Directories count too, so a deleted or renamed source file also triggers a build. The build
// itself is `npm run build`, unchanged (run that to force a build).
// Run: node --import tsx scripts/build-if-stale.ts (what `npm start` runs first; one process, no tsx CLI child)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(ROOT, 'dist/web');
const INPUTS = ['web', 'contract', 'game', 'vite.config.ts', 'scripts/crawler-chunks.ts', 'scripts/precompress.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
/** Folders under the inputs that are not sources of the build. */
const SKIPPED = new Set(['node_modules', '.tmp', 'dist']);

/** Newest (or oldest) modification time under `path`, directories included; null when it does not exist. */
function mtimeUnder(path: string, pick: (a: number, b: number) => number, filesOnly = false): number | null {
  if (!existsSync(path)) return null;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let result: number | null = filesOnly ? null : stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const t = mtimeUnder(join(path, entry.name), pick, filesOnly);
    if (t !== null) result = result === null ? t : pick(result, t);
  }
  return result;
}

/** Why the web app must be built, or null when dist/web is newer than every input. */
function staleReason(): string | null {
  if (!existsSync(join(OUT_DIR, 'index.html'))) return 'no previous build';
  const built = mtimeUnder(OUT_DIR, Math.min, true);
  if (built === null) return 'no previous build';
  for (const input of INPUTS) {
    const changed = mtimeUnder(join(ROOT, input), Math.max);
    if (changed !== null && changed > built) return `${input} changed since the last build`;
  }
  return null;
}

const reason = staleReason();
if (reason === null) {
  console.log('web app is up to date (dist/web); skipping the build');
} else {
  console.log(`building the web app (${reason})`);
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  process.exitCode = build.status ?? 1;
}
