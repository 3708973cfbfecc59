import { keyLabel, type KeyBindings } from '#contract/key-bindings.ts';

// The tactical room's help line, naming the keys the account has bound. With the default
// keys it is the spec's line: 'WASD move (diagonals), click target, Space attack, Tab cycle targets, G toggle grid'.

const first = (keys: readonly string[] | undefined) => (keys && keys.length > 0 ? keyLabel(keys[0]!) : null);

/** The movement keys: 'WASD' when each is one character, else 'ArrowUp/ArrowLeft/...'. Null when none is bound. */
function moveKeys(b: KeyBindings): string | null {
  const keys = [b.moveNorth, b.moveWest, b.moveSouth, b.moveEast].map(first);
  if (keys.every((k) => k === null)) return null;
  const shown = keys.map((k) => k ?? '-');
  return shown.every((k) => k.length === 1) ? shown.join('') : shown.join('/');
}

export function keyHelpText(b: KeyBindings): string {
  const move = moveKeys(b);
  const parts = [
    move ? `${move} move (diagonals)` : null,
    'click target',
    first(b.attack) ? `${first(b.attack)} attack` : null,
    first(b.cycleTarget) ? `${first(b.cycleTarget)} cycle targets` : null,
    first(b.toggleGrid) ? `${first(b.toggleGrid)} toggle grid` : null,
  ];
  return parts.filter((p) => p !== null).join(', ');
}
