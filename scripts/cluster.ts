// `npm run cluster -- --processes N [--port P] [--first-internal-port Q]`: one season
// served by N server processes on one PostgreSQL, behind a proxy on one port:
//
//   players -> proxy :P (round-robin over healthy processes) -> node-1 :Q, node-2 :Q+1, ... -> PostgreSQL
//
// Every process accepts any request and forwards it to the process that owns the crawler's room,
// so the proxy knows nothing of rooms (docs/decisions/0014-cluster-proxy.md). A socket is told which
// process owns its room and reconnects naming it (`?node=node-i`): the proxy knows each process's
// id and sends such an upgrade straight there (docs/decisions/0041-cluster-direct-sockets.md). The
// parts a test starts on its own live in scripts/cluster/.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { resolveAuthSecret } from '#server/secret.ts';
import { DEFAULT_REDIS_URL } from '#server/env.ts';
import { connectRedis, RedisUnavailableError } from '#server/limits/redis.ts';
import { CLUSTER_USAGE, parseClusterArgs } from './cluster/args.ts';
import { DEFAULT_CLUSTER_DATABASE_URL, DatabaseUnavailableError, describeDatabase, ensureDatabase } from './cluster/database.ts';
import { describeTaken, takenPorts } from './cluster/ports.ts';
import { startProxy, type RunningProxy } from './cluster/proxy.ts';
import { serverNodeArgs, ServerNotBuiltError, startCluster, type SupervisorEvent } from './cluster/supervisor.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const say = (line: string) => console.log(`[cluster] ${line}`);
const fail = (line: string): never => {
  console.error(`[cluster] ${line}`);
  process.exit(1);
};

async function main(): Promise<void> {
  const parsed = parseClusterArgs(process.argv.slice(2), process.env.PORT);
  if (!parsed.ok) {
    console.error(`${parsed.message}\n\n${CLUSTER_USAGE}`);
    process.exit(1);
  }
  if ('help' in parsed) {
    console.log(CLUSTER_USAGE);
    return;
  }
  const { processes, port, firstInternalPort } = parsed.args;
  const host = process.env.HOST || '0.0.0.0';

  // Every port free before anything starts (a port still held by an earlier cluster's processes
  // would answer our proxy's health checks while our own processes fail to listen).
  const taken = await takenPorts([
    { port, host, what: 'the proxy' },
    ...Array.from({ length: processes }, (_, i) => ({ port: firstInternalPort + i, host: '127.0.0.1', what: `node-${i + 1}` })),
  ]);
  if (taken.length) {
    for (const line of describeTaken(taken)) console.error(`[cluster] ${line}`);
    process.exit(1);
  }

  let nodeArgs: string[];
  try {
    nodeArgs = serverNodeArgs(process.env.NODE_ENV);
  } catch (err) {
    if (err instanceof ServerNotBuiltError) return fail(err.message);
    throw err;
  }

  const databaseUrl = process.env.DATABASE_URL || DEFAULT_CLUSTER_DATABASE_URL;
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) fail('DATABASE_URL must start with postgres:// or postgresql://');
  try {
    if ((await ensureDatabase(databaseUrl)) === 'created') say(`created database ${describeDatabase(databaseUrl)}`);
  } catch (err) {
    if (err instanceof DatabaseUnavailableError) fail(err.message);
    throw err;
  }
  // The processes count their limits together in Redis and refuse to start without it: say so once,
  // here, rather than let the supervisor restart each of them until it gives up.
  try {
    (await connectRedis(process.env.REDIS_URL || DEFAULT_REDIS_URL)).disconnect();
  } catch (err) {
    if (err instanceof RedisUnavailableError) fail(err.message);
    throw err;
  }

  // The same step as `npm start`, in its own process: it decides and builds, or says it is current.
  // Not in production (`npm run build` made everything, and the build tools may not be installed),
  // nor when the processes serve the API alone (SERVE_WEB=false).
  if (process.env.NODE_ENV !== 'production' && !['0', 'false', 'no', 'off'].includes(process.env.SERVE_WEB ?? '')) {
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-stale.ts'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) fail('the web app did not build (see above)');
  }

  // One secret for all: a session cookie signed by one process is read by every other.
  const authSecret = process.env.AUTH_SECRET || resolveAuthSecret(undefined, process.env.DATA_DIR || './data');
  if (authSecret.length < 32) fail('AUTH_SECRET must be at least 32 characters');

  const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;
  const upstreams = Array.from({ length: processes }, (_, i) => `http://127.0.0.1:${firstInternalPort + i}`);
  const nodeOf = new Map(upstreams.map((u, i) => [u, `node-${i + 1}`]));

  // The proxy first: a port already taken stops the run before any process starts.
  let proxy: RunningProxy;
  try {
    proxy = await startProxy({
      port,
      host,
      upstreams,
      // The ids the supervisor gives the processes (NODE_ID), for sockets that name their room's owner.
      nodes: Object.fromEntries([...nodeOf].map(([upstream, nodeId]) => [nodeId, upstream])),
      onUpstreamChange: (upstream, up) => say(`${nodeOf.get(upstream)} (${upstream}) is ${up ? 'up' : 'down'}`),
    });
  } catch (err) {
    return fail(`the proxy cannot listen on ${host}:${port} (${(err as Error).message})`);
  }

  let stopping = false;
  const describe = (e: SupervisorEvent): string | null => {
    switch (e.kind) {
      case 'spawned':
        return e.restart ? `${e.nodeId} restarted as pid ${e.pid}` : null;
      case 'exited':
        if (stopping) return `${e.nodeId} stopped (${e.signal ?? `code ${e.code}`})`;
        return `${e.nodeId} (pid ${e.pid}) exited unexpectedly (${e.signal ? `signal ${e.signal}` : `code ${e.code}`})`;
      case 'restarting':
        return `${e.nodeId} restarts in ${e.inMs / 1000} s`;
      case 'gave-up':
        return `${e.nodeId} exited again after ${e.restarts} restarts within ${e.windowMs / 1000} s; it stays down (fix the cause, then run npm run cluster again)`;
    }
  };
  const cluster = startCluster({
    processes,
    firstInternalPort,
    nodeArgs,
    env: { DATABASE_URL: databaseUrl, AUTH_SECRET: authSecret, PUBLIC_URL: publicUrl },
    onEvent: (e) => {
      const line = describe(e);
      if (line) say(line);
    },
  });

  for (const child of cluster.children) say(`${child.nodeId}  ${child.internalUrl}  pid ${child.pid ?? '-'}`);
  say(`${processes} process${processes === 1 ? '' : 'es'} on ${describeDatabase(databaseUrl)}; players connect to ${publicUrl} (proxy on ${host}:${proxy.port})`);

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping the proxy and the processes`);
    await proxy.stop();
    await cluster.stop();
    say('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
