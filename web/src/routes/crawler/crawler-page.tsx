import { queryClient } from '../../api/shared-query-client.ts';
import { roomDataBatchQuery } from '../../state/room-queries.ts';
import { usePageTitle } from '../use-page-title.ts';
import { useCrawlerIdParam } from './crawler-id.ts';
import { CrawlerScreen } from './crawler-screen.tsx';
import { MissingCrawlerId } from './missing-crawler-id.tsx';

/** '/crawler/:id': the crawler control page. */
export function CrawlerPage() {
  const id = useCrawlerIdParam();
  usePageTitle(id ? `Crawler #${id}` : 'Crawler');
  if (!id) return <MissingCrawlerId />;
  return <CrawlerScreen key={id} crawlerId={id} />;
}

/**
 * A first load at '/crawler/{id}' with a stored session (routes/lazy-screens.tsx): the room's batch
 * is asked for as soon as this module is in, while the session is still being checked, instead of
 * after the crawler's answer. The room's description is the page's largest paint and waits on it.
 */
export function prefetchCrawlerPage(crawlerId: string): void {
  void queryClient.prefetchQuery(roomDataBatchQuery(queryClient, crawlerId));
}
