// A crawler's consecutive position samples share a row (server/repositories/event-log-rows.ts), and
// the log still reads as one entry per number: numbered without a gap, every reader (all, page, tail,
// after) cutting a run where it asks, and appends after a run numbered on from its end.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry, NewLogEntry } from '#game/event-log.ts';
import { resultRows } from '#server/db/result-rows.ts';
import { createEventLogRepository, type EventLogRepository } from '#server/repositories/event-log-repository.ts';
import { entriesOfRow, MAX_RUN, rowsToStore } from '#server/repositories/event-log-rows.ts';
import { createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

const T0 = Date.UTC(2026, 10, 28, 12);
const tickOf = (at: number) => Math.floor((at - T0) / 200);
const moved = (crawlerId: number, roomId: number, i: number, steady = false): NewLogEntry => ({
  crawlerId,
  at: T0 + i * 500,
  roomId,
  kind: 'moved',
  data: steady ? { x: 10 + i / 4, y: 20.25, steady: true } : { x: 10 + i / 4, y: 20.25 },
});
const rested = (crawlerId: number, roomId: number, i: number): NewLogEntry => ({ crawlerId, at: T0 + i * 500, roomId, kind: 'rested', data: { health: 50, maxHealth: 60 } }) as NewLogEntry;

/** What a reader should get back for `entries` of one crawler numbered from `first`. */
const expected = (entries: readonly NewLogEntry[], first: number): LogEntry[] =>
  entries.map((e, i) => ({ seq: first + i, tick: tickOf(e.at), at: e.at, roomId: e.roomId ?? null, kind: e.kind, data: e.data }) as LogEntry);

describe('rows of the log', () => {
  it("keeps a crawler's samples in one room as one row, broken by its other entries, a room change or the run's limit", () => {
    const a = 1;
    const b = 2;
    // a: 3 samples, b: 1 sample between them (does not break a's run), a rests, 2 samples, then one in another room.
    const entries = [moved(a, 7, 0), moved(b, 7, 0), moved(a, 7, 1, true), moved(a, 7, 2), rested(a, 7, 3), moved(a, 7, 4), moved(a, 7, 5), moved(a, 8, 6)];
    const rows = rowsToStore(entries, tickOf);
    expect(rows.map((r) => [r.crawlerId, r.kind, r.roomId, r.span])).toEqual([
      [a, 'moved', 7, 3],
      [b, 'moved', 7, 1],
      [a, 'rested', 7, 1],
      [a, 'moved', 7, 2],
      [a, 'moved', 8, 1],
    ]);
    const long = Array.from({ length: MAX_RUN + 5 }, (_, i) => moved(a, 7, i));
    expect(rowsToStore(long, tickOf).map((r) => r.span)).toEqual([MAX_RUN, 5]);
  });

  it('reads a run back as its samples, at, tick, position and steadiness each', () => {
    const entries = [moved(1, 7, 0), moved(1, 7, 1, true), moved(1, 7, 3)];
    const [row] = rowsToStore(entries, tickOf);
    const back = entriesOfRow({ seq: 41, tick: row!.tick, at: new Date(row!.at), roomId: row!.roomId, kind: row!.kind, data: JSON.parse(JSON.stringify(row!.data)), span: row!.span });
    expect(back).toEqual(expected(entries, 41));
  });
});

describe('a log with runs of samples, in the database', () => {
  let t: TestApp;
  let log: EventLogRepository;
  let crawlerId: number;
  let roomId: number;
  let first: number;
  let written: NewLogEntry[];

  beforeAll(async () => {
    t = await createTestApp();
    log = createEventLogRepository(t.database.db);
    const token = await devLogin(t.app, 'runs@crawl.test');
    const { crawler } = await sponsorCrawler(t.app, token);
    crawlerId = crawler.id;
    roomId = crawler.currentRoomId;
    first = (await log.lastSeq(crawlerId)) + 1;
    // Two appends: 40 samples (a run of MAX_RUN and one of 8) and a rest, then 5 samples and a rest.
    const one = [...Array.from({ length: 40 }, (_, i) => moved(crawlerId, roomId, i, i % 3 === 1)), rested(crawlerId, roomId, 40)];
    const two = [...Array.from({ length: 5 }, (_, i) => moved(crawlerId, roomId, 41 + i)), rested(crawlerId, roomId, 46)];
    await t.database.db.transaction((tx) => log.append(tx, one, tickOf));
    await t.database.db.transaction((tx) => log.append(tx, two, tickOf));
    written = [...one, ...two];
  });
  afterAll(() => t?.close());

  const mine = async () => (await log.all(crawlerId)).filter((e) => e.seq >= first);

  it('numbers every sample without a gap and stores the samples as few rows', async () => {
    expect(await mine()).toEqual(expected(written, first));
    expect(await log.lastSeq(crawlerId)).toBe(first + written.length - 1);
    const rows = resultRows(await t.database.db.execute(sql`select count(*)::int as n, sum(span)::int as entries from crawler_events where crawler_id = ${crawlerId} and seq >= ${first}`))[0]!;
    expect(rows).toEqual({ n: 5, entries: written.length });
  });

  it('pages, tails and reads after a number from inside a run', async () => {
    const all = expected(written, first);
    // From the middle of the first run, across into the second, and a page inside one run.
    expect(await log.page(crawlerId, first + 30, 5)).toEqual(all.slice(30, 35));
    expect(await log.page(crawlerId, first + 3, 2)).toEqual(all.slice(3, 5));
    expect(await log.tail(crawlerId, 3)).toEqual(all.slice(-3));
    expect(await log.tail(crawlerId, 4, ['moved'])).toEqual(all.filter((e) => e.kind === 'moved').slice(-4));
    expect(await log.after(crawlerId, first + 43, ['moved', 'rested'])).toEqual(all.slice(44));
  });

  it('numbers an entry appended after the runs on from their end', async () => {
    const last = await log.lastSeq(crawlerId);
    await t.database.db.transaction((tx) => log.append(tx, [rested(crawlerId, roomId, 50)], tickOf));
    expect((await log.tail(crawlerId, 1))[0]).toMatchObject({ seq: last + 1, kind: 'rested' });
  });
});
