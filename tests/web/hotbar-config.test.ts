import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Hotbar } from '#contract/loadout.ts';
import {
  HOTKEY_SEQUENCE,
  addSlot,
  canAddSlot,
  canDeleteSlot,
  changeAction,
  deleteSlot,
  initialHotbar,
  isSlotVisible,
  nextHotkey,
  resetHotbar,
  setVisibleCount,
  slotViews,
  visibleSlots,
} from '#web/src/routes/crawler/loadout/hotbar-config.ts';

const addTimes = (n: number) => {
  let bar = initialHotbar();
  for (let i = 0; i < n; i += 1) bar = addSlot(bar);
  return bar;
};

describe('hotbar configurator', () => {
  it('starts with Attack/1, Defend/2, Special/3 and three visible', () => {
    const views = slotViews(initialHotbar());
    expect(views.map((s) => [s.actionName, s.actionType, s.hotkey])).toEqual([
      ['Attack', 'attack', '1'],
      ['Defend', 'ability', '2'],
      ['Special', 'ability', '3'],
    ]);
    expect(initialHotbar().visibleCount).toBe(3);
    expect(Hotbar.safeParse(initialHotbar()).success).toBe(true);
  });

  it('appends Attack slots with hotkeys 1-9 then 0, and stops at ten', () => {
    expect(HOTKEY_SEQUENCE).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0']);
    const full = addTimes(7);
    expect(full.slots.map((s) => s.hotkey)).toEqual(HOTKEY_SEQUENCE);
    expect(full.slots.slice(3).every((s) => s.actionId === 'basic_attack')).toBe(true);
    expect(canAddSlot(full)).toBe(false);
    expect(addSlot(full)).toBe(full);
  });

  it('deletes a slot but never the last one', () => {
    let bar = initialHotbar();
    bar = deleteSlot(bar, 'slot-2');
    expect(bar.slots.map((s) => s.hotkey)).toEqual(['1', '3']);
    bar = deleteSlot(bar, 'slot-1');
    expect(canDeleteSlot(bar)).toBe(false);
    expect(deleteSlot(bar, 'slot-3')).toBe(bar);
    expect(deleteSlot(initialHotbar(), 'nope').slots).toHaveLength(3);
  });

  it('reuses the first free hotkey after a delete, keeping hotkeys and ids distinct', () => {
    const bar = addSlot(deleteSlot(initialHotbar(), 'slot-2'));
    expect(bar.slots.map((s) => s.hotkey)).toEqual(['1', '3', '2']);
    expect(new Set(bar.slots.map((s) => s.id)).size).toBe(3);
    expect(nextHotkey(bar.slots)).toBe('4');
  });

  it('switches a slot action from the dropdown, ignoring unknown actions and empty values', () => {
    const bar = changeAction(initialHotbar(), 'slot-1', 'special');
    expect(slotViews(bar)[0]).toMatchObject({ actionId: 'special', actionName: 'Special', actionType: 'ability' });
    expect(changeAction(bar, 'slot-1', '')).toBe(bar);
    expect(changeAction(bar, 'slot-1', 'fireball')).toBe(bar);
    expect(changeAction(bar, 'slot-9', 'defend')).toBe(bar);
  });

  it('clamps the visible-slot slider to 1..10 and hides the rest', () => {
    expect(setVisibleCount(initialHotbar(), 0).visibleCount).toBe(1);
    expect(setVisibleCount(initialHotbar(), 11).visibleCount).toBe(10);
    const bar = setVisibleCount(addTimes(2), 2);
    expect(slotViews(bar).map((s) => s.visible)).toEqual([true, true, false, false, false]);
    expect(visibleSlots(bar).map((s) => s.hotkey)).toEqual(['1', '2']);
    expect(isSlotVisible(bar, 2)).toBe(false);
  });

  it('resets to the initial state', () => {
    const changed = setVisibleCount(changeAction(addTimes(4), 'slot-2', 'special'), 8);
    expect(resetHotbar()).toEqual(initialHotbar());
    expect(changed).not.toEqual(initialHotbar());
  });

  it('always produces a hotbar the server contract accepts', () => {
    const step = fc.oneof(
      fc.constant({ kind: 'add' as const }),
      fc.record({ kind: fc.constant('delete' as const), index: fc.nat(12) }),
      fc.record({ kind: fc.constant('change' as const), index: fc.nat(12), action: fc.constantFrom('basic_attack', 'defend', 'special', '') }),
      fc.record({ kind: fc.constant('visible' as const), count: fc.integer({ min: -5, max: 20 }) }),
      fc.constant({ kind: 'reset' as const }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let bar = initialHotbar();
        for (const s of steps) {
          if (s.kind === 'add') bar = addSlot(bar);
          else if (s.kind === 'delete') bar = deleteSlot(bar, bar.slots[s.index % bar.slots.length]!.id);
          else if (s.kind === 'change') bar = changeAction(bar, bar.slots[s.index % bar.slots.length]!.id, s.action);
          else if (s.kind === 'visible') bar = setVisibleCount(bar, s.count);
          else bar = resetHotbar();
          expect(Hotbar.safeParse(bar).success).toBe(true);
        }
      }),
    );
  });
});
