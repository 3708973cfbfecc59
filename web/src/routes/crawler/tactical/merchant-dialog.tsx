import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Coins, HandCoins, ShoppingBag, Store } from 'lucide-react';
import { useState } from 'react';
import type { MerchantView, StockEntry, TradeResponse } from '#contract/merchant.ts';
import { crawlerQueryKey, crawlersQueryKey } from '../../../api/crawler-api.ts';
import { errorMessage } from '../../../api/http.ts';
import { loadoutQueryKey } from '../../../api/loadout-api.ts';
import { buyFromMerchant, fetchMerchant, merchantQueryKey, sellToMerchant } from '../../../api/merchant-api.ts';
import { ErrorPanel } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/cn.ts';
import { toastError, toastSuccess } from '../../../toast/toast-store.ts';
import { rarityStyle, titleCase } from '../loadout/item-display.ts';

export const MERCHANT_TEXT = {
  trade: (name: string) => `Trade with ${name}`,
  loading: 'Opening the shop...',
  intro: "Buy with your crawler's gold, or sell what it carries.",
  loadFailed: 'Could not open the shop',
  gold: (gold: number) => `${gold} gold`,
  restocks: (at: string) => `Restocks at ${new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`,
  buyTab: 'Buy',
  sellTab: 'Sell',
  soldOut: 'Sold out',
  allSoldOut: 'Sold out: the merchant restocks soon.',
  shortOf: (gold: number) => `Needs ${gold} more gold`,
  nothingToSell: 'Nothing to sell. Equipped items must be taken off (Loadout) before they can be sold.',
  buy: 'Buy',
  sell: 'Sell',
  left: (n: number) => `${n} left`,
} as const;

/** "Trade with <merchant>": the button in a shop room, and the dialog it opens. */
export function MerchantTrade({ crawlerId, crawlerNumber, roomId, merchantName, disabled }: { crawlerId: string; crawlerNumber: number; roomId: number; merchantName: string; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="primary" size="sm" onClick={() => setOpen(true)} disabled={disabled}>
        <Store aria-hidden />
        {MERCHANT_TEXT.trade(merchantName)}
      </Button>
      {open ? <MerchantDialogBody crawlerId={crawlerId} crawlerNumber={crawlerNumber} roomId={roomId} merchantName={merchantName} /> : null}
    </Dialog>
  );
}

function MerchantDialogBody({ crawlerId, crawlerNumber, roomId, merchantName }: { crawlerId: string; crawlerNumber: number; roomId: number; merchantName: string }) {
  const queryClient = useQueryClient();
  const key = merchantQueryKey(crawlerId, roomId);
  const shop = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchMerchant(roomId, crawlerNumber, signal), retry: 1 });
  const settle = {
    // The answer carries the shop as it is now; the crawler's gold and items changed on the server.
    onSuccess: (trade: TradeResponse) => {
      queryClient.setQueryData(key, trade.view);
      void queryClient.invalidateQueries({ queryKey: crawlerQueryKey(crawlerId), exact: true });
      void queryClient.invalidateQueries({ queryKey: crawlersQueryKey });
      void queryClient.invalidateQueries({ queryKey: loadoutQueryKey(crawlerId) });
      toastSuccess(trade.message);
    },
    onError: (error: unknown) => {
      toastError(errorMessage(error));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  };
  const buy = useMutation({ mutationFn: (slot: number) => buyFromMerchant(roomId, crawlerNumber, slot), ...settle });
  const sell = useMutation({ mutationFn: (itemId: number) => sellToMerchant(roomId, crawlerNumber, itemId), ...settle });
  const busy = buy.isPending || sell.isPending;
  const view = shop.data;

  return (
    <DialogContent className="max-w-lg">
      <DialogTitle className="flex items-center gap-2">
        <Store aria-hidden className="size-5 shrink-0" />
        {MERCHANT_TEXT.trade(view?.merchant.name ?? merchantName)}
      </DialogTitle>
      <DialogDescription className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {view ? (
          <>
            <span className="flex items-center gap-1 font-semibold text-gold-300">
              <Coins aria-hidden className="size-4" />
              {MERCHANT_TEXT.gold(view.gold)}
            </span>
            <span>{MERCHANT_TEXT.restocks(view.restocksAt)}</span>
          </>
        ) : (
          <span>{MERCHANT_TEXT.intro}</span>
        )}
      </DialogDescription>
      {shop.isPending ? <Spinner label={MERCHANT_TEXT.loading} className="py-8" /> : null}
      {shop.error && !view ? <ErrorPanel className="mt-4" title={MERCHANT_TEXT.loadFailed} message={errorMessage(shop.error)} onRetry={() => void shop.refetch()} /> : null}
      {view ? (
        <Tabs defaultValue="buy" className="mt-4">
          <TabsList aria-label="Trade">
            <TabsTrigger value="buy">
              <ShoppingBag aria-hidden />
              {MERCHANT_TEXT.buyTab}
            </TabsTrigger>
            <TabsTrigger value="sell">
              <HandCoins aria-hidden />
              {MERCHANT_TEXT.sellTab} ({view.sellable.length})
            </TabsTrigger>
          </TabsList>
          <TabsContent value="buy">
            <BuyList view={view} busy={busy} onBuy={(slot) => buy.mutate(slot)} />
          </TabsContent>
          <TabsContent value="sell">
            <SellList view={view} busy={busy} onSell={(itemId) => sell.mutate(itemId)} />
          </TabsContent>
        </Tabs>
      ) : null}
    </DialogContent>
  );
}

