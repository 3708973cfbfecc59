// Screens a visitor never needs are split out of the landing bundle (the landing budget: landing route
// ≤ 150 KB of JS gzip). Each loads on first use behind the full-page spinner, with TanStack Query.
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath } from 'react-router';
import { FullPageLoading } from '../components/full-page-loading.tsx';
import { lazyWithQueries } from '../lib/lazy-with-queries.tsx';

const loadDashboard = () => import('./dashboard/dashboard-page.tsx');
const loadAccount = () => import('./account/account-page.tsx');
const loadCrawler = () => import('./crawler/crawler-page.tsx');
const loadLoadout = () => import('./crawler/loadout-page.tsx');
const loadReplay = () => import('./crawler/replay/replay-page.tsx');
const loadReport = () => import('./crawler/report/report-page.tsx');
const loadHallOfFame = () => import('./hall-of-fame/hall-of-fame-page.tsx');
const loadLeaderboard = () => import('./leaderboard/leaderboard-page.tsx');
const loadWatch = () => import('./watch/watch-page.tsx');

const Dashboard = lazyWithQueries(loadDashboard, 'DashboardPage');
const Account = lazyWithQueries(loadAccount, 'AccountPage');
const Crawler = lazyWithQueries(loadCrawler, 'CrawlerPage');
const Loadout = lazyWithQueries(loadLoadout, 'LoadoutPage');
const Replay = lazyWithQueries(loadReplay, 'ReplayPage');
// Public for a dead crawler: opened from a shared link, often by a visitor who never signed in.
const Report = lazyWithQueries(loadReport, 'ReportPage');
// Public, but rarely the first screen a visitor needs.
const HallOfFame = lazyWithQueries(loadHallOfFame, 'HallOfFamePage');
// Public, but reached from a link: the landing bundle does not carry it.
const Leaderboard = lazyWithQueries(loadLeaderboard, 'LeaderboardPage');
// Spectating: reached from the ladder's and the room's Watch links.
const Watch = lazyWithQueries(loadWatch, 'WatchPage');
// Password recovery: reached from a link (the sign-in dialog, the reset e-mail), never from '/'.
const ForgotPassword = lazyWithQueries(() => import('./auth/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPassword = lazyWithQueries(() => import('./auth/reset-password-page.tsx'), 'ResetPasswordPage');
// An unknown address: not what the landing page shows, so not in its bundle either.
const NotFound = lazyWithQueries(() => import('./not-found-page.tsx'), 'NotFoundPage');

/** The screen a first load opens at each address, and whether only a signed-in sponsor sees it there. */
const SCREEN_AT: readonly { path: string; signedIn: boolean; load: () => Promise<unknown> }[] = [
  { path: '/', signedIn: true, load: loadDashboard },
  { path: '/account', signedIn: true, load: loadAccount },
  { path: '/crawler/:id', signedIn: true, load: loadCrawler },
  { path: '/crawler/:id/loadout', signedIn: true, load: loadLoadout },
  { path: '/watch/:id', signedIn: true, load: loadWatch },
  { path: '/crawler/:id/replay', signedIn: false, load: loadReplay },
  { path: '/crawler/:id/report', signedIn: false, load: loadReport },
  { path: '/hall-of-fame', signedIn: false, load: loadHallOfFame },
  { path: '/leaderboard', signedIn: false, load: loadLeaderboard },
];

/**
 * Starts fetching the module of the screen at `pathname` at once, while the session is checked,
 * instead of after it (the crawler page's chunks then arrive with the user, not one round trip
 * later). A signed-in screen only when a session token is stored: a visitor is sent to '/' anyway.
 * The crawler page also asks for its room's data then (crawler-page.tsx, prefetchCrawlerPage).
 * The later lazy render gets the same module promise.
 */
export function preloadScreen(pathname: string, hasSession: boolean): void {
  const screen = SCREEN_AT.find((s) => (hasSession || !s.signedIn) && matchPath({ path: s.path, end: true }, pathname) !== null);
  const crawlerId = hasSession ? matchPath({ path: '/crawler/:id', end: true }, pathname)?.params.id?.trim() : undefined;
  const loaded = crawlerId ? loadCrawler().then((page) => page.prefetchCrawlerPage(crawlerId)) : screen?.load();
  void loaded?.catch(() => {
    // The lazy render retries the import and shows its own error.
  });
}

/** A lazily loaded screen behind the full-page spinner while its module loads. */
function behindSpinner(Screen: ComponentType): () => ReactNode {
  return function LazyScreen() {
    return (
      <Suspense fallback={<FullPageLoading />}>
        <Screen />
      </Suspense>
    );
  };
}

export const LazyDashboardPage = behindSpinner(Dashboard);
export const LazyAccountPage = behindSpinner(Account);
export const LazyCrawlerPage = behindSpinner(Crawler);
export const LazyLoadoutPage = behindSpinner(Loadout);
export const LazyReplayPage = behindSpinner(Replay);
export const LazyReportPage = behindSpinner(Report);
export const LazyLeaderboardPage = behindSpinner(Leaderboard);
export const LazyForgotPasswordPage = behindSpinner(ForgotPassword);
export const LazyResetPasswordPage = behindSpinner(ResetPassword);
export const LazyHallOfFamePage = behindSpinner(HallOfFame);
export const LazyWatchPage = behindSpinner(Watch);
export const LazyNotFoundPage = behindSpinner(NotFound);
