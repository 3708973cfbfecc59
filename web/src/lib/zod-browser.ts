// The web build's 'zod' (vite.config.ts aliases the bare specifier here). The web app runs under a
// CSP without 'unsafe-eval' (server/plugins/security.ts), and zod probes its eval-based fast path,
// Function(''), when it builds an object schema, which the browser reports as a CSP violation. As
// every module that imports 'zod' evaluates after this one, jitless holds before the first schema
// is built, whichever module loads zod first: zod is no longer on the landing page (the landing budget, docs/decisions/0028-first-load.md)
// but loads with the first screen or request that needs it.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
