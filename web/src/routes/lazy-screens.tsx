// Screens a visitor never needs are split out of the landing bundle (issue 7 budget: landing route
// ≤ 150 KB of JS gzip). Each loads on first use behind the full-page spinner.
import { Suspense, type ReactNode } from 'react';
import { FullPageLoading } from '../components/full-page-loading.tsx';
import { lazyNamed } from '../lib/lazy-named.ts';

const Dashboard = lazyNamed(() => import('./dashboard/dashboard-page.tsx'), 'DashboardPage');
const Account = lazyNamed(() => import('./account/account-page.tsx'), 'AccountPage');
const Crawler = lazyNamed(() => import('./crawler/crawler-page.tsx'), 'CrawlerPage');
const Loadout = lazyNamed(() => import('./crawler/loadout-page.tsx'), 'LoadoutPage');
const Replay = lazyNamed(() => import('./crawler/replay/replay-page.tsx'), 'ReplayPage');
// Public for a dead crawler: opened from a shared link, often by a visitor who never signed in.
const Report = lazyNamed(() => import('./crawler/report/report-page.tsx'), 'ReportPage');
// Public, but rarely the first screen a visitor needs (issue 17).
const HallOfFame = lazyNamed(() => import('./hall-of-fame/hall-of-fame-page.tsx'), 'HallOfFamePage');
// Public, but reached from a link: the landing bundle does not carry it.
const Leaderboard = lazyNamed(() => import('./leaderboard/leaderboard-page.tsx'), 'LeaderboardPage');
// Spectating (issue 19): reached from the ladder's and the room's Watch links.
const Watch = lazyNamed(() => import('./watch/watch-page.tsx'), 'WatchPage');
// Password recovery: reached from a link (the sign-in dialog, the reset e-mail), never from '/'.
const ForgotPassword = lazyNamed(() => import('./auth/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPassword = lazyNamed(() => import('./auth/reset-password-page.tsx'), 'ResetPasswordPage');

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
