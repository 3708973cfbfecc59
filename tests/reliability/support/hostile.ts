// Hostile inputs: values of the wrong type, huge, deeply nested, non-finite, negative or fractional
// ids, odd unicode, prototype-pollution keys, SQL and HTML payloads; as JSON values, raw request
// bodies, path parameters and query strings.
import fc from 'fast-check';
import type { z } from 'zod';
import { fromZod } from './zod-arbitrary.ts';

export const HUGE = 100_001;

/** encodeURIComponent, except that lone surrogates become their (invalid) UTF-8 bytes instead of throwing. */
export function encodeAny(s: string): string {
  return [...s]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff) return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      return encodeURIComponent(ch);
    })
    .join('');
}

/** Strings an attacker tries first. */
export const NASTY_STRINGS = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '0x1F',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '9'.repeat(40),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  "' OR '1'='1",
  "1; DROP TABLE crawlers; --",
  "'); update crawlers set gold = 1e9; --",
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '\ufeff',
  '🐉🗡️👨‍👩‍👧',
  'Z̴̡̛a̷l̶g̵o̸',
  '\u202egnp.exe',
  'ＡＢＣ１２３',
  '١٢٣',
  '%00',
  '../../etc/passwd',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'mob-99999999999',
  'crawler-0',
  'mob--1',
  'mob-1.5',
  'mob-1\n',
] as const;

export const NASTY_NUMBERS = [0, -0, -1, 1.5, -2.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e21, 1e308, -1e308, 5e-324, Number.EPSILON] as const;

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Any JSON value of the wrong kind for wherever it lands. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom<unknown>(...NASTY_STRINGS, ...NASTY_NUMBERS, null, true, false, [], {}, [null], { '': '' }), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 64 }), weight: 2 },
  { arbitrary: fc.oneof(fc.maxSafeInteger(), fc.double()), weight: 2 },
  { arbitrary: fc.constant('x'.repeat(HUGE)), weight: 1 },
  { arbitrary: fc.array(fc.integer(), { minLength: 0, maxLength: 5 }), weight: 1 },
  { arbitrary: fc.object({ maxDepth: 3 }), weight: 1 },
);

function nested(depth: number, leaf: string, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + leaf + ']'.repeat(depth) : '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
}

/** Whole request bodies as raw text (not all of them JSON). */
export const RAW_BODIES: readonly string[] = [
  '',
  '{',
  'null',
  '[]',
  '"a string"',
  '42',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  'undefined',
  '{"a":NaN}',
  '{"a":1e309,"itemId":1e309,"crawlerId":-1e309}',
  "{'single':'quotes'}",
  '{"a":1,"a":2}',
  '\ufeff{}',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"prototype":{"polluted":"yes"}}',
  '{"a":{"__proto__":{"polluted":"yes"}}}',
  nested(500, '1', 'array'),
  nested(5_000, '1', 'array'),
  nested(500, '1', 'object'),
  nested(3_000, '1', 'object'),
  `[${'1,'.repeat(30_000)}1]`,
  JSON.stringify({ huge: 'x'.repeat(HUGE) }),
];

export interface BodyCase {
  kind: string;
  /** The raw request body, or undefined for none. */
  payload: string | undefined;
  contentType?: string;
}

/** A JSON object text with one extra key spliced in (JSON.stringify cannot write an own __proto__). */
function withExtraKey(value: unknown, key: string, extra: unknown): string {
  const text = JSON.stringify(value);
  const pair = `${JSON.stringify(key)}:${JSON.stringify(extra) ?? 'null'}`;
  if (text && text.startsWith('{')) return text === '{}' ? `{${pair}}` : `{${pair},${text.slice(1)}`;
  return `{${pair}}`;
}

/** Replaces one field of an object (or a nested one) with a hostile value. */
function swapField(value: unknown, path: number, replacement: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return replacement;
  const keys = Object.keys(value);
  if (!keys.length) return replacement;
  const key = keys[path % keys.length]!;
  const inner = (value as Record<string, unknown>)[key];
  const next = inner && typeof inner === 'object' && !Array.isArray(inner) && path % 3 === 0 ? swapField(inner, Math.floor(path / 3), replacement) : replacement;
  return { ...(value as object), [key]: next };
}

