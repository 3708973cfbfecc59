import { DEV_TOKEN_KEY, SESSION_TOKEN_KEY } from './contract-lite.ts';

// localStorage can throw (private mode, disabled storage, quota). A missing token just means
// "signed out", so every access degrades to null instead of crashing the app.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    const value = storage()?.getItem(key);
    return value ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Without storage the cookie session still works for this tab.
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** The bearer token sent with every call: a real session wins over a dev-login token. */
export function getStoredToken(): string | null {
  return read(SESSION_TOKEN_KEY) ?? read(DEV_TOKEN_KEY);
}

export function storeSessionToken(token: string): void {
  write(SESSION_TOKEN_KEY, token);
}

export function storeDevToken(token: string): void {
  write(DEV_TOKEN_KEY, token);
}

/** A refreshed token replaces whichever key currently holds the active one, so the two never disagree. */
export function replaceActiveToken(token: string): void {
  if (read(SESSION_TOKEN_KEY) === null && read(DEV_TOKEN_KEY) !== null) storeDevToken(token);
  else storeSessionToken(token);
}

export function clearStoredTokens(): void {
  remove(SESSION_TOKEN_KEY);
  remove(DEV_TOKEN_KEY);
}
