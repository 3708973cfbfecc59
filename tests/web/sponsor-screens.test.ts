import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SPONSORSHIP_RULES } from '#contract/crawler.ts';
import { TooltipProvider } from '#web/src/components/ui/tooltip.tsx';
import { ActivityRow } from '#web/src/routes/dashboard/activity-feed.tsx';
import { CandidateCard } from '#web/src/routes/dashboard/candidate-card.tsx';
import { CrawlerCard } from '#web/src/routes/dashboard/crawler-card.tsx';
import { LeaderboardRow } from '#web/src/routes/dashboard/leaderboard.tsx';
import { LoadoutError, LoadoutScreen } from '#web/src/routes/crawler/loadout-page.tsx';
import { EquipmentTab } from '#web/src/routes/crawler/loadout/equipment-tab.tsx';
import { HotbarTab } from '#web/src/routes/crawler/loadout/hotbar-tab.tsx';
import { InventoryTab } from '#web/src/routes/crawler/loadout/inventory-tab.tsx';
import { LoadoutsTab } from '#web/src/routes/crawler/loadout/loadouts-tab.tsx';
import { StatsTab } from '#web/src/routes/crawler/loadout/stats-tab.tsx';
import { useLoadoutActions, type LoadoutActions } from '#web/src/routes/crawler/loadout/use-loadout-actions.ts';
import { activityFixture, candidateFixture, crawlerFixture, leaderboardFixture, loadoutFixture } from './fixtures.ts';

