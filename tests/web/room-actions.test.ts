import { describe, expect, it, vi } from 'vitest';
import { HOTBAR, MOVEMENT } from '#game/constants.ts';
import { GAME_SCOPE_ATTRIBUTE, isForeignKeyTarget, isGameScopeTarget, normaliseKey } from '#web/src/actions/manager.ts';
import { createRoomActionManager, ROOM_ACTIONS, type RoomActionContext } from '#web/src/actions/room-actions.ts';
import { keyHelpText } from '#web/src/actions/key-help.ts';
import { proposeKey } from '#web/src/routes/account/use-key-binding-changes.ts';
import { CRAWLER_PAGE_TEXT } from '#web/src/routes/crawler/crawler-page-text.ts';
import { BINDABLE_ACTIONS, defaultKeyBindings, KEY_ACTIONS, type KeyBindings } from '#contract/key-bindings.ts';

function context(overrides: Partial<RoomActionContext> = {}) {
  return {
    canWalk: true,
    refuseWalk: vi.fn(),
    canDescend: false,
    setHeld: vi.fn(),
    toggleGrid: vi.fn(),
    move: vi.fn(),
    canFight: true,
    hasHostiles: true,
    canInteract: false,
    attack: vi.fn(),
    cycleTarget: vi.fn(),
    dodge: vi.fn(),
    interact: vi.fn(),
    hotbarAction: vi.fn((hotkey: string) => (hotkey === '1' ? 'basic_attack' : hotkey === '2' ? 'defend' : hotkey === '3' ? 'special' : null)),
    pointer: null,
    selectAtPointer: vi.fn(),
    ...overrides,
  } satisfies RoomActionContext;
}

const key = (k: string, extra: Record<string, unknown> = {}) => ({ key: k, preventDefault: vi.fn(), ...extra });

