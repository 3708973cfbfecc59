// DATA_DIR's PGlite on a worker thread (server/db/pglite-worker-client.ts, decision 0042): what the
// server's code sees of it is what it saw of PGlite in its own thread. Answers and parameters cross,
// errors keep the fields the error mapping reads (23505), a transaction commits or rolls back as a
// whole, calls made during a transaction wait for its end, drizzle works on it unchanged, and a
// worker that dies is reported instead of leaving calls hanging. A batch runs its statements in one
// transaction of its own, answered once (committed, or rolled back with the failure's code); a
// transaction's last statements go with its COMMIT in one request (committed, or all rolled back).
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDataDir } from '#server/db/database.ts';
import { startPgliteWorker, type PgliteWorkerClient } from '#server/db/pglite-worker-client.ts';
import { resultRows } from '#server/db/result-rows.ts';
import { batchRunner, commitWith } from '#server/db/batch.ts';
import { onTransactionEnd, trackTransactions } from '#server/db/transactions.ts';
import { user } from '#server/db/schema.ts';
import { dataDirFromTemplate } from '#tests/helpers/pglite-template.ts';

const dirs: string[] = [];
const dataDir = async () => {
  const dir = await dataDirFromTemplate('ctf-pglite-worker-', tmpdir());
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** What a caller sees of a failed call: its error's code, or the code its cause chain carries. */
async function failure(work: Promise<unknown>): Promise<{ message: string; code?: unknown; constraint?: unknown }> {
  try {
    await work;
  } catch (err) {
    let e = err as { message: string; code?: unknown; constraint?: unknown; cause?: unknown };
    while (e.code === undefined && e.cause) e = e.cause as typeof e;
    return e;
  }
  throw new Error('expected the call to fail');
}

describe('PGlite on a worker thread, the client', () => {
  let client: PgliteWorkerClient;
  beforeAll(async () => {
    client = await startPgliteWorker(await dataDir());
    await client.exec('create table worker_probe (k integer primary key, v text not null)');
  });
  afterAll(() => client.close());

  it('answers queries with their parameters, in object and array rows, and keeps identity parsers', async () => {
    const objects = await client.query<{ n: number; s: string }>('select $1::int + 1 as n, $2::text as s', [41, 'hi']);
    expect(objects.rows).toEqual([{ n: 42, s: 'hi' }]);
    expect(objects.fields.map((f) => f.name)).toEqual(['n', 's']);

    const arrays = await client.query<unknown[]>('select 1::int, \'2020-01-02\'::date', [], { rowMode: 'array', parsers: { 1082: (v: string) => v } });
    // The date stays the string PostgreSQL sent (drizzle's identity parser), not a Date.
    expect(arrays.rows).toEqual([[1, '2020-01-02']]);
  });

  it('refuses a parser that is not an identity: functions cannot cross the thread', async () => {
    await expect(client.query('select 1', [], { parsers: { 1082: (v: string) => new Date(v) } })).rejects.toThrow(/identity parsers only/);
  });

  it('fails a unique violation with the code and constraint the error mapping reads', async () => {
    await client.query('insert into worker_probe (k, v) values ($1, $2)', [1, 'one']);
    const err = await failure(client.query('insert into worker_probe (k, v) values ($1, $2)', [1, 'again']));
    expect(err.code).toBe('23505');
    expect(err.constraint).toBe('worker_probe_pkey');
    expect(err.message).toMatch(/duplicate key/);
  });

  it('commits a transaction that returns, and rolls back one that throws', async () => {
    const committed = await client.transaction(async (tx) => {
      await tx.query('insert into worker_probe (k, v) values ($1, $2)', [2, 'two']);
      await tx.query('insert into worker_probe (k, v) values ($1, $2)', [3, 'three']);
      return 'done';
    });
    expect(committed).toBe('done');

    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into worker_probe (k, v) values ($1, $2)', [4, 'four']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A statement that fails inside takes the transaction with it.
    const err = await failure(
      client.transaction(async (tx) => {
        await tx.query('insert into worker_probe (k, v) values ($1, $2)', [5, 'five']);
        await tx.query('insert into worker_probe (k, v) values ($1, $2)', [1, 'duplicate']);
      }),
    );
    expect(err.code).toBe('23505');

    const keys = await client.query<{ k: number }>('select k from worker_probe order by k');
    expect(keys.rows.map((r) => r.k)).toEqual([1, 2, 3]);
  });

  it('holds calls made during a transaction until it has ended, then runs them in order', async () => {
    let proceed!: () => void;
    const held = new Promise<void>((resolve) => (proceed = resolve));
    const order: string[] = [];
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into worker_probe (k, v) values (10, $1)', ['in the transaction']);
      await held;
      order.push('transaction');
    });
    // Called after the transaction: these wait for it, however long it takes.
    const seen = client.query<{ n: number }>('select count(*)::int as n from worker_probe where k = 10').then((r) => (order.push('first'), r.rows[0]!.n));
    const after = client.query<{ v: string }>('update worker_probe set v = $1 where k = 10 returning v', ['after it']).then((r) => (order.push('second'), r.rows[0]!.v));
    await new Promise((r) => setTimeout(r, 100));
    expect(order).toEqual([]);
    proceed();
    await transaction;
    expect(await seen).toBe(1);
    expect(await after).toBe('after it');
    expect(order).toEqual(['transaction', 'first', 'second']);
  });

  it('commits a batch whole, answering each statement in order', async () => {
    const results = await client.batch(() => [
      { text: 'insert into worker_probe (k, v) values ($1, $2)', params: [20, 'twenty'] },
      { text: 'update worker_probe set v = v || $1 where k = 20 returning v', params: ['!'] },
    ]);
    expect(results.map((r) => r.rows)).toEqual([[], [{ v: 'twenty!' }]]);
    const rows = await client.query<{ v: string }>('select v from worker_probe where k = 20');
    expect(rows.rows).toEqual([{ v: 'twenty!' }]);
  });

  it('rolls a batch back whole when a statement fails, and throws its error with the code kept', async () => {
    const err = await failure(
      client.batch(() => [
        { text: 'insert into worker_probe (k, v) values ($1, $2)', params: [21, 'twenty-one'] },
        { text: 'insert into worker_probe (k, v) values ($1, $2)', params: [1, 'duplicate'] },
        { text: 'insert into worker_probe (k, v) values ($1, $2)', params: [22, 'twenty-two'] },
      ]),
    );
    expect(err.code).toBe('23505');
    expect(err.constraint).toBe('worker_probe_pkey');
    const keys = await client.query<{ k: number }>('select k from worker_probe where k in (21, 22)');
    expect(keys.rows).toEqual([]);
    // The worker is out of that transaction: a transaction after it works.
    await client.transaction(async (tx) => void (await tx.query('insert into worker_probe (k, v) values (23, $1)', ['after the failed batch'])));
    expect((await client.query('select 1 from worker_probe where k = 23')).rows).toHaveLength(1);
  });

  it('builds a batch when it is sent: after an open transaction ends, in order with the calls around it', async () => {
    let proceed!: () => void;
    const held = new Promise<void>((resolve) => (proceed = resolve));
    const order: string[] = [];
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into worker_probe (k, v) values (30, $1)', ['first']);
      await held;
      order.push('transaction');
    });
    const batch = client.batch(() => {
      order.push('batch built');
      return [{ text: 'update worker_probe set v = $1 where k = 30', params: ['by the batch'] }];
    });
    const after = client.query<{ v: string }>('select v from worker_probe where k = 30').then((r) => (order.push('read'), r.rows[0]!.v));
    await new Promise((r) => setTimeout(r, 100));
    expect(order).toEqual([]);
    proceed();
    await Promise.all([transaction, batch]);
    expect(await after).toBe('by the batch');
    expect(order).toEqual(['transaction', 'batch built', 'read']);
  });

  /** The worker client's transaction handle, with the last round it sends with its COMMIT (db/batch.ts commitWith). */
  type Committing = { commitWith(statements: { text: string; params?: unknown[] }[]): Promise<{ rows: unknown[] }[]> };

  it("sends a transaction's last statements with its COMMIT, answered once with their results", async () => {
    const answers = await client.transaction(async (tx) => {
      await tx.query('insert into worker_probe (k, v) values (40, $1)', ['forty']);
      return (tx as unknown as Committing).commitWith([
        { text: 'update worker_probe set v = v || $1 where k = 40 returning v', params: ['!'] },
        { text: 'insert into worker_probe (k, v) values ($1, $2)', params: [41, 'forty-one'] },
      ]);
    });
    expect(answers.map((r) => r.rows)).toEqual([[{ v: 'forty!' }], []]);
    const rows = await client.query<{ k: number; v: string }>('select k, v from worker_probe where k in (40, 41) order by k');
    expect(rows.rows).toEqual([
      { k: 40, v: 'forty!' },
      { k: 41, v: 'forty-one' },
    ]);
    // Over: the handle refuses more statements, and the worker is out of the transaction.
    await expect(
      client.transaction(async (tx) => {
        await (tx as unknown as Committing).commitWith([]);
        await tx.query('select 1');
      }),
    ).rejects.toThrow('Transaction is closed');
    await client.transaction(async (tx) => void (await tx.query('insert into worker_probe (k, v) values (42, $1)', ['after'])));
    expect((await client.query('select 1 from worker_probe where k = 42')).rows).toHaveLength(1);
  });

  it('rolls the whole transaction back when a last statement fails, and throws its error with the code kept', async () => {
    const err = await failure(
      client.transaction(async (tx) => {
        await tx.query('insert into worker_probe (k, v) values (43, $1)', ['before the last round']);
        await (tx as unknown as Committing).commitWith([
          { text: 'insert into worker_probe (k, v) values ($1, $2)', params: [44, 'forty-four'] },
          { text: 'insert into worker_probe (k, v) values ($1, $2)', params: [1, 'duplicate'] },
          { text: 'insert into worker_probe (k, v) values ($1, $2)', params: [45, 'forty-five'] },
        ]);
      }),
    );
    expect(err.code).toBe('23505');
    expect(err.constraint).toBe('worker_probe_pkey');
    expect((await client.query('select k from worker_probe where k in (43, 44, 45)')).rows).toEqual([]);
    await client.transaction(async (tx) => void (await tx.query('insert into worker_probe (k, v) values (46, $1)', ['after the rollback'])));
    expect((await client.query('select 1 from worker_probe where k = 46')).rows).toHaveLength(1);
  });

  it('refuses a commit request outside a transaction, and one it cannot read, answering with an error', async () => {
    const answers: unknown[] = [];
    const listen = (message: unknown) => answers.push(message);
    client.thread.on('message', listen);
    try {
      client.thread.postMessage({ op: 'commit', id: 1_000_001, statements: [] });
      client.thread.postMessage({ op: 'commit', id: 1_000_002, statements: [{ text: 42, params: [] }] });
      // Answered in order, before this query (the worker runs one request at a time).
      await client.query('select 1');
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      client.thread.off('message', listen);
    }
    const byId = (id: number) => answers.find((a) => (a as { id?: number }).id === id) as { type: string; error: { message: string } } | undefined;
    expect(byId(1_000_001)).toMatchObject({ type: 'error', error: { message: 'no transaction is open' } });
    expect(byId(1_000_002)).toMatchObject({ type: 'error' });
    expect(byId(1_000_002)!.error.message).toMatch(/bad request to the PGlite worker/);
    // The worker goes on serving.
    expect((await client.query<{ n: number }>('select 2 as n')).rows).toEqual([{ n: 2 }]);
  });

  it('refuses the last statements of a transaction already rolled back, and runs none of them', async () => {
    const answers: unknown[] = [];
    const listen = (message: unknown) => answers.push(message);
    client.thread.on('message', listen);
    try {
      client.thread.postMessage({ op: 'begin', id: 1_000_011 });
      client.thread.postMessage({ op: 'rollback', id: 1_000_012 });
      client.thread.postMessage({ op: 'commit', id: 1_000_013, statements: [{ text: 'insert into worker_probe (k, v) values ($1, $2)', params: [47, 'after a rollback'], options: {} }] });
      // Answered in order, before this query (the worker runs one request at a time).
      await client.query('select 1');
    } finally {
      client.thread.off('message', listen);
    }
    const byId = (id: number) => answers.find((a) => (a as { id?: number }).id === id) as { type: string; error?: { message: string } } | undefined;
    expect(byId(1_000_012)).toMatchObject({ type: 'done' });
    expect(byId(1_000_013)).toMatchObject({ type: 'error', error: { message: 'Transaction is closed' } });
    expect((await client.query('select 1 from worker_probe where k = 47')).rows).toEqual([]);
  });

  it('answers an empty batch with no results, and fails one whose statements cannot be built', async () => {
    expect(await client.batch(() => [])).toEqual([]);
    await expect(
      client.batch(() => {
        throw new Error('no statements today');
      }),
    ).rejects.toThrow('no statements today');
  });
});

