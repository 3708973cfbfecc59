// Screens a visitor never needs are split out of the landing bundle (issue 7 budget: landing route
// ≤ 150 KB of JS gzip). Each loads on first use behind the full-page spinner.
import { Suspense, type ReactNode } from 'react';
import { matchPath } from 'react-router';
import { FullPageLoading } from '../components/full-page-loading.tsx';
import { lazyNamed } from '../lib/lazy-named.ts';

const loadDashboard = () => import('./dashboard/dashboard-page.tsx');
const loadAccount = () => import('./account/account-page.tsx');
const loadCrawler = () => import('./crawler/crawler-page.tsx');
const loadLoadout = () => import('./crawler/loadout-page.tsx');
const loadReplay = () => import('./crawler/replay/replay-page.tsx');
const loadReport = () => import('./crawler/report/report-page.tsx');
const loadHallOfFame = () => import('./hall-of-fame/hall-of-fame-page.tsx');
const loadLeaderboard = () => import('./leaderboard/leaderboard-page.tsx');
const loadWatch = () => import('./watch/watch-page.tsx');

const Dashboard = lazyNamed(loadDashboard, 'DashboardPage');
const Account = lazyNamed(loadAccount, 'AccountPage');
const Crawler = lazyNamed(loadCrawler, 'CrawlerPage');
const Loadout = lazyNamed(loadLoadout, 'LoadoutPage');
const Replay = lazyNamed(loadReplay, 'ReplayPage');
// Public for a dead crawler: opened from a shared link, often by a visitor who never signed in.
const Report = lazyNamed(loadReport, 'ReportPage');
// Public, but rarely the first screen a visitor needs.
const HallOfFame = lazyNamed(loadHallOfFame, 'HallOfFamePage');
// Public, but reached from a link: the landing bundle does not carry it.
const Leaderboard = lazyNamed(loadLeaderboard, 'LeaderboardPage');
// Spectating: reached from the ladder's and the room's Watch links.
const Watch = lazyNamed(loadWatch, 'WatchPage');
// Password recovery: reached from a link (the sign-in dialog, the reset e-mail), never from '/'.
const ForgotPassword = lazyNamed(() => import('./auth/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPassword = lazyNamed(() => import('./auth/reset-password-page.tsx'), 'ResetPasswordPage');

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
 * The later lazy render gets the same module promise.
 */
export function preloadScreen(pathname: string, hasSession: boolean): void {
  const screen = SCREEN_AT.find((s) => (hasSession || !s.signedIn) && matchPath({ path: s.path, end: true }, pathname) !== null);
  void screen?.load().catch(() => {
    // The lazy render retries the import and shows its own error.
  });
}

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageLoading />}>{children}</Suspense>;
}

export const LazyDashboardPage = () => (
  <Loading>
    <Dashboard />
  </Loading>
);
export const LazyAccountPage = () => (
  <Loading>
    <Account />
  </Loading>
);
export const LazyCrawlerPage = () => (
  <Loading>
    <Crawler />
  </Loading>
);
export const LazyLoadoutPage = () => (
  <Loading>
    <Loadout />
  </Loading>
);
export const LazyReplayPage = () => (
  <Loading>
    <Replay />
  </Loading>
);
export const LazyReportPage = () => (
  <Loading>
    <Report />
  </Loading>
);
export const LazyLeaderboardPage = () => (
  <Loading>
    <Leaderboard />
  </Loading>
);
export const LazyForgotPasswordPage = () => (
  <Loading>
    <ForgotPassword />
  </Loading>
);
export const LazyResetPasswordPage = () => (
  <Loading>
    <ResetPassword />
  </Loading>
);
export const LazyHallOfFamePage = () => (
  <Loading>
    <HallOfFame />
  </Loading>
);
export const LazyWatchPage = () => (
  <Loading>
    <Watch />
  </Loading>
);
