// The bankruptcy report: what a crawler's log says about its life, derived here once so
// the server's report, its Open Graph image and the web page read the same numbers. Pure: the log
// comes in as entries, "now" as an argument.
import { creatureByType, creatureTypeLabel } from './dungeon/creatures.ts';
import { EVENT_LOG, type LogEntry } from './event-log.ts';
import { xpForNextLevel } from './progression.ts';
import { FAME_REASON_LABEL, FAME_REASONS, type FameReason } from './fame.ts';

/** How a crawler's story stands: still in the dungeon, slain, or retired when its season ended. */
export const REPORT_STATUS = { alive: 'alive', dead: 'dead', retired: 'retired' } as const;
export type ReportStatus = keyof typeof REPORT_STATUS;
export const REPORT_STATUSES = Object.keys(REPORT_STATUS) as ReportStatus[];

/** Kills of other crawlers are counted under this type (they have no creature type). */
export const CRAWLER_VICTIM_TYPE = 'crawler';
/** A mob kill whose entry named no creature type (never expected; counted rather than dropped). */
export const UNKNOWN_VICTIM_TYPE = 'unknown';

export function reportStatus(row: { isAlive: boolean; retired: boolean }): ReportStatus {
  if (row.retired) return 'retired';
  return row.isAlive ? 'alive' : 'dead';
}

export interface CurvePoint {
  seq: number;
  at: number;
  level: number;
  /** Progress toward the next level, as the game shows it (it restarts at each level-up). */
  experience: number;
  /** Everything earned since level 1: the curve's rising line. */
  totalExperience: number;
}

/** Experience a crawler spent to reach `level` from level 1. */
export function experienceToReach(level: number): number {
  let total = 0;
  for (let l = 1; l < level; l++) total += xpForNextLevel(l);
  return total;
}

/**
 * The level-and-experience curve: one point at the sponsorship, after each reward, and at each
 * level-up the reward did not already show (a reward entry carries the level it led to).
 */
export function experienceCurve(entries: readonly LogEntry[]): CurvePoint[] {
  const points: CurvePoint[] = [];
  const push = (e: LogEntry, level: number, experience: number) => points.push({ seq: e.seq, at: e.at, level, experience, totalExperience: experienceToReach(level) + experience });
  for (const e of entries) {
    if (e.kind === 'sponsored') push(e, e.data.level, e.data.experience);
    else if (e.kind === 'rewarded' || e.kind === 'quest_completed') push(e, e.data.level, e.data.experience);
    else if (e.kind === 'leveled_up') {
      const last = points.at(-1);
      if (!last || last.level !== e.data.level) push(e, e.data.level, last && last.level < e.data.level ? 0 : (last?.experience ?? 0));
    }
  }
  return points;
}

/** Gold the crawler earned from its kills and quests (what it started with is not earned). */
export function goldEarned(entries: readonly LogEntry[]): number {
  let gold = 0;
  for (const e of entries) if (e.kind === 'rewarded' || e.kind === 'quest_completed') gold += e.data.gold;
  return gold;
}

export interface CompletedQuestLine {
  floor: number;
  index: number;
  title: string;
  gold: number;
  xp: number;
  fame: number;
  at: number;
}

/** The quests the crawler turned in, oldest first, with what each paid. */
export function questsCompleted(entries: readonly LogEntry[]): CompletedQuestLine[] {
  const out: CompletedQuestLine[] = [];
  for (const e of entries) {
    if (e.kind === 'quest_completed') out.push({ floor: e.data.floor, index: e.data.index, title: e.data.title, gold: e.data.gold, xp: e.data.xp, fame: e.data.fame, at: e.at });
  }
  return out;
}

/** Fame gained over the log, and how much each reason gave (in FAME_REASONS order, only those that gave any). */
export function fameEarned(entries: readonly LogEntry[]): { total: number; bySource: { reason: FameReason; label: string; amount: number }[] } {
  const by = new Map<FameReason, number>();
  let total = 0;
  for (const e of entries) {
    if (e.kind !== 'gained_fame') continue;
    total += e.data.amount;
    by.set(e.data.reason, (by.get(e.data.reason) ?? 0) + e.data.amount);
  }
  return { total, bySource: FAME_REASONS.filter((r) => by.has(r)).map((reason) => ({ reason, label: FAME_REASON_LABEL[reason], amount: by.get(reason)! })) };
}

export interface FloorRooms {
  floor: number;
  rooms: number;
}

