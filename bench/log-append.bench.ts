// Why the event log appends by unnest arrays without a per-row foreign key (docs/decisions/0040):
// the CPU one append of 800 position samples (one flush slice at 2,000 crawlers) costs on in-memory
// PGlite, in four shapes, interleaved so that a shared machine's load falls on all of them alike.
// Tables shaped like crawler_events / crawler_event_heads / crawlers (primary key, partial feed index,
// jsonb data); 'current' is the append as it was before issue 27, 'unnest no fk' as it is now.
// Prints medians of CPU ms per append and µs per row. Run: node --import tsx bench/log-append.bench.ts
import { PGlite } from '@electric-sql/pglite';
const N = 2000, ROWS = 800;
async function setup(fk: boolean, feedIdx: boolean) {
  const db = new PGlite(); await db.waitReady;
  await db.exec(`create table crawlers (id int primary key, retired_at timestamptz, pad text default repeat('x',400));
   insert into crawlers (id) select g from generate_series(1,${N}) g;
   create table heads (crawler_id int primary key ${fk ? 'references crawlers(id) on delete cascade' : ''}, last_seq int not null);
   create table ev (crawler_id int not null ${fk ? 'references crawlers(id) on delete cascade' : ''}, seq int not null, tick int not null, at timestamptz not null, room_id int, kind text not null, data jsonb not null, primary key (crawler_id, seq));
   ${feedIdx ? `create index ev_feed on ev (crawler_id, at desc) where (kind in ('sponsored','entered_room','rewarded','died','picked_up','gift_arrived','bought','sold') or (kind in ('attacked','rested') and data->>'by' = 'orders'));` : ''}`);
  return db;
}
interface Row { c: number; t: number; a: string; r: number; k: string; d: { x: number; y: number }; s?: number }
interface Head { crawler_id: number; last_seq: number }
let base = 0;
function batch(slice: number) {
  const ids: number[] = []; for (let i = 1; i <= N; i++) if (i % 25 === slice) ids.push(i);
  const rows: Row[] = [];
  for (const id of ids) for (let k = 0; k < ROWS / ids.length; k++) rows.push({ c: id, t: base + k, a: new Date(Date.now() + k).toISOString(), r: 5, k: 'moved', d: { x: 12.34, y: 56.78 } });
  return { ids, rows };
}
async function appendCurrent(db: PGlite, ids: number[], rows: Row[], notExists: boolean) {
  await db.transaction(async (tx) => {
    const locked = await tx.query<Head>(`insert into heads (crawler_id, last_seq) select v.id, 0 from json_to_recordset($1::json) as v(id integer) order by v.id on conflict (crawler_id) do update set last_seq = heads.last_seq returning crawler_id, last_seq`, [JSON.stringify(ids.map((id) => ({ id })))]);
    const next = new Map<number, number>(); for (const r of locked.rows) next.set(r.crawler_id, r.last_seq + 1);
    const out = rows.map((e) => { const s = next.get(e.c)!; next.set(e.c, s + 1); return { ...e, s }; });
    await tx.query(`with added as (insert into ev (crawler_id, seq, tick, at, room_id, kind, data) select v.c, v.s, v.t, v.a, v.r, v.k, v.d from json_to_recordset($1::json) as v(c integer, s integer, t integer, a timestamptz, r integer, k text, d jsonb) ${notExists ? "where v.k = 'retired' or not exists (select 1 from crawlers c where c.id = v.c and c.retired_at is not null)" : ''} returning crawler_id, seq) update heads h set last_seq = m.last from (select crawler_id, max(seq) as last from added group by crawler_id) m where h.crawler_id = m.crawler_id`, [JSON.stringify(out)]);
  });
}

