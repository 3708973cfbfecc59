import { Coins, Shield } from 'lucide-react';
import type { BankruptcyReport } from '#contract/report.ts';
import { ATTRIBUTES, EQUIPMENT_SLOTS, slotLabel } from '#game/vocabulary.ts';
import { HealthBar } from '../../../components/crawler/health-bar.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ItemSummary } from '../loadout/item-summary.tsx';
import { titleCase } from '../loadout/item-display.ts';

/** The crawler as it ended: six attributes, level, health, purse, and what it wore in each slot. */
export function FinalStatsCard({ report }: { report: BankruptcyReport }) {
  const s = report.finalStats;
  return (
    <Card aria-labelledby="report-stats">
      <CardHeader>
        <CardTitle id="report-stats">
          <Shield aria-hidden className="size-5" />
          {report.status === 'alive' ? 'Current stats' : 'Final stats'}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-3 gap-2 text-sm">
          {ATTRIBUTES.map((a) => (
            <div key={a} className="rounded-md border border-rubble bg-abyss/50 px-2 py-1.5">
              <dt className="text-xs text-ash">{titleCase(a)}</dt>
              <dd className="font-mono text-base font-semibold text-bone">{s.attributes[a]}</dd>
            </div>
          ))}
        </dl>
        <div className="grid grid-cols-2 gap-2 text-sm">
          <p className="rounded-md border border-rubble bg-abyss/50 px-2 py-1.5">
            <span className="block text-xs text-ash">Level</span>
            <span className="font-mono text-base font-semibold text-bone">{s.level}</span>
          </p>
          <p className="rounded-md border border-rubble bg-abyss/50 px-2 py-1.5">
            <span className="flex items-center gap-1 text-xs text-ash">
              <Coins aria-hidden className="size-3" />
              Gold
            </span>
            <span className="font-mono text-base font-semibold text-gold-300">{s.gold}</span>
          </p>
        </div>
        <HealthBar health={s.health} maxHealth={s.maxHealth} />
        <div>
          <h3 className="text-xs font-semibold tracking-wider text-ash uppercase">Equipment</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {EQUIPMENT_SLOTS.map((slot) => {
              const item = report.equipment[slot];
              return (
                <li key={slot} className="rounded-md border border-rubble bg-abyss/50 p-2.5">
                  <p className="text-xs text-ash">{slotLabel(slot)}</p>
                  {item ? <ItemSummary item={item} className="mt-1" /> : <p className="mt-1 text-sm text-ash italic">Empty</p>}
                </li>
              );
            })}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
