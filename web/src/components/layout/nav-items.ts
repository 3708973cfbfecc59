/** The least the header needs to know about a crawler; a full crawler record satisfies it. */
export interface HeaderCrawler {
  id: number;
  isAlive: boolean;
}

export type NavKey = 'sponsor' | 'crawler' | 'account' | 'ladder';

export interface NavItem {
  key: NavKey;
  label: string;
  /** The spec's description of the destination, shown as the link's title. */
  title: string;
  /** null when the destination does not exist yet (no living crawler). */
  to: string | null;
  active: boolean;
  disabledReason: string | null;
}

export const NO_ACTIVE_CRAWLER_MESSAGE = 'No active crawler - create or activate a crawler from the Sponsor page';

/** A crawler counts as usable when it is alive; the header links to the first one. */
export function firstLivingCrawler<C extends HeaderCrawler>(crawlers: readonly C[]): C | null {
  return crawlers.find((crawler) => crawler.isAlive) ?? null;
}

/** Sponsor is active on '/' or '/home'; the others (and the ladder) match by path prefix. */
export function isNavActive(key: NavKey, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  switch (key) {
    case 'sponsor':
      return path === '/' || path === '/home';
    case 'crawler':
      return path === '/crawler' || path.startsWith('/crawler/');
    case 'account':
      return path === '/account' || path.startsWith('/account/');
    case 'ladder':
      return path === '/leaderboard' || path.startsWith('/leaderboard/');
  }
}

export function buildNavItems(pathname: string, crawlers: readonly HeaderCrawler[]): NavItem[] {
  const crawler = firstLivingCrawler(crawlers);
  return [
    {
      key: 'sponsor',
      label: 'Sponsor',
      title: 'Corporation Overview',
      to: '/',
      active: isNavActive('sponsor', pathname),
      disabledReason: null,
    },
    {
      key: 'crawler',
      label: 'Crawler',
      title: 'Active Crawler Control',
      to: crawler ? `/crawler/${crawler.id}` : null,
      active: isNavActive('crawler', pathname),
      disabledReason: crawler ? null : NO_ACTIVE_CRAWLER_MESSAGE,
    },
    {
      key: 'account',
      label: 'Account',
      title: 'Profile & Settings',
      to: '/account',
      active: isNavActive('account', pathname),
      disabledReason: null,
    },
    // After the spec's three, the season ladder.
    {
      key: 'ladder',
      label: 'Ladder',
      title: 'Season Ladder',
      to: '/leaderboard',
      active: isNavActive('ladder', pathname),
      disabledReason: null,
    },
  ];
}