describe('room actions (WASD and arrows, G, stairs)', () => {
  it('binds the spec movement keys, G, Space, Tab, E and the hotbar digits', () => {
    const bound = ROOM_ACTIONS.flatMap((a) => a.keys);
    const extra = ['g', ' ', 'Tab', 'e', ...HOTBAR.hotkeys];
    expect(bound.filter((k) => !extra.includes(k)).sort()).toEqual([...MOVEMENT.keys].sort());
    expect(bound.filter((k) => extra.includes(k)).sort()).toEqual([...extra].sort());
    expect(ROOM_ACTIONS.every((a) => typeof a.name === 'string' && typeof a.enabled === 'function' && typeof a.perform === 'function')).toBe(true);
  });

  it('holds a direction from keydown to keyup, in either letter case, and stops the page scrolling', () => {
    const manager = createRoomActionManager();
    const ctx = context();
    const down = key('ArrowUp');
    expect(manager.handleKeyDown(down, ctx)).toBe(true);
    expect(down.preventDefault).toHaveBeenCalled();
    expect(ctx.setHeld).toHaveBeenLastCalledWith('north', true);
    manager.handleKeyDown(key('ArrowUp', { repeat: true }), ctx);
    expect(ctx.setHeld).toHaveBeenCalledTimes(1);
    manager.handleKeyUp(key('ArrowUp'), ctx);
    expect(ctx.setHeld).toHaveBeenLastCalledWith('north', false);
    manager.handleKeyDown(key('D'), ctx);
    expect(ctx.setHeld).toHaveBeenLastCalledWith('east', true);
    manager.releaseAll(ctx);
    expect(ctx.setHeld).toHaveBeenLastCalledWith('east', false);
  });

  it('does not walk while walking is disabled, but always lets go', () => {
    const manager = createRoomActionManager();
    const ctx = context({ canWalk: false });
    manager.handleKeyDown(key('w'), ctx);
    expect(ctx.setHeld).not.toHaveBeenCalled();
    expect(manager.perform('moveSouth', ctx, 'release')).toBe(true);
    expect(ctx.setHeld).toHaveBeenCalledWith('south', false);
  });

  it('a walking key or D-pad press with walking off (resting) asks the page to say why, once per press, and walks nowhere', () => {
    const manager = createRoomActionManager();
    const ctx = context({ canWalk: false });
    manager.handleKeyDown(key('w'), ctx);
    manager.handleKeyDown(key('w', { repeat: true }), ctx);
    expect(manager.perform('moveEast', ctx)).toBe(false);
    expect(ctx.refuseWalk).toHaveBeenCalledTimes(2);
    expect(ctx.setHeld).not.toHaveBeenCalled();
    const free = context();
    manager.handleKeyDown(key('s'), free);
    expect(free.refuseWalk).not.toHaveBeenCalled();
  });

  it('toggles the grid once per G press', () => {
    const manager = createRoomActionManager();
    const ctx = context();
    manager.handleKeyDown(key('g'), ctx);
    manager.handleKeyDown(key('g', { repeat: true }), ctx);
    manager.handleKeyDown(key('G'), ctx);
    expect(ctx.toggleGrid).toHaveBeenCalledTimes(2);
  });

  it('descends only where there are stairs', () => {
    const manager = createRoomActionManager();
    const none = context();
    expect(manager.perform('descend', none)).toBe(false);
    const stairs = context({ canDescend: true });
    expect(manager.perform('descend', stairs)).toBe(true);
    expect(stairs.move).toHaveBeenCalledWith('down');
  });

  it('never steals keys from fields, dialogs or modified shortcuts', () => {
    const manager = createRoomActionManager();
    const ctx = context();
    const input = { tagName: 'INPUT', getAttribute: () => 'text', closest: () => null };
    const area = { tagName: 'TEXTAREA', closest: () => null };
    const inDialog = { tagName: 'BUTTON', closest: (s: string) => (s.includes('dialog') ? {} : null) };
    const checkbox = { tagName: 'INPUT', getAttribute: () => 'checkbox', closest: () => null };
    for (const target of [input, area, inDialog, { isContentEditable: true }]) {
      const e = key('w', { target });
      expect(manager.handleKeyDown(e, ctx)).toBe(false);
      expect(e.preventDefault).not.toHaveBeenCalled();
    }
    expect(manager.handleKeyDown(key('w', { ctrlKey: true }), ctx)).toBe(false);
    expect(isForeignKeyTarget(checkbox)).toBe(false);
    expect(manager.handleKeyDown(key('x'), ctx)).toBe(false);
    expect(ctx.setHeld).not.toHaveBeenCalled();
    expect(normaliseKey('W')).toBe('w');
    expect(normaliseKey('ArrowLeft')).toBe('ArrowLeft');
  });
});

