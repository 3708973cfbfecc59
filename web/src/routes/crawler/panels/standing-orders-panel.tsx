import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { memo, useId, useState, type FormEvent } from 'react';
import { WHEN_ATTACKED_OPTIONS, type OrdersView, type StandingOrders, type WhenAttacked } from '#contract/standing-orders.ts';
import { errorMessage } from '../../../api/http.ts';
import { ordersQueryKey, saveOrders } from '../../../api/orders-api.ts';
import { ErrorPanel } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { ORDERS_TEXT as T, useOrders } from '../../../state/standing-orders.ts';
import { toastError, toastSuccess } from '../../../toast/toast-store.ts';

// What the crawler does by itself while its sponsor is away, set on the crawler page.

const WHEN_ATTACKED_LABEL: Record<WhenAttacked, string> = { fight_back: 'Fight back', flee: 'Flee' };

/** The form's draft: the percents as typed, so a half-typed number is not lost. */
interface Draft {
  retreat: string;
  rest: string;
  whenAttacked: WhenAttacked;
  refusePvp: boolean;
  pickUpLoot: boolean;
}

const toDraft = (o: StandingOrders): Draft => ({ retreat: String(o.retreatBelowPercent), rest: String(o.restUntilPercent), whenAttacked: o.whenAttacked, refusePvp: o.refusePvp, pickUpLoot: o.pickUpLoot });

/** A whole percent 0-100, or the message that says why not. */
export function parsePercent(text: string, what: string): { value: number } | { error: string } {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t)) return { error: `${what} must be a whole number from 0 to 100` };
  const value = Number(t);
  return value > 100 ? { error: `${what} must be at most 100` } : { value };
}

/** The draft as orders, or the field errors that stop it being saved. */
export function draftToOrders(d: Draft): { orders: StandingOrders } | { errors: { retreat?: string; rest?: string } } {
  const retreat = parsePercent(d.retreat, 'Retreat below');
  const rest = parsePercent(d.rest, 'Rest until');
  if ('error' in retreat || 'error' in rest) return { errors: { retreat: 'error' in retreat ? retreat.error : undefined, rest: 'error' in rest ? rest.error : undefined } };
  return { orders: { retreatBelowPercent: retreat.value, restUntilPercent: rest.value, whenAttacked: d.whenAttacked, refusePvp: d.refusePvp, pickUpLoot: d.pickUpLoot } };
}

export const StandingOrdersPanel = memo(function StandingOrdersPanel({ crawlerId, alive }: { crawlerId: string; alive: boolean }) {
  const orders = useOrders(crawlerId);
  return (
    <Card aria-labelledby="standing-orders-heading">
      <CardHeader className="pb-2">
        <CardTitle id="standing-orders-heading">
          <ScrollText aria-hidden className="size-5" />
          {T.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {orders.data ? (
          <>
            <ControlLine view={orders.data} />
            <OrdersForm key={JSON.stringify(orders.data.orders)} crawlerId={crawlerId} view={orders.data} disabled={!alive} />
          </>
        ) : orders.isPending ? (
          <Spinner label={T.loading} className="justify-start py-4 text-sm" />
        ) : (
          <ErrorPanel title={T.loadFailed} message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
        )}
      </CardContent>
    </Card>
  );
});

function ControlLine({ view }: { view: OrdersView }) {
  const onOrders = view.control === 'orders';
  return (
    <div>
      <p role="status" className={cn('text-sm font-semibold', onOrders ? 'text-gold-300' : 'text-moss-400')}>
        {onOrders ? T.onOrders : T.underControl}
      </p>
      <p className="text-xs text-ash">Your crawler follows these orders 3 s after you close its page (10 s after a lost connection), or at once when you press {T.goIdle}.</p>
    </div>
  );
}

function OrdersForm({ crawlerId, view, disabled }: { crawlerId: string; view: OrdersView; disabled: boolean }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => toDraft(view.orders));
  const [errors, setErrors] = useState<{ retreat?: string; rest?: string }>({});
  const ids = useId();
  const save = useMutation({
    mutationFn: (o: StandingOrders) => saveOrders(crawlerId, o),
    onSuccess: (saved) => {
      queryClient.setQueryData(ordersQueryKey(crawlerId), saved);
      toastSuccess(T.saved);
    },
    onError: (err) => toastError(`Could not save standing orders: ${errorMessage(err)}`),
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = draftToOrders(draft);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    save.mutate(parsed.orders);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label={T.title} noValidate>
      <div className="grid grid-cols-2 gap-3">
        {/* A refused value's message takes the hint's place, so it is announced with the field. */}
        <Field label="Retreat below %" inputMode="numeric" value={draft.retreat} onChange={(e) => set('retreat', e.target.value)} hint={errors.retreat ?? '0 = never'} aria-invalid={errors.retreat ? true : undefined} disabled={disabled} />
        <Field label="Rest until %" inputMode="numeric" value={draft.rest} onChange={(e) => set('rest', e.target.value)} hint={errors.rest ?? 'in safe rooms; 0 = never'} aria-invalid={errors.rest ? true : undefined} disabled={disabled} />
      </div>
      <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
        <legend className="mb-1 text-xs font-semibold tracking-wider text-ash uppercase">When attacked</legend>
        <div className="flex flex-wrap gap-4">
          {WHEN_ATTACKED_OPTIONS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-bone">
              <input type="radio" name={`${ids}-when`} value={option} checked={draft.whenAttacked === option} onChange={() => set('whenAttacked', option)} className="size-4 accent-gold-400 focus-visible:ring-2 focus-visible:ring-gold-300" />
              {WHEN_ATTACKED_LABEL[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-bone">
        <input type="checkbox" checked={draft.refusePvp} onChange={(e) => set('refusePvp', e.target.checked)} disabled={disabled} className="size-4 accent-gold-400" />
        Refuse PVP rooms
      </label>
      <label className="flex items-center gap-2 text-sm text-bone">
        <input type="checkbox" checked={draft.pickUpLoot} onChange={(e) => set('pickUpLoot', e.target.checked)} disabled={disabled} className="size-4 accent-gold-400" />
        Pick up loot within reach
      </label>
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs text-ash">{view.customised ? 'Your orders' : 'The default orders'}</span>
        <Button type="submit" variant="primary" size="sm" disabled={disabled || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save orders'}
        </Button>
      </div>
    </form>
  );
}
