import { normaliseKey } from '#contract/key-bindings.ts';
import type { Action, ActionPhase, KeyInput } from './types.ts';

/** A key as bindings list it: letters lower-case, everything else as the browser names it. */
export { normaliseKey };

/** Keys a focused control uses itself (Space and Enter press it, Tab moves focus): whatever action they are bound to yields them. */
export const CONTROL_KEYS: ReadonlySet<string> = new Set([' ', 'Tab', 'Enter']);

interface ElementLike {
  tagName?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
  getAttribute?: (name: string) => string | null;
}

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'password', 'number', 'tel', 'url', 'date', 'time', 'datetime-local', 'month', 'week']);

/**
 * True when a key press belongs to something else: typing in a field, an open dialog, a listbox or
 * slider that uses arrows itself. The game never steals those keys.
 */
export function isForeignKeyTarget(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false;
  const el = target as ElementLike;
  const tag = el.tagName?.toUpperCase();
  if (el.isContentEditable) return true;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (el.getAttribute?.('type') ?? 'text').toLowerCase();
    if (TEXT_INPUT_TYPES.has(type)) return true;
  }
  const closest = el.closest?.('[role="dialog"], [role="listbox"], [role="slider"], [role="menu"], [role="combobox"], [contenteditable="true"]');
  return Boolean(closest);
}

const CONTROL_TAGS = new Set(['BUTTON', 'A', 'INPUT', 'SELECT', 'TEXTAREA', 'SUMMARY']);
const CONTROL_SELECTOR = '[role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"]';

/** True when a key press starts on a control that has its own use for Space or Tab. */
export function isControlTarget(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false;
  const el = target as ElementLike;
  const tag = el.tagName?.toUpperCase();
  if (tag && CONTROL_TAGS.has(tag)) return true;
  return Boolean(el.closest?.(CONTROL_SELECTOR));
}

export interface ActionManager<Ctx, Name extends string> {
  readonly actions: readonly Action<Ctx, Name>[];
  /** The action bound to a key, if any. */
  actionForKey(key: string): Action<Ctx, Name> | undefined;
  /** Handles a keydown; true when an action took it (the event's default is then prevented). */
  handleKeyDown(event: KeyInput, ctx: Ctx): boolean;
  handleKeyUp(event: KeyInput, ctx: Ctx): boolean;
  /** Runs an action by name (buttons, touch controls); false when it is disabled or unknown. */
  perform(name: Name, ctx: Ctx, phase?: ActionPhase): boolean;
  /** Releases every held action (window blur, unmount), so no key stays stuck. */
  releaseAll(ctx: Ctx): void;
}

export function createActionManager<Ctx, Name extends string>(actions: readonly Action<Ctx, Name>[]): ActionManager<Ctx, Name> {
  const byKey = new Map<string, Action<Ctx, Name>>();
  for (const action of actions) {
    for (const key of action.keys) {
      const k = normaliseKey(key);
      if (byKey.has(k)) throw new Error(`Key ${k} is bound twice (${byKey.get(k)?.name}, ${action.name})`);
      byKey.set(k, action);
    }
  }
  const held = new Set<Name>();

  const ignores = (event: KeyInput) => Boolean(event.ctrlKey || event.metaKey || event.altKey) || isForeignKeyTarget(event.target);

  const manager: ActionManager<Ctx, Name> = {
    actions,
    actionForKey: (key) => byKey.get(normaliseKey(key)),
    handleKeyDown(event, ctx) {
      if (ignores(event)) return false;
      const key = normaliseKey(event.key);
      const action = byKey.get(key);
      if (!action) return false;
      // Keys a control uses itself stay native on controls, with Shift, and whenever the action is off
      // (so Tab still moves focus when there is nothing to target).
      if (CONTROL_KEYS.has(key) && (isControlTarget(event.target) || event.shiftKey || !action.enabled(ctx))) return false;
      event.preventDefault?.();
      if (event.repeat || (action.trigger === 'hold' && held.has(action.name))) return true;
      if (!action.enabled(ctx)) return true;
      if (action.trigger === 'hold') held.add(action.name);
      action.perform(ctx, 'press');
      return true;
    },
    handleKeyUp(event, ctx) {
      const action = byKey.get(normaliseKey(event.key));
      if (!action || action.trigger !== 'hold' || !held.has(action.name)) return false;
      held.delete(action.name);
      action.perform(ctx, 'release');
      return true;
    },
    perform(name, ctx, phase = 'press') {
      const action = actions.find((a) => a.name === name);
      if (!action) return false;
      if (phase === 'release') {
        held.delete(name);
        action.perform(ctx, 'release');
        return true;
      }
      if (!action.enabled(ctx)) return false;
      if (action.trigger === 'hold') held.add(name);
      action.perform(ctx, 'press');
      return true;
    },
    releaseAll(ctx) {
      for (const name of [...held]) {
        held.delete(name);
        actions.find((a) => a.name === name)?.perform(ctx, 'release');
      }
    },
  };
  return manager;
}
