import { useQuery } from '@tanstack/react-query';
import { Flag, Skull } from 'lucide-react';
import { Link } from 'react-router';
import type { HallOfFameEntry } from '#contract/season.ts';
import { LADDER_CATEGORY, type LadderCategory } from '#game/ladder.ts';
import { fetchHallOfFame, hallOfFameQueryKey } from '../../api/hall-of-fame-api.ts';
import { errorMessage } from '../../api/http.ts';
import { ErrorPanel } from '../../components/ui/alert.tsx';
import { cn } from '../../lib/cn.ts';
import { podiumStyle, podiumTone } from '../../components/ladder/podium.ts';
import { formatLadderValue, HALL_OF_FAME_TEXT as T } from './hall-of-fame-rules.ts';

/** One category's frozen top of a season: loading, error with 'Try Again', empty, or the list. */
export function CategoryTop({ seasonNumber, category }: { seasonNumber: number; category: LadderCategory }) {
  const top = useQuery({
    queryKey: hallOfFameQueryKey(seasonNumber, category),
    queryFn: ({ signal }) => fetchHallOfFame(seasonNumber, category, signal),
    // A hall of fame never changes once written.
    staleTime: Infinity,
  });
  const label = LADDER_CATEGORY[category].label;

  if (top.isPending) {
    return (
      <div role="status" aria-label={T.loadingTop} className="flex flex-col gap-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded-lg border border-rubble bg-vault/60" />
        ))}
      </div>
    );
  }
  if (top.error) return <ErrorPanel title={T.topFailed} message={errorMessage(top.error)} onRetry={() => void top.refetch()} />;
  const entries = top.data.categories.find((c) => c.category === category)?.entries ?? [];
  if (!entries.length) {
    return <p className="rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-6 text-center text-sm text-ash">{T.emptyCategory}</p>;
  }
  return (
    <ol aria-label={`${label}: the top ${entries.length}`} className="flex flex-col gap-2">
      {entries.map((e, i) => (
        <EntryRow key={`${e.rank}-${i}`} entry={e} category={category} />
      ))}
    </ol>
  );
}

function EntryRow({ entry, category }: { entry: HallOfFameEntry; category: LadderCategory }) {
  const tone = podiumTone(entry.rank);
  const name = entry.name;
  return (
    <li className="flex items-center gap-3 rounded-lg border border-rubble bg-abyss/40 p-2.5">
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full border font-mono text-sm font-bold',
          tone ? podiumStyle[tone].chip : 'border-rubble bg-vault text-ash',
        )}
      >
        <span className="sr-only">Rank </span>
        {entry.rank}
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn('truncate text-sm font-semibold', tone ? podiumStyle[tone].name : 'text-bone')}>
          {/* After its season every crawler is dead or retired: its report is public. */}
          {entry.crawlerId !== null ? (
            <Link to={`/crawler/${entry.crawlerId}/report`} className="rounded underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none">
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-ash">
          <span className="font-mono">[{entry.serial}]</span>
          <span className="inline-flex items-center gap-1">
            {entry.survived ? <Flag aria-hidden className="size-3 text-moss-400" /> : <Skull aria-hidden className="size-3 text-blood-300" />}
            {entry.survived ? T.retired : T.deceased}
          </span>
        </p>
      </div>
      <span className="shrink-0 text-right font-mono text-sm font-semibold text-gold-300">{formatLadderValue(category, entry.value)}</span>
    </li>
  );
}
