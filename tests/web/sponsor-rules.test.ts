import { describe, expect, it } from 'vitest';
import { SPONSORSHIP_RULES } from '#contract/crawler.ts';
import { createCrawlerBody } from '#web/src/api/crawler-api.ts';
import {
  avatarFallbackText,
  avatarSeed,
  crawlerCardState,
  healthPercent,
} from '#web/src/components/crawler/crawler-status.ts';
import { effectiveSponsorship, sponsorshipOptions } from '#web/src/components/crawler/sponsorship.ts';
import { activityStyle } from '#web/src/routes/dashboard/activity-style.ts';
import { podiumTone } from '#web/src/routes/dashboard/leaderboard.tsx';
import { allItems, itemBonuses, itemsForSlot } from '#web/src/routes/crawler/loadout/item-display.ts';
import { pickActiveCrawler } from '#web/src/state/crawlers.ts';
import { candidateFixture, crawlerFixture, itemFixture, loadoutFixture, userStatusFixture } from './fixtures.ts';

describe('crawler card state', () => {
  it('lets only an alive, active crawler be entered', () => {
    expect(crawlerCardState({ status: 'active', isAlive: true })).toMatchObject({ tone: 'active', action: 'enter', label: 'Active' });
    expect(crawlerCardState({ status: 'resting', isAlive: true })).toMatchObject({ tone: 'resting', action: 'recovering', label: 'Resting' });
    expect(crawlerCardState({ status: 'dead', isAlive: false })).toMatchObject({ tone: 'down', action: 'deceased', label: 'Dead' });
    expect(crawlerCardState({ status: 'active', isAlive: false })).toMatchObject({ tone: 'down', action: 'deceased' });
    // The season ended with it alive: it can no longer be entered, and says why.
    expect(crawlerCardState({ status: 'retired', isAlive: false })).toMatchObject({ tone: 'down', action: 'deceased', label: 'Retired' });
  });

  it('shows anything outside the vocabulary as unknown', () => {
    expect(crawlerCardState({ status: 'sleepwalking', isAlive: true })).toMatchObject({ status: 'unknown', tone: 'down', action: 'deceased', label: 'Unknown' });
  });

  it('generates an avatar only when both name and serial are non-blank', () => {
    expect(avatarSeed('Mira', 'CR-1')).toBe('MiraCR-1');
    expect(avatarSeed('Mira', '  ')).toBeNull();
    expect(avatarSeed('', 'CR-1')).toBeNull();
    expect(avatarFallbackText('', '')).toBe('Unknown [???]');
    expect(avatarFallbackText('Mira', null)).toBe('Mira [???]');
  });

  it('turns health into a bounded percentage', () => {
    expect(healthPercent(50, 100)).toBe(50);
    expect(healthPercent(150, 100)).toBe(100);
    expect(healthPercent(5, 0)).toBe(0);
  });
});

describe('sponsorship choice', () => {
  it('offers primary while unused and always offers secondary', () => {
    const [primary, secondary] = sponsorshipOptions(userStatusFixture());
    expect(primary).toMatchObject({ kind: 'primary', available: true, reason: null });
    expect(secondary).toMatchObject({ kind: 'secondary', available: true, summary: SPONSORSHIP_RULES.secondaryLimits });
  });

  it('disables primary with the reason once used this season, and falls back to secondary', () => {
    const used = userStatusFixture({ primarySponsorshipUsed: true, lastPrimarySponsorshipSeason: 1, canSponsorPrimary: false });
    const [primary] = sponsorshipOptions(used);
    expect(primary).toMatchObject({ available: false, reason: SPONSORSHIP_RULES.primaryUsedMessage });
    expect(effectiveSponsorship(null, used)).toBe('secondary');
    expect(effectiveSponsorship('primary', used)).toBe('secondary');
    expect(effectiveSponsorship(null, userStatusFixture())).toBe('primary');
    expect(effectiveSponsorship('secondary', userStatusFixture())).toBe('secondary');
    expect(effectiveSponsorship(null, undefined)).toBe('primary');
  });

  it('copies the chosen candidate into the create payload exactly', () => {
    const candidate = candidateFixture();
    expect(createCrawlerBody(candidate, 'secondary')).toEqual({
      name: candidate.name,
      serial: candidate.serial,
      stats: candidate.stats,
      competencies: candidate.competencies,
      background: candidate.background,
      sponsorship: 'secondary',
    });
  });
});

describe('dashboard helpers', () => {
  it('picks the active crawler, else the first living one', () => {
    const dead = crawlerFixture({ id: 1, isAlive: false, status: 'dead' });
    const a = crawlerFixture({ id: 2 });
    const b = crawlerFixture({ id: 3 });
    expect(pickActiveCrawler([dead, a, b], 3)?.id).toBe(3);
    expect(pickActiveCrawler([dead, a, b], 1)?.id).toBe(2);
    expect(pickActiveCrawler([dead, a, b], null)?.id).toBe(2);
    expect(pickActiveCrawler([dead], 1)).toBeNull();
  });

  it('colours the top three gold, silver and bronze', () => {
    expect([1, 2, 3, 4].map(podiumTone)).toEqual(['gold', 'silver', 'bronze', null]);
  });

  it('gives every activity type its own icon and a fallback for others', () => {
    const types = ['crawler_created', 'floor_advance', 'combat_victory', 'combat_defeat', 'equipment_found', 'exploration', 'combat_start', 'encounter_choice'];
    const icons = new Set(types.map((t) => activityStyle(t).icon));
    expect(icons.size).toBe(types.length);
    expect(activityStyle('mystery').label).toBe('Activity');
  });
});

describe('loadout item helpers', () => {
  it('lists non-zero bonuses', () => {
    expect(itemBonuses(itemFixture())).toEqual(['+2 Might', 'Damage +3', 'Melee • Range 1.5']);
    expect(itemBonuses(itemFixture({ mightBonus: 0, weapon: null, defenseValue: 4, agilityBonus: -1 }))).toEqual(['-1 Agility', 'Defense 4']);
  });

  it('merges equipped and pack items once, and offers only fitting items to a slot', () => {
    const view = loadoutFixture();
    expect(allItems(view).map((i) => i.name)).toEqual(['Iron Sword', 'Chain Mail']);
    expect(itemsForSlot(view, 'armor').map((i) => i.name)).toEqual(['Chain Mail']);
    expect(itemsForSlot(view, 'weapon')).toEqual([]);
    expect(itemsForSlot(view, 'accessory')).toEqual([]);
  });
});
