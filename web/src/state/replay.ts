import { ROOM_SIM } from '#game/constants.ts';
import { EVENT_LOG, replayLog, type LogEntry, type ReplayFrame } from '#game/event-log.ts';
import { parseEntityId } from '#game/room-sim.ts';
import { FACING, FACINGS, type Facing } from '#game/movement.ts';
import { FLOATER_MS } from '../canvas/frame.ts';

// The replay's model: a crawler's log played back on a clock. Pure and deterministic: the
// same log and the same playback time always give the same state. Playback time runs from the first
// entry (0 ms); a long real pause between two entries (the sponsor away for an hour) plays as
// REPLAY.maxGapMs, so the story keeps moving, and every entry keeps its order and its own instant
// (entries of the same instant a millisecond apart).

export const REPLAY = {
  /** A longer pause between two entries plays as this long. */
  maxGapMs: 2_000,
  /** Entries of one instant (a kill, its reward and a level-up) play this far apart, so each has a time to seek to. */
  minStepMs: 1,
  /**
   * A walk between two position samples plays in at most this long before the later one: samples are
   * taken every EVENT_LOG.positionSampleMs while the crawler moves, so a longer gap was mostly standing;
   * unless the later sample is `steady` (a straight walk at an even pace all the way): that one plays
   * over the whole gap.
   */
  walkWindowMs: EVENT_LOG.positionSampleMs * 1.5,
  /** The clock runs on this long after the last entry, so its numbers finish floating. */
  tailMs: FLOATER_MS,
  /** A swing keeps the target ring on its mob this long. */
  targetMs: 2_000,
  speeds: [1, 2, 4, 8, 16],
} as const;
export type ReplaySpeed = (typeof REPLAY.speeds)[number];

export function isReplaySpeed(value: unknown): value is ReplaySpeed {
  return (REPLAY.speeds as readonly unknown[]).includes(value);
}

/** What a replay is made from: the log page's crawler and seed, and the whole log. */
export interface ReplaySource {
  crawlerId: number;
  seed: number;
  entries: readonly LogEntry[];
}

export interface Replay {
  crawlerId: number;
  seed: number;
  /** The crawler's name as its sponsorship entry gives it. */
  name: string;
  /** The log, by seq. */
  entries: readonly LogEntry[];
  /** The crawler's state after each entry (game/event-log.ts replayLog). */
  frames: readonly ReplayFrame[];
  /** Each entry's playback time (ms). */
  times: readonly number[];
  /** Playback length (ms): the last entry's time and the tail. */
  duration: number;
  /** Entries that put the crawler in a room (its start, each door and stairs), ascending. */
  roomChanges: readonly number[];
  /** The death entry, if it died. */
  deathIndex: number | null;
  /** Entries that set the crawler's position (start, room entries, samples, death), ascending. */
  setters: readonly number[];
  /** The way the crawler faces after each entry. */
  facings: readonly Facing[];
  /** Per room id: its entries that tell about mobs (swings, kills), ascending. */
  mobEntries: ReadonlyMap<number, readonly number[]>;
}

const ENTRY_FACING: Record<string, Facing> = { north: 'north', south: 'south', east: 'east', west: 'west' };

/** The nearest of the eight facings to a movement. */
export function facingToward(dx: number, dy: number, previous: Facing): Facing {
  if (Math.hypot(dx, dy) < 0.01) return previous;
  const sector = Math.round(Math.atan2(dy, dx) / (Math.PI / 4));
  const sx = Math.round(Math.cos((sector * Math.PI) / 4));
  const sy = Math.round(Math.sin((sector * Math.PI) / 4));
  return FACINGS.find((f) => FACING[f].dx === sx && FACING[f].dy === sy) ?? previous;
}

function placesCrawler(e: LogEntry): boolean {
  return e.kind === 'entered_room' || (e.kind === 'sponsored' && e.data.roomId !== null);
}

function setsPosition(e: LogEntry): boolean {
  return placesCrawler(e) || e.kind === 'moved' || e.kind === 'died';
}

