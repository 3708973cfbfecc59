import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { CurrentRoom, TacticalEntity } from './dungeon.ts';
import { DbId } from './ids.ts';
import { RoomEvent } from './room-events.ts';

const finite = lazySchema(() => z.number().finite());
const targetId = lazySchema(() => z.string().regex(/^(mob|crawler)-\d{1,10}$/, 'a target is mob-N or crawler-N'));

/** Messages a client may send over /api/ws. Every one is validated; anything else is refused. */
export const ClientMessage = lazySchema(() => z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), at: finite }).strict(),
  /** Watch and act for one of your crawlers; the server answers with a room snapshot. */
  z.object({ type: z.literal('join'), crawlerId: DbId }).strict(),
  z.object({ type: z.literal('position'), x: finite, y: finite, seq: z.number().int().nonnegative() }).strict(),
  z.object({ type: z.literal('attack'), targetId, seq: z.number().int().nonnegative() }).strict(),
  z.object({ type: z.literal('dodge'), seq: z.number().int().nonnegative() }).strict(),
  /**
   * Watch any living crawler's room, read-only and SPECTATE_DELAY_MS late. The socket is
   * a spectator's from then on: every intent it sends is refused (spectator_read_only).
   */
  z.object({ type: z.literal('spectate'), crawlerId: DbId }).strict(),
]));
export type ClientMessage = z.infer<typeof ClientMessage>;

export const RoomSnapshot = lazySchema(() => z.object({
  type: z.literal('snapshot'),
  tick: z.number().int(),
  roomId: z.number().int(),
  crawlerId: z.number().int(),
  inCombat: z.boolean(),
  self: z.object({ x: finite, y: finite, health: z.number(), maxHealth: z.number(), isAlive: z.boolean() }),
  entities: z.array(TacticalEntity),
}));
export type RoomSnapshot = z.infer<typeof RoomSnapshot>;

/**
 * How late a spectator sees a room: long enough that watching a rival cannot be used to
 * scout for a fight, short enough to feel live.
 */
export const SPECTATE_DELAY_MS = 10_000;

/** Why a spectator's view closed. */
export const SpectateEndReason = { disabled: 'disabled', died: 'died', gone: 'gone' } as const;
export type SpectateEndReason = (typeof SpectateEndReason)[keyof typeof SpectateEndReason];
const SPECTATE_END_REASONS = Object.values(SpectateEndReason) as [SpectateEndReason, ...SpectateEndReason[]];

/** Messages the server sends over /api/ws. Each room message carries the tick; clients drop stale ones. */
export const ServerMessage = lazySchema(() => z.discriminatedUnion('type', [
  /** The socket is signed in as `userId`; in a cluster, `node` names the process that serves it. */
  z.object({ type: z.literal('hello'), userId: z.string(), node: z.string().optional() }),
  /**
   * Cluster only: the joined crawler's room is served by process `node`. The server closes the
   * socket (SOCKET_CLOSE.reconnect) right after; the client connects again at once with
   * `?node=<node>` (SOCKET_NODE_PARAM), which the cluster's proxy sends straight to that process.
   */
  z.object({ type: z.literal('route'), node: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/) }),
  z.object({ type: z.literal('pong'), at: z.number() }),
  z.object({ type: z.literal('error'), error: z.string(), code: z.string() }),
  RoomSnapshot,
  z.object({
    type: z.literal('events'),
    tick: z.number().int(),
    roomId: z.number().int(),
    /** A tick's messages: when that tick was due (server wall clock, epoch ms); lets a client measure delivery delay. */
    at: z.number().optional(),
    /** The tick's room events (contract/room-events.ts; docs/protocol.md says what each means). */
    events: z.array(RoomEvent),
  }),
  /** The server refused a reported position: this is where the crawler really is. */
  z.object({ type: z.literal('correction'), tick: z.number().int(), x: finite, y: finite, reason: z.string() }),
  /** The crawler left this room (moved, or died): join again for the next one. */
  z.object({ type: z.literal('left_room'), roomId: z.number().int(), reason: z.string() }),
  /** A spectate request was accepted: the delayed frames follow (the first one SPECTATE_DELAY_MS late). */
  z.object({ type: z.literal('spectating'), crawlerId: z.number().int(), name: z.string(), delayMs: z.number().int() }),
  /** Spectators only, delayed: the room the watched crawler stands in (a snapshot of it follows). */
  z.object({ type: z.literal('spectate_room'), crawlerId: z.number().int(), current: CurrentRoom }),
  /** Spectators only: the view is closed and no more frames come (a death arrives delayed, an opt-out at once). */
  z.object({ type: z.literal('spectate_ended'), crawlerId: z.number().int(), reason: z.enum(SPECTATE_END_REASONS), error: z.string() }),
]));
export type ServerMessage = z.infer<typeof ServerMessage>;

