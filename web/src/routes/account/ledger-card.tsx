import { useInfiniteQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { errorMessage } from '../../api/http.ts';
import { fetchLedgerPage, ledgerQueryKey } from '../../api/ledger-api.ts';
import { ErrorPanel } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { LEDGER_TEXT as T, ledgerBalance, ledgerDate, signedAmount } from './ledger-rows.ts';

const PAGE = 20;

/** The account's credit ledger: every change with its reason, newest first, a page at a time. */
export function LedgerCard() {
  const ledger = useInfiniteQuery({
    queryKey: ledgerQueryKey,
    queryFn: ({ pageParam, signal }) => fetchLedgerPage({ before: pageParam, limit: PAGE }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  const entries = ledger.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <Card aria-labelledby="ledger-heading" className="md:col-span-2">
      <CardHeader>
        <CardTitle id="ledger-heading">
          <ScrollText aria-hidden className="size-5" />
          {T.title}
        </CardTitle>
        <CardDescription>{T.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {ledger.isPending ? (
          <Spinner label={T.loading} className="py-6" />
        ) : ledger.isError && !entries.length ? (
          <ErrorPanel title={T.error} message={errorMessage(ledger.error)} onRetry={() => void ledger.refetch()} />
        ) : !entries.length ? (
          <p className="rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-6 text-center text-sm text-ash">{T.empty}</p>
        ) : (
          <>
            <ul className="divide-y divide-rubble/60" aria-label={T.title}>
              {entries.map((e) => (
                <li key={e.id} className="flex items-start justify-between gap-3 py-2.5">
                  <div className="min-w-0">
                    <p className="text-sm break-words text-bone">{e.note}</p>
                    <p className="mt-0.5 text-xs text-ash">
                      <time dateTime={e.createdAt}>{ledgerDate(e.createdAt)}</time>
                    </p>
                  </div>
                  <div className="shrink-0 text-right font-mono tabular-nums">
                    <p className={cn('text-sm font-semibold', e.delta > 0 ? 'text-moss-400' : 'text-blood-300')}>
                      <span className="sr-only">{e.delta > 0 ? 'Earned ' : 'Spent '}</span>
                      {signedAmount(e.delta)}
                    </p>
                    <p className="mt-0.5 text-xs text-ash">
                      {T.balance} {ledgerBalance(e)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            {ledger.isError ? <ErrorPanel className="mt-3" title={T.error} message={errorMessage(ledger.error)} onRetry={() => void ledger.fetchNextPage()} /> : null}
            {ledger.hasNextPage && !ledger.isError ? (
              <Button variant="secondary" size="sm" className="mt-3 w-full sm:w-auto" disabled={ledger.isFetchingNextPage} onClick={() => void ledger.fetchNextPage()}>
                {ledger.isFetchingNextPage ? T.loadingMore : T.loadMore}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
