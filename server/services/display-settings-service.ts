// How the game is drawn for an account (docs/decisions/0017-seeing-palette-and-motion.md): read (the defaults until changed) and
// replaced as a whole. The defaults are stored as null, so a row that only holds key bindings, or no
// row at all, reads as the defaults.
import { displayColumnsOf, displaySettingsOf, type DisplaySettings, type DisplaySettingsView } from '#contract/display-settings.ts';
import type { AccountSettingsRepository } from '../repositories/account-settings-repository.ts';

interface Deps {
  settings: AccountSettingsRepository;
  clock: () => Date;
}

export function createDisplaySettingsService({ settings, clock }: Deps) {
  const view = (stored: { palette: string | null; reducedMotion: boolean | null } | null): DisplaySettingsView => ({
    ...displaySettingsOf(stored),
    customised: stored !== null && (stored.palette !== null || stored.reducedMotion !== null),
  });

  return {
    async get(userId: string): Promise<DisplaySettingsView> {
      return view(await settings.display(userId));
    },
    async save(userId: string, display: DisplaySettings): Promise<DisplaySettingsView> {
      const columns = displayColumnsOf(display);
      await settings.saveDisplay(userId, columns, clock());
      return view(columns);
    },
  };
}
export type DisplaySettingsService = ReturnType<typeof createDisplaySettingsService>;
