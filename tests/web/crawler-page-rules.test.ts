import { describe, expect, it } from 'vitest';
import { CANVAS, MAP } from '#game/constants.ts';
import { dungeonKeys, isRoomDataKey } from '#web/src/api/dungeon-api.ts';
import { crawlerQueryKey } from '#web/src/api/crawler-api.ts';
import { loadoutQueryKey } from '#web/src/api/loadout-api.ts';
import { ApiError } from '#web/src/api/http.ts';
import { clampZoom, DEFAULT_ZOOM, mapDoors, mapRoomViews, mapViewBox, zoomIn, zoomOut, zoomSizes } from '#web/src/canvas/map-layout.ts';
import { buildScene, describeScene } from '#web/src/canvas/scene.ts';
import { canvasLayout } from '#web/src/canvas/sizing.ts';
import { creatureLabel, floorOverview, overviewSummary } from '#web/src/state/floor-overview.ts';
import { crawlerRetry } from '#web/src/state/room-queries.ts';
import { roomSizeText, roomTypeBadgeVariant, roomTypeLabel } from '#web/src/routes/crawler/tactical/tactical-room-panel.tsx';
import { eventsStatusText } from '#web/src/routes/crawler/events/room-events-panel.tsx';
import { initialRoomEvents } from '#web/src/state/room-events.ts';
import { avatarInitial } from '#web/src/routes/crawler/crawler-header.tsx';
import { CRAWLER_PAGE_TEXT as T } from '#web/src/routes/crawler/crawler-page-text.ts';
import { currentRoomFixture, entityFixture, factionFixture, mapRoomFixture, tacticalFixture } from './dungeon-fixtures.ts';

