// The bankruptcy report screen: its states and what each section shows, rendered from fixtures.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/src/api/http.ts';
import { reportQueryKey } from '#web/src/api/report-api.ts';
import { TooltipProvider } from '#web/src/components/ui/tooltip.tsx';
import { CHART, curveGeometry } from '#web/src/routes/crawler/report/curve-geometry.ts';
import { Report, ReportError, reportErrorKind, ReportNotFound } from '#web/src/routes/crawler/report/report-page.tsx';
import { ReportScreen } from '#web/src/routes/crawler/report/report-screen.tsx';
import { REPORT_TEXT as T } from '#web/src/routes/crawler/report/report-text.ts';
import { reportFixture } from './fixtures.ts';

function render(element: ReactElement, client = new QueryClient()): string {
  const html = renderToString(h(QueryClientProvider, { client }, h(MemoryRouter, null, h(TooltipProvider, null, element))));
  return html.replace(/<!-- -->/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('report states', () => {
  it('shows the spinner while the report loads', () => {
    expect(text(render(h(Report, { crawlerId: '7' })))).toContain(T.loading);
  });

  it('shows the report once it is there', () => {
    const client = new QueryClient();
    client.setQueryData(reportQueryKey('7'), reportFixture());
    const out = text(render(h(Report, { crawlerId: '7' }), client));
    expect(out).toContain(T.deadTitle);
    expect(out).not.toContain(T.loading);
  });

  it('shows a failure with Try Again', () => {
    const out = text(render(h(ReportError, { message: 'Database asleep', onRetry: () => {} })));
    expect(out).toContain(T.failed);
    expect(out).toContain('Database asleep');
    expect(out).toContain('Try Again');
  });

  it('shows Report not found with a link home for 404 and 400, and retries anything else', () => {
    const html = render(h(ReportNotFound));
    expect(text(html)).toContain(T.notFound);
    expect(html).toMatch(/<a[^>]*href="\/"/);
    expect(reportErrorKind(new ApiError(404, '{"error":"Crawler not found","code":"not_found"}'))).toBe('not_found');
    expect(reportErrorKind(new ApiError(400, '{"error":"id: must be a positive whole number","code":"validation_failed"}'))).toBe('not_found');
    expect(reportErrorKind(new ApiError(503, 'down'))).toBe('failed');
    expect(reportErrorKind(new TypeError('Failed to fetch'))).toBe('failed');
  });
});

describe("a dead crawler's report", () => {
  const html = render(h(ReportScreen, { report: reportFixture(), origin: 'https://crawl.example' }));
  const out = text(html);

  it('is titled Bankruptcy Report and names the crawler', () => {
    expect(out).toContain('Bankruptcy Report');
    expect(out).not.toContain(T.inProgress);
    expect(out).toContain('Mira Vance [CR-7F3A-21]');
    expect(out).toContain('Combat Veteran • Level 2 • Season 1');
  });

  it('tells the cause of death: killer, room, floor and tick', () => {
    expect(out).toContain('Slain by Cave Goblin');
    expect(out).toMatch(/Room Dank Cellar/);
    expect(out).toMatch(/Floor 2/);
    expect(out).toMatch(/Tick 960/);
    expect(html).toContain(`dateTime="${new Date(Date.UTC(2030, 0, 1, 12) + 192_000).toISOString()}"`);
  });

  it('links prominently to the replay', () => {
    expect(html).toMatch(/<a[^>]*href="\/crawler\/7\/replay"[^>]*>.*Watch the replay/);
  });

  it('shows time survived, gold earned, rooms per floor and kills by type', () => {
    expect(out).toContain('Time survived 3m 12s');
    expect(out).toContain('Gold earned 15');
    expect(out).toContain('Fame 29');
    expect(out).toContain('Boss kills 25 • Rooms discovered 4');
    expect(out).toContain('5 rooms on 2 floors');
    expect(out).toContain('Floor 1 4 rooms');
    expect(out).toContain('Floor 2 1 room');
    expect(out).toContain('3 kills');
    expect(out).toContain('Cave Goblin 2 kills');
    expect(out).toContain('Rat 1 kill');
  });

  it('shows final stats and the equipment per slot', () => {
    for (const part of ['Final stats', 'Might 14', 'Wisdom 10', 'Level 2', 'Gold 57', '0 / 108', 'Primary Weapon Iron Sword', 'Body Armor Empty', 'Accessory Empty']) expect(out).toContain(part);
  });

  it('draws the experience curve as an accessible SVG with a table of the same points', () => {
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+"/);
    expect(html).toContain('<title');
    expect(out).toContain('Total experience went from 0 to 74 over 3m 12s, from level 1 to level 2.');
    expect(out).toContain('Lv 2');
    expect(out).toContain('Show the curve as a table');
    expect(out).toMatch(/\+1m 1 40 40/);
    expect(out).toMatch(/\+2m 2 5 74/);
  });

  it('lists the last events, newest last', () => {
    const hit = out.indexOf('Cave Goblin hit Mira Vance for 9: 4 HP left');
    const death = out.indexOf('Mira Vance was slain by Cave Goblin on Floor 2');
    expect(hit).toBeGreaterThan(-1);
    expect(death).toBeGreaterThan(hit);
    expect(out).toContain('Last 2 events');
  });

  it('offers the link to share, with a copy button', () => {
    expect(html).toContain('value="https://crawl.example/crawler/7/report"');
    expect(html).toMatch(/<button[^>]*>.*Copy link/);
    expect(out).toContain('Anyone with this link can read the report');
  });
});

describe("a living crawler's report", () => {
  const out = text(render(h(ReportScreen, { report: reportFixture({ status: 'alive', causeOfDeath: null, timeSurvived: { startedAt: 0, endedAt: null, ms: 60_000 }, killsByType: [] }), origin: '' })));

  it('is a Crawler Report in progress, with no cause of death, private to share', () => {
    expect(out).toContain('Crawler Report');
    expect(out).toContain(T.inProgress);
    expect(out).not.toContain('Bankruptcy Report');
    expect(out).not.toContain('Cause of death');
    expect(out).toContain('Still crawling');
    expect(out).toContain('Current stats');
    expect(out).toContain('Only you can open this link while Mira Vance lives');
    expect(out).toContain('No kills.');
  });
});

describe('experience curve geometry', () => {
  it('steps from the sponsorship to the end, marks level-ups, and fills the box', () => {
    const r = reportFixture();
    const g = curveGeometry(r.experienceCurve, r.timeSurvived.startedAt, r.timeSurvived.ms);
    const bottom = CHART.height - CHART.bottom;
    const right = CHART.width - CHART.right;
    expect(g.line.startsWith(`M${CHART.left} ${bottom}`)).toBe(true);
    expect(g.line.endsWith(`H${right}`)).toBe(true);
    expect(g.end).toEqual({ x: right, y: CHART.top });
    expect(g.levelUps).toHaveLength(1);
    expect(g.levelUps[0]!.level).toBe(2);
    expect(g.maxTotal).toBe(74);
    expect(g.area.endsWith('Z')).toBe(true);
  });

  it('draws a flat line for a life without rewards, or none at all', () => {
    expect(curveGeometry([], 0, 0).line).toBe(`M${CHART.left} ${CHART.height - CHART.bottom} H${CHART.width - CHART.right}`);
    expect(curveGeometry([{ seq: 1, at: 5, level: 1, experience: 0, totalExperience: 0 }], 5, 0).levelUps).toEqual([]);
  });
});
