import { useLandingSeason } from '../../state/landing-season.ts';
import { usePageTitle } from '../use-page-title.ts';
import { Classifications } from './classifications.tsx';
import { FeatureCards } from './feature-cards.tsx';
import { Hero } from './hero.tsx';
import { SeasonStatusBadge } from '../../components/season-status-badge.tsx';
import { InfoLists } from './info-lists.tsx';
import { LiabilityWaiver } from './liability-waiver.tsx';
import { Registration } from './registration.tsx';

/** The visitor's landing screen at '/'. */
export function LandingPage() {
  usePageTitle(null);
  const season = useLandingSeason();
  return (
    <div className="flex flex-col gap-14 pb-16 sm:gap-20">
      <Hero statusBadge={<SeasonStatusBadge season={season.data} isPending={season.isPending} />}>
        <Registration
          season={season.data}
          isPending={season.isPending}
          error={season.error}
          onRetry={season.refetch}
        />
      </Hero>
      <FeatureCards />
      <InfoLists />
      <Classifications />
      <LiabilityWaiver />
    </div>
  );
}
