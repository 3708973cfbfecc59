// A crawler's intents applied to the step's scratch copy: join, leave, move, dodge and the room-view
// attack. A refused intent emits one 'refused' event and changes nothing.
import { canAttack, clampToRoom, COOLDOWN_MS, cooldownRemaining, hitDamage, resolveHit, roomViewDamage, weaponRangeUnits } from '../combat.ts';
import { ROOM_SIM } from '../constants.ts';
import { crawlerEntityId, mobEntityId, parseEntityId, type Intent, type IntentKind, type PlayerState, type RefusalDetail, type RefusalReason } from './types.ts';
import { emit, findMob, findPlayer, hurtMob, hurtPlayer, isDodging, type MobWork, type PlayerWork, type Work } from './work.ts';

function refuse(work: Work, crawlerId: number, intent: IntentKind, reason: RefusalReason, detail: RefusalDetail = null): void {
  emit(work, { type: 'refused', crawlerId, intent, reason, detail });
}

/** The acting crawler, or null after refusing: it must be in the room and alive. */
function actor(work: Work, crawlerId: number, intent: IntentKind): PlayerWork | null {
  const player = findPlayer(work, crawlerId);
  if (!player) {
    refuse(work, crawlerId, intent, 'not_in_room');
    return null;
  }
  if (!player.isAlive) {
    refuse(work, crawlerId, intent, 'dead');
    return null;
  }
  return player;
}

export function applyIntent(work: Work, intent: Intent): void {
  switch (intent.kind) {
    case 'join':
      return join(work, intent.player);
    case 'leave':
      return leave(work, intent.crawlerId);
    case 'move':
      return move(work, intent.crawlerId, intent.x, intent.y);
    case 'dodge':
      return dodge(work, intent.crawlerId);
    case 'attack':
      return attack(work, intent.crawlerId, intent.targetId);
  }
}

function join(work: Work, player: PlayerState): void {
  if (findPlayer(work, player.crawlerId)) return refuse(work, player.crawlerId, 'join', 'already_in_room');
  if (!player.isAlive || player.health <= 0) return refuse(work, player.crawlerId, 'join', 'dead');
  work.players.push({ ...player, ...clampToRoom(player), enteredAtMs: player.enteredAtMs ?? work.nowMs });
  emit(work, { type: 'joined', crawlerId: player.crawlerId });
}

function leave(work: Work, crawlerId: number): void {
  if (!findPlayer(work, crawlerId)) return refuse(work, crawlerId, 'leave', 'not_in_room');
  work.players = work.players.filter((p) => p.crawlerId !== crawlerId);
  for (const mob of work.mobs) if (mob.aggroOn === crawlerId) mob.aggroOn = null;
  emit(work, { type: 'left', crawlerId });
}

function move(work: Work, crawlerId: number, x: number, y: number): void {
  const player = actor(work, crawlerId, 'move');
  if (!player) return;
  const to = clampToRoom({ x, y });
  if (to.x === player.x && to.y === player.y) return;
  player.x = to.x;
  player.y = to.y;
  emit(work, { type: 'moved', id: crawlerEntityId(crawlerId), x: to.x, y: to.y });
}

function dodge(work: Work, crawlerId: number): void {
  const player = actor(work, crawlerId, 'dodge');
  if (!player) return;
  const msLeft = cooldownRemaining(player.lastDodgeAt, COOLDOWN_MS.DODGE, work.nowMs);
  if (msLeft > 0) return refuse(work, crawlerId, 'dodge', 'cooldown', { msLeft });
  player.lastDodgeAt = work.nowMs;
  player.dodgingUntil = work.nowMs + ROOM_SIM.dodgeDurationMs;
  emit(work, { type: 'dodge_started', crawlerId, untilMs: player.dodgingUntil });
}

type Target = { kind: 'mob'; mob: MobWork } | { kind: 'crawler'; player: PlayerWork };

function resolveTarget(work: Work, targetId: string): Target | null {
  const parsed = parseEntityId(targetId);
  if (!parsed) return null;
  if (parsed.kind === 'mob') {
    const mob = findMob(work, parsed.id);
    return mob ? { kind: 'mob', mob } : null;
  }
  const player = findPlayer(work, parsed.id);
  return player ? { kind: 'crawler', player } : null;
}

