import { keyLabel, type BindableAction, type KeyBindings } from '#contract/key-bindings.ts';

// What the crawler page's first-visit controls help says: the keys come from the account's own
// bindings (so a remapped key is the one named), and a touch screen is told about its D-pad and
// tapping instead. Pure: the page supplies the bindings.

export interface ControlsHelpLine {
  /** What one does ("Move", "Attack"). */
  what: string;
  /** How one does it on this device. */
  how: string;
}

const NOT_BOUND = 'no key bound (set one on the Account page)';

/** An action's keys as the help names them: 'Space', 'W or ArrowUp', or NOT_BOUND. */
function keysOf(bindings: KeyBindings, action: BindableAction): string {
  const keys = bindings[action];
  return keys.length > 0 ? keys.map(keyLabel).join(' or ') : NOT_BOUND;
}

/** The four walking keys by their first key, 'W A S D' style, in north-west-south-east order. */
function moveKeys(bindings: KeyBindings): string {
  const firsts = (['moveNorth', 'moveWest', 'moveSouth', 'moveEast'] as const).map((a) => bindings[a][0]);
  if (firsts.every((k) => k === undefined)) return NOT_BOUND;
  return `${firsts.map((k) => (k === undefined ? '-' : keyLabel(k))).join(' ')}: a tap steps one square (5 ft), holding walks; hold two for a diagonal`;
}

export function keyboardControlsHelp(bindings: KeyBindings): ControlsHelpLine[] {
  return [
    { what: 'Move', how: moveKeys(bindings) },
    { what: 'Attack your target', how: keysOf(bindings, 'attack') },
    { what: 'Next target', how: `${keysOf(bindings, 'cycleTarget')}, or click a creature` },
    { what: 'Open a chest', how: `${keysOf(bindings, 'interact')} within reach; walk over loot to pick it up` },
    { what: 'Toggle the grid', how: keysOf(bindings, 'toggleGrid') },
  ];
}

export const TOUCH_CONTROLS_HELP: readonly ControlsHelpLine[] = [
  { what: 'Move', how: 'Tap an arrow of the D-pad under the room to step one square (5 ft), hold it to walk; the corner arrows walk diagonally' },
  { what: 'Target', how: 'Tap a creature in the room, or press Target to cycle through them' },
  { what: 'Attack your target', how: 'Press Attack' },
  { what: 'Open a chest', how: 'Tap it within reach; walk over loot to pick it up' },
  { what: 'Toggle the grid', how: 'Press Grid above the room' },
];

/** What every newcomer should know before the first fight, whatever the device. */
export const FIRST_VISIT_TIPS: readonly string[] = [
  'Rooms further from the entrance hold harder creatures.',
  'Resting in a safe room (the entrance is one) heals you.',
];
