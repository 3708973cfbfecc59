import type { DevLoginResponse, SignInResponse } from '#contract/auth.ts';
import { apiFetch, apiRequest } from './http.ts';

// The auth calls made when the user acts (sign in, sign up, two-factor, Google, sign out): apart
// from auth-api.ts so a visitor's first load does not carry them; the auth provider loads this
// module on first use and the sign-in dialog prefetches it. zod schemas load with their request.
const contract = () => import('#contract/auth.ts');
const schemas = () => import('./auth-schemas.ts');

const AUTH_TOKEN_HEADER = 'set-auth-token';

export function devLoginRequest(email?: string): Promise<DevLoginResponse> {
  return apiRequest('POST', '/api/auth/dev-login', { body: email ? { email } : {}, schema: async () => (await contract()).DevLoginResponse });
}

export type CredentialsResult = { kind: 'session'; token: string | null } | { kind: 'two-factor' };

function toCredentialsResult(data: SignInResponse, headers: Headers): CredentialsResult {
  if ('twoFactorRedirect' in data) return { kind: 'two-factor' };
  // The bearer plugin repeats the token in a header; prefer it because it is the signed value.
  return { kind: 'session', token: headers.get(AUTH_TOKEN_HEADER) ?? data.token };
}

export async function emailSignIn(email: string, password: string): Promise<CredentialsResult> {
  const { data, headers } = await apiFetch('POST', '/api/auth/sign-in/email', {
    body: { email, password },
    schema: async () => (await contract()).SignInResponse,
  });
  return toCredentialsResult(data, headers);
}

export async function emailSignUp(email: string, password: string, name: string): Promise<CredentialsResult> {
  const { data, headers } = await apiFetch('POST', '/api/auth/sign-up/email', {
    body: { email, password, name },
    schema: async () => (await contract()).SignInResponse,
  });
  return toCredentialsResult(data, headers);
}

export async function verifyTotpRequest(code: string): Promise<string | null> {
  const { data, headers } = await apiFetch('POST', '/api/auth/two-factor/verify-totp', {
    body: { code },
    schema: async () => (await schemas()).TokenUserResponse,
  });
  return headers.get(AUTH_TOKEN_HEADER) ?? data.token ?? null;
}

export async function googleSignInUrl(): Promise<string> {
  const data = await apiRequest('POST', '/api/auth/sign-in/oauth2', {
    body: { providerId: 'google', callbackURL: '/' },
    schema: async () => (await schemas()).OAuthRedirectResponse,
  });
  return data.url;
}

export async function revokeAllSessions(): Promise<void> {
  await apiRequest('POST', '/api/auth/revoke-sessions', { body: {} });
}

export async function signOutRequest(): Promise<void> {
  await apiRequest('POST', '/api/auth/sign-out', { body: {} });
}
