// The hall of fame page (web/src/routes/hall-of-fame/): its rules as pure functions, and each screen
// state rendered (seasons loading, failed with 'Try Again', none ended yet, a season's category).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { HallOfFame, SeasonSummary } from '#contract/season.ts';
import { hallOfFameQueryKey, seasonsQueryKey } from '#web/src/api/hall-of-fame-api.ts';
import { HallOfFamePage } from '#web/src/routes/hall-of-fame/hall-of-fame-page.tsx';
import { chosenCategory, chosenSeason, endedSeasons, formatDuration, formatLadderValue } from '#web/src/routes/hall-of-fame/hall-of-fame-rules.ts';

const summary = (n: number, ended: boolean): SeasonSummary => ({
  seasonNumber: n,
  name: `Season ${n}: Test`,
  status: ended ? 'ended' : 'live',
  startDate: `2026-0${n}-01T00:00:00.000Z`,
  endDate: ended ? `2026-0${n}-28T00:00:00.000Z` : null,
  endedAt: ended ? `2026-0${n}-28T00:00:00.000Z` : null,
});

function render(path: string, seed: (client: QueryClient) => void): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  seed(client);
  const html = renderToString(h(QueryClientProvider, { client }, h(MemoryRouter, { initialEntries: [path] }, h(HallOfFamePage))));
  return html.replace(/<!-- -->/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('hall of fame rules', () => {
  it('offers the seasons whose end was carried out, newest first, and reads the choice from the address', () => {
    const ended = endedSeasons([summary(1, true), summary(3, false), summary(2, true)]);
    expect(ended.map((s) => s.seasonNumber)).toEqual([2, 1]);
    expect(chosenSeason(ended, '1')?.seasonNumber).toBe(1);
    expect(chosenSeason(ended, '3')?.seasonNumber).toBe(2);
    expect(chosenSeason(ended, null)?.seasonNumber).toBe(2);
    expect(chosenSeason([], null)).toBeNull();
    expect(chosenCategory('kills')).toBe('kills');
    expect(chosenCategory('constructor')).toBe('deepest_floor');
    expect(chosenCategory(null)).toBe('deepest_floor');
  });

  it('words each category\'s value', () => {
    expect(formatLadderValue('deepest_floor', 7)).toBe('Floor 7');
    expect(formatLadderValue('gold', 12345)).toBe('12,345 gold');
    expect(formatLadderValue('kills', 1)).toBe('1 kill');
    expect(formatLadderValue('kills', 0)).toBe('0 kills');
    expect(formatLadderValue('explorer', 34)).toBe('34 rooms');
    expect(formatLadderValue('fame', 40)).toBe('40 fame');
    expect(formatLadderValue('survival', 3 * 86_400_000 + 4 * 3_600_000 + 5_000)).toBe('3d 4h');
    expect(formatDuration(3 * 86_400_000 + 59_000)).toBe('3d');
    expect(formatDuration(12 * 60_000 + 5_000)).toBe('12m 5s');
    expect(formatDuration(999)).toBe('0s');
  });
});

describe('hall of fame page', () => {
  it('shows its loading state, then its error with Try Again', () => {
    expect(text(render('/hall-of-fame', () => {}))).toContain('Loading seasons...');
    const failed = render('/hall-of-fame', (client) => {
      client.getQueryCache().build(client, { queryKey: seasonsQueryKey }).setState({ status: 'error', error: new Error('503: down'), fetchStatus: 'idle' });
    });
    expect(text(failed)).toContain('Could not load the seasons');
    expect(text(failed)).toContain('Try Again');
  });

  it("says when no season has ended yet", () => {
    const html = text(render('/hall-of-fame', (client) => client.setQueryData(seasonsQueryKey, [summary(1, false)])));
    expect(html).toContain('No season has ended yet');
  });

  it("lists the ended seasons and the chosen one's category, each name linking to its report", () => {
    const hall: HallOfFame = {
      season: summary(1, true),
      categories: [
        {
          category: 'kills',
          entries: [
            { rank: 1, crawlerId: 7, name: 'Mira Vance', serial: 'CR-7F3A-21', value: 12, survived: true },
            { rank: 1, crawlerId: 9, name: 'Tovin Ash', serial: 'CR-00AF-07', value: 12, survived: false },
            { rank: 3, crawlerId: null, name: 'Gone Account', serial: 'CR-0000-00', value: 1, survived: false },
          ],
        },
      ],
    };
    const html = render('/hall-of-fame?season=1&category=kills', (client) => {
      client.setQueryData(seasonsQueryKey, [summary(1, true), summary(2, true), summary(3, false)]);
      client.setQueryData(hallOfFameQueryKey(1, 'kills'), hall);
    });
    const t = text(html);
    expect(t).toContain('Season 2');
    expect(t).not.toContain('Season 3');
    expect(html).toMatch(/aria-current="page"[^>]*>.*Season 1/s);
    expect(t).toContain('Mira Vance [CR-7F3A-21] Retired');
    expect(t).toContain('12 kills');
    expect(t).toContain('Retired');
    expect(t).toContain('Deceased');
    expect(html).toMatch(/href="\/crawler\/7\/report"/);
    expect(html).toMatch(/href="\/crawler\/9\/report"/);
    expect(html).not.toMatch(/href="\/crawler\/null/);
    expect(t).toMatch(/Rank 1 Mira Vance.*Rank 1 Tovin Ash.*Rank 3 Gone Account/);
  });
});
