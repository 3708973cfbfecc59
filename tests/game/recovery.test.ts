import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canRestIn, energyOnNewMaximum, recover, restTurnsToFull } from '#game/recovery.ts';
import { TURN_MS } from '#game/room-sim.ts';

const base = { status: 'active', isAlive: true, health: 50, maxHealth: 100, energy: 10, maxEnergy: 100, energyRegen: 5, lastEnergyRegenMs: 0, restStartedMs: null, restStartHealth: null };

describe('recovery over time', () => {
  it('regenerates 5 energy per whole turn, never past the maximum, keeping the partial turn', () => {
    expect(recover(base, 3 * TURN_MS + 100)).toMatchObject({ energy: 25, lastEnergyRegenMs: 3 * TURN_MS });
    expect(recover(base, 1000 * TURN_MS).energy).toBe(100);
    expect(recover(base, TURN_MS - 1).energy).toBe(10);
  });

  it('stands the clock while energy is full: nothing accrues and nothing changes to store', () => {
    const full = { ...base, energy: 100, lastEnergyRegenMs: 0 };
    expect(recover(full, 50 * TURN_MS + 10)).toMatchObject({ energy: 100, lastEnergyRegenMs: 0 });
    // Filled on the way: from then on the clock stands where the last turn left it.
    expect(recover({ ...base, energy: 95 }, 10 * TURN_MS)).toMatchObject({ energy: 100, lastEnergyRegenMs: 10 * TURN_MS });
  });

  it("restarts the clock when a full crawler's maximum rises, so the turns it spent full fill nothing", () => {
    const fullForAnHour = { energy: 100, maxEnergy: 100, energyRegen: 5, lastEnergyRegenMs: 0 };
    const hourLater = 720 * TURN_MS + 1234;
    expect(energyOnNewMaximum(fullForAnHour, 110, hourLater)).toEqual({ energy: 100, lastEnergyRegenMs: hourLater });
    const after = { status: 'active', isAlive: true, health: 100, maxHealth: 100, maxEnergy: 110, restStartedMs: null, restStartHealth: null, energyRegen: 5, ...energyOnNewMaximum(fullForAnHour, 110, hourLater) };
    expect(recover(after, hourLater + TURN_MS - 1).energy).toBe(100);
    expect(recover(after, hourLater + TURN_MS).energy).toBe(105);
    // Still filling when the maximum rose: what was regained counts, and the partial turn is kept.
    expect(energyOnNewMaximum({ ...fullForAnHour, energy: 50 }, 110, 3 * TURN_MS + 7)).toEqual({ energy: 65, lastEnergyRegenMs: 3 * TURN_MS });
  });

  it('heals a resting crawler to full and then returns it to active', () => {
    const resting = { ...base, status: 'resting', restStartedMs: 0, restStartHealth: 50 };
    expect(recover(resting, 2 * TURN_MS)).toMatchObject({ health: 60, status: 'resting', restDone: false });
    expect(recover(resting, restTurnsToFull(50, 100) * TURN_MS)).toMatchObject({ health: 100, status: 'active', restDone: true });
  });

  it('never changes the dead, and health stays within 0..max', () => {
    expect(recover({ ...base, isAlive: false, status: 'dead', health: 0 }, 10 * TURN_MS)).toMatchObject({ health: 0, status: 'dead', energy: 10 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 10_000_000 }), (h, t) => {
        const r = recover({ ...base, health: h, status: 'resting', restStartedMs: 0, restStartHealth: h }, t);
        expect(r.health).toBeGreaterThanOrEqual(h);
        expect(r.health).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('allows rest only in safe, rest and entrance rooms', () => {
    expect(canRestIn({ type: 'rest', isSafe: false })).toBe(true);
    expect(canRestIn({ type: 'chamber', isSafe: true })).toBe(true);
    expect(canRestIn({ type: 'chamber', isSafe: false })).toBe(false);
  });
});
