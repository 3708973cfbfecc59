import type { Hotbar, HotbarSlot } from '#contract/loadout.ts';
import { HOTBAR } from '#game/constants.ts';
import { HOTBAR_ACTION, isHotbarAction, type HotbarAction, type HotbarActionType } from '#game/vocabulary.ts';

// The hotbar configurator's state transitions, pure: each takes a hotbar and returns
// the next one (or the same object when the change is not allowed), so the screen, the server save
// and the tests all see the same rules.

export const HOTKEY_SEQUENCE: readonly string[] = HOTBAR.hotkeys;
export const ACTION_IDS = Object.keys(HOTBAR_ACTION) as HotbarAction[];

/** Initial: Attack/1, Defend/2, Special/3, three visible. */
export function initialHotbar(): Hotbar {
  return {
    slots: [
      { id: 'slot-1', actionId: 'basic_attack', hotkey: '1' },
      { id: 'slot-2', actionId: 'defend', hotkey: '2' },
      { id: 'slot-3', actionId: 'special', hotkey: '3' },
    ],
    visibleCount: HOTBAR.defaultVisible,
  };
}

/** The first hotkey of 1-9 then 0 that no slot uses yet; null when all ten are taken. */
export function nextHotkey(slots: readonly HotbarSlot[]): string | null {
  const used = new Set(slots.map((slot) => slot.hotkey));
  return HOTKEY_SEQUENCE.find((key) => !used.has(key)) ?? null;
}

function nextSlotId(slots: readonly HotbarSlot[]): string {
  const taken = new Set(slots.map((slot) => slot.id));
  let n = slots.length + 1;
  while (taken.has(`slot-${n}`)) n += 1;
  return `slot-${n}`;
}

export function canAddSlot(hotbar: Hotbar): boolean {
  return hotbar.slots.length < HOTBAR.maxSlots && nextHotkey(hotbar.slots) !== null;
}

export function canDeleteSlot(hotbar: Hotbar): boolean {
  return hotbar.slots.length > HOTBAR.minSlots;
}

/** Add Slot: appends an Attack slot with the next hotkey; unchanged at 10 slots. */
export function addSlot(hotbar: Hotbar): Hotbar {
  const hotkey = nextHotkey(hotbar.slots);
  if (!canAddSlot(hotbar) || hotkey === null) return hotbar;
  return { ...hotbar, slots: [...hotbar.slots, { id: nextSlotId(hotbar.slots), actionId: 'basic_attack', hotkey }] };
}

/** Delete removes a slot; unchanged at 1 slot or for an unknown id. */
export function deleteSlot(hotbar: Hotbar, slotId: string): Hotbar {
  if (!canDeleteSlot(hotbar) || !hotbar.slots.some((slot) => slot.id === slotId)) return hotbar;
  return { ...hotbar, slots: hotbar.slots.filter((slot) => slot.id !== slotId) };
}

/** Changing a slot's dropdown switches its action; unknown actions and ids change nothing. */
export function changeAction(hotbar: Hotbar, slotId: string, actionId: string): Hotbar {
  if (!isHotbarAction(actionId)) return hotbar;
  const target = hotbar.slots.find((slot) => slot.id === slotId);
  if (!target || target.actionId === actionId) return hotbar;
  return { ...hotbar, slots: hotbar.slots.map((slot) => (slot.id === slotId ? { ...slot, actionId } : slot)) };
}

/** The 'maximum visible slots' slider: 1 to 10, whole numbers. */
export function setVisibleCount(hotbar: Hotbar, count: number): Hotbar {
  if (!Number.isFinite(count)) return hotbar;
  const visibleCount = Math.min(HOTBAR.maxSlots, Math.max(HOTBAR.minSlots, Math.round(count)));
  return visibleCount === hotbar.visibleCount ? hotbar : { ...hotbar, visibleCount };
}

export function resetHotbar(): Hotbar {
  return initialHotbar();
}

/** Only the first N slots (N = slider value) are visible; the rest are Hidden. */
export function isSlotVisible(hotbar: Hotbar, index: number): boolean {
  return index >= 0 && index < hotbar.visibleCount;
}

export function visibleSlots(hotbar: Hotbar): HotbarSlot[] {
  return hotbar.slots.slice(0, hotbar.visibleCount);
}

export interface SlotView extends HotbarSlot {
  actionName: string;
  actionType: HotbarActionType;
  visible: boolean;
}

/** Hotbar slot as shown: id, actionId, actionName, actionType, hotkey (plus visibility). */
export function slotViews(hotbar: Hotbar): SlotView[] {
  return hotbar.slots.map((slot, index) => {
    const action = isHotbarAction(slot.actionId) ? HOTBAR_ACTION[slot.actionId] : HOTBAR_ACTION.basic_attack;
    return { ...slot, actionName: action.name, actionType: action.type, visible: isSlotVisible(hotbar, index) };
  });
}

export function sameHotbar(a: Hotbar, b: Hotbar): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
