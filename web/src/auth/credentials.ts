import { CREDENTIALS_REQUIRED_MESSAGE } from '../api/contract-lite.ts';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Sign-in needs an email (phone sign-in is not offered) and a password.
 * Returns the exact spec message when something is missing, or null when the request may be sent.
 */
export function credentialsError(credentials: Credentials): string | null {
  if (credentials.email.trim() === '' || credentials.password === '') return CREDENTIALS_REQUIRED_MESSAGE;
  return null;
}
