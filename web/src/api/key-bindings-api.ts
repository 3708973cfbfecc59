import { KeyBindingsView, type KeyBindings } from '#contract/key-bindings.ts';
import { apiRequest } from './http.ts';

// Typed calls to the account's key bindings. Every call answers with the whole view,
// which goes straight into the one cached copy (the Account page and the tactical room share it).

export const keyBindingsQueryKey = ['account', 'key-bindings'] as const;

const PATH = '/api/account/key-bindings';

export function fetchKeyBindings(signal?: AbortSignal): Promise<KeyBindingsView> {
  return apiRequest('GET', PATH, { schema: KeyBindingsView, signal });
}

export function saveKeyBindings(bindings: KeyBindings): Promise<KeyBindingsView> {
  return apiRequest('PUT', PATH, { body: bindings, schema: KeyBindingsView });
}

export function resetKeyBindings(): Promise<KeyBindingsView> {
  return apiRequest('DELETE', PATH, { schema: KeyBindingsView });
}
