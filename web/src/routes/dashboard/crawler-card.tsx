import { Coins, Layers, ScrollText, Sparkles, Star, Swords } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Crawler } from '#contract/crawler.ts';
import { reportPath } from '#game/report.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CrawlerAvatar } from '../../components/crawler/crawler-avatar.tsx';
import { CARD_ACTION_TEXT, crawlerCardState, type StatusTone } from '../../components/crawler/crawler-status.ts';
import { HealthBar } from '../../components/crawler/health-bar.tsx';
import { cn } from '../../lib/cn.ts';

const dotStyle: Record<StatusTone, string> = {
  active: 'bg-moss-400 animate-pulse shadow-[0_0_8px] shadow-moss-400',
  resting: 'bg-yellow-400',
  down: 'bg-blood-500',
};

const labelStyle: Record<StatusTone, string> = {
  active: 'text-moss-400',
  resting: 'text-yellow-300',
  down: 'text-blood-300',
};

export function StatusDot({ tone, label }: { tone: StatusTone; label: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-xs font-semibold', labelStyle[tone])}>
      <span aria-hidden className={cn('size-2.5 rounded-full', dotStyle[tone])} />
      <span>{label}</span>
    </span>
  );
}

/** Crawler card: portrait, identity, vitals, and the one way in (only for an alive, active crawler). */
export function CrawlerCard({ crawler }: { crawler: Crawler }) {
  const state = crawlerCardState(crawler);
  const titleId = `crawler-${crawler.id}-name`;

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-rubble bg-abyss/50 p-4">
      <div className="flex items-start gap-3">
        <CrawlerAvatar name={crawler.name} serial={crawler.serial} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-display font-bold break-words text-bone">
            {crawler.name} <span className="font-mono text-sm font-normal whitespace-nowrap text-gold-300">[{crawler.serial}]</span>
          </h3>
          <p className="text-xs text-ash">
            {crawler.class.name} • Level {crawler.level}
          </p>
          <div className="mt-1.5 flex flex-wrap items-center gap-2">
            <StatusDot tone={state.tone} label={state.label} />
            <Badge variant={crawler.sponsorship === 'primary' ? 'gold' : 'stone'}>
              {crawler.sponsorship === 'primary' ? 'Primary' : 'Secondary'}
            </Badge>
          </div>
        </div>
      </div>

      <HealthBar health={crawler.health} maxHealth={crawler.maxHealth} />

      <dl className="grid grid-cols-2 gap-2 text-xs">
        <Stat icon={<Layers aria-hidden className="size-3.5" />} label="Floor" value={crawler.currentFloor} />
        <Stat icon={<Coins aria-hidden className="size-3.5" />} label="Gold" value={crawler.gold} />
        <Stat icon={<Sparkles aria-hidden className="size-3.5" />} label="XP" value={`${crawler.experience}/${crawler.experienceToNext}`} />
        <Stat icon={<Star aria-hidden className="size-3.5" />} label="Fame" value={crawler.fame} />
      </dl>

      <div className="flex flex-col gap-2">
        <div className="flex gap-2">
          {state.action === 'enter' ? (
            <Button asChild variant="primary" size="sm" className="flex-1">
              <Link to={`/crawler/${crawler.id}`} aria-label={`Enter Crawler Mode with ${crawler.name}`}>
                <Swords aria-hidden />
                {CARD_ACTION_TEXT.enter}
              </Link>
            </Button>
          ) : (
            <Button size="sm" className="flex-1" disabled>
              {CARD_ACTION_TEXT[state.action]}
            </Button>
          )}
          {crawler.isAlive ? (
            // The run so far, private to the sponsor while the crawler lives.
            <Button asChild variant="ghost" size="sm">
              <Link to={reportPath(crawler.id)} aria-label={`Report of ${crawler.name}`}>
                <ScrollText aria-hidden />
                Report
              </Link>
            </Button>
          ) : null}
        </div>
        {crawler.isAlive ? null : (
          // The dead crawler's story, public and shareable.
          <Button asChild variant="outline" size="sm" className="w-full">
            <Link to={reportPath(crawler.id)} aria-label={`Bankruptcy report of ${crawler.name}`}>
              <ScrollText aria-hidden />
              Bankruptcy report
            </Link>
          </Button>
        )}
      </div>
    </article>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number | string }) {
  return (
    <div className="rounded-md border border-rubble bg-crypt/60 px-2 py-1.5">
      <dt className="flex items-center gap-1 text-ash">
        {icon}
        {label}
      </dt>
      <dd className="truncate font-mono font-semibold text-bone">{value}</dd>
    </div>
  );
}
