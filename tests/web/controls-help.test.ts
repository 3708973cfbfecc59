import { describe, expect, it } from 'vitest';
import { defaultKeyBindings } from '#contract/key-bindings.ts';
import { keyboardControlsHelp, TOUCH_CONTROLS_HELP } from '#web/src/actions/controls-help.ts';

const how = (lines: { what: string; how: string }[], what: string) => lines.find((l) => l.what === what)?.how;

describe("the crawler page's first-visit controls help", () => {
  it('names the default keys for moving, attacking, cycling targets, opening chests and the grid', () => {
    const lines = keyboardControlsHelp(defaultKeyBindings());
    expect(how(lines, 'Move')).toBe('W A S D: a tap steps one square (5 ft), holding walks; hold two for a diagonal');
    expect(how(lines, 'Attack your target')).toBe('Space');
    expect(how(lines, 'Next target')).toBe('Tab, or click a creature');
    expect(how(lines, 'Open a chest')).toMatch(/^E within reach/);
    expect(how(lines, 'Toggle the grid')).toBe('G');
  });

  it("names the account's own keys once remapped, and says when an action has none", () => {
    const bindings = { ...defaultKeyBindings(), moveNorth: ['i'], moveWest: ['j'], moveSouth: ['k'], moveEast: ['l'], attack: ['f', 'Enter'], toggleGrid: [] };
    const lines = keyboardControlsHelp(bindings);
    expect(how(lines, 'Move')).toBe('I J K L: a tap steps one square (5 ft), holding walks; hold two for a diagonal');
    expect(how(lines, 'Attack your target')).toBe('F or Enter');
    expect(how(lines, 'Toggle the grid')).toMatch(/no key bound/);
  });

  it('on a touch screen describes the D-pad and tapping a creature instead of keys', () => {
    expect(how([...TOUCH_CONTROLS_HELP], 'Move')).toMatch(/D-pad/);
    expect(how([...TOUCH_CONTROLS_HELP], 'Target')).toMatch(/^Tap a creature/);
  });
});
