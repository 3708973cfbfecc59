// Seeds a benchmark fleet straight into the database while the server is stopped: one user per
// crawler with a better-auth session row (a real bearer token: the server looks it up like any
// other), and one crawler per user, sponsored from that user's own candidate offer (its starting
// gear equipped) and placed about `perRoom` to a room: rooms with hostile mobs for the live-rooms
// benchmark (fights), quiet rooms (no hostile mob, and a quiet room next door to shuttle to) for
// the HTTP benchmark. Dev login over HTTP is rate-limited (100 a minute per address), far too slow
// for 5,000 users; rows written with the server's own schema are the same rows sign-in and
// sponsorship would write.
import { randomBytes } from 'node:crypto';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- seeds thousands of sponsors and crawlers in bulk, far faster than the routes
import { eq, inArray, like, sql } from 'drizzle-orm';
import { generateCandidates } from '#game/candidates.ts';
import { CRAWLER } from '#game/constants.ts';
import { isDirection, opposite } from '#game/dungeon/vocabulary.ts';
import { entryPosition, isBlocked, type MovementRoom } from '#game/movement.ts';
import { maxVitals } from '#game/progression.ts';
import { createRng, hashString } from '#game/rng.ts';
import { itemByKey } from '#game/item-catalogue.ts';
import { CRAWLER_STATUS, slotForCategory, SPONSORSHIP_KIND } from '#game/vocabulary.ts';
import { openDataDir, openPostgres, type Database, type Db } from '#server/db/database.ts';
import { lockDataDir } from '#server/db/lock.ts';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the tables it seeds
import { crawler, item, mob, room, roomConnection, session, user } from '#server/db/schema.ts';
import { createSeasonRepository } from '#server/repositories/season-repository.ts';

/** One seeded crawler, as the fleet needs it. */
export interface FleetMember {
  crawlerId: number;
  token: string;
  roomId: number;
  floor: number;
  /** Where it starts; it walks to (x + walkDx, y) and back, a path checked clear of obstacles. */
  x: number;
  y: number;
  walkDx: number;
  /** Quiet fleets: a door of this room into another quiet room (for door moves). */
  door?: { direction: string; roomId: number };
}

export type FleetRooms = 'hostile' | 'quiet';

export interface FleetPlan {
  members: FleetMember[];
  /** Every room used, in fill order (member i stands in rooms[floor(i / perRoom)]). */
  roomIds: number[];
  perRoom: number;
}

const EMAIL_DOMAIN = 'live.bench';
const CHUNK = 250;
/** How far each crawler walks back and forth (room percent). */
const WALK = 3;
/** Crawler level: two above the strongest mob of its room. */
const LEVEL_MARGIN = 2;
/**
 * Health of every fleet crawler. Joining thousands of sockets takes minutes, and in that time the
 * mobs of deeper rooms kill crawlers of any honest level (a run at 5,000 with level + 40 lost 60 % of
 * the fleet before measuring). The fights go on (mobs hit, crawlers hit and kill, every hit is
 * written each tick); only the fleet does not thin out. Deaths still happen when it runs long enough.
 */
const FLEET_HEALTH = 100_000;

/** The server's database, opened while the server is stopped (PGlite: its data directory, locked meanwhile). */
export async function openStopped(target: { pgUrl: string | null; dataDir: string }): Promise<{ db: Database; close: () => Promise<void> }> {
  if (target.pgUrl) {
    const db = await openPostgres(target.pgUrl, 2);
    return { db, close: () => db.close() };
  }
  const unlock = lockDataDir(target.dataDir);
  const db = await openDataDir(target.dataDir);
  return { db, close: async () => (await db.close(), unlock()) };
}

function token(): string {
  // better-auth's session tokens are 32 alphanumeric characters; the bearer plugin signs them itself.
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(32)].map((b) => alphabet[b % alphabet.length]).join('');
}

async function chunked<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/**
 * Free spots in a room: a start point whose whole walk (x .. x + WALK) is walkable and, with a
 * `margin`, the points that far from it on either axis too (the HTTP benchmark's small steps).
 */
function spots(movement: MovementRoom, seed: number, want: number, margin = 0): { x: number; y: number }[] {
  const clear = (x: number, y: number) => {
    for (let dx = 0; dx <= WALK; dx += 0.25) if (isBlocked({ x: x + dx, y }, movement)) return false;
    if (margin && [{ x: x - margin, y }, { x, y: y - margin }, { x, y: y + margin }].some((at) => isBlocked(at, movement))) return false;
    return true;
  };
  const grid: { x: number; y: number }[] = [];
  for (let y = 20; y <= 80; y += 5) for (let x = 18; x <= 78; x += 6) if (clear(x, y)) grid.push({ x, y });
  const picked = createRng(seed).shuffle(grid).slice(0, want);
  // A crowded room: crawlers may share a spot (they do not collide).
  while (picked.length < want && grid.length) picked.push(grid[picked.length % grid.length]!);
  return picked;
}

