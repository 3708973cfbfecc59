import type { AuthConfig as AuthConfigType, DevLoginResponse, SignInResponse, User } from '#contract/auth.ts';
import type { TwoFactorEnableResponse } from './auth-schemas.ts';
import { AuthConfig, GetSessionResponse } from './contract-lite.ts';
import { apiFetch, apiRequest, isApiError } from './http.ts';

// Thin typed calls to the auth routes. No state lives here: the auth provider decides what to store.
// The auth provider is on the landing page, which must not ship zod (issue 7 budget): what a visitor's
// page reads is checked with contract-lite.ts, and the zod schemas of the answers that come only
// after a sign-in (or on the password screens) load with their request (SchemaSource in http.ts).
const contract = () => import('#contract/auth.ts');
const schemas = () => import('./auth-schemas.ts');

export const RESET_PASSWORD_PATH = '/reset-password';
const AUTH_TOKEN_HEADER = 'set-auth-token';

export function fetchAuthConfig(): Promise<AuthConfigType> {
  return apiRequest('GET', '/api/auth/config', { schema: AuthConfig });
}

/** The auth-state query: the signed-in user, or null when the server says there is no session. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await apiRequest('GET', '/api/auth/user', { schema: async () => (await contract()).User, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function fetchSession(): Promise<GetSessionResponse> {
  return apiRequest('GET', '/api/auth/get-session', { schema: GetSessionResponse });
}

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

export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('POST', '/api/auth/request-password-reset', {
    body: { email, redirectTo: RESET_PASSWORD_PATH },
    schema: async () => (await schemas()).StatusResponse,
  });
}

export async function resetPassword(newPassword: string, token: string): Promise<void> {
  await apiRequest('POST', '/api/auth/reset-password', { body: { newPassword, token }, schema: async () => (await schemas()).StatusResponse });
}

export function enableTwoFactor(password: string): Promise<TwoFactorEnableResponse> {
  return apiRequest('POST', '/api/auth/two-factor/enable', { body: { password }, schema: async () => (await schemas()).TwoFactorEnableResponse });
}

export async function disableTwoFactor(password: string): Promise<void> {
  await apiRequest('POST', '/api/auth/two-factor/disable', { body: { password } });
}
