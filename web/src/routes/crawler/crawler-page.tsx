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
