import type { BankruptcyReport } from '#contract/report.ts';
import { CauseOfDeathCard } from './cause-of-death-card.tsx';
import { ExperienceChart } from './experience-chart.tsx';
import { FinalStatsCard } from './final-stats-card.tsx';
import { LastEventsCard } from './last-events-card.tsx';
import { QuestsCard } from './quests-card.tsx';
import { ReportHeader } from './report-header.tsx';
import { FameEarnedCard, GoldEarnedCard, KillsCard, RoomsExploredCard, TimeSurvivedCard } from './report-tallies.tsx';
import { ShareCard } from './share-card.tsx';

/**
 * The report: the death first, then the numbers of the life, then how it ended. On wide
 * screens the story (left) sits beside the crawler's sheet (right); on small ones the columns dissolve
 * (`contents`) into one, with the sheet moved up after the headline numbers (`order`).
 */
export function ReportScreen({ report, origin }: { report: BankruptcyReport; origin?: string }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <ReportHeader report={report} />
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-3">
        <div className="contents lg:col-span-2 lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <div className="order-1 lg:order-none">
            <CauseOfDeathCard report={report} />
          </div>
          <div className="order-2 grid grid-cols-1 gap-6 sm:grid-cols-3 lg:order-none">
            <TimeSurvivedCard report={report} />
            <GoldEarnedCard report={report} />
            <FameEarnedCard report={report} />
          </div>
          <div className="order-4 lg:order-none">
            <ExperienceChart report={report} />
          </div>
          <div className="order-5 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:order-none">
            <RoomsExploredCard report={report} />
            <KillsCard report={report} />
          </div>
          <div className="order-5 lg:order-none">
            <QuestsCard report={report} />
          </div>
          <div className="order-6 lg:order-none">
            <LastEventsCard report={report} />
          </div>
        </div>
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <div className="order-3 lg:order-none">
            <FinalStatsCard report={report} />
          </div>
          <div className="order-7 lg:order-none">
            <ShareCard report={report} origin={origin} />
          </div>
        </div>
      </div>
    </div>
  );
}
