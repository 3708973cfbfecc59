// The gift rules: the price list names real catalogue items, and mayGift refuses with the reason a
// sponsor can act on first.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrivalAt, corporationName, GIFT_KEYS, GIFT_LIMITS, giftItem, giftPrice, mayGift, type GiftSituation } from '#game/gifts.ts';

const base: GiftSituation = { alive: true, floor: 1, balance: 1000, inFlight: 0, lastDeliveredAtMs: null, sentOnFloor: 0, nowMs: 1_000_000 };

describe('gift rules', () => {
  it('prices catalogue items: a healing potion, energy and gear by tier', () => {
    for (const key of GIFT_KEYS) expect(giftPrice(key)).toBeGreaterThan(0);
    const categories = new Set(GIFT_KEYS.map((k) => giftItem(k).category));
    expect([...categories].sort()).toEqual(['armor', 'consumable', 'weapon']);
    expect(GIFT_KEYS.some((k) => giftItem(k).restores?.health)).toBe(true);
    expect(GIFT_KEYS.some((k) => giftItem(k).restores?.energy)).toBe(true);
  });

  it('refuses in order: dead, in flight, cooldown, floor cap, floor too shallow, credits', () => {
    expect(mayGift('healing_tonic', base)).toEqual({ ok: true });
    expect(mayGift('healing_tonic', { ...base, alive: false, inFlight: 1 })).toMatchObject({ reason: 'crawler_dead' });
    expect(mayGift('healing_tonic', { ...base, inFlight: 1, sentOnFloor: 9 })).toMatchObject({ reason: 'gift_in_flight' });
    const justDelivered = { ...base, lastDeliveredAtMs: base.nowMs - GIFT_LIMITS.cooldownMs + 1 };
    expect(mayGift('healing_tonic', justDelivered)).toMatchObject({ reason: 'gift_cooldown', retryAtMs: base.nowMs + 1 });
    expect(mayGift('healing_tonic', { ...base, lastDeliveredAtMs: base.nowMs - GIFT_LIMITS.cooldownMs })).toEqual({ ok: true });
    expect(mayGift('healing_tonic', { ...base, sentOnFloor: GIFT_LIMITS.perFloor })).toMatchObject({ reason: 'gift_floor_cap' });
    expect(mayGift('serrated_machete', base)).toMatchObject({ reason: 'gift_locked' });
    expect(mayGift('serrated_machete', { ...base, floor: 3 })).toEqual({ ok: true });
    expect(mayGift('healing_tonic', { ...base, balance: giftPrice('healing_tonic') - 1 })).toMatchObject({ reason: 'insufficient_credits' });
    expect(mayGift('healing_tonic', { ...base, balance: giftPrice('healing_tonic') })).toEqual({ ok: true });
  });

  it('never allows a gift the balance cannot pay, to a dead crawler, or past a limit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GIFT_KEYS),
        fc.record({ alive: fc.boolean(), floor: fc.integer({ min: 1, max: 12 }), balance: fc.integer({ min: 0, max: 2000 }), inFlight: fc.integer({ min: 0, max: 2 }), sentOnFloor: fc.integer({ min: 0, max: 5 }), since: fc.option(fc.integer({ min: 0, max: 200_000 })) }),
        (key, r) => {
          const d = mayGift(key, { ...r, lastDeliveredAtMs: r.since === null ? null : base.nowMs - r.since, nowMs: base.nowMs });
          if (!d.ok) return;
          expect(r.alive).toBe(true);
          expect(r.balance).toBeGreaterThanOrEqual(giftPrice(key));
          expect(r.inFlight).toBeLessThan(GIFT_LIMITS.inFlightPerCrawler);
          expect(r.sentOnFloor).toBeLessThan(GIFT_LIMITS.perFloor);
          expect(r.floor).toBeGreaterThanOrEqual(giftItem(key).minFloor);
          if (r.since !== null) expect(r.since).toBeGreaterThanOrEqual(GIFT_LIMITS.cooldownMs);
        },
      ),
    );
  });

  it('arrives after the delay, at once in a safe room; names the sender', () => {
    expect(arrivalAt(1000, false)).toBe(1000 + GIFT_LIMITS.deliveryDelayMs);
    expect(arrivalAt(1000, true)).toBe(1000);
    expect(corporationName({ firstName: 'Ada', lastName: 'Lovelace', name: 'ada' })).toBe('Ada Lovelace');
    expect(corporationName({ firstName: null, lastName: null, name: 'patron' })).toBe('patron');
  });
});
