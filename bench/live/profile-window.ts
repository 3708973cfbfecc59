// Cuts a V8 .cpuprofile (node --cpu-prof) down to one time window, so the live-rooms summary shows
// the measured window only, not the server's start and the fleet's thousands of joins. A profile's
// timestamps are monotonic-clock microseconds (process.hrtime), which the hub's stats carry too.
import { readFileSync } from 'node:fs';
import { summariseProfile } from '../profile-summary.ts';

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export function sliceProfile(profile: CpuProfile, fromUs: number, toUs: number): CpuProfile {
  const samples: number[] = [];
  const deltas: number[] = [];
  let t = profile.startTime;
  let last: number | null = null;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (t < fromUs || t > toUs) continue;
    samples.push(profile.samples[i]!);
    deltas.push(last === null ? 0 : t - last);
    last = t;
  }
  return { ...profile, startTime: fromUs, endTime: toUs, samples, timeDeltas: deltas };
}

/** Markdown summary of the profile in `path`, within [fromUs, toUs] of the monotonic clock. */
export function summariseWindow(path: string, fromUs: number, toUs: number, top = 25): string {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  return summariseProfile(sliceProfile(profile, fromUs, toUs), top);
}

/** The share of [fromUs, toUs] that the profile's thread was busy (not idle), 0..1. */
export function busyShare(path: string, fromUs: number, toUs: number): number {
  const profile = sliceProfile(JSON.parse(readFileSync(path, 'utf8')) as CpuProfile, fromUs, toUs);
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) if (!idle.has(profile.samples[i]!)) busy += profile.timeDeltas[i + 1] ?? 0;
  return busy / Math.max(1, toUs - fromUs);
}
