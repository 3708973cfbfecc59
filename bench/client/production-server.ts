// One server in production mode serving a built web app (`webDir`) on a fresh data directory, with
// dev login on: what the Lighthouse bench and the crawler page's profile load pages from.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { freePort, spawnServer, waitHealthy, type ServerProcess } from '#tests/helpers/server-process.ts';

export async function startProductionServer(webDir: string, label: string): Promise<{ server: ServerProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), `ctf-${label}-data-`));
  const server = spawnServer({
    PORT: String(await freePort()),
    NODE_ENV: 'production',
    AUTH_SECRET: `${label}-bench-secret-of-at-least-32-characters`,
    DEV_LOGIN: '1',
    DATA_DIR: dataDir,
    SERVE_WEB: 'true',
    WEB_DIST: webDir,
    LOG_LEVEL: 'warn',
    DUNGEON_FLOORS: '2',
    SEASON_SEED: String(TEST_SEASON_SEED),
  });
  try {
    // A first start creates the season's dungeon; on a busy machine that takes minutes.
    await waitHealthy(server, 240_000);
  } catch (error) {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return { server, dataDir };
}
