// The PGlite worker thread from the sources (development, tests, benches): registers tsx in this
// thread, then runs the TypeScript entry. On Node 20 a worker gets no TypeScript support from its
// parent (neither `node --import tsx` nor tsx registered in code, as scripts/launch.mjs and vitest
// do), nor from `--import tsx` in its execArgv. The compiled server starts its bundle instead.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
