// Pick-ups and chests. The server checks ownership, life, room and distance from the
// crawler's authoritative position. Grabs for one item that arrive within ROLL_OFF_WINDOW_MS of each
// other are settled by a roll-off (d100 + luck): exactly one crawler gets the item, in a transaction,
// and every other contender is told who won.
import { ErrorCode } from '#contract/errors.ts';
import type { ContainerResponse, GroundItem, PickupResponse } from '#contract/loot.ts';
import { ROLL_OFF_WINDOW_MS } from '#contract/loot.ts';
import type { LootEvent } from '#contract/room-events.ts';
import { PICKUP } from '#game/constants.ts';
import { feetBetween } from '#game/pickup.ts';
import { itemByKey } from '#game/item-catalogue.ts';
import { rollContainerContents } from '#game/items.ts';
import { createRng, hashString } from '#game/rng.ts';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { CrawlerRepository, CrawlerRow } from '../repositories/crawler-repository.ts';
import type { GroundItemRow } from '../repositories/dungeon-repository.ts';
import type { LootRepository } from '../repositories/loot-repository.ts';
import type { NavigationService } from './navigation-service.ts';
import { toItem } from './crawler-view.ts';
import type { EventRecorder } from './event-recorder.ts';

interface Deps {
  db: Db;
  loot: LootRepository;
  crawlers: CrawlerRepository;
  navigation: NavigationService;
  /** The crawler's live position when its room is simulated; the stored one otherwise. */
  livePosition: (crawlerId: number) => { x: number; y: number } | undefined;
  clock: () => Date;
  /** Writes the crawlers' log entries: the pick-up and each lost roll-off, with the claim. */
  recorder?: EventRecorder;
  /** Called when loot changes (picked up, roll-off lost, chest opened), so live rooms can tell their players. */
  onLootEvent?: (roomId: number, event: LootEvent) => void;
}

interface Waiter {
  resolve: (r: PickupResponse) => void;
  reject: (e: unknown) => void;
}

interface Contender extends Waiter {
  row: CrawlerRow;
  /** The same crawler's further grabs in this roll-off: they learn the outcome and never get a second item. */
  duplicates: Waiter[];
  /** Standing orders grabbed it: its 'picked_up' entry says so. */
  by?: 'orders';
}

/** Distance in feet between two room-percent points of a room: the rule in game/pickup.ts, shared with the page. */
export { feetBetween };

export function toGroundItem(g: GroundItemRow): GroundItem {
  const t = itemByKey(g.templateKey);
  return {
    id: g.id,
    positionX: g.x,
    positionY: g.y,
    equipment: {
      name: t?.name ?? 'Unknown item',
      rarity: t?.rarity ?? 'common',
      mightBonus: t?.mightBonus ?? 0,
      agilityBonus: t?.agilityBonus ?? 0,
      enduranceBonus: t?.enduranceBonus ?? 0,
      defenseValue: t?.defenseValue ?? 0,
      equipmentType: { category: t?.category ?? 'unknown' },
    },
  };
}

const RECENT_WINNER_MS = 10_000;

