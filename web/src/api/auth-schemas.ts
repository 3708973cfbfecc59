import { z } from 'zod';

// better-auth reply shapes the contract does not own (they are the library's, not ours).
// Only the fields the client reads are checked; the rest passes through untouched.
// GetSessionResponse, which a visitor's landing page reads, is in contract-lite.ts (no zod there).

export const OAuthRedirectResponse = z.object({ url: z.string().min(1), redirect: z.boolean().optional() }).passthrough();

export const StatusResponse = z.object({ status: z.boolean() }).passthrough();

export const TwoFactorEnableResponse = z.object({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorEnableResponse = z.infer<typeof TwoFactorEnableResponse>;

export const TokenUserResponse = z
  .object({ token: z.string().nullable().optional(), user: z.object({ id: z.string() }).passthrough().optional() })
  .passthrough();
