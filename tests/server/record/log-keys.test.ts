// The log's rows carry no per-row foreign key (it cost ~40 % of an append): the head row keeps the
// crawler honest instead. What the key used to give must still hold: no log for a crawler that does
// not exist, and a crawler deleted takes its log with it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';
import { createEventLogRepository } from '#server/repositories/event-log-repository.ts';
import { resultRows } from '#server/db/result-rows.ts';

describe("a crawler's log without per-row keys", () => {
  let t: TestApp;
  let token: string;
  let id: number;

  beforeEach(async () => {
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) });
    token = await devLogin(t.app, 'keyed@crawl.test');
    id = (await sponsorCrawler(t.app, token)).crawler.id;
  });
  afterEach(() => t.close());

  const count = async (crawlerId: number) =>
    Number(resultRows(await t.database.db.execute(sql`select count(*)::int as n from crawler_events where crawler_id = ${crawlerId}`))[0]!.n);

  it('refuses entries for a crawler that does not exist, and writes none of the batch', async () => {
    const log = createEventLogRepository(t.database.db);
    const ghost = id + 10_000;
    const entries = [
      { crawlerId: id, at: Date.now(), roomId: null, kind: 'moved', data: { x: 1, y: 2 } },
      { crawlerId: ghost, at: Date.now(), roomId: null, kind: 'moved', data: { x: 1, y: 2 } },
    ] as const;
    const before = await count(id);
    await expect(t.database.db.transaction((tx) => log.append(tx, entries as never, () => 1))).rejects.toThrow();
    expect(await count(id)).toBe(before);
    expect(await count(ghost)).toBe(0);
  });

  it("deletes a crawler's log with the crawler", async () => {
    const res = await call(t.app, 'GET', `/api/crawlers/${id}/events?limit=100`, { token });
    expect(res.status).toBe(200);
    expect(await count(id)).toBeGreaterThan(0);
    await t.database.db.execute(sql`delete from crawlers where id = ${id}`);
    expect(await count(id)).toBe(0);
  });
});
