// Equipment, saved loadouts and the hotbar: the spec's placeholders made real (ARCHITECTURE.md).
// Every change is validated here (slot fits category, item belongs to this crawler, crawler alive)
// and written in one transaction.
import { ErrorCode } from '#contract/errors.ts';
import { SPONSORSHIP_RULES } from '#contract/crawler.ts';
import type { Hotbar, LoadoutView } from '#contract/loadout.ts';
import { combatStats, equipmentPowerRating, type EquippedItems } from '#game/crawler-stats.ts';
import { HOTBAR } from '#game/constants.ts';
import { itemByKey } from '#game/item-catalogue.ts';
import { EQUIPMENT_SLOTS, SPONSORSHIP_KIND, slotForCategory, type EquipmentSlot } from '#game/vocabulary.ts';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { CrawlerRepository, CrawlerRow, Tx } from '../repositories/crawler-repository.ts';
import type { ItemRepository, ItemRow } from '../repositories/item-repository.ts';
import type { LoadoutRepository } from '../repositories/loadout-repository.ts';
import { toCrawler, toItem } from './crawler-view.ts';

export const DEFAULT_HOTBAR: Hotbar = {
  slots: [
    { id: 'slot-1', actionId: 'basic_attack', hotkey: '1' },
    { id: 'slot-2', actionId: 'defend', hotkey: '2' },
    { id: 'slot-3', actionId: 'special', hotkey: '3' },
  ],
  visibleCount: HOTBAR.defaultVisible,
};

interface Deps {
  db: Db;
  crawlers: CrawlerRepository;
  items: ItemRepository;
  loadouts: LoadoutRepository;
  clock: () => Date;
}


export function createLoadoutService(deps: Deps) {
  const { db, crawlers, items, loadouts, clock } = deps;

  async function owned(userId: string, crawlerId: number, tx: Tx = db): Promise<CrawlerRow> {
    const row = await crawlers.findOwned(crawlerId, userId, tx);
    if (!row) throw notFound('Crawler');
    return row;
  }

  function requireAlive(row: CrawlerRow): void {
    if (!row.isAlive) throw new HttpError(409, ErrorCode.crawlerDead, `${row.name} is dead. The dead keep nothing but their reputation.`);
  }

  function requireFullControl(row: CrawlerRow): void {
    if (row.sponsorship === SPONSORSHIP_KIND.secondary) throw new HttpError(403, ErrorCode.secondaryLimited, SPONSORSHIP_RULES.secondaryLimits);
  }

  function equippedMap(rows: ItemRow[]): EquippedItems {
    const map: EquippedItems = {};
    for (const r of rows) {
      const t = itemByKey(r.templateKey);
      if (t && r.equippedSlot) map[r.equippedSlot as EquipmentSlot] = t;
    }
    return map;
  }

  async function view(row: CrawlerRow, tx: Tx = db): Promise<LoadoutView> {
    const [all, saved, bar] = [await items.listByCrawler(row.id, tx), await loadouts.list(row.id, tx), await loadouts.hotbar(row.id, tx)];
    const equippedRows = all.filter((r) => r.equippedSlot);
    const stats = combatStats({ attributes: row, equipped: equippedMap(equippedRows) });
    const equipped = Object.fromEntries(EQUIPMENT_SLOTS.map((slot) => [slot, null])) as LoadoutView['equipped'];
    for (const r of equippedRows) equipped[r.equippedSlot as EquipmentSlot] = toItem(r);
    return {
      crawler: toCrawler(row, clock()),
      equipped,
      inventory: all.map(toItem).filter((i) => i !== null),
      combatStats: { totalAttack: stats.totalAttack, totalDefense: stats.totalDefense, speed: stats.speed, accuracy: stats.accuracy },
      powerRating: equipmentPowerRating(equippedMap(equippedRows)),
      loadouts: saved.map((l) => ({ id: l.id, name: l.name, items: l.items, createdAt: l.createdAt.toISOString() })),
      hotbar: bar ? (({ slots: bar.slots, visibleCount: bar.visibleCount }) as Hotbar) : DEFAULT_HOTBAR,
    };
  }

  /** Runs a change to the crawler's equipment in a transaction holding the crawler's row lock. */
  async function change(userId: string, crawlerId: number, fn: (row: CrawlerRow, tx: Tx) => Promise<void>): Promise<LoadoutView> {
    return db.transaction(async (tx) => {
      const row = await crawlers.lockOwned(crawlerId, userId, tx);
      if (!row) throw notFound('Crawler');
      requireAlive(row);
      await fn(row, tx);
      return view(row, tx);
    });
  }

  async function equipInTx(row: CrawlerRow, itemId: number, tx: Tx): Promise<void> {
    const owned = await items.findOwnedBy(itemId, row.id, tx);
    if (!owned) throw notFound('Item');
    const template = itemByKey(owned.templateKey);
    const slot = template ? slotForCategory(template.category) : null;
    if (!template || !slot) throw new HttpError(400, ErrorCode.slotMismatch, `${template?.name ?? 'That item'} cannot be equipped in any slot.`);
    if (owned.equippedSlot === slot) return;
    await items.clearSlot(row.id, slot, tx);
    await items.setSlot(owned.id, slot, tx);
  }

  return {
    async get(userId: string, crawlerId: number): Promise<LoadoutView> {
      return view(await owned(userId, crawlerId));
    },
    equip: (userId: string, crawlerId: number, itemId: number) => change(userId, crawlerId, (row, tx) => equipInTx(row, itemId, tx)),
    unequip: (userId: string, crawlerId: number, slot: EquipmentSlot) => change(userId, crawlerId, (row, tx) => items.clearSlot(row.id, slot, tx)),

    async saveHotbar(userId: string, crawlerId: number, bar: Hotbar): Promise<Hotbar> {
      const row = await owned(userId, crawlerId);
      requireAlive(row);
      await loadouts.saveHotbar(row.id, bar.slots, bar.visibleCount, clock());
      return bar;
    },

    saveLoadout: (userId: string, crawlerId: number, name: string) =>
      change(userId, crawlerId, async (row, tx) => {
        requireFullControl(row);
        const equipped = await items.equipped(row.id, tx);
        const map = Object.fromEntries(EQUIPMENT_SLOTS.map((slot) => [slot, equipped.find((i) => i.equippedSlot === slot)?.id ?? null]));
        await loadouts.upsert(row.id, name, map, tx);
      }),

    /** Equips what the loadout names; items the crawler no longer owns leave their slot empty. */
    applyLoadout: (userId: string, crawlerId: number, loadoutId: number) =>
      change(userId, crawlerId, async (row, tx) => {
        requireFullControl(row);
        const saved = await loadouts.find(row.id, loadoutId, tx);
        if (!saved) throw notFound('Loadout');
        for (const slot of EQUIPMENT_SLOTS) {
          const itemId = saved.items[slot] ?? null;
          const stillOwned = itemId === null ? null : await items.findOwnedBy(itemId, row.id, tx);
          if (stillOwned) await equipInTx(row, stillOwned.id, tx);
          else await items.clearSlot(row.id, slot, tx);
        }
      }),

    deleteLoadout: (userId: string, crawlerId: number, loadoutId: number) =>
      change(userId, crawlerId, async (row, tx) => {
        requireFullControl(row);
        if (!(await loadouts.remove(row.id, loadoutId, tx))) throw notFound('Loadout');
      }),
  };
}
export type LoadoutService = ReturnType<typeof createLoadoutService>;
