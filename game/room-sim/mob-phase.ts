// The mobs' half of a tick: whether the room is in combat, each mob's move or strike (game/mob-ai.ts)
// and respawns.
import { distance, rollAttack } from '../combat.ts';
import { COMBAT, ROOM_SIM } from '../constants.ts';
import { decideMob, type MobTarget } from '../mob-ai.ts';
import { crawlerEntityId, mobEntityId } from './types.ts';
import { emit, findPlayer, hurtPlayer, inArrivalGrace, isDodging, isThreat, type MobWork, type Work } from './work.ts';

/**
 * Combat starts when a living threat (a hostile mob, or one retaliating) is within 25 units
 * of a living crawler, or (ours) when a crawler attacks a mob. It ends when no living threat or no
 * living crawler remains, or (ours, so a room cannot stay in combat forever) when no threat is
 * engaged: none is retaliating against a crawler still here and none is within the detection range
 * (30) of a living crawler. A safe room is never in combat.
 */
export function updateCombat(work: Work): void {
  const threats = work.mobs.filter(isThreat);
  const living = work.players.filter((p) => p.isAlive);
  const near = (range: number): boolean => threats.some((m) => living.some((p) => distance(m, p) <= range));
  if (!work.inCombat && !work.isSafe && threats.length > 0 && living.length > 0) {
    if (work.mobAttacked || near(COMBAT.range.combatStart)) {
      work.inCombat = true;
      emit(work, { type: 'combat_started' });
    }
  }
  if (!work.inCombat) return;
  const engaged =
    threats.some((m) => m.aggroOn !== null && findPlayer(work, m.aggroOn)?.isAlive === true) || near(COMBAT.range.detection);
  if (work.isSafe || threats.length === 0 || living.length === 0 || !engaged) {
    work.inCombat = false;
    emit(work, { type: 'combat_ended' });
  }
}

/**
 * Every living mob decides, in room order (a strike at a crawler in its arrival grace is held). In combat (and outside a safe room) threats see the living
 * crawlers; everyone else sees nobody and so walks home.
 */
export function runMobs(work: Work): void {
  const targets: MobTarget[] = work.players.map((p) => ({ id: p.crawlerId, x: p.x, y: p.y, isAlive: p.isAlive }));
  for (const mob of work.mobs) {
    if (!mob.isAlive) continue;
    const fights = work.inCombat && !work.isSafe && isThreat(mob);
    // Targets are re-read each time: an earlier mob may have killed someone this tick.
    const visible = fights ? targets.filter((t) => findPlayer(work, t.id)?.isAlive === true) : [];
    const decision = decideMob(mob, visible, work.nowMs, { isSafe: work.isSafe });
    if (decision.kind === 'move') {
      mob.x = decision.to.x;
      mob.y = decision.to.y;
      emit(work, { type: 'moved', id: mobEntityId(mob.id), x: mob.x, y: mob.y });
    } else if (decision.kind === 'attack') {
      strike(work, mob, decision.targetId);
    }
  }
}

/**
 * A mob's attack: the combat system's roll with no weapon; a dodging crawler takes nothing.
 * A crawler in its arrival grace is not struck: the mob holds (its cooldown does not start).
 */
function strike(work: Work, mob: MobWork, crawlerId: number): void {
  const player = findPlayer(work, crawlerId);
  if (!player || !player.isAlive || inArrivalGrace(player, work.nowMs)) return;
  mob.lastAttackAt = work.nowMs;
  const dodged = isDodging(player, work.nowMs);
  const roll = dodged
    ? { hit: false, critical: false, damage: 0, roll: null }
    : rollAttack(work.rng, { accuracy: mob.accuracy, attack: mob.attack, weaponMightBonus: 0 }, { evasion: player.evasion, defense: player.defense });
  emit(work, {
    type: 'attacked',
    attackerId: mobEntityId(mob.id),
    targetId: crawlerEntityId(crawlerId),
    hit: roll.hit,
    critical: roll.critical,
    roll: roll.roll,
    damage: roll.damage,
    targetHealth: Math.max(0, player.health - roll.damage),
    dodged,
    weaponKind: 'melee',
  });
  hurtPlayer(work, player, roll.damage, mobEntityId(mob.id));
}

/** Dead mobs come back at full health at home ROOM_SIM.mobRespawnMs after dying, except in a safe room. */
export function respawnMobs(work: Work): void {
  if (work.isSafe) return;
  for (const mob of work.mobs) {
    if (mob.isAlive || mob.diedAt === null || work.nowMs - mob.diedAt < ROOM_SIM.mobRespawnMs) continue;
    Object.assign(mob, {
      isAlive: true,
      health: mob.maxHealth,
      x: mob.homeX,
      y: mob.homeY,
      diedAt: null,
      aggroOn: null,
      lastAttackAt: null,
    });
    emit(work, { type: 'respawned', id: mobEntityId(mob.id), x: mob.x, y: mob.y, health: mob.health });
  }
}
