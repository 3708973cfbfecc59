import { describe, expect, it } from 'vitest';
import {
  NO_ACTIVE_CRAWLER_MESSAGE,
  buildNavItems,
  firstLivingCrawler,
  isNavActive,
} from '#web/src/components/layout/nav-items.ts';

describe('header navigation', () => {
  it('highlights Sponsor on / and /home only', () => {
    expect(isNavActive('sponsor', '/')).toBe(true);
    expect(isNavActive('sponsor', '/home')).toBe(true);
    expect(isNavActive('sponsor', '/home/')).toBe(true);
    expect(isNavActive('sponsor', '/account')).toBe(false);
    expect(isNavActive('sponsor', '/homestead')).toBe(false);
  });

  it('highlights the others by path prefix', () => {
    expect(isNavActive('crawler', '/crawler/7')).toBe(true);
    expect(isNavActive('crawler', '/crawler/7/loadout')).toBe(true);
    expect(isNavActive('crawler', '/crawlers')).toBe(false);
    expect(isNavActive('account', '/account')).toBe(true);
    expect(isNavActive('account', '/accounting')).toBe(false);
  });

  it('carries the spec titles and destinations, first (the ladder follows them: ladder-screen.test.ts)', () => {
    const items = buildNavItems('/', []);
    expect(items.slice(0, 3).map(({ label, title }) => [label, title])).toEqual([
      ['Sponsor', 'Corporation Overview'],
      ['Crawler', 'Active Crawler Control'],
      ['Account', 'Profile & Settings'],
    ]);
    expect(items[0]?.to).toBe('/');
    expect(items[2]?.to).toBe('/account');
  });

  it('disables Crawler with the spec tooltip when no crawler is alive', () => {
    for (const crawlers of [[], [{ id: 3, isAlive: false }]]) {
      const crawler = buildNavItems('/', crawlers)[1];
      expect(crawler?.to).toBeNull();
      expect(crawler?.disabledReason).toBe(NO_ACTIVE_CRAWLER_MESSAGE);
    }
    expect(NO_ACTIVE_CRAWLER_MESSAGE).toBe('No active crawler - create or activate a crawler from the Sponsor page');
  });

  it('links Crawler to the first living crawler', () => {
    const crawlers = [
      { id: 1, isAlive: false },
      { id: 5, isAlive: true },
      { id: 9, isAlive: true },
    ];
    expect(firstLivingCrawler(crawlers)?.id).toBe(5);
    expect(buildNavItems('/', crawlers)[1]).toMatchObject({ to: '/crawler/5', disabledReason: null });
  });
});
