// One server start on DATA_DIR, split into phases, in a process of its own (bench/startup.bench.ts
// runs it): node + tsx boot, loading the app's modules, opening PGlite (start + migrations check),
// buildApp (auth, Season 1 check, the season's dungeon loaded or generated and stored, routes) and
// listen. Steps as server/main.ts takes them, one after the other; prints one JSON line of ms.
// Run: DATA_DIR=<dir> node --import tsx bench/startup/phases.ts
import { performance } from 'node:perf_hooks';

const boot = performance.now(); // time from process start (node + tsx loader) to this line
let t = performance.now();
const lap = () => {
  const now = performance.now();
  const ms = now - t;
  t = now;
  return ms;
};
const { loadEnv } = await import('#server/env.ts');
const { openDataDir } = await import('#server/db/database.ts');
const { resolveAuthSecret } = await import('#server/secret.ts');
const { buildApp } = await import('#server/app.ts');
const modules = lap();
const env = loadEnv({ ...process.env, NODE_ENV: 'development', SERVE_WEB: 'false', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent' });
const database = await openDataDir(env.DATA_DIR);
const openDatabase = lap();
const { app } = await buildApp({ env, database, authSecret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR), autoTick: false });
const build = lap();
await app.listen({ port: 0, host: '127.0.0.1' });
const listen = lap();
await app.close();
await database.close();
console.log(JSON.stringify({ boot, modules, openDatabase, buildApp: build, listen }));
