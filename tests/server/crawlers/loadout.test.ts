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

  it('a new crawler wears its starting weapon and armour: no punching Unarmed', async () => {
    const v = await view();
    const kit = v.inventory.map((i) => i.category);
    expect(kit).toContain('weapon');
    expect(v.equipped.weapon).not.toBeNull();
    expect(v.equipped.weapon?.category).toBe('weapon');
    if (kit.includes('armor')) expect(v.equipped.armor?.category).toBe('armor');
    const mightFromKit = Object.values(v.equipped).reduce((sum, i) => sum + (i?.mightBonus ?? 0), 0);
    expect(v.combatStats.totalAttack).toBe(v.crawler.might + mightFromKit + (v.equipped.weapon?.weapon?.damageBonus ?? 0));
    expect(v.powerRating).toBeGreaterThan(0);
  });

  it('unequipping the weapon lowers Total Attack by its bonuses; equipping it again restores it', async () => {
    const before = await view();
    const weapon = before.equipped.weapon!;
    const off = LoadoutView.parse((await call(t.app, 'POST', `/api/crawlers/${id}/unequip`, { token, body: { slot: 'weapon' } })).body);
    expect(off.equipped.weapon).toBeNull();
    expect(off.combatStats.totalAttack).toBe(before.combatStats.totalAttack - weapon.mightBonus - (weapon.weapon?.damageBonus ?? 0));
    const res = await call(t.app, 'POST', `/api/crawlers/${id}/equip`, { token, body: { itemId: weapon.id } });
    expect(res.status).toBe(200);
    const after = LoadoutView.parse(res.body);
    expect(after.equipped.weapon?.id).toBe(weapon.id);
    expect(after.combatStats).toEqual(before.combatStats);
    expect((await view()).combatStats).toEqual(after.combatStats);
  });

  it('refuses items of another crawler, unknown items and bad slots, changing nothing', async () => {
    const before = await view();
    const other = await devLogin(t.app, 'rival@crawl.test');
    const theirs = await sponsorCrawler(t.app, other, { pick: withWeapon });
    const theirItem = LoadoutView.parse((await call(t.app, 'GET', `/api/crawlers/${theirs.crawler.id}/loadout`, { token: other })).body).inventory[0]!;
    const stolen = await call(t.app, 'POST', `/api/crawlers/${id}/equip`, { token, body: { itemId: theirItem.id } });
    expect(stolen.status).toBe(404);
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/equip`, { token, body: { itemId: 999999 } })).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/equip`, { token, body: { itemId: 'x' } })).status).toBe(400);
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/unequip`, { token, body: { slot: 'helmet' } })).status).toBe(400);
    expect((await view()).equipped).toEqual(before.equipped);
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
