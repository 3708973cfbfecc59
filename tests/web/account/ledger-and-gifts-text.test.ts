// The ledger card's and the gift dialog's texts and countdown arithmetic.
import { describe, expect, it } from 'vitest';
import { ledgerBalance, signedAmount } from '#web/src/routes/account/ledger-rows.ts';
import { clockOffset, GIFT_TEXT, secondsUntil } from '#web/src/routes/crawler/gift-text.ts';

describe('ledger rows', () => {
  it('signs amounts and formats balances', () => {
    expect(signedAmount(1000)).toBe('+1,000');
    expect(signedAmount(-150)).toBe('−150');
    expect(ledgerBalance({ balanceAfter: 12345 })).toBe('12,345');
  });
});

describe('gift dialog', () => {
  it("counts down on the server's clock, never below zero", () => {
    const offset = clockOffset({ serverNow: '2026-11-27T12:00:10.000Z' }, Date.parse('2026-11-27T12:00:00.000Z'));
    expect(offset).toBe(10_000);
    const device = Date.parse('2026-11-27T12:00:00.000Z');
    expect(secondsUntil('2026-11-27T12:00:30.000Z', offset, device)).toBe(20);
    expect(secondsUntil('2026-11-27T12:00:30.000Z', offset, device + 19_500)).toBe(1);
    expect(secondsUntil('2026-11-27T12:00:30.000Z', offset, device + 60_000)).toBe(0);
  });

  it('says what is on its way and what arrived', () => {
    expect(GIFT_TEXT.inFlight('Healing Tonic', 12)).toBe('Healing Tonic arrives in 12 s');
    expect(GIFT_TEXT.inFlight('Healing Tonic', 0)).toBe('Healing Tonic is arriving...');
    expect(GIFT_TEXT.balance(1950)).toBe('Balance: 1,950 credits');
    expect(GIFT_TEXT.arrived('Healing Tonic', 'Mira')).toBe("Healing Tonic landed at Mira's feet.");
  });
});
