import { describe, expect, it, vi } from 'vitest';
import { MOVEMENT } from '#game/constants.ts';
import { isForeignKeyTarget, normaliseKey } from '#web/src/actions/manager.ts';
import { createRoomActionManager, ROOM_ACTIONS, type RoomActionContext } from '#web/src/actions/room-actions.ts';

function context(overrides: Partial<RoomActionContext> = {}) {
  return {
    canWalk: true,
    canDescend: false,
    setHeld: vi.fn(),
    toggleGrid: vi.fn(),
    move: vi.fn(),
    ...overrides,
  } satisfies RoomActionContext;
}

const key = (k: string, extra: Record<string, unknown> = {}) => ({ key: k, preventDefault: vi.fn(), ...extra });

describe('room actions (WASD and arrows, G, stairs)', () => {
  it('binds exactly the spec movement keys plus G', () => {
    const bound = ROOM_ACTIONS.flatMap((a) => a.keys);
    expect(bound.filter((k) => k !== 'g').sort()).toEqual([...MOVEMENT.keys].sort());
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
