import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dungeonKeys } from '#web/src/api/dungeon-api.ts';
import { loadoutQueryKey } from '#web/src/api/loadout-api.ts';
import { ApiError } from '#web/src/api/http.ts';
import { TooltipProvider } from '#web/src/components/ui/tooltip.tsx';
import { CrawlerHeader } from '#web/src/routes/crawler/crawler-header.tsx';
import { CRAWLER_PAGE_TEXT as T } from '#web/src/routes/crawler/crawler-page-text.ts';
import { CrawlerLoadError, CrawlerNotFound, CrawlerScreen } from '#web/src/routes/crawler/crawler-screen.tsx';
import { RoomEventsPanel } from '#web/src/routes/crawler/events/room-events-panel.tsx';
import { DungeonMapPanel } from '#web/src/routes/crawler/map/dungeon-map-panel.tsx';
import { MapLegend } from '#web/src/routes/crawler/map/map-glyphs.tsx';
import { FloorOverviewPanel } from '#web/src/routes/crawler/panels/floor-overview-panel.tsx';
import { StatusPanel } from '#web/src/routes/crawler/panels/status-panel.tsx';
import { initialRoomEvents, roomEventsReducer } from '#web/src/state/room-events.ts';
import { crawlerFixture, itemFixture, loadoutFixture } from './fixtures.ts';
import { currentRoomFixture, factionFixture, mapRoomFixture } from './dungeon-fixtures.ts';

function render(element: ReactElement, client = new QueryClient()): string {
  const html = renderToString(h(QueryClientProvider, { client }, h(MemoryRouter, null, h(TooltipProvider, null, element))));
  return html.replace(/<!-- -->/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('crawler page states', () => {
  it('shows the interface spinner while the crawler loads', () => {
    expect(text(render(h(CrawlerScreen, { crawlerId: '7' })))).toContain(T.loadingInterface);
  });

  it('shows not found with Try Again', () => {
    const out = text(render(h(CrawlerNotFound, { onRetry: () => {} })));
    expect(out).toContain('Crawler not found');
    expect(out).toContain('Try Again');
  });

  it('shows the load error with Try Again, Back to Home and debug details', () => {
    const html = render(h(CrawlerLoadError, { crawlerId: '7', error: new ApiError(500, '{"error":"Database asleep","code":"internal_error"}'), onRetry: () => {} }));
    const out = text(html);
    expect(out).toContain('Failed to load crawler ID 7: Database asleep');
    expect(out).toContain('Try Again');
    expect(out).toContain('Back to Home');
    expect(out).toContain('Debug details');
    expect(html).toContain('href="/"');
  });
});

describe('header and status panel', () => {
  it('shows avatar, name with serial, level/class/floor, status and the Loadout link', () => {
    const html = render(h(CrawlerHeader, { crawler: crawlerFixture(), crawlerId: '7' }));
    const out = text(html);
    expect(html).toContain('data:image/svg+xml');
    expect(out).toContain('Mira Vance [CR-7F3A-21]');
    expect(out).toContain('Level 3 Combat Veteran • Floor 2');
    expect(out).toContain('Active');
    expect(out).toContain('12 fame');
    expect(html).toContain('href="/crawler/7/loadout"');
  });

  it('falls back to the first letter without a serial', () => {
    const out = text(render(h(CrawlerHeader, { crawler: crawlerFixture({ serial: ' ' }), crawlerId: '7' })));
    expect(out).toMatch(/^ ?M /);
  });

  it('lists vitals, gold, the six attributes and the equipped items', () => {
    const client = new QueryClient();
    const weapon = itemFixture({ name: 'Iron Sword', equippedSlot: 'weapon' });
    client.setQueryData(loadoutQueryKey('7'), loadoutFixture({ equipped: { weapon, armor: null, accessory: null } }));
    const out = text(render(h(StatusPanel, { crawler: crawlerFixture(), crawlerId: '7' }), client));
    for (const label of ['Status & Vitals', 'Health', '95 / 108', 'Energy', 'Power', 'Experience', '12 / 69', 'Gold', '42', 'Combat Stats', 'Might', 'Agility', 'Endurance', 'Intellect', 'Charisma', 'Wisdom', 'Equipment']) {
      expect(out).toContain(label);
    }
    expect(out).toContain('Weapon Iron Sword');
    expect(out).toContain('Armor Empty');
    expect(out).toContain('Accessory Empty');
  });
});

describe('floor overview, map and events panels', () => {
  it('shows the overview with its empty texts', () => {
    const client = new QueryClient();
    client.setQueryData(dungeonKeys.explored('7'), [mapRoomFixture()]);
    client.setQueryData(dungeonKeys.factions(), [factionFixture()]);
    const out = text(render(h(FloorOverviewPanel, { crawlerId: '7', floor: 2, ready: true }), client));
    expect(out).toContain('Floor 2 Overview');
    expect(out).toContain('0 factions, 0 creatures');
    expect(out).toContain('No factions yet');
    expect(out).toContain('No creatures yet');
  });

  it('shows faction chips and creature types with spaces', () => {
    const client = new QueryClient();
    client.setQueryData(dungeonKeys.explored('7'), [mapRoomFixture({ factionId: 'f2-0' })]);
    client.setQueryData(dungeonKeys.factions(), [factionFixture()]);
    const out = text(render(h(FloorOverviewPanel, { crawlerId: '7', floor: 2, ready: true }), client));
    expect(out).toContain('1 factions, 2 creatures');
    expect(out).toContain('The Grasping Holdings');
    expect(out).toContain('cave goblin');
  });

  it('shows the map title, count, current room, controls and legend', () => {
    const client = new QueryClient();
    client.setQueryData(dungeonKeys.explored('7'), [mapRoomFixture()]);
    const html = render(h(DungeonMapPanel, { crawlerId: '7', floor: 2, currentRoom: currentRoomFixture(), ready: true }), client);
    const out = text(html);
    expect(out).toContain('Floor 2 Map');
    expect(out).toContain('Vaulted Den (4, 7)');
    for (const label of ['Zoom out', 'Zoom in', 'Reset zoom', 'Open full map']) expect(html).toContain(`aria-label="${label}"`);
    for (const label of ['Current', 'Safe', 'Loot', 'Enemies', 'Players', 'PVP']) expect(out).toContain(label);
    expect(html).toContain('<svg role="img"');
  });

  it('says the map is loading before its data', () => {
    expect(text(render(h(DungeonMapPanel, { crawlerId: '7', floor: 2, currentRoom: undefined, ready: false })))).toContain(T.loadingMap);
    expect(text(render(h(MapLegend)))).toContain('PVP');
  });

  it('shows the events log states, the entry time and the legend in a polite live region', () => {
    const waiting = render(h(RoomEventsPanel, { crawlerLoaded: true, hasRoom: false, state: initialRoomEvents }));
    expect(text(waiting)).toContain('Waiting for room data...');
    expect(waiting).toContain('aria-live="polite"');
    const entered = roomEventsReducer(initialRoomEvents, { type: 'room-entered', roomId: 1, roomName: 'Den', at: Date.UTC(2030, 0, 1, 12) });
    const out = text(render(h(RoomEventsPanel, { crawlerLoaded: true, hasRoom: true, state: entered })));
    expect(out).toMatch(/Room entered: \S+/);
    expect(out).toContain('Entered Den');
    for (const label of ['Movement', 'Combat', 'Discovery', 'Interaction', 'Status', 'Death']) expect(out).toContain(label);
  });
});
