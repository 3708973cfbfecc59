// One position flush slice at N walking crawlers (N / 25 crawlers, 5 s of samples each, turning every
// 1.2 s like the live-rooms fleet) through the real recorder and repository on in-memory PGlite:
// CPU ms of the whole process per flush (median and p90 of ROUNDS flushes after a first pass over
// the slices), entries per flush, and the rows and entries stored (decision 0045: a crawler's samples
// share a row). Run: node --import tsx bench/flush-append.bench.ts (N=2000, ROUNDS=150).
// Alternate two checkouts for a before/after: the machine's speed drifts.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- drops the heads' key (the bench's crawlers are only ids) and counts the stored rows
import { sql } from 'drizzle-orm';
import { createEventLogRepository } from '#server/repositories/event-log-repository.ts';
import { createEventRecorder } from '#server/services/event-recorder.ts';
import { createTestApp } from '#tests/helpers/app.ts';

const N = Number(process.env.N ?? 2000), SLICES = 25, ROUNDS = Number(process.env.ROUNDS ?? 150), T0 = Date.UTC(2026, 10, 28);
const t = await createTestApp();
const db = t.database.db;
await db.execute(sql`alter table crawler_event_heads drop constraint if exists crawler_event_heads_crawler_id_crawlers_id_fk`);
const recorder = createEventRecorder({ db, log: createEventLogRepository(db), seasonStartMs: () => T0 });
const pos = new Map<number, { x: number; dir: number; home: number }>();
let clock = T0;
const cpu: number[] = [];
let entries = 0;
for (let r = 0; r < ROUNDS; r++) {
  const slice = r % SLICES;
  // 5 s of reports every 200 ms for this slice's crawlers (legs of 3 units at 0.5 a step).
  for (let k = 0; k < 25; k++) {
    clock += 200;
    for (let id = 1 + slice; id <= N; id += SLICES) {
      let p = pos.get(id);
      if (!p) pos.set(id, (p = { x: 20, dir: 1, home: 20 }));
      p.x += p.dir * 0.5;
      if (p.x >= p.home + 3 || p.x <= p.home) p.dir = -p.dir;
      recorder.sample(id, 100 + (id % 200), p.x, 30, clock);
    }
  }
  const before = process.cpuUsage();
  const n = await recorder.flushSamples((id) => id % SLICES === slice % SLICES);
  const used = process.cpuUsage(before);
  if (r >= SLICES) { cpu.push((used.user + used.system) / 1000); entries += n; }
}
cpu.sort((a, b) => a - b);
const med = cpu[Math.floor(cpu.length / 2)]!;
// (A checkout before decision 0045 has no span column: a row was an entry.)
const rows = await db.execute(sql`select count(*)::int as n, sum(span)::int as e from crawler_events`).catch(async () => db.execute(sql`select count(*)::int as n, count(*)::int as e from crawler_events`));
console.log(JSON.stringify({ cpuMsPerFlushMedian: +med.toFixed(2), p90: +cpu[Math.floor(cpu.length * 0.9)]!.toFixed(2), entriesPerFlush: Math.round(entries / cpu.length), stored: (rows as unknown as { rows: unknown[] }).rows?.[0] ?? rows }));
await t.close();
process.exit(0);
