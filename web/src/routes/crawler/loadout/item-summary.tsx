import type { Item } from '#contract/crawler.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { itemBonuses, rarityStyle, titleCase } from './item-display.ts';

/** An item's name in its rarity colour, its rarity and category, and its bonuses. */
export function ItemSummary({ item, showCategory = false, className }: { item: Item; showCategory?: boolean; className?: string }) {
  const style = rarityStyle(item.rarity);
  const bonuses = itemBonuses(item);
  return (
    <div className={cn('min-w-0', className)}>
      <p className={cn('font-semibold break-words', style.text)}>{item.name}</p>
      <div className="mt-1 flex flex-wrap items-center gap-1.5">
        <Badge className={cn('bg-transparent', style.border, style.text)}>{titleCase(item.rarity)}</Badge>
        {showCategory ? <Badge>{titleCase(item.category)}</Badge> : null}
      </div>
      {bonuses.length > 0 ? (
        <ul aria-label="Bonuses" className="mt-1.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-bone/80">
          {bonuses.map((bonus) => (
            <li key={bonus}>{bonus}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1.5 text-xs text-ash">No bonuses</p>
      )}
    </div>
  );
}
