// Durable facts of a tick, written in one transaction before the tick's events are broadcast:
// health, deaths (permanent), kills, experience, gold and levels, mob deaths and respawns.
import { eq, sql } from 'drizzle-orm';
import { ATTRIBUTES, ACTIVITY_TYPE, CRAWLER_STATUS, isCrawlerClass } from '#game/vocabulary.ts';
import { awardExperience, parseEntityId, type RoomEvent, type RoomState } from '#game/room-sim.ts';
import { createRng, hashString } from '#game/rng.ts';
import type { Db } from '../db/database.ts';
import { activity, crawler, mob } from '../db/schema.ts';

export interface TickOutcome {
  /** Crawlers that died this tick (their sessions leave the room). */
  deaths: number[];
  /** Level-ups, for the events sent to clients. */
  levelUps: { crawlerId: number; level: number }[];
}

const isDurable = (e: RoomEvent) => e.type === 'attacked' || e.type === 'died' || e.type === 'reward' || e.type === 'respawned';

export function createRoomPersistence(db: Db, clock: () => Date) {
  return {
    async persist(state: RoomState, events: readonly RoomEvent[]): Promise<TickOutcome> {
      const outcome: TickOutcome = { deaths: [], levelUps: [] };
      if (!events.some(isDurable)) return outcome;
      const now = clock();
      const hurtCrawlers = new Set<number>();
      const hurtMobs = new Set<number>();
      for (const e of events) {
        if (e.type !== 'attacked' || !e.hit) continue;
        const target = parseEntityId(e.targetId);
        if (target?.kind === 'crawler') hurtCrawlers.add(target.id);
        if (target?.kind === 'mob') hurtMobs.add(target.id);
      }
      await db.transaction(async (tx) => {
        for (const id of hurtCrawlers) {
          const p = state.players.find((pl) => pl.crawlerId === id);
          if (p) await tx.update(crawler).set({ health: Math.max(0, p.health) }).where(eq(crawler.id, id));
        }
        for (const id of hurtMobs) {
          const m = state.mobs.find((mb) => mb.id === id);
          if (m) await tx.update(mob).set({ health: Math.max(0, m.health), isAlive: m.isAlive, diedAt: m.isAlive ? null : now }).where(eq(mob.id, id));
        }
        for (const e of events) {
          if (e.type === 'died' && e.victimType === 'player') {
            const victim = parseEntityId(e.id);
            if (!victim) continue;
            const [row] = await tx
              .update(crawler)
              .set({ health: 0, status: CRAWLER_STATUS.dead, isAlive: false, diedAt: now, lastAction: 'died' })
              .where(eq(crawler.id, victim.id))
              .returning({ userId: crawler.userId, name: crawler.name, floor: crawler.currentFloor });
            if (!row) continue;
            const killer = killerName(state, e.killedBy);
            await tx.insert(activity).values({
              userId: row.userId,
              crawlerId: victim.id,
              type: ACTIVITY_TYPE.combat_defeat,
              message: `${row.name} was slain by ${killer}`,
              summary: `Died on Floor ${row.floor}. Death is permanent: the corporation is bankrupt.`,
              createdAt: now,
            });
            outcome.deaths.push(victim.id);
          }
          if (e.type === 'reward') {
            const [row] = await tx.select().from(crawler).where(eq(crawler.id, e.crawlerId)).for('update');
            if (!row || !row.isAlive) continue;
            const cls = isCrawlerClass(row.classification) ? row.classification : 'combat_veteran';
            const attributes = Object.fromEntries(ATTRIBUTES.map((a) => [a, row[a]])) as Record<(typeof ATTRIBUTES)[number], number>;
            const award = awardExperience({ level: row.level, experience: row.experience, attributes, classification: cls }, e.xp, createRng(hashString(`xp:${row.id}:${row.level}`)));
            const levelled = award.levelsGained > 0;
            await tx
              .update(crawler)
              .set({
                experience: award.experience,
                level: award.level,
                gold: sql`${crawler.gold} + ${e.gold}`,
                ...award.attributes,
                ...(levelled ? { maxHealth: award.vitals.maxHealth, maxEnergy: award.vitals.maxEnergy, maxPower: award.vitals.maxPower } : {}),
              })
              .where(eq(crawler.id, row.id));
            const slain = state.mobs.find((m) => m.id === e.mobId);
            await tx.insert(activity).values({
              userId: row.userId,
              crawlerId: row.id,
              type: ACTIVITY_TYPE.combat_victory,
              message: `${row.name} defeated ${slain?.name ?? 'a foe'}`,
              summary: `+${e.xp} XP, +${e.gold} gold${levelled ? ` • reached level ${award.level}` : ''}`,
              createdAt: now,
            });
            if (levelled) outcome.levelUps.push({ crawlerId: row.id, level: award.level });
          }
          if (e.type === 'respawned') {
            const m = parseEntityId(e.id);
            if (m) await tx.update(mob).set({ health: e.health, isAlive: true, diedAt: null }).where(eq(mob.id, m.id));
          }
        }
      });
      return outcome;
    },
  };
}

function killerName(state: RoomState, id: string): string {
  const ref = parseEntityId(id);
  if (ref?.kind === 'mob') return state.mobs.find((m) => m.id === ref.id)?.name ?? 'a monster';
  if (ref?.kind === 'crawler') return state.players.find((p) => p.crawlerId === ref.id)?.name ?? 'another crawler';
  return 'the dungeon';
}
export type RoomPersistence = ReturnType<typeof createRoomPersistence>;
