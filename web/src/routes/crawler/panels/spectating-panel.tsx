import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { memo, useId, useState } from 'react';
import type { Crawler } from '#contract/crawler.ts';
import { SPECTATE_DELAY_MS } from '#contract/realtime.ts';
import { errorMessage } from '../../../api/http.ts';
import { fetchSpectating, saveSpectating, spectatingQueryKey } from '../../../api/spectating-api.ts';
import { ErrorPanel, FormMessage } from '../../../components/ui/alert.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../toast/toast-store.ts';

/** How often the count of spectators is read again while the page is open. */
const COUNT_POLL_MS = 5_000;

export const watchingLabel = (n: number): string => (n === 0 ? 'No one is watching' : `${n} watching`);

/**
 * Who watches this crawler, and its sponsor's switch: turned off, every spectator's view
 * closes at once and no new one opens. Only for a living crawler: the dead cannot be watched.
 */
export const SpectatingPanel = memo(function SpectatingPanel({ crawler, crawlerId }: { crawler: Crawler; crawlerId: string }) {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: spectatingQueryKey(crawlerId), queryFn: ({ signal }) => fetchSpectating(crawlerId, signal), refetchInterval: COUNT_POLL_MS, enabled: crawler.isAlive });
  const [saved, setSaved] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const save = useMutation({
    mutationFn: (allowed: boolean) => saveSpectating(crawlerId, allowed),
    onSuccess: (next) => {
      queryClient.setQueryData(spectatingQueryKey(crawlerId), next);
      const text = next.allowed ? 'Spectating is on: other sponsors may watch.' : 'Spectating is off: every view was closed.';
      setSaved({ tone: 'info', text });
      toast({ title: next.allowed ? 'Spectating turned on' : 'Spectating turned off', variant: 'success' });
    },
    onError: (error) => {
      setSaved({ tone: 'error', text: `Could not change spectating: ${errorMessage(error)}` });
      toast({ title: 'Could not change spectating', description: errorMessage(error), variant: 'destructive' });
    },
  });
  const checkboxId = useId();
  if (!crawler.isAlive) return null;

  return (
    <Card aria-labelledby="spectating-heading">
      <CardHeader>
        <CardTitle id="spectating-heading">
          <Eye aria-hidden className="size-5" />
          Spectators
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {status.isPending ? (
          <Spinner label="Loading spectators…" className="py-2" />
        ) : status.isError && !status.data ? (
          <ErrorPanel title="Could not load spectators" message={errorMessage(status.error)} onRetry={() => void status.refetch()} />
        ) : status.data ? (
          <>
            <p className="font-semibold text-bone" aria-live="polite" data-testid="watching-count">
              {watchingLabel(status.data.watching)}
            </p>
            <div className="flex items-start gap-2">
              <input
                id={checkboxId}
                type="checkbox"
                role="switch"
                checked={status.data.allowed}
                disabled={save.isPending}
                onChange={(e) => save.mutate(e.currentTarget.checked)}
                className="mt-0.5 size-4 accent-gold-400 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none"
              />
              <label htmlFor={checkboxId} className="text-sm text-bone">
                Allow other sponsors to watch {crawler.name}
                <span className="block text-xs text-ash">They see the room {Math.round(SPECTATE_DELAY_MS / 1000)} s late and cannot act.</span>
              </label>
            </div>
            {saved ? <FormMessage tone={saved.tone}>{saved.text}</FormMessage> : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
});
