// The season ladder (game/ladder.ts) read off indexes: each category's top is an index scan in the
// ladder's order (value highest first, ties by id), and a crawler's rank is 1 + a count of the
// crawlers strictly ahead of it (a range of the same index). Survival has two halves: the living,
// whose value grows with the clock (ordered by when they started), and those whose run has ended
// (ordered by how long it lasted); both are read and merged. Nothing here is cached: the ladder
// changes with every kill and every second of survival. Several crawlers' ranks are counted in one
// statement (bench/README.md, the ladder at 100,000: each count reads the whole range ahead).
import { sql, type SQL } from 'drizzle-orm';
import { ladderValue, type LadderCategory, type LadderCrawler } from '#game/ladder.ts';
import type { Db } from '../db/database.ts';
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
};

const LASTED = sql.raw(`(coalesce(died_at, retired_at) - created_at)`);
const ENDED = sql.raw(`(died_at is not null or retired_at is not null)`);
const LIVING = sql.raw(`(died_at is null and retired_at is null)`);
const SHOWN = sql.raw(`id, user_id, name, serial, level, status, is_alive, deepest_floor, gold, kills, rooms_explored,
  (extract(epoch from created_at) * 1000)::float8 as created_ms,
  (extract(epoch from coalesce(died_at, retired_at)) * 1000)::float8 as ended_ms`);

type Raw = Record<string, unknown>;

function rowsOf(result: unknown): Raw[] {
  const r = result as { rows?: Raw[] } | Raw[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

function toCrawler(r: Raw): LadderCrawler & { row: Raw } {
  return {
    id: Number(r.id),
    deepestFloor: Number(r.deepest_floor),
    gold: Number(r.gold),
    kills: Number(r.kills),
    roomsExplored: Number(r.rooms_explored),
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
   * How many crawlers of the season have a value strictly greater than each of `values`: one
   * statement for them all (a viewer's crawlers), reading the range above the least of them once
   * instead of once per crawler.
   */
  async function countsAhead(tx: Tx, seasonId: number, category: LadderCategory, values: readonly number[], nowMs: number): Promise<number[]> {
    const least = Math.min(...values);
    const counts = (prefix: string, above: (v: number) => SQL) => sql.join(values.map((v, i) => sql`count(*) filter (where ${above(v)})::int as ${sql.raw(`${prefix}${i}`)}`), sql`, `);
    if (category !== 'survival') {
      const col = COLUMN[category];
      const res = await tx.execute(sql`select ${counts('a', (v) => sql`${col} > ${v}`)} from crawlers where season_id = ${seasonId} and ${col} > ${least}`);
      const r = rowsOf(res)[0] ?? {};
      return values.map((_, i) => Number(r[`a${i}`] ?? 0));
    }
    // Survival in ms: the ended lasted longer than `value`; the living started before now - value.
    const lastedMore = (v: number) => sql`${LASTED} > make_interval(secs => ${v / 1000})`;
    const startedBefore = (v: number) => sql`created_at < ${new Date(nowMs - v).toISOString()}::timestamptz`;
    const res = await tx.execute(sql`
      select e.*, l.* from
        (select ${counts('e', lastedMore)} from crawlers where season_id = ${seasonId} and ${ENDED} and ${lastedMore(least)}) as e,
        (select ${counts('l', startedBefore)} from crawlers where season_id = ${seasonId} and ${LIVING} and ${startedBefore(least)}) as l`);
    const r = rowsOf(res)[0] ?? {};
    return values.map((_, i) => Number(r[`e${i}`] ?? 0) + Number(r[`l${i}`] ?? 0));
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
