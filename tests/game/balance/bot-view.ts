// A BotView to decide on: a crawler at full health in the middle of a quiet room with four doors,
// overridden field by field.
import type { BotView } from '#game/balance/types.ts';
import type { MobState, PlayerState } from '#game/room-sim/types.ts';

export function self(over: Partial<PlayerState> = {}): PlayerState {
  return {
    crawlerId: 1, name: 'Bot', x: 50, y: 50, health: 100, maxHealth: 100, level: 1, attack: 10, defense: 10, accuracy: 20, evasion: 10,
    weapon: null, isAlive: true, lastAttackAt: null, lastDodgeAt: null, dodgingUntil: null, isSecondary: false, ...over,
  };
}

export function mob(over: Partial<MobState> = {}): MobState {
  return {
    id: 1, name: 'Goblin', creatureType: 'goblin', isBoss: false, level: 1, x: 60, y: 50, homeX: 60, homeY: 50, health: 20, maxHealth: 20,
    attack: 10, defense: 1, accuracy: 20, evasion: 10, speed: 2, xpReward: 10, goldReward: 5, disposition: 'hostile', isAlive: true,
    lastAttackAt: null, aggroOn: null, diedAt: null, ...over,
  };
}

export function view(over: Partial<Omit<BotView, 'room'>> & { room?: Partial<BotView['room']> } = {}): BotView {
  const { room, ...rest } = over;
  return {
    nowMs: 10_000,
    self: self(),
    agility: 10,
    floor: 1,
    mobs: [],
    loot: [],
    towardRest: 'west',
    towardExplore: 'east',
    towardExit: 'north',
    floorExplored: false,
    ...rest,
    room: {
      isSafe: false, canRest: false, inCombat: false, isExit: false, exits: ['north', 'south', 'east', 'west'],
      movement: { obstacles: [], availableDirections: ['north', 'south', 'east', 'west'] }, ...room,
    },
  };
}
