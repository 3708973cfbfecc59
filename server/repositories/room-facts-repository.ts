// The live rooms' durable facts (server/realtime/room-persistence.ts decides what a tick wrote; this
// writes it): health of hit crawlers and mobs, deaths, kills, rewards and respawns. Every write here
// runs in the tick's one transaction (`inTransaction`), so a tick is written whole or not at all, and
// its events are broadcast only once that transaction has committed.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { CRAWLER_STATUS, type Attribute } from '#game/vocabulary.ts';
import type { Db } from '../db/database.ts';
import { crawler, mob } from '../db/schema.ts';
import { batchRunner, commitWith, settled, type BuildBatch } from '../db/batch.ts';
import { retryOnConflict } from '../db/transactions.ts';
import type { CrawlerRow } from './crawler-repository.ts';

/** A tick's transaction: what the read caches' notes, the lease fence and the log recorder are given. */
export type TickTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a crawler died, as its row said: its log's 'died' entry and the room caches need it. */
export interface DeathRow {
  userId: string;
  name: string;
  floor: number;
  roomId: number | null;
}

/** A reward's new columns: experience and level, the attributes, and on a level-up the vitals and energy clock. */
export type RewardColumns = Partial<Pick<CrawlerRow, 'experience' | 'level' | 'maxHealth' | 'maxEnergy' | 'maxPower' | 'energy' | 'lastEnergyRegen' | Attribute>>;

/** Health of every hit crawler: one statement with one JSON parameter (not 2-3 bind parameters per row). */
function crawlerHealth(rows: readonly { id: number; health: number }[]): SQL {
  const json = JSON.stringify(rows);
  return sql`update ${crawler} set health = v.health from json_to_recordset(${json}::json) as v(id integer, health integer) where ${crawler.id} = v.id`;
}

/** Health and life of every hit mob, in one statement; a mob that died gets its time of death. */
function mobHealth(rows: readonly { id: number; health: number; alive: boolean }[], now: Date): SQL {
  const json = JSON.stringify(rows);
  return sql`update ${mob} set health = v.health, is_alive = v.alive, died_at = case when v.alive then null else ${now.toISOString()}::timestamptz end
            from json_to_recordset(${json}::json) as v(id integer, health integer, alive boolean) where ${mob.id} = v.id`;
}

export function createRoomFactsRepository(db: Db) {
  const batch = batchRunner(db);
  return {
    /** `work` in one transaction; a deadlock's victim is rolled back whole and runs again from the start. */
    inTransaction<T>(work: (tx: TickTx) => Promise<T>): Promise<T> {
      return retryOnConflict(() => db.transaction(work));
    },

    /**
     * The statements `build` returns, in one transaction run whole (db/batch.ts: one crossing of
     * PGlite's worker thread); null on PostgreSQL, where a tick keeps its interactive transaction.
     */
    batch: batch && ((build: BuildBatch) => retryOnConflict(() => batch(build))),

    crawlerHealth,
    mobHealth,

    /** Runs statements in `tx`, sent one after another without waiting in between; the first failure is thrown. */
    run: (tx: TickTx, statements: readonly SQL[]): Promise<void> => settled(statements.map((statement) => tx.execute(statement))),

    /**
     * The transaction's last statements: on PGlite's worker thread sent with its COMMIT, after which
     * the callback must return without using `tx` (db/batch.ts commitWith); elsewhere as `run`.
     */
    commitWith: (tx: TickTx, statements: readonly SQL[]): Promise<void> => commitWith(tx, statements),

    async writeCrawlerHealth(tx: TickTx, rows: readonly { id: number; health: number }[]): Promise<void> {
      await tx.execute(crawlerHealth(rows));
    },

    async writeMobHealth(tx: TickTx, rows: readonly { id: number; health: number; alive: boolean }[], now: Date): Promise<void> {
      await tx.execute(mobHealth(rows, now));
    },

    /**
     * A crawler's permanent death, where it fell (a position not yet flushed is never written after the
     * death, so it goes with the death itself). A crawler retired by the season's end since the tick was
     * stepped stays retired: undefined.
     */
    async markDead(tx: TickTx, crawlerId: number, now: Date, at?: { x: number; y: number }): Promise<DeathRow | undefined> {
      const [row] = await tx
        .update(crawler)
        .set({ health: 0, status: CRAWLER_STATUS.dead, isAlive: false, diedAt: now, lastAction: 'died', ...(at ? { positionX: at.x, positionY: at.y } : {}) })
        .where(and(eq(crawler.id, crawlerId), eq(crawler.isAlive, true)))
        .returning({ userId: crawler.userId, name: crawler.name, floor: crawler.currentFloor, roomId: crawler.currentRoomId });
      return row;
    },

    /** One more kill (of a crawler: a mob's kill is counted with its reward): the statement, for the tick's last round. */
    addKill(crawlerId: number): SQL {
      return db.update(crawler).set({ kills: sql`${crawler.kills} + 1` }).where(eq(crawler.id, crawlerId)).getSQL();
    },

    /** The crawler's row, locked for the rest of the transaction (a reward reads then writes it). */
    async lockCrawler(tx: TickTx, crawlerId: number): Promise<CrawlerRow | undefined> {
      const [row] = await tx.select().from(crawler).where(eq(crawler.id, crawlerId)).for('update');
      return row;
    },

    /** A slain mob's reward: the new columns, `gold` added and one more kill (the statement). */
    reward(crawlerId: number, gold: number, columns: RewardColumns): SQL {
      return db
        .update(crawler)
        .set({ ...columns, gold: sql`${crawler.gold} + ${gold}`, kills: sql`${crawler.kills} + 1` })
        .where(eq(crawler.id, crawlerId))
        .getSQL();
    },

    /** A mob back to life (the statement). */
    respawnMob(mobId: number, health: number): SQL {
      return db.update(mob).set({ health, isAlive: true, diedAt: null }).where(eq(mob.id, mobId)).getSQL();
    },
  };
}

export type RoomFactsRepository = ReturnType<typeof createRoomFactsRepository>;
