// How big a crawler's log grows ("keep the log compact and bounded"). The real app on an
// in-memory PGlite, one crawler played through its routes with an injected clock (the hub stepped by
// hand, a tick per 200 ms): it walks without stopping, reporting its position 5 times a second (the
// client's throttle), and takes a door every 60 s (the rooms it walks are safe: nothing interrupts).
// Fights are bounded on top: the largest rate of attack rows the rules allow (the crawler's swing
// cooldown, three mobs' strike cooldown) for the whole hour, at the size of attack rows written
// through the same repository.
// Prints rows and bytes per crawler-hour: the rows' own size (pg_column_size) and the table's on-disk
// size with its indexes, per row. Prints only. BENCH_LOG_MINUTES (default 15) simulated minutes,
// scaled to an hour.
// Run: node --import tsx bench/event-log-size.bench.ts
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- measures the log table's bytes per entry (pg_column_size)
import { sql } from 'drizzle-orm';
import { COMBAT } from '#game/constants.ts';
import { doorPosition } from '#game/dungeon/doors.ts';
import type { Direction } from '#game/dungeon/vocabulary.ts';
import { generateFloor } from '#game/dungeon/floor.ts';
import { neighbours, roomByKey } from '#game/dungeon/floor-queries.ts';
import { buildApp } from '#server/app.ts';
import { openPglite } from '#server/db/database.ts';
import { loadEnv } from '#server/env.ts';
import { createEventLogRepository } from '#server/repositories/event-log-repository.ts';
import { call, devLogin } from '#tests/helpers/app.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

const MINUTES = Number(process.env.BENCH_LOG_MINUTES ?? 15);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const SEED = 20261121;

type Rows = { rows: Record<string, unknown>[] };

