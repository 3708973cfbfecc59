// Policy (b): a sensible player, written down. In order: flee toward rest when nearly dead in a
// fight; rest to full in a room that allows it when below half health; head for such a room when
// below half and nothing threatens; otherwise go for the nearest hostile (attack in range and off
// cooldown, else close in); pick up loot, walking to it; then explore, preferring rooms not yet
// entered, and take the stairs once a level above the floor.
import { canAttack, COOLDOWN_MS, distance } from '../combat.ts';
import { COMBAT, PICKUP } from '../constants.ts';
import type { MobState } from '../room-sim/types.ts';
import { leaveBy, moveOn, readyForStairs } from './explore.ts';
import type { BotAction, BotView, Policy } from './types.ts';
import { weaponRangeUnits } from '../combat.ts';

export const SENSIBLE = {
  /** Rest (to full) in a room that allows it below this share of health. */
  restBelow: 0.5,
  /** Leave a fight toward rest below this share of health. */
  fleeBelow: 0.2,
  decideEveryTicks: 1,
} as const;
export const SENSIBLE_DECIDE_MS = SENSIBLE.decideEveryTicks * COMBAT.tickMs;

/** A mob that will fight: alive and hostile, or alive and after this crawler. */
function isFoe(mob: MobState, crawlerId: number): boolean {
  return mob.isAlive && (mob.disposition === 'hostile' || mob.aggroOn === crawlerId);
}

function nearestFoe(view: BotView): MobState | null {
  let best: MobState | null = null;
  for (const m of view.mobs) if (isFoe(m, view.self.crawlerId) && (!best || distance(view.self, m) < distance(view.self, best))) best = m;
  return best;
}

/** `fleeBelow`: the share of health below which it leaves a fight (0: it fights to the end, as in a boss trial). */
export function sensiblePolicy(options: { fleeBelow: number } = { fleeBelow: SENSIBLE.fleeBelow }): Policy {
  return (view: BotView): BotAction => {
    const self = view.self;
    const share = self.maxHealth > 0 ? self.health / self.maxHealth : 0;
    const foe = view.room.isSafe ? null : nearestFoe(view);
    const threatened = foe !== null && (view.room.inCombat || foe.aggroOn === self.crawlerId);
    if (threatened && share < options.fleeBelow && view.towardRest) return leaveBy(view, view.towardRest);
    if (view.room.canRest && !threatened && share < SENSIBLE.restBelow) return { kind: 'rest' };
    if (!threatened && share < SENSIBLE.restBelow && view.towardRest) return leaveBy(view, view.towardRest);
    if (foe) {
      const check = canAttack({
        nowMs: view.nowMs,
        lastAttackAt: self.lastAttackAt,
        cooldownMs: COOLDOWN_MS.ROOM_VIEW_ATTACK,
        attacker: self,
        target: foe,
        rangeUnits: self.weapon?.rangeUnits ?? weaponRangeUnits(null),
      });
      if (check.ok) return { kind: 'attack', targetId: `mob-${foe.id}` };
      if (check.reason === 'out_of_range') return { kind: 'walk', toward: foe };
      return { kind: 'wait' };
    }
    const item = view.loot.reduce<BotView['loot'][number] | null>((best, l) => (!best || l.feetAway < best.feetAway ? l : best), null);
    if (item) return item.feetAway <= PICKUP.groundItemRadiusFeet ? { kind: 'pickup', index: item.index } : { kind: 'walk', toward: item };
    return moveOn(view, readyForStairs(view));
  };
}
