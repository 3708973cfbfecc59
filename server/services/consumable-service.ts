// Using a consumable from the inventory (game/consumables.ts decides what it restores). One
// transaction: the crawler's row locked, the item deleted while the crawler still holds it, the
// vitals raised, the log's 'used_item' entry appended. A crawler live in a room has its health in
// the simulation too: the LiveVitals port (the room hub, injected by app.ts) is read for the health
// the use starts from and told of the gain once committed.
import { ErrorCode } from '#contract/errors.ts';
import type { UseItemResponse } from '#contract/loadout.ts';
import { useConsumable, usedItemText } from '#game/consumables.ts';
import type { NewLogEntry } from '#game/event-log.ts';
import { itemByKey } from '#game/item-catalogue.ts';
import type { Db } from '../db/database.ts';
import { onTransactionEnd } from '../db/transactions.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { CrawlerRepository, CrawlerRow } from '../repositories/crawler-repository.ts';
import type { ItemRepository } from '../repositories/item-repository.ts';
import { settledChanges, toCrawler } from './crawler-view.ts';
import type { EventRecorder } from './event-recorder.ts';

/** The live room's view of a crawler's health (server/realtime's room hub implements it). */
export interface LiveVitals {
  /** The simulated crawler, when it is live in a room of this process. */
  vitalsOf(crawlerId: number): { health: number; isAlive: boolean } | undefined;
  /** Raises the simulated crawler's health by `by` (capped at its maximum; `itemName` did it); its room's next tick writes it. */
  restoreHealth(crawlerId: number, by: number, itemName: string): void;
}

interface Deps {
  db: Db;
  crawlers: CrawlerRepository;
  items: ItemRepository;
  recorder?: EventRecorder;
  clock: () => Date;
  live?: LiveVitals;
}

const dead = (row: CrawlerRow) => new HttpError(409, ErrorCode.crawlerDead, `${row.name} is dead. The dead keep nothing but their reputation.`);

export function createConsumableService(deps: Deps) {
  const { db, crawlers, items, clock } = deps;

  return {
    async use(userId: string, crawlerId: number, itemId: number): Promise<UseItemResponse> {
      /** Tells the simulation once committed, when the transaction cannot say when that is itself. */
      let tellAfter: (() => void) | null = null;
      const done = await db.transaction(async (tx) => {
        const locked = await crawlers.lockOwned(crawlerId, userId, tx);
        if (!locked) throw notFound('Crawler');
        if (!locked.isAlive) throw dead(locked);
        // Killed in its room a moment ago, its death not yet written: as dead as the row will say.
        const live = deps.live?.vitalsOf(crawlerId);
        if (live && !live.isAlive) throw dead(locked);
        const held = await items.findOwnedBy(itemId, crawlerId, tx);
        if (!held) throw notFound('Item');
        const template = itemByKey(held.templateKey);
        const now = clock();
        // Energy and a rest brought up to now first, so the gain lands on today's numbers.
        const settling = settledChanges(locked, now);
        const row: CrawlerRow = settling ? { ...locked, ...settling } : locked;
        const base = live ? Math.min(live.health, row.maxHealth) : row.health;
        const outcome = useConsumable(template, { health: base, maxHealth: row.maxHealth, energy: row.energy, maxEnergy: row.maxEnergy, power: row.power, maxPower: row.maxPower });
        if (!outcome.ok) {
          const name = template?.name ?? 'That item';
          if (outcome.reason === 'not_consumable') throw new HttpError(400, ErrorCode.notConsumable, `${name} cannot be used.`);
          throw new HttpError(409, ErrorCode.nothingToRestore, `${row.name} would gain nothing from ${name}.`);
        }
        if (!(await items.spend(held.id, crawlerId, tx))) throw notFound('Item');
        const { vitals, gained } = outcome;
        // Resting: the rest's health runs from its starting health, which the drink raises too.
        const resting = row.status === 'resting' && row.restStartedAt !== null;
        const restStartHealth = resting ? Math.min(row.maxHealth, (row.restStartHealth ?? row.health) + gained.health) : row.restStartHealth;
        const stored = await crawlers.update(crawlerId, { ...(settling ?? {}), health: vitals.health, energy: vitals.energy, power: vitals.power, restStartHealth }, tx);
        const at = now.getTime();
        const entries: NewLogEntry[] = [];
        if (settling?.health !== undefined && settling.health !== locked.health) entries.push({ crawlerId, at, roomId: row.currentRoomId, kind: 'recovered', data: { health: settling.health } });
        const name = template!.name;
        entries.push({ crawlerId, at, roomId: row.currentRoomId, kind: 'used_item', data: { itemId: held.id, templateKey: held.templateKey, name, ...gained, healthAfter: vitals.health } });
        await deps.recorder?.record(tx, entries);
        if (live && gained.health > 0) {
          const tell = () => deps.live?.restoreHealth(crawlerId, gained.health, template!.name);
          // Told the moment the transaction commits, before another request can read the simulation.
          if (!onTransactionEnd(tx, (committed) => committed && tell())) tellAfter = tell;
        }
        return { stored, name, gained, message: `${row.name} ${usedItemText(name, gained)}` };
      });
      (tellAfter as (() => void) | null)?.();
      return { crawler: toCrawler(done.stored, clock()), used: { itemId, name: done.name, restored: done.gained }, message: done.message };
    },
  };
}
export type ConsumableService = ReturnType<typeof createConsumableService>;
