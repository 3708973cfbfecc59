// The season ladder (game/ladder.ts) read off indexes: each category's top is an index scan in the
// ladder's order (value highest first, ties by id), and a crawler's rank is 1 + a count of the
// crawlers strictly ahead of it (a range of the same index). Survival has two halves: the living,
// whose value grows with the clock (ordered by when they started), and those whose run has ended
// (ordered by how long it lasted); both are read and merged. Nothing here is cached: the ladder
// changes with every kill and every second of survival. Several crawlers' ranks are counted by
// slices of one range, read once (bench/README.md, the ladder at 100,000).
import { sql, type SQL } from 'drizzle-orm';
import { ladderValue, type LadderCategory, type LadderCrawler } from '#game/ladder.ts';
import type { Db } from '../db/database.ts';
import { resultRows as rowsOf, type RawRow } from '../db/result-rows.ts';
import type { Tx } from './crawler-repository.ts';

export interface LadderRow {
  rank: number;
  value: number;
  crawlerId: number;
  userId: string;
  name: string;
  serial: string;
  level: number;
  status: string;
  isAlive: boolean;
}

const COLUMN: Record<Exclude<LadderCategory, 'survival'>, SQL> = {
  deepest_floor: sql.raw('deepest_floor'),
  gold: sql.raw('gold'),
  kills: sql.raw('kills'),
  explorer: sql.raw('rooms_explored'),
  fame: sql.raw('fame'),
};

const LASTED = sql.raw(`(coalesce(died_at, retired_at) - created_at)`);
const ENDED = sql.raw(`(died_at is not null or retired_at is not null)`);
const LIVING = sql.raw(`(died_at is null and retired_at is null)`);
const SHOWN = sql.raw(`id, user_id, name, serial, level, status, is_alive, deepest_floor, gold, kills, rooms_explored, fame,
  (extract(epoch from created_at) * 1000)::float8 as created_ms,
  (extract(epoch from coalesce(died_at, retired_at)) * 1000)::float8 as ended_ms`);

type Raw = RawRow;


function toCrawler(r: Raw): LadderCrawler & { row: Raw } {
  return {
    id: Number(r.id),
    deepestFloor: Number(r.deepest_floor),
    gold: Number(r.gold),
    kills: Number(r.kills),
    roomsExplored: Number(r.rooms_explored),
    fame: Number(r.fame),
    createdAtMs: Number(r.created_ms),
    endedAtMs: r.ended_ms === null ? null : Number(r.ended_ms),
    row: r,
  };
}

