// Named prepared statements on PGlite (server/db/pglite-prepared.ts, decision 0048): what a caller
// gets must be what PGlite's own `query` gives, rows, types, errors and transactions alike.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedClient, preparedQueries } from '#server/db/pglite-prepared.ts';

let pg: PGlite;
beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(`
    create table things (id int primary key, name text not null unique, tags text[], data jsonb, at timestamptz, score int);
    insert into things values (1, 'one', '{a,b}', '{"k": 1}', '2026-11-29 08:00:00+00', null);`);
});
afterAll(() => pg.close());

const preparedNames = async () => (await pg.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((r) => r.name);

describe('prepared statements on PGlite', () => {
  it('answers as PGlite query does: rows, types, arrays, json, nulls, array rows and identity parsers', async () => {
    const q = preparedQueries(pg);
    const cases: [string, unknown[], Parameters<PGlite['query']>[2]][] = [
      ['select * from things where id = $1', [1], undefined],
      ['select id, tags, data, at, score from things where name = any($1::text[])', [['one', 'two']], { rowMode: 'array' }],
      ['select at, $1::int + 1 as next from things where id = $2', [41, 1], { parsers: { 1184: (v: string) => v } }],
      ['select $1::jsonb as doc, $2::text as missing', [{ nested: [1, 2] }, null], undefined],
      ['select $1 as typed', [7], { paramTypes: [23] }],
    ];
    for (const [text, params, options] of cases) {
      // Twice: the second run is the prepared statement's (the first prepares it).
      for (let i = 0; i < 2; i++) {
        const mine = await q.query(text, params, options, false);
        const theirs = await pg.query(text, params, options);
        expect(mine).toEqual(theirs);
      }
    }
    expect(q.size).toBe(cases.length);
  });

  it('keeps each text prepared under a name, and closes the least recently used past its bound', async () => {
    const q = preparedQueries(pg, 2);
    const before = await preparedNames();
    await q.query('select name from things where id = $1', [1], undefined, false);
    await q.query('select score from things where id = $1', [1], undefined, false);
    await q.query('select name from things where id = $1', [1], undefined, false);
    expect((await preparedNames()).length).toBe(before.length + 2);
    // A third text pushes out the one used longest ago (score's); the name one is still prepared.
    await q.query('select tags from things where id = $1', [1], undefined, false);
    expect(q.size).toBe(2);
    expect((await preparedNames()).length).toBe(before.length + 2);
    expect(await q.query('select name from things where id = $1', [1], undefined, false)).toMatchObject({ rows: [{ name: 'one' }] });
    expect((await preparedNames()).length).toBe(before.length + 2);
  });

  it('fails as query does, with the code and the query, and the statement still serves the next call', async () => {
    const q = preparedQueries(pg);
    const insert = 'insert into things (id, name) values ($1, $2)';
    await q.query(insert, [2, 'two'], undefined, false);
    const duplicate = await q.query(insert, [3, 'two'], undefined, false).catch((err: unknown) => err);
    expect(duplicate).toMatchObject({ code: '23505', query: insert });
    const badInput = await q.query(insert, ['not a number', 'x'], undefined, false).catch((err: unknown) => err);
    expect(badInput).toMatchObject({ code: '22P02' });
    const syntax = await q.query('selec $1', [1], undefined, false).catch((err: unknown) => err);
    expect(syntax).toMatchObject({ code: '42601' });
    await q.query(insert, [3, 'three'], undefined, false);
    expect((await pg.query('select count(*)::int as n from things where id in (2, 3)')).rows).toEqual([{ n: 2 }]);
  });

  it('runs inside PGlite transactions: committed, rolled back on a failure, statements without parameters too', async () => {
    const q = preparedQueries(pg);
    await pg.transaction(async () => {
      await q.query('update things set score = $1 where id = $2', [10, 1], undefined, true);
      await q.query("update things set score = score + 1 where name = 'one'", [], undefined, true);
    });
    expect((await pg.query('select score from things where id = 1')).rows).toEqual([{ score: 11 }]);

    const failed = await pg
      .transaction(async () => {
        await q.query('update things set score = $1 where id = $2', [99, 1], undefined, true);
        await q.query("insert into things (id, name) values (4, 'one')", [], undefined, true);
      })
      .catch((err: unknown) => err);
    expect(failed).toMatchObject({ code: '23505' });
    expect((await pg.query('select score from things where id = 1')).rows).toEqual([{ score: 11 }]);
    // The connection is usable after the rollback, through both paths.
    expect((await q.query('select score from things where id = $1', [1], undefined, false)).rows).toEqual([{ score: 11 }]);
  });
});

describe('PGlite in this thread through the prepared client', () => {
  it('keeps a statement made outside an open transaction out of it, as PGlite query does', async () => {
    const client = preparedClient(pg);
    await client.query('update things set score = $1 where id = $2', [0, 1]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const tx = client.transaction(async (t) => {
      await t.query('update things set score = $1 where id = $2', [50, 1]);
      order.push('tx wrote');
      await held;
      await t.query('update things set score = score + $1 where id = $2', [1, 1]);
      order.push('tx ends');
    });
    // Sent while the transaction is open: it waits, and then sees the committed 51, not 50.
    const outside = client.query<{ score: number }>('select score from things where id = $1', [1]).then((r) => {
      order.push('read');
      return r.rows[0]!.score;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(['tx wrote']);
    release();
    await tx;
    expect(await outside).toBe(51);
    expect(order).toEqual(['tx wrote', 'tx ends', 'read']);
  });

  it('refuses a statement on a transaction handle once it is rolled back', async () => {
    const client = preparedClient(pg);
    const err = await client
      .transaction(async (t) => {
        await t.rollback();
        await t.query('select $1::int as n', [1]);
      })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ message: 'Transaction is closed' });
    expect((await client.query('select $1::int as n', [2])).rows).toEqual([{ n: 2 }]);
  });
});
