import type * as Auth from '#contract/auth.ts';
import type * as Errors from '#contract/errors.ts';
import type * as SeasonContract from '#contract/season.ts';
import * as lite from './lite-schema.ts';

// The slice of the contract that the landing page needs before it is interactive, without zod
// (the landing budget: landing route ≤ 150 KB of JS gzip). The contract's modules build their schemas
// with zod at load time (not tree-shakable), so importing any value from them ships zod with it.
// Here the same values are copied, and the few answers a visitor's landing page reads are checked
// with lite-schema.ts. Everything behind sign-in imports '#contract/*' (and zod) as usual.
//
// Every copy is checked against the contract by tsc: constants through their literal types, schemas
// through `LiteSchemasMatchContract` below (the parsed types must be the same both ways).

// ---- constants ----

// Only the codes the landing page reads: the whole table (contract/error-codes.ts) would cost the
// landing bundle about 0.3 KB gzip, over its budget. tsc checks each value against the contract.
export const ErrorCode: Pick<typeof Errors.ErrorCode, 'noActiveSeason'> = { noActiveSeason: 'no_active_season' };

export const CREDENTIALS_REQUIRED_MESSAGE: typeof Errors.CREDENTIALS_REQUIRED_MESSAGE =
  'You must provide either an email or phone number and a password';

export const DEV_TOKEN_KEY: typeof Auth.DEV_TOKEN_KEY = 'ctf-dev-token';
export const SESSION_TOKEN_KEY: typeof Auth.SESSION_TOKEN_KEY = 'ctf-session-token';
export const PASSWORD_MIN: typeof Auth.PASSWORD_MIN = 8;
export const PASSWORD_MAX: typeof Auth.PASSWORD_MAX = 128;

export const SeasonStatus: typeof SeasonContract.SeasonStatus = { live: 'live', comingSoon: 'coming-soon', ended: 'ended' };

// ---- schemas (the answers a visitor's landing page reads) ----

export const ErrorBody = lite.object({ error: lite.string, code: lite.string });

export const AuthConfig = lite.object({
  google: lite.boolean,
  devLogin: lite.boolean,
  emailPassword: lite.boolean,
});

export const Season = lite.object({
  id: lite.int,
  seasonNumber: lite.int,
  name: lite.string,
  description: lite.string,
  startDate: lite.string,
  endDate: lite.nullable(lite.string),
  isActive: lite.boolean,
  status: lite.literals([SeasonStatus.live, SeasonStatus.comingSoon, SeasonStatus.ended]),
});

/** better-auth's get-session answer (not ours: only the fields the client reads are checked). */
export const GetSessionResponse = lite.nullable(
  lite.object({
    session: lite.looseObject({ token: lite.string }),
    user: lite.looseObject({ id: lite.string }),
  }),
);
export type GetSessionResponse = lite.Output<typeof GetSessionResponse>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

/** Compile-time only: each schema here parses to exactly the contract's type. */
export type LiteSchemasMatchContract = [
  Assert<Same<lite.Output<typeof ErrorBody>, Errors.ErrorBody>>,
  Assert<Same<lite.Output<typeof AuthConfig>, Auth.AuthConfig>>,
  Assert<Same<lite.Output<typeof Season>, SeasonContract.Season>>,
];