export function createLadderRepository(db: Db) {
  /** Candidates for a category's top `limit`, in the ladder's order (survival: both halves merged). */
  async function topCandidates(tx: Tx, seasonId: number, category: LadderCategory, limit: number, nowMs: number) {
    if (category !== 'survival') {
      const col = COLUMN[category];
      const res = await tx.execute(sql`select ${SHOWN} from crawlers where season_id = ${seasonId} order by ${col} desc nulls last, id limit ${limit}`);
      return rowsOf(res).map(toCrawler);
    }
    const [ended, living] = await Promise.all([
      tx.execute(sql`select ${SHOWN} from crawlers where season_id = ${seasonId} and ${ENDED} order by ${LASTED} desc, id limit ${limit}`),
      tx.execute(sql`select ${SHOWN} from crawlers where season_id = ${seasonId} and ${LIVING} order by created_at, id limit ${limit}`),
    ]);
    const all = [...rowsOf(ended), ...rowsOf(living)].map(toCrawler);
    all.sort((a, b) => ladderValue(b, category, nowMs) - ladderValue(a, category, nowMs) || a.id - b.id);
    return all.slice(0, limit);
  }

  /**
   * How many crawlers of the season have a value strictly greater than each of `values` (a viewer's
   * crawlers), reading the range above the least of them once: the values cut it into slices (above
   * the highest, then between each and the next), each slice is counted as a range of the category's
   * index, and a value's count is the sum of the slices above it. One count per crawler over its
   * whole range read the top of the ladder again for each; one statement for all the slices (or one
   * count per value over the whole range) was measured slower on PostgreSQL, whose planner chose
   * parallel plans for it (bench/README.md, the ladder at 100,000).
   */
  async function countsAhead(tx: Tx, seasonId: number, category: LadderCategory, values: readonly number[], nowMs: number): Promise<number[]> {
    const desc = [...new Set(values)].sort((a, b) => b - a);
    // Slice i holds the values in (desc[i], desc[i - 1]]; slice 0 everything above desc[0].
    const slice = (i: number, above: (v: number) => SQL, atMost: (v: number) => SQL) => (i === 0 ? above(desc[0]!) : sql`${above(desc[i]!)} and ${atMost(desc[i - 1]!)}`);
    const count = async (i: number): Promise<number> => {
      if (category !== 'survival') {
        const col = COLUMN[category];
        const res = await tx.execute(sql`select count(*)::int as n from crawlers where season_id = ${seasonId} and ${slice(i, (v) => sql`${col} > ${v}`, (v) => sql`${col} <= ${v}`)}`);
        return Number(rowsOf(res)[0]?.n ?? 0);
      }
      // Survival in ms: the ended lasted longer than `value`; the living started before now - value.
      const interval = (v: number) => sql`make_interval(secs => ${v / 1000})`;
      const startedAt = (v: number) => sql`${new Date(nowMs - v).toISOString()}::timestamptz`;
      const res = await tx.execute(sql`
        select
          (select count(*) from crawlers where season_id = ${seasonId} and ${ENDED} and ${slice(i, (v) => sql`${LASTED} > ${interval(v)}`, (v) => sql`${LASTED} <= ${interval(v)}`)})::int as ended,
          (select count(*) from crawlers where season_id = ${seasonId} and ${LIVING} and ${slice(i, (v) => sql`created_at < ${startedAt(v)}`, (v) => sql`created_at >= ${startedAt(v)}`)})::int as living`);
      const r = rowsOf(res)[0];
      return Number(r?.ended ?? 0) + Number(r?.living ?? 0);
    };
    // One after another: on PostgreSQL's pool they would compete for the same cores (and each may
    // already be a parallel plan).
    const inSlice: number[] = [];
    for (let i = 0; i < desc.length; i++) inSlice.push(await count(i));
    const ahead = new Map<number, number>();
    let sum = 0;
    desc.forEach((v, i) => ahead.set(v, (sum += inSlice[i]!)));
    return values.map((v) => ahead.get(v)!);
  }

  function toRow(c: LadderCrawler & { row: Raw }, rank: number, value: number): LadderRow {
    return {
      rank,
      value,
      crawlerId: c.id,
      userId: String(c.row.user_id),
      name: String(c.row.name),
      serial: String(c.row.serial),
      level: Number(c.row.level),
      status: String(c.row.status),
      isAlive: Boolean(c.row.is_alive),
    };
  }

  return {
    /** A category's top `limit` at `now`, ranked (competition ranking: ties share a rank). */
    async top(seasonId: number, category: LadderCategory, limit: number, now: Date, tx: Tx = db): Promise<LadderRow[]> {
      const nowMs = now.getTime();
      const top = await topCandidates(tx, seasonId, category, limit, nowMs);
      const out: LadderRow[] = [];
      for (let i = 0; i < top.length; i++) {
        const value = ladderValue(top[i]!, category, nowMs);
        // Everyone ahead of the first of a tie is in the list before it.
        const rank = i > 0 && out[i - 1]!.value === value ? out[i - 1]!.rank : i + 1;
        out.push(toRow(top[i]!, rank, value));
      }
      return out;
    },

    /** The ranks of some crawlers of the season (the viewer's own) at `now`. */
    async ranksOf(seasonId: number, category: LadderCategory, crawlerIds: readonly number[], now: Date, tx: Tx = db): Promise<LadderRow[]> {
      if (!crawlerIds.length) return [];
      const nowMs = now.getTime();
      const ids = JSON.stringify(crawlerIds.map((id) => ({ id })));
      const res = await tx.execute(sql`select ${SHOWN} from crawlers where season_id = ${seasonId} and id in (select v.id from json_to_recordset(${ids}::json) as v(id integer)) order by id`);
      const found = rowsOf(res).map(toCrawler);
      if (!found.length) return [];
      const values = found.map((c) => ladderValue(c, category, nowMs));
      const ahead = await countsAhead(tx, seasonId, category, values, nowMs);
      return found.map((c, i) => toRow(c, 1 + ahead[i]!, values[i]!));
    },
  };
}
export type LadderRepository = ReturnType<typeof createLadderRepository>;
