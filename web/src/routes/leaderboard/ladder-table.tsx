import { Eye, Skull } from 'lucide-react';
import { Link } from 'react-router';
import type { LadderEntry } from '#contract/ladder.ts';
import { LADDER_CATEGORY, type LadderCategory } from '#game/ladder.ts';
import { podiumStyle, podiumTone } from '../../components/ladder/podium.ts';
import { cn } from '../../lib/cn.ts';
import { crawlerLabel, endedLabel, formatLadderValue, reportPath } from './ladder-format.ts';

/** The rank in a round chip, gold, silver and bronze for the podium. */
export function RankChip({ rank, className }: { rank: number; className?: string }) {
  const tone = podiumTone(rank);
  return (
    <span
      className={cn(
        'flex h-8 min-w-8 shrink-0 items-center justify-center rounded-full border px-1.5 font-mono text-sm font-bold',
        tone ? podiumStyle[tone].chip : 'border-rubble bg-vault text-ash',
        className,
      )}
    >
      <span className="sr-only">Rank </span>
      {rank}
    </span>
  );
}

/**
 * 'Name [serial]': a link to the public report once the run has ended (a living crawler's record is
 * its sponsor's alone, so it is plain text), with the 'Deceased' or 'Retired' marker.
 */
export function CrawlerName({ entry, mine }: { entry: LadderEntry; mine?: boolean }) {
  const tone = podiumTone(entry.rank);
  const { name, serial } = crawlerLabel(entry);
  const ended = endedLabel(entry);
  const label = (
    <>
      <span className={cn('font-semibold', tone ? podiumStyle[tone].name : 'text-bone')}>{name}</span>{' '}
      <span className="font-mono text-xs font-normal whitespace-nowrap text-ash">[{serial}]</span>
    </>
  );
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
      {ended ? (
        <Link
          to={reportPath(entry.crawlerId)}
          className="min-w-0 rounded-sm break-words underline decoration-rubble underline-offset-4 hover:decoration-gold-400 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none"
        >
          {label}
          <span className="sr-only"> (report)</span>
        </Link>
      ) : (
        <span className="min-w-0 break-words">{label}</span>
      )}
      {ended ? (
        <span className="inline-flex items-center gap-1 text-xs font-semibold text-blood-300">
          <Skull aria-hidden className="size-3" />
          {ended}
        </span>
      ) : null}
      {mine ? <span className="rounded-full border border-gold-500/50 bg-gold-900/50 px-2 text-[0.65rem] font-bold tracking-wider text-gold-300">YOURS</span> : null}
    </span>
  );
}

/** A living crawler's room, watched read-only and 10 s late; not offered for the viewer's own. */
export function WatchLink({ entry }: { entry: LadderEntry }) {
  const { name } = crawlerLabel(entry);
  return (
    <Link
      to={`/watch/${entry.crawlerId}`}
      aria-label={`Watch ${name}`}
      className="inline-flex shrink-0 items-center gap-1 rounded-md border border-rubble px-2 py-1 text-xs font-semibold text-ash hover:border-gold-400 hover:text-bone focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none"
    >
      <Eye aria-hidden className="size-3.5" />
      Watch
    </Link>
  );
}

/**
 * The top of a category: a table from 640 px up, a list below (the columns do not fit a phone).
 * Both are in the page; CSS shows one, so the list needs no JavaScript to switch.
 */
export function LadderTable({ category, entries, mine }: { category: LadderCategory; entries: readonly LadderEntry[]; mine: ReadonlySet<number> }) {
  const heading = LADDER_CATEGORY[category].label;
  return (
    <>
      <table className="hidden w-full border-separate border-spacing-y-1.5 text-sm sm:table">
        <caption className="sr-only">Season ladder: {heading}, top {entries.length}</caption>
        <thead>
          <tr className="text-left text-xs tracking-wider text-ash uppercase">
            <th scope="col" className="w-16 px-3 py-1 font-semibold">Rank</th>
            <th scope="col" className="px-3 py-1 font-semibold">Crawler</th>
            <th scope="col" className="w-20 px-3 py-1 font-semibold">Level</th>
            <th scope="col" className="w-40 px-3 py-1 text-right font-semibold">{heading}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.crawlerId} className={cn('bg-abyss/40 [&>td]:border-y [&>td]:border-rubble', mine.has(entry.crawlerId) && 'bg-gold-900/25', !entry.isAlive && 'text-bone/80')}>
              <td className="rounded-l-lg border-l px-3 py-2">
                <RankChip rank={entry.rank} />
              </td>
              <td className="max-w-0 px-3 py-2">
                <span className="flex items-center justify-between gap-2">
                  <CrawlerName entry={entry} mine={mine.has(entry.crawlerId)} />
                  {entry.isAlive && !mine.has(entry.crawlerId) ? <WatchLink entry={entry} /> : null}
                </span>
              </td>
              <td className="px-3 py-2 text-ash">Level {entry.level}</td>
              <td className="rounded-r-lg border-r px-3 py-2 text-right font-mono font-semibold text-gold-300">{formatLadderValue(category, entry.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol aria-label={`Season ladder: ${heading}`} className="flex flex-col gap-2 sm:hidden">
        {entries.map((entry) => (
          <li
            key={entry.crawlerId}
            className={cn('flex items-center gap-3 rounded-lg border border-rubble bg-abyss/40 p-2.5', mine.has(entry.crawlerId) && 'bg-gold-900/25')}
          >
            <RankChip rank={entry.rank} />
            <div className="min-w-0 flex-1 text-sm">
              <CrawlerName entry={entry} mine={mine.has(entry.crawlerId)} />
              <p className="text-xs text-ash">Level {entry.level}</p>
            </div>
            {entry.isAlive && !mine.has(entry.crawlerId) ? <WatchLink entry={entry} /> : null}
            <span className="shrink-0 font-mono text-sm font-semibold text-gold-300">{formatLadderValue(category, entry.value)}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