export function buildReplay(source: ReplaySource): Replay {
  const entries = [...source.entries].sort((a, b) => a.seq - b.seq);
  const frames = replayLog(entries);
  const times: number[] = [];
  const roomChanges: number[] = [];
  const setters: number[] = [];
  const facings: Facing[] = [];
  const mobEntries = new Map<number, number[]>();
  let deathIndex: number | null = null;
  let facing: Facing = 'south';
  let name = 'Crawler';
  entries.forEach((e, i) => {
    const prev = entries[i - 1];
    times.push(prev ? times[i - 1]! + Math.min(REPLAY.maxGapMs, Math.max(REPLAY.minStepMs, e.at - prev.at)) : 0);
    if (placesCrawler(e)) roomChanges.push(i);
    if (setsPosition(e)) setters.push(i);
    if (e.kind === 'sponsored') name = e.data.name;
    if (e.kind === 'died') deathIndex = i;
    if (e.kind === 'entered_room') facing = ENTRY_FACING[e.data.direction] ?? facing;
    if (e.kind === 'moved' && i > 0) facing = facingToward(e.data.x - frames[i - 1]!.x, e.data.y - frames[i - 1]!.y, facing);
    facings.push(facing);
    if ((e.kind === 'attacked' || e.kind === 'was_attacked' || e.kind === 'killed') && e.roomId !== null) {
      const list = mobEntries.get(e.roomId) ?? [];
      list.push(i);
      mobEntries.set(e.roomId, list);
    }
  });
  const last = times.at(-1);
  return {
    crawlerId: source.crawlerId,
    seed: source.seed,
    name,
    entries,
    frames,
    times,
    duration: last === undefined ? 0 : last + REPLAY.tailMs,
    roomChanges,
    deathIndex,
    setters,
    facings,
    mobEntries,
  };
}

