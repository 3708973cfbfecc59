import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KEY_ACTIONS, keyLabel, MAX_KEYS_PER_ACTION, type BindableAction, type KeyBindings, type KeyBindingsView } from '#contract/key-bindings.ts';
import { errorMessage } from '../../api/http.ts';
import { keyBindingsQueryKey, resetKeyBindings, saveKeyBindings } from '../../api/key-bindings-api.ts';
import { toastError, toastSuccess } from '../../toast/toast-store.ts';

export interface KeyChange {
  action: BindableAction;
  key: string;
}

/** The map with `key` in place of the action's first key; its second key (if any) stays as the alternative. */
export function proposeKey(bindings: KeyBindings, { action, key }: KeyChange): KeyBindings {
  const keys = [key, ...bindings[action].slice(1).filter((k) => k !== key)].slice(0, MAX_KEYS_PER_ACTION);
  return { ...bindings, [action]: keys };
}

/**
 * The Controls card's changes. Each answers with the whole view, which replaces the cached copy the
 * tactical room reads. A refused change (a key bound twice) leaves the cache alone; the card shows the
 * server's sentence on the row.
 */
export function useKeyBindingChanges() {
  const queryClient = useQueryClient();
  const store = (view: KeyBindingsView) => queryClient.setQueryData(keyBindingsQueryKey, view);

  const change = useMutation({
    mutationKey: ['key-bindings-change'],
    mutationFn: ({ bindings, change }: { bindings: KeyBindings; change: KeyChange }) => saveKeyBindings(proposeKey(bindings, change)),
    onSuccess: (view, { change }) => {
      store(view);
      toastSuccess(`${KEY_ACTIONS[change.action].label} is now on ${keyLabel(change.key)}.`);
    },
    onError: (error) => console.error('Key binding change refused', error),
  });
  const reset = useMutation({
    mutationKey: ['key-bindings-change'],
    mutationFn: () => resetKeyBindings(),
    onSuccess: (view) => {
      store(view);
      toastSuccess('Controls reset to the default keys.');
    },
    onError: (error) => {
      console.error('Key bindings reset failed', error);
      toastError(errorMessage(error));
    },
  });
  return { change, reset, busy: change.isPending || reset.isPending };
}
