// The room hub's shared types (room-hub.ts is the façade other modules import them from).
import { InternalErrorCode } from '#contract/errors.ts';
import type { Intent, PlayerState, RoomEvent, RoomState } from '#game/room-sim.ts';
import type { ServerMessage } from '#contract/realtime.ts';
import type { RoomEvent as WireEvent } from '#contract/room-events.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { DungeonCache } from '../../services/dungeon-cache.ts';
import type { EventRecorder } from '../../services/event-recorder.ts';
import type { Metrics } from '../../metrics/metrics.ts';
import type { RoomPersistence, RoomTick } from '../room-persistence.ts';

export interface Viewer {
  crawlerId: number;
  send(msg: ServerMessage): void;
  /**
   * Writes a WebSocket text frame already built (ws-frame.ts, a latin1 string): a room's broadcast is
   * serialised and framed once for all its viewers, and the same bytes go to every socket in one write.
   */
  sendFrame?(frame: string): void;
}

export interface Pending {
  crawlerId: number;
  kind: Intent['kind'];
  resolve: (events: RoomEvent[]) => void;
  /** The room left this process before the intent was stepped (NotOwnerError: ask again, elsewhere). */
  reject: (err: Error) => void;
}

export type Obstacle = { x: number; y: number; w: number; h: number };

export interface ActiveRoom {
  roomId: number;
  state: RoomState;
  queue: Intent[];
  pending: Pending[];
  viewers: Set<Viewer>;
  /** Last accepted position report per crawler (for the speed check). */
  lastReport: Map<number, number>;
  /** Persist-then-broadcast chain: keeps this room's writes and messages in tick order. */
  chain: Promise<void>;
  /** When each NPC last spoke to each crawler. */
  spoke: Map<string, number>;
  emptySinceTick: number | null;
  /** The room's walls and cover (static), for the position check; read from the dungeon once. */
  obstacles: readonly Obstacle[] | null;
  /** Which slice of the tick period this room steps in (see TICK_PHASES). */
  phase: number;
  /** Crawlers whose intents queued since the last step came from their standing orders. */
  byOrders: Set<number>;
  /** Crawlers with an accepted position here since they arrived (by their sponsor or their orders). */
  walked: Set<number>;
  /** Crawlers whose health changed outside a step (a consumable used): the next step writes it. */
  healthChanged: Set<number>;
}

/** One room's tick, stepped, waiting for its durable facts to be written before it is broadcast. */
export interface Stepped extends RoomTick {
  room: ActiveRoom;
  byOrders: ReadonlySet<number>;
  speech: WireEvent[];
  pending: Pending[];
}

/** The entities of a room's snapshot, as the caller of `enter` reads them. */
export type SnapshotEntities = ServerMessage & { type: 'snapshot' } extends { entities: infer E } ? E : never;

/**
 * Why a crawler is on its standing orders: its sponsor has been away DISCONNECT_GRACE_MS
 * ('away': their return takes control back), or pressed Go idle ('idle': only an intent does).
 */
export type OrdersReason = 'away' | 'idle';

/** Carries out standing orders (orders-runner.ts): one round for the crawlers on them, then resolves. */
export interface OrdersDriver {
  run(crawlers: readonly { crawlerId: number; roomId: number; reason: OrdersReason }[]): Promise<void>;
}

export interface HubDeps {
  persistence: RoomPersistence;
  /** Loads a room's state (mobs) when it wakes. */
  loadRoom: (roomId: number) => Promise<RoomState>;
  /** Loads one crawler as a room player. */
  loadPlayer: (crawlerId: number) => Promise<PlayerState>;
  /**
   * The living, active crawlers the database has standing in a room that wakes (after a restart, or
   * after they left the simulation idle): they are in it again whatever moved them there, unattended
   * (docs/decisions/0031-one-intent-gateway.md). Asked only for rooms that are not safe.
   */
  loadOccupants?: (roomId: number) => Promise<PlayerState[]>;
  /** Writes live positions, each only while its crawler still stands in the room it was taken in. */
  savePositions: (positions: { crawlerId: number; roomId: number; x: number; y: number }[]) => Promise<void>;
  dungeon: () => DungeonCache | undefined;
  /** Takes the crawlers' position samples for their logs and writes them with the positions. */
  recorder?: EventRecorder;
  log: FastifyBaseLogger;
  nowMs?: () => number;
  seed?: number;
  /**
   * In a cluster: whether this process may simulate the room now (it holds the lease of
   * its shard). A room it may not is never woken here, and an awake one stops at its next tick.
   * Absent: one process, every room is its own.
   */
  owns?: (roomId: number) => boolean;
  /** Told of every room stepped, with the time (epoch ms): the cluster's step journal. */
  onStep?: (roomId: number, atMs: number) => void;
  /** The Prometheus series (server/metrics/), when the process exports them: told once per slot and per room broadcast. */
  metrics?: Pick<Metrics, 'tickStepped' | 'broadcast'>;
}

/** A room another process owns (or that no one may simulate this instant): ask the cluster where it lives. */
export class NotOwnerError extends Error {
  readonly code = InternalErrorCode.notOwner;
  constructor(readonly roomId: number) {
    super(`room ${roomId} is not simulated by this process`);
  }
}

export type PositionResult = { ok: true; x: number; y: number } | { ok: false; x: number; y: number; reason: string };