export function createLootService(deps: Deps) {
  const { db, loot, crawlers, navigation, clock } = deps;
  const contests = new Map<number, Contender[]>();
  const recentWinners = new Map<number, { name: string; crawlerId: number; at: number }>();

  /** What a grab that did not get the item is told: who has it (the grabber itself, for a repeated grab). */
  const lostTo = (winner: { name: string; crawlerId: number }, crawlerId: number): PickupResponse =>
    winner.crawlerId === crawlerId
      ? { success: false, message: `Already picked up by ${winner.name}`, winner: winner.name }
      : { success: false, message: `Lost roll-off to ${winner.name}`, winner: winner.name };

  function rememberWinner(itemId: number, winner: { name: string; crawlerId: number }, at: number): void {
    // Oldest first: forget winners nobody can still be racing against, so the map does not grow forever.
    for (const [id, w] of recentWinners) {
      if (at - w.at < RECENT_WINNER_MS) break;
      recentWinners.delete(id);
    }
    recentWinners.delete(itemId);
    recentWinners.set(itemId, { ...winner, at });
  }

  async function positioned(userId: string, crawlerId: number) {
    const at = await navigation.locate(userId, crawlerId);
    if (!at.row.isAlive) throw new HttpError(409, ErrorCode.crawlerDead, `${at.row.name} is dead and cannot act.`);
    const pos = deps.livePosition(crawlerId) ?? { x: at.row.positionX, y: at.row.positionY };
    return { ...at, pos };
  }

  async function settle(itemId: number): Promise<void> {
    const contenders = contests.get(itemId) ?? [];
    contests.delete(itemId);
    if (!contenders.length) return;
    const now = clock();
    const rng = createRng(hashString(`rolloff:${itemId}:${now.getTime()}`));
    const rolls = contenders.map((c) => ({ c, roll: rng.int(1, 100) + c.row.luck }));
    rolls.sort((a, b) => b.roll - a.roll || a.c.row.id - b.c.row.id);
    const winner = rolls[0]!.c;
    try {
      const won = await db.transaction(async (tx) => {
        const owned = await loot.claim(itemId, winner.row.id, tx);
        if (!owned) return null;
        const t = itemByKey(owned.templateKey);
        const at = now.getTime();
        const itemName = t?.name ?? 'an item';
        await deps.recorder?.record(tx, [
          { crawlerId: winner.row.id, at, roomId: winner.row.currentRoomId, kind: 'picked_up', data: { itemId: owned.id, groundItemId: itemId, templateKey: owned.templateKey, name: itemName, rarity: t?.rarity ?? 'common', category: t?.category ?? 'item', ...(winner.by ? { by: winner.by } : {}) } },
          ...rolls.slice(1).map(({ c }) => ({ crawlerId: c.row.id, at, roomId: c.row.currentRoomId, kind: 'lost_roll_off' as const, data: { groundItemId: itemId, itemName, winner: winner.row.name } })),
        ]);
        return owned;
      });
      if (!won) {
        const prior = recentWinners.get(itemId);
        for (const c of contenders) {
          for (const w of [c, ...c.duplicates]) {
            if (prior) w.resolve(lostTo(prior, c.row.id));
            else w.reject(new HttpError(404, ErrorCode.itemGone, 'Item no longer exists'));
          }
        }
        return;
      }
      const named = { name: winner.row.name, crawlerId: winner.row.id };
      rememberWinner(itemId, named, now.getTime());
      const equipment = toItem(won)!;
      winner.resolve({ success: true, message: `You picked up ${equipment.name}`, equipment });
      for (const d of winner.duplicates) d.resolve(lostTo(named, winner.row.id));
      const roomId = winner.row.currentRoomId;
      if (roomId !== null) deps.onLootEvent?.(roomId, { type: 'item_picked_up', itemId, crawlerId: winner.row.id, crawlerName: winner.row.name, itemName: equipment.name });
      for (const { c } of rolls.slice(1)) {
        for (const w of [c, ...c.duplicates]) w.resolve(lostTo(named, c.row.id));
        if (roomId !== null) deps.onLootEvent?.(roomId, { type: 'roll_off_lost', itemId, crawlerId: c.row.id, winner: winner.row.name, itemName: equipment.name });
      }
    } catch (err) {
      for (const c of contenders) for (const w of [c, ...c.duplicates]) w.reject(err);
    }
  }

  return {
    async groundItems(userId: string, roomId: number): Promise<GroundItem[]> {
      // Only a sponsor with a crawler standing in the room sees what lies on its floor.
      const mine = await crawlers.listByUser(userId);
      if (!mine.some((c) => c.isAlive && c.currentRoomId === roomId)) throw notFound('Room');
      return (await loot.groundItemsIn(roomId)).map(toGroundItem);
    },

    async pickup(userId: string, itemId: number, crawlerId: number, radiusFeet: number = PICKUP.groundItemRadiusFeet, acted: { by?: 'orders' } = {}): Promise<PickupResponse> {
      const { row, room, pos } = await positioned(userId, crawlerId);
      const ground = await loot.groundItem(itemId);
      if (!ground) {
        const prior = recentWinners.get(itemId);
        if (prior && clock().getTime() - prior.at < RECENT_WINNER_MS) return lostTo(prior, row.id);
        throw new HttpError(404, ErrorCode.itemGone, 'Item no longer exists');
      }
      if (ground.roomId !== room.id) throw new HttpError(409, ErrorCode.wrongRoom, `${row.name} is not in the room where that item lies.`);
      const distance = feetBetween(pos, ground, room);
      if (distance > radiusFeet) throw new HttpError(400, ErrorCode.tooFar, `Item is ${Math.round(distance)} ft away; pick-up reach is ${radiusFeet} ft.`);
      return new Promise<PickupResponse>((resolve, reject) => {
        const list = contests.get(itemId);
        if (list) {
          const mine = list.find((c) => c.row.id === row.id);
          if (mine) mine.duplicates.push({ resolve, reject });
          else list.push({ row, resolve, reject, duplicates: [], ...acted });
          return;
        }
        contests.set(itemId, [{ row, resolve, reject, duplicates: [], ...acted }]);
        setTimeout(() => void settle(itemId), ROLL_OFF_WINDOW_MS);
      });
    },

    async openContainer(userId: string, containerId: number, crawlerId: number, roomId: number): Promise<ContainerResponse> {
      const { row, room, pos } = await positioned(userId, crawlerId);
      if (room.id !== roomId) throw new HttpError(409, ErrorCode.wrongRoom, `${row.name} is not in room ${roomId}.`);
      const chest = await loot.container(containerId);
      if (!chest || chest.roomId !== room.id) throw notFound('Container');
      const distance = feetBetween(pos, chest, room);
      if (distance > PICKUP.lootEntityRadiusFeet) throw new HttpError(400, ErrorCode.tooFar, `Chest is ${Math.round(distance)} ft away; reach is ${PICKUP.lootEntityRadiusFeet} ft.`);
      const now = clock();
      const name = itemByKey(chest.templateKey)?.name ?? 'Chest';
      const spawned = await db.transaction(async (tx) => {
        if (!(await loot.open(chest.id, row.id, now, tx))) throw new HttpError(409, ErrorCode.alreadyOpened, `${name} has already been opened.`);
        const rng = createRng(hashString(`chest:${chest.id}`));
        const contents = rollContainerContents(rng, room.floor);
        // Spill the contents in a small ring around the chest, inside the walkable room.
        const drops = contents.map((t, i) => {
          const angle = (i / contents.length) * Math.PI * 2;
          const clamp = (v: number) => Math.min(95, Math.max(5, v));
          return { templateKey: t.key, x: clamp(chest.x + Math.cos(angle) * 6), y: clamp(chest.y + Math.sin(angle) * 6) };
        });
        return loot.drop(room.id, drops, tx);
      });
      const spawnedItems = spawned.map(toGroundItem);
      deps.onLootEvent?.(room.id, { type: 'container_opened', containerId: chest.id, crawlerId: row.id, name, items: spawnedItems.length });
      for (const g of spawnedItems) deps.onLootEvent?.(room.id, { type: 'item_dropped', itemId: g.id, x: g.positionX, y: g.positionY, itemName: g.equipment.name });
      return { success: true, containerName: name, spawnedItems };
    },
  };
}
export type LootService = ReturnType<typeof createLootService>;
