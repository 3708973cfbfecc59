// The server's CPU split by thread, from /proc/<pid>/task/<tid>/stat: its main thread (the event
// loop: sockets, ticks, routes), its busiest other thread (on PGlite, the database's worker thread,
// decision 0042) and the rest (V8's compiler and GC helpers, libuv's pool). A profile shows only
// where a thread's time goes, with its own overhead; this shows how the process's CPU divides.
import { readdirSync } from 'node:fs';
import { statCpuUs } from '../proc-cpu.ts';

/** Every thread's CPU time so far (user and system, µs) by thread id; null without /proc. */
export function threadCpu(pid: number): Map<number, number> | null {
  try {
    const out = new Map<number, number>();
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      // A thread that ended between the listing and the read took its time with it.
      const us = statCpuUs(`/proc/${pid}/task/${tid}/stat`);
      if (us !== null) out.set(Number(tid), us);
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
