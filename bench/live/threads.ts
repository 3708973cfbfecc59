// The server's CPU split by thread, from /proc/<pid>/task/<tid>/stat: its main thread (the event
// loop: sockets, ticks, routes), its busiest other thread (on PGlite, the database's worker thread,
// decision 0042) and the rest (V8's compiler and GC helpers, libuv's pool). A profile shows only
// where a thread's time goes, with its own overhead; this shows how the process's CPU divides.
import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: 100 on every Linux build we run on. */
const CLOCK_TICKS = 100;

/** Every thread's CPU time so far (user and system, µs) by thread id; null without /proc. */
export function threadCpu(pid: number): Map<number, number> | null {
  try {
    const out = new Map<number, number>();
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        // After the command (which may hold spaces, so the split starts after its ')'): utime and stime are the 12th and 13th fields.
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        out.set(Number(tid), ((Number(f[11]) + Number(f[12])) * 1e6) / CLOCK_TICKS);
      } catch {
        // The thread ended between the listing and the read: its time is gone with it.
      }
    }
    return out;
  } catch {
    return null;
  }
}

export interface ThreadSplit {
  /** CPU µs between the two readings: the main thread, the busiest other thread, every other one. */
  mainUs: number;
  otherUs: number;
  restUs: number;
}

/** How the CPU between `before` and `after` (threadCpu of `pid`) divides; the main thread's id is the pid. */
export function threadSplit(pid: number, before: Map<number, number>, after: Map<number, number>): ThreadSplit {
  let mainUs = 0;
  const others: number[] = [];
  for (const [tid, us] of after) {
    const used = us - (before.get(tid) ?? 0);
    if (tid === pid) mainUs = used;
    else others.push(used);
  }
  others.sort((a, b) => b - a);
  const otherUs = others[0] ?? 0;
  return { mainUs, otherUs, restUs: others.slice(1).reduce((a, b) => a + b, 0) };
}
