import type { MoveDirection } from '#game/movement.ts';
import type { Direction } from '#game/dungeon/vocabulary.ts';
import { HOTBAR } from '#game/constants.ts';
import { createActionManager } from './manager.ts';
import type { Action } from './types.ts';

// The tactical room's actions: walking (WASD and arrows, diagonals by holding two), the grid toggle
// (G), the stairs, and the fight: attack (Space), cycle target (Tab), dodge, open a chest (E), a
// click on the canvas, and the hotbar slots (1-9, 0). Keys, buttons, touch controls and the hotbar
// all reach the game through these.

export type HotbarUse = 'basic_attack' | 'defend' | 'special';

/** Something a click on the canvas landed on. */
export interface PointerPick {
  kind: 'character' | 'loot';
  id: string;
}

export interface RoomActionContext {
  /** Alive, in a loaded room, not in a transition. */
  canWalk: boolean;
  setHeld(direction: Direction, held: boolean): void;
  toggleGrid(): void;
  /** In an exit room with stairs, and not already moving. */
  canDescend: boolean;
  move(direction: MoveDirection): void;
  /** Alive, in a loaded room, not moving between rooms: attacking, targeting and dodging work. */
  canFight: boolean;
  /** Swing at the current target (the server decides; the client pre-checks for instant feedback). */
  attack(): void;
  /** A living hostile is in the room (Tab has something to cycle through). */
  hasHostiles: boolean;
  /** Tab: the next hostile, nearest first. */
  cycleTarget(): void;
  dodge(): void;
  /** A chest is within reach. */
  canInteract: boolean;
  /** Open the chest within reach. */
  interact(): void;
  /** What the hotbar slot with this hotkey does, or null when no visible slot has it. */
  hotbarAction(hotkey: string): HotbarUse | null;
  /** What a click on the canvas hit (a character or a loot); `selectAtPointer` reads it. */
  pointer: PointerPick | null;
  /** Target (or open) what was clicked. */
  selectAtPointer(): void;
}

export type HotbarActionName = `hotbar${(typeof HOTBAR.hotkeys)[number]}`;

export type RoomActionName =
  | 'moveNorth'
  | 'moveSouth'
  | 'moveWest'
  | 'moveEast'
  | 'toggleGrid'
  | 'descend'
  | 'attack'
  | 'cycleTarget'
  | 'dodge'
  | 'interact'
  | 'selectAtPointer'
  | HotbarActionName;

type RoomAction = Action<RoomActionContext, RoomActionName>;

function walk(name: RoomActionName, label: string, direction: Direction, keys: string[]): RoomAction {
  return {
    name,
    label,
    keys,
    trigger: 'hold',
    enabled: (ctx) => ctx.canWalk,
    perform: (ctx, phase) => ctx.setHeld(direction, phase === 'press'),
  };
}

/** Runs a hotbar slot's action: Attack and Special swing (no area attack on the server yet), Defend dodges. */
export function runHotbar(ctx: RoomActionContext, use: HotbarUse): void {
  if (use === 'defend') ctx.dodge();
  else ctx.attack();
}

function hotbarSlot(hotkey: (typeof HOTBAR.hotkeys)[number]): RoomAction {
  return {
    name: `hotbar${hotkey}`,
    label: `Hotbar slot ${hotkey}`,
    keys: [hotkey],
    trigger: 'press',
    enabled: (ctx) => ctx.canFight && ctx.hotbarAction(hotkey) !== null,
    perform: (ctx) => {
      const use = ctx.hotbarAction(hotkey);
      if (use) runHotbar(ctx, use);
    },
  };
}

export const ROOM_ACTIONS: readonly RoomAction[] = [
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
  {
    name: 'attack',
    label: 'Attack',
    keys: [' '],
    trigger: 'press',
    yieldsToControls: true,
    enabled: (ctx) => ctx.canFight,
    perform: (ctx) => ctx.attack(),
  },
  {
    name: 'cycleTarget',
    label: 'Next target',
    keys: ['Tab'],
    trigger: 'press',
    yieldsToControls: true,
    enabled: (ctx) => ctx.canFight && ctx.hasHostiles,
    perform: (ctx) => ctx.cycleTarget(),
  },
  {
    name: 'dodge',
    label: 'Dodge',
    keys: [],
    trigger: 'press',
    enabled: (ctx) => ctx.canFight,
    perform: (ctx) => ctx.dodge(),
  },
  {
    name: 'interact',
    label: 'Open',
    keys: ['e'],
    trigger: 'press',
    enabled: (ctx) => ctx.canFight && ctx.canInteract,
    perform: (ctx) => ctx.interact(),
  },
  {
    name: 'selectAtPointer',
    label: 'Select',
    keys: [],
    trigger: 'press',
    enabled: (ctx) => ctx.canFight && ctx.pointer !== null,
    perform: (ctx) => ctx.selectAtPointer(),
  },
  ...HOTBAR.hotkeys.map(hotbarSlot),
];

export function createRoomActionManager() {
  return createActionManager(ROOM_ACTIONS);
}
