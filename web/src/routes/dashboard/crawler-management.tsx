import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/http.ts';
import { ErrorPanel } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useCrawlers } from '../../state/crawlers.ts';
import { CrawlerCard } from './crawler-card.tsx';
import { CrawlerSelectionDialog } from './crawler-selection-dialog.tsx';

/** Whichever sponsor button is shown (empty state or list) gets focus back when the dialog closes. */
const SPONSOR_BUTTON_ID = 'sponsor-crawler-button';

/** Dashboard column 1: the sponsor's crawlers, or an empty state that leads to the selection dialog. */
export function CrawlerManagement() {
  const crawlers = useCrawlers();
  const [selecting, setSelecting] = useState(false);

  return (
    <Card aria-labelledby="crawler-management-heading">
      <CardHeader>
        <CardTitle id="crawler-management-heading">
          <Users aria-hidden className="size-5" />
          Crawler Management
        </CardTitle>
        <CardDescription>Your sponsored crawlers and their current status.</CardDescription>
      </CardHeader>
      <CardContent>
        {crawlers.isPending ? (
          <CrawlerSkeletons />
        ) : crawlers.error ? (
          <ErrorPanel title="Unable to load crawlers" message={errorMessage(crawlers.error)} onRetry={() => void crawlers.refetch()} />
        ) : crawlers.data.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-8 text-center">
            <p className="text-sm text-ash">You do not sponsor a crawler yet. Pick a candidate to send into the dungeon.</p>
            <Button id={SPONSOR_BUTTON_ID} variant="primary" onClick={() => setSelecting(true)}>
              <UserPlus aria-hidden />
              Choose Your Crawler
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <ul aria-label="Your crawlers" className="flex flex-col gap-3">
              {crawlers.data.map((crawler) => (
                <li key={crawler.id}>
                  <CrawlerCard crawler={crawler} />
                </li>
              ))}
            </ul>
            <Button id={SPONSOR_BUTTON_ID} variant="outline" onClick={() => setSelecting(true)}>
              <UserPlus aria-hidden />
              Sponsor another crawler
            </Button>
          </div>
        )}
      </CardContent>
      <CrawlerSelectionDialog open={selecting} onOpenChange={setSelecting} returnFocusId={SPONSOR_BUTTON_ID} />
    </Card>
  );
}

function CrawlerSkeletons() {
  return (
    <div role="status" aria-label="Loading crawlers..." className="flex flex-col gap-3">
      {[0, 1].map((index) => (
        <div key={index} className="flex animate-pulse flex-col gap-3 rounded-lg border border-rubble bg-abyss/50 p-4">
          <div className="flex gap-3">
            <div className="size-14 rounded-lg bg-vault" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="h-4 w-3/4 rounded bg-vault" />
              <div className="h-3 w-1/2 rounded bg-vault" />
            </div>
          </div>
          <div className="h-2 rounded-full bg-vault" />
          <div className="h-8 rounded bg-vault" />
        </div>
      ))}
    </div>
  );
}
