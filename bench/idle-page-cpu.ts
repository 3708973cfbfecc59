// What an idle page costs the browser: a signed-in crawler page (a new crawler standing at the
// entrance, nothing moving) left alone for IDLE_S seconds, CPU of every Chromium process read from
// /proc before and after, as it is and with the page's CSS animations stopped. A page that nobody
// touches should cost next to nothing (a phone's battery; two browsers per lane in the journeys).
// Run: node --import tsx bench/idle-page-cpu.ts [webDir]   IDLE_S (10), RUNS (3), PATHS (/crawler/:id,/dashboard)
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { launchBrowser } from '#tests/helpers/browser.ts';
import { startProductionServer } from './client/production-server.ts';
import { newSponsor, signedInMobileContext } from './client/signed-in-page.ts';

const IDLE_S = Number(process.env.IDLE_S ?? 10);
const RUNS = Number(process.env.RUNS ?? 3);
const PATHS = (process.env.PATHS ?? '/crawler/:id,/dashboard').split(',');
const webDir = resolve(process.argv[2] ?? 'dist/web');
const TICK = 100; // USER_HZ

/** CPU ticks (user + system) of this process's descendants (its Chromium), by pid: not another browser on the machine. */
function chromiumTicks(): Map<string, number> {
  const stats = new Map<string, { ppid: string; ticks: number }>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      stats.set(pid, { ppid: fields[1]!, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  const mine = (pid: string): boolean => {
    for (let p = stats.get(pid)?.ppid, depth = 0; p && depth < 10; p = stats.get(p)?.ppid, depth++) if (p === String(process.pid)) return true;
    return false;
  };
  const ticks = new Map<string, number>();
  for (const [pid, s] of stats) if (mine(pid)) ticks.set(pid, s.ticks);
  return ticks;
}

/** CPU seconds between two readings, of the processes alive at both (a closed context's renderer is not counted). */
function cpuBetween(before: Map<string, number>, after: Map<string, number>): number {
  let ticks = 0;
  for (const [pid, t] of after) if (before.has(pid)) ticks += t - before.get(pid)!;
  return ticks / TICK;
}

const { server, dataDir } = await startProductionServer(webDir, 'idle');
const browser = await launchBrowser();
try {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const path of PATHS) {
    for (const still of [false, true]) {
      const costs: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const { token, id } = await newSponsor(server.base, 'idle', run + (still ? 100 : 0) + PATHS.indexOf(path) * 1000);
        const context = await signedInMobileContext(browser, server.base, token);
        const page = await context.newPage();
        await page.goto(`${server.base}${path.replace(':id', String(id))}`);
        await page.waitForLoadState('networkidle');
        if (still) await page.addStyleTag({ content: '*, *::before, *::after { animation: none !important; }' });
        await page.waitForTimeout(2_000);
        const before = chromiumTicks();
        await page.waitForTimeout(IDLE_S * 1000);
        costs.push(cpuBetween(before, chromiumTicks()) / IDLE_S);
        await context.close();
      }
      console.log(`${path.padEnd(14)} ${still ? 'animations stopped' : 'as it is        '}  Chromium CPU ${(100 * median(costs)).toFixed(1)} % of a core (runs: ${costs.map((c) => (100 * c).toFixed(1)).join(', ')}), load ${loadavg()[0]!.toFixed(1)}`);
    }
  }
} finally {
  await browser.close();
  await server.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
