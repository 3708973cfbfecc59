import { createAvatar } from '@dicebear/core';
import * as pixelArt from '@dicebear/pixel-art';
import { Backpack, Star } from 'lucide-react';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import type { Crawler } from '#contract/crawler.ts';
import { avatarSeed, crawlerCardState, type StatusTone } from '../../components/crawler/crawler-status.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { CRAWLER_PAGE_TEXT as T } from './crawler-page-text.ts';
import { GiftDialog } from './gift-dialog.tsx';

/** Crawler page avatar: the generated portrait when name and serial are set, else the first letter. */
export function avatarInitial(name: string | null | undefined): string {
  return (name?.trim()[0] ?? '?').toUpperCase();
}

export function CrawlerPortrait({ name, serial, className }: { name: string; serial: string; className?: string }) {
  const seed = avatarSeed(name, serial);
  const uri = useMemo(() => (seed ? createAvatar(pixelArt, { seed, size: 96 }).toDataUri() : null), [seed]);
  const box = cn('size-14 shrink-0 rounded-lg border border-gold-500/50 bg-vault sm:size-16', className);
  if (!uri) {
    return (
      <div aria-hidden className={cn(box, 'flex items-center justify-center font-display text-2xl font-bold text-gold-300')}>
        {avatarInitial(name)}
      </div>
    );
  }
  return <img src={uri} alt="" width={64} height={64} className={cn(box, '[image-rendering:pixelated]')} />;
}

const TONE_DOT: Record<StatusTone, string> = {
  active: 'bg-moss-400 animate-pulse-brief',
  resting: 'bg-ember-400',
  down: 'bg-blood-500',
};

export function CrawlerStatusBadge({ crawler }: { crawler: Pick<Crawler, 'status' | 'isAlive'> }) {
  const state = crawlerCardState(crawler);
  return (
    <span className="inline-flex items-center gap-2 rounded-full border border-rubble bg-vault px-2.5 py-0.5 text-xs font-semibold tracking-wider text-bone">
      <span aria-hidden className={cn('size-2 rounded-full', TONE_DOT[state.tone])} />
      <span className="sr-only">Status: </span>
      {state.label}
    </span>
  );
}

export const CrawlerHeader = memo(function CrawlerHeader({ crawler, crawlerId }: { crawler: Crawler; crawlerId: string }) {
  return (
    <header className="flex flex-wrap items-center gap-3 sm:gap-4">
      <CrawlerPortrait name={crawler.name} serial={crawler.serial} />
      <div className="min-w-0 flex-1">
        <h1 className="flex flex-wrap items-baseline gap-x-2 font-display text-xl font-bold break-words text-bone sm:text-2xl">
          <span className="min-w-0 break-words">{crawler.name}</span>
          <span className="font-mono text-sm font-semibold text-gold-300 sm:text-base">[{crawler.serial}]</span>
        </h1>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ash">
          <span>{T.headline(crawler.level, crawler.class.name, crawler.currentFloor)}</span>
          <CrawlerStatusBadge crawler={crawler} />
          <span className="inline-flex items-center gap-1 font-semibold text-gold-200" data-testid="crawler-fame">
            <Star aria-hidden className="size-3.5" />
            {T.fame(crawler.fame)}
          </span>
        </div>
      </div>
      {/* On a phone the two buttons take their own row, leaving the name its width. */}
      <div className="flex w-full flex-wrap gap-2 sm:w-auto">
        <GiftDialog crawlerId={crawlerId} crawlerName={crawler.name} />
        <Button asChild variant="outline" size="sm">
          <Link to={`/crawler/${encodeURIComponent(crawlerId)}/loadout`}>
            <Backpack aria-hidden />
            {T.loadout}
          </Link>
        </Button>
      </div>
    </header>
  );
});
