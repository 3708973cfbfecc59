import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Compass } from 'lucide-react';
import { errorMessage } from '../../../api/http.ts';
import { ErrorPanel } from '../../../components/ui/alert.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { creatureLabel, floorOverview, overviewSummary } from '../../../state/floor-overview.ts';
import { exploredRoomsQuery, factionsQuery } from '../../../state/room-queries.ts';
import { CRAWLER_PAGE_TEXT as T } from '../crawler-page-text.ts';

/** The crawler page's panel 2: the factions and creatures met on this floor so far. */
export const FloorOverviewPanel = memo(function FloorOverviewPanel({ crawlerId, floor, ready }: { crawlerId: string; floor: number; ready: boolean }) {
  const explored = useQuery({ ...exploredRoomsQuery(crawlerId), enabled: ready });
  const factions = useQuery(factionsQuery);
  const error = explored.error ?? factions.error;
  const loading = !explored.data || !factions.data;

  return (
    <Card aria-labelledby="floor-overview-heading">
      <CardHeader className="pb-2">
        <CardTitle id="floor-overview-heading" as="h2">
          <Compass aria-hidden className="size-5" />
          {T.overviewTitle(floor)}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {error && loading ? (
          <ErrorPanel
            title="Floor overview unavailable"
            message={errorMessage(error)}
            onRetry={() => {
              void explored.refetch();
              void factions.refetch();
            }}
          />
        ) : loading ? (
          <Spinner label="Loading floor overview..." className="justify-start py-2 text-sm" />
        ) : (
          <OverviewBody overview={floorOverview(floor, explored.data ?? [], factions.data ?? [])} />
        )}
      </CardContent>
    </Card>
  );
});

function OverviewBody({ overview }: { overview: ReturnType<typeof floorOverview> }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ash">{overviewSummary(overview)}</p>
      <div>
        <h3 className="mb-1.5 text-xs font-semibold tracking-[0.2em] text-ash uppercase">Factions</h3>
        {overview.factions.length === 0 ? (
          <p className="text-sm text-ash/80 italic">{T.noFactions}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5" aria-label="Factions met">
            {overview.shownFactions.map((f) => (
              <li key={f.id} className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-rubble bg-vault px-2.5 py-0.5 text-xs text-bone">
                <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: f.color }} />
                <span className="truncate">{f.name}</span>
              </li>
            ))}
            {overview.moreFactions > 0 ? <li className="px-1 py-0.5 text-xs text-ash">{T.more(overview.moreFactions)}</li> : null}
          </ul>
        )}
      </div>
      <div>
        <h3 className="mb-1.5 text-xs font-semibold tracking-[0.2em] text-ash uppercase">Creatures</h3>
        {overview.creatureTypes.length === 0 ? (
          <p className="text-sm text-ash/80 italic">{T.noCreatures}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5" aria-label="Creature types">
            {overview.shownCreatureTypes.map((c) => (
              <li key={c} className="rounded-md border border-rubble bg-abyss/60 px-2 py-0.5 text-xs text-bone">
                {creatureLabel(c)}
              </li>
            ))}
            {overview.moreCreatureTypes > 0 ? <li className="px-1 py-0.5 text-xs text-ash">{T.more(overview.moreCreatureTypes)}</li> : null}
          </ul>
        )}
      </div>
    </div>
  );
}
