// Using a consumable from the inventory: what it restores (the catalogue's `restores`), capped at the
// crawler's maxima. The item is spent only when it restores something, so a tonic is never wasted on
// a crawler already at full health. Pure: the server applies the result in one transaction.
import type { ItemTemplate, Restores } from './item-catalogue.ts';

export const CONSUMABLE_USE = {
  /** Spending an item that would restore nothing is refused (the item is kept). */
  refuseWhenNothingRestored: true,
  /** The verb of the log line: drinks restore health or energy; an item that only restores power is used. */
  verbs: { drink: 'drank', use: 'used' },
} as const;

export interface Vitals {
  health: number;
  maxHealth: number;
  energy: number;
  maxEnergy: number;
  power: number;
  maxPower: number;
}

export type UseRefusal = 'not_consumable' | 'nothing_to_restore';

export type UseOutcome =
  | { ok: true; vitals: Vitals; gained: Restores }
  | { ok: false; reason: UseRefusal };

export function isConsumable(template: Pick<ItemTemplate, 'category' | 'restores'> | undefined): boolean {
  return template !== undefined && template.category === 'consumable' && template.restores !== null;
}

const raise = (value: number, by: number, max: number): number => Math.max(value, Math.min(max, value + Math.max(0, by)));

/** The vitals after using `template`, and what it actually restored (each gain capped at its maximum). */
export function useConsumable(template: Pick<ItemTemplate, 'category' | 'restores'> | undefined, v: Vitals): UseOutcome {
  if (!template || !isConsumable(template)) return { ok: false, reason: 'not_consumable' };
  const r = template.restores!;
  const health = raise(v.health, r.health, v.maxHealth);
  const energy = raise(v.energy, r.energy, v.maxEnergy);
  const power = raise(v.power, r.power, v.maxPower);
  const gained = { health: health - v.health, energy: energy - v.energy, power: power - v.power };
  if (CONSUMABLE_USE.refuseWhenNothingRestored && gained.health + gained.energy + gained.power === 0) return { ok: false, reason: 'nothing_to_restore' };
  return { ok: true, vitals: { ...v, health, energy, power }, gained };
}

/** "drank Healing Tonic (+25 health)": what the log line says after the crawler's name. */
export function usedItemText(name: string, gained: Restores): string {
  const parts = (['health', 'energy', 'power'] as const).filter((k) => gained[k] > 0).map((k) => `+${gained[k]} ${k}`);
  const verb = gained.health > 0 || gained.energy > 0 ? CONSUMABLE_USE.verbs.drink : CONSUMABLE_USE.verbs.use;
  return `${verb} ${name}${parts.length ? ` (${parts.join(', ')})` : ''}`;
}
