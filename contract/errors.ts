import { z } from 'zod';

// The web app runs under a CSP without 'unsafe-eval' (server/plugins/security.ts). In a browser, zod
// is told not to use its eval-based fast path: its feature probe, Function(''), would otherwise be
// reported as a CSP violation on every page load. The server keeps the fast path.
if (typeof window !== 'undefined' && typeof document !== 'undefined') z.config({ jitless: true });

/** Every error code the API can answer with. Closed vocabulary: add here first. */
export const ErrorCode = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  /** Too many wrong passwords for one account: its password sign-in is refused for a while (429, Retry-After). */
  accountLocked: 'account_locked',
  payloadTooLarge: 'payload_too_large',
  uriTooLong: 'uri_too_long',
  unsupportedMediaType: 'unsupported_media_type',
  devLoginDisabled: 'dev_login_disabled',
  noActiveSeason: 'no_active_season',
  seasonNotEnded: 'season_not_ended',
  unavailable: 'service_unavailable',
  /** A crawler's room is moving between server processes: try again in a moment. */
  roomMoving: 'room_moving',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ErrorBody = z.object({ error: z.string(), code: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Sign-in with credentials needs an email or a phone, and a password. */
export const CREDENTIALS_REQUIRED_MESSAGE = 'You must provide either an email or phone number and a password';
export const DEV_LOGIN_DISABLED_MESSAGE = 'Dev login only available in development mode';
