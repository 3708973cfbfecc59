import type { MoveDirection } from '#game/movement.ts';
import type { Direction } from '#game/dungeon/vocabulary.ts';
import { createActionManager } from './manager.ts';
import type { Action } from './types.ts';

// The tactical room's actions for this issue: walking (WASD and arrows, diagonals by holding two),
// the grid toggle (G) and the stairs. Combat adds attack (Space), cycle target (Tab) and targeting.

export interface RoomActionContext {
  /** Alive, in a loaded room, not in a transition. */
  canWalk: boolean;
  setHeld(direction: Direction, held: boolean): void;
  toggleGrid(): void;
  /** In an exit room with stairs, and not already moving. */
  canDescend: boolean;
  move(direction: MoveDirection): void;
}

export type RoomActionName = 'moveNorth' | 'moveSouth' | 'moveWest' | 'moveEast' | 'toggleGrid' | 'descend';

function walk(name: RoomActionName, label: string, direction: Direction, keys: string[]): Action<RoomActionContext, RoomActionName> {
  return {
    name,
    label,
    keys,
    trigger: 'hold',
    enabled: (ctx) => ctx.canWalk,
    perform: (ctx, phase) => ctx.setHeld(direction, phase === 'press'),
  };
}

export const ROOM_ACTIONS: readonly Action<RoomActionContext, RoomActionName>[] = [
  walk('moveNorth', 'Move north', 'north', ['w', 'ArrowUp']),
  walk('moveSouth', 'Move south', 'south', ['s', 'ArrowDown']),
  walk('moveWest', 'Move west', 'west', ['a', 'ArrowLeft']),
  walk('moveEast', 'Move east', 'east', ['d', 'ArrowRight']),
  {
    name: 'toggleGrid',
    label: 'Toggle grid',
    keys: ['g'],
    trigger: 'press',
    enabled: () => true,
    perform: (ctx) => ctx.toggleGrid(),
  },
  {
    name: 'descend',
    label: 'Descend',
    keys: [],
    trigger: 'press',
    enabled: (ctx) => ctx.canDescend,
    perform: (ctx) => ctx.move('down'),
  },
];

export function createRoomActionManager() {
  return createActionManager(ROOM_ACTIONS);
}
