// The real-time room simulation (ARCHITECTURE "Game authority"): the server steps every occupied room
// once per COMBAT.tickMs (200 ms) and the browser runs the same step to predict. Pure: the input state
// is never mutated, time arrives as ctx.nowMs and every random draw comes from ctx.rng.
import { applyIntent } from './room-sim/actions.ts';
import { respawnMobs, runMobs, updateCombat } from './room-sim/mob-phase.ts';
import type { Intent, RoomEvent, RoomState } from './room-sim/types.ts';
import { finishWork, startWork, type StepContext } from './room-sim/work.ts';

export * from './room-sim/types.ts';
export { mobFromSpec, playerFromCrawler, playerWeaponFrom } from './room-sim/setup.ts';
export type { CrawlerForRoom } from './room-sim/setup.ts';
export { awardExperience, isTurnTick, regenEnergy, TURN_MS, turnsBetween } from './room-sim/progress.ts';
export type { ExperienceAward, ExperienceHolder } from './room-sim/progress.ts';
export type { StepContext } from './room-sim/work.ts';

/**
 * One tick, in this order:
 *   1. tick + 1; the intents, in the order given (the server's queue order), each applied or refused;
 *   2. combat starts or ends (updateCombat);
 *   3. every living mob moves, strikes or walks home (game/mob-ai.ts), in room order;
 *   4. combat may end (someone died);
 *   5. mobs dead for ROOM_SIM.mobRespawnMs respawn at home (not in a safe room).
 * Every event carries the new tick.
 */
export function stepRoom(state: RoomState, intents: readonly Intent[], ctx: StepContext): { state: RoomState; events: RoomEvent[] } {
  const work = startWork(state, ctx);
  for (const intent of intents) applyIntent(work, intent);
  updateCombat(work);
  runMobs(work);
  updateCombat(work);
  respawnMobs(work);
  return finishWork(work);
}
