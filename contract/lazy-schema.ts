import type { z } from 'zod';

// A browser builds a contract schema the first time it is used, not when its module loads
// (docs/decisions/0043-lazy-contract-schemas.md). Building all of them at once took ~100 ms of a
// phone's main thread in the crawler page's first load, most for schemas that page never reads
// (request bodies, other screens' answers). The server, which parses with nearly all of them, and
// every process without a `document`, builds each at once: there the schema is the plain zod object.

const inBrowser = typeof document !== 'undefined';

/**
 * `build()`'s schema: in a browser `deferredSchema(build)`, elsewhere built at once. Marked free of
 * side effects, as zod's own constructors are, so a bundle still leaves out the schemas nothing uses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends z.ZodType>(build: () => T): T {
  return inBrowser ? deferredSchema(build) : build();
}

/**
 * A stand-in for `build()`'s schema that builds it on its first use and then forwards everything to
 * it (parse, zod's internals, `instanceof`, `.extend()`...), so it can be used, and composed into
 * other schemas, exactly as the schema itself.
 */
/* @__NO_SIDE_EFFECTS__ */
export function deferredSchema<T extends z.ZodType>(build: () => T): T {
  let schema: T | undefined;
  const real = (): T => (schema ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    has: (_, key) => Reflect.has(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    ownKeys: () => Reflect.ownKeys(real()),
    // Reported as configurable: the stand-in's own (empty) target does not hold the property.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