describe('PGlite on a worker thread, under drizzle', () => {
  it('serves drizzle and the tracked transactions unchanged; ping and close work', async () => {
    const database = await openDataDir(await dataDir(), { worker: true });
    try {
      const db = trackTransactions(database.db);
      await database.ping();
      const timed: string[] = [];
      database.observeStatements((text) => timed.push(text));
      await db.insert(user).values({ id: 'u-worker', name: 'Worker', email: 'worker@crawl.test' });
      expect(timed.some((text) => text.startsWith('insert into "users"'))).toBe(true);
      database.observeStatements(null);

      const err = await failure(db.insert(user).values({ id: 'u-worker-2', name: 'Again', email: 'worker@crawl.test' }));
      expect(err.code).toBe('23505');

      await expect(
        db.transaction(async (tx) => {
          await tx.update(user).set({ credits: 5 }).where(eq(user.id, 'u-worker'));
          throw new Error('not this time');
        }),
      ).rejects.toThrow('not this time');
      await db.transaction(async (tx) => {
        await tx.update(user).set({ credits: 7 }).where(eq(user.id, 'u-worker'));
      });
      const [row] = await db.select({ credits: user.credits, createdAt: user.createdAt }).from(user).where(eq(user.id, 'u-worker'));
      expect(row!.credits).toBe(7);
      // A timestamp column comes back a Date, as on the main thread (drizzle maps the string).
      expect(row!.createdAt).toBeInstanceOf(Date);
      expect(resultRows(await db.execute(sql`select count(*)::int as n from users where id = 'u-worker'`))).toEqual([{ n: 1 }]);

      // A batch (db/batch.ts): drizzle's sql, one transaction whose end the tracked handle's work hears.
      const batch = batchRunner(db)!;
      const ends: boolean[] = [];
      await batch((tx) => {
        onTransactionEnd(tx, (committed) => ends.push(committed));
        return [sql`update ${user} set credits = ${9} where ${user.id} = ${'u-worker'}`, sql`update ${user} set name = ${'Batched'} where ${user.id} = ${'u-worker'}`];
      });
      const failed = await failure(
        batch((tx) => {
          onTransactionEnd(tx, (committed) => ends.push(committed));
          return [sql`update ${user} set credits = ${11} where ${user.id} = ${'u-worker'}`, sql`insert into ${user} (id, name, email) values ('u-3', 'Third', 'worker@crawl.test')`];
        }),
      );
      expect(failed.code).toBe('23505');
      expect(ends).toEqual([true, false]);
      const [batched] = await db.select({ credits: user.credits, name: user.name }).from(user).where(eq(user.id, 'u-worker'));
      expect(batched).toEqual({ credits: 9, name: 'Batched' });

      // A transaction's last round sent with its COMMIT (db/batch.ts commitWith), under drizzle.
      await db.transaction(async (tx) => {
        onTransactionEnd(tx, (committed) => ends.push(committed));
        await tx.select().from(user).where(eq(user.id, 'u-worker')).for('update');
        await commitWith(tx, [sql`update ${user} set credits = ${13} where ${user.id} = ${'u-worker'}`, sql`update ${user} set name = ${'Last round'} where ${user.id} = ${'u-worker'}`]);
      });
      const lost = await failure(
        db.transaction(async (tx) => {
          onTransactionEnd(tx, (committed) => ends.push(committed));
          await commitWith(tx, [sql`update ${user} set credits = ${15} where ${user.id} = ${'u-worker'}`, sql`insert into ${user} (id, name, email) values ('u-4', 'Fourth', 'worker@crawl.test')`]);
        }),
      );
      expect(lost.code).toBe('23505');
      expect(ends).toEqual([true, false, true, false]);
      const [last] = await db.select({ credits: user.credits, name: user.name }).from(user).where(eq(user.id, 'u-worker'));
      expect(last).toEqual({ credits: 13, name: 'Last round' });
    } finally {
      await database.close();
    }
    await expect(database.ping()).rejects.toThrow(/PGlite is closed/);
  });
});

describe('PGlite on a worker thread that dies', () => {
  it('fails the calls in flight and reports the crash once', async () => {
    const crashes: Error[] = [];
    const client = await startPgliteWorker(await dataDir(), { onCrash: (err) => crashes.push(err) });
    const inFlight = client.query('select pg_sleep(0.5)');
    await client.thread.terminate();
    await expect(inFlight).rejects.toThrow(/worker thread stopped/);
    expect(crashes).toHaveLength(1);
    expect(client.closed).toBe(true);
    await expect(client.query('select 1')).rejects.toThrow(/PGlite is closed/);
  });
});
