import { DOOR_ZONE } from '#game/constants.ts';
import { DIRECTION, type Direction } from '#game/dungeon/vocabulary.ts';
import {
  canTransition,
  doorZoneAt,
  easePoint,
  exitAnimationPosition,
  facingOf,
  framesFor,
  MOVEMENT_TUNING,
  onStairs,
  retreatPosition,
  type Facing,
  type MoveDirection,
  type Rect,
} from '#game/movement.ts';
import { roomPoint, type RoomPoint, type RoomSizeFields } from '#game/units.ts';
import { advanceWalk, pressWalk, standAt, type Walk } from '#game/walk.ts';

// The client side of walking in a room: the player's predicted position, held input, and the room
// transition. No React and no DOM: time comes in as `now` (ms), the move request as an
// injected function, so it runs the same in a test. The loop calls update(now) then the renderer
// reads frame(); React reads hud() through subscribe().

/**
 * A room as the session needs it; `scene` is whatever the renderer draws for it, kept in step. Its
 * size in feet turns the walking speed into room-percent (missing: 100 x 100 ft).
 */
export interface SessionRoom<Scene = unknown> extends RoomSizeFields {
  roomId: number;
  obstacles: readonly Rect[];
  /** Includes 'down' in an exit room. */
  availableDirections: readonly string[];
  scene: Scene;
  /** Things that move (mobs, NPCs, other crawlers): drawn where they are eased to, 5 % a frame. */
  movers?: readonly { id: string; x: number; y: number }[];
}

export type MoveOutcome = { ok: true; newRoomId: number; entry: { x: number; y: number } } | { ok: false };

export type SessionPhase =
  | { kind: 'idle' }
  | { kind: 'exiting'; direction: MoveDirection; startedAt: number; from: RoomPoint; outcome: MoveOutcome | null }
  | { kind: 'arriving'; direction: MoveDirection; newRoomId: number; entry: RoomPoint; since: number };

export interface SessionDeps {
  move(direction: MoveDirection): Promise<MoveOutcome>;
  /** Keeps the direction for the next room's entry. */
  rememberDirection?(direction: MoveDirection): void;
  /** Right before a move request: the last position in this room (sent to the server, forced). */
  beforeMove?(direction: MoveDirection, at: { x: number; y: number }, roomId: number): void;
}

/** What the renderer draws this frame. */
export interface SessionFrame {
  /** May lie outside 0-100 during an exit animation. */
  x: number;
  y: number;
  facing: Facing;
  /** 0..1: fades out down the stairs and in on arrival. */
  alpha: number;
  doorZone: Direction | null;
  phase: SessionPhase['kind'];
  /** Where each mover is drawn this frame (eased toward its latest server position). */
  movers: ReadonlyMap<string, { x: number; y: number }>;
}

/** What the page shows in text: changes only when a shown value changes. */
export interface SessionHud {
  x: number;
  y: number;
  facing: Facing;
  phase: SessionPhase['kind'];
  transitionDirection: MoveDirection | null;
  doorZone: Direction | null;
  showGrid: boolean;
  /** The room on screen and a counter that changes with its scene. */
  roomId: number | null;
  roomVersion: number;
}

/** Arrival fade-in, and how long to wait for the new room's data before giving up the wait. */
export const ARRIVAL_FADE_MS = 300;
export const ARRIVAL_TIMEOUT_MS = 10_000;
const HUD_STEP = 0.5;

const round = (v: number) => Math.round(v / HUD_STEP) * HUD_STEP;

export class RoomSession<Scene = unknown> {
  room: SessionRoom<Scene> | null = null;
  facing: Facing = 'south';
  phase: SessionPhase = { kind: 'idle' };
  agility = 0;
  /** False for a dead crawler: it can no longer walk. */
  canAct = true;
  showGrid = true;
  /**
   * Reduced motion: movers jump to their latest position instead of easing, and a room
   * transition has no slide or fade; the player changes room as soon as the server has answered.
   * The rules (one move at a time, 1 s between moves) stay the same.
   */
  reducedMotion = false;
  lastTransitionAt: number | null = null;
  lastDirection: MoveDirection | null = null;

  private deps: SessionDeps;
  private readonly held = new Set<Direction>();
  /** The position and the rest of a pressed square (game/walk.ts: a tap walks exactly one square). */
  private walkState: Walk = standAt(roomPoint(50, 50));
  private pendingRoom: SessionRoom<Scene> | null = null;
  private lastUpdate: number | null = null;
  private carryMs = 0;
  private wasOnStairs = false;
  private arrivedAt: number | null = null;
  private hudSnapshot: SessionHud;
  /** Bumped whenever the room on screen (or its scene) changes. */
  private roomVersion = 0;
  private readonly listeners = new Set<() => void>();
  private readonly moverPositions = new Map<string, { x: number; y: number }>();

  constructor(deps: SessionDeps = { move: async () => ({ ok: false }) }) {
    this.deps = deps;
    this.hudSnapshot = this.computeHud();
  }

  /** The player's predicted position. */
  get position(): RoomPoint {
    return this.walkState.position;
  }

