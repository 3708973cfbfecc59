// fast-check arbitraries from zod 4 schemas: values the contract accepts (most of the time: object
// refinements such as "hotkeys distinct" are not modelled, so some come out invalid, which is fine).
import fc from 'fast-check';
import type { z } from 'zod';

interface Check {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
}

interface Def {
  type: string;
  checks?: { _zod: { def: Check } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] => (def.checks ?? []).map((c) => c._zod.def);

/** Generation caps: the contract's own maxima can be large; hostile sizes come from hostile.ts. */
const CAP = { string: 120, array: 12, record: 8 } as const;

function lengthBounds(checks: Check[], cap: number): { minLength: number; maxLength: number } {
  const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
  const max = checks.find((c) => c.check === 'max_length')?.maximum ?? cap;
  return { minLength: min, maxLength: Math.max(min, Math.min(max, cap)) };
}

export function isOptional(schema: z.ZodType): boolean {
  const t = defOf(schema).type;
  return t === 'optional' || t === 'default';
}

export function fromZod(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const checks = checksOf(def);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const model = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, fromZod(v)]));
      const requiredKeys = Object.entries(shape)
        .filter(([, v]) => !isOptional(v))
        .map(([k]) => k);
      return fc.record(model, { requiredKeys });
    }
    case 'string': {
      const regex = checks.find((c) => c.check === 'string_format' && c.format === 'regex')?.pattern;
      if (regex) return fc.stringMatching(regex);
      if (checks.some((c) => c.check === 'string_format' && c.format === 'email')) {
        const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);
        return fc.tuple(word, word).map(([user, host]) => `${user}@${host}.test`);
      }
      return fc.string({ ...lengthBounds(checks, CAP.string), unit: 'grapheme' });
    }
    case 'number': {
      const lower = checks.find((c) => c.check === 'greater_than');
      const upper = checks.find((c) => c.check === 'less_than');
      const isInt = checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
      if (isInt) {
        const min = lower ? Math.ceil(lower.value! + (lower.inclusive ? 0 : 1)) : -1_000_000;
        const max = upper ? Math.floor(upper.value! - (upper.inclusive ? 0 : 1)) : 1_000_000;
        return fc.integer({ min, max: Math.max(min, max) });
      }
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: lower?.value ?? -1e6, max: upper?.value ?? 1e6 });
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'array':
      return fc.array(fromZod(def.element!), lengthBounds(checks, CAP.array));
    case 'record':
      return fc.dictionary(fromZod(def.keyType!) as fc.Arbitrary<string>, fromZod(def.valueType!), { maxKeys: CAP.record });
    case 'optional':
    case 'default':
      return fromZod(def.innerType!);
    case 'nullable':
      return fc.option(fromZod(def.innerType!), { nil: null });
    case 'pipe':
      return fromZod(def.in!);
    case 'union':
      return fc.oneof(...(def.options ?? []).map(fromZod));
    default:
      return fc.anything({ maxDepth: 2 });
  }
}
