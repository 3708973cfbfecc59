// Durable facts of a tick, written before the tick's events are broadcast: health, deaths
// (permanent), kills, experience, gold and levels, mob deaths and respawns. One transaction per tick
// for every awake room together (health as one statement per table), not one per room: thousands of
// crawlers in hundreds of fighting rooms would otherwise mean hundreds of transactions a second.
import type { SQL } from 'drizzle-orm';
import { ATTRIBUTES, isCrawlerClass } from '#game/vocabulary.ts';
import { awardExperience, parseEntityId, type RoomEvent, type RoomState } from '#game/room-sim.ts';
import { energyOnNewMaximum } from '#game/recovery.ts';
import { createRng, hashString } from '#game/rng.ts';
import type { NewLogEntry } from '#game/event-log.ts';
import { fameForKill, fameText } from '#game/fame.ts';
import type { FameAwardInput, FameWrites } from '../repositories/fame-writes.ts';
import type { CrawlerRow } from '../repositories/crawler-repository.ts';
import type { DeathRow, RewardColumns, RoomFactsRepository, TickTx as Tx } from '../repositories/room-facts-repository.ts';
import type { EventRecorder } from '../services/event-recorder.ts';

export interface TickOutcome {
  /** Crawlers that died this tick (their sessions leave the room). */
  deaths: number[];
  /** Level-ups, for the events sent to clients. */
  levelUps: { crawlerId: number; level: number }[];
  /** Whether the room's tick had durable facts (it went into the tick's transaction). */
  wrote: boolean;
  /** Fame its kills earned, for the events sent to clients (written with the tick). */
  fame: FameGain[];
}

/** Fame gained, as the room is told of it. */
export interface FameGain {
  crawlerId: number;
  amount: number;
  total: number;
  text: string;
}

/** One room's tick, as stepped. */
export interface RoomTick {
  state: RoomState;
  events: readonly RoomEvent[];
  /** Crawlers whose intents this tick their standing orders gave: their attacks are logged `by: 'orders'`. */
  byOrders?: ReadonlySet<number>;
  /** Crawlers whose health changed between steps (a consumable used): their simulated health is written. */
  healthChanged?: readonly number[];
}

/**
 * Whether a room's tick has anything to write: a hit (health), health changed between steps, a death, a reward or a respawn, or an
 * attack a crawler made or took (hit or not: the crawlers' logs record every roll).
 */
export const hasDurableFacts = (t: RoomTick): boolean =>
  (t.healthChanged?.length ?? 0) > 0 ||
  t.events.some(
    (e) =>
      (e.type === 'attacked' && (e.hit || e.attackerId.startsWith('crawler-') || e.targetId.startsWith('crawler-'))) ||
      e.type === 'died' ||
      e.type === 'reward' ||
      e.type === 'respawned',
  );

/**
 * What the tick wrote, for the read caches to forget (docs/decisions/0008-read-caches.md): crawler rows
 * (the crawler repository's noteWrites; `rooms`: rooms whose living occupants changed) and the mobs of
 * rooms (the dungeon repository's noteMobWrites).
 */
export interface TickWrites {
  crawlers(ids: readonly number[], tx: Tx, ranking: boolean, rooms?: readonly number[]): void;
  mobs(roomIds: readonly number[], tx: Tx): void;
}

/**
 * In a cluster: checks, inside a tick's transaction, that this process still holds the
 * leases of the rooms it writes, and throws LeaseLostError when it does not (nothing is written).
 */
export type TickFence = (tx: Tx, roomIds: readonly number[]) => Promise<void>;

/** A tick's write found that another process owns (or may own) one of its rooms by now. */
export class LeaseLostError extends Error {
  constructor(readonly roomIds: readonly number[]) {
    super(`lease lost for rooms ${roomIds.join(', ')}: tick not written`);
  }
}

