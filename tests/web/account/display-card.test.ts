import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { displaySettingsQueryKey } from '#web/src/api/display-settings-api.ts';
import { DisplayCard } from '#web/src/routes/account/display-card.tsx';
import { changeSummary } from '#web/src/routes/account/use-display-settings-change.ts';
import { TacticalLegend } from '#web/src/routes/crawler/tactical/tactical-legend.tsx';

// The Display card's states: loading, error with retry, and the saved choices checked.

function render(client: QueryClient, element = h(DisplayCard)): string {
  return renderToString(h(QueryClientProvider, { client }, element)).replace(/<!-- -->/g, '');
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the Display card', () => {
  it('shows a spinner while the settings load', () => {
    expect(text(render(new QueryClient()))).toContain('Loading display settings...');
  });

  it('shows the load error with a retry', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
    await client.prefetchQuery({ queryKey: displaySettingsQueryKey, queryFn: () => Promise.reject(new Error('Dungeon servers asleep')) });
    const out = text(render(client));
    expect(out).toContain('Unable to load display settings');
    expect(out).toContain('Dungeon servers asleep');
    expect(out).toContain('Try Again');
  });

  it('checks the saved choices in two labelled groups, with their hints', () => {
    const client = new QueryClient();
    client.setQueryData(displaySettingsQueryKey, { palette: 'colour-blind-safe', reducedMotion: 'on', customised: true });
    const html = render(client);
    const out = text(html);
    for (const label of ['Palette', 'Reduced motion', 'Standard', 'Colour-blind safe', 'Follow my device', 'Always reduce motion', 'CUSTOM']) expect(out).toContain(label);
    const checked = [...html.matchAll(/<input[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes('checked'));
    expect(checked.map((tag) => tag.match(/value="([^"]+)"/)?.[1])).toEqual(['colour-blind-safe', 'on']);
    // Each radio is described by its hint.
    expect(html).toContain('aria-describedby="palette-colour-blind-safe-hint"');
  });

  it('says what a change did', () => {
    const before = { palette: 'standard', reducedMotion: 'system' } as const;
    expect(changeSummary(before, { ...before, palette: 'colour-blind-safe' })).toBe('Palette: Colour-blind safe.');
    expect(changeSummary(before, { ...before, reducedMotion: 'on' })).toBe('Motion: Always reduce motion.');
  });

  it('draws the tactical legend in the standard palette outside a signed-in session', () => {
    const html = render(new QueryClient(), h(TacticalLegend));
    expect(html).toContain('data-palette="standard"');
    for (const label of ['You', 'Hostile', 'Neutral', 'Friendly', 'NPC', 'Other crawler', 'Item', 'Chest', 'PVP room', 'Safe room']) expect(text(html)).toContain(label);
  });
});
