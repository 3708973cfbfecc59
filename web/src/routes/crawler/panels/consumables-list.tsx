import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { crawlerPageLoadoutQuery } from '../../../state/loadout-query.ts';
import { canUse, restoresText, useItemAction } from '../loadout/use-item-action.ts';

/**
 * The crawler page's consumables: each carried potion, drink or cell with a Use button, so a gift
 * picked up in the room can be drunk without leaving it. Loading and failure are the equipment
 * list's (the same query, just above): this list waits for it.
 */
export function ConsumablesList({ crawlerId, alive }: { crawlerId: string; alive: boolean }) {
  const loadout = useQuery(crawlerPageLoadoutQuery(crawlerId));
  const use = useItemAction(crawlerId);
  if (!loadout.data) return null;
  const consumables = loadout.data.inventory.filter(canUse);
  return (
    <section aria-labelledby="consumables-heading">
      <h3 id="consumables-heading" className="mb-2 flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-ash uppercase">
        <FlaskConical aria-hidden className="size-3.5" />
        Consumables
      </h3>
      {consumables.length === 0 ? (
        <p className="text-sm text-ash/70 italic">None carried</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {consumables.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 rounded-md bg-abyss/60 px-2.5 py-1.5 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-semibold text-bone" title={item.name}>
                  {item.name}
                </span>
                <span className="block text-xs text-moss-400">{restoresText(item)}</span>
              </span>
              <Button size="sm" variant="outline" disabled={use.isPending || !alive} aria-label={`Use ${item.name}`} onClick={() => use.mutate(item.id)}>
                {use.isPending && use.variables === item.id ? 'Using…' : 'Use'}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
