import { normaliseKey } from '#contract/key-bindings.ts';
import type { Action, ActionPhase, KeyInput } from './types.ts';

/** A key as bindings list it: letters lower-case, everything else as the browser names it. */
export { normaliseKey };

/** Keys a focused control uses itself (Space and Enter press it, Tab moves focus): the page's outside the game's focus area, the game's inside it. */
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

/** The attribute that marks the game's own focusable area (the tactical room): while it has focus, game keys are the game's. */
export const GAME_SCOPE_ATTRIBUTE = 'data-game-scope';

/** True when a key press starts inside the game's focus area. */
export function isGameScopeTarget(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false;
  return Boolean((target as ElementLike).closest?.(`[${GAME_SCOPE_ATTRIBUTE}]`));
}

export interface ActionManager<Ctx, Name extends string> {
  readonly actions: readonly Action<Ctx, Name>[];
  /** The action bound to a key, if any. */
  actionForKey(key: string): Action<Ctx, Name> | undefined;
  /**
   * Handles a keydown; true when the game took it (the event's default is then prevented). Inside the
   * game's focus area every bound key, and Space, Enter and Tab whatever they are bound to, belong to
   * the game: Tab never moves focus out and Space never presses a control, with or without a target.
   * Outside it, Space, Enter and Tab stay the page's (they press and move between its controls), and
   * the other game keys still act unless a field, dialog or menu has them.
   */
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
      const inGame = isGameScopeTarget(event.target);
      if (CONTROL_KEYS.has(key)) {
        // Focus leaves the game only deliberately (Escape, a click elsewhere): there, these keys are
        // swallowed even when unbound, disabled or shifted. Elsewhere they are the page's.
        if (!inGame) return false;
        event.preventDefault?.();
        if (!action || event.shiftKey) return true;
      }
      if (!action) return false;
      event.preventDefault?.();
      if (event.repeat || (action.trigger === 'hold' && held.has(action.name))) return true;
      if (!action.enabled(ctx)) {
        action.refused?.(ctx);
        return true;
      }
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
      if (!action.enabled(ctx)) {
        action.refused?.(ctx);
        return false;
      }
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
