// What the hub sends: a room's messages to its viewers (serialised and framed once per room) and to
// its taps (spectators), and a crawler's snapshot when it enters.
import { performance } from 'node:perf_hooks';
import type { ServerMessage } from '#contract/realtime.ts';
import type { AnnouncedEvent, RoomEvent as WireEvent } from '#contract/room-events.ts';
import { epochMs } from '../hub-stats.ts';
import { textFrame } from '../ws-frame.ts';
import type { HubContext } from './context.ts';
import type { ActiveRoom, SnapshotEntities, Viewer } from './types.ts';

export function createBroadcaster(ctx: HubContext) {
  const { deps, taps, stats } = ctx;

  function tapped(roomId: number, msg: ServerMessage): void {
    const listeners = taps.get(roomId);
    if (!listeners) return;
    for (const listener of listeners) {
      try {
        listener(msg);
      } catch (err) {
        deps.log.warn({ err, roomId }, 'room tap failed');
      }
    }
  }

  /** Sends msg (as `frame`, its framed encoding, when the viewer takes frames); returns the bytes sent. */
  function safeSend(v: Viewer, msg: ServerMessage, frame?: string): number {
    try {
      if (!v.sendFrame) {
        v.send(msg);
        return 0;
      }
      const out = frame ?? textFrame(JSON.stringify(msg));
      v.sendFrame(out);
      return out.length;
    } catch (err) {
      deps.log.warn({ err }, 'send failed');
      return 0;
    }
  }

  /** One message to every viewer of the room, serialised once. */
  function broadcast(room: ActiveRoom, msg: ServerMessage): void {
    tapped(room.roomId, msg);
    if (!room.viewers.size) return;
    const frame = textFrame(JSON.stringify(msg));
    for (const v of room.viewers) safeSend(v, msg, frame);
  }

  /**
   * A tick's events to the room's viewers: one message serialised once for all of them, except that
   * a refusal is news only to the crawler whose intent it was (its viewers get their own message).
   */
  function broadcastTick(room: ActiveRoom, tick: number, dueAt: number, wire: WireEvent[]): void {
    const started = performance.now();
    let refusedTo: Set<number> | null = null;
    for (const e of wire) if (e.type === 'refused') (refusedTo ??= new Set()).add(e.crawlerId);
    const shared = refusedTo ? wire.filter((e) => e.type !== 'refused') : wire;
    const sharedMsg: ServerMessage = { type: 'events', tick, roomId: room.roomId, at: dueAt, events: shared };
    let sharedRaw: string | undefined;
    let sent = 0;
    let bytes = 0;
    for (const v of room.viewers) {
      if (refusedTo?.has(v.crawlerId)) {
        const mine = wire.filter((e) => e.type !== 'refused' || e.crawlerId === v.crawlerId);
        bytes += safeSend(v, { type: 'events', tick, roomId: room.roomId, at: dueAt, events: mine });
        sent++;
      } else if (shared.length) {
        sharedRaw ??= v.sendFrame ? textFrame(JSON.stringify(sharedMsg)) : undefined;
        bytes += safeSend(v, sharedMsg, sharedRaw);
        sent++;
      }
    }
    stats.sent(sent, bytes);
    stats.fanout(performance.now() - started);
    if (deps.metrics) deps.metrics.broadcast(epochMs() - dueAt, sent);
    if (shared.length) tapped(room.roomId, sharedMsg);
  }

  function snapshotFor(room: ActiveRoom, crawlerId: number, entities: SnapshotEntities): ServerMessage {
    const self = room.state.players.find((p) => p.crawlerId === crawlerId);
    return {
      type: 'snapshot',
      tick: room.state.tick,
      roomId: room.roomId,
      crawlerId,
      inCombat: room.state.inCombat,
      self: { x: self?.x ?? 50, y: self?.y ?? 50, health: self?.health ?? 0, maxHealth: self?.maxHealth ?? 0, isAlive: self?.isAlive ?? false },
      entities,
    };
  }

  /** Listens to a room's shared messages (what every viewer gets, refusals left out); returns the way to stop. */
  function tap(roomId: number, listener: (msg: ServerMessage) => void): () => void {
    let listeners = taps.get(roomId);
    if (!listeners) taps.set(roomId, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      const now = taps.get(roomId);
      if (!now) return;
      now.delete(listener);
      if (!now.size) taps.delete(roomId);
    };
  }

  /** Tells a live room's viewers about something that happened outside the simulation (loot, standing orders). */
  function announce(roomId: number, event: AnnouncedEvent): void {
    const room = ctx.rooms.get(roomId);
    if (room) broadcast(room, { type: 'events', tick: room.state.tick, roomId, events: [{ ...event, tick: room.state.tick }] });
  }

  return { broadcast, broadcastTick, snapshotFor, tap, announce };
}
export type Broadcaster = ReturnType<typeof createBroadcaster>;
