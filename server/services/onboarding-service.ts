// What a newcomer has been shown (the crawler page's controls help), per account: read, and marked
// seen once. No row, or a null column, means not seen yet.
import type { OnboardingView } from '#contract/onboarding.ts';
import type { AccountSettingsRepository } from '../repositories/account-settings-repository.ts';

interface Deps {
  settings: AccountSettingsRepository;
  clock: () => Date;
}

export function createOnboardingService({ settings, clock }: Deps) {
  return {
    async get(userId: string): Promise<OnboardingView> {
      return { controlsHelpSeen: (await settings.controlsHelpSeenAt(userId)) !== null };
    },
    async markControlsHelpSeen(userId: string): Promise<OnboardingView> {
      await settings.markControlsHelpSeen(userId, clock());
      return { controlsHelpSeen: true };
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
