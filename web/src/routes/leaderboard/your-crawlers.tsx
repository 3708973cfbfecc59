import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { LadderEntry } from '#contract/ladder.ts';
import type { LadderCategory } from '#game/ladder.ts';
import { formatLadderValue } from './ladder-format.ts';
import { CrawlerName, RankChip } from './ladder-table.tsx';

export const YOUR_CRAWLERS_TEXT = {
  title: 'Your crawlers',
  none: 'None of your crawlers is on this season’s ladder yet.',
  sponsor: 'Sponsor a crawler',
} as const;

/** The signed-in viewer's own ranks in the category, wherever they stand (also past the top 100). */
export function YourCrawlers({ category, mine }: { category: LadderCategory; mine: readonly LadderEntry[] }) {
  return (
    <section aria-labelledby="your-crawlers-heading" className="rounded-xl border border-gold-500/30 bg-gold-900/15 p-4">
      <h2 id="your-crawlers-heading" className="flex items-center gap-2 text-sm font-bold tracking-wider text-gold-300 uppercase">
        <UserRound aria-hidden className="size-4" />
        {YOUR_CRAWLERS_TEXT.title}
      </h2>
      {mine.length === 0 ? (
        <p className="mt-2 text-sm text-ash">
          {YOUR_CRAWLERS_TEXT.none}{' '}
          <Link to="/" className="font-semibold text-gold-300 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none">
            {YOUR_CRAWLERS_TEXT.sponsor}
          </Link>
        </p>
      ) : (
        <ol aria-label={YOUR_CRAWLERS_TEXT.title} className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {mine.map((entry) => (
            <li key={entry.crawlerId} className="flex items-center gap-3 rounded-lg border border-rubble bg-abyss/50 p-2.5">
              <RankChip rank={entry.rank} />
              <div className="min-w-0 flex-1 text-sm">
                <CrawlerName entry={entry} />
                <p className="text-xs text-ash">Level {entry.level}</p>
              </div>
              <span className="shrink-0 font-mono text-sm font-semibold text-gold-300">{formatLadderValue(category, entry.value)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
