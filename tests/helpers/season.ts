// Seasons in tests: crawlers sponsored through the API with ladder values set, and the
// stored rows a season's end writes, read back as they are.
import { sql, type SQL } from 'drizzle-orm';
import { createCrawlerRepository } from '#server/repositories/crawler-repository.ts';
import { createDungeonRepository } from '#server/repositories/dungeon-repository.ts';
import { createEventLogRepository } from '#server/repositories/event-log-repository.ts';
import { createHallOfFameRepository } from '#server/repositories/hall-of-fame-repository.ts';
import { createLadderRepository } from '#server/repositories/ladder-repository.ts';
import { createSeasonRepository } from '#server/repositories/season-repository.ts';
import { createDungeonService } from '#server/services/dungeon-service.ts';
import { createEventRecorder } from '#server/services/event-recorder.ts';
import { createSeasonLifecycle, type LifecycleDeps } from '#server/services/season-lifecycle.ts';
import { devLogin, type TestApp } from './app.ts';
import { sponsorCrawler } from './sponsor.ts';

export type Row = Record<string, unknown>;

export async function rows(t: TestApp, query: SQL): Promise<Row[]> {
  const result = (await t.database.db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** Signs a new sponsor in and sponsors one crawler; returns its id and the sponsor's token. */
export async function sponsored(t: TestApp, email: string): Promise<{ id: number; token: string }> {
  const token = await devLogin(t.app, email);
  return { id: (await sponsorCrawler(t.app, token)).crawler.id as number, token };
}

/** Sets ladder columns behind the app's back (and tells the app's caches). */
export async function setCrawler(t: TestApp, id: number, values: { gold?: number; kills?: number; diedAt?: Date }): Promise<void> {
  if (values.gold !== undefined) await t.database.db.execute(sql`update crawlers set gold = ${values.gold} where id = ${id}`);
  if (values.kills !== undefined) await t.database.db.execute(sql`update crawlers set kills = ${values.kills} where id = ${id}`);
  if (values.diedAt) {
    await t.database.db.execute(sql`update crawlers set status = 'dead', is_alive = false, health = 0, died_at = ${values.diedAt.toISOString()}::timestamptz where id = ${id}`);
  }
  t.wroteBehindTheAppsBack();
}

/** Everything a season's end writes, in a stable order: equal snapshots mean nothing changed. */
export async function endState(t: TestApp): Promise<{ hall: Row[]; crawlers: Row[]; events: Row[]; seasons: Row[] }> {
  return {
    hall: await rows(t, sql`select * from hall_of_fame order by season_id, category, rank`),
    crawlers: await rows(t, sql`select id, status, is_alive, retired_at, died_at from crawlers order by id`),
    events: await rows(t, sql`select crawler_id, seq, kind, tick, at from crawler_events order by crawler_id, seq`),
    seasons: await rows(t, sql`select season_number, is_active, ended_at, end_date, start_date, seed from seasons order by season_number`),
  };
}

/**
 * A lifecycle on the test's database with some dependencies replaced (a step made to fail). It
 * writes behind the app's back: call t.wroteBehindTheAppsBack() after it.
 */
export function lifecycleWith(t: TestApp, replace: (deps: LifecycleDeps) => Partial<LifecycleDeps>) {
  const db = t.database.db;
  const seasons = createSeasonRepository(db);
  const deps: LifecycleDeps = {
    db,
    seasons,
    ladder: createLadderRepository(db),
    hallOfFame: createHallOfFameRepository(db),
    recorder: createEventRecorder({ db, log: createEventLogRepository(db), seasonStartMs: () => 0 }),
    dungeon: createDungeonService({ dungeons: createDungeonRepository(db), seasons, floorCount: t.env.DUNGEON_FLOORS }),
    crawlers: createCrawlerRepository(db),
  };
  return createSeasonLifecycle({ ...deps, ...replace(deps) });
}
