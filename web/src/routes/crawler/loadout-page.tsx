import { ArrowLeft, Backpack } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { usePageTitle } from '../use-page-title.ts';
import { useCrawlerIdParam } from './crawler-id.ts';
import { MissingCrawlerId } from './missing-crawler-id.tsx';

/** '/crawler/:id/loadout' placeholder: the loadout issue replaces the body with the tabs. */
export function LoadoutPage() {
  const id = useCrawlerIdParam();
  usePageTitle(id ? `Loadout • Crawler #${id}` : 'Loadout');
  if (!id) return <MissingCrawlerId />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm">
        <Link to={`/crawler/${encodeURIComponent(id)}`}>
          <ArrowLeft aria-hidden />
          Back
        </Link>
      </Button>
      <h1 className="mt-3 flex items-center gap-2 font-display text-2xl font-bold text-bone sm:text-3xl">
        <Backpack aria-hidden className="size-6 text-gold-400" />
        Loadout <span className="font-mono text-gold-300">#{id}</span>
      </h1>
      <Card className="mt-6">
        <CardContent className="pt-5">
          <p className="rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-10 text-center text-sm text-ash">
            The quartermaster has not opened the armory for crawler #{id} yet.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
