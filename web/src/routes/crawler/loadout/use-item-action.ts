import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Item } from '#contract/crawler.ts';
import { isConsumable } from '#game/consumables.ts';
import { itemByKey } from '#game/item-catalogue.ts';
import { crawlerQueryKey, crawlersQueryKey } from '../../../api/crawler-api.ts';
import { errorMessage } from '../../../api/http.ts';
import { loadoutQueryKey, spendInventoryItem } from '../../../api/loadout-api.ts';
import { toastError, toastSuccess } from '../../../toast/toast-store.ts';

/** Whether an inventory item can be used (the catalogue says what it restores). */
export function canUse(item: Pick<Item, 'key' | 'category'>): boolean {
  return item.category === 'consumable' && isConsumable(itemByKey(item.key));
}

/** "+25 health, +30 energy": what a consumable restores at most. */
export function restoresText(item: Pick<Item, 'key'>): string {
  const r = itemByKey(item.key)?.restores;
  if (!r) return '';
  return (['health', 'energy', 'power'] as const)
    .filter((k) => r[k] > 0)
    .map((k) => `+${r[k]} ${k}`)
    .join(', ');
}

/**
 * Using a consumable: on success the crawler's vitals and inventory are read again (as a pick-up
 * does) and a toast says what it restored; a refusal shows the server's own sentence.
 */
export function useItemAction(crawlerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['use-item', crawlerId],
    mutationFn: (itemId: number) => spendInventoryItem(crawlerId, itemId),
    onSuccess: (result) => {
      queryClient.setQueryData(crawlerQueryKey(crawlerId), result.crawler);
      void queryClient.invalidateQueries({ queryKey: loadoutQueryKey(crawlerId) });
      void queryClient.invalidateQueries({ queryKey: crawlerQueryKey(crawlerId), exact: true });
      void queryClient.invalidateQueries({ queryKey: crawlersQueryKey });
      toastSuccess(result.message);
    },
    onError: (error) => {
      console.error('Using an item failed', error);
      toastError(errorMessage(error));
    },
  });
}