describe('fight actions (Space, Tab, E, hotbar, clicks)', () => {
  // The room's focus area (the canvas frame carries the game-scope attribute), the page's body, a button elsewhere.
  const room = { tagName: 'DIV', closest: (s: string) => (s.includes(GAME_SCOPE_ATTRIBUTE) ? {} : null) };
  const body = { tagName: 'BODY', closest: () => null };
  const button = { tagName: 'BUTTON', closest: () => null };

  it('attacks with Space and cycles targets with Tab while the room has focus', () => {
    const manager = createRoomActionManager();
    const ctx = context();
    const space = key(' ', { target: room });
    expect(manager.handleKeyDown(space, ctx)).toBe(true);
    expect(space.preventDefault).toHaveBeenCalled();
    expect(ctx.attack).toHaveBeenCalledTimes(1);
    manager.handleKeyDown(key(' ', { target: room, repeat: true }), ctx);
    expect(ctx.attack).toHaveBeenCalledTimes(1);
    expect(manager.handleKeyDown(key('Tab', { target: room }), ctx)).toBe(true);
    expect(ctx.cycleTarget).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab, Shift+Tab, Space and Enter in the room with nothing to target or fighting off: focus stays, nothing runs', () => {
    const manager = createRoomActionManager();
    for (const ctx of [context({ hasHostiles: false }), context({ canFight: false })]) {
      for (const k of ['Tab', ' ', 'Enter']) {
        for (const shiftKey of [false, true]) {
          const e = key(k, { target: room, shiftKey });
          expect(manager.handleKeyDown(e, ctx), `${k} shift=${shiftKey}`).toBe(true);
          expect(e.preventDefault).toHaveBeenCalled();
        }
      }
      expect(ctx.cycleTarget).not.toHaveBeenCalled();
      if (!ctx.canFight) expect(ctx.attack).not.toHaveBeenCalled();
    }
  });

  it('keeps Space and Tab in the room even when the account moved Attack and Next target to other keys', () => {
    const manager = createRoomActionManager({ ...defaultKeyBindings(), attack: ['f'], cycleTarget: ['q'] });
    const ctx = context();
    for (const k of ['Tab', ' ']) {
      const e = key(k, { target: room });
      expect(manager.handleKeyDown(e, ctx)).toBe(true);
      expect(e.preventDefault).toHaveBeenCalled();
    }
    expect(ctx.attack).not.toHaveBeenCalled();
    expect(ctx.cycleTarget).not.toHaveBeenCalled();
    manager.handleKeyDown(key('f', { target: room }), ctx);
    manager.handleKeyDown(key('q', { target: room }), ctx);
    expect(ctx.attack).toHaveBeenCalledTimes(1);
    expect(ctx.cycleTarget).toHaveBeenCalledTimes(1);
  });

  it('outside the room, Space, Tab and Enter are the page\'s (they press and move between its controls); other game keys still act', () => {
    const manager = createRoomActionManager();
    const ctx = context();
    for (const target of [body, button, undefined]) {
      for (const k of ['Tab', ' ', 'Enter']) {
        const e = key(k, { target });
        expect(manager.handleKeyDown(e, ctx)).toBe(false);
        expect(e.preventDefault).not.toHaveBeenCalled();
      }
    }
    expect(ctx.attack).not.toHaveBeenCalled();
    expect(ctx.cycleTarget).not.toHaveBeenCalled();
    expect(manager.handleKeyDown(key('w', { target: button }), ctx)).toBe(true);
    expect(ctx.setHeld).toHaveBeenLastCalledWith('north', true);
    expect(manager.handleKeyDown(key('1', { target: body }), ctx)).toBe(true);
    expect(ctx.attack).toHaveBeenCalledTimes(1);
  });

  it('leaves keys it does not know alone, in the room too (browser shortcuts such as F5)', () => {
    const manager = createRoomActionManager();
    const e = key('F5', { target: room });
    expect(manager.handleKeyDown(e, context())).toBe(false);
    expect(e.preventDefault).not.toHaveBeenCalled();
    expect(isGameScopeTarget(room)).toBe(true);
    expect(isGameScopeTarget(body)).toBe(false);
  });

  it('runs the visible hotbar slots: Attack and Special swing, Defend dodges, hidden keys do nothing', () => {
    const manager = createRoomActionManager();
    const ctx = context();
    manager.handleKeyDown(key('1'), ctx);
    manager.handleKeyDown(key('3'), ctx);
    manager.handleKeyDown(key('2'), ctx);
    expect(ctx.attack).toHaveBeenCalledTimes(2);
    expect(ctx.dodge).toHaveBeenCalledTimes(1);
    expect(manager.perform('hotbar7', ctx)).toBe(false);
    expect(manager.perform('hotbar1', context({ canFight: false }))).toBe(false);
  });

  it('opens a chest with E only within reach, and never fights when fighting is off', () => {
    const manager = createRoomActionManager();
    const far = context();
    manager.handleKeyDown(key('e'), far);
    expect(far.interact).not.toHaveBeenCalled();
    const near = context({ canInteract: true });
    manager.handleKeyDown(key('E'), near);
    expect(near.interact).toHaveBeenCalledTimes(1);
    const off = context({ canFight: false });
    manager.handleKeyDown(key(' ', { target: { closest: () => ({}) } }), off);
    expect(off.attack).not.toHaveBeenCalled();
    expect(manager.perform('dodge', off)).toBe(false);
  });

  it('selects what a click hit through the dispatcher', () => {
    const manager = createRoomActionManager();
    expect(manager.perform('selectAtPointer', context())).toBe(false);
    const clicked = context({ pointer: { kind: 'character', id: 'mob-3' } });
    expect(manager.perform('selectAtPointer', clicked)).toBe(true);
    expect(clicked.selectAtPointer).toHaveBeenCalled();
  });
});

