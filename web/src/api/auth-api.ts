import type { AuthConfig as AuthConfigType, User } from '#contract/auth.ts';
import type { TwoFactorEnableResponse } from './auth-schemas.ts';
import { AuthConfig, GetSessionResponse } from './contract-lite.ts';
import { apiRequest, isApiError } from './http.ts';

// Thin typed calls to the auth routes. No state lives here: the auth provider decides what to store.
// The auth provider is on the landing page, which must not ship zod (the landing budget, docs/decisions/0028-first-load.md): what a visitor's
// page reads is checked with contract-lite.ts, and the zod schemas of the answers that come only
// after a sign-in (or on the password screens) load with their request (SchemaSource in http.ts).
// The calls a visitor makes only by acting (sign in, sign up, sign out...) are in auth-actions-api.ts,
// loaded when needed.
const contract = () => import('#contract/auth.ts');
const schemas = () => import('./auth-schemas.ts');

export const RESET_PASSWORD_PATH = '/reset-password';

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
