// Which requests a cluster's process sends on to the owner of a crawler's room: those that
// act on or read the crawler's live room; not the season's record (it reads only the database), not
// the rest of the API, and not a body naming no valid crawler (the route refuses it wherever it lands).
import { describe, expect, it } from 'vitest';
import { routedCrawler } from '#server/cluster/forward.ts';

describe('requests routed to the owner of a crawler’s room', () => {
  it('routes a crawler’s live-room requests by the id in the path', () => {
    for (const url of ['/api/crawlers/12/position', '/api/crawlers/12/attack', '/api/crawlers/12/move', '/api/crawlers/12/current-room', '/api/crawlers/12/room-data-batch?x=1', '/api/crawlers/12/loadout']) {
      expect(routedCrawler(url), url).toBe(12);
    }
  });

  it('routes loot taken or opened by the crawler named in the body', () => {
    expect(routedCrawler('/api/ground-items/5/pickup', { crawlerId: 7 })).toBe(7);
    expect(routedCrawler('/api/loot-entity/item-5/pickup', { crawlerId: 7, roomId: 3, position: { x: 1, y: 2 } })).toBe(7);
    expect(routedCrawler('/api/loot-container/9/interact', { crawlerId: 7 })).toBe(7);
    for (const body of [undefined, null, {}, { crawlerId: '7' }, { crawlerId: -1 }, { crawlerId: 1.5 }, { crawlerId: 2 ** 60 }]) {
      expect(routedCrawler('/api/ground-items/5/pickup', body), JSON.stringify(body)).toBeNull();
    }
  });

  it('serves everything else where it arrives', () => {
    for (const url of ['/api/crawlers', '/api/crawlers/candidates', '/api/crawlers/12', '/api/crawlers/12/events', '/api/crawlers/12/events?from=3', '/api/crawlers/12/report', '/api/crawlers/12/report/og.png', '/api/ladder', '/api/leaderboards/crawlers', '/api/room/4/ground-items', '/api/health', '/api/ws']) {
      expect(routedCrawler(url, { crawlerId: 7 }), url).toBeNull();
    }
  });
});
