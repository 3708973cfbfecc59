// A transaction PostgreSQL rolled back as a deadlock's victim runs again (server/db/transactions.ts),
// and the position samples it had taken out of memory go back, to be written by the next one
// (services/event-recorder.ts): a retried tick loses no fact and no sample. Real database.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { retryOnConflict, trackTransactions } from '#server/db/transactions.ts';
import { resultRows } from '#server/db/result-rows.ts';
import { createEventLogRepository } from '#server/repositories/event-log-repository.ts';
import { createEventRecorder } from '#server/services/event-recorder.ts';
import { createTestApp, devLogin } from '#tests/helpers/app.ts';
import { usingPostgres } from '#tests/helpers/database.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

const deadlock = () => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });

describe('retryOnConflict', () => {
  it('runs a deadlock victim again, and gives up after its attempts', async () => {
    let runs = 0;
    expect(await retryOnConflict(async () => (++runs < 3 ? Promise.reject(deadlock()) : 'done'))).toBe('done');
    expect(runs).toBe(3);
    runs = 0;
    await expect(retryOnConflict(async () => (runs++, Promise.reject(deadlock())), 2)).rejects.toThrow('Failed query');
    expect(runs).toBe(2);
  });

  it('does not run again what failed for another reason', async () => {
    let runs = 0;
    await expect(retryOnConflict(async () => (runs++, Promise.reject(Object.assign(new Error('unique'), { code: '23505' }))))).rejects.toThrow('unique');
    expect(runs).toBe(1);
  });

  it('gives back the position samples of a rolled-back transaction: the next write has them', async () => {
    const t = await createTestApp();
    try {
      const token = await devLogin(t.app, 'sampler@crawl.test');
      const { crawler } = await sponsorCrawler(t.app, token);
      const db = trackTransactions(t.database.db);
      const recorder = createEventRecorder({ db, log: createEventLogRepository(db), seasonStartMs: t.seasons.runtime.startMs });
      const moved = async () => resultRows(await db.execute(sql`select data from crawler_events where crawler_id = ${crawler.id} and kind = 'moved' order by seq`)).map((r) => r.data);
      recorder.sample(crawler.id, crawler.currentRoomId, 12, 34, Date.now());
      expect(recorder.pendingSamples()).toBe(1);
      // A tick's transaction takes the sample, then fails (as a deadlock's victim would) and rolls back.
      await expect(
        db.transaction(async (tx) => {
          await recorder.record(tx, [{ crawlerId: crawler.id, at: Date.now(), roomId: crawler.currentRoomId, kind: 'rested', data: {} } as never]);
          throw deadlock();
        }),
      ).rejects.toThrow('Failed query');
      expect(await moved()).toEqual([]);
      expect(recorder.pendingSamples()).toBe(1);
      await recorder.flushSamples();
      expect(await moved()).toEqual([{ x: 12, y: 34 }]);
    } finally {
      await t.close();
    }
  });

  it('gives back the samples a failed batch took (PGlite, db/batch.ts): the next write has them', async () => {
    const t = await createTestApp();
    try {
      const token = await devLogin(t.app, 'batcher@crawl.test');
      const { crawler } = await sponsorCrawler(t.app, token);
      const db = trackTransactions(t.database.db);
      const log = createEventLogRepository(db);
      // PostgreSQL runs no batches (db/batch.ts says why): its appends stay interactive, tested above.
      expect(log.batch === null).toBe(usingPostgres());
      if (!log.batch) return;
      const recorder = createEventRecorder({ db, log, seasonStartMs: t.seasons.runtime.startMs });
      const logged = async () => resultRows(await db.execute(sql`select kind, data from crawler_events where crawler_id = ${crawler.id} and kind in ('moved', 'rested') order by seq`));
      recorder.sample(crawler.id, crawler.currentRoomId, 56, 78, Date.now());
      const rested = { crawlerId: crawler.id, at: Date.now(), roomId: crawler.currentRoomId, kind: 'rested', data: {} } as never;
      // The batch takes the sample with its entry, then a statement of it fails: all of it rolls back.
      await expect(log.batch((tx) => [...recorder.statements(tx, [rested]), sql`select 1 / 0`])).rejects.toThrow();
      expect(await logged()).toEqual([]);
      expect(recorder.pendingSamples()).toBe(1);
      await log.batch((tx) => recorder.statements(tx, [rested]));
      expect(await logged()).toEqual([
        { kind: 'moved', data: { x: 56, y: 78 } },
        { kind: 'rested', data: {} },
      ]);
      expect(recorder.pendingSamples()).toBe(0);
    } finally {
      await t.close();
    }
  });
});
