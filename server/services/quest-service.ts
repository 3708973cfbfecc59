// Quests: a quest giver's offer, accepting it, and turning it in. The server decides every step
// from its own records: where the crawler stands (its row), what it did (its log after acceptance)
// and what it holds (its items). Accepting and turning in are each one transaction under the
// crawler's row lock, so two turn-ins of one quest pay once (the second finds it no longer active).
import { ErrorCode } from '#contract/errors.ts';
import type { CompleteQuestResponse, QuestsResponse } from '#contract/quests.ts';
import type { NewLogEntry } from '#game/event-log.ts';
import { FAME_REASON } from '#game/fame.ts';
import { questProgress, type Quest } from '#game/quests.ts';
import { energyOnNewMaximum } from '#game/recovery.ts';
import { awardExperience } from '#game/room-sim.ts';
import { createRng, hashString } from '#game/rng.ts';
import { ATTRIBUTES, isCrawlerClass } from '#game/vocabulary.ts';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { CrawlerRepository, CrawlerRow, Tx } from '../repositories/crawler-repository.ts';
import type { EventLogRepository } from '../repositories/event-log-repository.ts';
import type { FameWrites } from '../repositories/fame-writes.ts';
import type { ItemRepository } from '../repositories/item-repository.ts';
import type { QuestRepository, QuestRow } from '../repositories/quest-repository.ts';
import type { SeasonRepository } from '../repositories/season-repository.ts';
import type { EventRecorder } from './event-recorder.ts';
import type { RoomRow } from '../repositories/dungeon-repository.ts';
import type { DungeonCache } from './dungeon-cache.ts';
import type { NavigationService } from './navigation-service.ts';
import { createQuestCatalogue, toActiveQuest, toCompletedQuest, toQuestView } from './quest-view.ts';


interface Deps {
  db: Db;
  crawlers: CrawlerRepository;
  quests: QuestRepository;
  items: ItemRepository;
  log: EventLogRepository;
  seasons: Pick<SeasonRepository, 'findById'>;
  navigation: Pick<NavigationService, 'locate'>;
  recorder: EventRecorder;
  clock: () => Date;
  /** The crawler's health in its live room, when it is in one (its leveled_up entry says it). */
  liveHealth?: (crawlerId: number) => number | undefined;
  /** The one fame path (server/repositories/fame-writes.ts): total, gained_fame entry and the sponsor's credits. */
  fame: Pick<FameWrites, 'awardFame'>;
}

/** The log entries a quest's progress reads. */
const PROGRESS_KINDS = ['killed', 'entered_room'] as const;

const QUEST_GIVER = 'quest_giver';

