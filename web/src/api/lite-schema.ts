// A few hundred bytes of response checking for the landing page, which must not ship zod (the
// landing budget: landing route ≤ 150 KB of JS gzip; zod's core alone is ~15 KB gzip, its full build ~25 KB).
// It covers only what contract-lite.ts needs (objects of strings, booleans, safe integers, enums,
// nullables) and follows zod's rules for those: unknown keys are dropped unless the object is loose,
// `int` is a safe integer, and a failure lists every issue with its path. Its schemas have zod's
// `safeParse` shape, so apiFetch takes them and zod's schemas alike. Anything else uses zod.

export interface Issue {
  readonly path: PropertyKey[];
  readonly message: string;
}

export type SafeParseResult<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };

export interface LiteSchema<T> {
  safeParse(value: unknown): SafeParseResult<T>;
  /** Checks `value` at `path`, adding what is wrong to `issues`; returns the parsed value. */
  readonly run: (value: unknown, path: PropertyKey[], issues: Issue[]) => T;
}

export type Output<S> = S extends LiteSchema<infer T> ? T : never;

function schema<T>(run: LiteSchema<T>['run']): LiteSchema<T> {
  return {
    run,
    safeParse(value) {
      const issues: Issue[] = [];
      const data = run(value, [], issues);
      return issues.length === 0 ? { success: true, data } : { success: false, error: { issues } };
    },
  };
}

const received = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

function primitive<T>(expected: string, accepts: (value: unknown) => value is T): LiteSchema<T> {
  return schema((value, path, issues) => {
    if (!accepts(value)) issues.push({ path, message: `Invalid input: expected ${expected}, received ${received(value)}` });
    return value as T;
  });
}

export const string = primitive('string', (value): value is string => typeof value === 'string');
export const boolean = primitive('boolean', (value): value is boolean => typeof value === 'boolean');
export const int = primitive('int', (value): value is number => Number.isSafeInteger(value));

export function literals<const V extends readonly string[]>(values: V): LiteSchema<V[number]> {
  return primitive(`one of ${values.join('|')}`, (value): value is V[number] => values.includes(value as string));
}

export function nullable<T>(inner: LiteSchema<T>): LiteSchema<T | null> {
  return schema((value, path, issues) => (value === null ? null : inner.run(value, path, issues)));
}

type Shape = Record<string, LiteSchema<unknown>>;
type ObjectOutput<S extends Shape> = { [K in keyof S]: Output<S[K]> };

function objectOf<S extends Shape, T>(shape: S, loose: boolean): LiteSchema<T> {
  return schema((value, path, issues) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      issues.push({ path, message: `Invalid input: expected object, received ${received(value)}` });
      return value as T;
    }
    const input = value as Record<string, unknown>;
    const out: Record<string, unknown> = loose ? { ...input } : {};
    for (const key of Object.keys(shape)) out[key] = shape[key]!.run(input[key], [...path, key], issues);
    return out as T;
  });
}

/** zod's `z.object`: the keys of `shape`, others dropped. */
export function object<S extends Shape>(shape: S): LiteSchema<ObjectOutput<S>> {
  return objectOf(shape, false);
}

/** zod's `z.looseObject` (`.passthrough()`): the keys of `shape` checked, others kept as they are. */
export function looseObject<S extends Shape>(shape: S): LiteSchema<ObjectOutput<S> & Record<string, unknown>> {
  return objectOf(shape, true);
}
