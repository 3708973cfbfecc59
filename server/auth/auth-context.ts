// better-auth keeps each call's context in three AsyncLocalStorage instances. On Node 20, the first
// `run()` of any of them turns on async hooks for the whole process and leaves them on: from then on,
// every promise any request makes (a cached read, a position report, a socket message) pays for
// handing the three stores on: a cached room-data-batch took ~86 µs of main-thread time with them
// on and ~64 µs with them off (decision 0047 has the profiles). The game calls better-auth only to sign in
// or out and when a session is not in the session cache, so between calls nothing needs those stores:
// when the last call in flight ends, the instances are disabled (docs/decisions/0047), and better-auth's
// next call turns them on again with its own `run()`.
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/** What is released: an AsyncLocalStorage, or a stand-in in tests. */
export interface Disables {
  disable(): void;
}

/**
 * Counts the calls in flight through `during`, and disables `storages` when none is left. One counter
 * for the process: every better-auth instance (a test may build several apps) shares the same stores.
 */
export function createContextRelease(storages: Promise<readonly Disables[]>) {
  let inFlight = 0;
  async function release(): Promise<void> {
    const list = await storages;
    // Checked after the await: a call that began meanwhile keeps the stores until it ends.
    if (inFlight === 0) for (const s of list) s.disable();
  }
  return {
    /** Runs `call` (a better-auth call) counted; when it was the last one in flight, releases the stores. */
    async during<T>(call: () => Promise<T>): Promise<T> {
      inFlight++;
      try {
        return await call();
      } finally {
        inFlight--;
        if (inFlight === 0) await release();
      }
    },
    inFlight: () => inFlight,
  };
}

const betterAuthStores = createContextRelease(
  Promise.all([getCurrentAuthContextAsyncLocalStorage(), getRequestStateAsyncLocalStorage(), getCurrentDBAdapterAsyncLocalStorage()]),
);

/** A function whose calls go through `during`, with its own properties (an endpoint's path, options) kept. */
function counted<F extends (...args: never[]) => unknown>(fn: F, during: <T>(call: () => Promise<T>) => Promise<T>): F {
  return new Proxy(fn, {
    apply: (target, self, args) => during(async () => Reflect.apply(target, self, args) as unknown),
  });
}

/**
 * The same better-auth instance, with its handler and every API endpoint counted by the process's
 * release (see above): whoever calls it, its context stores are on only while a call is under way.
 */
export function releasingContext<A extends { handler: (request: Request) => Promise<Response>; api: object }>(auth: A, release = betterAuthStores): A {
  const api = Object.fromEntries(
    Object.entries(auth.api).map(([name, endpoint]) => [name, typeof endpoint === 'function' ? counted(endpoint as (...args: never[]) => unknown, release.during) : endpoint]),
  );
  return { ...auth, handler: counted(auth.handler, release.during), api: api as A['api'] };
}
