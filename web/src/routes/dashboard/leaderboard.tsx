import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Coins, Skull, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { LeaderboardEntry } from '#contract/activity.ts';
import { errorMessage } from '../../api/http.ts';
import { ErrorPanel } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { podiumStyle, podiumTone } from '../../components/ladder/podium.ts';
import { leaderboardQuery } from '../../state/crawlers.ts';

// Shared with the season ladder; re-exported for the dashboard's own tests.
export { podiumTone };

/** Dashboard column 3: 'Top Crawlers by Gold', refreshed every 30 s. */
export function Leaderboard() {
  const board = useQuery(leaderboardQuery);

  return (
    <Card aria-labelledby="leaderboard-heading">
      <CardHeader>
        <CardTitle id="leaderboard-heading">
          <Trophy aria-hidden className="size-5" />
          Top Crawlers by Gold
        </CardTitle>
      </CardHeader>
      <CardContent>
        {board.isPending ? (
          <div role="status" aria-label="Loading leaderboard..." className="flex flex-col gap-2">
            {[0, 1, 2].map((index) => (
              <div key={index} className="h-12 animate-pulse rounded-lg border border-rubble bg-vault/60" />
            ))}
          </div>
        ) : board.error ? (
          <ErrorPanel title="Unable to load the leaderboard" message={errorMessage(board.error)} onRetry={() => void board.refetch()} />
        ) : board.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-6 text-center text-sm text-ash">
            No crawlers ranked yet.
          </p>
        ) : (
          <ol aria-label="Top crawlers by gold" className="flex flex-col gap-2">
            {board.data.map((entry, index) => (
              <LeaderboardRow key={entry.id} entry={entry} rank={index + 1} />
            ))}
          </ol>
        )}
        {/* Every category of the season ladder, the top 100 and the sponsor's own ranks. */}
        <Button asChild variant="link" className="mt-3">
          <Link to="/leaderboard">
            Full ladder
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function LeaderboardRow({ entry, rank }: { entry: LeaderboardEntry; rank: number }) {
  const tone = podiumTone(rank);
  return (
    <li className={cn('flex items-center gap-3 rounded-lg border border-rubble bg-abyss/40 p-2.5', !entry.isAlive && 'opacity-70')}>
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full border font-mono text-sm font-bold',
          tone ? podiumStyle[tone].chip : 'border-rubble bg-vault text-ash',
        )}
      >
        <span className="sr-only">Rank </span>
        {rank}
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn('truncate text-sm font-semibold', tone ? podiumStyle[tone].name : 'text-bone')}>
          {entry.name} <span className="font-mono text-xs font-normal text-ash">[{entry.serial}]</span>
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-ash">
          <span>Floor {entry.currentFloor}</span>
          <span>Level {entry.level}</span>
          {!entry.isAlive ? (
            <span className="inline-flex items-center gap-1 text-blood-300">
              <Skull aria-hidden className="size-3" />
              Deceased
            </span>
          ) : null}
        </p>
      </div>
      <span className="flex shrink-0 items-center gap-1 font-mono text-sm font-semibold text-gold-300">
        <Coins aria-hidden className="size-3.5" />
        {entry.gold}
        <span className="sr-only"> gold</span>
      </span>
    </li>
  );
}
