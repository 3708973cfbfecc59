import { Hotbar, LoadoutView, UseItemResponse } from '#contract/loadout.ts';
import type { EquipmentSlot } from '#game/vocabulary.ts';
import { apiRequest } from './http.ts';

// Typed calls to the loadout routes. Every change answers with the whole LoadoutView, which the
// screen puts straight into its query cache.

export const loadoutQueryKey = (crawlerId: string) => ['crawler', crawlerId, 'loadout'] as const;

const base = (crawlerId: string) => `/api/crawlers/${encodeURIComponent(crawlerId)}`;

export function fetchLoadout(crawlerId: string, signal?: AbortSignal): Promise<LoadoutView> {
  return apiRequest('GET', `${base(crawlerId)}/loadout`, { schema: LoadoutView, signal });
}

export function equipItem(crawlerId: string, itemId: number): Promise<LoadoutView> {
  return apiRequest('POST', `${base(crawlerId)}/equip`, { body: { itemId }, schema: LoadoutView });
}

export function unequipSlot(crawlerId: string, slot: EquipmentSlot): Promise<LoadoutView> {
  return apiRequest('POST', `${base(crawlerId)}/unequip`, { body: { slot }, schema: LoadoutView });
}

export function saveHotbar(crawlerId: string, hotbar: Hotbar, signal?: AbortSignal): Promise<Hotbar> {
  return apiRequest('PUT', `${base(crawlerId)}/hotbar`, { body: hotbar, schema: Hotbar, signal });
}

export function saveLoadout(crawlerId: string, name: string): Promise<LoadoutView> {
  return apiRequest('POST', `${base(crawlerId)}/loadouts`, { body: { name }, schema: LoadoutView });
}

export function applyLoadout(crawlerId: string, loadoutId: number): Promise<LoadoutView> {
  return apiRequest('POST', `${base(crawlerId)}/loadouts/${loadoutId}/apply`, { schema: LoadoutView });
}

export function deleteLoadout(crawlerId: string, loadoutId: number): Promise<LoadoutView> {
  return apiRequest('DELETE', `${base(crawlerId)}/loadouts/${loadoutId}`, { schema: LoadoutView });
}

/** Uses (drinks, plugs in) a consumable from the inventory: the server spends it and restores the crawler. */
export function spendInventoryItem(crawlerId: string, itemId: number): Promise<UseItemResponse> {
  return apiRequest('POST', `${base(crawlerId)}/items/${itemId}/use`, { schema: UseItemResponse });
}