  /** Placed (a room entered, a correction): it stands there, the rest of a pressed square dropped. */
  set position(at: RoomPoint) {
    this.walkState = standAt(at);
  }

  /** Swaps the move request and direction store (the page's latest callbacks). */
  connect(deps: SessionDeps): void {
    this.deps = deps;
  }

  /**
   * The room from the server. The same room refreshes its obstacles and scene. A new room during an
   * exit waits until the animation ends; after our own move the player stands at the server's entry
   * point, otherwise (first load, moved elsewhere) at the server's position.
   */
  setRoom(room: SessionRoom<Scene>, serverPosition: { x: number; y: number }, now: number): void {
    if (this.room && this.room.roomId === room.roomId) {
      this.room = room;
      this.roomVersion += 1;
      this.notify();
      return;
    }
    if (this.phase.kind === 'exiting') {
      this.pendingRoom = room;
      return;
    }
    const arriving = this.phase.kind === 'arriving' && this.phase.newRoomId === room.roomId ? this.phase : null;
    this.enterRoom(room, arriving ? arriving.entry : roomPoint(serverPosition.x, serverPosition.y), now);
  }

  private enterRoom(room: SessionRoom<Scene>, at: RoomPoint, now: number): void {
    const first = this.room === null;
    this.room = room;
    this.roomVersion += 1;
    this.position = at;
    this.phase = { kind: 'idle' };
    this.pendingRoom = null;
    this.wasOnStairs = onStairs(at);
    this.arrivedAt = first ? null : now;
    this.moverPositions.clear();
    this.syncMovers(0);
    this.notify();
  }

  /** Eases every mover `frames` frames toward its target; new ones appear in place, gone ones go. */
  private syncMovers(frames: number): void {
    const movers = this.room?.movers ?? [];
    const ids = new Set<string>();
    for (const m of movers) {
      ids.add(m.id);
      const shown = this.moverPositions.get(m.id);
      if (!shown) {
        this.moverPositions.set(m.id, { x: m.x, y: m.y });
        continue;
      }
      let { x, y } = shown;
      if (this.reducedMotion) ({ x, y } = m);
      else for (let i = 0; i < frames; i++) ({ x, y } = easePoint({ x, y }, m));
      this.moverPositions.set(m.id, { x, y });
    }
    for (const id of [...this.moverPositions.keys()]) if (!ids.has(id)) this.moverPositions.delete(id);
  }

  /** The crawler's agility (speed) and whether it may act at all (alive). */
  configure({ agility, canAct }: { agility: number; canAct: boolean }): void {
    this.agility = agility;
    this.canAct = canAct;
    if (!canAct) this.stopWalking();
  }

  /** A key (or D-pad button) down or up. A new press commits one square in the keys now held. */
  setHeld(direction: Direction, held: boolean): void {
    if (!held) {
      this.held.delete(direction);
      return;
    }
    if (this.held.has(direction)) return;
    this.held.add(direction);
    this.walkState = pressWalk(this.walkState, this.input());
  }

  /** Every key up (the window lost focus): a square already begun is still finished. */
  releaseAll(): void {
    this.held.clear();
  }

  private stopWalking(): void {
    this.held.clear();
    this.position = this.walkState.position;
  }

  /**
   * The server refused a reported position (or knows better): the player stands where it says. Ignored
   * during a transition, when the old room's position no longer matters.
   */
  snapTo(x: number, y: number): void {
    if (this.phase.kind !== 'idle' || !this.room) return;
    this.position = roomPoint(x, y);
    this.wasOnStairs = onStairs(this.position);
    this.notify();
  }

  setReducedMotion(on: boolean): void {
    this.reducedMotion = on;
  }

  toggleGrid(): void {
    this.showGrid = !this.showGrid;
    this.notify();
  }

  /** The held keys as one input: opposite keys cancel out. */
  input(): { dx: number; dy: number } {
    let dx = 0;
    let dy = 0;
    for (const d of this.held) {
      dx += DIRECTION[d].dx;
      dy += DIRECTION[d].dy;
    }
    return { dx, dy };
  }

  get isTransitioning(): boolean {
    return this.phase.kind !== 'idle';
  }

  /**
   * Starts a move: one at a time, and at least 1 s after the last. Returns false when the
   * request is ignored.
   */
  requestMove(direction: MoveDirection, now: number): boolean {
    if (!this.room || !this.canAct || this.phase.kind !== 'idle') return false;
    if (!this.room.availableDirections.includes(direction)) return false;
    if (!canTransition(this.lastTransitionAt, now)) return false;
    const startedAt = now;
    this.phase = { kind: 'exiting', direction, startedAt, from: this.position, outcome: null };
    this.lastTransitionAt = now;
    this.lastDirection = direction;
    this.stopWalking();
    this.deps.beforeMove?.(direction, { x: this.position.x, y: this.position.y }, this.room.roomId);
    this.deps.rememberDirection?.(direction);
    this.notify();
    this.deps
      .move(direction)
      .catch((): MoveOutcome => ({ ok: false }))
      .then((outcome) => {
        if (this.phase.kind === 'exiting' && this.phase.startedAt === startedAt) this.phase = { ...this.phase, outcome };
      });
    return true;
  }

