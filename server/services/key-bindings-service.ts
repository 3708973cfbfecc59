// An account's key bindings for the tactical room: read (the defaults until changed),
// replaced as a whole map, or reset. A key bound to two actions is refused and nothing is written.
import { ErrorCode } from '#contract/errors.ts';
import {
  conflictMessage,
  findConflict,
  withDefaults,
  type KeyBindings,
  type KeyBindingsView,
} from '#contract/key-bindings.ts';
import { conflict } from '../http/errors.ts';
import type { AccountSettingsRepository } from '../repositories/account-settings-repository.ts';

interface Deps {
  settings: AccountSettingsRepository;
  clock: () => Date;
}

export function createKeyBindingsService({ settings, clock }: Deps) {
  const view = (stored: Record<string, string[]> | null): KeyBindingsView => ({ bindings: withDefaults(stored), customised: stored !== null });

  return {
    async get(userId: string): Promise<KeyBindingsView> {
      return view(await settings.keyBindings(userId));
    },
    async save(userId: string, bindings: KeyBindings): Promise<KeyBindingsView> {
      const clash = findConflict(bindings);
      if (clash) {
        // The message names the action that had the key before this change (the one the player did not touch).
        const [first, second] = clash.actions;
        const before = withDefaults(await settings.keyBindings(userId));
        const boundTo = before[second].includes(clash.key) && !before[first].includes(clash.key) ? second : first;
        throw conflict(conflictMessage(clash.key, boundTo), ErrorCode.keyConflict);
      }
      await settings.saveKeyBindings(userId, bindings, clock());
      return view(bindings);
    },
    async reset(userId: string): Promise<KeyBindingsView> {
      await settings.saveKeyBindings(userId, null, clock());
      return view(null);
    },
  };
}
export type KeyBindingsService = ReturnType<typeof createKeyBindingsService>;
