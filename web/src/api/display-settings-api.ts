import { DisplaySettingsView, type DisplaySettings } from '#contract/display-settings.ts';
import { apiRequest } from './http.ts';

// Typed calls to the account's display settings (docs/decisions/0017-seeing-palette-and-motion.md). Every call answers with the
// whole view, which goes straight into the one cached copy the whole client reads.

export const displaySettingsQueryKey = ['account', 'display'] as const;

const PATH = '/api/account/display';

export function fetchDisplaySettings(signal?: AbortSignal): Promise<DisplaySettingsView> {
  return apiRequest('GET', PATH, { schema: DisplaySettingsView, signal });
}

export function saveDisplaySettings(settings: DisplaySettings): Promise<DisplaySettingsView> {
  return apiRequest('PUT', PATH, { body: settings, schema: DisplaySettingsView });
}
