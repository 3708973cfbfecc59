import type { Season } from '#contract/season.ts';
import { isSeasonLive } from '../state/season-status.ts';
import { Badge } from './ui/badge.tsx';

/** ACTIVE when the season is live, STARTING SOON otherwise. */
export function SeasonStatusBadge({ season, isPending }: { season: Season | null | undefined; isPending: boolean }) {
  // While the season loads: a blank badge the size of ACTIVE (the usual answer). A wider text wrapped
  // the badge row on a phone, and the page jumped up when the answer came. The registration's
  // spinner says 'Checking season status...' to everyone meanwhile.
  if (isPending) {
    return (
      <Badge variant="stone" aria-hidden className="motion-safe:animate-pulse">
        <span className="invisible size-1.5" />
        <span className="invisible">ACTIVE</span>
      </Badge>
    );
  }
  if (isSeasonLive(season)) {
    return (
      <Badge variant="live">
        <span aria-hidden className="size-1.5 animate-pulse-brief rounded-full bg-moss-400" />
        ACTIVE
      </Badge>
    );
  }
  return <Badge variant="warning">STARTING SOON</Badge>;
}