/** `facts` writes (server/repositories/room-facts-repository.ts); this decides what a tick wrote. */
export function createRoomPersistence(
  facts: RoomFactsRepository,
  clock: () => Date,
  wrote: TickWrites = { crawlers: () => {}, mobs: () => {} },
  recorder?: EventRecorder,
  fence?: TickFence,
  fame?: Pick<FameWrites, 'awardFame'>,
) {
  /**
   * Health of every hit crawler and mob of the tick: one statement per table, not one per row. Sent,
   * not awaited: the caller awaits them with the statements sent after them (`sent`).
   */
  function writeHealth(tx: Tx, ticks: readonly RoomTick[], now: Date, sent: Promise<unknown>[]): void {
    const { crawlers, mobs } = healthOf(ticks);
    if (crawlers.size) {
      sent.push(facts.writeCrawlerHealth(tx, [...crawlers].map(([id, health]) => ({ id, health }))));
      wrote.crawlers([...crawlers.keys()], tx, false);
    }
    if (mobs.size) {
      wrote.mobs(ticks.map((t) => t.state.roomId), tx);
      sent.push(facts.writeMobHealth(tx, [...mobs].map(([id, v]) => ({ id, health: v.health, alive: v.alive })), now));
    }
  }

  /**
   * The common tick (health and log entries only: no death, reward or respawn, no lease to check) as
   * one batch: on PGlite's worker thread its transaction crosses the thread once (db/batch.ts).
   */
  function commonTick(tx: object, ticks: readonly RoomTick[], now: Date): SQL[] {
    // The batch's token stands for its transaction for the caches' notes, as a transaction would.
    const t = tx as Tx;
    const statements: SQL[] = [];
    const { crawlers, mobs } = healthOf(ticks);
    if (crawlers.size) {
      statements.push(facts.crawlerHealth([...crawlers].map(([id, health]) => ({ id, health }))));
      wrote.crawlers([...crawlers.keys()], t, false);
    }
    if (mobs.size) {
      wrote.mobs(ticks.map((k) => k.state.roomId), t);
      statements.push(facts.mobHealth([...mobs].map(([id, v]) => ({ id, health: v.health, alive: v.alive })), now));
    }
    const log: NewLogEntry[] = [];
    for (const { state, events, byOrders } of ticks) for (const e of events) if (e.type === 'attacked') logAttack(state, e, now.getTime(), log, byOrders);
    if (recorder) statements.push(...recorder.statements(tx, log));
    return statements;
  }

  /**
   * The rows the rare events of one room's tick read, sent in event order and not awaited (`rows`
   * collects them): each death's row as its UPDATE leaves it, and the row of each crawler rewarded,
   * locked the first time it is (later rewards of the same crawler read writeFacts' copy of it).
   */
  function readRows(tx: Tx, { state, events }: RoomTick, now: Date, rows: RareRows): void {
    for (const e of events) {
      if (e.type === 'died' && e.victimType === 'player') {
        const victim = parseEntityId(e.id);
        if (!victim) continue;
        const p = state.players.find((pl) => pl.crawlerId === victim.id);
        // Where it fell, as its log's 'died' entry says. A crawler retired since this tick was stepped: no row.
        rows.deaths.set(e, facts.markDead(tx, victim.id, now, p ? { x: p.x, y: p.y } : undefined));
      }
      if (e.type === 'reward' && !rows.locked.has(e.crawlerId)) rows.locked.set(e.crawlerId, facts.lockCrawler(tx, e.crawlerId));
    }
  }

  /**
   * Deaths, rewards and respawns of one room's tick (rare: row by row), from the rows readRows read
   * (`read`); their writes go to `writes` (statements, sent in the transaction's last round), their
   * log entries to `log`.
   */
  function writeFacts(
    tx: Tx,
    { state, events, byOrders }: RoomTick,
    now: Date,
    outcome: TickOutcome,
    log: NewLogEntry[],
    awards: { outcome: TickOutcome; award: FameAwardInput }[],
    read: ReadRows,
    writes: SQL[],
  ): void {
    for (const e of events) {
      if (e.type === 'attacked') logAttack(state, e, now.getTime(), log, byOrders);
      if (e.type === 'died' && e.victimType === 'player') {
        const victim = parseEntityId(e.id);
        if (!victim || !read.deaths.has(e)) continue;
        const p = state.players.find((pl) => pl.crawlerId === victim.id);
        const row = read.deaths.get(e);
        wrote.crawlers([victim.id], tx, true, row?.roomId == null ? [] : [row.roomId]);
        if (!row) continue;
        // A crawler locked before its death: its copy reads dead from now on, as its row does.
        const locked = read.locked.get(victim.id);
        if (locked) read.locked.set(victim.id, { ...locked, health: 0, isAlive: false });
        const killer = entityName(state, e.killedBy);
        outcome.deaths.push(victim.id);
        log.push({ crawlerId: victim.id, at: now.getTime(), roomId: state.roomId, kind: 'died', data: { killerId: e.killedBy, killerName: killer, floor: row.floor, x: p?.x ?? 50, y: p?.y ?? 50 } });
      }
      if (e.type === 'died') {
        const killer = parseEntityId(e.killedBy);
        if (killer?.kind === 'crawler') {
          const victim = parseEntityId(e.id);
          const mobVictim = victim?.kind === 'mob' ? state.mobs.find((m) => m.id === victim.id) : undefined;
          log.push({
            crawlerId: killer.id,
            at: now.getTime(),
            roomId: state.roomId,
            kind: 'killed',
            data: { victimId: e.id, victimName: entityName(state, e.id), victimType: e.victimType, creatureType: mobVictim?.creatureType ?? null },
          });
          // A boss, or a kill made on the brink: fame, written after the tick's log (below).
          const slayer = state.players.find((p) => p.crawlerId === killer.id);
          const earned = fameForKill({ victimName: entityName(state, e.id), victimIsBoss: mobVictim?.isBoss ?? false, killerHealth: slayer?.health ?? 0, killerMaxHealth: slayer?.maxHealth ?? 0 });
          for (const award of earned) awards.push({ outcome, award: { ...award, crawlerId: killer.id, at: now.getTime(), roomId: state.roomId } });
          // A mob's kill is counted with its reward (below); a crawler's here.
          if (e.victimType === 'player') {
            writes.push(facts.addKill(killer.id));
            wrote.crawlers([killer.id], tx, true);
          }
        }
      }
      if (e.type === 'reward') {
        const row = read.locked.get(e.crawlerId);
        if (!row || !row.isAlive) continue;
        const cls = isCrawlerClass(row.classification) ? row.classification : 'combat_veteran';
        const attributes = Object.fromEntries(ATTRIBUTES.map((a) => [a, row[a]])) as Record<(typeof ATTRIBUTES)[number], number>;
        const slain = state.mobs.find((m) => m.id === e.mobId);
        const award = awardExperience({ level: row.level, experience: row.experience, attributes, classification: cls }, e.xp, createRng(hashString(`xp:${row.id}:${row.level}`)));
        const levelled = award.levelsGained > 0;
        const columns: RewardColumns = {
          experience: award.experience,
          level: award.level,
          ...award.attributes,
          ...(levelled ? { maxHealth: award.vitals.maxHealth, maxEnergy: award.vitals.maxEnergy, maxPower: award.vitals.maxPower, ...newEnergyMaximum(row, award.vitals.maxEnergy, now) } : {}),
        };
        writes.push(facts.reward(row.id, e.gold, columns));
        // The row as this reward leaves it: what a later reward of the same crawler reads.
        read.locked.set(row.id, { ...row, ...columns, gold: row.gold + e.gold, kills: row.kills + 1 });
        wrote.crawlers([row.id], tx, true);

        if (levelled) outcome.levelUps.push({ crawlerId: row.id, level: award.level });
        const at = now.getTime();
        log.push({ crawlerId: row.id, at, roomId: state.roomId, kind: 'rewarded', data: { mobName: slain?.name ?? 'a foe', xp: e.xp, gold: e.gold, experience: award.experience, level: award.level, levelsGained: award.levelsGained, totalGold: row.gold + e.gold } });
        if (levelled) {
          const health = state.players.find((p) => p.crawlerId === row.id)?.health ?? row.health;
          log.push({ crawlerId: row.id, at, roomId: state.roomId, kind: 'leveled_up', data: { level: award.level, maxHealth: award.vitals.maxHealth, health } });
        }
      }
      if (e.type === 'respawned') {
        const m = parseEntityId(e.id);
        if (m) writes.push(facts.respawnMob(m.id, e.health));
        wrote.mobs([state.roomId], tx);
      }
    }
  }

  /**
   * The durable facts of one tick of every awake room, in one transaction (the hub calls it once per
   * tick, not once per room): all of it, or none of it. Outcomes in the order of `ticks`.
   */
  async function persistTick(ticks: readonly RoomTick[]): Promise<TickOutcome[]> {
    const outcomes = ticks.map((t): TickOutcome => ({ deaths: [], levelUps: [], wrote: hasDurableFacts(t), fame: [] }));
    const writing = ticks.filter(hasDurableFacts);
    if (!writing.length) return outcomes;
    const now = clock();
    if (facts.batch && !fence && !writing.some((t) => t.events.some(isRare))) {
      await facts.batch((tx) => commonTick(tx, writing, now));
      return outcomes;
    }
    // A deadlock's victim is rolled back whole: it runs again from the start, outcomes and all.
    // Statements go in two rounds, each sent together and awaited once (on PGlite's worker thread a
    // round is one crossing, not one per statement): first the health and the rows the rare events
    // read (deaths, rewarded crawlers locked), then, computed from them, the writes and the log.
    await facts.inTransaction(async (tx) => {
      for (const o of outcomes) {
        o.deaths = [];
        o.levelUps = [];
        o.fame = [];
      }
      // First, under a key-share lock on the lease rows: no one takes them over until this commits.
      await fence?.(tx, writing.map((t) => t.state.roomId));
      const first: Promise<unknown>[] = [];
      writeHealth(tx, writing, now, first);
      const rows: RareRows = { deaths: new Map(), locked: new Map() };
      for (const t of writing) readRows(tx, t, now, rows);
      await settled([...first, ...rows.deaths.values(), ...rows.locked.values()]);
      const read: ReadRows = { deaths: await resolvedAll(rows.deaths), locked: await resolvedAll(rows.locked) };

      const writes: SQL[] = [];
      const log: NewLogEntry[] = [];
      const awards: { outcome: TickOutcome; award: FameAwardInput }[] = [];
      for (let i = 0; i < ticks.length; i++) if (hasDurableFacts(ticks[i]!)) writeFacts(tx, ticks[i]!, now, outcomes[i]!, log, awards, read, writes);
      // On PGlite the log's two statements go in this round too (the samples are taken now, as a
      // batch takes them: nothing else runs on its one connection meanwhile), and with no fame to
      // award the round is the transaction's last, sent with its COMMIT (db/batch.ts commitWith). On
      // PostgreSQL the append takes the samples once its head rows are locked.
      if (facts.batch) {
        const last = [...writes, ...(recorder ? recorder.statements(tx, log) : [])];
        if (!awards.length) return facts.commitWith(tx, last);
        await facts.run(tx, last);
      } else await settled([facts.run(tx, writes), ...(recorder ? [recorder.record(tx, log)] : [])]);
      // After the kills' own entries: the log reads "killed the boss", then "gained 25 fame".
      for (const { outcome, award } of awards) {
        const r = fame ? await fame.awardFame(tx, award) : { awarded: false, total: 0 };
        if (r.awarded) outcome.fame.push({ crawlerId: award.crawlerId, amount: award.amount, total: r.total, text: fameText(award) });
      }
    });
    return outcomes;
  }

  return {
    persistTick,
    /** One room's tick alone. */
    async persist(state: RoomState, events: readonly RoomEvent[]): Promise<TickOutcome> {
      return (await persistTick([{ state, events }]))[0]!;
    },
  };
}

