// A browser builds each contract schema on its first use (contract/lazy-schema.ts). The stand-in
// must answer exactly as the schema it stands for: the same parses and errors, alone and composed
// into other schemas, and zod's own checks on it.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deferredSchema, lazySchema } from '#contract/lazy-schema.ts';
import { Crawler } from '#contract/crawler.ts';
import { RoomEvent } from '#contract/room-events.ts';
import { crawlerFixture } from '../web/fixtures.ts';

describe('deferred contract schemas', () => {
  it('builds the schema on its first use, once', () => {
    let built = 0;
    const Point = deferredSchema(() => {
      built += 1;
      return z.object({ x: z.number().int(), y: z.number().int() });
    });
    expect(built).toBe(0);
    expect(Point.parse({ x: 1, y: 2, z: 3 })).toEqual({ x: 1, y: 2 });
    expect(Point.safeParse({ x: 1.5, y: 2 }).success).toBe(false);
    expect(built).toBe(1);
  });

  it('answers as the schema itself, alone and composed', () => {
    const eager = z.object({ id: z.number().int(), tags: z.array(z.string()).optional() });
    const lazy = deferredSchema(() => z.object({ id: z.number().int(), tags: z.array(z.string()).optional() }));
    for (const input of [{ id: 1 }, { id: 1, tags: ['a'] }, { id: 'x' }, { id: 1, tags: [2] }, null]) {
      const a = eager.safeParse(input);
      const b = lazy.safeParse(input);
      expect(b.success).toBe(a.success);
      expect(b.error?.issues).toEqual(a.error?.issues);
    }
    expect(z.array(lazy).parse([{ id: 1 }, { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(lazy.extend({ name: z.string() }).parse({ id: 3, name: 'n' })).toEqual({ id: 3, name: 'n' });
    expect(z.object({ inner: lazy.nullable() }).safeParse({ inner: { id: 'no' } }).success).toBe(false);
    expect(lazy).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(lazy.shape)).toEqual(['id', 'tags']);
  });

  it('stands for a discriminated union and its members', () => {
    const A = deferredSchema(() => z.object({ type: z.literal('a'), n: z.number() }));
    const B = deferredSchema(() => z.object({ type: z.literal('b'), s: z.string() }));
    const Either = deferredSchema(() => z.discriminatedUnion('type', [A, B]));
    expect(Either.parse({ type: 'b', s: 'x' })).toEqual({ type: 'b', s: 'x' });
    expect(Either.safeParse({ type: 'a', s: 'x' }).success).toBe(false);
    expect(Either.safeParse({ type: 'c' }).success).toBe(false);
  });

  it('is the plain schema outside a browser (the server parses with zod objects)', () => {
    const schema = lazySchema(() => z.string());
    expect(typeof document).toBe('undefined');
    expect(schema).toBeInstanceOf(z.ZodString);
    expect(Crawler.parse(crawlerFixture())).toMatchObject({ id: crawlerFixture().id });
    expect(RoomEvent.safeParse({ type: 'moved', tick: 1, id: 'mob-1', x: 1, y: 2 }).success).toBe(true);
  });
});
