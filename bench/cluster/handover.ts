// The handover run of the cluster benchmark: K = 3 processes, the fleet joined and
// fighting, then the process holding the most shards is SIGKILLed. Measured from the kill:
//   (a) until the survivors hold every shard again (GET /api/cluster of each, every 50 ms);
//   (b) until every affected client (its socket closed, or its room's shard was the dead process's)
//       has a fresh `snapshot` (the fleet reconnects on close: 250 ms back-off, bounded retries);
//   (c) acknowledged but lost: attacks whose `attacked` event reached the attacker (broadcast only
//       after the tick's transaction committed) counted against the `attacked` entries of its log.
import pg from 'pg';
import { SHARD_COUNT, shardOfRoom } from '#server/cluster/shards.ts';
import { epochMs } from '#server/realtime/hub-stats.ts';
import { startFleet } from '../live/processes.ts';
import type { ClientTrace, FleetConfig, FleetReport } from '../live/protocol.ts';
import type { FleetDatabase } from './database.ts';
import { keepLogs, nodesOf, startCluster, viewsOf, waitBalanced } from './processes.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const K = 3;
/** Fighting before the kill, within the fleet's window. */
const BEFORE_KILL_MS = 3_000;
const POLL_MS = 50;
const HELD_TIMEOUT_MS = 30_000;
const BACK_TIMEOUT_MS = 30_000;
/** After every client is back: the fleet's window goes on this long (deliveries resumed). */
const AFTER_MS = 3_000;

export interface Handover {
  killed: string;
  killedShards: number;
  allHeldMs: number;
  /** Clients whose socket closed after the kill, or whose room was on the killed process. */
  affected: number;
  closed: number;
  /** Affected clients told left_room (handover) on an open socket: they joined again on it. */
  leftRoom: number;
  roomOnKilled: number;
  /** Affected clients with no fresh snapshot by the end. */
  notBack: number;
  /** Kill -> the last affected client's fresh snapshot (of those back). */
  allBackMs: number;
  clientBackP50Ms: number;
  /** Affected clients back that had a tick message after their fresh snapshot. */
  resumed: number;
  reconnectAttemptsFailed: number;
  ackedBeforeKill: number;
  ackedTotal: number;
  logged: number;
  /** Sum over crawlers of acknowledged attacks beyond the `attacked` entries of its log. */
  lost: number;
  closeCodes: Record<string, number>;
  /** A few clients' traces (acknowledged but missing, not back), times from the kill. */
  details: string[];
  fleet: FleetReport;
}