function render(element: ReactElement): string {
  const client = new QueryClient();
  const html = renderToString(
    h(QueryClientProvider, { client }, h(MemoryRouter, null, h(TooltipProvider, null, element))),
  );
  return html.replace(/<!-- -->/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** Renders a loadout tab with real (idle) mutation hooks. */
function withActions(tab: (actions: LoadoutActions) => ReactElement): ReactElement {
  function Host() {
    return tab(useLoadoutActions('7'));
  }
  return h(Host);
}

describe('crawler card', () => {
  it('links an alive, active crawler to its page with Enter Crawler Mode', () => {
    const html = render(h(CrawlerCard, { crawler: crawlerFixture() }));
    expect(html).toMatch(/<a[^>]*href="\/crawler\/7"/);
    expect(text(html)).toContain('Enter Crawler Mode');
    expect(text(html)).toContain('Mira Vance [CR-7F3A-21]');
    expect(text(html)).toContain('Combat Veteran');
    expect(text(html)).toContain('95 / 108');
    expect(text(html)).toContain('Primary');
    expect(text(html)).toContain('Fame 12');
    expect(html).toContain('animate-pulse');
    expect(html).toContain('data:image/svg+xml');
  });

  it('shows a disabled Recovering... for a resting crawler and Deceased otherwise', () => {
    const resting = render(h(CrawlerCard, { crawler: crawlerFixture({ status: 'resting' }) }));
    expect(text(resting)).toContain('Recovering...');
    expect(resting).not.toMatch(/href="\/crawler\/7"/);
    expect(resting).toMatch(/<button[^>]*disabled[^>]*>Recovering\.\.\./);
    const dead = render(h(CrawlerCard, { crawler: crawlerFixture({ status: 'dead', isAlive: false, sponsorship: 'secondary' }) }));
    expect(dead).toMatch(/<button[^>]*disabled[^>]*>Deceased/);
    expect(text(dead)).toContain('Secondary');
  });

  it("links a dead crawler's card to its bankruptcy report, and a living one's to its report", () => {
    const dead = render(h(CrawlerCard, { crawler: crawlerFixture({ status: 'dead', isAlive: false }) }));
    expect(dead).toMatch(/<button[^>]*disabled[^>]*>Deceased/);
    const link = /<a [^>]*href="\/crawler\/7\/report"[^>]*>.*?<\/a>/.exec(dead)?.[0] ?? '';
    expect(link).toContain('aria-label="Bankruptcy report of Mira Vance"');
    expect(text(link)).toContain('Bankruptcy report');
    expect(dead).not.toMatch(/href="\/crawler\/7"/);
    const alive = render(h(CrawlerCard, { crawler: crawlerFixture() }));
    expect(text(/<a [^>]*href="\/crawler\/7\/report"[^>]*>.*?<\/a>/.exec(alive)?.[0] ?? '')).toContain('Report');
    expect(text(alive)).not.toContain('Bankruptcy report');
  });

  it('falls back to text when the name or serial is blank', () => {
    const html = render(h(CrawlerCard, { crawler: crawlerFixture({ name: ' ', serial: '' }) }));
    expect(text(html)).toContain('Unknown [???]');
    expect(html).not.toContain('data:image/svg+xml');
  });
});

describe('candidate list entry', () => {
  it('shows class, top ability, background, stats, competencies and starting equipment', () => {
    const t = text(render(h('ul', null, h(CandidateCard, { candidate: candidateFixture(), onChoose: () => {}, buttonId: 'b' }))));
    for (const part of ['Tovin Ash', 'CR-00AF-07', 'Stealth Operative', 'Level 1', 'Shadowstep', 'Slips past a sentry unseen.', 'rooftops', 'Agility 17', 'Luck 7', 'Lockpicking', 'Rusty Dagger', 'Choose Tovin Ash']) {
      expect(t).toContain(part);
    }
  });
});

describe('activity and leaderboard rows', () => {
  it('shows message, summary, age, crawler name and health', () => {
    const t = text(render(h('ol', null, h(ActivityRow, { activity: activityFixture(), now: new Date('2030-01-01T00:02:30.000Z') }))));
    expect(t).toContain('Mira Vance defeated a Goblin');
    expect(t).toContain('Gained 12 XP and 4 gold');
    expect(t).toContain('2m ago');
    expect(t).toContain('80/108 HP');
    expect(t).toContain('Victory');
  });

  it('shows name [serial], floor, level and gold, and marks the dead', () => {
    const alive = text(render(h('ol', null, h(LeaderboardRow, { entry: leaderboardFixture(), rank: 1 }))));
    expect(alive).toContain('Mira Vance [CR-7F3A-21]');
    expect(alive).toContain('Floor 2');
    expect(alive).toContain('Level 3');
    expect(alive).toContain('420');
    expect(alive).not.toContain('Deceased');
    expect(text(render(h('ol', null, h(LeaderboardRow, { entry: leaderboardFixture({ isAlive: false }), rank: 5 }))))).toContain('Deceased');
  });
});

describe('loadout screen', () => {
  it('explains a load failure with a way back to the crawler', () => {
    const html = render(h(LoadoutError, { crawlerId: '7' }));
    expect(text(html)).toContain('Failed to load crawler loadout');
    expect(text(html)).toContain('Back to Crawler');
    expect(html).toMatch(/<a[^>]*href="\/crawler\/7"/);
  });

  it('heads the screen with name, Level, Serial #, class, Floor and Back, on the Equipment tab', () => {
    const html = render(h(LoadoutScreen, { crawlerId: '7', view: loadoutFixture() }));
    const t = text(html);
    for (const part of ['Mira Vance', 'Level 3', 'Serial # CR-7F3A-21', 'Combat Veteran', 'Floor 2', 'Back', 'Equipment', 'Stats', 'Loadouts', 'Inventory', 'Hotbar']) {
      expect(t).toContain(part);
    }
    expect(html).toMatch(/<a[^>]*href="\/crawler\/7"/);
    expect(t).toContain('Primary Weapon');
  });

  it('shows the three slots, Equip/Unequip and the combat stats', () => {
    const t = text(render(withActions((actions) => h(EquipmentTab, { view: loadoutFixture(), actions }))));
    for (const part of ['Primary Weapon', 'Iron Sword', '+2 Might', 'Unequip', 'Body Armor', 'No equipment', 'Equip', 'Accessory', 'Total Attack 16', 'Total Defense 13', 'Speed 11', 'Accuracy 19', 'Equipment Power Rating 17 / 100']) {
      expect(t).toContain(part);
    }
  });

  it('shows base and derived statistics', () => {
    const t = text(render(h(StatsTab, { crawler: crawlerFixture() })));
    for (const part of ['Base Statistics', 'Might 14', 'Wisdom 10', 'Derived Statistics', 'Health 95 / 108', 'Energy 90 / 95', 'Power 100 / 100', 'Luck 5']) {
      expect(t).toContain(part);
    }
  });

  it('lists saved loadouts or says there are none, and limits secondary sponsors', () => {
    const empty = text(render(withActions((actions) => h(LoadoutsTab, { view: loadoutFixture(), actions }))));
    expect(empty).toContain('No saved loadouts yet');
    expect(empty).toContain('Create New Loadout');
    const saved = loadoutFixture({ loadouts: [{ id: 4, name: 'Boss run', items: { weapon: 100, armor: null, accessory: 999 }, createdAt: '2030-01-01T00:00:00.000Z' }] });
    const list = text(render(withActions((actions) => h(LoadoutsTab, { view: saved, actions }))));
    for (const part of ['Boss run', 'Primary Weapon Iron Sword', 'Body Armor Empty', 'Item no longer owned', 'Apply', 'Delete']) expect(list).toContain(part);
    const limitedView = loadoutFixture({ crawler: crawlerFixture({ sponsorship: 'secondary' }) });
    const limited = render(withActions((actions) => h(LoadoutsTab, { view: limitedView, actions })));
    expect(text(limited)).toContain(SPONSORSHIP_RULES.secondaryLimits);
    expect(limited).toMatch(/<button[^>]*disabled[^>]*>.*Create New Loadout/s);
  });

  it('lists equipped and carried items, or the empty texts', () => {
    const t = text(render(withActions((actions) => h(InventoryTab, { view: loadoutFixture(), actions }))));
    for (const part of ['Iron Sword', 'Equipped', 'Weapon', 'Uncommon', 'Chain Mail', 'Rare', 'Armor', 'Defense 4', '25 gold', 'Unequip', 'Equip']) expect(t).toContain(part);
    const none = text(render(withActions((actions) => h(InventoryTab, { view: loadoutFixture({ equipped: { weapon: null, armor: null, accessory: null }, inventory: [] }), actions }))));
    expect(none).toContain('No equipment found');
    expect(none).toContain('Equipment will appear here as you find it in the dungeon');
  });

  it('renders the hotbar configurator with its controls and help', () => {
    const hotbar = { ...loadoutFixture().hotbar, visibleCount: 2 };
    const t = text(render(h(HotbarTab, { crawlerId: '7', initial: hotbar, onVisibleSlotsChange: () => {} })));
    for (const part of ['Attack', 'Defend', 'Special', 'Visible', 'Hidden', 'Add Slot', 'Reset', 'Maximum visible slots', 'Saved', 'WASD', 'touch', 'Green slots are visible in the tactical view', 'coming soon']) {
      expect(t).toContain(part);
    }
  });
});
