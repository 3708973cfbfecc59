import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

// The web app runs under a CSP without 'unsafe-eval' (server/plugins/security.ts). In a browser, zod
// is told not to use its eval-based fast path: its feature probe, Function(''), would otherwise be
// reported as a CSP violation on every page load. The server keeps the fast path.
if (typeof window !== 'undefined' && typeof document !== 'undefined') z.config({ jitless: true });

export * from './error-codes.ts';

export const ErrorBody = lazySchema(() => z.object({ error: z.string(), code: z.string() }));
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Sign-in with credentials needs an email or a phone, and a password. */
export const CREDENTIALS_REQUIRED_MESSAGE = 'You must provide either an email or phone number and a password';
export const DEV_LOGIN_DISABLED_MESSAGE = 'Dev login only available in development mode';