export function createQuestService(deps: Deps) {
  const { db, crawlers, quests, items, log, clock } = deps;
  const catalogue = createQuestCatalogue();
  const seeds = new Map<number, number>();

  async function seedOf(seasonId: number): Promise<number> {
    let seed = seeds.get(seasonId);
    if (seed === undefined) {
      const season = await deps.seasons.findById(seasonId);
      if (!season) throw new HttpError(409, ErrorCode.noDungeon, "This crawler's season has no dungeon.");
      seed = season.seed;
      seeds.set(seasonId, seed);
    }
    return seed;
  }

  function requireAlive(row: CrawlerRow): void {
    if (!row.isAlive) throw new HttpError(409, ErrorCode.crawlerDead, `${row.name} is dead and cannot take quests.`);
  }

  async function progressOf(q: Quest, active: QuestRow, crawlerId: number, tx: Tx) {
    const since = await log.after(crawlerId, active.acceptedAtSeq, PROGRESS_KINDS, tx);
    const held = (await items.listByCrawler(crawlerId, tx)).map((i) => i.templateKey);
    return questProgress(q, since, held);
  }

  async function view(row: CrawlerRow, roomHasGiver: boolean, floor: number, tx: Tx = db): Promise<QuestsResponse> {
    const seed = await seedOf(row.seasonId);
    const active = await quests.active(row.id, tx);
    const done = await quests.completed(row.id, tx);
    let activeView = null;
    if (active) {
      const q = catalogue.quest(seed, active.floor, active.questIndex);
      activeView = toActiveQuest(q, active, await progressOf(q, active, row.id, tx));
    }
    const offer = roomHasGiver && row.isAlive && !active ? toQuestView(catalogue.quest(seed, floor, await quests.nextIndex(row.id, floor, tx))) : null;
    return {
      offer,
      questGiverHere: roomHasGiver,
      active: activeView,
      completed: done.map((r) => toCompletedQuest(catalogue.quest(seed, r.floor, r.questIndex), r)),
    };
  }

  /**
   * Runs `work` in one transaction holding the crawler's row lock, with the room it stands in. locate
   * (first, outside: it may write) places a crawler that has no room yet and finds its dungeon.
   */
  async function underLock<T>(userId: string, crawlerId: number, work: (at: { row: CrawlerRow; room: RoomRow | undefined; hasGiver: boolean }, tx: Tx) => Promise<T>): Promise<T> {
    const { cache, row } = await deps.navigation.locate(userId, crawlerId);
    // Read before the transaction: on PGlite a read outside an open transaction waits for its end.
    await seedOf(row.seasonId);
    return db.transaction(async (tx) => work(await lockedIn(cache, userId, crawlerId, tx), tx));
  }

  async function lockedIn(cache: DungeonCache, userId: string, crawlerId: number, tx: Tx) {
    const row = await crawlers.lockOwned(crawlerId, userId, tx);
    if (!row) throw notFound('Crawler');
    requireAlive(row);
    const room = row.currentRoomId === null ? undefined : cache.room(row.currentRoomId);
    const hasGiver = room !== undefined && room.npcs.some((n) => n.role === QUEST_GIVER);
    return { row, room, hasGiver };
  }

  return {
    async list(userId: string, crawlerId: number): Promise<QuestsResponse> {
      // locate: another sponsor's crawler is not found; one with no room yet is placed at its entrance.
      const { row, room } = await deps.navigation.locate(userId, crawlerId);
      return view(row, room.npcs.some((n) => n.role === QUEST_GIVER), room.floor);
    },

    async accept(userId: string, crawlerId: number, body: { floor: number; index: number }): Promise<QuestsResponse> {
      return underLock(userId, crawlerId, async ({ row, room, hasGiver }, tx) => {
        if (!room || !hasGiver || room.floor !== body.floor) throw new HttpError(409, ErrorCode.noQuestGiver, `${row.name} is not standing with a quest giver of Floor ${body.floor}.`);
        if (await quests.active(row.id, tx)) throw new HttpError(409, ErrorCode.questActive, `${row.name} already has a quest. Turn it in first.`);
        const next = await quests.nextIndex(row.id, room.floor, tx);
        if (body.index !== next) throw new HttpError(409, ErrorCode.questNotOffered, `That quest is not on offer. The quest giver offers quest ${next + 1} of Floor ${room.floor}.`);
        const q = catalogue.quest(await seedOf(row.seasonId), room.floor, next);
        const now = clock();
        await deps.recorder.record(tx, [{ crawlerId: row.id, at: now.getTime(), roomId: room.id, kind: 'quest_accepted', data: { floor: q.floor, index: q.index, title: q.title } }]);
        // Progress counts what happens after this entry.
        const acceptedAtSeq = await log.lastSeq(row.id, tx);
        await quests.accept({ crawlerId: row.id, floor: q.floor, questIndex: q.index, acceptedAtSeq, acceptedAt: now }, tx);
        return view(row, true, room.floor, tx);
      });
    },

    async complete(userId: string, crawlerId: number): Promise<CompleteQuestResponse> {
      return underLock(userId, crawlerId, async ({ row, room, hasGiver }, tx) => {
        const active = await quests.active(row.id, tx);
        if (!active) throw new HttpError(409, ErrorCode.noActiveQuest, `${row.name} has no quest to turn in.`);
        const q = catalogue.quest(await seedOf(row.seasonId), active.floor, active.questIndex);
        const progress = await progressOf(q, active, row.id, tx);
        if (!progress.met) throw new HttpError(409, ErrorCode.questNotMet, `Not done yet: ${progress.current}/${progress.required}.`);
        const now = clock();
        const done = await quests.complete(active.id, now, tx);
        if (!done) throw new HttpError(409, ErrorCode.noActiveQuest, `${row.name} has no quest to turn in.`);
        let itemId: number | undefined;
        if (q.goal.kind === 'bring') {
          const key = q.goal.templateKey;
          const held = (await items.listByCrawler(row.id, tx)).filter((i) => i.templateKey === key);
          // A spare first: the equipped one only when it is the only one.
          const given = held.find((i) => i.equippedSlot === null) ?? held[0];
          if (!given || !(await items.remove(given.id, row.id, tx))) throw new HttpError(409, ErrorCode.questNotMet, `${row.name} no longer holds ${q.goal.itemName}.`);
          itemId = given.id;
        }
        const { gold, xp, fame } = q.reward;
        const cls = isCrawlerClass(row.classification) ? row.classification : 'combat_veteran';
        const attributes = Object.fromEntries(ATTRIBUTES.map((a) => [a, row[a]])) as Record<(typeof ATTRIBUTES)[number], number>;
        // The same award (and rng) as a kill's: progression.ts levels, one fork per level's gains.
        const award = awardExperience({ level: row.level, experience: row.experience, attributes, classification: cls }, xp, createRng(hashString(`xp:${row.id}:${row.level}`)));
        const levelled = award.levelsGained > 0;
        const totalGold = row.gold + gold;
        let energy = {};
        if (levelled) {
          const r = energyOnNewMaximum({ energy: row.energy, maxEnergy: row.maxEnergy, energyRegen: row.energyRegen, lastEnergyRegenMs: row.lastEnergyRegen?.getTime() ?? null }, award.vitals.maxEnergy, now.getTime());
          energy = { maxHealth: award.vitals.maxHealth, maxEnergy: award.vitals.maxEnergy, maxPower: award.vitals.maxPower, energy: r.energy, lastEnergyRegen: new Date(r.lastEnergyRegenMs) };
        }
        await crawlers.update(row.id, { gold: totalGold, experience: award.experience, level: award.level, ...award.attributes, ...energy }, tx);
        const roomId = room?.id ?? row.currentRoomId;
        const at = now.getTime();
        const entries: NewLogEntry[] = [
          { crawlerId: row.id, at, roomId, kind: 'quest_completed', data: { floor: q.floor, index: q.index, title: q.title, gold, xp, fame, totalGold, experience: award.experience, level: award.level, ...(itemId === undefined ? {} : { itemId }) } },
        ];
        if (levelled) entries.push({ crawlerId: row.id, at, roomId, kind: 'leveled_up', data: { level: award.level, maxHealth: award.vitals.maxHealth, health: deps.liveHealth?.(row.id) ?? row.health } });
        await deps.recorder.record(tx, entries);
        // After the quest's own entry: the log reads "completed a quest", then "gained N fame: completed …".
        await deps.fame.awardFame(tx, { crawlerId: row.id, amount: fame, reason: FAME_REASON.quest, detail: `completed the quest ${q.title}`, at, roomId });
        const after = { ...row, gold: totalGold, experience: award.experience, level: award.level };
        return {
          completed: toCompletedQuest(q, done),
          totalGold,
          experience: award.experience,
          level: award.level,
          levelsGained: award.levelsGained,
          quests: await view(after, hasGiver, room?.floor ?? row.currentFloor, tx),
        };
      });
    },
  };
}
export type QuestService = ReturnType<typeof createQuestService>;
