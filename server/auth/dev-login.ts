// POST /api/auth/dev-login as a better-auth plugin endpoint, so the session it opens is an ordinary
// better-auth session (cookie + bearer token) and every other auth route treats it the same way.
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { DevLoginBody } from '#contract/auth.ts';
import { DEV_LOGIN_DISABLED_MESSAGE, ErrorCode } from '#contract/errors.ts';

export const DEFAULT_DEV_EMAIL = 'dev@crawl.local';

export function devLoginPlugin(enabled: boolean): BetterAuthPlugin {
  return {
    id: 'dev-login',
    endpoints: {
      devLogin: createAuthEndpoint('/dev-login', { method: 'POST' }, async (ctx) => {
        if (!enabled) {
          throw new APIError('FORBIDDEN', { message: DEV_LOGIN_DISABLED_MESSAGE, code: ErrorCode.devLoginDisabled });
        }
        const parsed = DevLoginBody.safeParse(ctx.body ?? {});
        if (!parsed.success) {
          throw new APIError('BAD_REQUEST', {
            message: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
            code: ErrorCode.validation,
          });
        }
        const email = parsed.data.email ?? DEFAULT_DEV_EMAIL;
        const adapter = ctx.context.internalAdapter;
        const found = await adapter.findUserByEmail(email);
        const user =
          found?.user ??
          (await adapter.createUser({
            email,
            name: email.split('@')[0] ?? 'Developer',
            emailVerified: true,
          }));
        const session = await adapter.createSession(user.id);
        if (!session) throw new APIError('INTERNAL_SERVER_ERROR', { message: 'Could not create a session' });
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ access_token: session.token, token_type: 'bearer' as const, user: { id: user.id, email: user.email } });
      }),
    },
  };
}
