import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Landmark } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { SeasonSummary } from '#contract/season.ts';
import { LADDER_CATEGORIES, LADDER_CATEGORY, type LadderCategory } from '#game/ladder.ts';
import { fetchSeasons, seasonsQueryKey } from '../../api/hall-of-fame-api.ts';
import { errorMessage } from '../../api/http.ts';
import { ErrorPanel } from '../../components/ui/alert.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { cn } from '../../lib/cn.ts';
import { usePageTitle } from '../use-page-title.ts';
import { CategoryTop } from './category-top.tsx';
import { chosenCategory, chosenSeason, endedSeasons, HALL_OF_FAME_TEXT as T, seasonSpan } from './hall-of-fame-rules.ts';

/** '/hall-of-fame': public. The ended seasons, and the chosen one's frozen top of each category. */
export function HallOfFamePage() {
  usePageTitle(T.title);
  const seasons = useQuery({ queryKey: seasonsQueryKey, queryFn: ({ signal }) => fetchSeasons(signal), staleTime: 60_000 });
  const [params, setParams] = useSearchParams();
  const ended = seasons.data ? endedSeasons(seasons.data) : [];
  const season = chosenSeason(ended, params.get('season'));
  const category = chosenCategory(params.get('category'));

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link
        to="/"
        className="inline-flex items-center gap-1.5 rounded text-sm text-ash hover:text-bone focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {T.backHome}
      </Link>
      <p className="mt-4 text-xs font-semibold tracking-[0.3em] text-gold-500">{T.kicker}</p>
      <h1 className="mt-1 flex items-center gap-2 font-display text-2xl font-bold text-bone sm:text-3xl">
        <Landmark aria-hidden className="size-7 text-gold-400" />
        {T.title}
      </h1>
      <p className="mt-2 max-w-3xl text-sm leading-relaxed text-ash">{T.intro}</p>

      <div className="mt-6">
        {seasons.isPending ? (
          <Spinner label={T.loadingSeasons} className="py-16" />
        ) : seasons.error ? (
          <ErrorPanel title={T.seasonsFailed} message={errorMessage(seasons.error)} onRetry={() => void seasons.refetch()} />
        ) : !season ? (
          <div role="status" className="rounded-xl border border-dashed border-rubble bg-crypt/60 px-6 py-12 text-center">
            <p className="font-display text-lg font-bold text-bone">{T.empty}</p>
            <p className="mx-auto mt-2 max-w-md text-sm text-ash">{T.emptyDetail}</p>
          </div>
        ) : (
          <div className="grid gap-4 lg:grid-cols-[15rem_minmax(0,1fr)]">
            <SeasonPicker seasons={ended} chosen={season.seasonNumber} category={category} />
            <Card aria-labelledby="hall-season-heading">
              <CardHeader>
                <CardTitle id="hall-season-heading">{season.name}</CardTitle>
                <p className="text-sm text-ash">{seasonSpan(season)}</p>
              </CardHeader>
              <CardContent>
                <Tabs
                  value={category}
                  onValueChange={(value) => setParams({ season: String(season.seasonNumber), category: value }, { replace: true })}
                >
                  <TabsList aria-label="Ladder categories">
                    {LADDER_CATEGORIES.map((c) => (
                      <TabsTrigger key={c} value={c}>
                        {LADDER_CATEGORY[c].label}
                      </TabsTrigger>
                    ))}
                  </TabsList>
                  {LADDER_CATEGORIES.map((c: LadderCategory) => (
                    <TabsContent key={c} value={c}>
                      <CategoryTop seasonNumber={season.seasonNumber} category={c} />
                    </TabsContent>
                  ))}
                </Tabs>
              </CardContent>
            </Card>
          </div>
        )}
      </div>
    </div>
  );
}

/** The ended seasons, newest first; the chosen one marked. Links, so a season's page can be shared. */
function SeasonPicker({ seasons, chosen, category }: { seasons: readonly SeasonSummary[]; chosen: number; category: LadderCategory }) {
  return (
    <nav aria-label="Ended seasons">
      <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {seasons.map((s) => {
          const current = s.seasonNumber === chosen;
          return (
            <li key={s.seasonNumber} className="shrink-0">
              <Link
                to={`?season=${s.seasonNumber}&category=${category}`}
                replace
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'block rounded-lg border px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none',
                  current ? 'border-gold-500/60 bg-gold-900/40 text-gold-200' : 'border-rubble bg-crypt/70 text-ash hover:bg-vault hover:text-bone',
                )}
              >
                <span className="block font-semibold">Season {s.seasonNumber}</span>
                <span className="block text-xs opacity-80">{seasonSpan(s)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
