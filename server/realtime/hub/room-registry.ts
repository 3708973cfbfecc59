// Which rooms are awake here and who is in them: waking a room (loading it, taking back the crawlers
// standing in it), a crawler entering and leaving, viewers attaching and detaching, and rooms leaving
// this process (evicted at a season's end, handed over, or dropped when their lease moved).
import type { PlayerState } from '#game/room-sim.ts';
import { HANDOVER, type HubContext } from './context.ts';
import type { Broadcaster } from './broadcaster.ts';
import { NotOwnerError, type ActiveRoom, type SnapshotEntities, type Viewer } from './types.ts';

export function createRoomRegistry(ctx: HubContext, broadcaster: Broadcaster) {
  const { deps, rooms, roomsInPhase, roomOf, dirtyPositions, orphanedAt, leftPage, onOrders, nowMs, stats } = ctx;
  const { broadcast, snapshotFor } = broadcaster;
  const loading = new Map<number, Promise<ActiveRoom>>();

  async function wake(roomId: number): Promise<ActiveRoom> {
    const existing = rooms.get(roomId);
    if (existing) return existing;
    if (deps.owns && !deps.owns(roomId)) throw new NotOwnerError(roomId);
    let load = loading.get(roomId);
    if (!load) {
      load = (async () => {
        const loaded = await deps.loadRoom(roomId);
        // A room where something can strike takes back the crawlers standing in it (a safe room's
        // mobs never do, so its occupants wait there for a touch: a crowded entrance costs nothing).
        const standing = !loaded.isSafe && deps.loadOccupants ? await deps.loadOccupants(roomId) : [];
        loading.delete(roomId);
        // The lease went while the room loaded: it stays asleep here.
        if (deps.owns && !deps.owns(roomId)) throw new NotOwnerError(roomId);
        const now = nowMs();
        const returning = standing.filter((p) => p.isAlive && !roomOf.has(p.crawlerId)).map((p) => ({ ...p, enteredAtMs: now }));
        const state = returning.length ? { ...loaded, players: [...loaded.players, ...returning] } : loaded;
        const phase = roomsInPhase.indexOf(Math.min(...roomsInPhase));
        roomsInPhase[phase]!++;
        const room: ActiveRoom = { roomId, state, queue: [], pending: [], viewers: new Set(), lastReport: new Map(), chain: Promise.resolve(), emptySinceTick: null, spoke: new Map(), obstacles: null, phase, byOrders: new Set(), walked: new Set(), healthChanged: new Set() };
        rooms.set(roomId, room);
        // Nobody watches them: their sponsors' absence hands them to their orders, as after a disconnect.
        for (const p of returning) {
          roomOf.set(p.crawlerId, roomId);
          room.lastReport.set(p.crawlerId, now);
          orphanedAt.set(p.crawlerId, now);
        }
        return room;
      })();
      load.catch(() => loading.delete(roomId));
      loading.set(roomId, load);
    }
    return load;
  }

  function removeCrawler(room: ActiveRoom, crawlerId: number, reason: string): void {
    room.queue.push({ kind: 'leave', crawlerId });
    roomOf.delete(crawlerId);
    // Walked on to its next room: its orders go with it (the runner puts it there). Anything else
    // (death, a rest, the season's end, another process taking the room) ends them.
    if (reason !== 'moved') onOrders.delete(crawlerId);
    // Its next position is wherever it arrives; an old one must not be flushed over it.
    dirtyPositions.delete(crawlerId);
    deps.recorder?.forget(crawlerId);
    room.lastReport.delete(crawlerId);
    room.walked.delete(crawlerId);
    for (const v of [...room.viewers]) {
      if (v.crawlerId !== crawlerId) continue;
      room.viewers.delete(v);
      v.send({ type: 'left_room', roomId: room.roomId, reason });
    }
  }

  /**
   * A room this process no longer simulates (its lease moved): its crawlers leave with `reason`
   * (their viewers rejoin, and the cluster sends them to the new owner), and it sleeps here.
   * Positions not yet written are dropped: the room's owner may be writing them now.
   */
  function dropRoom(room: ActiveRoom, reason: string): void {
    // Intents queued but never stepped here: their requests are answered room_moving (nothing was
    // applied, so the client, or the forwarding process, may send them again to the new owner).
    for (const p of room.pending.splice(0)) p.reject(new NotOwnerError(room.roomId));
    room.queue = [];
    for (const p of room.state.players) removeCrawler(room, p.crawlerId, reason);
    for (const v of [...room.viewers]) {
      room.viewers.delete(v);
      v.send({ type: 'left_room', roomId: room.roomId, reason });
    }
    for (const [crawlerId, roomId] of roomOf) if (roomId === room.roomId) roomOf.delete(crawlerId);
    rooms.delete(room.roomId);
    roomsInPhase[room.phase]!--;
    stats.dropped();
  }

  return {
    wake,
    removeCrawler,
    dropRoom,

    /** Puts a crawler into its room (once) and, with a viewer, sends it the room's snapshot. */
    async enter(crawlerId: number, roomId: number, viewer: Viewer | null, entities: () => Promise<SnapshotEntities>): Promise<void> {
      const previous = roomOf.get(crawlerId);
      if (previous !== undefined && previous !== roomId) {
        const old = rooms.get(previous);
        if (old) removeCrawler(old, crawlerId, 'moved');
      }
      const room = await wake(roomId);
      // Walked out and straight back in before the leave was applied: cancel the leave.
      room.queue = room.queue.filter((i) => !(i.kind === 'leave' && i.crawlerId === crawlerId));
      if (!room.state.players.some((p) => p.crawlerId === crawlerId) && !room.queue.some((i) => i.kind === 'join' && i.player.crawlerId === crawlerId)) {
        // Stamped with its arrival: mobs hold their strikes for its first moments here (arrival grace).
        const player = { ...(await deps.loadPlayer(crawlerId)), enteredAtMs: nowMs() };
        if (!player.isAlive) return;
        // Joins at once (not at the next tick) so the snapshot below already holds the crawler.
        room.state = { ...room.state, players: [...room.state.players, player] };
        broadcast(room, { type: 'events', tick: room.state.tick, roomId, events: [{ type: 'joined', tick: room.state.tick, crawlerId }] });
      }
      roomOf.set(crawlerId, roomId);
      room.lastReport.set(crawlerId, nowMs());
      // Put here without a viewer (an HTTP intent, its orders): unattended until someone watches or
      // acts for it, so its sponsor's absence hands it to its orders as after a disconnect.
      if (viewer || [...room.viewers].some((v) => v.crawlerId === crawlerId)) orphanedAt.delete(crawlerId);
      else if (!orphanedAt.has(crawlerId)) orphanedAt.set(crawlerId, nowMs());
      if (viewer) leftPage.delete(crawlerId);
      // The sponsor is back: orders taken because they were away end. Go idle lasts until an intent.
      if (viewer && onOrders.get(crawlerId) === 'away') onOrders.delete(crawlerId);
      if (viewer) {
        room.viewers.add(viewer);
        viewer.send(snapshotFor(room, crawlerId, await entities()));
      }
    },

    detach(viewer: Viewer): void {
      for (const room of rooms.values()) {
        if (!room.viewers.delete(viewer)) continue;
        const stillWatched = [...room.viewers].some((v) => v.crawlerId === viewer.crawlerId);
        if (!stillWatched && roomOf.get(viewer.crawlerId) === room.roomId) orphanedAt.set(viewer.crawlerId, nowMs());
      }
    },

    /** The crawler walked out of its room (or died elsewhere): it leaves the simulation. */
    leave(crawlerId: number, reason: string): void {
      const roomId = roomOf.get(crawlerId);
      const room = roomId === undefined ? undefined : rooms.get(roomId);
      if (room) removeCrawler(room, crawlerId, reason);
    },

    /**
     * Every crawler leaves its live room (the season ended: its crawlers retire), each viewer told
     * `reason`; the rooms sleep once empty. Returns how many crawlers left.
     */
    evictAll(reason: string): number {
      let left = 0;
      for (const [crawlerId, roomId] of [...roomOf]) {
        const room = rooms.get(roomId);
        if (room) removeCrawler(room, crawlerId, reason);
        else roomOf.delete(crawlerId);
        orphanedAt.delete(crawlerId);
        left++;
      }
      return left;
    },

    /**
     * Hands the rooms `which` selects to another process by choice (its lease is about to be given
     * up; `which` no longer counts as owned, so no step runs): their last ticks finish, their
     * positions are written, then their crawlers leave with HANDOVER and the rooms sleep here.
     */
    async handOver(which: (roomId: number) => boolean): Promise<number> {
      const leaving = [...rooms.values()].filter((r) => which(r.roomId));
      if (!leaving.length) return 0;
      await Promise.all(leaving.map((r) => r.chain));
      const batch: { crawlerId: number; roomId: number; x: number; y: number }[] = [];
      for (const room of leaving) {
        for (const p of room.state.players) {
          const dirty = dirtyPositions.get(p.crawlerId);
          if (dirty) batch.push({ crawlerId: p.crawlerId, ...dirty });
        }
      }
      if (batch.length) await deps.savePositions(batch).catch((err) => deps.log.warn({ err }, 'handover position write failed'));
      for (const room of leaving) if (rooms.get(room.roomId) === room) dropRoom(room, HANDOVER);
      return leaving.length;
    },

    /**
     * Health the crawler gained outside a step (a consumable `itemName`, already committed): the
     * simulated crawler gets it at once, or the next step would carry on from its old health; the
     * room's next tick writes the simulated health, so a tick written just before cannot leave the
     * row stale; the room sees the new health (item_used). False when the crawler is not live here.
     */
    restoreHealth(crawlerId: number, by: number, itemName: string): boolean {
      const roomId = roomOf.get(crawlerId);
      const room = roomId === undefined ? undefined : rooms.get(roomId);
      const before = room?.state.players.find((p) => p.crawlerId === crawlerId && p.isAlive);
      if (!room || !before) return false;
      const after = { ...before, health: Math.min(before.maxHealth, before.health + Math.max(0, by)) };
      room.state = { ...room.state, players: room.state.players.map((p) => (p === before ? after : p)) };
      room.healthChanged.add(crawlerId);
      const tick = room.state.tick;
      broadcast(room, { type: 'events', tick, roomId: room.roomId, events: [{ type: 'item_used', tick, crawlerId, crawlerName: after.name, itemName, health: after.health }] });
      return true;
    },

    roomOf: (crawlerId: number) => roomOf.get(crawlerId),
    stateOf: (roomId: number) => rooms.get(roomId)?.state,
    playerOf(crawlerId: number): PlayerState | undefined {
      const roomId = roomOf.get(crawlerId);
      return roomId === undefined ? undefined : rooms.get(roomId)?.state.players.find((p) => p.crawlerId === crawlerId);
    },
    activeRooms: () => rooms.size,
    /** The ids of the rooms awake here. */
    liveRooms: () => [...rooms.keys()],
  };
}
export type RoomRegistry = ReturnType<typeof createRoomRegistry>;