/** The largest i below `length` with at(i) <= value, for `at` ascending (-1 when none). */
function lastAtOrBeforeBy(length: number, at: (i: number) => number, value: number): number {
  let lo = 0;
  let hi = length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (at(mid) <= value) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

const lastAtOrBefore = (list: readonly number[], value: number) => lastAtOrBeforeBy(list.length, (i) => list[i]!, value);

/** The entry on screen at playback time `time`: the last one that has happened (the first before it starts). */
export function indexAtTime(replay: Replay, time: number): number {
  return Math.max(0, lastAtOrBefore(replay.times, time));
}

/** The entry numbered `seq`, or the last one before it (the first when it is earlier than the log). */
export function indexOfSeq(replay: Replay, seq: number): number {
  return Math.max(0, lastAtOrBeforeBy(replay.entries.length, (i) => replay.entries[i]!.seq, seq));
}

/** The playback time of an entry. */
export function timeOfIndex(replay: Replay, index: number): number {
  return replay.times[Math.min(Math.max(0, index), replay.times.length - 1)] ?? 0;
}

/** The room change before `index` (the start of the current room when inside it), or null. */
export function previousRoomChange(replay: Replay, index: number): number | null {
  const i = lastAtOrBefore(replay.roomChanges, index - 1);
  return i < 0 ? null : replay.roomChanges[i]!;
}

/** The first room change after `index`, or null. */
export function nextRoomChange(replay: Replay, index: number): number | null {
  const i = lastAtOrBefore(replay.roomChanges, index) + 1;
  return replay.roomChanges[i] ?? null;
}

/** Where 'Jump to death' (or 'Jump to end' for a crawler that did not die) goes. */
export function endIndex(replay: Replay): number {
  return replay.deathIndex ?? Math.max(0, replay.entries.length - 1);
}

export interface ReplayState {
  time: number;
  index: number;
  entry: LogEntry;
  /** The crawler's state after `entry`. */
  frame: ReplayFrame;
  /** Where it stands at `time` (between two samples of a walk, on the line between them). */
  x: number;
  y: number;
  facing: Facing;
}

/** The crawler at playback time `time` (null for an empty log). */
export function replayStateAt(replay: Replay, time: number): ReplayState | null {
  if (replay.entries.length === 0) return null;
  const t = Math.min(Math.max(0, time), replay.duration);
  const index = indexAtTime(replay, t);
  const frame = replay.frames[index]!;
  const base = { time: t, index, entry: replay.entries[index]!, frame, x: frame.x, y: frame.y, facing: replay.facings[index]! };
  const s = lastAtOrBefore(replay.setters, index);
  const from = s < 0 ? undefined : replay.setters[s];
  const to = replay.setters[s + 1];
  if (from === undefined || to === undefined) return base;
  const next = replay.entries[to]!;
  if ((next.kind !== 'moved' && next.kind !== 'died') || next.roomId !== frame.roomId) return base;
  const target = replay.frames[to]!;
  // A steady sample was reached by an even walk over the whole gap (game/event-log.ts, samplesOnSteadyWalk).
  const gap = replay.times[to]! - replay.times[from]!;
  const steady = next.kind === 'moved' && next.data.steady === true;
  const window = steady ? gap : Math.min(REPLAY.walkWindowMs, gap);
  const start = replay.times[to]! - window;
  const u = window <= 0 ? 0 : Math.min(1, Math.max(0, (t - start) / window));
  if (u <= 0) return base;
  return {
    ...base,
    x: frame.x + (target.x - frame.x) * u,
    y: frame.y + (target.y - frame.y) * u,
    facing: facingToward(target.x - frame.x, target.y - frame.y, base.facing),
  };
}

/** A mob of the current room as the log tells it: its health (null: unhurt as far as we know) and whether it stands. */
export interface MobLogState {
  health: number | null;
  alive: boolean;
}

/**
 * The mobs the log has named in the crawler's room up to `index`, by entity id ('mob-12'). A mob is
 * gone from its death (the crawler's kill, or a swing that left it at 0) until it respawns
 * (ROOM_SIM.mobRespawnMs later, as the room simulation does) or the log names it again.
 */
export function mobStatesAt(replay: Replay, index: number): Map<string, MobLogState> {
  const out = new Map<string, MobLogState & { diedAt: number | null }>();
  const roomId = replay.frames[index]?.roomId ?? null;
  const list = roomId === null ? [] : (replay.mobEntries.get(roomId) ?? []);
  for (const i of list) {
    if (i > index) break;
    const e = replay.entries[i]!;
    if (e.kind === 'attacked' && parseEntityId(e.data.targetId)?.kind === 'mob') {
      const dead = e.data.targetHealth <= 0;
      out.set(e.data.targetId, { health: Math.max(0, e.data.targetHealth), alive: !dead, diedAt: dead ? e.at : null });
    } else if (e.kind === 'was_attacked' && parseEntityId(e.data.attackerId)?.kind === 'mob') {
      const known = out.get(e.data.attackerId);
      out.set(e.data.attackerId, known?.alive ? known : { health: null, alive: true, diedAt: null });
    } else if (e.kind === 'killed' && e.data.victimType === 'mob') {
      out.set(e.data.victimId, { health: 0, alive: false, diedAt: e.at });
    }
  }
  const now = replay.entries[index]?.at ?? 0;
  const states = new Map<string, MobLogState>();
  for (const [id, m] of out) {
    const respawned = !m.alive && m.diedAt !== null && now - m.diedAt >= ROOM_SIM.mobRespawnMs;
    states.set(id, respawned ? { health: null, alive: true } : { health: m.health, alive: m.alive });
  }
  return states;
}

/**
 * The entries of the crawler's room whose effects may still be on screen at `index` (those within
 * FLOATER_MS of playback time before it, and it), oldest first.
 */
export function recentEntries(replay: Replay, index: number, windowMs: number = FLOATER_MS): number[] {
  const out: number[] = [];
  const roomId = replay.frames[index]?.roomId ?? null;
  const now = replay.times[index] ?? 0;
  for (let j = index; j >= 0 && now - replay.times[j]! < windowMs; j--) {
    if (replay.entries[j]!.roomId === roomId) out.push(j);
  }
  return out.reverse();
}

/** The mob the crawler swung at last, within REPLAY.targetMs before `index` (null when none). */
export function targetAt(replay: Replay, index: number): string | null {
  for (const j of recentEntries(replay, index, REPLAY.targetMs).reverse()) {
    const e = replay.entries[j]!;
    if (e.kind === 'attacked' && parseEntityId(e.data.targetId)?.kind === 'mob') return e.data.targetId;
  }
  return null;
}

/** Real time from the first entry to `index` (ms): how long the crawler had lived. */
export function elapsedMs(replay: Replay, index: number): number {
  const first = replay.entries[0];
  const e = replay.entries[index];
  return first && e ? e.at - first.at : 0;
}
