// The fame table's decisions: which facts earn what, and how an award reads.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayLog, type LogEntry } from '#game/event-log.ts';
import {
  FAME,
  FAME_REASONS,
  fameForFirstToFloor,
  fameForKill,
  fameForQuest,
  fameForRoom,
  fameForSpectators,
  fameText,
  isFameReason,
  isLowHealth,
  spectatorMinutes,
} from '#game/fame.ts';

describe('fame awards', () => {
  it('reads "gained 12 fame: first to reach floor 3"', () => {
    const [award] = fameForFirstToFloor(3);
    expect(award).toEqual({ amount: 12, reason: 'first_to_floor', detail: 'first to reach floor 3' });
    expect(fameText(award!)).toBe('gained 12 fame: first to reach floor 3');
  });

  it('has no first-to-floor award for floor 1 (every crawler starts there)', () => {
    expect(fameForFirstToFloor(1)).toEqual([]);
    expect(fameForFirstToFloor(2)[0]!.amount).toBe(2 * FAME.firstToFloorPerFloor);
  });

  it('pays a boss kill, a kill below 20 % health, both at once, and nothing for an ordinary kill', () => {
    const kill = { victimName: 'Gnoll Warlord', victimIsBoss: false, killerHealth: 100, killerMaxHealth: 100 };
    expect(fameForKill(kill)).toEqual([]);
    expect(fameForKill({ ...kill, victimIsBoss: true })).toEqual([{ amount: FAME.bossKill, reason: 'boss_kill', detail: 'slew the boss Gnoll Warlord' }]);
    expect(fameForKill({ ...kill, killerHealth: 19 }).map((a) => a.reason)).toEqual(['low_health_kill']);
    expect(fameForKill({ ...kill, killerHealth: 20 })).toEqual([]);
    expect(fameForKill({ ...kill, victimIsBoss: true, killerHealth: 5 }).map((a) => a.reason)).toEqual(['boss_kill', 'low_health_kill']);
    // A killer that fell in the same tick is not "on the brink": it is dead.
    expect(fameForKill({ ...kill, killerHealth: 0 })).toEqual([]);
  });

  it('is low health strictly below the fraction, and never at zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (h, max) => {
        expect(isLowHealth(h, max)).toBe(h > 0 && h < max * FAME.lowHealthFraction);
      }),
    );
  });

  it('pays a first visit only', () => {
    expect(fameForRoom({ discovered: true, roomName: 'Mossy Hall' })).toEqual([{ amount: FAME.roomExplored, reason: 'room_explored', detail: 'discovered Mossy Hall' }]);
    expect(fameForRoom({ discovered: false, roomName: 'Mossy Hall' })).toEqual([]);
  });

  it('pays spectator time per whole minute, the rest carried', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (ms) => {
        const { minutes, restMs } = spectatorMinutes(ms);
        expect(minutes * FAME.spectatorMinuteMs + restMs).toBe(ms);
        expect(restMs).toBeLessThan(FAME.spectatorMinuteMs);
        expect(fameForSpectators(minutes).reduce((n, a) => n + a.amount, 0)).toBe(minutes * FAME.perSpectatorMinute);
      }),
    );
    expect(fameText(fameForSpectators(2)[0]!)).toBe(`gained ${2 * FAME.perSpectatorMinute} fame: watched by spectators for 2 minutes`);
    expect(fameForQuest(30, 'Rat Catcher')).toEqual([{ amount: 30, reason: 'quest', detail: 'completed the quest Rat Catcher' }]);
  });

  it('names a closed vocabulary of reasons, quest included', () => {
    expect(FAME_REASONS).toEqual(['spectators', 'boss_kill', 'first_to_floor', 'low_health_kill', 'room_explored', 'quest']);
    expect(isFameReason('quest')).toBe(true);
    expect(isFameReason('bribe')).toBe(false);
  });

  it('replays a log to the sum of its gained_fame entries', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 30 }), (amounts) => {
        let total = 0;
        const entries: LogEntry[] = amounts.map((amount, i) => {
          total += amount;
          return { seq: i + 1, tick: i, at: i, roomId: 1, kind: 'gained_fame', data: { amount, reason: 'room_explored', detail: 'discovered a room', total } };
        });
        expect(replayLog(entries).at(-1)?.fame ?? 0).toBe(total);
      }),
    );
  });
});