/** POST /api/crawlers/:id/position; the forced variant skips client throttling only. */
export const PositionBody = lazySchema(() => z.object({ roomId: DbId, positionX: finite, positionY: finite, force: z.boolean().optional() }).strict());
export const PositionResponse = lazySchema(() => z.object({ success: z.boolean(), x: z.number(), y: z.number(), corrected: z.boolean(), reason: z.string().optional() }));
export type PositionResponse = z.infer<typeof PositionResponse>;

/** POST /api/crawlers/:id/attack (ours): the same intent as the socket's, answered with its outcome. */
export const AttackBody = lazySchema(() => z.object({ targetId }).strict());
export const AttackResponse = lazySchema(() => z.object({
  success: z.boolean(),
  reason: z.string().optional(),
  detail: z.unknown().optional(),
  hit: z.boolean().optional(),
  critical: z.boolean().optional(),
  damage: z.number().optional(),
  targetHealth: z.number().optional(),
  killed: z.boolean().optional(),
}));
export type AttackResponse = z.infer<typeof AttackResponse>;

/**
 * Per-socket and per-user limits of /api/ws. Messages past maxMessagesPerSecond are answered with a
 * rate_limited error and ignored; a socket that sends floodMessagesPerSecond in one second is closed
 * (1008), and so is one that stops reading while maxBufferedBytes wait to be sent to it.
 */
export const SOCKET_LIMITS = {
  maxPerUser: 8,
  maxMessagesPerSecond: 40,
  floodMessagesPerSecond: 200,
  maxPayloadBytes: 16 * 1024,
  maxBufferedBytes: 1024 * 1024,
} as const;

/**
 * Close codes the server uses on /api/ws (RFC 6455 7.4.1). reconnect (service restart): the process
 * is stopping, or the room's process went away; the client connects again, like after any close.
 */
export const SOCKET_CLOSE = { policy: 1008, tooBig: 1009, reconnect: 1012 } as const;

/** The socket URL's query parameter naming the process a `route` message sent the client to. */
export const SOCKET_NODE_PARAM = 'node';
/** The close reason that follows a `route` message. */
export const ROUTED_REASON = 'routed';

/** The socket's refusals live with every other error code (contract/error-codes.ts). */
export { SocketErrorCode } from './error-codes.ts';

/** GET/PUT /api/crawlers/:id/spectating (sponsor only): whether others may watch, and how many do now. */
export const SpectatingBody = lazySchema(() => z.object({ allowed: z.boolean() }).strict());
export const SpectatingStatus = lazySchema(() => z.object({ allowed: z.boolean(), watching: z.number().int().nonnegative() }));
export type SpectatingStatus = z.infer<typeof SpectatingStatus>;

/**
 * HTTP intent routes' rate limits, per signed-in user and route, per window. Generous for honest play:
 * the client reports its position every 200 ms (5 per second) and acts far less often.
 */
export const INTENT_RATE_LIMITS = { windowMs: 1_000, position: 20, action: 10 } as const;
