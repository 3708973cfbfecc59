// CPU time from Linux's /proc stat files: a process's (/proc/<pid>/stat, every thread) or one
// thread's (/proc/<pid>/task/<tid>/stat). Benchmarks read the server's CPU this way around a
// measured window: it moves only with how fast the core runs, not with what else the machine does.
import { readFileSync } from 'node:fs';

/** USER_HZ: 100 on every Linux build we run on. */
const CLOCK_TICKS = 100;

/** User and system CPU time in µs from a stat file; null when it cannot be read (no /proc, or the process or thread is gone). */
export function statCpuUs(path: string): number | null {
  try {
    // Fields after the command (which may hold spaces, so the split starts after its ')'): utime and stime are the 12th and 13th.
    const stat = readFileSync(path, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
