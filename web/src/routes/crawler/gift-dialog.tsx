import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { GiftsView } from '#contract/gifts.ts';
import { fetchGifts, giftsQueryKey, sendGift } from '../../api/gifts-api.ts';
import { errorMessage } from '../../api/http.ts';
import { ErrorPanel, FormMessage } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCreditsChanged } from '../../state/credits.ts';
import { toastSuccess } from '../../toast/toast-store.ts';
import { cn } from '../../lib/cn.ts';
import { clockOffset, GIFT_TEXT as T, secondsUntil } from './gift-text.ts';

/** A second's tick while something counts down, so the countdowns move without refetching. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function GiftList({ crawlerId, crawlerName, view, offsetMs }: { crawlerId: string; crawlerName: string; view: GiftsView; offsetMs: number }) {
  const queryClient = useQueryClient();
  const creditsChanged = useCreditsChanged();
  const send = useMutation({
    mutationFn: (key: string) => sendGift(crawlerId, key),
    onSuccess: (res) => {
      toastSuccess(res.gift.status === 'delivered' ? T.arrived(res.gift.itemName, crawlerName) : T.sent(res.gift.itemName, crawlerName));
      creditsChanged(res.balance);
      void queryClient.invalidateQueries({ queryKey: giftsQueryKey(crawlerId) });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: giftsQueryKey(crawlerId) }),
  });
  const counting = view.inFlight !== null || view.cooldownUntil !== null;
  const now = useNow(counting);
  const arriving = view.inFlight ? secondsUntil(view.inFlight.arrivesAt, offsetMs, now) : 0;
  const cooling = view.cooldownUntil ? secondsUntil(view.cooldownUntil, offsetMs, now) : 0;
  // When a countdown runs out the server has (or is about to have) moved on: read the list again.
  const due = (view.inFlight !== null && arriving === 0) || (view.cooldownUntil !== null && cooling === 0);
  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: giftsQueryKey(crawlerId) }), 1_500);
    return () => clearTimeout(timer);
  }, [due, crawlerId, queryClient, now]);

  return (
    <div className="mt-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-gold-300">{T.balance(view.balance)}</span>
        <span className="text-ash">{T.perFloor(view.sentOnFloor, view.perFloor)}</span>
      </div>
      {/* One status line, always present, so the list below never moves as a gift comes and goes. */}
      <p role="status" className="min-h-5 text-sm text-gold-200">
        {view.inFlight ? T.inFlight(view.inFlight.itemName, arriving) : view.cooldownUntil && cooling > 0 ? T.cooldown(cooling) : '\u00a0'}
      </p>
      {send.isError ? <FormMessage tone="error">{errorMessage(send.error)}</FormMessage> : null}
      <ul className="flex flex-col gap-2" aria-label="Price list">
        {view.options.map((o) => {
          const disabled = o.refusal !== null || send.isPending;
          // The server's sentence for a wait names the seconds at reading time; the line above counts them.
          const reason = o.refusal === 'gift_cooldown' ? T.coolingDown : o.refusal === 'gift_in_flight' ? T.oneAtATime : o.refusalText;
          return (
            <li key={o.key}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => send.mutate(o.key)}
                className={cn(
                  'flex w-full items-start justify-between gap-3 rounded-lg border px-3 py-2 text-left',
                  'focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none',
                  disabled ? 'cursor-not-allowed border-rubble/60 bg-abyss/40 opacity-70' : 'border-gold-500/40 bg-vault hover:border-gold-300',
                )}
              >
                <span className="min-w-0">
                  {/* The name a screen reader hears is the visible text (axe: label-content-name-mismatch), led by its verb. */}
                  <span className="block text-sm font-semibold text-bone">
                    <span className="sr-only">Send </span>
                    {o.itemName}
                  </span>
                  <span className="block text-xs text-ash capitalize">{o.category}</span>
                  {reason ? <span className="mt-0.5 block text-xs text-blood-300">{reason}</span> : null}
                </span>
                <span className="shrink-0 font-mono text-sm text-gold-300 tabular-nums">
                  <span className="sr-only">, </span>
                  {T.price(o.price)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The crawler page's "Send a gift" control: a fixed-size button and the dialog with the price list. */
export function GiftDialog({ crawlerId, crawlerName }: { crawlerId: string; crawlerName: string }) {
  const [open, setOpen] = useState(false);
  const gifts = useQuery({
    queryKey: giftsQueryKey(crawlerId),
    // The server's clock rides with its answer: the countdowns do not trust the device's.
    queryFn: async ({ signal }) => {
      const view = await fetchGifts(crawlerId, signal);
      return { view, offsetMs: clockOffset(view, Date.now()) };
    },
    enabled: open,
    refetchOnWindowFocus: true,
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Gift aria-hidden />
          {T.open}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{T.title}</DialogTitle>
        <DialogDescription>{T.description(crawlerName)}</DialogDescription>
        {gifts.isPending ? (
          <Spinner label={T.loading} className="py-8" />
        ) : gifts.isError ? (
          <ErrorPanel className="mt-4" title={T.error} message={errorMessage(gifts.error)} onRetry={() => void gifts.refetch()} />
        ) : (
          <GiftList crawlerId={crawlerId} crawlerName={crawlerName} view={gifts.data.view} offsetMs={gifts.data.offsetMs} />
        )}
      </DialogContent>
    </Dialog>
  );
}
