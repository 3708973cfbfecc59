import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Activity, Coins, Shield } from 'lucide-react';
import type { Crawler } from '#contract/crawler.ts';
import type { Item } from '#contract/crawler.ts';
import { EQUIPMENT_SLOTS, type EquipmentSlot } from '#game/vocabulary.ts';
import { errorMessage } from '../../../api/http.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Meter } from '../../../components/crawler/meter.tsx';
import { cn } from '../../../lib/cn.ts';
import { crawlerPageLoadoutQuery } from '../../../state/loadout-query.ts';
import { CRAWLER_PAGE_TEXT as T } from '../crawler-page-text.ts';
import { ConsumablesList } from './consumables-list.tsx';

// The crawler page's panel 1: vitals, gold, the six attributes and what is equipped.

export const VITALS = [
  { key: 'health', label: 'Health', bar: 'bg-blood-500' },
  { key: 'energy', label: 'Energy', bar: 'bg-sky-500' },
  { key: 'power', label: 'Power', bar: 'bg-violet-500' },
  { key: 'experience', label: 'Experience', bar: 'bg-gold-400' },
] as const;

export const ATTRIBUTES = [
  { key: 'might', label: 'Might' },
  { key: 'agility', label: 'Agility' },
  { key: 'endurance', label: 'Endurance' },
  { key: 'intellect', label: 'Intellect' },
  { key: 'charisma', label: 'Charisma' },
  { key: 'wisdom', label: 'Wisdom' },
] as const;

/** Equipment rows: Weapon, Armor, Accessory. */
export const EQUIPMENT_ROWS: Record<EquipmentSlot, string> = { weapon: 'Weapon', armor: 'Armor', accessory: 'Accessory' };

export function vitalValues(crawler: Crawler, key: (typeof VITALS)[number]['key']): { value: number; max: number } {
  switch (key) {
    case 'health':
      return { value: crawler.health, max: crawler.maxHealth };
    case 'energy':
      return { value: crawler.energy, max: crawler.maxEnergy };
    case 'power':
      return { value: crawler.power, max: crawler.maxPower };
    case 'experience':
      return { value: crawler.experience, max: crawler.experienceToNext };
  }
}

function VitalBar({ label, value, max, bar }: { label: string; value: number; max: number; bar: string }) {
  return <Meter label={label} value={value} max={max} barClass={bar} />;
}

export const StatusPanel = memo(function StatusPanel({ crawler, crawlerId }: { crawler: Crawler; crawlerId: string }) {
  return (
    <Card aria-labelledby="status-heading">
      <CardHeader>
        <CardTitle id="status-heading">
          <Activity aria-hidden className="size-5" />
          {T.statusTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-3">
          {VITALS.map((v) => {
            const { value, max } = vitalValues(crawler, v.key);
            return <VitalBar key={v.key} label={v.label} value={value} max={max} bar={v.bar} />;
          })}
        </div>
        <p className="flex items-center justify-between rounded-md border border-gold-500/30 bg-gold-900/30 px-3 py-2 text-sm">
          <span className="flex items-center gap-2 text-gold-200">
            <Coins aria-hidden className="size-4" />
            Gold
          </span>
          <span className="font-mono font-semibold text-gold-300">{crawler.gold}</span>
        </p>
        <section aria-labelledby="combat-stats-heading">
          <h3 id="combat-stats-heading" className="mb-2 text-xs font-semibold tracking-[0.2em] text-ash uppercase">
            {T.combatStats}
          </h3>
          <dl className="grid grid-cols-2 gap-2">
            {ATTRIBUTES.map((a) => (
              <div key={a.key} className="flex items-center justify-between rounded-md bg-abyss/60 px-2.5 py-1.5 text-sm">
                <dt className="text-ash">{a.label}</dt>
                <dd className="font-mono font-semibold text-bone">{crawler[a.key]}</dd>
              </div>
            ))}
          </dl>
        </section>
        <EquipmentSummary crawlerId={crawlerId} />
        <ConsumablesList crawlerId={crawlerId} alive={crawler.isAlive} />
      </CardContent>
    </Card>
  );
});

function EquipmentSummary({ crawlerId }: { crawlerId: string }) {
  const loadout = useQuery(crawlerPageLoadoutQuery(crawlerId));
  const equipped: Partial<Record<string, Item | null>> = loadout.data?.equipped ?? {};
  return (
    <section aria-labelledby="equipment-heading">
      <h3 id="equipment-heading" className="mb-2 flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-ash uppercase">
        <Shield aria-hidden className="size-3.5" />
        {T.equipment}
      </h3>
      {loadout.error && !loadout.data ? (
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-xs text-blood-300" role="alert">
          <span className="min-w-0 break-words">Equipment unavailable: {errorMessage(loadout.error)}</span>
          <Button size="sm" variant="secondary" onClick={() => void loadout.refetch()}>
            {T.tryAgain}
          </Button>
        </div>
      ) : null}
      <dl className="flex flex-col gap-1.5">
        {EQUIPMENT_SLOTS.map((slot) => {
          const item = equipped[slot] ?? null;
          return (
            <div key={slot} className="flex items-center justify-between gap-3 rounded-md bg-abyss/60 px-2.5 py-1.5 text-sm">
              <dt className="text-ash">{EQUIPMENT_ROWS[slot]}</dt>
              <dd className={cn('min-w-0 truncate text-right', item ? 'font-semibold text-bone' : 'text-ash/70 italic')} title={item?.name}>
                {loadout.isPending ? '…' : item ? item.name : T.empty}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