describe("the account's key bindings", () => {
  const remapped = (): KeyBindings => ({ ...defaultKeyBindings(), moveEast: ['l'], attack: ['f'], cycleTarget: ['Tab', 'q'], dodge: [' '] });

  it('the default keys come from the contract, one source for both sides', () => {
    for (const name of BINDABLE_ACTIONS) {
      const action = ROOM_ACTIONS.find((a) => a.name === name)!;
      expect(action.keys, name).toEqual(KEY_ACTIONS[name].keys);
      expect(action.label, name).toBe(KEY_ACTIONS[name].label);
    }
  });

  it('walks east with a remapped key, and the old key does nothing any more', () => {
    const manager = createRoomActionManager(remapped());
    const ctx = context();
    expect(manager.handleKeyDown(key('d'), ctx)).toBe(false);
    expect(ctx.setHeld).not.toHaveBeenCalled();
    expect(manager.handleKeyDown(key('L'), ctx)).toBe(true);
    expect(ctx.setHeld).toHaveBeenLastCalledWith('east', true);
    manager.handleKeyUp(key('l'), ctx);
    expect(ctx.setHeld).toHaveBeenLastCalledWith('east', false);
    expect(manager.actionForKey('l')?.name).toBe('moveEast');
    // Actions the map does not change keep their keys.
    manager.handleKeyDown(key('w'), ctx);
    expect(ctx.setHeld).toHaveBeenLastCalledWith('north', true);
  });

  it('a remapped attack fires even on a focused button; Space, now Dodge, still yields to the button and dodges in the room', () => {
    const manager = createRoomActionManager(remapped());
    const ctx = context();
    const button = { tagName: 'BUTTON' };
    const room = { closest: (s: string) => (s.includes(GAME_SCOPE_ATTRIBUTE) ? {} : null) };
    expect(manager.handleKeyDown(key('f', { target: button }), ctx)).toBe(true);
    expect(ctx.attack).toHaveBeenCalledTimes(1);
    expect(manager.handleKeyDown(key(' ', { target: button }), ctx)).toBe(false);
    expect(manager.handleKeyDown(key(' ', { target: room }), ctx)).toBe(true);
    expect(ctx.dodge).toHaveBeenCalledTimes(1);
    expect(ctx.attack).toHaveBeenCalledTimes(1);
    manager.handleKeyDown(key('q'), ctx);
    expect(ctx.cycleTarget).toHaveBeenCalledTimes(1);
  });

  it('the help line names the bound keys (the spec line with the defaults)', () => {
    expect(keyHelpText(defaultKeyBindings())).toBe(CRAWLER_PAGE_TEXT.help);
    expect(keyHelpText(remapped())).toBe('WASL move (diagonals), click target, F attack, Tab cycle targets, G toggle grid');
    expect(keyHelpText({ ...defaultKeyBindings(), moveNorth: ['ArrowUp'], toggleGrid: [] })).toBe(
      'ArrowUp/A/S/D move (diagonals), click target, Space attack, Tab cycle targets',
    );
  });
});

describe('the Controls card proposes a key', () => {
  it('puts the pressed key first and keeps the alternative', () => {
    const b = defaultKeyBindings();
    expect(proposeKey(b, { action: 'moveEast', key: 'l' }).moveEast).toEqual(['l', 'ArrowRight']);
    expect(proposeKey(b, { action: 'moveEast', key: 'ArrowRight' }).moveEast).toEqual(['ArrowRight']);
    expect(proposeKey(b, { action: 'dodge', key: 'q' }).dodge).toEqual(['q']);
    expect(proposeKey(b, { action: 'attack', key: 'f' }).moveEast).toEqual(['d', 'ArrowRight']);
  });
});
