// The season ladder page: its states, how it shows each category's value, the dead
// linked to their reports, the viewer's own ranks, and the ways in (header item, dashboard link).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Ladder, type LadderEntry } from '#contract/ladder.ts';
import type { LadderCategory } from '#game/ladder.ts';
import { buildNavItems, isNavActive } from '#web/src/components/layout/nav-items.ts';
import { Leaderboard } from '#web/src/routes/dashboard/leaderboard.tsx';
import { categoryFromSearch, formatLadderValue, formatSurvival } from '#web/src/routes/leaderboard/ladder-format.ts';
import { LadderView, type LadderState } from '#web/src/routes/leaderboard/ladder-view.tsx';

function render(element: ReactElement): string {
  const html = renderToString(h(QueryClientProvider, { client: new QueryClient() }, h(MemoryRouter, null, element)));
  return html.replace(/<!-- -->/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const entry = (rank: number, overrides: Partial<LadderEntry> = {}): LadderEntry => ({
  rank,
  value: 1000 - rank,
  crawlerId: 100 + rank,
  name: `Crawler ${rank}`,
  serial: `CR-${rank}`,
  level: 1 + (rank % 5),
  status: 'active',
  isAlive: true,
  ...overrides,
});

function ladder(category: LadderCategory, entries: LadderEntry[], mine: LadderEntry[] = []): LadderState {
  // Parsed with the contract, as the client parses the server's answer.
  return { status: 'success', ladder: Ladder.parse({ season: { id: 1, seasonNumber: 1, name: 'Season 1: The Descent' }, category, generatedAt: '2026-11-21T12:00:00.000Z', entries, mine }) };
}

function view(state: LadderState, opts: { category?: LadderCategory; signedIn?: boolean } = {}): string {
  return render(h(LadderView, { category: opts.category ?? 'gold', onCategoryChange: () => {}, state, signedIn: opts.signedIn ?? true, onRetry: () => {} }));
}

describe('ladder values', () => {
  it('shows survival as days, hours and minutes, two units at most', () => {
    expect(formatSurvival((2 * 60 + 14) * 60_000 + 59_000)).toBe('2h 14m');
    expect(formatSurvival((3 * 24 + 4) * 3_600_000 + 5 * 60_000)).toBe('3d 4h');
    expect(formatSurvival(14 * 60_000)).toBe('14m');
    expect(formatSurvival(45_900)).toBe('45s');
    expect(formatSurvival(0)).toBe('0s');
  });

  it('names each category’s unit', () => {
    expect(formatLadderValue('deepest_floor', 3)).toBe('Floor 3');
    expect(formatLadderValue('gold', 1234)).toBe('1,234 gold');
    expect(formatLadderValue('kills', 1)).toBe('1 kill');
    expect(formatLadderValue('kills', 12)).toBe('12 kills');
    expect(formatLadderValue('explorer', 1)).toBe('1 room');
    expect(formatLadderValue('explorer', 30)).toBe('30 rooms');
    expect(formatLadderValue('fame', 1234)).toBe('1,234 fame');
    expect(formatLadderValue('survival', 8_040_000)).toBe('2h 14m');
  });

  it('reads the category from the address, gold for anything unknown', () => {
    expect(categoryFromSearch('kills')).toBe('kills');
    expect(categoryFromSearch('survival')).toBe('survival');
    expect(categoryFromSearch(null)).toBe('gold');
    expect(categoryFromSearch('wealth')).toBe('gold');
    expect(categoryFromSearch('__proto__')).toBe('gold');
  });
});

describe('ladder page states', () => {
  it('titles the page and offers every category as a tab, the chosen one selected', () => {
    const html = view({ status: 'pending' }, { category: 'kills' });
    expect(text(html)).toContain('Season Ladder');
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>(.*?)<\/button>/g)];
    expect(tabs.map((m) => text(m[1]!).trim())).toEqual(['Deepest floor', 'Gold', 'Kills', 'Longest survival', 'Explorer', 'Fame']);
    const selected = tabs.filter((m) => /aria-selected="true"/.test(m[0]));
    expect(selected.map((m) => text(m[1]!).trim())).toEqual(['Kills']);
  });

  it('shows a loading state, then an error with Try Again, then an empty ladder', () => {
    const loading = view({ status: 'pending' });
    expect(loading).toMatch(/role="status"[^>]*aria-label="Loading ladder\.\.\."/);
    expect(text(loading)).not.toContain('Your crawlers');

    const failed = view({ status: 'error', message: '500: {"error":"boom"}' });
    expect(failed).toContain('role="alert"');
    expect(text(failed)).toContain('Unable to load the ladder');
    expect(text(failed)).toContain('500: {"error":"boom"}');
    expect(failed).toMatch(/<button[^>]*>.*Try Again<\/button>/s);

    const empty = view(ladder('gold', []));
    expect(text(empty)).toContain('No crawlers on the ladder yet');
    expect(empty).not.toContain('<table');
  });

  it('ranks the top with podium colours, name [serial], level and the category’s value, as a table and a phone list', () => {
    const html = view(ladder('survival', [entry(1, { value: 8_040_000 }), entry(2, { value: 3_600_000 }), entry(3, { value: 3_600_000, rank: 2 }), entry(4, { value: 60_000 })]), { category: 'survival' });
    const t = text(html);
    expect(t).toContain('Crawler 1 [CR-1]');
    expect(t).toContain('Level 2');
    expect(t).toContain('2h 14m');
    expect(t).toContain('1h 0m');
    expect(t).toContain('1m');
    // A table for wide screens and a list for phones, one shown by CSS.
    expect(html).toMatch(/<table[^>]*class="[^"]*hidden[^"]*sm:table/);
    expect(html).toMatch(/<ol[^>]*class="[^"]*sm:hidden/);
    expect(html.match(/<tr/g)!.length).toBe(1 + 4);
    // Rank 1 gold, tied rank 2 both silver, no bronze (the fourth is rank 4).
    const chips = [...html.matchAll(/<span class="([^"]*rounded-full[^"]*)"><span class="sr-only">Rank <\/span>(\d+)<\/span>/g)].slice(0, 4);
    expect(chips.map((m) => m[2])).toEqual(['1', '2', '2', '4']);
    expect(chips[0]![1]).toContain('text-yellow-300');
    expect(chips[1]![1]).toContain('text-slate-200');
    expect(chips[2]![1]).toContain('text-slate-200');
    expect(chips[3]![1]).toContain('text-ash');
    expect(html).not.toContain('text-orange-400');
    const bronze = view(ladder('gold', [entry(1), entry(2), entry(3)]));
    expect(bronze).toContain('text-orange-400');
  });

  it('marks the dead as Deceased and links their names to the report; the living are not linked', () => {
    const html = view(ladder('kills', [entry(1), entry(2, { isAlive: false, status: 'dead', crawlerId: 42, name: 'Fallen Fen' }), entry(3, { isAlive: false, status: 'retired', crawlerId: 43 })]), { category: 'kills' });
    expect(html).toMatch(/<a[^>]*href="\/crawler\/42\/report"[^>]*>.*Fallen Fen/s);
    expect(html).toMatch(/href="\/crawler\/43\/report"/);
    expect(html).not.toMatch(/href="\/crawler\/101\//);
    expect(text(html)).toContain('Deceased');
    expect(text(html)).toContain('Retired');
    // Once in the table and once in the phone list.
    expect(text(html).match(/Deceased/g)).toHaveLength(2);
  });

  it('offers Watch for other sponsors’ living crawlers only, in the table and the phone list', () => {
    const html = view(ladder('gold', [entry(1), entry(2, { isAlive: false, status: 'dead' }), entry(3)], [entry(3)]));
    expect(html.match(/href="\/watch\/101"/g)).toHaveLength(2);
    expect(html).toMatch(/aria-label="Watch Crawler 1"/);
    expect(html).not.toMatch(/href="\/watch\/102"/);
    // The viewer's own crawler is theirs to play, not to watch.
    expect(html).not.toMatch(/href="\/watch\/103"/);
  });

  it('shows the viewer’s own ranks, past the top too, and marks their rows', () => {
    const mine = [entry(2), entry(250, { value: 3, isAlive: false, status: 'dead', crawlerId: 900 })];
    const html = view(ladder('gold', [entry(1), entry(2), entry(3)], mine));
    const strip = html.slice(html.indexOf('Your crawlers'));
    expect(text(strip)).toContain('250');
    expect(text(strip)).toContain('3 gold');
    expect(strip).toMatch(/href="\/crawler\/900\/report"/);
    expect(text(html).match(/YOURS/g)).toHaveLength(2); // crawler 102 in the table and the list
    const none = view(ladder('gold', [entry(1)], []));
    expect(text(none)).toContain('None of your crawlers is on this season’s ladder yet.');
    expect(none).toMatch(/<a[^>]*href="\/"[^>]*>Sponsor a crawler/);
  });

  it('is open to visitors: no strip of their own, and a way home', () => {
    const html = view(ladder('gold', [entry(1)]), { signedIn: false });
    expect(text(html)).not.toContain('Your crawlers');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>.*Back to home/s);
    expect(text(view(ladder('gold', [entry(1)]), { signedIn: true }))).not.toContain('Back to home');
  });
});

describe('ways to the ladder', () => {
  it('adds Ladder after the spec’s three header items', () => {
    const items = buildNavItems('/leaderboard', []);
    expect(items.map(({ label, title, to }) => [label, title, to])).toEqual([
      ['Sponsor', 'Corporation Overview', '/'],
      ['Crawler', 'Active Crawler Control', null],
      ['Account', 'Profile & Settings', '/account'],
      ['Ladder', 'Season Ladder', '/leaderboard'],
    ]);
    expect(items.filter((i) => i.active).map((i) => i.key)).toEqual(['ladder']);
    expect(isNavActive('ladder', '/leaderboard/')).toBe(true);
    expect(isNavActive('ladder', '/leaderboards')).toBe(false);
  });

  it('links the dashboard’s Top Crawlers by Gold card to the full ladder', () => {
    const html = render(h(Leaderboard));
    expect(text(html)).toContain('Top Crawlers by Gold');
    expect(html).toMatch(/<a[^>]*href="\/leaderboard"[^>]*>Full ladder/);
  });
});
