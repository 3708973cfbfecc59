import { BarChart3, HeartPulse } from 'lucide-react';
import type { Crawler } from '#contract/crawler.ts';
import { ATTRIBUTES } from '#game/vocabulary.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { titleCase } from './item-display.ts';

/** Stats tab: Base Statistics (six attributes) and Derived Statistics. */
export function StatsTab({ crawler }: { crawler: Crawler }) {
  const derived: [string, string][] = [
    ['Health', `${crawler.health} / ${crawler.maxHealth}`],
    ['Energy', `${crawler.energy} / ${crawler.maxEnergy}`],
    ['Power', `${crawler.power} / ${crawler.maxPower}`],
    ['Luck', String(crawler.luck)],
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card aria-labelledby="base-stats-heading">
        <CardHeader>
          <CardTitle as="h3" id="base-stats-heading">
            <BarChart3 aria-hidden className="size-5" />
            Base Statistics
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            {ATTRIBUTES.map((attribute) => (
              <div key={attribute} className="rounded-md border border-rubble bg-abyss/40 px-3 py-2">
                <dt className="text-xs text-ash">{titleCase(attribute)}</dt>
                <dd className="font-mono text-lg font-semibold text-bone">{crawler[attribute]}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card aria-labelledby="derived-stats-heading">
        <CardHeader>
          <CardTitle as="h3" id="derived-stats-heading">
            <HeartPulse aria-hidden className="size-5" />
            Derived Statistics
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-2 text-sm">
            {derived.map(([label, value]) => (
              <div key={label} className="flex items-center justify-between gap-2 border-b border-rubble/60 pb-1.5">
                <dt className="text-ash">{label}</dt>
                <dd className="font-mono font-semibold text-bone">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