/** Rooms entered for the first time on each floor (the start room counts), floors ascending. */
export function roomsExploredByFloor(entries: readonly LogEntry[]): FloorRooms[] {
  const byFloor = new Map<number, number>();
  const add = (floor: number) => byFloor.set(floor, (byFloor.get(floor) ?? 0) + 1);
  for (const e of entries) {
    if (e.kind === 'sponsored' && e.data.roomId !== null) add(e.data.floor);
    else if (e.kind === 'entered_room' && e.data.discovered) add(e.data.floor);
  }
  return [...byFloor].map(([floor, rooms]) => ({ floor, rooms })).sort((a, b) => a.floor - b.floor);
}

export interface KillCount {
  /** The creature type ('cave_goblin'), or 'crawler' for another sponsor's crawler. */
  type: string;
  /** What a reader sees: the creature's name ('Cave Goblin'), 'Crawler'. */
  label: string;
  count: number;
}

export function victimTypeLabel(type: string): string {
  if (type === CRAWLER_VICTIM_TYPE) return 'Crawler';
  if (type === UNKNOWN_VICTIM_TYPE) return 'Unknown';
  const label = creatureByType(type)?.name ?? creatureTypeLabel(type);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Kills grouped by what was killed, most first (ties by type, so the order is stable). */
export function killsByType(entries: readonly LogEntry[]): KillCount[] {
  const counts = new Map<string, number>();
  for (const e of entries) {
    if (e.kind !== 'killed') continue;
    const type = e.data.victimType === 'player' ? CRAWLER_VICTIM_TYPE : (e.data.creatureType ?? UNKNOWN_VICTIM_TYPE);
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return [...counts]
    .map(([type, count]) => ({ type, label: victimTypeLabel(type), count }))
    .sort((a, b) => b.count - a.count || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
}

export interface CauseOfDeath {
  killerId: string;
  killerName: string;
  roomId: number | null;
  /** The room's name as the log recorded it on the way in (null when the log never named it). */
  roomName: string | null;
  floor: number;
  tick: number;
  at: number;
}

/** What the log says about the death, or null when it records none. */
export function causeOfDeath(entries: readonly LogEntry[]): CauseOfDeath | null {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i]!;
    if (e.kind !== 'died') continue;
    let roomName: string | null = null;
    for (let j = i - 1; j >= 0 && e.roomId !== null; j--) {
      const before = entries[j]!;
      if (before.kind === 'entered_room' && before.data.roomId === e.roomId) {
        roomName = before.data.roomName;
        break;
      }
    }
    return { killerId: e.data.killerId, killerName: e.data.killerName, roomId: e.roomId, roomName, floor: e.data.floor, tick: e.tick, at: e.at };
  }
  return null;
}

export interface LifeSpan {
  startedAt: number;
  /** When it died or retired; null while it lives (the span then runs to `nowMs`). */
  endedAt: number | null;
  ms: number;
}

/**
 * From the sponsorship to the death (or retirement), or to now for a living crawler. The log's own
 * entries win; the crawler row's times stand in for a log that lacks them.
 */
export function lifeSpan(entries: readonly LogEntry[], row: { createdAtMs: number; endedAtMs: number | null }, nowMs: number): LifeSpan {
  const sponsored = entries.find((e) => e.kind === 'sponsored');
  const end = entries.findLast((e) => e.kind === 'died' || e.kind === 'retired');
  const startedAt = sponsored?.at ?? row.createdAtMs;
  const endedAt = end?.at ?? row.endedAtMs;
  return { startedAt, endedAt, ms: Math.max(0, (endedAt ?? nowMs) - startedAt) };
}

/**
 * The report's tail: the newest `size` entries, oldest first. Position samples are left out: they
 * are for the replay's walk, and twenty of them would push the fight that ended a life off the list.
 */
export function reportTail(entries: readonly LogEntry[], size: number = EVENT_LOG.reportTailSize): LogEntry[] {
  const tail: LogEntry[] = [];
  for (let i = entries.length - 1; i >= 0 && tail.length < size; i--) if (entries[i]!.kind !== 'moved') tail.push(entries[i]!);
  return tail.reverse();
}

/** '3d 4h', '2h 14m', '3m 12s', '45s': the two largest units, for a reader rather than a clock. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const units: [number, string][] = [
    [Math.floor(s / 86_400), 'd'],
    [Math.floor((s % 86_400) / 3600), 'h'],
    [Math.floor((s % 3600) / 60), 'm'],
    [s % 60, 's'],
  ];
  const first = units.findIndex(([n]) => n > 0);
  if (first === -1) return '0s';
  return units
    .slice(first, first + 2)
    .filter(([n], i) => i === 0 || n > 0)
    .map(([n, u]) => `${n}${u}`)
    .join(' ');
}

/** Where a crawler's replay lives (built by the replay screen). */
export function replayPath(crawlerId: number): string {
  return `/crawler/${crawlerId}/replay`;
}

/** Where a crawler's report lives. */
export function reportPath(crawlerId: number): string {
  return `/crawler/${crawlerId}/report`;
}