/** The rows of a rare tick's first round, as sent (readRows). */
interface RareRows {
  deaths: Map<RoomEvent, Promise<DeathRow | undefined>>;
  locked: Map<number, Promise<CrawlerRow | undefined>>;
}

/** The same rows, read; a rewarded crawler's as the tick's rewards so far leave it. */
interface ReadRows {
  deaths: Map<RoomEvent, DeathRow | undefined>;
  locked: Map<number, CrawlerRow | undefined>;
}

/**
 * Waits for every promise, then throws the first failure in the order they were made (its code
 * kept, for the deadlock retry): no statement is still running when the transaction's callback throws.
 */
async function settled(sent: readonly Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(sent);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** A map of settled promises, as their values. */
async function resolvedAll<K, V>(sent: Map<K, Promise<V>>): Promise<Map<K, V>> {
  const out = new Map<K, V>();
  for (const [key, value] of sent) out.set(key, await value);
  return out;
}

/** Events whose writes read rows first (a reward's crawler, a death's row) or award fame: not in a batch. */
const isRare = (e: RoomEvent): boolean => e.type === 'died' || e.type === 'reward' || e.type === 'respawned';

/** The health to write of every hit crawler and mob of `ticks` (and crawlers whose health changed between steps). */
function healthOf(ticks: readonly RoomTick[]) {
  const crawlers = new Map<number, number>();
  const mobs = new Map<number, { health: number; alive: boolean }>();
  for (const { state, events, healthChanged } of ticks) {
    for (const id of healthChanged ?? []) {
      const p = state.players.find((pl) => pl.crawlerId === id);
      if (p) crawlers.set(id, Math.max(0, p.health));
    }
    for (const e of events) {
      if (e.type !== 'attacked' || !e.hit) continue;
      const target = parseEntityId(e.targetId);
      if (target?.kind === 'crawler') {
        const p = state.players.find((pl) => pl.crawlerId === target.id);
        if (p) crawlers.set(p.crawlerId, Math.max(0, p.health));
      }
      if (target?.kind === 'mob') {
        const m = state.mobs.find((mb) => mb.id === target.id);
        if (m) mobs.set(m.id, { health: Math.max(0, m.health), alive: m.isAlive });
      }
    }
  }
  return { crawlers, mobs };
}

/** An attack's entries: 'attacked' for a crawler that struck, 'was_attacked' for a crawler struck. */
function logAttack(state: RoomState, e: Extract<RoomEvent, { type: 'attacked' }>, at: number, log: NewLogEntry[], byOrders?: ReadonlySet<number>): void {
  const attacker = parseEntityId(e.attackerId);
  const target = parseEntityId(e.targetId);
  const roll = e.dodged ? null : (e.roll ?? null);
  const outcome = { roll, hit: e.hit, critical: e.critical, dodged: e.dodged, damage: e.damage };
  if (attacker?.kind === 'crawler') {
    const by = byOrders?.has(attacker.id) ? ({ by: 'orders' } as const) : {};
    log.push({ crawlerId: attacker.id, at, roomId: state.roomId, kind: 'attacked', data: { targetId: e.targetId, targetName: entityName(state, e.targetId), ...outcome, targetHealth: e.targetHealth, ...by } });
  }
  if (target?.kind === 'crawler') {
    log.push({ crawlerId: target.id, at, roomId: state.roomId, kind: 'was_attacked', data: { attackerId: e.attackerId, attackerName: entityName(state, e.attackerId), ...outcome, health: e.targetHealth } });
  }
}

function entityName(state: RoomState, id: string): string {
  const ref = parseEntityId(id);
  if (ref?.kind === 'mob') return state.mobs.find((m) => m.id === ref.id)?.name ?? 'a monster';
  if (ref?.kind === 'crawler') return state.players.find((p) => p.crawlerId === ref.id)?.name ?? 'another crawler';
  return 'the dungeon';
}

export type RoomPersistence = ReturnType<typeof createRoomPersistence>;

/** A level-up's energy columns: regained up to now, the clock restarted if the crawler was full (game/recovery.ts). */
function newEnergyMaximum(row: CrawlerRow, maxEnergy: number, now: Date) {
  const clock = { energy: row.energy, maxEnergy: row.maxEnergy, energyRegen: row.energyRegen, lastEnergyRegenMs: row.lastEnergyRegen?.getTime() ?? null };
  const r = energyOnNewMaximum(clock, maxEnergy, now.getTime());
  return { energy: r.energy, lastEnergyRegen: new Date(r.lastEnergyRegenMs) };
}
