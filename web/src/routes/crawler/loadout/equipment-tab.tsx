import { Gauge, Shield, Sparkles, Sword } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { LoadoutView } from '#contract/loadout.ts';
import { EQUIPMENT_SLOTS, slotLabel, type EquipmentSlot } from '#game/vocabulary.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { itemsForSlot } from './item-display.ts';
import { ItemSummary } from './item-summary.tsx';
import type { LoadoutActions } from './use-loadout-actions.ts';

const SLOT_ICON: Record<EquipmentSlot, ReactNode> = {
  weapon: <Sword aria-hidden className="size-4" />,
  armor: <Shield aria-hidden className="size-4" />,
  accessory: <Sparkles aria-hidden className="size-4" />,
};

/** Equipment tab: the three slots and the Combat Stats card. */
export function EquipmentTab({ view, actions }: { view: LoadoutView; actions: LoadoutActions }) {
  const [picking, setPicking] = useState<EquipmentSlot | null>(null);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-3">
        {EQUIPMENT_SLOTS.map((slot) => {
          const item = view.equipped[slot] ?? null;
          const label = slotLabel(slot);
          return (
            <section key={slot} aria-label={label} className="flex flex-col gap-3 rounded-lg border border-rubble bg-crypt/80 p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wider text-ash uppercase">
                  {SLOT_ICON[slot]}
                  {label}
                </h3>
                {item ? <ItemSummary item={item} className="mt-2" /> : <p className="mt-2 text-sm text-ash italic">No equipment</p>}
              </div>
              {item ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={actions.busy}
                  aria-label={`Unequip ${item.name} from ${label}`}
                  onClick={() => actions.unequip.mutate(slot)}
                >
                  Unequip
                </Button>
              ) : (
                <Button size="sm" variant="outline" disabled={actions.busy} aria-label={`Equip ${label}`} onClick={() => setPicking(slot)}>
                  Equip
                </Button>
              )}
            </section>
          );
        })}
      </div>

      <CombatStatsCard view={view} />

      <EquipPicker
        slot={picking}
        view={view}
        busy={actions.busy}
        onClose={() => setPicking(null)}
        onEquip={(itemId) => actions.equip.mutate(itemId, { onSuccess: () => setPicking(null) })}
      />
    </div>
  );
}

function CombatStatsCard({ view }: { view: LoadoutView }) {
  const rows: [string, number][] = [
    ['Total Attack', view.combatStats.totalAttack],
    ['Total Defense', view.combatStats.totalDefense],
    ['Speed', view.combatStats.speed],
    ['Accuracy', view.combatStats.accuracy],
  ];
  return (
    <Card aria-labelledby="combat-stats-heading" className="self-start">
      <CardHeader>
        <CardTitle as="h3" id="combat-stats-heading">
          <Gauge aria-hidden className="size-5" />
          Combat Stats
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex items-center justify-between gap-2 border-b border-rubble/60 pb-1.5">
              <dt className="text-ash">{label}</dt>
              <dd className="font-mono font-semibold text-bone">{value}</dd>
            </div>
          ))}
          <div className="mt-1 flex items-center justify-between gap-2 rounded-md border border-gold-500/40 bg-gold-900/30 px-2 py-1.5">
            <dt className="text-gold-200">Equipment Power Rating</dt>
            <dd className="font-mono font-bold text-gold-300">{view.powerRating} / 100</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function EquipPicker({
  slot,
  view,
  busy,
  onClose,
  onEquip,
}: {
  slot: EquipmentSlot | null;
  view: LoadoutView;
  busy: boolean;
  onClose: () => void;
  onEquip: (itemId: number) => void;
}) {
  const label = slot ? slotLabel(slot) : '';
  const items = slot ? itemsForSlot(view, slot) : [];
  return (
    <Dialog open={slot !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogTitle>Equip {label}</DialogTitle>
        <DialogDescription>Choose an item from the crawler's inventory.</DialogDescription>
        {items.length === 0 ? (
          <p className="mt-4 rounded-lg border border-dashed border-rubble px-4 py-6 text-center text-sm text-ash">
            No items in the inventory fit the {label} slot.
          </p>
        ) : (
          <ul className="mt-4 flex flex-col gap-2">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col gap-2 rounded-lg border border-rubble bg-abyss/50 p-3 sm:flex-row sm:items-center">
                <ItemSummary item={item} className="flex-1" />
                <Button size="sm" variant="primary" disabled={busy} aria-label={`Equip ${item.name}`} onClick={() => onEquip(item.id)}>
                  Equip
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
