import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distance } from '#game/combat.ts';
import { COMBAT, ROOM_SIM } from '#game/constants.ts';
import { approachStep, chooseTarget, decideMob, leashStep, stepToward, type MobMind, type MobTarget } from '#game/mob-ai.ts';

const OPEN = { isSafe: false };
const SAFE = { isSafe: true };

function mob(over: Partial<MobMind> = {}): MobMind {
  return { x: 50, y: 50, homeX: 50, homeY: 50, speed: 2, disposition: 'hostile', isAlive: true, lastAttackAt: null, aggroOn: null, ...over };
}

function target(id: number, x: number, y: number, isAlive = true): MobTarget {
  return { id, x, y, isAlive };
}

describe('ranges and speeds', () => {
  it('are the spec numbers', () => {
    expect(COMBAT.range).toEqual({ detection: 30, attack: 8, combatStart: 25 });
    expect(approachStep(2)).toBeCloseTo(0.6);
    expect(approachStep(-3)).toBe(0);
    expect(leashStep(2)).toBeCloseTo(0.6 * ROOM_SIM.leashSpeedFactor);
    expect(ROOM_SIM.mobAttackCooldownMs).toBe(800);
  });
});

describe('a hostile mob', () => {
  it('approaches a crawler in detection range by speed × 0.3', () => {
    const decision = decideMob(mob(), [target(1, 70, 50)], 0, OPEN);
    expect(decision.kind).toBe('move');
    if (decision.kind !== 'move') return;
    expect(decision.to.x).toBeCloseTo(50.6);
    expect(decision.to.y).toBeCloseTo(50);
  });

  it('ignores a crawler beyond the detection range and stays home', () => {
    expect(decideMob(mob(), [target(1, 81, 50)], 0, OPEN)).toEqual({ kind: 'idle' });
  });

  it('attacks within 8 when off cooldown and holds when on cooldown', () => {
    expect(decideMob(mob(), [target(7, 58, 50)], 1000, OPEN)).toEqual({ kind: 'attack', targetId: 7 });
    expect(decideMob(mob({ lastAttackAt: 500 }), [target(7, 55, 50)], 1000, OPEN)).toEqual({ kind: 'idle' });
    expect(decideMob(mob({ lastAttackAt: 200 }), [target(7, 55, 50)], 1000, OPEN)).toEqual({ kind: 'attack', targetId: 7 });
  });

  it('can have its own attack cooldown', () => {
    expect(decideMob(mob({ lastAttackAt: 0, attackCooldownMs: 1500 }), [target(7, 55, 50)], 1000, OPEN)).toEqual({ kind: 'idle' });
    expect(decideMob(mob({ lastAttackAt: 0, attackCooldownMs: 1500 }), [target(7, 55, 50)], 1500, OPEN)).toMatchObject({ kind: 'attack' });
  });

  it('goes for the nearest living crawler, the lower id on a tie', () => {
    expect(chooseTarget(mob(), [target(1, 70, 50), target(2, 60, 50)])?.id).toBe(2);
    expect(chooseTarget(mob(), [target(3, 60, 50), target(2, 40, 50)])?.id).toBe(2);
    expect(chooseTarget(mob(), [target(1, 52, 50, false), target(2, 60, 50)])?.id).toBe(2);
    expect(chooseTarget(mob(), [target(1, 52, 50, false)])).toBeNull();
  });

  it('prefers the crawler that attacked it, at any distance', () => {
    expect(chooseTarget(mob({ aggroOn: 9 }), [target(1, 55, 50), target(9, 95, 95)])?.id).toBe(9);
  });

  it('neither chases nor attacks in a safe room', () => {
    expect(decideMob(mob(), [target(1, 52, 50)], 0, SAFE)).toEqual({ kind: 'idle' });
    expect(decideMob(mob({ x: 60 }), [target(1, 62, 50)], 0, SAFE).kind).toBe('move'); // walking home only
    const home = decideMob(mob({ x: 60 }), [target(1, 62, 50)], 0, SAFE);
    if (home.kind === 'move') expect(home.to.x).toBeLessThan(60);
  });

  it('does nothing when dead', () => {
    expect(decideMob(mob({ isAlive: false }), [target(1, 52, 50)], 0, OPEN)).toEqual({ kind: 'idle' });
  });
});

