// The cluster runner's supervisor (scripts/cluster/supervisor.ts) and its arguments
// (scripts/cluster/args.ts), with small stand-in children (`node -e`) instead of the server: what
// each child is told, restarts after a crash and their bound, and a stop that ends every child.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseClusterArgs } from '../../scripts/cluster/args.ts';
import { startProxy } from '../../scripts/cluster/proxy.ts';
import { COMPILED_SERVER, SERVER_NODE_ARGS, serverNodeArgs, ServerNotBuiltError, startCluster, type RunningCluster, type SupervisorEvent } from '../../scripts/cluster/supervisor.ts';
import { freePort } from '../helpers/free-port.ts';

/** Serves /api/health and, elsewhere, what the supervisor put in its environment. */
const STAND_IN = `
const http = require('node:http');
http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  if (req.url === '/api/health') return res.end(JSON.stringify({ status: 'healthy' }));
  const { CLUSTER, NODE_ID, HOST, PORT, INTERNAL_URL, AUTH_SECRET } = process.env;
  res.end(JSON.stringify({ CLUSTER, NODE_ID, HOST, PORT, INTERNAL_URL, AUTH_SECRET }));
}).listen(Number(process.env.PORT), process.env.HOST, () => console.log('listening on ' + process.env.PORT));
`;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(probe: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`condition not met within ${ms} ms`);
}

