// The stored dungeon: generated rooms, doors and factions (static), plus the live contents of rooms
// (mobs, loose items, chests) and each crawler's explored rooms.
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Dungeon, RoomSpec } from '#game/dungeon/types.ts';
import { ALL, cacheGroupOf, CoherentCache } from '../db/coherent-cache.ts';
import { coalesced, groupedBy } from '../db/coalesced-reads.ts';
import type { Db } from '../db/database.ts';
import { container, crawler, exploredRoom, faction, groundItem, mob, room, roomConnection } from '../db/schema.ts';
import { tracksTransactions } from '../db/transactions.ts';
import { CRAWLER_CACHE, type Tx } from './crawler-repository.ts';

export type RoomRow = typeof room.$inferSelect;
export type FactionRow = typeof faction.$inferSelect;
export type ConnectionRow = typeof roomConnection.$inferSelect;
export type MobRow = typeof mob.$inferSelect;
export type GroundItemRow = typeof groundItem.$inferSelect;
export type ContainerRow = typeof container.$inferSelect;

// PostgreSQL caps bind parameters at 65535 per statement: insert in chunks well under that.
const CHUNK = 400;
async function insertChunked<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

export function mobValues(roomId: number, spec: RoomSpec['mobs'][number]) {
  return {
    roomId,
    specKey: spec.key,
    creatureType: spec.creatureType,
    name: spec.name,
    isBoss: spec.isBoss,
    level: spec.level,
    maxHealth: spec.maxHealth,
    health: spec.maxHealth,
    attack: spec.attack,
    defense: spec.defense,
    accuracy: spec.accuracy,
    evasion: spec.evasion,
    speed: spec.speed,
    xpReward: spec.xpReward,
    goldReward: spec.goldReward,
    disposition: spec.disposition,
    homeX: spec.x,
    homeY: spec.y,
  };
}

/** What lies loose in a room: ground items and unopened chests. */
export interface LooseContents {
  items: readonly GroundItemRow[];
  chests: readonly ContainerRow[];
}

/** Rooms' keys in a cache: a room id, or ALL for a write that may touch any room. */
export type RoomKeys = readonly number[] | typeof ALL;

