import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoadoutView } from '#contract/loadout.ts';
import type { EquipmentSlot } from '#game/vocabulary.ts';
import { crawlersQueryKey } from '../../../api/crawler-api.ts';
import { errorMessage } from '../../../api/http.ts';
import { applyLoadout, deleteLoadout, equipItem, loadoutQueryKey, saveLoadout, unequipSlot } from '../../../api/loadout-api.ts';
import { toastError, toastSuccess } from '../../../toast/toast-store.ts';

/**
 * The loadout screen's changes. Each answers with the whole LoadoutView, which replaces the cached one;
 * a refusal (slot_mismatch, secondary_limited...) is shown with the server's own sentence.
 */
export function useLoadoutActions(crawlerId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (view: LoadoutView) => {
    queryClient.setQueryData(loadoutQueryKey(crawlerId), view);
    void queryClient.invalidateQueries({ queryKey: crawlersQueryKey });
  };
  const onError = (error: unknown) => {
    console.error('Loadout change failed', error);
    toastError(errorMessage(error));
  };
  const mutationKey = ['loadout-change', crawlerId];

  const equip = useMutation({ mutationKey, mutationFn: (itemId: number) => equipItem(crawlerId, itemId), onSuccess, onError });
  const unequip = useMutation({ mutationKey, mutationFn: (slot: EquipmentSlot) => unequipSlot(crawlerId, slot), onSuccess, onError });
  const save = useMutation({
    mutationKey,
    mutationFn: (name: string) => saveLoadout(crawlerId, name),
    onSuccess: (view, name) => {
      onSuccess(view);
      toastSuccess(`Loadout '${name}' saved.`);
    },
    // The create dialog shows this failure inline.
    onError: (error) => console.error('Failed to save loadout', error),
  });
  const apply = useMutation({
    mutationKey,
    mutationFn: (loadout: { id: number; name: string }) => applyLoadout(crawlerId, loadout.id),
    onSuccess: (view, loadout) => {
      onSuccess(view);
      toastSuccess(`Loadout '${loadout.name}' applied.`);
    },
    onError,
  });
  const remove = useMutation({
    mutationKey,
    mutationFn: (loadout: { id: number; name: string }) => deleteLoadout(crawlerId, loadout.id),
    onSuccess,
    onError,
  });

  const busy = equip.isPending || unequip.isPending || save.isPending || apply.isPending || remove.isPending;
  return { equip, unequip, save, apply, remove, busy };
}

export type LoadoutActions = ReturnType<typeof useLoadoutActions>;
