// The cluster runner's supervision (scripts/cluster.ts, decision 0024), run for real on PostgreSQL:
// - a start on a port already taken (the proxy's or any process's) is refused with exit code 1 and
//   a message naming the port, before any process starts;
// - the runner killed with SIGKILL (no chance to stop its children) leaves no server process running
//   within 5 s: each child sees its IPC channel close, drains (leaving the cluster in the database)
//   and exits; its ports are free again.
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { dropPostgresDatabase, freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { freePort } from '#tests/helpers/server-process.ts';
import { clusterPostgresUrl } from './support/nodes.ts';
import { childPids, freePortRun, portFree, runFront, running, until, type Front } from './support/front.ts';

const PG = clusterPostgresUrl();
const DB_NAME = `ctf_front_${process.pid}`;

describe('npm run cluster: its processes live and die with it', () => {
  let databaseUrl = '';
  const fronts: Front[] = [];
  const pids: number[] = [];

  beforeAll(async () => {
    databaseUrl = await freshPostgresDatabase(PG, DB_NAME);
  }, 60_000);

  afterAll(async () => {
    // Whatever a failed test left behind.
    for (const f of fronts) if (f.proc.exitCode === null && f.proc.signalCode === null) f.proc.kill('SIGKILL');
    for (const pid of pids) if (running(pid)) process.kill(pid, 'SIGKILL');
    await dropPostgresDatabase(PG, DB_NAME);
  }, 60_000);

  function front(processes: number, port: number, firstInternalPort: number): Front {
    const f = runFront({ processes, port, firstInternalPort, databaseUrl });
    fronts.push(f);
    return f;
  }

  it("refuses a start when a process's port is taken, naming the port, before it starts anything", async () => {
    const port = await freePort();
    const first = await freePortRun(2);
    // Something else listens on node-2's port.
    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(first + 1, '127.0.0.1', resolve));
    try {
      const refused = front(2, port, first);
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain(`port ${first + 1} (node-2, on 127.0.0.1) is already in use`);
      expect(refused.output()).not.toContain(`port ${first} `);
      // Nothing was started: no process, and the proxy's port was never taken.
      expect(childPids(refused.output()).size).toBe(0);
      expect(await portFree(port)).toBe(true);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  }, 60_000);

  it('kill -9 of the runner: its processes drain and exit within 5 s and free their ports; a second runner on those ports is refused meanwhile', async () => {
    const port = await freePort();
    const first = await freePortRun(2);
    const cluster = front(2, port, first);
    // Up: the proxy answers, through both processes.
    await until(90_000, `the cluster on ${port}:\n${cluster.output()}`, async () => {
      if (cluster.proc.exitCode !== null) throw new Error(`the runner exited (${cluster.proc.exitCode}):\n${cluster.output()}`);
      return cluster.output().includes('node-1 (http') && cluster.output().includes('node-2 (http') && (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false));
    });
    const children = childPids(cluster.output());
    expect([...children.keys()]).toEqual(['node-1', 'node-2']);
    pids.push(...children.values());
    // A process that exited since it started (the runner restarts it under a new pid) says why in the runner's output.
    for (const pid of children.values()) expect(running(pid), `pid ${pid} is not running; the runner said:\n${cluster.output()}`).toBe(true);

    // A second cluster on the same ports is refused: every taken port is named, and exit code 1.
    const second = front(2, port, first);
    expect(await second.exited).toBe(1);
    for (const p of [port, first, first + 1]) expect(second.output()).toContain(`port ${p} (`);
    expect(childPids(second.output()).size).toBe(0);
    // The first cluster is untouched.
    for (const pid of children.values()) expect(running(pid)).toBe(true);

    cluster.proc.kill('SIGKILL');
    await cluster.exited;
    const goneMs = await until(5_000, 'the server processes to end', () => [...children.values()].every((pid) => !running(pid)));
    for (const p of [port, first, first + 1]) expect(await portFree(p), `port ${p}`).toBe(true);
    console.log(`[supervision] both server processes gone ${goneMs} ms after the runner's SIGKILL`);

    // They drained rather than crashed: each left the cluster (its heartbeat row removed, its leases ended).
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      expect((await db.query('select id from cluster_nodes')).rows).toEqual([]);
      expect((await db.query('select shard from shard_leases where expires_at > now()')).rows).toEqual([]);
    } finally {
      await db.end();
    }
  }, 120_000);
});
