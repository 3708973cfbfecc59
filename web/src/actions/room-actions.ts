import type { MoveDirection } from '#game/movement.ts';
import type { Direction } from '#game/dungeon/vocabulary.ts';
import { HOTBAR } from '#game/constants.ts';
import { KEY_ACTIONS, isBindableAction, type BindableAction } from '#contract/key-bindings.ts';
import { createActionManager } from './manager.ts';
import type { Action } from './types.ts';

// The tactical room's actions: walking (WASD and arrows, diagonals by holding two), the grid toggle
// (G), the stairs, and the fight: attack (Space), cycle target (Tab), dodge, open a chest (E), a
// click on the canvas, and the hotbar slots (1-9, 0). Keys, buttons, touch controls and the hotbar
// all reach the game through these. The bindable ones take their labels and default keys from
// contract/key-bindings.ts; an account's own bindings replace the keys (createRoomActionManager).

export type HotbarUse = 'basic_attack' | 'defend' | 'special';

/** Something a click on the canvas landed on. */
export interface PointerPick {
  kind: 'character' | 'loot';
  id: string;
}

export interface RoomActionContext {
  /** Alive, in a loaded room, not in a transition, not resting. */
  canWalk: boolean;
  /** A walking key found walking off: say why when there is a reason worth saying (resting). */
  refuseWalk(): void;
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

/** A bindable action's label and default keys, from the contract. */
const bound = (name: BindableAction) => ({ name, label: KEY_ACTIONS[name].label, keys: KEY_ACTIONS[name].keys });

function walk(name: BindableAction, direction: Direction): RoomAction {
  return {
    ...bound(name),
    trigger: 'hold',
    enabled: (ctx) => ctx.canWalk,
    perform: (ctx, phase) => ctx.setHeld(direction, phase === 'press'),
    refused: (ctx) => ctx.refuseWalk(),
  };
}

/** Runs a hotbar slot's action: Attack and Special swing (no area attack on the server yet), Defend dodges. */
export function runHotbar(ctx: RoomActionContext, use: HotbarUse): void {
  if (use === 'defend') ctx.dodge();
  else ctx.attack();
}

function hotbarSlot(hotkey: (typeof HOTBAR.hotkeys)[number]): RoomAction {
  return {
    ...bound(`hotbar${hotkey}`),
    trigger: 'press',
    enabled: (ctx) => ctx.canFight && ctx.hotbarAction(hotkey) !== null,
    perform: (ctx) => {
      const use = ctx.hotbarAction(hotkey);
      if (use) runHotbar(ctx, use);
    },
  };
}

export const ROOM_ACTIONS: readonly RoomAction[] = [
  walk('moveNorth', 'north'),
  walk('moveSouth', 'south'),
  walk('moveWest', 'west'),
  walk('moveEast', 'east'),
  {
    ...bound('toggleGrid'),
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
    ...bound('attack'),
    trigger: 'press',
    enabled: (ctx) => ctx.canFight,
    perform: (ctx) => ctx.attack(),
  },
  {
    ...bound('cycleTarget'),
    trigger: 'press',
    enabled: (ctx) => ctx.canFight && ctx.hasHostiles,
    perform: (ctx) => ctx.cycleTarget(),
  },
  {
    ...bound('dodge'),
    trigger: 'press',
    enabled: (ctx) => ctx.canFight,
    perform: (ctx) => ctx.dodge(),
  },
  {
    ...bound('interact'),
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

/** The room's actions with an account's keys in place of the defaults (actions it does not name keep theirs). */
export function withBindings(actions: readonly RoomAction[], bindings?: Partial<Record<string, readonly string[]>> | null): readonly RoomAction[] {
  if (!bindings) return actions;
  return actions.map((action) => {
    const keys = isBindableAction(action.name) ? bindings[action.name] : undefined;
    return keys ? { ...action, keys } : action;
  });
}

/** The tactical room's dispatcher, with the account's key bindings (the defaults until they load). */
export function createRoomActionManager(bindings?: Partial<Record<string, readonly string[]>> | null) {
  return createActionManager(withBindings(ROOM_ACTIONS, bindings));
}
