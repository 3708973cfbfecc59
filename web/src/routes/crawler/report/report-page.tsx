import { useQuery } from '@tanstack/react-query';
import { House, ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../../api/http.ts';
import { fetchReport, reportQueryKey } from '../../../api/report-api.ts';
import { ErrorPanel } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePageTitle } from '../../use-page-title.ts';
import { useCrawlerIdParam } from '../crawler-id.ts';
import { MissingCrawlerId } from '../missing-crawler-id.tsx';
import { REPORT_TEXT as T } from './report-text.ts';
import { ReportScreen } from './report-screen.tsx';

/** '/crawler/:id/report': public for a dead crawler (opened from a shared link), so no RequireAuth. */
export function ReportPage() {
  const id = useCrawlerIdParam();
  if (!id) return <MissingCrawlerId />;
  return <Report key={id} crawlerId={id} />;
}

export function Report({ crawlerId }: { crawlerId: string }) {
  const report = useQuery({ queryKey: reportQueryKey(crawlerId), queryFn: ({ signal }) => fetchReport(crawlerId, signal) });
  const data = report.data;
  usePageTitle(data ? `${data.status === 'dead' ? T.deadTitle : T.livingTitle} • ${data.name}` : `Report • Crawler #${crawlerId}`);

  if (report.isPending) return <Spinner label={T.loading} className="py-24" />;
  if (report.error && reportErrorKind(report.error) === 'not_found') return <ReportNotFound />;
  if (report.error || !data) return <ReportError message={report.error ? errorMessage(report.error) : undefined} onRetry={() => void report.refetch()} />;
  return <ReportScreen report={data} />;
}

/**
 * A 404 (no such crawler, or a living one that is not the reader's) and a 400 (not a crawler number)
 * both mean there is no report to show; anything else may pass, so it offers Try Again.
 */
export function reportErrorKind(error: unknown): 'not_found' | 'failed' {
  return isApiError(error) && (error.status === 404 || error.status === 400) ? 'not_found' : 'failed';
}

export function ReportError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <ErrorPanel title={T.failed} message={message} onRetry={onRetry} />
    </div>
  );
}

export function ReportNotFound() {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center px-4 py-12">
      <div className="stone-panel w-full max-w-md rounded-xl border border-rubble bg-crypt p-8 text-center">
        <ScrollText aria-hidden className="mx-auto size-12 text-gold-400" />
        <h1 className="mt-4 font-display text-2xl font-bold text-bone">{T.notFound}</h1>
        <p className="mt-3 text-sm text-ash">{T.notFoundBody}</p>
        <Button asChild variant="primary" className="mt-6">
          <Link to="/">
            <House aria-hidden />
            {T.home}
          </Link>
        </Button>
      </div>
    </div>
  );
}
