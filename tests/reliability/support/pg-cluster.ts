// A throwaway PostgreSQL cluster of our own (Debian's binaries), on a free port, that a test may stop
// and start at will. It never touches the shared PostgreSQL on 5432. As root the cluster runs as the
// 'postgres' system user (PostgreSQL refuses to run as root).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '#tests/helpers/server-process.ts';

export interface PgCluster {
  port: number;
  dir: string;
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  start(): void;
  /** Fast shutdown: open connections are terminated, new ones refused until start(). */
  stop(): void;
  /** Stops the cluster (if running) and deletes its files. */
  destroy(): void;
  log(): string;
}

/** The newest installed PostgreSQL's bin directory, or null when none is installed. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0]!, 'bin') : null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function runAsOwner(bin: string, args: string[]): string {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
}

export async function createPgCluster(): Promise<PgCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql/*/bin');
  const dir = mkdtempSync(join(tmpdir(), 'ctf-pgcluster-'));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  runAsOwner(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  let running = false;
  const cluster: PgCluster = {
    port,
    dir,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
      running = true;
    },
    stop() {
      runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
      running = false;
    },
    destroy() {
      try {
        if (running) cluster.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    log() {
      try {
        return execFileSync('cat', [logFile], { encoding: 'utf8' });
      } catch {
        return '';
      }
    },
  };
  cluster.start();
  return cluster;
}
