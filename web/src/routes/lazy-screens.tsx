// Screens a visitor never needs are split out of the landing bundle (issue 7 budget: landing route
// ≤ 150 KB of JS gzip). Each loads on first use behind the full-page spinner.
import { lazy, Suspense, type ReactNode } from 'react';
import { FullPageLoading } from '../components/full-page-loading.tsx';

const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const Dashboard = named(() => import('./dashboard/dashboard-page.tsx'), 'DashboardPage');
const Account = named(() => import('./account/account-page.tsx'), 'AccountPage');
const Crawler = named(() => import('./crawler/crawler-page.tsx'), 'CrawlerPage');
const Loadout = named(() => import('./crawler/loadout-page.tsx'), 'LoadoutPage');

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
