import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileText, Film, House } from 'lucide-react';
import { Link } from 'react-router';
import type { LogPage } from '#contract/record.ts';
import { eventLogQueryKey, fetchWholeLog } from '../../../api/event-log-api.ts';
import { errorMessage, isApiError } from '../../../api/http.ts';
import { ErrorPanel } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../auth/auth-context.ts';
import { useCrawlers } from '../../../state/crawlers.ts';
import { usePageTitle } from '../../use-page-title.ts';
import { useCrawlerIdParam } from '../crawler-id.ts';
import { MissingCrawlerId } from '../missing-crawler-id.tsx';
import { ReplayScreen, type ReplayViewer } from './replay-screen.tsx';
import { REPLAY_TEXT as T } from './replay-text.ts';

/** '/crawler/{id}/replay': public once the crawler is dead, its sponsor's while it lives (no sign-in guard). */
export function ReplayPage() {
  const id = useCrawlerIdParam();
  usePageTitle(id ? `Replay • Crawler #${id}` : 'Replay');
  if (!id) return <MissingCrawlerId />;
  return <Replay crawlerId={id} />;
}

function Replay({ crawlerId }: { crawlerId: string }) {
  const log = useQuery({ queryKey: eventLogQueryKey(crawlerId), queryFn: ({ signal }) => fetchWholeLog(crawlerId, signal), staleTime: 60_000 });
  // The sponsor (signed in, the crawler among theirs) also gets a way back to the crawler page.
  const mine = useCrawlers();
  const { isAuthenticated } = useAuth();
  const isSponsor = mine.data?.some((c) => String(c.id) === crawlerId) ?? false;
  return (
    <ReplayStates
      crawlerId={crawlerId}
      pending={log.isPending}
      error={log.error}
      page={log.data}
      onRetry={() => void log.refetch()}
      viewer={isSponsor ? 'sponsor' : isAuthenticated ? 'signed-in' : 'visitor'}
    />
  );
}

/** Every state of the screen, from the query's answer (the screen tests render each). */
export function ReplayStates({
  crawlerId,
  pending,
  error,
  page,
  onRetry,
  viewer = 'visitor',
}: {
  crawlerId: string;
  pending: boolean;
  error: unknown;
  page: LogPage | undefined;
  onRetry: () => void;
  viewer?: ReplayViewer;
}) {
  if (pending) return <Spinner label={T.loading} className="py-24" />;
  // A bad id is refused (400) and a living crawler of someone else's is hidden (404): both are not found.
  if (error && isApiError(error) && (error.status === 404 || error.status === 400)) return <ReplayNotFound />;
  if (error || !page) return <ReplayLoadError message={error ? errorMessage(error) : undefined} onRetry={onRetry} />;
  if (page.entries.length === 0) return <ReplayEmpty crawlerId={crawlerId} />;
  return <ReplayScreen crawlerId={crawlerId} page={page} viewer={viewer} />;
}

function HomeButton() {
  return (
    <Button asChild variant="secondary" size="sm">
      <Link to="/">
        <House aria-hidden />
        {T.backHome}
      </Link>
    </Button>
  );
}

export function ReplayNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <ErrorPanel title={T.notFound} message={T.notFoundDetail}>
        <HomeButton />
      </ErrorPanel>
    </div>
  );
}

export function ReplayLoadError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <ErrorPanel title={T.loadFailed} message={message} onRetry={onRetry} retryLabel={T.tryAgain}>
        <HomeButton />
      </ErrorPanel>
    </div>
  );
}

export function ReplayEmpty({ crawlerId }: { crawlerId: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <Film aria-hidden className="size-10 text-gold-500" />
      <h1 className="font-display text-2xl font-bold text-bone">{T.empty}</h1>
      <p className="text-sm text-ash">{T.emptyDetail}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild variant="secondary" size="sm">
          <Link to={`/crawler/${encodeURIComponent(crawlerId)}/report`}>
            <FileText aria-hidden />
            {T.report}
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to="/">
            <ArrowLeft aria-hidden />
            {T.backHome}
          </Link>
        </Button>
      </div>
    </div>
  );
}
