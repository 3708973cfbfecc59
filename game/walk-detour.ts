// A walk that stops coming closer to its goal takes a detour by the room's middle. The walker
// (standing-orders.ts stepToward) slides along features and sidesteps round them, but it can still
// stand or dither against one for good: nothing in it remembers that the last seconds went nowhere.
// This remembers. The room's middle is always clear (room features keep to the corners) and every
// door is on a straight line from it, so from there the walk goes on. Pure: the caller keeps the
// progress between steps and injects the time; standing orders on the server and the balance bots
// walk through the same rule.
import { distance } from './combat.ts';
import { ROOM } from './constants.ts';

export const WALK_DETOUR = {
  /** A walk that has not come closer to its goal for this long has stalled. */
  stallMs: 2_000,
  /** Closer by less than this (room units) is not progress: dithering in place. */
  progressUnits: 0.5,
  /** A goal that moved farther than this (room units) is a new walk. */
  newGoalUnits: 5,
  /** The detour is done this close to the room's middle. */
  doneUnits: 2,
} as const;

type Point = { readonly x: number; readonly y: number };

/** What a walk remembers between steps. */
export interface WalkProgress {
  readonly goal: Point;
  /** Walking by the room's middle instead of straight to the goal. */
  readonly detour: boolean;
  /** The closest the walk came to where it is heading now (the goal, or the middle on a detour). */
  readonly best: number;
  /** When it last came closer. */
  readonly sinceMs: number;
}

export interface DetourStep {
  /** Where to step toward now: the goal, or the room's middle. */
  readonly toward: Point;
  readonly progress: WalkProgress;
  /** This step began a detour. */
  readonly stalled: boolean;
}

/**
 * Where a walk from `at` to `goal` heads at `nowMs`, given what it remembered (null: a fresh walk).
 * After WALK_DETOUR.stallMs without coming closer it heads for the room's middle; once there (or when
 * the detour itself stops coming closer) it heads for the goal again. A new goal is a new walk,
 * except during a detour, which is finished first.
 */
export function detourStep(progress: WalkProgress | null, at: Point, goal: Point, nowMs: number): DetourStep {
  const middle = ROOM.entryPosition;
  const w = WALK_DETOUR;
  if (progress?.detour) {
    const d = distance(at, middle);
    if (d >= w.doneUnits) {
      if (d < progress.best - w.progressUnits) return { toward: middle, progress: { ...progress, best: d, sinceMs: nowMs }, stalled: false };
      if (nowMs - progress.sinceMs < w.stallMs) return { toward: middle, progress, stalled: false };
    }
    progress = null;
  }
  const d = distance(at, goal);
  if (!progress || distance(progress.goal, goal) > w.newGoalUnits || d < progress.best - w.progressUnits) {
    return { toward: goal, progress: { goal, detour: false, best: d, sinceMs: nowMs }, stalled: false };
  }
  if (nowMs - progress.sinceMs < w.stallMs) return { toward: goal, progress, stalled: false };
  return { toward: middle, progress: { goal, detour: true, best: distance(at, middle), sinceMs: nowMs }, stalled: true };
}
