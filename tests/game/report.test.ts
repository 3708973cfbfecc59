// The bankruptcy report's derivations (game/report.ts) on small hand-written logs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LogEntry, LogPayloads } from '#game/event-log.ts';
import { xpForNextLevel } from '#game/progression.ts';
import {
  causeOfDeath,
  experienceCurve,
  experienceToReach,
  formatDuration,
  goldEarned,
  killsByType,
  lifeSpan,
  replayPath,
  reportStatus,
  reportTail,
  roomsExploredByFloor,
} from '#game/report.ts';

const T0 = Date.UTC(2026, 10, 21, 12);

/** A log built entry by entry, numbered 1, 2, 3, … one second apart. */
function logOf(...parts: { kind: keyof LogPayloads; data: Record<string, unknown>; roomId?: number | null }[]): LogEntry[] {
  return parts.map((p, i) => ({ seq: i + 1, tick: i * 5, at: T0 + i * 1000, roomId: p.roomId ?? 10, kind: p.kind, data: p.data }) as LogEntry);
}

const sponsored = (over: Partial<LogPayloads['sponsored']> = {}) => ({
  kind: 'sponsored' as const,
  data: { seed: 1, seasonNumber: 1, name: 'Mira', serial: 'CR-1', floor: 1, roomId: 10, roomKey: 'f1-r0', x: 50, y: 50, health: 100, maxHealth: 100, level: 1, experience: 0, gold: 0, items: [], ...over },
});
const entered = (roomId: number, floor: number, discovered: boolean, roomName = `Room ${roomId}`) => ({
  kind: 'entered_room' as const,
  roomId,
  data: { from: null, roomId, roomKey: `k${roomId}`, roomName, floor, x: 50, y: 90, direction: 'north', discovered },
});
const killed = (creatureType: string | null, victimType: 'mob' | 'player' = 'mob') => ({
  kind: 'killed' as const,
  data: { victimId: 'mob-1', victimName: 'Something', victimType, creatureType },
});
const rewarded = (xp: number, gold: number, experience: number, level: number, totalGold: number) => ({ kind: 'rewarded' as const, data: { xp, gold, experience, level, totalGold } });
const moved = () => ({ kind: 'moved' as const, data: { x: 40, y: 40 } });
const died = (killerName = 'Goblin', floor = 1, roomId = 11) => ({ kind: 'died' as const, roomId, data: { killerId: 'mob-7', killerName, floor, x: 30, y: 30 } });

describe('report status', () => {
  it('is retired, alive or dead', () => {
    expect(reportStatus({ isAlive: true, retired: false })).toBe('alive');
    expect(reportStatus({ isAlive: false, retired: false })).toBe('dead');
    expect(reportStatus({ isAlive: false, retired: true })).toBe('retired');
    expect(reportStatus({ isAlive: true, retired: true })).toBe('retired');
  });
});

describe('experience curve', () => {
  it('has a point at the sponsorship and after each reward, rising in total across level-ups', () => {
    const l1 = xpForNextLevel(1);
    const log = logOf(sponsored(), moved(), rewarded(20, 5, 20, 1, 5), rewarded(l1, 3, 20, 2, 8), { kind: 'leveled_up', data: { level: 2, maxHealth: 110, health: 50 } });
    const curve = experienceCurve(log);
    expect(curve).toEqual([
      { seq: 1, at: T0, level: 1, experience: 0, totalExperience: 0 },
      { seq: 3, at: T0 + 2000, level: 1, experience: 20, totalExperience: 20 },
      { seq: 4, at: T0 + 3000, level: 2, experience: 20, totalExperience: l1 + 20 },
    ]);
  });

  it('adds a level-up no reward announced', () => {
    const curve = experienceCurve(logOf(sponsored({ experience: 30 }), { kind: 'leveled_up', data: { level: 2, maxHealth: 110, health: 50 } }));
    expect(curve.map((p) => [p.level, p.experience, p.totalExperience])).toEqual([
      [1, 30, 30],
      [2, 0, xpForNextLevel(1)],
    ]);
  });

  it('never falls: total experience is monotone over any run of rewards', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 30 }), (gains) => {
        let level = 1;
        let experience = 0;
        const parts: Parameters<typeof logOf> = [sponsored()];
        for (const xp of gains) {
          experience += xp;
          while (experience >= xpForNextLevel(level)) experience -= xpForNextLevel(level++);
          parts.push(rewarded(xp, 0, experience, level, 0));
        }
        const totals = experienceCurve(logOf(...parts)).map((p) => p.totalExperience);
        expect(totals.at(-1)).toBe(gains.reduce((a, b) => a + b, 0));
        for (let i = 1; i < totals.length; i++) expect(totals[i]!).toBeGreaterThanOrEqual(totals[i - 1]!);
      }),
    );
    expect(experienceToReach(3)).toBe(xpForNextLevel(1) + xpForNextLevel(2));
  });
});