describe('floor overview: factions and creatures met on this floor', () => {
  const factions = [
    factionFixture({ id: 'a', creatureTypes: ['goblin', 'cave_goblin'] }),
    factionFixture({ id: 'b', name: 'B', creatureTypes: ['rat', 'goblin'] }),
    factionFixture({ id: 'c', name: 'C', creatureTypes: ['giant_spider'] }),
    factionFixture({ id: 'd', name: 'D', creatureTypes: [] }),
    factionFixture({ id: 'e', name: 'E', creatureTypes: [] }),
    factionFixture({ id: 'z', name: 'Unmet', creatureTypes: ['dragon'] }),
  ];
  const explored = ['a', 'b', 'c', 'd', 'e', null].map((factionId, i) => mapRoomFixture({ id: i, factionId }));

  it('counts the factions whose territory was explored on this floor and their creatures', () => {
    const o = floorOverview(2, explored, factions);
    expect(overviewSummary(o)).toBe('5 factions, 4 creatures');
    expect(o.shownFactions.map((f) => f.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(o.moreFactions).toBe(1);
    expect(o.shownCreatureTypes).toEqual(['goblin', 'cave_goblin', 'rat']);
    expect(o.moreCreatureTypes).toBe(1);
    expect(creatureLabel('cave_goblin')).toBe('cave goblin');
  });

  it('ignores other floors and starts empty', () => {
    const o = floorOverview(3, explored, factions);
    expect(overviewSummary(o)).toBe('0 factions, 0 creatures');
    expect(o.moreFactions).toBe(0);
  });
});

describe('canvas sizing', () => {
  it('is at most 600 px and 60 % of the window height', () => {
    const big = canvasLayout({ widthFeet: 100, heightFeet: 100 }, 2000, 2000);
    expect(big.width).toBe(CANVAS.maxPx);
    const short = canvasLayout({ widthFeet: 100, heightFeet: 100 }, 2000, 500);
    expect(short.height).toBe(300);
    expect(short.scrolls).toBe(false);
    const corridor = canvasLayout({ widthFeet: 200, heightFeet: 50 }, 560, 800);
    expect(corridor.width).toBeLessThanOrEqual(560);
    expect(corridor.pxPerSquare).toBeCloseTo(14);
  });

  it('keeps at least 10 px per square and scrolls when that does not fit', () => {
    const phone = canvasLayout({ widthFeet: 200, heightFeet: 50 }, 330, 844);
    expect(phone.pxPerSquare).toBe(CANVAS.minPxPerSquare);
    expect(phone.width).toBe(400);
    expect(phone.scrolls).toBe(true);
  });
});

describe('dungeon map: layout, zoom and re-centring', () => {
  it('has five zoom levels, default and reset at 3', () => {
    expect(DEFAULT_ZOOM).toBe(3);
    expect(zoomSizes(DEFAULT_ZOOM)).toEqual({ gridSize: 25, roomSize: 20 });
    expect(zoomIn(5)).toBe(5);
    expect(zoomOut(1)).toBe(1);
    expect(zoomIn(DEFAULT_ZOOM)).toBe(4);
    expect(clampZoom(9)).toBe(MAP.zoomLevels.length);
  });

  it('shows explored rooms solid and scanned ones dimmer, hides the rest, marks each room', () => {
    const explored = [mapRoomFixture({ id: 1, x: 0, y: 0, isSafe: true }), mapRoomFixture({ id: 2, x: 1, y: 0, hasLoot: true })];
    const scanned = [mapRoomFixture({ id: 2, x: 1, y: 0 }), mapRoomFixture({ id: 3, x: 2, y: 0, isExplored: false, isPvp: true }), mapRoomFixture({ id: 4, floorId: 9 })];
    const mobs = { '1': { hostileCount: 0, neutralCount: 0, playerCount: 1 }, '2': { hostileCount: 2, neutralCount: 0, playerCount: 1 } };
    const views = mapRoomViews(2, explored, scanned, 1, mobs);
    const byId = Object.fromEntries(views.map((v) => [v.id, v]));
    expect(Object.keys(byId).sort()).toEqual(['1', '2', '3']);
    expect(byId[1]).toMatchObject({ state: 'explored', isCurrent: true, safe: true, players: false });
    expect(byId[2]).toMatchObject({ state: 'explored', loot: true, enemies: true, players: true });
    expect(byId[3]).toMatchObject({ state: 'scanned', pvp: true });
  });

  it('draws one door per connected pair of shown rooms', () => {
    const views = mapRoomViews(2, [mapRoomFixture({ id: 1, x: 0 }), mapRoomFixture({ id: 2, x: 1 })], [], 1, undefined);
    const doors = mapDoors(
      [
        { fromRoomId: 1, toRoomId: 2, direction: 'east' },
        { fromRoomId: 2, toRoomId: 1, direction: 'west' },
        { fromRoomId: 2, toRoomId: 99, direction: 'east' },
      ],
      views,
    );
    expect(doors).toHaveLength(1);
    expect(doors[0]).toMatchObject({ key: '1-2', explored: true });
  });

  it('centres the view on the current room', () => {
    expect(mapViewBox({ x: 4, y: 2 }, 3, 256, 256)).toBe(`${4 * 25 - 128} ${2 * 25 - 128} 256 256`);
    expect(mapViewBox({ x: 0, y: 0 }, 3, 100, 100, { x: 10, y: -5 })).toBe('-60 -45 100 100');
  });
});

describe('query keys: one scheme for every crawler resource', () => {
  it('nests room data and the loadout under the crawler', () => {
    expect(dungeonKeys.crawler('7')).toEqual(crawlerQueryKey('7'));
    expect(dungeonKeys.currentRoom('7').slice(0, 2)).toEqual(crawlerQueryKey('7'));
    expect(isRoomDataKey(dungeonKeys.explored('7'), '7')).toBe(true);
    expect(isRoomDataKey(dungeonKeys.explored('7'), '8')).toBe(false);
    expect(isRoomDataKey(loadoutQueryKey('7'), '7')).toBe(false);
    expect(isRoomDataKey(crawlerQueryKey('7'), '7')).toBe(false);
    expect(dungeonKeys.floorRooms(2)).toEqual(['floor', 2, 'rooms']);
  });

  it('retries the crawler three times, except when it cannot exist', () => {
    expect(crawlerRetry(0, new ApiError(500, 'x'))).toBe(true);
    expect(crawlerRetry(2, new TypeError('offline'))).toBe(true);
    expect(crawlerRetry(3, new ApiError(500, 'x'))).toBe(false);
    expect(crawlerRetry(0, new ApiError(404, 'x'))).toBe(false);
    expect(crawlerRetry(0, new ApiError(400, 'x'))).toBe(false);
  });
});

describe('tactical room texts: badges, headings and help line', () => {
  it('labels the room type and its badge', () => {
    expect(roomTypeBadgeVariant('safe')).toBe('stone');
    expect(roomTypeBadgeVariant('chamber')).toBe('destructive');
    expect(roomTypeBadgeVariant(undefined)).toBe('destructive');
    expect(roomTypeBadgeVariant('entrance', true)).toBe('stone');
    expect(roomTypeLabel('deadend')).toBe('Deadend');
  });

  it('gives the size in feet and squares', () => {
    expect(roomSizeText({ widthFeet: 95, heightFeet: 125 })).toBe('95 x 125 ft (19 x 25 squares)');
    expect(roomSizeText(null)).toBe('100 x 100 ft (20 x 20 squares)');
  });

  it('builds the scene and its accessible description from server data', () => {
    const current = currentRoomFixture({ availableDirections: ['north', 'down'] }, { type: 'exit', name: 'Stairwell' });
    const scene = buildScene(current, tacticalFixture([entityFixture(), entityFixture({ id: 'n', type: 'npc', name: 'Agnes' })]), { name: 'Mira', crawlerId: 7 });
    expect(scene.doors).toEqual(['north']);
    expect(scene.hasStairs).toBe(true);
    expect(scene.entitiesLoaded).toBe(true);
    expect(describeScene(scene)).toBe('Tactical view of Stairwell, exit room, 100 by 100 feet. Doors: north. Stairs down in the middle. In the room: 1 hostile, 1 NPC.');
    const stale = buildScene(current, tacticalFixture([entityFixture()], 999), { name: 'Mira', crawlerId: 7 });
    expect(stale.entitiesLoaded).toBe(false);
    expect(stale.characters).toEqual([]);
  });

  it('says where the events log stands', () => {
    expect(eventsStatusText({ crawlerLoaded: false, hasRoom: false, state: initialRoomEvents })).toBe(T.loadingCrawlerData);
    expect(eventsStatusText({ crawlerLoaded: true, hasRoom: false, state: initialRoomEvents })).toBe(T.waitingRoomData);
    expect(eventsStatusText({ crawlerLoaded: true, hasRoom: true, state: initialRoomEvents })).toBe(T.waitingActivity);
  });

  it('writes the header line and avatar letter', () => {
    expect(T.headline(3, 'Combat Veteran', 2)).toBe('Level 3 Combat Veteran • Floor 2');
    expect(T.headline(1, '', 1)).toBe('Level 1 Crawler • Floor 1');
    expect(avatarInitial(' mira')).toBe('M');
    expect(avatarInitial('')).toBe('?');
  });
});
