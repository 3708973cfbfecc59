import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { HOTBAR } from '#game/constants.ts';
import { hasNoControlChars } from './ids.ts';

// The tactical room's remappable keys (docs/decisions/0020-keys-stay-in-the-game.md): the closed vocabulary of bindable
// actions, their labels and default keys (web/src/actions/room-actions.ts reads them from here), the
// schema of an account's bindings map, and the conflict rule both sides apply.

type HotbarKey = (typeof HOTBAR.hotkeys)[number];
export type HotbarBindableAction = `hotbar${HotbarKey}`;

/** Every action a key can be bound to, in the order the Controls card lists them. */
export const BINDABLE_ACTIONS = [
  'moveNorth',
  'moveSouth',
  'moveWest',
  'moveEast',
  'attack',
  'cycleTarget',
  'dodge',
  'interact',
  'toggleGrid',
  ...HOTBAR.hotkeys.map((k): HotbarBindableAction => `hotbar${k}`),
] as const;
export type BindableAction = (typeof BINDABLE_ACTIONS)[number];

const BINDABLE_SET: ReadonlySet<string> = new Set(BINDABLE_ACTIONS);
export const isBindableAction = (name: string): name is BindableAction => BINDABLE_SET.has(name);

/** At most this many keys per action (a primary and an alternative, like W and ArrowUp). */
export const MAX_KEYS_PER_ACTION = 2;
export const KEY_NAME_MAX = 20;

const hotbarEntries = Object.fromEntries(HOTBAR.hotkeys.map((k) => [`hotbar${k}`, { label: `Hotbar slot ${k}`, keys: [k] as readonly string[] }])) as Record<
  HotbarBindableAction,
  { label: string; keys: readonly string[] }
>;

/** What each action is called and the keys it has until the account changes them. */
export const KEY_ACTIONS: Readonly<Record<BindableAction, { readonly label: string; readonly keys: readonly string[] }>> = {
  moveNorth: { label: 'Move north', keys: ['w', 'ArrowUp'] },
  moveSouth: { label: 'Move south', keys: ['s', 'ArrowDown'] },
  moveWest: { label: 'Move west', keys: ['a', 'ArrowLeft'] },
  moveEast: { label: 'Move east', keys: ['d', 'ArrowRight'] },
  attack: { label: 'Attack', keys: [' '] },
  cycleTarget: { label: 'Next target', keys: ['Tab'] },
  dodge: { label: 'Dodge', keys: [] },
  interact: { label: 'Open chest', keys: ['e'] },
  toggleGrid: { label: 'Toggle grid', keys: ['g'] },
  ...hotbarEntries,
};

/** Keys that only modify others, or that the Controls card keeps for itself (Escape cancels a change). */
export const UNBINDABLE_KEYS: ReadonlySet<string> = new Set([
  'Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'OS', 'Super', 'Hyper', 'Fn', 'FnLock',
  'CapsLock', 'NumLock', 'ScrollLock', 'Symbol', 'SymbolLock', 'Dead', 'Unidentified', 'Process', 'Compose', 'Escape',
]);

/** A key as bindings store it: single characters lower-case (either case matches), named keys as the browser names them. */
export function normaliseKey(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key;
}

/** True for a KeyboardEvent.key one may bind: one printable character, or a named key such as ArrowUp or F5. */
export function isBindableKey(key: string): boolean {
  if (key.length < 1 || key.length > KEY_NAME_MAX || !hasNoControlChars(key) || UNBINDABLE_KEYS.has(key)) return false;
  return [...key].length === 1 || /^[A-Z][A-Za-z0-9]+$/.test(key);
}

/** How a key is written for people: Space, L, ArrowUp. */
export function keyLabel(key: string): string {
  if (key === ' ') return 'Space';
  return key.length === 1 ? key.toUpperCase() : key;
}

export const BindableKey = lazySchema(() => z
  .string()
  .min(1)
  .max(KEY_NAME_MAX)
  .refine(isBindableKey, 'must be one KeyboardEvent.key: a character or a named key, not a modifier or Escape')
  .transform(normaliseKey));

const ActionKeys = lazySchema(() => z
  .array(BindableKey)
  .max(MAX_KEYS_PER_ACTION)
  .refine((keys) => new Set(keys).size === keys.length, 'the same key is listed twice'));

/** An account's whole bindings map: every action, each with 0 to 2 keys. Unknown actions are refused. */
export const KeyBindings = lazySchema(() => z
  .object(Object.fromEntries(BINDABLE_ACTIONS.map((name) => [name, ActionKeys])) as Record<BindableAction, typeof ActionKeys>)
  .strict());
export type KeyBindings = Record<BindableAction, string[]>;

/** GET/PUT/DELETE /api/account/key-bindings reply. */
export const KeyBindingsView = lazySchema(() => z.object({
  bindings: KeyBindings,
  /** False while the account uses the defaults. */
  customised: z.boolean(),
}));
export type KeyBindingsView = z.infer<typeof KeyBindingsView>;

export function defaultKeyBindings(): KeyBindings {
  return Object.fromEntries(BINDABLE_ACTIONS.map((name) => [name, [...KEY_ACTIONS[name].keys]])) as KeyBindings;
}

export interface KeyConflict {
  key: string;
  /** The two actions that list the key, in vocabulary order. */
  actions: [BindableAction, BindableAction];
}

/** The first key bound to two actions, or null. */
export function findConflict(bindings: KeyBindings): KeyConflict | null {
  const owner = new Map<string, BindableAction>();
  for (const name of BINDABLE_ACTIONS) {
    for (const key of bindings[name]) {
      const k = normaliseKey(key);
      const first = owner.get(k);
      if (first && first !== name) return { key: k, actions: [first, name] };
      owner.set(k, name);
    }
  }
  return null;
}

export const conflictMessage = (key: string, boundTo: BindableAction) => `The key “${keyLabel(key)}” is already bound to ${KEY_ACTIONS[boundTo].label}`;

/**
 * A stored map made whole: actions added since it was saved get their default keys (less any key the
 * account already uses elsewhere), and names no longer in the vocabulary are dropped.
 */
export function withDefaults(stored: Partial<Record<string, readonly string[]>> | null): KeyBindings {
  if (!stored) return defaultKeyBindings();
  const out = {} as KeyBindings;
  const used = new Set<string>();
  for (const name of BINDABLE_ACTIONS) {
    const keys = stored[name];
    if (keys) {
      out[name] = keys.map(normaliseKey);
      for (const k of out[name]) used.add(k);
    }
  }
  for (const name of BINDABLE_ACTIONS) {
    if (out[name]) continue;
    out[name] = KEY_ACTIONS[name].keys.filter((k) => !used.has(k));
    for (const k of out[name]) used.add(k);
  }
  return Object.fromEntries(BINDABLE_ACTIONS.map((name) => [name, out[name]])) as KeyBindings;
}
