import { Plus, Save, Trash2, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { NAME_MAX, SPONSORSHIP_RULES } from '#contract/crawler.ts';
import type { LoadoutView, SavedLoadout } from '#contract/loadout.ts';
import { EQUIPMENT_SLOTS, slotLabel } from '#game/vocabulary.ts';
import { errorMessage } from '../../../api/http.ts';
import { FormMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { allItems, rarityStyle } from './item-display.ts';
import type { LoadoutActions } from './use-loadout-actions.ts';

/** Loadouts tab: saved loadouts with Apply and Delete, and 'Create New Loadout'. */
export function LoadoutsTab({ view, actions }: { view: LoadoutView; actions: LoadoutActions }) {
  const [creating, setCreating] = useState(false);
  const limited = view.crawler.sponsorship === 'secondary';
  const disabled = limited || actions.busy;

  return (
    <div className="flex flex-col gap-4">
      {limited ? (
        <p role="note" className="rounded-lg border border-ember-400/40 bg-ember-400/10 px-4 py-3 text-sm text-ember-400">
          {SPONSORSHIP_RULES.secondaryLimits}
        </p>
      ) : null}

      {view.loadouts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-8 text-center text-sm text-ash">No saved loadouts yet</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {view.loadouts.map((loadout) => (
            <LoadoutCard key={loadout.id} loadout={loadout} view={view} disabled={disabled} actions={actions} />
          ))}
        </ul>
      )}

      <Button variant="primary" className="self-start" disabled={disabled} onClick={() => setCreating(true)}>
        <Plus aria-hidden />
        Create New Loadout
      </Button>

      <CreateLoadoutDialog open={creating} onOpenChange={setCreating} actions={actions} />
    </div>
  );
}

function LoadoutCard({ loadout, view, disabled, actions }: { loadout: SavedLoadout; view: LoadoutView; disabled: boolean; actions: LoadoutActions }) {
  const items = allItems(view);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-rubble bg-crypt/80 p-4">
      <h3 className="font-display font-bold break-words text-gold-300">{loadout.name}</h3>
      <dl className="flex flex-col gap-1 text-sm">
        {EQUIPMENT_SLOTS.map((slot) => {
          const itemId = loadout.items[slot] ?? null;
          const item = itemId === null ? null : items.find((candidate) => candidate.id === itemId);
          return (
            <div key={slot} className="flex flex-wrap justify-between gap-x-2">
              <dt className="text-ash">{slotLabel(slot)}</dt>
              <dd className={item ? rarityStyle(item.rarity).text : 'text-ash italic'}>
                {itemId === null ? 'Empty' : item ? item.name : 'Item no longer owned'}
              </dd>
            </div>
          );
        })}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={disabled} aria-label={`Apply loadout ${loadout.name}`} onClick={() => actions.apply.mutate(loadout)}>
          <Upload aria-hidden />
          Apply
        </Button>
        <Button size="sm" variant="destructive" disabled={disabled} aria-label={`Delete loadout ${loadout.name}`} onClick={() => actions.remove.mutate(loadout)}>
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </li>
  );
}

function CreateLoadoutDialog({ open, onOpenChange, actions }: { open: boolean; onOpenChange: (open: boolean) => void; actions: LoadoutActions }) {
  const [name, setName] = useState('');
  const trimmed = name.trim();

  function close(next: boolean) {
    if (!next) {
      setName('');
      actions.save.reset();
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) return;
    actions.save.mutate(trimmed, { onSuccess: () => close(false) });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>Create New Loadout</DialogTitle>
        <DialogDescription>Saves the crawler's current equipment under a name.</DialogDescription>
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <Field label="Loadout name" value={name} maxLength={NAME_MAX} required autoFocus onChange={(event) => setName(event.target.value)} />
          {actions.save.error ? <FormMessage tone="error">{errorMessage(actions.save.error)}</FormMessage> : null}
          <Button type="submit" variant="primary" disabled={!trimmed || actions.save.isPending}>
            <Save aria-hidden />
            {actions.save.isPending ? 'Saving...' : 'Save Loadout'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
