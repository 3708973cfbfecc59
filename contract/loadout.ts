import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { EQUIPMENT_SLOTS, HOTBAR_ACTION } from '#game/vocabulary.ts';
import { HOTBAR } from '#game/constants.ts';
import { Crawler, Item, NAME_MAX } from './crawler.ts';
import { DbId, IdParam, hasNoControlChars, StoredText } from './ids.ts';

const slotValues = EQUIPMENT_SLOTS as unknown as [string, ...string[]];
const actionValues = Object.keys(HOTBAR_ACTION) as [string, ...string[]];

export const EquipBody = lazySchema(() => z.object({ itemId: DbId }).strict());
export const UnequipBody = lazySchema(() => z.object({ slot: z.enum(slotValues) }).strict());

export const HotbarSlot = lazySchema(() => z
  .object({
    id: z.string().min(1).max(40).refine(hasNoControlChars, 'must not contain control characters'),
    actionId: z.enum(actionValues),
    hotkey: z.string().regex(/^[0-9]$/, 'hotkey is a digit 1-9 or 0'),
  })
  .strict());
export type HotbarSlot = z.infer<typeof HotbarSlot>;

/** 1 to 10 slots, visible 1 to 10; hotkeys 1-9 then 0, distinct. */
export const Hotbar = lazySchema(() => z
  .object({
    slots: z.array(HotbarSlot).min(HOTBAR.minSlots).max(HOTBAR.maxSlots),
    visibleCount: z.number().int().min(1).max(HOTBAR.maxSlots),
  })
  .strict()
  .refine((h) => new Set(h.slots.map((s) => s.hotkey)).size === h.slots.length, 'hotkeys must be distinct')
  .refine((h) => new Set(h.slots.map((s) => s.id)).size === h.slots.length, 'slot ids must be distinct'));
export type Hotbar = z.infer<typeof Hotbar>;

export const SavedLoadout = lazySchema(() => z.object({
  id: z.number().int(),
  name: z.string(),
  items: z.record(z.string(), z.number().int().nullable()),
  createdAt: z.string(),
}));
export type SavedLoadout = z.infer<typeof SavedLoadout>;

export const SaveLoadoutBody = lazySchema(() => z.object({ name: StoredText(NAME_MAX) }).strict());
export const LoadoutIdParams = lazySchema(() => z.object({ id: z.string(), loadoutId: z.string() }).strict());

export const CombatStatsView = lazySchema(() => z.object({
  totalAttack: z.number(),
  totalDefense: z.number(),
  speed: z.number(),
  accuracy: z.number(),
}));

/** GET /api/crawlers/:id/loadout: everything the loadout screen shows. */
export const LoadoutView = lazySchema(() => z.object({
  crawler: Crawler,
  equipped: z.record(z.enum(slotValues), Item.nullable()),
  inventory: z.array(Item),
  combatStats: CombatStatsView,
  powerRating: z.number(),
  loadouts: z.array(SavedLoadout),
  hotbar: Hotbar,
}));
export type LoadoutView = z.infer<typeof LoadoutView>;

/** POST /api/crawlers/:id/items/:itemId/use: the path names the crawler and the item; no body. */
export const UseItemParams = lazySchema(() => z.object({ id: IdParam, itemId: IdParam }).strict());

/** What using a consumable restored, and the crawler afterwards. */
export const UseItemResponse = lazySchema(() => z.object({
  crawler: Crawler,
  used: z.object({
    itemId: z.number().int(),
    name: z.string(),
    restored: z.object({ health: z.number().int(), energy: z.number().int(), power: z.number().int() }),
  }),
  /** "Mira drank Healing Tonic (+25 health)": the log's line for the use. */
  message: z.string(),
}));
export type UseItemResponse = z.infer<typeof UseItemResponse>;
