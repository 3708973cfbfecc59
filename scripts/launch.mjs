// Runs one of the server's entries the way the environment asks: `node scripts/launch.mjs <entry.ts> [args]`
// (what `npm start`, `npm run cluster`, `npm run season` and `npm run db:migrate` run).
//
// - NODE_ENV=production: the compiled bundle dist/<entry>.js (`npm run build`), with plain node and
//   no TypeScript at run time. A bundle that is missing or older than the sources stops the start
//   with "run npm run build first": production must not build (or run TypeScript) by itself.
// - otherwise: the TypeScript source through tsx, as in development; `npm start` first builds the
//   web app when it is stale (scripts/build-if-stale.ts).
// Either way the entry runs in this process (no child): signals reach it as they would reach
// `node dist/server/main.js`, and a supervisor's kill stops it. This file is plain JavaScript
// because it must run before anything decides whether TypeScript is available.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER = 'server/main.ts';
/**
 * What each entry needs compiled, besides itself: the cluster starts the server's bundle; whatever
 * opens DATA_DIR's PGlite starts its worker thread's (docs/decisions/0042-pglite-on-a-worker.md).
 */
const PGLITE_WORKER = 'server/db/pglite-worker.ts';
const ALSO_NEEDS = {
  [SERVER]: [PGLITE_WORKER],
  'scripts/cluster.ts': [SERVER],
  'scripts/season.ts': [PGLITE_WORKER],
  'server/db/migrate-cli.ts': [PGLITE_WORKER],
};
/** Sources of the server bundles (their .ts files), and of the web build (any file). */
const SERVER_SOURCES = ['server', 'game', 'contract', 'scripts', 'package.json'];
const WEB_SOURCES = ['web', 'contract', 'game', 'vite.config.ts', 'tsconfig.json'];
const SKIPPED = new Set(['node_modules', '.tmp', 'dist', 'migrations']);

/** Newest modification time of the files under `path` that `keep` accepts (0 when none). */
function newest(path, keep) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return keep(path) ? stat.mtimeMs : 0;
  let t = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (!SKIPPED.has(entry.name)) t = Math.max(t, newest(join(path, entry.name), keep));
  }
  return t;
}

/** Oldest modification time of the files under `dir` (Infinity when none). */
function oldestFile(dir) {
  let t = Infinity;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    t = Math.min(t, entry.isDirectory() ? oldestFile(path) : statSync(path).mtimeMs);
  }
  return t;
}

/** Where `npm run build` put the bundles; DIST_DIR (relative to the checkout) points elsewhere, for tests. */
const DIST = resolve(ROOT, process.env.DIST_DIR || 'dist');
const compiled = (entry) => join(DIST, entry.replace(/\.ts$/, '.js'));
const serverSource = (path) => path.endsWith('.ts') || path.endsWith('package.json');

/** Why the production build cannot run `entry`, or null when it is there and current. */
function productionBuildProblem(entry) {
  const sources = Math.max(...SERVER_SOURCES.map((p) => newest(join(ROOT, p), serverSource)));
  for (const e of [entry, ...(ALSO_NEEDS[entry] ?? [])]) {
    const file = compiled(e);
    if (!existsSync(file)) return `${file} is missing`;
    if (statSync(file).mtimeMs < sources) return `${file} is older than the sources`;
  }
  const servesWeb = entry === SERVER || entry === 'scripts/cluster.ts';
  if (servesWeb && !/^(0|false|no|off)$/i.test(process.env.SERVE_WEB ?? '')) {
    const web = join(ROOT, process.env.WEB_DIST || 'dist/web');
    if (!existsSync(join(web, 'index.html'))) return `the web app is not built (${web}/index.html is missing)`;
    if (oldestFile(web) < Math.max(...WEB_SOURCES.map((p) => newest(join(ROOT, p), () => true)))) return `the web app in ${web} is older than its sources`;
  }
  return null;
}

const entry = process.argv[2];
if (!entry || !entry.endsWith('.ts') || !existsSync(join(ROOT, entry))) {
  console.error('usage: node scripts/launch.mjs <entry.ts> [args...]  (for example server/main.ts)');
  process.exit(2);
}

let file;
if (process.env.NODE_ENV === 'production') {
  const problem = productionBuildProblem(entry);
  if (problem) {
    console.error(`Cannot start in production: ${problem}. Run npm run build first.`);
    process.exit(1);
  }
  file = compiled(entry);
} else {
  if (entry === SERVER) {
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-stale.ts'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // The same module hooks as `node --import tsx`, registered before the entry is imported.
  await import('tsx');
  file = join(ROOT, entry);
}
// The entry sees the arguments as if it had been started itself: argv[1] is its file.
process.argv.splice(1, 2, file);
await import(pathToFileURL(file).href);
