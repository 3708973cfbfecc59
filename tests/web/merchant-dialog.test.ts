// The merchant dialog's rules: why a Buy button is disabled, and the shop button's label.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buyBlocker, MERCHANT_TEXT, MerchantTrade } from '#web/src/routes/crawler/tactical/merchant-dialog.tsx';

describe('merchant dialog', () => {
  it('says why a slot cannot be bought: sold out first, then the gold short', () => {
    expect(buyBlocker({ price: 30, quantity: 0 }, 100)).toBe(MERCHANT_TEXT.soldOut);
    expect(buyBlocker({ price: 30, quantity: 2 }, 18)).toBe('Needs 12 more gold');
    expect(buyBlocker({ price: 30, quantity: 1 }, 30)).toBeNull();
  });

  it('offers to trade with the merchant by name, closed until pressed', () => {
    const html = renderToString(h(QueryClientProvider, { client: new QueryClient() }, h(MerchantTrade, { crawlerId: '7', crawlerNumber: 7, roomId: 3, merchantName: 'Haggler Fennimore' })));
    expect(html).toContain('Trade with Haggler Fennimore');
    expect(html).not.toContain('Restocks at');
  });
});