describe('a neutral mob', () => {
  it('ignores crawlers until attacked', () => {
    expect(decideMob(mob({ disposition: 'neutral' }), [target(1, 52, 50)], 0, OPEN)).toEqual({ kind: 'idle' });
  });

  it('retaliates against its attacker, chasing beyond the detection range', () => {
    expect(decideMob(mob({ disposition: 'neutral', aggroOn: 1 }), [target(1, 52, 50)], 0, OPEN)).toEqual({ kind: 'attack', targetId: 1 });
    expect(decideMob(mob({ disposition: 'neutral', aggroOn: 1 }), [target(1, 95, 50)], 0, OPEN).kind).toBe('move');
    expect(decideMob(mob({ disposition: 'neutral', aggroOn: 1 }), [target(2, 52, 50)], 0, OPEN)).toEqual({ kind: 'idle' });
  });
});

describe('leash', () => {
  it('walks home slowly with nothing to chase, and stops exactly there', () => {
    const away = mob({ x: 60, y: 50, speed: 2 });
    const decision = decideMob(away, [], 0, OPEN);
    expect(decision).toEqual({ kind: 'move', to: { x: 60 - leashStep(2), y: 50 } });
    expect(decideMob(mob({ x: 50.1 }), [], 0, OPEN)).toEqual({ kind: 'move', to: { x: 50, y: 50 } });
    expect(decideMob(mob(), [], 0, OPEN)).toEqual({ kind: 'idle' });
  });
});

describe('movement bounds', () => {
  it('never steps past the destination and stays in 0..100', () => {
    expect(stepToward({ x: 50, y: 50 }, { x: 50.2, y: 50 }, 1)).toEqual({ x: 50.2, y: 50 });
    expect(stepToward({ x: 0, y: 0 }, { x: -10, y: -10 }, 5)).toEqual({ x: 0, y: 0 });
  });

  it('a mob never moves farther than speed × 0.3 per tick and always stays inside 0..100', () => {
    const pos = fc.double({ min: 0, max: 100, noNaN: true });
    const anyPos = fc.double({ min: -50, max: 150, noNaN: true });
    fc.assert(
      fc.property(
        pos, pos, pos, pos,
        fc.double({ min: -2, max: 20, noNaN: true }),
        fc.constantFrom('hostile', 'neutral', 'friendly') as fc.Arbitrary<MobMind['disposition']>,
        fc.option(fc.integer({ min: 0, max: 5 })),
        fc.array(fc.record({ id: fc.integer({ min: 0, max: 5 }), x: anyPos, y: anyPos, isAlive: fc.boolean() }), { maxLength: 5 }),
        fc.boolean(),
        (x, y, homeX, homeY, speed, disposition, aggroOn, targets, isSafe) => {
          const m = mob({ x, y, homeX, homeY, speed, disposition, aggroOn });
          const decision = decideMob(m, targets, 10_000, { isSafe });
          if (decision.kind !== 'move') return;
          expect(distance(m, decision.to)).toBeLessThanOrEqual(approachStep(speed) + 1e-9);
          for (const v of [decision.to.x, decision.to.y]) {
            expect(v).toBeGreaterThanOrEqual(0);
            expect(v).toBeLessThanOrEqual(100);
          }
          if (isSafe) expect(distance(decision.to, { x: homeX, y: homeY })).toBeLessThanOrEqual(distance(m, { x: homeX, y: homeY }));
        },
      ),
      { seed: 4242, numRuns: 500 },
    );
  });
});