  update(now: number): void {
    const elapsed = this.lastUpdate === null ? 0 : now - this.lastUpdate;
    this.lastUpdate = now;
    const { frames, carryMs } = framesFor(elapsed, this.carryMs);
    this.carryMs = carryMs;

    this.syncMovers(frames);
    switch (this.phase.kind) {
      case 'idle':
        this.walk(Math.min(elapsed, MOVEMENT_TUNING.maxWalkMs), now);
        break;
      case 'exiting':
        this.exit(this.phase, now);
        break;
      case 'arriving':
        if (now - this.phase.since > ARRIVAL_TIMEOUT_MS) {
          this.position = this.phase.entry;
          this.phase = { kind: 'idle' };
        }
        break;
    }
    this.notify();
  }

  /**
   * `elapsedMs` of walking at the crawler's speed (frame-rate independent): along the held keys, or
   * when none is held, the rest of the square a press began.
   */
  private walk(elapsedMs: number, now: number): void {
    const room = this.room;
    if (!room || !this.canAct) return;
    const { walk, input, door } = advanceWalk(this.walkState, this.input(), this.agility, elapsedMs, room);
    this.walkState = walk;
    const walking = input.dx !== 0 || input.dy !== 0;
    this.facing = facingOf(input, this.facing);
    // Only the player's own walking takes a door (advanceWalk): a position the server set (a
    // correction, or the crawler's standing orders walking it while the page watches) never does.
    if (door && canTransition(this.lastTransitionAt, now)) {
      this.requestMove(door, now);
      return;
    }
    const stairs = room.availableDirections.includes('down') && onStairs(this.position);
    if (walking && stairs && !this.wasOnStairs && canTransition(this.lastTransitionAt, now)) this.requestMove('down', now);
    this.wasOnStairs = stairs;
  }

  private exit(phase: Extract<SessionPhase, { kind: 'exiting' }>, now: number): void {
    const { outcome } = phase;
    if (outcome && !outcome.ok) {
      // Refused: back just inside the door, out of its zone, as if bounced off it.
      this.position = retreatPosition(phase.direction);
      this.phase = { kind: 'idle' };
      this.wasOnStairs = this.room ? onStairs(this.position) : false;
      return;
    }
    if (!outcome || (!this.reducedMotion && now - phase.startedAt < DOOR_ZONE.animationMs)) return;
    const entry = roomPoint(outcome.entry.x, outcome.entry.y);
    if (this.pendingRoom && this.pendingRoom.roomId === outcome.newRoomId) {
      this.enterRoom(this.pendingRoom, entry, now);
      return;
    }
    this.phase = { kind: 'arriving', direction: phase.direction, newRoomId: outcome.newRoomId, entry, since: now };
    this.pendingRoom = null;
  }

  frame(now: number): SessionFrame {
    const phase = this.phase;
    let { x, y } = this.position as { x: number; y: number };
    let alpha = 1;
    if (phase.kind === 'exiting' && this.reducedMotion) {
      ({ x, y } = phase.from);
    } else if (phase.kind === 'exiting') {
      const progress = (now - phase.startedAt) / DOOR_ZONE.animationMs;
      ({ x, y } = exitAnimationPosition(phase.from, phase.direction, progress));
      if (phase.direction === 'down') alpha = Math.max(0, 1 - progress);
      else if (progress > DOOR_ZONE.slideFraction) alpha = Math.max(0, 1 - (progress - DOOR_ZONE.slideFraction) / DOOR_ZONE.beyondFraction);
    } else if (phase.kind === 'arriving') {
      alpha = 0;
    } else if (this.arrivedAt !== null && !this.reducedMotion) {
      alpha = Math.min(1, (now - this.arrivedAt) / ARRIVAL_FADE_MS);
    }
    const doorZone = this.room && phase.kind === 'idle' ? doorZoneAt(x, y, this.room.availableDirections) : null;
    return { x, y, facing: this.facing, alpha, doorZone, phase: phase.kind, movers: this.moverPositions };
  }

  private computeHud(): SessionHud {
    const phase = this.phase;
    return {
      x: round(this.position.x),
      y: round(this.position.y),
      facing: this.facing,
      phase: phase.kind,
      transitionDirection: phase.kind === 'idle' ? null : phase.direction,
      doorZone: this.room && phase.kind === 'idle' ? doorZoneAt(this.position.x, this.position.y, this.room.availableDirections) : null,
      showGrid: this.showGrid,
      roomId: this.room?.roomId ?? null,
      roomVersion: this.roomVersion,
    };
  }

  hud(): SessionHud {
    return this.hudSnapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    const next = this.computeHud();
    const prev = this.hudSnapshot;
    const same = (Object.keys(next) as (keyof SessionHud)[]).every((k) => next[k] === prev[k]);
    if (same) return;
    this.hudSnapshot = next;
    for (const listener of this.listeners) listener();
  }
}
