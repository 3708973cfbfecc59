// A real server process on the built web app, for browser journeys. With DATABASE_URL set, the
// server uses a fresh PostgreSQL database of its own; otherwise a fresh DATA_DIR, started from the
// run's migrated template cluster when the e2e global setup made one (e2e-global-setup.ts).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { dropPostgresDatabase, freshPostgresDatabase } from './postgres.ts';
import { startServer, type ServerProcess } from './server-process.ts';

export interface E2EServer {
  base: string;
  server: ServerProcess;
  stop(): Promise<void>;
}

export async function startE2EServer(name: string, env: Record<string, string> = {}): Promise<E2EServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `ctf-e2e-${name}-`));
  const adminUrl = process.env.DATABASE_URL;
  // Named after this process and moment: journeys run side by side, and so may two runs on one
  // PostgreSQL. A pid alone comes round again (pid_max is 32,768 here), and a server left running by
  // an interrupted run reconnects to a database of its old name: it must never find a new run's.
  const dbName = `ctf_e2e_${name.replace(/\W/g, '_')}_${process.pid}_${Date.now().toString(36)}`;
  const dbEnv: Record<string, string> = adminUrl ? { DATABASE_URL: await freshPostgresDatabase(adminUrl, dbName) } : {};
  const template = adminUrl ? '' : inject('pgliteTemplate');
  if (template) cpSync(join(template, 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
  const server = await startServer({ DATA_DIR: dataDir, SERVE_WEB: 'true', LOG_LEVEL: 'warn', ...dbEnv, ...env });
  return {
    base: server.base,
    server,
    async stop() {
      await server.stop('SIGTERM');
      if (adminUrl) await dropPostgresDatabase(adminUrl, dbName);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
