import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/** The signed-in user as the client sees it (User). */
export const User = lazySchema(() => z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  credits: z.number().int(),
  sponsorReputation: z.number().int(),
  activeCrawlerId: z.number().int().nullable(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}));
export type User = z.infer<typeof User>;

/** What the sign-in dialog may offer; the server decides from its configuration. */
export const AuthConfig = lazySchema(() => z.object({
  google: z.boolean(),
  devLogin: z.boolean(),
  emailPassword: z.boolean(),
}));
export type AuthConfig = z.infer<typeof AuthConfig>;

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const DevLoginBody = lazySchema(() => z
  .object({ email: z.string().trim().toLowerCase().email().max(EMAIL_MAX).optional() })
  .strict());
export type DevLoginBody = z.infer<typeof DevLoginBody>;

export const DevLoginResponse = lazySchema(() => z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: z.object({ id: z.string(), email: z.string() }),
}));
export type DevLoginResponse = z.infer<typeof DevLoginResponse>;

/** better-auth's sign-in / sign-up answers: a session token, or a second-factor challenge. */
export const SignInResponse = lazySchema(() => z.union([
  z.object({ twoFactorRedirect: z.literal(true) }),
  z.object({ token: z.string().nullable(), user: z.object({ id: z.string(), email: z.string() }).passthrough() }),
]));
export type SignInResponse = z.infer<typeof SignInResponse>;

export const DEV_TOKEN_KEY = 'ctf-dev-token';
export const SESSION_TOKEN_KEY = 'ctf-session-token';
