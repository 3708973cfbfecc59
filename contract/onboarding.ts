import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

// What a newcomer has already been shown, saved on the server so it follows the account to every
// browser (like the key bindings and display settings): the crawler page's controls help shows once
// per account, not once per browser.

/** GET/PUT /api/account/onboarding reply. */
export const OnboardingView = lazySchema(() => z.object({
  /** True once the account dismissed the controls help on the crawler page. */
  controlsHelpSeen: z.boolean(),
}));
export type OnboardingView = z.infer<typeof OnboardingView>;

/** PUT /api/account/onboarding body: the help was seen. It is never "unseen" again, so only true is accepted. */
export const OnboardingUpdate = lazySchema(() => z.object({ controlsHelpSeen: z.literal(true) }).strict());
export type OnboardingUpdate = z.infer<typeof OnboardingUpdate>;
