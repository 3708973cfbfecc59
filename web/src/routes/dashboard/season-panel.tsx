import { CalendarDays, Crown } from 'lucide-react';
import { ErrorPanel } from '../../components/ui/alert.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../api/http.ts';
import { SeasonStatusBadge } from '../../components/season-status-badge.tsx';
import { useCurrentSeason } from '../../state/season.ts';
import { SponsorshipStatus } from './sponsorship-status.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function formatDate(iso: string | null): string {
  if (!iso) return 'Open-ended';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : dateFormat.format(date);
}

/** The dashboard's season panel with the sponsor's sponsorship standing. */
export function SeasonPanel() {
  const season = useCurrentSeason();

  return (
    <Card aria-labelledby="season-heading">
      <CardHeader>
        <CardTitle id="season-heading">
          <Crown aria-hidden className="size-5" />
          Season
        </CardTitle>
      </CardHeader>
      <CardContent>
        {season.isPending ? (
          <Spinner label="Loading season..." className="py-6" />
        ) : season.error ? (
          <ErrorPanel title="Could not load the season" message={errorMessage(season.error)} onRetry={() => void season.refetch()} />
        ) : season.data === null ? (
          <p role="status" className="rounded-lg border border-ember-400/40 bg-ember-400/10 px-4 py-3 text-sm text-ember-400">
            Season Unavailable: No active season found. Contact administrators.
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-display text-xl font-bold text-bone">{season.data.name}</h3>
              <SeasonStatusBadge season={season.data} isPending={false} />
            </div>
            {season.data.description ? <p className="text-sm leading-relaxed text-ash">{season.data.description}</p> : null}
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div className="rounded-lg border border-rubble bg-abyss/40 p-3">
                <dt className="flex items-center gap-1.5 text-xs text-ash">
                  <CalendarDays aria-hidden className="size-3.5" />
                  {season.data.status === 'coming-soon' ? 'Starts' : 'Started'}
                </dt>
                <dd className="mt-1 font-semibold text-bone">{formatDate(season.data.startDate)}</dd>
              </div>
              <div className="rounded-lg border border-rubble bg-abyss/40 p-3">
                <dt className="flex items-center gap-1.5 text-xs text-ash">
                  <CalendarDays aria-hidden className="size-3.5" />
                  {season.data.status === 'ended' ? 'Ended' : 'Ends'}
                </dt>
                <dd className="mt-1 font-semibold text-bone">{formatDate(season.data.endDate)}</dd>
              </div>
            </dl>
          </div>
        )}
        <div className="mt-4 border-t border-rubble pt-4">
          <SponsorshipStatus />
        </div>
      </CardContent>
    </Card>
  );
}