function ItemName({ name, rarity }: { name: string; rarity: string }) {
  return (
    <div className="min-w-0">
      <p className={cn('font-semibold break-words', rarityStyle(rarity).text)}>{name}</p>
      <p className="text-xs text-ash">{titleCase(rarity)}</p>
    </div>
  );
}

/** Why a slot cannot be bought now, or null when it can. */
export function buyBlocker(entry: Pick<StockEntry, 'price' | 'quantity'>, gold: number): string | null {
  if (entry.quantity <= 0) return MERCHANT_TEXT.soldOut;
  if (gold < entry.price) return MERCHANT_TEXT.shortOf(entry.price - gold);
  return null;
}

function BuyList({ view, busy, onBuy }: { view: MerchantView; busy: boolean; onBuy: (slot: number) => void }) {
  if (view.stock.every((s) => s.quantity <= 0)) return <p className="py-6 text-center text-sm text-ash">{MERCHANT_TEXT.allSoldOut}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label="The merchant's stock">
      {view.stock.map((entry) => {
        const blocker = buyBlocker(entry, view.gold);
        const reasonId = `buy-reason-${entry.slot}`;
        return (
          <li key={entry.slot} className={cn('flex items-center justify-between gap-3 rounded-md border bg-abyss/60 px-3 py-2', rarityStyle(entry.rarity).border)}>
            <ItemName name={entry.name} rarity={entry.rarity} />
            <div className="flex shrink-0 flex-col items-end gap-1">
              <div className="flex items-center gap-2">
                <span className="text-right text-xs text-ash">
                  <span className="font-mono text-sm text-gold-300">{entry.price}g</span>
                  <br />
                  {entry.quantity > 0 ? MERCHANT_TEXT.left(entry.quantity) : MERCHANT_TEXT.soldOut}
                </span>
                <Button size="sm" variant="outline" disabled={busy || blocker !== null} onClick={() => onBuy(entry.slot)} aria-label={`${MERCHANT_TEXT.buy} ${entry.name} for ${entry.price} gold`} aria-describedby={blocker ? reasonId : undefined}>
                  {MERCHANT_TEXT.buy}
                </Button>
              </div>
              {blocker ? (
                <span id={reasonId} className="text-[11px] text-ember-400">
                  {blocker}
                </span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function SellList({ view, busy, onSell }: { view: MerchantView; busy: boolean; onSell: (itemId: number) => void }) {
  if (!view.sellable.length) return <p className="py-6 text-center text-sm text-ash">{MERCHANT_TEXT.nothingToSell}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label="Your items the merchant will buy">
      {view.sellable.map(({ item, offer }) => (
        <li key={item.id} className={cn('flex items-center justify-between gap-3 rounded-md border bg-abyss/60 px-3 py-2', rarityStyle(item.rarity).border)}>
          <ItemName name={item.name} rarity={item.rarity} />
          <div className="flex shrink-0 items-center gap-2">
            <span className="font-mono text-sm text-gold-300">{offer}g</span>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onSell(item.id)} aria-label={`${MERCHANT_TEXT.sell} ${item.name} for ${offer} gold`}>
              {MERCHANT_TEXT.sell}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
