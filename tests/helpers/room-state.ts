// Room-simulation states for tests: a crawler, a mob and a room with plain defaults, each overridable.
import type { MobState, PlayerState, RoomState } from '#game/room-sim.ts';

export function player(over: Partial<PlayerState> = {}): PlayerState {
  return {
    crawlerId: 1,
    name: 'Pat',
    x: 50,
    y: 50,
    health: 100,
    maxHealth: 100,
    level: 1,
    attack: 12,
    defense: 10,
    accuracy: 20,
    evasion: 10,
    weapon: { name: 'Iron Sword', kind: 'melee', rangeUnits: 15, mightBonus: 2, damageBonus: 0 },
    isAlive: true,
    lastAttackAt: null,
    lastDodgeAt: null,
    dodgingUntil: null,
    isSecondary: false,
    ...over,
  };
}

export function mob(over: Partial<MobState> = {}): MobState {
  const x = over.x ?? 70;
  const y = over.y ?? 50;
  return {
    id: 1,
    name: 'Goblin',
    creatureType: 'goblin',
    isBoss: false,
    level: 1,
    x,
    y,
    homeX: x,
    homeY: y,
    health: 28,
    maxHealth: 28,
    attack: 13,
    defense: 2,
    accuracy: 20,
    evasion: 10,
    speed: 2,
    xpReward: 12,
    goldReward: 5,
    disposition: 'hostile',
    isAlive: true,
    lastAttackAt: null,
    aggroOn: null,
    diedAt: null,
    ...over,
  };
}

export function room(over: Partial<RoomState> = {}): RoomState {
  return { roomId: 1, tick: 0, isSafe: false, isPvp: false, mobs: [], players: [], inCombat: false, ...over };
}