export function createDungeonRepository(db: Db) {
  // Read caches (docs/decisions/0008-read-caches.md), coherent with this process's writes; off on a
  // handle whose transactions cannot report their end.
  const options = { maxEntries: CRAWLER_CACHE.maxRooms, ttlMs: CRAWLER_CACHE.ttlMs };
  /** Each crawler's explored room ids. */
  const explored = new CoherentCache<number, readonly number[]>({ ...options, maxEntries: CRAWLER_CACHE.maxRows, shared: { group: cacheGroupOf(db), name: 'explored-rooms' } });
  /** Each room's living mobs (their rows): counts for the map, and a sleeping room's tactical view. */
  const livingMobs = new CoherentCache<number, readonly MobRow[]>({ ...options, shared: { group: cacheGroupOf(db), name: 'living-mobs' } });
  const loose = new CoherentCache<number, LooseContents>({ ...options, shared: { group: cacheGroupOf(db), name: 'loose-contents' } });
  if (!tracksTransactions(db)) for (const c of [explored, livingMobs, loose]) c.disable();
  const txOf = (tx: Tx) => (tx === db ? null : tx);
  const noteMobWrites = (rooms: RoomKeys, tx: Tx) => livingMobs.wrote(rooms, txOf(tx));
  const noteLooseWrites = (rooms: RoomKeys, tx: Tx) => loose.wrote(rooms, txOf(tx));

  // Refills shared by concurrent requests (coalesced-reads.ts).
  const readMobs = coalesced<number, readonly MobRow[]>(async (roomIds) => {
    const rows = await db.select().from(mob).where(and(inArray(mob.roomId, roomIds), eq(mob.isAlive, true))).orderBy(mob.id);
    return groupedBy(roomIds, rows, (r) => r.roomId, (r) => r);
  });
  const readExplored = coalesced<number, readonly number[]>(async (crawlerIds) => {
    const rows = await db.select({ crawlerId: exploredRoom.crawlerId, roomId: exploredRoom.roomId }).from(exploredRoom).where(inArray(exploredRoom.crawlerId, crawlerIds));
    return new Map([...groupedBy(crawlerIds, rows, (r) => r.crawlerId, (r) => r.roomId)].map(([c, ids]) => [c, Object.freeze(ids)]));
  });

  async function mobsIn(roomIds: readonly number[]): Promise<Map<number, readonly MobRow[]>> {
    if (!roomIds.length) return new Map();
    return livingMobs.getMany(roomIds, readMobs);
  }

  return {
    /** Mob rows of `rooms` were written (in `tx`): deaths, respawns, health (room-persistence's tick). */
    noteMobWrites,
    /** Ground items or chests of `rooms` were written (in `tx`): pick-ups, chest openings, drops. */
    noteLooseWrites,
    /** Forgets every cached read: for writes made behind the app's back (tests' raw SQL). */
    forgetAll(): void {
      for (const c of [explored, livingMobs, loose]) c.clear();
    },

    async roomCount(seasonId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(room).where(eq(room.seasonId, seasonId));
      return Number(row?.n ?? 0);
    },

    /** Stores a whole generated dungeon in one transaction: all of it, or nothing. */
    async store(seasonId: number, dungeon: Dungeon): Promise<void> {
      await db.transaction(async (tx) => {
        noteMobWrites(ALL, tx);
        noteLooseWrites(ALL, tx);
        for (const floor of dungeon.floors) {
          const ids = new Map<string, number>();
          await insertChunked([...floor.rooms], async (chunk) => {
            const inserted = await tx
              .insert(room)
              .values(
                chunk.map((r) => ({
                  seasonId,
                  floor: floor.number,
                  key: r.key,
                  x: r.x,
                  y: r.y,
                  name: r.name,
                  type: r.type,
                  environment: r.environment,
                  description: r.description,
                  widthFeet: r.widthFeet,
                  heightFeet: r.heightFeet,
                  isSafe: r.isSafe,
                  hasLoot: r.hasLoot,
                  isPvp: r.isPvp,
                  factionKey: r.factionId,
                  encounterType: r.encounterType,
                  npcs: r.npcs.map((n) => ({ key: n.key, name: n.name, role: n.role, x: n.x, y: n.y })),
                  features: r.features.map((f) => ({ type: f.type, x: f.x, y: f.y, w: f.w, h: f.h })),
                })),
              )
              .returning({ id: room.id, key: room.key });
            for (const r of inserted) ids.set(r.key, r.id);
          });
          const id = (key: string) => ids.get(key)!;
          await insertChunked([...floor.connections], (chunk) =>
            tx.insert(roomConnection).values(chunk.map((c) => ({ fromRoomId: id(c.fromKey), toRoomId: id(c.toKey), direction: c.direction }))),
          );
          await insertChunked([...floor.factions], (chunk) =>
            tx.insert(faction).values(chunk.map((f) => ({ seasonId, floor: floor.number, key: f.id, name: f.name, color: f.color, creatureTypes: [...f.creatureTypes] }))),
          );
          await insertChunked(floor.rooms.flatMap((r) => r.mobs.map((m) => mobValues(id(r.key), m))), (chunk) => tx.insert(mob).values(chunk));
          await insertChunked(floor.rooms.flatMap((r) => r.groundItems.map((g) => ({ roomId: id(r.key), templateKey: g.itemKey, x: g.x, y: g.y }))), (chunk) =>
            tx.insert(groundItem).values(chunk),
          );
          await insertChunked(floor.rooms.flatMap((r) => r.containers.map((c) => ({ roomId: id(r.key), templateKey: c.itemKey, x: c.x, y: c.y }))), (chunk) =>
            tx.insert(container).values(chunk),
          );
        }
      });
    },

    async loadStatic(seasonId: number): Promise<{ rooms: RoomRow[]; connections: ConnectionRow[]; factions: FactionRow[] }> {
      const rooms = await db.select().from(room).where(eq(room.seasonId, seasonId));
      const ids = rooms.map((r) => r.id);
      const connections = ids.length ? await db.select().from(roomConnection).where(inArray(roomConnection.fromRoomId, ids)) : [];
      const factions = await db.select().from(faction).where(eq(faction.seasonId, seasonId));
      return { rooms, connections, factions };
    },

    async exploredRoomIds(crawlerId: number, tx: Tx = db): Promise<readonly number[]> {
      if (tx !== db) return (await tx.select({ roomId: exploredRoom.roomId }).from(exploredRoom).where(eq(exploredRoom.crawlerId, crawlerId))).map((r) => r.roomId);
      return (await explored.getOne(crawlerId, readExplored)) ?? [];
    },

    /** Explored rooms of `crawlerIds` were written (in `tx`) by a statement of another repository (a door move's). */
    noteExplored(crawlerIds: readonly number[], tx: Tx): void {
      explored.wrote(crawlerIds, txOf(tx));
    },
    /**
     * What a crawler's explored rooms are once `tx` commits, known to the statement that wrote them
     * (told through noteExplored first) under the crawler's row lock: kept at the commit
     * (CoherentCache.storeOnCommit), not read again by the next reader.
     */
    storeExplored(crawlerId: number, roomIds: readonly number[], tx: Tx): void {
      if (tx !== db) explored.storeOnCommit(crawlerId, Object.freeze([...roomIds]), tx);
    },

    /** Records a visit; true when the room was new to this crawler. */
    async markExplored(crawlerId: number, roomId: number, at: Date, tx: Tx = db): Promise<boolean> {
      explored.wrote([crawlerId], txOf(tx));
      try {
        const rows = await tx.insert(exploredRoom).values({ crawlerId, roomId, visitedAt: at }).onConflictDoNothing().returning({ roomId: exploredRoom.roomId });
        return rows.length > 0;
      } finally {
        explored.wrote([crawlerId], txOf(tx));
      }
    },

    async exploredByUser(userId: string, floorRoomIds: number[]): Promise<number[]> {
      if (!floorRoomIds.length) return [];
      const rows = await db
        .selectDistinct({ roomId: exploredRoom.roomId })
        .from(exploredRoom)
        .innerJoin(crawler, eq(crawler.id, exploredRoom.crawlerId))
        .where(and(eq(crawler.userId, userId), inArray(exploredRoom.roomId, floorRoomIds)));
      return rows.map((r) => r.roomId);
    },

    /** Each room's living mobs (the same array while nothing changed them). */
    livingMobs: mobsIn,
    /** What the caches hold now, without reading anything (see the crawler repository's peekRow). */
    peekExplored: (crawlerId: number): readonly number[] | undefined => explored.get(crawlerId),
    peekLivingMobs: (roomId: number): readonly MobRow[] | undefined => livingMobs.get(roomId),
    /** Changes with every write that may change any room's living mobs (CoherentCache.version). */
    mobsVersion: (): number => livingMobs.version,
    peekLoose: (roomId: number): LooseContents | undefined => loose.get(roomId),

    /** Living mobs per room and disposition (rooms without any are left out). */
    async mobCounts(roomIds: readonly number[]): Promise<{ roomId: number; disposition: string; n: number }[]> {
      const out: { roomId: number; disposition: string; n: number }[] = [];
      for (const [roomId, mobs] of await mobsIn(roomIds)) {
        const n = new Map<string, number>();
        for (const m of mobs) n.set(m.disposition, (n.get(m.disposition) ?? 0) + 1);
        for (const [disposition, count] of n) out.push({ roomId, disposition, n: count });
      }
      return out;
    },

    /** Every mob of a room, the dead too: a live room respawns them once their time has come. */
    async roomMobs(roomId: number) {
      return db.select().from(mob).where(eq(mob.roomId, roomId));
    },

    /**
     * What lies in a room: its living mobs (unless `withMobs: false`: a live room's simulation has
     * fresher ones), ground items and unopened chests. Its crawlers come from the crawler repository
     * (occupantIds, rowsById).
     */
    async roomContents(roomId: number, opts: { withMobs?: boolean } = {}): Promise<{ mobs: readonly MobRow[] } & LooseContents> {
      const mobs = opts.withMobs === false ? [] : ((await mobsIn([roomId])).get(roomId) ?? []);
      const contents = await loose.getOrFill(roomId, async () => {
        const [items, chests] = [
          await db.select().from(groundItem).where(eq(groundItem.roomId, roomId)).orderBy(groundItem.id),
          await db.select().from(container).where(and(eq(container.roomId, roomId), isNull(container.openedAt))).orderBy(container.id),
        ];
        return Object.freeze({ items, chests });
      });
      return { mobs, ...contents! };
    },

    /** Debug: replaces a room's mobs, loose items and unopened chests with freshly rolled ones. */
    async replaceContents(roomId: number, contents: { mobs: ReturnType<typeof mobValues>[]; items: { templateKey: string; x: number; y: number }[]; chests: { templateKey: string; x: number; y: number }[] }) {
      return db.transaction(async (tx) => {
        noteMobWrites([roomId], tx);
        noteLooseWrites([roomId], tx);
        await tx.delete(mob).where(eq(mob.roomId, roomId));
        const cleared = await tx.delete(groundItem).where(eq(groundItem.roomId, roomId)).returning({ id: groundItem.id });
        await tx.delete(container).where(and(eq(container.roomId, roomId), isNull(container.openedAt)));
        if (contents.mobs.length) await tx.insert(mob).values(contents.mobs);
        if (contents.items.length) await tx.insert(groundItem).values(contents.items.map((i) => ({ ...i, roomId })));
        if (contents.chests.length) await tx.insert(container).values(contents.chests.map((c) => ({ ...c, roomId })));
        await tx.update(room).set({ regenerations: sql`${room.regenerations} + 1` }).where(eq(room.id, roomId));
        return cleared.length;
      });
    },
  };
}
export type DungeonRepository = ReturnType<typeof createDungeonRepository>;
