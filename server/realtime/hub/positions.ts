// A crawler's intents between ticks: positions checked against its speed and the room, then queued
// (from its sponsor's reports or a step by its orders), attacks and dodges queued, door moves checked
// for reach; and the live positions and their log samples written, a slice of the crawlers at a time.
import { performance } from 'node:perf_hooks';
import { checkExitReach, checkPosition, type PositionVerdict } from '#game/movement-check.ts';
import type { MoveDirection, MovementRoom } from '#game/movement.ts';
import { stepToward } from '#game/standing-orders.ts';
import type { Intent, RoomEvent } from '#game/room-sim.ts';
import { TAKEOVER_DISTANCE, type HubContext } from './context.ts';
import type { ActiveRoom, Obstacle, PositionResult } from './types.ts';

export function createPositions(ctx: HubContext) {
  const { deps, rooms, roomOf, dirtyPositions, onOrders, nowMs, stats } = ctx;

  function obstaclesOf(room: ActiveRoom): readonly Obstacle[] {
    if (room.obstacles) return room.obstacles;
    const roomRow = deps.dungeon()?.room(room.roomId);
    const obstacles = (roomRow?.features ?? []).map((f) => ({ x: f.x, y: f.y, w: f.w, h: f.h }));
    if (roomRow) room.obstacles = obstacles;
    return obstacles;
  }

  /** The room's size in feet, which turns the walking speed into room-percent (the default 100 ft when unknown). */
  function sizeOf(room: ActiveRoom): { widthFeet?: number; heightFeet?: number } {
    const roomRow = deps.dungeon()?.room(room.roomId);
    return roomRow ? { widthFeet: roomRow.widthFeet, heightFeet: roomRow.heightFeet } : {};
  }

  /**
   * The room as the movement rules see it, with one crawler's doors. Made once per room and doors
   * (the gateway keeps a crawler's doors while it stays in the room), not once per report: a live
   * server checks thousands of reports a second.
   */
  const movementRooms = new WeakMap<ActiveRoom, WeakMap<readonly string[], MovementRoom>>();
  function movementRoom(room: ActiveRoom, availableDirections: readonly string[]): MovementRoom {
    let byDoors = movementRooms.get(room);
    if (!byDoors) movementRooms.set(room, (byDoors = new WeakMap()));
    let made = byDoors.get(availableDirections);
    if (!made) {
      const obstacles = obstaclesOf(room);
      made = { obstacles, availableDirections, ...sizeOf(room) };
      // Until the dungeon is known (obstacles not cached yet), each report looks again.
      if (room.obstacles) byDoors.set(availableDirections, made);
    }
    return made;
  }

  /**
   * Queues a checked position. When the crawler's latest queued intent is already a move, the new
   * position takes its place: the step would only walk it through both, and each would be a 'moved'
   * event in the room's next message. That happens when ticks fall behind the reports (a busy server),
   * where one move per crawler per tick keeps the messages, and the step, from growing with the lag.
   * A move queued before another of its intents (an attack) stays, so the attack is judged from it.
   */
  function queueMove(room: ActiveRoom, move: Extract<Intent, { kind: 'move' }>): void {
    for (let i = room.queue.length - 1; i >= 0; i--) {
      const queued = room.queue[i]!;
      if ((queued.kind === 'join' ? queued.player.crawlerId : queued.crawlerId) !== move.crawlerId) continue;
      if (queued.kind === 'move') {
        room.queue[i] = move;
        return;
      }
      break;
    }
    room.queue.push(move);
  }

  /** The position check and queue shared by a player's report and a step by orders. */
  function position(crawlerId: number, x: number, y: number, agility: number, availableDirections: readonly string[], byOrders: boolean): PositionResult {
    const roomId = roomOf.get(crawlerId);
    const room = roomId === undefined ? undefined : rooms.get(roomId);
    const player = room?.state.players.find((p) => p.crawlerId === crawlerId);
    if (!room || !player) return { ok: false, x, y, reason: 'not_in_room' };
    if (!player.isAlive) return { ok: false, x: player.x, y: player.y, reason: 'dead' };
    const now = nowMs();
    const verdict = checkPosition(player, { x, y }, now - (room.lastReport.get(crawlerId) ?? now), agility, movementRoom(room, availableDirections));
    if (!verdict.ok) {
      deps.log.info({ crawlerId, x, y, reason: verdict.reason, byOrders }, 'position refused');
      return { ok: false, x: player.x, y: player.y, reason: verdict.reason };
    }
    // The sponsor walked it: their hand is back on the controls.
    if (!byOrders && Math.hypot(x - player.x, y - player.y) > TAKEOVER_DISTANCE) onOrders.delete(crawlerId);
    if (byOrders) room.byOrders.add(crawlerId);
    room.lastReport.set(crawlerId, now);
    room.walked.add(crawlerId);
    queueMove(room, { kind: 'move', crawlerId, x, y });
    return { ok: true, x, y };
  }

  /** Writes the position samples of one slice of the crawlers (id % `of`), or all of them, to their logs. */
  async function flushSamples(slice?: number, of = 1): Promise<void> {
    const recorder = deps.recorder;
    if (!recorder?.pendingSamples()) return;
    await recorder.flushSamples(slice === undefined ? undefined : (id) => id % of === slice).catch((err: unknown) => deps.log.warn({ err }, 'position sample flush failed'));
  }

  /** Writes the dirty positions of one slice of the crawlers (id % `of`), or all of them. */
  async function flushPositions(slice?: number, of = 1): Promise<void> {
    await flushSamples(slice, of);
    if (!dirtyPositions.size) return;
    const batch: { crawlerId: number; roomId: number; x: number; y: number }[] = [];
    for (const [crawlerId, p] of dirtyPositions) {
      if (slice !== undefined && crawlerId % of !== slice) continue;
      dirtyPositions.delete(crawlerId);
      // A room whose lease went: its new owner writes the positions now.
      if (deps.owns && !deps.owns(p.roomId)) continue;
      batch.push({ crawlerId, ...p });
    }
    if (!batch.length) return;
    const started = performance.now();
    await deps.savePositions(batch).catch((err) => deps.log.warn({ err }, 'position flush failed'));
    stats.flushed(performance.now() - started);
  }

  return {
    flushPositions,

    /**
     * For a door move of a crawler live in its room: could it have walked into that door's zone
     * since its last accepted report (the latest queued one, else where the simulation has it)? null
     * when it is not live here, or nobody has walked it since it arrived: then it stands at the
     * entry it came in by, a transition ago, from where every exit counts as in reach (the rule for
     * a crawler out of the simulation, kept for one put in it by an HTTP move or a restart).
     */
    exitReach(crawlerId: number, direction: MoveDirection, agility: number): PositionVerdict | null {
      const roomId = roomOf.get(crawlerId);
      const room = roomId === undefined ? undefined : rooms.get(roomId);
      const player = room?.state.players.find((p) => p.crawlerId === crawlerId);
      if (!room || !player || !room.walked.has(crawlerId)) return null;
      let from: { x: number; y: number } = player;
      for (const i of room.queue) if (i.kind === 'move' && i.crawlerId === crawlerId) from = i;
      const now = nowMs();
      return checkExitReach(from, direction, now - (room.lastReport.get(crawlerId) ?? now), agility, sizeOf(room));
    },

    /** Checks a reported position against the crawler's speed and the room; queues it or corrects. */
    reportPosition(crawlerId: number, x: number, y: number, agility: number, availableDirections: readonly string[]): PositionResult {
      return position(crawlerId, x, y, agility, availableDirections, false);
    },

    /** Queues an attack or dodge; resolves with this crawler's events of the tick that applied it. */
    act(crawlerId: number, intent: Extract<Intent, { kind: 'attack' | 'dodge' }>, byOrders = false): Promise<RoomEvent[]> | null {
      const roomId = roomOf.get(crawlerId);
      const room = roomId === undefined ? undefined : rooms.get(roomId);
      if (!room) return null;
      if (byOrders) room.byOrders.add(crawlerId);
      else onOrders.delete(crawlerId);
      room.queue.push(intent);
      return new Promise((resolve, reject) => room.pending.push({ crawlerId, kind: intent.kind, resolve, reject }));
    },

    /**
     * One step of a walk by orders toward `toward`, at the crawler's own speed since its last
     * accepted position, through the very check a player's report passes. False when none was taken.
     */
    walkByOrders(crawlerId: number, toward: { x: number; y: number }, agility: number, availableDirections: readonly string[]): boolean {
      const roomId = roomOf.get(crawlerId);
      const room = roomId === undefined ? undefined : rooms.get(roomId);
      const player = room?.state.players.find((p) => p.crawlerId === crawlerId);
      if (!room || !player) return false;
      const now = nowMs();
      const next = stepToward(player, toward, agility, now - (room.lastReport.get(crawlerId) ?? now), movementRoom(room, availableDirections));
      return next !== null && position(crawlerId, next.x, next.y, agility, availableDirections, true).ok;
    },
  };
}
export type Positions = ReturnType<typeof createPositions>;