/**
 * A request body: one the contract accepts (`realistic` may point its ids at real rows, so the case
 * reaches the service), or one with a hostile twist.
 */
export function hostileBody(schema: z.ZodType | undefined, realistic: (v: unknown) => unknown = (v) => v): fc.Arbitrary<BodyCase> {
  const generated: fc.Arbitrary<unknown> = schema ? fromZod(schema) : fc.constant({});
  const valid = fc.oneof(generated, generated.map(realistic));
  const json = (kind: string) => (v: unknown): BodyCase => ({ kind, payload: JSON.stringify(v) ?? 'null' });
  return fc.oneof(
    { arbitrary: valid.map(json('contract')), weight: schema ? 4 : 1 },
    { arbitrary: fc.tuple(valid, fc.nat(), hostileValue).map(([v, path, bad]) => json('wrong-field')(swapField(v, path, bad))), weight: 6 },
    {
      arbitrary: fc.tuple(valid, fc.oneof(fc.constantFrom(...POLLUTION_KEYS), fc.string({ maxLength: 12 })), fc.oneof(hostileValue, fc.constant({ polluted: 'yes' }))).map(([v, key, extra]) => ({
        kind: 'extra-key',
        payload: withExtraKey(v, key, extra),
      })),
      weight: 3,
    },
    { arbitrary: hostileValue.map(json('wrong-type')), weight: 2 },
    { arbitrary: fc.constantFrom(...RAW_BODIES).map((payload): BodyCase => ({ kind: 'raw', payload })), weight: 3 },
    {
      arbitrary: fc.tuple(valid, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/xml')).map(
        ([v, contentType]): BodyCase => ({ kind: 'content-type', payload: JSON.stringify(v), contentType }),
      ),
      weight: 1,
    },
    { arbitrary: fc.constant<BodyCase>({ kind: 'none', payload: undefined }), weight: 1 },
  );
}

/** A path parameter: a real id now and then, otherwise anything an attacker might type. */
export function hostileParam(realIds: readonly number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: realIds.length ? fc.constantFrom(...realIds).map(String) : fc.constant('1'), weight: 3 },
    { arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String), weight: 2 },
    { arbitrary: fc.double().map((n) => encodeAny(String(n))), weight: 1 },
    { arbitrary: fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length < 1000)).map(encodeAny), weight: 3 },
    // Not encoded: traversal, bad percent-encoding, separators.
    { arbitrary: fc.constantFrom('1/../2', '..', '.', '%', '%zz', '%E0%A4%A', '1;2', '1,2', '1%2F2', '1%00', '%2e%2e', 'x'.repeat(200), '1'.repeat(101)), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map(encodeAny), weight: 1 },
  );
}

/** A query string: the route's own keys with hostile values, pollution keys, duplicates, arrays. */
export function hostileQuery(schema: z.ZodType | undefined): fc.Arbitrary<string> {
  const keys = fc.oneof(
    fc.constantFrom('limit', 'token', 'id', '__proto__', 'constructor', '__proto__[polluted]', 'constructor[prototype][polluted]', 'limit[]', 'a[b][c]'),
    fc.string({ maxLength: 10 }),
  );
  const value = fc.oneof(
    fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length < 1000), '1', '20', '100', '101', '1e2', 'x'.repeat(5_000)),
    fc.integer().map(String),
    fc.double().map(String),
  );
  const pairs = fc.array(fc.tuple(keys, value), { maxLength: 4 }).map((ps) => ps.map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`));
  const contract = schema ? fromZod(schema).map((q) => Object.entries(q as Record<string, unknown>).map(([k, v]) => `${k}=${encodeAny(String(v))}`)) : fc.constant([]);
  return fc
    .oneof(fc.constant([] as string[]), contract, pairs, fc.tuple(contract, pairs).map(([a, b]) => [...a, ...b]), fc.constant(['limit=1', 'limit=2']), fc.constant(['%zz=1', 'limit=%']))
    .map((ps) => (ps.length ? `?${ps.join('&')}` : ''));
}
