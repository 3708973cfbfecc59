// A real server process on the built web app, for browser journeys. With DATABASE_URL set, the
// server uses a fresh PostgreSQL database of its own; otherwise a fresh DATA_DIR.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgresDatabase } from './postgres.ts';
import { startServer, type ServerProcess } from './server-process.ts';

export interface E2EServer {
  base: string;
  server: ServerProcess;
  stop(): Promise<void>;
}

export async function startE2EServer(name: string, env: Record<string, string> = {}): Promise<E2EServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `ctf-e2e-${name}-`));
  const dbEnv: Record<string, string> = process.env.DATABASE_URL
    ? { DATABASE_URL: await freshPostgresDatabase(process.env.DATABASE_URL, `ctf_e2e_${name.replace(/\W/g, '_')}`) }
    : {};
  const server = await startServer({ DATA_DIR: dataDir, SERVE_WEB: 'true', LOG_LEVEL: 'warn', ...dbEnv, ...env });
  return {
    base: server.base,
    server,
    async stop() {
      await server.stop('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