async function appendCopy(db: PGlite, ids: number[], rows: Row[]) {
  await db.transaction(async (tx) => {
    const locked = await tx.query<Head>(`insert into heads (crawler_id, last_seq) select v.id, 0 from unnest($1::int[]) as v(id) order by v.id on conflict (crawler_id) do update set last_seq = heads.last_seq returning crawler_id, last_seq`, [ids]);
    const next = new Map<number, number>(); for (const r of locked.rows) next.set(r.crawler_id, r.last_seq + 1);
    let text = '';
    for (const e of rows) { const s = next.get(e.c)!; next.set(e.c, s + 1); text += `${e.c}\t${s}\t${e.t}\t${e.a}\t${e.r}\t${e.k}\t${JSON.stringify(e.d)}\n`; }
    await tx.query(`copy ev (crawler_id, seq, tick, at, room_id, kind, data) from '/dev/blob'`, [], { blob: new Blob([text]) });
    const ids2 = [...next.keys()], last = ids2.map((id) => next.get(id)! - 1);
    await tx.query(`update heads h set last_seq = m.last from unnest($1::int[], $2::int[]) as m(id, last) where h.crawler_id = m.id`, [ids2, last]);
  });
}
async function appendUnnest(db: PGlite, ids: number[], rows: Row[]) {
  await db.transaction(async (tx) => {
    const locked = await tx.query<Head>(`insert into heads (crawler_id, last_seq) select v.id, 0 from unnest($1::int[]) as v(id) order by v.id on conflict (crawler_id) do update set last_seq = heads.last_seq returning crawler_id, last_seq`, [ids]);
    const next = new Map<number, number>(); for (const r of locked.rows) next.set(r.crawler_id, r.last_seq + 1);
    const c: number[] = [], sq: number[] = [], t: number[] = [], a: string[] = [], r: number[] = [], k: string[] = [], d: string[] = [];
    for (const e of rows) { const s = next.get(e.c)!; next.set(e.c, s + 1); c.push(e.c); sq.push(s); t.push(e.t); a.push(e.a); r.push(e.r); k.push(e.k); d.push(JSON.stringify(e.d)); }
    await tx.query(`insert into ev (crawler_id, seq, tick, at, room_id, kind, data) select * from unnest($1::int[], $2::int[], $3::int[], $4::timestamptz[], $5::int[], $6::text[], $7::jsonb[])`, [c, sq, t, a, r, k, d]);
    const ids2 = [...next.keys()], last = ids2.map((id) => next.get(id)! - 1);
    await tx.query(`update heads h set last_seq = m.last from unnest($1::int[], $2::int[]) as m(id, last) where h.crawler_id = m.id`, [ids2, last]);
  });
}
const variants: [string, boolean, boolean, boolean, number][] = [['current', true, true, true, 0], ['no fk', false, true, true, 0], ['unnest no fk', false, true, false, 2], ['copy no fk', false, true, false, 1]];
const dbs = await Promise.all(variants.map(([, fk, feed]) => setup(fk, feed)));
const times = variants.map(() => [] as number[]);
for (let i = 0; i < 60; i++) {
  const { ids, rows } = batch(i % 25); base += 100;
  for (let v = 0; v < variants.length; v++) {
    const c = process.cpuUsage(); const m = variants[v]![4]; if (m === 1) await appendCopy(dbs[v]!, ids, rows); else if (m === 2) await appendUnnest(dbs[v]!, ids, rows); else await appendCurrent(dbs[v]!, ids, rows, variants[v]![3]); const d = process.cpuUsage(c); times[v]!.push((d.user + d.system) / 1000);
  }
}
for (let v = 0; v < variants.length; v++) { const t = times[v]!.sort((a, b) => a - b); console.log(variants[v]![0].padEnd(15), 'cpu ms/flush median', t[t.length >> 1]!.toFixed(1), 'µs/row', (t[t.length >> 1]! * 1000 / ROWS).toFixed(1)); }
for (const d of dbs) console.log('rows written', (await d.query<{ n: number }>('select count(*)::int as n from ev')).rows[0]!.n);