/** The point just inside a room's `direction` edge, centred on that door (null when blocked). */
function doorSpot(direction: string, movement: MovementRoom): { x: number; y: number } | null {
  if (!isDirection(direction)) return null;
  // Where a crawler arrives after moving the other way: just inside this door's edge.
  const p = entryPosition(opposite(direction));
  return isBlocked(p, movement) ? null : p;
}

/**
 * Creates `count` users, sessions and crawlers (refusing a database that already holds a fleet).
 * Rooms, shallowest floors first: `hostile` (the default): not safe, not PvP, without NPCs, with at
 * least one hostile mob, the gentlest first; `quiet`: not PvP, no hostile mob, and a door into
 * another such room.
 */
export async function seedFleet(db: Db, opts: { count: number; perRoom: number; rooms?: FleetRooms }): Promise<FleetPlan> {
  const kind = opts.rooms ?? 'hostile';
  const season = await createSeasonRepository(db).findActive();
  if (!season) throw new Error('no active season: start the server once first');
  const rooms = await db.select().from(room).where(eq(room.seasonId, season.id)).orderBy(room.floor, room.id);
  const hostile = new Set(
    (await db.select({ roomId: mob.roomId }).from(mob).where(eq(mob.disposition, 'hostile'))).map((m) => m.roomId),
  );
  const allDoors = await db.select().from(roomConnection).where(inArray(roomConnection.fromRoomId, rooms.map((r) => r.id)));
  const isQuiet = new Set(rooms.filter((r) => !r.isPvp && !hostile.has(r.id)).map((r) => r.id));
  const quietDoor = new Map<number, { direction: string; roomId: number }>();
  for (const d of allDoors) if (isQuiet.has(d.fromRoomId) && isQuiet.has(d.toRoomId) && !quietDoor.has(d.fromRoomId)) quietDoor.set(d.fromRoomId, { direction: d.direction, roomId: d.toRoomId });
  const usable = kind === 'quiet' ? rooms.filter((r) => quietDoor.has(r.id)) : rooms.filter((r) => !r.isSafe && !r.isPvp && r.npcs.length === 0 && hostile.has(r.id));
  const needed = Math.ceil(opts.count / opts.perRoom);
  if (usable.length < needed) throw new Error(`only ${usable.length} ${kind} rooms; ${needed} needed (raise DUNGEON_FLOORS)`);
  // The gentlest rooms first (least hostile attack in the room), so the fleet is not wiped out on deep floors.
  const allMobs = await db.select().from(mob).where(inArray(mob.roomId, usable.map((r) => r.id)));
  const threat = new Map<number, number>();
  for (const m of allMobs) if (m.disposition === 'hostile') threat.set(m.roomId, (threat.get(m.roomId) ?? 0) + m.attack);
  const chosen = [...usable].sort((a, b) => (threat.get(a.id) ?? 0) - (threat.get(b.id) ?? 0) || a.floor - b.floor || a.id - b.id).slice(0, needed);
  const chosenIds = new Set(chosen.map((r) => r.id));
  const doors = allDoors.filter((d) => chosenIds.has(d.fromRoomId));
  const mobs = allMobs.filter((m) => chosenIds.has(m.roomId));

  // Users and sessions.
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 30 * 24 * 3600_000);
  const existing = await db.select({ id: user.id }).from(user).where(like(user.email, `%@${EMAIL_DOMAIN}`));
  if (existing.length) throw new Error('this database already holds a fleet: seed a fresh DATA_DIR');
  const users = Array.from({ length: opts.count }, (_, i) => ({ id: `bench-live-${i}`, name: `Fleet ${i}`, email: `fleet-${i}@${EMAIL_DOMAIN}`, emailVerified: true, createdAt: now, updatedAt: now }));
  const sessions = users.map((u) => ({ id: `bench-live-session-${u.id}`, token: token(), userId: u.id, expiresAt, createdAt: now, updatedAt: now, userAgent: 'live-rooms bench' }));
  await chunked(users, (c) => db.insert(user).values(c));
  await chunked(sessions, (c) => db.insert(session).values(c));

  // Crawlers: each user's first candidate (what sponsorship would create), levelled for its room.
  const members: Omit<FleetMember, 'crawlerId'>[] = [];
  const crawlerRows: (typeof crawler.$inferInsert)[] = [];
  const starting: string[][] = [];
  for (let r = 0; r < chosen.length; r++) {
    const rm = chosen[r]!;
    const inRoom = Math.min(opts.perRoom, opts.count - r * opts.perRoom);
    const movement: MovementRoom = { obstacles: rm.features.map((f) => ({ x: f.x, y: f.y, w: f.w, h: f.h })), availableDirections: doors.filter((d) => d.fromRoomId === rm.id).map((d) => d.direction) };
    const free = spots(movement, hashString(`spots:${rm.id}`), inRoom, kind === 'quiet' ? 0.5 : 0);
    if (free.length < inRoom) throw new Error(`room ${rm.id} has no free spot`);
    // A quiet fleet's crawlers stand by the door they shuttle through, where one walking in from that
    // side arrives, as a player stands who is about to take it: a door move is refused when the crawler
    // was walked somewhere the door is out of its reach from (game/movement-check.ts checkExitReach),
    // and the move benchmark measures moves, not walks across the room.
    const byDoor = kind === 'quiet' ? doorSpot(quietDoor.get(rm.id)!.direction, movement) : null;
    const level = Math.max(...mobs.filter((m) => m.roomId === rm.id).map((m) => m.level), 1) + LEVEL_MARGIN;
    for (let k = 0; k < inRoom; k++) {
      const i = r * opts.perRoom + k;
      const u = users[i]!;
      const candidate = generateCandidates(hashString(`${u.id}:0`) ^ season.seed, 1)[0]!;
      const vitals = maxVitals(candidate.stats, level);
      const spot = byDoor ?? free[k]!;
      crawlerRows.push({
        userId: u.id,
        seasonId: season.id,
        sponsorship: SPONSORSHIP_KIND.primary,
        name: candidate.name,
        serial: candidate.serial,
        classification: candidate.classification,
        status: CRAWLER_STATUS.active,
        isAlive: true,
        ...candidate.stats,
        health: FLEET_HEALTH,
        maxHealth: FLEET_HEALTH,
        energy: vitals.maxEnergy,
        maxEnergy: vitals.maxEnergy,
        power: vitals.maxPower,
        maxPower: vitals.maxPower,
        level,
        experience: CRAWLER.startingExperience,
        gold: CRAWLER.startingGold,
        currentFloor: rm.floor,
        currentRoomId: rm.id,
        positionX: spot.x,
        positionY: spot.y,
        background: candidate.background,
        competencies: candidate.competencies,
        topAbility: candidate.topAbility,
        lastEnergyRegen: now,
        createdAt: now,
      });
      starting.push(candidate.startingEquipment.map((e) => e.key));
      members.push({ token: sessions[i]!.token, roomId: rm.id, floor: rm.floor, x: spot.x, y: spot.y, walkDx: WALK, ...(kind === 'quiet' ? { door: quietDoor.get(rm.id)! } : {}) });
    }
  }
  const ids: number[] = [];
  await chunked(crawlerRows, async (c) => {
    const inserted = await db.insert(crawler).values(c).returning({ id: crawler.id });
    ids.push(...inserted.map((row) => row.id));
  });
  // The starting gear, equipped (one item per slot) as a player would before going in.
  const items = ids.flatMap((crawlerId, i) => {
    const used = new Set<string>();
    return starting[i]!.map((templateKey) => {
      const category = itemByKey(templateKey)?.category;
      const slot = category ? slotForCategory(category) : null;
      const equippedSlot = slot && !used.has(slot) ? slot : null;
      if (equippedSlot) used.add(equippedSlot);
      return { templateKey, crawlerId, equippedSlot, acquiredAt: now };
    });
  });
  await chunked(items, (c) => db.insert(item).values(c));
  // What sponsorship records on the sponsor: the active crawler, the primary used this season, the next offer.
  const sponsors = JSON.stringify(ids.map((id, i) => ({ user_id: users[i]!.id, crawler_id: id })));
  await db.execute(sql`
    update ${user} set active_crawler_id = v.crawler_id, last_primary_sponsorship_season = ${season.seasonNumber}, candidate_offer = 1
    from json_to_recordset(${sponsors}::json) as v(user_id text, crawler_id integer)
    where ${user.id} = v.user_id`);
  return { members: members.map((m, i) => ({ ...m, crawlerId: ids[i]! })), roomIds: chosen.map((r) => r.id), perRoom: opts.perRoom };
}

/**
 * Puts the fleet back as seeded before a run: alive, full health, active, at its start point, in
 * its room; and the fleet's rooms' mobs alive at full health. Deaths and kills of an earlier run
 * must not thin out the next one.
 */
export async function resetFleet(db: Db, plan: FleetPlan): Promise<void> {
  const rows = JSON.stringify(plan.members.map((m) => ({ id: m.crawlerId, room_id: m.roomId, floor: m.floor, x: m.x, y: m.y })));
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update ${crawler} set position_x = v.x, position_y = v.y, current_room_id = v.room_id, current_floor = v.floor, health = max_health,
        status = ${CRAWLER_STATUS.active}, is_alive = true, died_at = null, rest_started_at = null, rest_start_health = null
      from json_to_recordset(${rows}::json) as v(id integer, room_id integer, floor integer, x real, y real)
      where ${crawler.id} = v.id`);
    await tx.update(mob).set({ health: sql`${mob.maxHealth}`, isAlive: true, diedAt: null }).where(inArray(mob.roomId, plan.roomIds));
  });
}
