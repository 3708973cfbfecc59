import type { BankruptcyReport } from '#contract/report.ts';
import { CauseOfDeathCard } from './cause-of-death-card.tsx';
import { ExperienceChart } from './experience-chart.tsx';
import { FinalStatsCard } from './final-stats-card.tsx';
import { LastEventsCard } from './last-events-card.tsx';
import { ReportHeader } from './report-header.tsx';
import { GoldEarnedCard, KillsCard, RoomsExploredCard, TimeSurvivedCard } from './report-tallies.tsx';
import { ShareCard } from './share-card.tsx';

/**
 * The report (issue 17): the death first, then the numbers of the life, then how it ended. One
 * column on small screens; on wide ones the story (left) beside the crawler's sheet (right).
 */
export function ReportScreen({ report, origin }: { report: BankruptcyReport; origin?: string }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <ReportHeader report={report} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <CauseOfDeathCard report={report} />
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
            <TimeSurvivedCard report={report} />
            <GoldEarnedCard report={report} />
          </div>
          <ExperienceChart report={report} />
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
            <RoomsExploredCard report={report} />
            <KillsCard report={report} />
          </div>
          <LastEventsCard report={report} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <FinalStatsCard report={report} />
          <ShareCard report={report} origin={origin} />
        </div>
      </div>
    </div>
  );
}