async function main(): Promise<void> {
  const database = await openPglite();
  let now = new Date('2026-11-21T12:00:00Z');
  const env = loadEnv({ NODE_ENV: 'development', SERVE_WEB: 'false', DATA_DIR: '.tmp/bench-log-size', PORT: '0', HOST: '127.0.0.1', DUNGEON_FLOORS: '2', LOG_LEVEL: 'silent', SEASON_SEED: String(SEED) });
  const { app, hub } = await buildApp({ env, database, authSecret: SECRET, autoTick: false, clock: () => now, intentLimits: { position: 1e9, action: 1e9 }, authRateLimit: { max: 1e6, timeWindow: 60_000 } });
  await app.ready();
  try {
    const token = await devLogin(app, 'log-size@bench.test');
    const id = (await sponsorCrawler(app, token)).crawler.id as number;
    const here = async () => (await call(app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body as { room: { id: number }; position: { x: number; y: number }; availableDirections: string[] };
    const step = (ms: number) => (now = new Date(now.getTime() + ms));

    let cur = await here();
    let pos = cur.position;
    const homeRoom = cur.room.id;
    // A neighbour without hostile mobs (the walk must not end in a fight): the seed's own layout.
    const floor = generateFloor(SEED, 1);
    const out = neighbours(floor, floor.entranceKey).find((n) => !roomByKey(floor, n.key)!.mobs.some((m) => m.disposition === 'hostile'))?.direction;
    if (!out) throw new Error('the entrance has no peaceful neighbour');
    const back: Record<Direction, Direction> = { north: 'south', south: 'north', east: 'west', west: 'east' };
    // A loop round the room's middle, off the door lanes' ends: 3 units per report (well under the speed limit).
    let angle = 0;
    const started = Date.now();
    const reportsPerSecond = 1000 / 200;
    for (let second = 0; second < MINUTES * 60; second++) {
      if (second > 0 && second % 60 === 0) {
        // Through the door and, next minute, back: walk into the door's zone first.
        const direction = cur.room.id === homeRoom ? out : back[out];
        const door = doorPosition(direction);
        for (let i = 0; i < 60; i++) {
          const d = Math.hypot(door.x - pos.x, door.y - pos.y);
          if (d < 1) break;
          step(200);
          const next = { x: pos.x + ((door.x - pos.x) / d) * Math.min(d, 3), y: pos.y + ((door.y - pos.y) / d) * Math.min(d, 3) };
          const r = (await call(app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: cur.room.id, positionX: next.x, positionY: next.y } })).body as { x: number; y: number };
          pos = { x: r.x, y: r.y };
          await hub.tickNow({ paced: true });
        }
        step(1100);
        const moved = await call(app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction } });
        if (moved.status !== 200) throw new Error(`move: ${moved.status} ${JSON.stringify(moved.body)}`);
        cur = await here();
        pos = cur.position;
      }
      for (let r = 0; r < reportsPerSecond; r++) {
        step(200);
        angle += 0.12;
        const target = { x: 50 + Math.cos(angle) * 20, y: 50 + Math.sin(angle) * 20 };
        const d = Math.hypot(target.x - pos.x, target.y - pos.y);
        const next = d < 3 ? target : { x: pos.x + ((target.x - pos.x) / d) * 3, y: pos.y + ((target.y - pos.y) / d) * 3 };
        const res = (await call(app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: cur.room.id, positionX: next.x, positionY: next.y } })).body as { x: number; y: number };
        pos = { x: res.x, y: res.y };
        await hub.tickNow({ paced: true });
      }
    }
    await hub.tickNow({ paced: true });

    const scale = 60 / MINUTES;
    const kinds = (await database.db.execute(sql`select kind, sum(span)::int as n, (sum(pg_column_size(e.*)) / sum(span))::float8 as bytes from crawler_events e where crawler_id = ${id} group by kind order by n desc`)) as unknown as Rows;
    const total = (await database.db.execute(sql`
      select sum(span)::int as n, count(*)::int as stored, sum(pg_column_size(e.*))::float8 as bytes,
             pg_total_relation_size('crawler_events')::float8 as disk
      from crawler_events e`)) as unknown as Rows;
    const t = total.rows[0]!;
    const rows = Number(t.n);
    const rowBytes = Number(t.bytes) / rows;
    const diskPerRow = Number(t.disk) / rows;
    console.log(`event log size: one crawler walking without a stop for ${MINUTES} simulated min (door every 60 s), scaled to an hour; ${((Date.now() - started) / 1000).toFixed(0)} s of wall time`);
    // Entries, not rows: a run of samples shares a row (server/repositories/event-log-rows.ts).
    for (const k of kinds.rows) console.log(`  ${String(k.kind).padEnd(14)} ${String(Math.round(Number(k.n) * scale)).padStart(6)} entries/h  ${Number(k.bytes).toFixed(0).padStart(4)} B/entry`);
    console.log(`  all            ${String(Math.round(rows * scale)).padStart(6)} entries/h in ${String(Math.round(Number(t.stored) * scale))} rows  ${rowBytes.toFixed(0)} B/entry of data, ${diskPerRow.toFixed(0)} B/entry on disk with the indexes`);
    const walkingHour = rows * scale * diskPerRow;
    // Attack rows as the tick writes them (a second crawler's log, through the same repository).
    const second = (await sponsorCrawler(app, await devLogin(app, 'log-size-2@bench.test'))).crawler.id as number;
    const swings = Array.from({ length: 200 }, (_, i) =>
      i % 2
        ? { crawlerId: second, at: now.getTime() + i, roomId: homeRoom, kind: 'was_attacked' as const, data: { attackerId: 'mob-1234', attackerName: 'Goblin', roll: 40 + (i % 60), hit: true, critical: i % 3 === 0, dodged: false, damage: 11, health: 87 } }
        : { crawlerId: second, at: now.getTime() + i, roomId: homeRoom, kind: 'attacked' as const, data: { targetId: 'mob-1234', targetName: 'Goblin', roll: 40 + (i % 60), hit: true, critical: false, dodged: false, damage: 9, targetHealth: 20 } },
    );
    await database.db.transaction((tx) => createEventLogRepository(database.db).append(tx, swings, () => 1000));
    const fight = (await database.db.execute(sql`select avg(pg_column_size(e.*))::float8 as bytes from crawler_events e where crawler_id = ${second} and kind in ('attacked', 'was_attacked')`)) as unknown as Rows;
    const attackRow = Number(fight.rows[0]!.bytes);
    // A fight without a pause: the crawler swings every roomViewAttack cooldown and each of three mobs
    // strikes every basicAttack cooldown (the largest rates the rules allow).
    const fightRowsPerHour = 3600_000 / COMBAT.cooldownMs.roomViewAttack + (3 * 3600_000) / COMBAT.cooldownMs.basicAttack;
    const overhead = diskPerRow - rowBytes;
    const fightHour = fightRowsPerHour * (attackRow + overhead);
    console.log(`  attack rows: ${attackRow.toFixed(0)} B/row of data (+${overhead.toFixed(0)} B of page and index overhead per row)`);
    console.log(
      `  => walking: ${(walkingHour / 1024).toFixed(0)} KiB per crawler-hour on disk; a fight with three mobs lasting the whole hour adds at most ${Math.round(fightRowsPerHour)} rows, ${(fightHour / 1024).toFixed(0)} KiB: bound ${((walkingHour + fightHour) / 1024).toFixed(0)} KiB per crawler-hour`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
