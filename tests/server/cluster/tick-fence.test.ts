// The tick write's fence: in a cluster, a live room's tick is written only while this
// process still holds its shard's lease, checked in the tick's own transaction. Once another process
// has taken the lease (a stalled process that woke up late), the old holder's write changes nothing:
// no health, no log entry. Real database (PGlite here, PostgreSQL in CI's second run).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createCluster, type Cluster } from '#server/cluster/cluster.ts';
import { shardOfRoom } from '#server/cluster/shards.ts';
import { createRoomPersistence, LeaseLostError, type RoomTick } from '#server/realtime/room-persistence.ts';
import { createRoomFactsRepository } from '#server/repositories/room-facts-repository.ts';
import { createEventLogRepository } from '#server/repositories/event-log-repository.ts';
import { createEventRecorder } from '#server/services/event-recorder.ts';
import { resultRows } from '#server/db/result-rows.ts';
import { trackTransactions } from '#server/db/transactions.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';
import { mob, player, room } from '../../helpers/room-state.ts';

const silent = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

describe('a tick written under a shard lease', () => {
  let t: TestApp;
  let cluster: Cluster | null = null;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await cluster?.keeper.stop();
    cluster = null;
    await t.close();
  });

  it('is written while the lease is held, and refused (nothing written) once another process took it', async () => {
    const token = await devLogin(t.app, 'fenced@crawl.test');
    const { crawler } = await sponsorCrawler(t.app, token);
    const db = trackTransactions(t.database.db);
    const roomId: number = crawler.currentRoomId;
    const dungeon = t.seasons.runtime.dungeon();
    const roomRow = dungeon!.room(roomId)!;
    cluster = createCluster({ nodeId: 'node-a', address: 'http://127.0.0.1:1', databaseUrl: 'postgres://unused', db, log: silent, dungeon: t.seasons.runtime.dungeon, crawlerRoom: async () => roomId });
    // One round: alone in the cluster, node-a takes every shard.
    await cluster.keeper.start();
    const shard = shardOfRoom(roomRow);
    expect(cluster.router.owns(roomId)).toBe(true);

    const eventLog = createEventLogRepository(db);
    const recorder = createEventRecorder({ db, log: eventLog, seasonStartMs: t.seasons.runtime.startMs });
    const persistence = createRoomPersistence(createRoomFactsRepository(db), () => new Date(), undefined, recorder, cluster.fence);
    const hit = (health: number): RoomTick => ({
      state: room({ roomId, isSafe: false, mobs: [mob({ id: 999_001 })], players: [player({ crawlerId: crawler.id, health })] }),
      events: [{ type: 'attacked', tick: 1, attackerId: 'mob-999001', targetId: `crawler-${crawler.id}`, hit: true, critical: false, roll: 50, damage: 3, targetHealth: health, dodged: false, weaponKind: 'melee' }],
    });
    const health = async () => Number(resultRows(await db.execute(sql`select health from crawlers where id = ${crawler.id}`))[0]!.health);
    const logged = async () => Number(resultRows(await db.execute(sql`select count(*)::int as n from crawler_events where crawler_id = ${crawler.id}`))[0]!.n);

    await persistence.persistTick([hit(40)]);
    expect(await health()).toBe(40);
    const entries = await logged();

    // Another process takes the shard over (as after node-a's lease expired while it stalled).
    await db.execute(sql`update shard_leases set node_id = 'node-b', token = token + 1, expires_at = now() + interval '1 minute' where shard = ${shard}`);
    await expect(persistence.persistTick([hit(10)])).rejects.toBeInstanceOf(LeaseLostError);
    expect(await health()).toBe(40);
    expect(await logged()).toBe(entries);
    // The crawler, read through the API, shows what the lease holder wrote (these writes bypassed the app's caches).
    t.wroteBehindTheAppsBack();
    expect((await call(t.app, 'GET', `/api/crawlers/${crawler.id}`, { token })).body.health).toBe(40);
  });

  it('is refused when the lease expired, even with no other holder yet', async () => {
    const token = await devLogin(t.app, 'expired@crawl.test');
    const { crawler } = await sponsorCrawler(t.app, token);
    const db = trackTransactions(t.database.db);
    const roomId: number = crawler.currentRoomId;
    cluster = createCluster({ nodeId: 'node-a', address: 'http://127.0.0.1:1', databaseUrl: 'postgres://unused', db, log: silent, dungeon: t.seasons.runtime.dungeon, crawlerRoom: async () => roomId });
    await cluster.keeper.start();
    const shard = shardOfRoom(t.seasons.runtime.dungeon()!.room(roomId)!);
    await db.execute(sql`update shard_leases set expires_at = now() - interval '1 second' where shard = ${shard}`);
    const persistence = createRoomPersistence(createRoomFactsRepository(db), () => new Date(), undefined, undefined, cluster.fence);
    const tick: RoomTick = {
      state: room({ roomId, isSafe: false, mobs: [], players: [player({ crawlerId: crawler.id, health: 5 })] }),
      events: [{ type: 'attacked', tick: 1, attackerId: 'mob-1', targetId: `crawler-${crawler.id}`, hit: true, critical: false, roll: 50, damage: 3, targetHealth: 5, dodged: false, weaponKind: 'melee' }],
    };
    await expect(persistence.persistTick([tick])).rejects.toBeInstanceOf(LeaseLostError);
    expect(Number(resultRows(await db.execute(sql`select health from crawlers where id = ${crawler.id}`))[0]!.health)).toBe(crawler.health);
  });
});
