import { Backpack, Swords } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { usePageTitle } from '../use-page-title.ts';
import { useCrawlerIdParam } from './crawler-id.ts';
import { MissingCrawlerId } from './missing-crawler-id.tsx';

/** '/crawler/:id' placeholder: the crawler-control issue replaces the body with the tactical view. */
export function CrawlerPage() {
  const id = useCrawlerIdParam();
  usePageTitle(id ? `Crawler #${id}` : 'Crawler');
  if (!id) return <MissingCrawlerId />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-500">ACTIVE CRAWLER CONTROL</p>
          <h1 className="mt-1 flex items-center gap-2 font-display text-2xl font-bold text-bone sm:text-3xl">
            <Swords aria-hidden className="size-6 text-gold-400" />
            Crawler <span className="font-mono text-gold-300">#{id}</span>
          </h1>
        </div>
        <Button asChild variant="outline">
          <Link to={`/crawler/${encodeURIComponent(id)}/loadout`}>
            <Backpack aria-hidden />
            Loadout
          </Link>
        </Button>
      </div>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>
            Tactical Feed <Badge variant="stone">Offline</Badge>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-10 text-center text-sm text-ash">
            The tactical link to crawler #{id} is still being installed.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
