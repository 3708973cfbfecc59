import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Hotbar } from '#contract/loadout.ts';
import { LoadoutView } from '#contract/loadout.ts';
import type { Candidate } from '#contract/crawler.ts';
import { itemByKey } from '#game/item-catalogue.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

// A candidate whose starting kit includes a weapon, so equipping it changes Total Attack.
const withWeapon = (cs: Candidate[]) => cs.find((c) => c.startingEquipment.some((e) => itemByKey(e.key)?.category === 'weapon'))!;

describe('loadout: equipment, saved loadouts, hotbar', () => {
  let t: TestApp;
  let token: string;
  let id: number;
  beforeEach(async () => {
    t = await createTestApp();
    token = await devLogin(t.app, 'loadout@crawl.test');
    id = (await sponsorCrawler(t.app, token, { pick: withWeapon })).crawler.id;
  });
  afterEach(() => t.close());

  const view = async () => LoadoutView.parse((await call(t.app, 'GET', `/api/crawlers/${id}/loadout`, { token })).body);

  it('equipping a weapon raises Total Attack by its bonuses; unequipping restores it', async () => {
    const before = await view();
    expect(before.powerRating).toBe(0);
    expect(before.combatStats.totalAttack).toBe(before.crawler.might);
    expect(before.combatStats.accuracy).toBe(before.crawler.wisdom + before.crawler.intellect);
    const weapon = before.inventory.find((i) => i.category === 'weapon')!;
    const res = await call(t.app, 'POST', `/api/crawlers/${id}/equip`, { token, body: { itemId: weapon.id } });
    expect(res.status).toBe(200);
    const after = LoadoutView.parse(res.body);
    expect(after.equipped.weapon?.id).toBe(weapon.id);
    expect(after.combatStats.totalAttack).toBe(before.crawler.might + weapon.mightBonus + (weapon.weapon?.damageBonus ?? 0));
    expect(after.combatStats.totalAttack).toBeGreaterThan(before.combatStats.totalAttack);
    expect(after.powerRating).toBeGreaterThan(0);
    expect((await view()).combatStats).toEqual(after.combatStats);

    const off = LoadoutView.parse((await call(t.app, 'POST', `/api/crawlers/${id}/unequip`, { token, body: { slot: 'weapon' } })).body);
    expect(off.equipped.weapon).toBeNull();
    expect(off.combatStats.totalAttack).toBe(before.combatStats.totalAttack);
  });

  it('refuses items of another crawler, unknown items and bad slots, changing nothing', async () => {
    const other = await devLogin(t.app, 'rival@crawl.test');
    const theirs = await sponsorCrawler(t.app, other, { pick: withWeapon });
    const theirItem = LoadoutView.parse((await call(t.app, 'GET', `/api/crawlers/${theirs.crawler.id}/loadout`, { token: other })).body).inventory[0]!;
    const stolen = await call(t.app, 'POST', `/api/crawlers/${id}/equip`, { token, body: { itemId: theirItem.id } });
    expect(stolen.status).toBe(404);
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/equip`, { token, body: { itemId: 999999 } })).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/equip`, { token, body: { itemId: 'x' } })).status).toBe(400);
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/unequip`, { token, body: { slot: 'helmet' } })).status).toBe(400);
    const v = await view();
    expect(Object.values(v.equipped).every((i) => i === null)).toBe(true);
  });

  it('saves, applies and deletes named loadouts', async () => {
    const weapon = (await view()).inventory.find((i) => i.category === 'weapon')!;
    await call(t.app, 'POST', `/api/crawlers/${id}/equip`, { token, body: { itemId: weapon.id } });
    const saved = LoadoutView.parse((await call(t.app, 'POST', `/api/crawlers/${id}/loadouts`, { token, body: { name: 'Brawler' } })).body);
    expect(saved.loadouts).toHaveLength(1);
    await call(t.app, 'POST', `/api/crawlers/${id}/unequip`, { token, body: { slot: 'weapon' } });
    const applied = LoadoutView.parse((await call(t.app, 'POST', `/api/crawlers/${id}/loadouts/${saved.loadouts[0]!.id}/apply`, { token })).body);
    expect(applied.equipped.weapon?.id).toBe(weapon.id);
    const deleted = LoadoutView.parse((await call(t.app, 'DELETE', `/api/crawlers/${id}/loadouts/${saved.loadouts[0]!.id}`, { token })).body);
    expect(deleted.loadouts).toEqual([]);
    expect((await call(t.app, 'DELETE', `/api/crawlers/${id}/loadouts/${saved.loadouts[0]!.id}`, { token })).status).toBe(404);
  });

  it('limits a secondary crawler: no named loadouts', async () => {
    const second = await sponsorCrawler(t.app, token, { sponsorship: 'secondary' });
    const res = await call(t.app, 'POST', `/api/crawlers/${second.crawler.id}/loadouts`, { token, body: { name: 'Nope' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('secondary_limited');
  });

  it('starts with the default hotbar and keeps a saved one', async () => {
    expect((await view()).hotbar).toEqual({
      slots: [
        { id: 'slot-1', actionId: 'basic_attack', hotkey: '1' },
        { id: 'slot-2', actionId: 'defend', hotkey: '2' },
        { id: 'slot-3', actionId: 'special', hotkey: '3' },
      ],
      visibleCount: 3,
    });
    const bar: Hotbar = { slots: [{ id: 'a', actionId: 'special', hotkey: '1' }, { id: 'b', actionId: 'basic_attack', hotkey: '2' }], visibleCount: 1 };
    expect((await call(t.app, 'PUT', `/api/crawlers/${id}/hotbar`, { token, body: bar })).status).toBe(200);
    expect((await view()).hotbar).toEqual(bar);
  });

  it.each([
    { label: 'no slots', bar: { slots: [], visibleCount: 1 } },
    { label: 'eleven slots', bar: { slots: Array.from({ length: 11 }, (_, i) => ({ id: `s${i}`, actionId: 'basic_attack', hotkey: String(i % 10) })), visibleCount: 3 } },
    { label: 'a duplicate hotkey', bar: { slots: [{ id: 'a', actionId: 'defend', hotkey: '1' }, { id: 'b', actionId: 'defend', hotkey: '1' }], visibleCount: 2 } },
    { label: 'an unknown action', bar: { slots: [{ id: 'a', actionId: 'nuke', hotkey: '1' }], visibleCount: 1 } },
    { label: 'an empty action', bar: { slots: [{ id: 'a', actionId: '', hotkey: '1' }], visibleCount: 1 } },
    { label: 'visible over ten', bar: { slots: [{ id: 'a', actionId: 'defend', hotkey: '1' }], visibleCount: 11 } },
  ])('refuses a hotbar with $label', async ({ bar }) => {
    const res = await call(t.app, 'PUT', `/api/crawlers/${id}/hotbar`, { token, body: bar });
    expect(res.status).toBe(400);
    expect((await view()).hotbar.slots).toHaveLength(3);
  });
});
