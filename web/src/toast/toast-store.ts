import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; destructive toasts stay longer because they usually need reading. */
  durationMs?: number;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description: string | undefined;
  open: boolean;
  /** How many times this same message was raised within the coalescing window (1 for a fresh one). */
  count: number;
  /** When it was last raised (ms, the store's clock). */
  raisedAt: number;
}

// A module-level store (not context) so non-React code — the auth provider's async flows, api
// helpers — can raise a toast without threading a hook through every call.
const MAX_VISIBLE = 4;
const REMOVE_AFTER_CLOSE_MS = 300;
/**
 * The same message (title, description and style) raised again within this long replaces the one on
 * screen, counted, instead of stacking a copy: repeated presses or repeated server answers make one
 * toast that says how often, not a column of identical ones.
 */
export const COALESCE_MS = 4_000;
/** The store's clock; tests replace it (no timers to fake). */
let now: () => number = () => Date.now();

export function setToastClock(clock: () => number): void {
  now = clock;
}
let items: readonly ToastItem[] = [];
let nextId = 1;
/** Whether any toast was ever raised: the Toaster (Radix toast) is loaded from then on. */
let raised = false;
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

const sameMessage = (item: ToastItem, input: ToastInput, variant: ToastVariant) =>
  item.open && item.title === input.title && item.description === input.description && item.variant === variant;

/**
 * Raises a toast and returns its id. A repeat of an open toast raised within COALESCE_MS takes its
 * place at the top with the count raised (a new id, so its time on screen starts again).
 */
export function toast(input: ToastInput): number {
  const id = nextId++;
  raised = true;
  const variant = input.variant ?? 'default';
  const at = now();
  const repeat = items.find((item) => sameMessage(item, input, variant) && at - item.raisedAt <= COALESCE_MS);
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    variant,
    durationMs: input.durationMs ?? (variant === 'destructive' ? 8_000 : 5_000),
    open: true,
    count: repeat ? repeat.count + 1 : 1,
    raisedAt: at,
  };
  const rest = repeat ? items.filter((i) => i !== repeat) : items;
  publish([item, ...rest].slice(0, MAX_VISIBLE));
  return id;
}

/** Success toasts are titled 'Success'. */
export function toastSuccess(description: string): number {
  return toast({ title: 'Success', description, variant: 'success' });
}

/** Error toasts are titled 'Error', destructive style, with a description. */
export function toastError(description: string): number {
  return toast({ title: 'Error', description, variant: 'destructive' });
}

export function dismissToast(id: number): void {
  publish(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
  // Keep the closed toast mounted long enough for Radix to play its exit animation.
  setTimeout(() => publish(items.filter((item) => item.id !== id)), REMOVE_AFTER_CLOSE_MS);
}

/** The current queue, newest first (what the Toaster renders). */
export function getToastSnapshot(): readonly ToastItem[] {
  return items;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getToastSnapshot, getToastSnapshot);
}

const getRaised = () => raised;

/** False until the first toast; then true for good (the Toaster stays mounted, as it always was). */
export function useToastRaised(): boolean {
  return useSyncExternalStore(subscribe, getRaised, getRaised);
}