export async function handoverRun(opts: { dir: string; db: FleetDatabase; n: number; warmupMs: number; config: (urls: string[], nodes: Record<string, string>) => FleetConfig }): Promise<Handover> {
  const { db } = opts;
  const procs = await startCluster(K, db.env);
  const client = new pg.Client({ connectionString: db.pgUrl });
  await client.connect();
  try {
    await waitBalanced(procs);
    const rooms = await client.query<{ id: number; floor: number; x: number; y: number }>('select id, floor, x, y from rooms where id = any($1::int[])', [db.plan.roomIds]);
    const shardOf = new Map(rooms.rows.map((r) => [r.id, shardOfRoom(r)]));
    const fleet = await startFleet(opts.dir, opts.config(procs.map((p) => p.ws), nodesOf(procs)));
    let traces: ClientTrace[];
    let report: FleetReport;
    let killAt: number;
    let allHeldMs = Number.NaN;
    let victimShards: number[];
    let victimId: string;
    try {
      await sleep(opts.warmupMs);
      fleet.measureStart();
      await sleep(BEFORE_KILL_MS);
      const views = await viewsOf(procs);
      const most = views.reduce((best, v, i) => (v.shards.length > views[best]!.shards.length ? i : best), 0);
      const victim = procs[most]!;
      victimShards = views[most]!.shards;
      victimId = victim.nodeId;
      const survivors = procs.filter((p) => p !== victim);
      killAt = epochMs();
      await victim.kill();
      // (a) every shard held again, as the survivors themselves say.
      while (epochMs() - killAt < HELD_TIMEOUT_MS) {
        const seen = await Promise.all(survivors.map((p) => p.view(1_000).catch(() => null)));
        const held = new Set(seen.flatMap((v) => v?.shards ?? []));
        if (held.size === SHARD_COUNT) {
          allHeldMs = epochMs() - killAt;
          break;
        }
        await sleep(POLL_MS);
      }
      // (b) wait (bounded) until every affected client has a snapshot after the kill.
      const affectedNow = (ts: ClientTrace[]) => ts.filter((t) => t.closes.some((c) => c.at >= killAt) || t.leaves.some((at) => at >= killAt) || victimShards.includes(shardOf.get(roomOf(db, t.crawlerId)) ?? -1));
      const backAfter = (t: ClientTrace) => t.snapshots.some((s) => s > killAt);
      for (let waited = 0; waited < BACK_TIMEOUT_MS; waited += 500) {
        const ts = await fleet.trace();
        if (affectedNow(ts).every((t) => backAfter(t) || t.gaveUp)) break;
        await sleep(500);
      }
      await sleep(AFTER_MS);
      report = await fleet.measureStop();
      traces = await fleet.trace();
    } finally {
      await fleet.stop();
      await Promise.all(procs.map((p) => p.stop()));
      keepLogs('handover', procs);
    }
    // (c) the crawlers' logs, once every process has stopped (the survivors wrote what they had).
    const logged = new Map((await client.query<{ id: number; n: string }>(`select crawler_id as id, count(*)::text as n from crawler_events where kind = 'attacked' group by crawler_id`)).rows.map((r) => [r.id, Number(r.n)]));
    const closeCodes: Record<string, number> = {};
    let lost = 0;
    let ackedBeforeKill = 0;
    let ackedTotal = 0;
    const backMs: number[] = [];
    let affected = 0;
    let closed = 0;
    let leftRoom = 0;
    let roomOnKilled = 0;
    let notBack = 0;
    let resumed = 0;
    let failedAttempts = 0;
    const details: string[] = [];
    const rel = (xs: number[]) => xs.map((x) => Math.round(x - killAt)).join(' ');
    for (const t of traces) {
      const got = logged.get(t.crawlerId) ?? 0;
      lost += Math.max(0, t.acked.length - got);
      if (t.acked.length > got && details.length < 8) {
        const at = await client.query<{ ms: string }>(`select (extract(epoch from at) * 1000)::text as ms from crawler_events where crawler_id = $1 and kind = 'attacked' order by seq`, [t.crawlerId]);
        details.push(`crawler ${t.crawlerId}: acknowledged ${t.acked.length} at [${rel(t.acked)}] ms from the kill; logged ${got} at [${rel(at.rows.map((r) => Number(r.ms)))}]; closes [${rel(t.closes.map((c) => c.at))}]`);
      }
      ackedTotal += t.acked.length;
      ackedBeforeKill += t.acked.filter((a) => a < killAt).length;
      failedAttempts += t.failedAttempts;
      const closes = t.closes.filter((c) => c.at >= killAt);
      for (const c of closes) closeCodes[c.code] = (closeCodes[c.code] ?? 0) + 1;
      const onKilled = victimShards.includes(shardOf.get(roomOf(db, t.crawlerId)) ?? -1);
      const left = t.leaves.some((at) => at >= killAt);
      if (!closes.length && !onKilled && !left) continue;
      affected++;
      if (closes.length) closed++;
      if (left) leftRoom++;
      if (onKilled) roomOnKilled++;
      const back = t.snapshots.find((s) => s > killAt);
      if (back === undefined) {
        notBack++;
        if (details.length < 16) details.push(`not back: crawler ${t.crawlerId} (room ${roomOf(db, t.crawlerId)}, shard ${shardOf.get(roomOf(db, t.crawlerId))}): closes [${t.closes.map((c) => `${Math.round(c.at - killAt)}:${c.code}`).join(' ')}], leaves [${rel(t.leaves)}], snapshots [${rel(t.snapshots)}], last tick ${Math.round(t.lastTickAt - killAt)}, ${t.rejoins} rejoins, ${t.failedAttempts} failed attempts${t.gaveUp ? ', gave up' : ''}`);
        continue;
      }
      backMs.push(back - killAt);
      if (t.lastTickAt > back) resumed++;
    }
    backMs.sort((a, b) => a - b);
    return {
      killed: victimId,
      killedShards: victimShards.length,
      allHeldMs,
      affected,
      closed,
      leftRoom,
      roomOnKilled,
      notBack,
      allBackMs: backMs.length ? backMs[backMs.length - 1]! : Number.NaN,
      clientBackP50Ms: backMs.length ? backMs[Math.floor(backMs.length / 2)]! : Number.NaN,
      resumed,
      reconnectAttemptsFailed: failedAttempts,
      ackedBeforeKill,
      ackedTotal,
      logged: [...logged.values()].reduce((a, b) => a + b, 0),
      lost,
      closeCodes,
      details,
      fleet: report,
    };
  } finally {
    await client.end().catch(() => {});
  }
}

const roomOf = (db: FleetDatabase, crawlerId: number): number => db.plan.members.find((m) => m.crawlerId === crawlerId)?.roomId ?? -1;

export function describeHandover(h: Handover): string {
  const delivered = h.fleet.expectedTickMessages ? (h.fleet.tickMessages / h.fleet.expectedTickMessages) * 100 : Number.NaN;
  return [
    `  killed ${h.killed} (${h.killedShards} shards); every shard held again after ${h.allHeldMs.toFixed(0)} ms`,
    `  affected clients ${h.affected} (socket closed ${h.closed}: ${Object.entries(h.closeCodes).map(([c, n]) => `code ${c} x${n}`).join(', ') || 'none'}; left_room on an open socket ${h.leftRoom}; room on the killed process ${h.roomOnKilled}); back with a fresh snapshot: all but ${h.notBack}, the last after ${h.allBackMs.toFixed(0)} ms (median ${h.clientBackP50Ms.toFixed(0)} ms); ${h.resumed} had tick messages again; ${h.reconnectAttemptsFailed} reconnection attempts failed`,
    `  attacks acknowledged ${h.ackedTotal} (${h.ackedBeforeKill} before the kill), 'attacked' entries logged ${h.logged}; acknowledged but missing from the log: ${h.lost}`,
    ...h.details.map((d) => `    ${d}`),
    `  fleet over the window (kill inside): latency p99 ${h.fleet.latencyMs.p99.toFixed(1)} ms, delivered ${delivered.toFixed(2)}%, missed room ticks ${h.fleet.missedTicks}`,
  ].join('\n');
}
