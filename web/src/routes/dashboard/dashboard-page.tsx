import { useAuth } from '../../auth/auth-context.ts';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { pickActiveCrawler, useCrawlers } from '../../state/crawlers.ts';
import { usePageTitle } from '../use-page-title.ts';
import { ActivityFeed } from './activity-feed.tsx';
import { CrawlerManagement } from './crawler-management.tsx';
import { DebugBar } from './debug-bar.tsx';
import { Leaderboard } from './leaderboard.tsx';
import { SeasonPanel } from './season-panel.tsx';

/**
 * Sponsor dashboard: three columns on desktop (crawlers; activity; season and
 * leaderboard), stacked on small screens, with the debug bar in development mode.
 */
export function DashboardPage() {
  usePageTitle('Sponsor Dashboard');
  const { user, config } = useAuth();
  const crawlers = useCrawlers();
  const greeting = user?.firstName ? `Welcome back, ${user.firstName}` : 'Welcome back, Sponsor';
  const activeCrawler = pickActiveCrawler(crawlers.data ?? [], user?.activeCrawlerId);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="mb-6">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-500">CORPORATION OVERVIEW</p>
        <h1 className="mt-1 font-display text-2xl font-bold text-bone sm:text-3xl">{greeting}</h1>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <CrawlerManagement />
        <ActivityFeed />
        <div className="flex min-w-0 flex-col gap-4">
          <SeasonPanel />
          <Leaderboard />
        </div>
      </div>
      {config?.devLogin ? (
        <TooltipProvider>
          <DebugBar activeCrawler={activeCrawler} crawlersPending={crawlers.isPending} />
        </TooltipProvider>
      ) : null}
    </div>
  );
}