/** A port whose next one is free too (node-1 and node-2 listen on consecutive ports). */
async function twoFreePorts(): Promise<number> {
  for (let i = 0; i < 20; i++) {
    const first = await freePort();
    const nextFree = await new Promise<boolean>((resolve) => {
      const srv = createServer();
      srv.once('error', () => resolve(false));
      srv.listen(first + 1, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (nextFree) return first;
  }
  throw new Error('no two consecutive free ports');
}

let cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await c();
  cleanups = [];
});

function track(cluster: RunningCluster): RunningCluster {
  cleanups.push(() => cluster.stop());
  return cluster;
}

describe('the cluster supervisor', () => {
  it('starts each child as its own node, behind the proxy, and stops them all', async () => {
    const firstInternalPort = await twoFreePorts();
    const output: string[] = [];
    const cluster = track(
      startCluster({
        processes: 2,
        firstInternalPort,
        env: { AUTH_SECRET: 'x'.repeat(40) },
        nodeArgs: ['-e', STAND_IN],
        onOutput: (id, _stream, line) => output.push(`[${id}] ${line}`),
      }),
    );
    expect(cluster.children.map((c) => [c.nodeId, c.internalUrl])).toEqual([
      ['node-1', `http://127.0.0.1:${firstInternalPort}`],
      ['node-2', `http://127.0.0.1:${firstInternalPort + 1}`],
    ]);
    const pids = cluster.children.map((c) => c.pid!);
    expect(pids.every((p) => p > 0)).toBe(true);

    const proxy = await startProxy({ port: 0, upstreams: cluster.children.map((c) => c.internalUrl), healthIntervalMs: 100 });
    cleanups.push(() => proxy.stop());
    await until(() => proxy.upstreamsUp().length === 2);
    const seen = [];
    for (let i = 0; i < 2; i++) seen.push(await (await fetch(`${proxy.url}/env`)).json());
    expect(seen).toEqual(
      expect.arrayContaining([1, 2].map((n) => ({ CLUSTER: '1', NODE_ID: `node-${n}`, HOST: '127.0.0.1', PORT: String(firstInternalPort + n - 1), INTERNAL_URL: `http://127.0.0.1:${firstInternalPort + n - 1}`, AUTH_SECRET: 'x'.repeat(40) }))),
    );
    expect(output).toEqual(expect.arrayContaining([`[node-1] listening on ${firstInternalPort}`, `[node-2] listening on ${firstInternalPort + 1}`]));

    await cluster.stop();
    expect(pids.some(isAlive)).toBe(false);
    expect(cluster.children.map((c) => c.state)).toEqual(['stopped', 'stopped']);
  });

  it('gives each child its own metrics port, counting up from a first one', async () => {
    const firstInternalPort = await twoFreePorts();
    const told = async (env: Record<string, string>) => {
      const cluster = track(startCluster({ processes: 2, firstInternalPort, env, nodeArgs: ['-e', STAND_IN.replace('AUTH_SECRET }));', 'AUTH_SECRET, METRICS_PORT: process.env.METRICS_PORT ?? null }));')] }));
      const ports = [];
      for (const child of cluster.children) {
        await until(() => fetch(`${child.internalUrl}/env`).then((r) => r.ok, () => false));
        ports.push(((await (await fetch(`${child.internalUrl}/env`)).json()) as { METRICS_PORT: string | null }).METRICS_PORT);
      }
      await cluster.stop();
      return ports;
    };
    expect(await told({ METRICS_PORT: '9464' })).toEqual(['9464', '9465']);
    // 0 (any free port) stays 0 for each; unset, no child gets one.
    expect(await told({ METRICS_PORT: '0' })).toEqual(['0', '0']);
    expect(await told({})).toEqual([null, null]);
  });

  it('restarts a child that dies, with a new pid', async () => {
    const events: SupervisorEvent[] = [];
    const cluster = track(startCluster({ processes: 1, firstInternalPort: await freePort(), nodeArgs: ['-e', STAND_IN], restartDelayMs: 50, onEvent: (e) => events.push(e) }));
    const [child] = cluster.children;
    const firstPid = child!.pid!;
    process.kill(firstPid, 'SIGKILL');
    await until(() => child!.pid !== null && child!.pid !== firstPid);
    expect(events.map((e) => e.kind)).toEqual(['spawned', 'exited', 'restarting', 'spawned']);
    expect(events[1]).toMatchObject({ nodeId: 'node-1', pid: firstPid, signal: 'SIGKILL' });
    expect(events[3]).toMatchObject({ restart: true });
    expect(child!.restarts).toBe(1);
  });

  it('leaves a child down once it has crashed past the restart bound', async () => {
    const events: SupervisorEvent[] = [];
    const cluster = track(startCluster({ processes: 1, firstInternalPort: 1, nodeArgs: ['-e', 'process.exit(3)'], restartDelayMs: 20, maxRestarts: 3, onEvent: (e) => events.push(e) }));
    await until(() => cluster.children[0]!.state === 'down');
    const kinds = events.map((e) => e.kind);
    expect(kinds.filter((k) => k === 'spawned')).toHaveLength(4); // the first start and 3 restarts
    expect(kinds.filter((k) => k === 'exited')).toHaveLength(4);
    expect(kinds.at(-1)).toBe('gave-up');
    expect(events.find((e) => e.kind === 'exited')).toMatchObject({ code: 3 });
    await new Promise((r) => setTimeout(r, 100));
    expect(events.at(-1)!.kind).toBe('gave-up'); // and nothing after
  });

  it('kills a child that ignores SIGTERM once the grace period is over', async () => {
    const stubborn = `process.on('SIGTERM', () => console.log('not stopping')); console.log('ready'); setInterval(() => {}, 1000);`;
    let ready = false;
    const cluster = startCluster({ processes: 1, firstInternalPort: 1, nodeArgs: ['-e', stubborn], stopGraceMs: 300, onOutput: (_id, _s, line) => (ready ||= line === 'ready') });
    await until(() => ready);
    const pid = cluster.children[0]!.pid!;
    const started = Date.now();
    await cluster.stop();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(isAlive(pid)).toBe(false);
  });
});

describe('the server a child runs', () => {
  it('is the TypeScript sources through tsx, except in production: the compiled server with plain node, or a clear refusal without a build', () => {
    const root = mkdtempSync(join(tmpdir(), 'ctf-build-'));
    try {
      expect(serverNodeArgs(undefined, root)).toEqual([...SERVER_NODE_ARGS]);
      expect(serverNodeArgs('development', root)).toEqual(['--import', 'tsx', 'server/main.ts']);
      expect(() => serverNodeArgs('production', root)).toThrow(ServerNotBuiltError);
      expect(() => serverNodeArgs('production', root)).toThrow(/run npm run build first/);
      mkdirSync(dirname(join(root, COMPILED_SERVER)), { recursive: true });
      writeFileSync(join(root, COMPILED_SERVER), '');
      expect(serverNodeArgs('production', root)).toEqual(['dist/server/main.js']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('npm run cluster -- arguments', () => {
  const refused = (argv: string[], envPort?: string) => {
    const r = parseClusterArgs(argv, envPort);
    return r.ok ? null : r.message;
  };

  it('reads the counts and ports, with their defaults', () => {
    expect(parseClusterArgs(['--processes', '3'])).toEqual({ ok: true, args: { processes: 3, port: 4700, firstInternalPort: 4711 } });
    expect(parseClusterArgs(['--processes', '2'], '8080')).toEqual({ ok: true, args: { processes: 2, port: 8080, firstInternalPort: 4711 } });
    expect(parseClusterArgs(['--processes', '16', '--port', '80', '--first-internal-port', '9000'])).toEqual({ ok: true, args: { processes: 16, port: 80, firstInternalPort: 9000 } });
    expect(parseClusterArgs(['--help'])).toEqual({ ok: true, help: true });
  });

  it('refuses mistakes with one clear line', () => {
    expect(refused([])).toBe('How many processes? Give --processes N (1 to 16).');
    expect(refused(['--processes', '0'])).toBe('--processes must be 1 or more.');
    expect(refused(['--processes', '17'])).toBe('--processes must be at most 16.');
    expect(refused(['--processes', 'three'])).toBe('--processes must be a whole number.');
    expect(refused(['--processes', '2', '--port', '70000'])).toBe('--port must be at most 65535.');
    expect(refused(['--processes', '2'], 'http')).toBe('PORT must be a whole number.');
    expect(refused(['--processes', '3', '--port', '4712'])).toBe("--port 4712 is one of the processes' ports (4711-4713).");
    expect(refused(['--processes', '4', '--first-internal-port', '65534'])).toBe('--first-internal-port leaves no room for 4 ports below 65536.');
    expect(refused(['--processes', '2', '--nodes', '3'])).toBe("Unknown option '--nodes'.");
  });
});
