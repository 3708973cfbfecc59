import { CircleCheck, CircleMinus } from 'lucide-react';
import { SPONSORSHIP_RULES } from '#contract/crawler.ts';
import { errorMessage } from '../../api/http.ts';
import { ErrorPanel } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { PRIMARY_SUMMARY, primaryIsAvailable } from '../../components/crawler/sponsorship.ts';
import { useUserStatus } from '../../state/crawlers.ts';

/** Sponsorship rule as the sponsor's current standing: primary once per season, secondary always. */
export function SponsorshipStatus() {
  const status = useUserStatus();

  return (
    <section aria-labelledby="sponsorship-heading" className="flex flex-col gap-2">
      <h3 id="sponsorship-heading" className="text-xs font-semibold tracking-wider text-ash uppercase">
        Your Sponsorships
      </h3>
      {status.isPending ? (
        <div role="status" aria-label="Loading sponsorship status..." className="flex flex-col gap-2">
          <div className="h-14 animate-pulse rounded-lg bg-vault/60" />
          <div className="h-14 animate-pulse rounded-lg bg-vault/60" />
        </div>
      ) : status.error ? (
        <ErrorPanel title="Unable to load sponsorship status" message={errorMessage(status.error)} onRetry={() => void status.refetch()} />
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          <li className="flex items-start gap-2 rounded-lg border border-rubble bg-abyss/40 p-3">
            {primaryIsAvailable(status.data) ? (
              <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-moss-400" />
            ) : (
              <CircleMinus aria-hidden className="mt-0.5 size-4 shrink-0 text-ember-400" />
            )}
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-bone">
                Primary
                {primaryIsAvailable(status.data) ? <Badge variant="live">Available</Badge> : <Badge variant="warning">Used this season</Badge>}
              </p>
              <p className="text-xs text-ash">{PRIMARY_SUMMARY}</p>
            </div>
          </li>
          <li className="flex items-start gap-2 rounded-lg border border-rubble bg-abyss/40 p-3">
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-moss-400" />
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-bone">
                Secondary <Badge variant="live">Always available</Badge>
              </p>
              <p className="text-xs text-ash">{SPONSORSHIP_RULES.secondaryLimits}</p>
            </div>
          </li>
        </ul>
      )}
    </section>
  );
}
