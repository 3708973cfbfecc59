import { queryOptions } from '@tanstack/react-query';
import { fetchLoadout, loadoutQueryKey } from '../api/loadout-api.ts';

/**
 * How long the crawler page's loadout counts as fresh. Four parts of the page read it (the weapons
 * row, the room's hotbar, the status panel, its consumables) and they mount at different moments of
 * the first load: stale at once, each mount fetched and parsed it again and re-rendered the room
 * (three requests on a first visit). What changes it on this page writes or invalidates the query
 * (equip, hotbar, pick-up, use, trade), so a short freshness hides nothing the page did. The loadout
 * page keeps its own observer (fetched on every visit).
 */
export const CRAWLER_PAGE_LOADOUT_STALE_MS = 30_000;

/** The crawler page's loadout query (one definition for every part of the page that reads it). */
export const crawlerPageLoadoutQuery = (crawlerId: string) =>
  queryOptions({
    queryKey: loadoutQueryKey(crawlerId),
    queryFn: ({ signal }) => fetchLoadout(crawlerId, signal),
    staleTime: CRAWLER_PAGE_LOADOUT_STALE_MS,
  });
