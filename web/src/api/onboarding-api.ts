import { OnboardingView } from '#contract/onboarding.ts';
import { apiRequest } from './http.ts';

// Typed calls to what the account has already been shown (the crawler page's controls help).

export const onboardingQueryKey = ['account', 'onboarding'] as const;

const PATH = '/api/account/onboarding';

export function fetchOnboarding(signal?: AbortSignal): Promise<OnboardingView> {
  return apiRequest('GET', PATH, { schema: OnboardingView, signal });
}

export function markControlsHelpSeen(): Promise<OnboardingView> {
  return apiRequest('PUT', PATH, { body: { controlsHelpSeen: true }, schema: OnboardingView });
}