describe('gold, rooms and kills', () => {
  const log = logOf(
    sponsored({ gold: 50 }),
    entered(11, 1, true),
    killed('cave_goblin'),
    rewarded(13, 5, 13, 1, 55),
    entered(10, 1, false),
    entered(11, 1, false),
    entered(20, 2, true),
    killed('rat'),
    rewarded(8, 2, 21, 1, 57),
    killed('cave_goblin'),
    rewarded(13, 5, 34, 1, 62),
    killed(null, 'player'),
    entered(21, 2, true),
  );

  it('sums the gold of rewards, not the starting purse', () => {
    expect(goldEarned(log)).toBe(12);
  });

  it('counts first visits per floor, the start room included', () => {
    expect(roomsExploredByFloor(log)).toEqual([
      { floor: 1, rooms: 2 },
      { floor: 2, rooms: 2 },
    ]);
    expect(roomsExploredByFloor(logOf(sponsored({ roomId: null })))).toEqual([]);
  });

  it('groups kills by creature type, most first, other crawlers as crawler', () => {
    expect(killsByType(log)).toEqual([
      { type: 'cave_goblin', label: 'Cave Goblin', count: 2 },
      { type: 'crawler', label: 'Crawler', count: 1 },
      { type: 'rat', label: 'Rat', count: 1 },
    ]);
    expect(killsByType(logOf(killed('no_such_beast')))).toEqual([{ type: 'no_such_beast', label: 'No such beast', count: 1 }]);
  });
});

describe('cause of death', () => {
  it('names the killer, the room as it was entered, floor, tick and time', () => {
    const log = logOf(sponsored(), entered(11, 1, true, 'Dank Cellar'), entered(12, 1, true, 'Bone Pit'), entered(11, 1, false, 'Dank Cellar'), moved(), died('Cave Goblin', 1, 11));
    expect(causeOfDeath(log)).toEqual({ killerId: 'mob-7', killerName: 'Cave Goblin', roomId: 11, roomName: 'Dank Cellar', floor: 1, tick: 25, at: T0 + 5000 });
  });

  it('leaves the room unnamed when the log never entered it, and is null without a death', () => {
    expect(causeOfDeath(logOf(sponsored(), died('Rat', 1, 10)))?.roomName).toBeNull();
    expect(causeOfDeath(logOf(sponsored(), moved()))).toBeNull();
  });
});

describe('time survived', () => {
  it('runs from the sponsorship to the death, or to now while alive; the row fills what the log lacks', () => {
    const dead = logOf(sponsored(), moved(), died());
    expect(lifeSpan(dead, { createdAtMs: 0, endedAtMs: null }, T0 + 99_000)).toEqual({ startedAt: T0, endedAt: T0 + 2000, ms: 2000 });
    expect(lifeSpan(logOf(sponsored()), { createdAtMs: 0, endedAtMs: null }, T0 + 60_000)).toEqual({ startedAt: T0, endedAt: null, ms: 60_000 });
    expect(lifeSpan([], { createdAtMs: T0, endedAtMs: T0 + 5000 }, T0 + 60_000)).toEqual({ startedAt: T0, endedAt: T0 + 5000, ms: 5000 });
    expect(lifeSpan(logOf(sponsored(), { kind: 'retired', data: { seasonNumber: 1 } }), { createdAtMs: 0, endedAtMs: null }, T0 + 60_000).endedAt).toBe(T0 + 1000);
  });

  it('reads as the two largest units', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(45_900)).toBe('45s');
    expect(formatDuration(192_000)).toBe('3m 12s');
    expect(formatDuration(3_600_000)).toBe('1h');
    expect(formatDuration(2 * 3_600_000 + 14 * 60_000 + 5000)).toBe('2h 14m');
    expect(formatDuration(3 * 86_400_000 + 4 * 3_600_000 + 59_000)).toBe('3d 4h');
    expect(formatDuration(86_400_000 + 30_000)).toBe('1d');
  });
});

describe('the tail', () => {
  it('keeps the newest entries, oldest first, leaving position samples out', () => {
    const parts: Parameters<typeof logOf> = [sponsored()];
    for (let i = 0; i < 30; i++) parts.push(i % 2 ? moved() : rewarded(1, 1, i, 1, i));
    parts.push(died());
    const log = logOf(...parts);
    const tail = reportTail(log, 5);
    expect(tail.map((e) => e.seq)).toEqual([24, 26, 28, 30, 32]);
    expect(tail.every((e) => e.kind !== 'moved')).toBe(true);
    expect(reportTail(log).length).toBe(17);
    expect(reportTail(logOf(sponsored(), moved()))).toHaveLength(1);
  });

  it('links the replay by path', () => {
    expect(replayPath(42)).toBe('/crawler/42/replay');
  });
});
