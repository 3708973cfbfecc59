// Intents as registered actions (STYLE: "Intents as registered actions"): each has a name, its key
// bindings, an enabled predicate and perform. Keys, on-screen buttons and (later) the hotbar all go
// through one dispatcher (manager.ts), which calls perform with the same context.

/** 'press' fires once per key press; 'hold' fires on press and again on release (movement). */
export type ActionTrigger = 'press' | 'hold';
export type ActionPhase = 'press' | 'release';

export interface Action<Ctx, Name extends string = string> {
  readonly name: Name;
  /** What a button or tooltip calls it. */
  readonly label: string;
  /** KeyboardEvent.key values; single letters match either case. */
  readonly keys: readonly string[];
  readonly trigger: ActionTrigger;
  enabled(ctx: Ctx): boolean;
  perform(ctx: Ctx, phase: ActionPhase): void;
  /** Called instead of perform when a press finds the action off, to say why (e.g. walking while resting). */
  refused?(ctx: Ctx): void;
}

/** The few fields of a KeyboardEvent the dispatcher reads (so it can be driven without a DOM). */
export interface KeyInput {
  key: string;
  repeat?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
  target?: unknown;
  preventDefault?: () => void;
}
