import { Health } from '#contract/health.ts';
import { apiRequest } from './http.ts';

export function fetchHealth(signal?: AbortSignal): Promise<Health> {
  return apiRequest('GET', '/api/health', { schema: Health, signal });
}