/**
 * The room-view attack resolved with the combat system's roll. Our combination, in order:
 *   1. Checks: the attacker is alive, the room is not safe, the target exists and may be fought
 *      (a friendly mob never; a crawler only in a PvP room and when neither side is secondary), then
 *      canAttack: cooldown 2000 ms, living target, distance ≤ weapon range × 10 units (unarmed 10).
 *   2. A dodging crawler target: no roll, nothing lands (hit false, dodged true).
 *   3. One d100 roll against hitChance(attacker accuracy, target evasion), rolled high (isHit);
 *      critical on a natural 96-100, widened by the attacker's luck (isCritical).
 *   4. On a hit: base = roomViewDamage (random 5..19 + the weapon's damageBonus) + the weapon's
 *      mightBonus, i.e. the room-view roll stands in for the combat system's 'attack'; doubled on a
 *      critical; minus the target's defense; at least 1 (hitDamage). The attacker's own attack stat
 *      is not read: the spec's room-view damage has no might term.
 * The attack (hit or miss) starts the cooldown, starts combat, and makes a mob retaliate.
 */
function attack(work: Work, crawlerId: number, targetId: string): void {
  const player = actor(work, crawlerId, 'attack');
  if (!player) return;
  if (work.isSafe) return refuse(work, crawlerId, 'attack', 'safe_room');
  const target = resolveTarget(work, targetId);
  if (target?.kind === 'mob' && target.mob.disposition === 'friendly') return refuse(work, crawlerId, 'attack', 'invalid_target');
  if (target?.kind === 'crawler') {
    if (target.player.crawlerId === crawlerId) return refuse(work, crawlerId, 'attack', 'invalid_target');
    if (!work.isPvp || player.isSecondary || target.player.isSecondary) return refuse(work, crawlerId, 'attack', 'pvp_not_allowed');
  }
  const victim = target === null ? null : target.kind === 'mob' ? target.mob : target.player;
  const check = canAttack({
    nowMs: work.nowMs,
    lastAttackAt: player.lastAttackAt,
    cooldownMs: COOLDOWN_MS.ROOM_VIEW_ATTACK,
    attacker: player,
    target: victim,
    rangeUnits: player.weapon?.rangeUnits ?? weaponRangeUnits(null),
  });
  if (!check.ok) {
    const detail: RefusalDetail =
      check.reason === 'cooldown' ? { msLeft: check.msLeft } : check.reason === 'out_of_range' ? { distance: check.distance, range: check.range } : null;
    return refuse(work, crawlerId, 'attack', check.reason, detail);
  }
  if (!target || !victim) return;

  player.lastAttackAt = work.nowMs;
  const dodged = target.kind === 'crawler' && isDodging(target.player, work.nowMs);
  const roll = dodged ? { hit: false, critical: false, roll: null } : resolveHit(work.rng, player.accuracy, victim.evasion, player.luck ?? null);
  const base = roll.hit ? roomViewDamage(work.rng, player.weapon?.damageBonus ?? 0) + (player.weapon?.mightBonus ?? 0) : 0;
  const damage = roll.hit ? hitDamage(base, roll.critical, victim.defense) : 0;
  const targetHealth = Math.max(0, victim.health - damage);
  emit(work, {
    type: 'attacked',
    attackerId: crawlerEntityId(crawlerId),
    targetId: target.kind === 'mob' ? mobEntityId(target.mob.id) : crawlerEntityId(target.player.crawlerId),
    hit: roll.hit,
    critical: roll.critical,
    roll: roll.roll,
    damage,
    targetHealth,
    dodged,
    weaponKind: player.weapon?.kind ?? 'melee',
  });
  if (target.kind === 'mob') {
    work.mobAttacked = true;
    if (target.mob.aggroOn === null || !findPlayer(work, target.mob.aggroOn)?.isAlive) target.mob.aggroOn = crawlerId;
    hurtMob(work, target.mob, damage, player);
  } else {
    hurtPlayer(work, target.player, damage, crawlerEntityId(crawlerId));
  }
}
