import { Coins, PackageOpen } from 'lucide-react';
import type { LoadoutView } from '#contract/loadout.ts';
import { isEquipmentSlot, slotLabel } from '#game/vocabulary.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { allItems, itemSlot } from './item-display.ts';
import { ItemSummary } from './item-summary.tsx';
import type { LoadoutActions } from './use-loadout-actions.ts';
import { canUse, restoresText, useItemAction } from './use-item-action.ts';

/** Inventory tab: every item the crawler owns, equipped or not. */
export function InventoryTab({ view, actions }: { view: LoadoutView; actions: LoadoutActions }) {
  const items = allItems(view);
  const equippedIds = new Set(Object.values(view.equipped).flatMap((item) => (item ? [item.id] : [])));
  const use = useItemAction(String(view.crawler.id));
  const dead = !view.crawler.isAlive;

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-10 text-center">
        <PackageOpen aria-hidden className="size-8 text-ash" />
        <p className="font-semibold text-bone">No equipment found</p>
        <p className="text-sm text-ash">Equipment will appear here as you find it in the dungeon</p>
      </div>
    );
  }

  return (
    <ul aria-label="Inventory" className="grid gap-3 md:grid-cols-2">
      {items.map((item) => {
        const slot = itemSlot(item);
        const equippedSlot = isEquipmentSlot(item.equippedSlot) ? item.equippedSlot : equippedIds.has(item.id) ? slot : null;
        return (
          <li key={item.id} className="flex flex-col gap-3 rounded-lg border border-rubble bg-crypt/80 p-4">
            <div className="flex items-start gap-2">
              <ItemSummary item={item} showCategory className="flex-1" />
              {equippedSlot ? <Badge variant="live">Equipped</Badge> : null}
            </div>
            {item.description ? <p className="text-xs text-ash">{item.description}</p> : null}
            {canUse(item) ? <p className="text-xs text-moss-400">Restores {restoresText(item)}</p> : null}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex items-center gap-1 text-xs text-gold-300">
                <Coins aria-hidden className="size-3.5" />
                <span className="sr-only">Value </span>
                {item.value} gold
              </span>
              {equippedSlot ? (
                <Button size="sm" disabled={actions.busy} aria-label={`Unequip ${item.name}`} onClick={() => actions.unequip.mutate(equippedSlot)}>
                  Unequip
                </Button>
              ) : slot ? (
                <Button size="sm" variant="outline" disabled={actions.busy} aria-label={`Equip ${item.name} as ${slotLabel(slot)}`} onClick={() => actions.equip.mutate(item.id)}>
                  Equip
                </Button>
              ) : canUse(item) ? (
                <Button size="sm" variant="outline" disabled={use.isPending || dead} aria-label={`Use ${item.name}`} onClick={() => use.mutate(item.id)}>
                  {use.isPending && use.variables === item.id ? 'Using…' : 'Use'}
                </Button>
              ) : (
                <span className="text-xs text-ash">Not equippable</span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
