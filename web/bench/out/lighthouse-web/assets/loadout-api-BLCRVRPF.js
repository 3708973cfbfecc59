import { r as apiRequest } from "./http-Dp5NWYIR.js";
import { s as createLucideIcon } from "./cn-B52nqGHH.js";
import { c as number, d as string, i as array, l as object, n as _enum, u as record } from "./zod-browser-Bv5tyGZO.js";
import { o as EQUIPMENT_SLOTS, s as HOTBAR_ACTION } from "./vocabulary-DSixrbIf.js";
import { i as Item, n as Crawler } from "./crawler-BMq-rojx.js";
import { s as HOTBAR } from "./constants-C4t9KvkL.js";
import { i as hasNoControlChars, r as StoredText, t as DbId } from "./ids-CG-LdEhD.js";
// node_modules/lucide-react/dist/esm/icons/chevron-down.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "chevron-down",
	size: 24,
	node: [["path", {
		d: "m6 9 6 6 6-6",
		key: "qrunsl"
	}]]
};
__iconData.node;
var ChevronDown = createLucideIcon(__iconData);
// contract/loadout.ts
var slotValues = EQUIPMENT_SLOTS;
var actionValues = Object.keys(HOTBAR_ACTION);
object({ itemId: DbId }).strict();
object({ slot: _enum(slotValues) }).strict();
var HotbarSlot = object({
	id: string().min(1).max(40).refine(hasNoControlChars, "must not contain control characters"),
	actionId: _enum(actionValues),
	hotkey: string().regex(/^[0-9]$/, "hotkey is a digit 1-9 or 0")
}).strict();
/** Spec 4/5: 1 to 10 slots, visible 1 to 10; hotkeys 1-9 then 0, distinct. */
var Hotbar = object({
	slots: array(HotbarSlot).min(HOTBAR.minSlots).max(HOTBAR.maxSlots),
	visibleCount: number().int().min(1).max(HOTBAR.maxSlots)
}).strict().refine((h) => new Set(h.slots.map((s) => s.hotkey)).size === h.slots.length, "hotkeys must be distinct").refine((h) => new Set(h.slots.map((s) => s.id)).size === h.slots.length, "slot ids must be distinct");
var SavedLoadout = object({
	id: number().int(),
	name: string(),
	items: record(string(), number().int().nullable()),
	createdAt: string()
});
object({ name: StoredText(80) }).strict();
object({
	id: string(),
	loadoutId: string()
}).strict();
var CombatStatsView = object({
	totalAttack: number(),
	totalDefense: number(),
	speed: number(),
	accuracy: number()
});
/** GET /api/crawlers/:id/loadout: everything the loadout screen shows. */
var LoadoutView = object({
	crawler: Crawler,
	equipped: record(_enum(slotValues), Item.nullable()),
	inventory: array(Item),
	combatStats: CombatStatsView,
	powerRating: number(),
	loadouts: array(SavedLoadout),
	hotbar: Hotbar
});
// web/src/api/loadout-api.ts
var loadoutQueryKey = (crawlerId) => [
	"crawler",
	crawlerId,
	"loadout"
];
var base = (crawlerId) => `/api/crawlers/${encodeURIComponent(crawlerId)}`;
function fetchLoadout(crawlerId, signal) {
	return apiRequest("GET", `${base(crawlerId)}/loadout`, {
		schema: LoadoutView,
		signal
	});
}
function equipItem(crawlerId, itemId) {
	return apiRequest("POST", `${base(crawlerId)}/equip`, {
		body: { itemId },
		schema: LoadoutView
	});
}
function unequipSlot(crawlerId, slot) {
	return apiRequest("POST", `${base(crawlerId)}/unequip`, {
		body: { slot },
		schema: LoadoutView
	});
}
function saveHotbar(crawlerId, hotbar, signal) {
	return apiRequest("PUT", `${base(crawlerId)}/hotbar`, {
		body: hotbar,
		schema: Hotbar,
		signal
	});
}
function saveLoadout(crawlerId, name) {
	return apiRequest("POST", `${base(crawlerId)}/loadouts`, {
		body: { name },
		schema: LoadoutView
	});
}
function applyLoadout(crawlerId, loadoutId) {
	return apiRequest("POST", `${base(crawlerId)}/loadouts/${loadoutId}/apply`, { schema: LoadoutView });
}
function deleteLoadout(crawlerId, loadoutId) {
	return apiRequest("DELETE", `${base(crawlerId)}/loadouts/${loadoutId}`, { schema: LoadoutView });
}
export { loadoutQueryKey as a, unequipSlot as c, fetchLoadout as i, ChevronDown as l, deleteLoadout as n, saveHotbar as o, equipItem as r, saveLoadout as s, applyLoadout as t };

//# sourceMappingURL=loadout-api-BLCRVRPF.js.map