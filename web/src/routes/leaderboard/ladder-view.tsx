import { Coins, Compass, Hourglass, House, Layers, Star, Swords, Trophy, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Ladder } from '#contract/ladder.ts';
import type { LadderCategory } from '#game/ladder.ts';
import { ErrorPanel } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { LADDER_TABS } from './ladder-format.ts';
import { LadderTable } from './ladder-table.tsx';
import { YourCrawlers } from './your-crawlers.tsx';

export const LADDER_TEXT = {
  title: 'Season Ladder',
  loading: 'Loading ladder...',
  empty: 'No crawlers on the ladder yet',
  failed: 'Unable to load the ladder',
  home: 'Back to home',
} as const;

const TAB_ICONS: Record<LadderCategory, LucideIcon> = {
  deepest_floor: Layers,
  gold: Coins,
  kills: Swords,
  survival: Hourglass,
  explorer: Compass,
  fame: Star,
};

/** What the page knows of the ladder it shows: the query's state, flattened for rendering and tests. */
export type LadderState = { status: 'pending' } | { status: 'error'; message: string } | { status: 'success'; ladder: Ladder };

/**
 * The season ladder. Category tabs (Radix: arrow keys move between them), the top 100 of
 * the chosen one, and the viewer's own ranks when signed in. Public: a visitor sees it too, with a
 * way home (the header is the signed-in app's).
 */
export function LadderView({
  category,
  onCategoryChange,
  state,
  signedIn,
  onRetry,
}: {
  category: LadderCategory;
  onCategoryChange: (category: LadderCategory) => void;
  state: LadderState;
  signedIn: boolean;
  onRetry: () => void;
}) {
  const season = state.status === 'success' ? state.ladder.season.name : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      {!signedIn ? (
        <Button asChild variant="ghost" size="sm" className="-ml-3 mb-3">
          <Link to="/">
            <House aria-hidden />
            {LADDER_TEXT.home}
          </Link>
        </Button>
      ) : null}
      <div className="mb-5">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-500">{season ? season.toUpperCase() : 'THIS SEASON'}</p>
        <h1 className="mt-1 flex items-center gap-2 font-display text-2xl font-bold text-bone sm:text-3xl">
          <Trophy aria-hidden className="size-6 text-gold-400" />
          {LADDER_TEXT.title}
        </h1>
        <p className="mt-1 text-sm text-ash">Every crawler of the season, living and dead, ranked. Refreshed every 30 seconds.</p>
      </div>
      <Tabs value={category} onValueChange={(value) => onCategoryChange(value as LadderCategory)}>
        <TabsList aria-label="Ladder category">
          {LADDER_TABS.map(({ category: c, label }) => {
            const Icon = TAB_ICONS[c];
            return (
              <TabsTrigger key={c} value={c}>
                <Icon aria-hidden />
                {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {LADDER_TABS.map(({ category: c, label }) => (
          <TabsContent key={c} value={c} className="flex flex-col gap-4">
            {signedIn && state.status === 'success' ? <YourCrawlers category={c} mine={state.ladder.mine} /> : null}
            <Card aria-label={`${label}: top crawlers`}>
              <CardHeader className="px-4 pb-1 sm:px-5">
                <CardTitle as="h2">{label}</CardTitle>
              </CardHeader>
              <CardContent className="px-3 sm:px-5">
                <LadderBody category={c} state={state} onRetry={onRetry} />
              </CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function LadderBody({ category, state, onRetry }: { category: LadderCategory; state: LadderState; onRetry: () => void }) {
  if (state.status === 'pending') {
    return (
      <div role="status" aria-label={LADDER_TEXT.loading} className="flex flex-col gap-2">
        <span className="sr-only">{LADDER_TEXT.loading}</span>
        {[0, 1, 2, 3, 4].map((index) => (
          <div key={index} className="h-12 animate-pulse rounded-lg border border-rubble bg-vault/60" />
        ))}
      </div>
    );
  }
  if (state.status === 'error') return <ErrorPanel title={LADDER_TEXT.failed} message={state.message} onRetry={onRetry} />;
  if (state.ladder.entries.length === 0) {
    return <p className="rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-8 text-center text-sm text-ash">{LADDER_TEXT.empty}</p>;
  }
  return <LadderTable category={category} entries={state.ladder.entries} mine={new Set(state.ladder.mine.map((e) => e.crawlerId))} />;
}
