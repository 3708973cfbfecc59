import type { Season } from '#contract/season.ts';
import { isSeasonLive } from '../state/season.ts';
import { Badge } from './ui/badge.tsx';

/** Spec section 2: ACTIVE when the season is live, STARTING SOON otherwise. */
export function SeasonStatusBadge({ season, isPending }: { season: Season | null | undefined; isPending: boolean }) {
  if (isPending) return <Badge variant="stone">CHECKING STATUS</Badge>;
  if (isSeasonLive(season)) {
    return (
      <Badge variant="live">
        <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-moss-400" />
        ACTIVE
      </Badge>
    );
  }
  return <Badge variant="warning">STARTING SOON</Badge>;
}
