import { t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { s as createLucideIcon, t as cn } from "./cn-B52nqGHH.js";
import { y as Badge } from "./index-BiQ4OFOh.js";
import { _ as slotForCategory, g as isRarity, p as isEquipmentCategory } from "./vocabulary-DSixrbIf.js";
// node_modules/lucide-react/dist/esm/icons/heart-pulse.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "heart-pulse",
	size: 24,
	node: [["path", {
		d: "M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5",
		key: "mvr1a0"
	}], ["path", {
		d: "M3.22 13H9.5l.5-1 2 4.5 2-7 1.5 3.5h5.27",
		key: "auskq0"
	}]]
};
__iconData$1.node;
var HeartPulse = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/package.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "package",
	size: 24,
	node: [
		["path", {
			d: "M11 21.73a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73z",
			key: "1a0edw"
		}],
		["path", {
			d: "M12 22V12",
			key: "d0xqtd"
		}],
		["polyline", {
			points: "3.29 7 12 12 20.71 7",
			key: "ousv84"
		}],
		["path", {
			d: "m7.5 4.27 9 5.15",
			key: "1c824w"
		}]
	]
};
__iconData.node;
var Package = createLucideIcon(__iconData);
// web/src/routes/crawler/loadout/item-display.ts
/** Rarity colours, common to legendary: grey, green, blue, purple, orange. */
var RARITY_STYLE = {
	common: {
		text: "text-stone-300",
		border: "border-stone-500/50"
	},
	uncommon: {
		text: "text-green-400",
		border: "border-green-500/50"
	},
	rare: {
		text: "text-sky-400",
		border: "border-sky-500/50"
	},
	epic: {
		text: "text-purple-400",
		border: "border-purple-500/50"
	},
	legendary: {
		text: "text-orange-400",
		border: "border-orange-500/60"
	}
};
function rarityStyle(rarity) {
	return isRarity(rarity) ? RARITY_STYLE[rarity] : RARITY_STYLE.common;
}
function titleCase(word) {
	return word.split(/[_\s]+/).filter(Boolean).map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join(" ");
}
var signed = (n) => n > 0 ? `+${n}` : `${n}`;
/** The item's non-zero bonuses as short labels ('+2 Might', 'Defense 3', 'Damage +4', 'Range 1.5'). */
function itemBonuses(item) {
	const out = [];
	if (item.mightBonus) out.push(`${signed(item.mightBonus)} Might`);
	if (item.agilityBonus) out.push(`${signed(item.agilityBonus)} Agility`);
	if (item.enduranceBonus) out.push(`${signed(item.enduranceBonus)} Endurance`);
	if (item.intellectBonus) out.push(`${signed(item.intellectBonus)} Intellect`);
	if (item.defenseValue) out.push(`Defense ${item.defenseValue}`);
	if (item.weapon) {
		if (item.weapon.damageBonus) out.push(`Damage ${signed(item.weapon.damageBonus)}`);
		out.push(`${titleCase(item.weapon.kind)} • Range ${item.weapon.range}`);
	}
	return out;
}
/** Where an item can be worn, or null for consumables and containers. */
function itemSlot(item) {
	return isEquipmentCategory(item.category) ? slotForCategory(item.category) : null;
}
/** Every item the crawler owns, equipped ones first by slot, then the pack, without duplicates. */
function allItems(view) {
	const seen = /* @__PURE__ */ new Set();
	const out = [];
	for (const item of [...Object.values(view.equipped), ...view.inventory]) {
		if (!item || seen.has(item.id)) continue;
		seen.add(item.id);
		out.push(item);
	}
	return out;
}
/** Items that fit a slot and are not already worn there (the Equip picker). */
function itemsForSlot(view, slot) {
	return allItems(view).filter((item) => itemSlot(item) === slot && item.equippedSlot !== slot);
}
// web/src/routes/crawler/loadout/item-summary.tsx
var import_jsx_runtime = require_jsx_runtime();
/** An item's name in its rarity colour, its rarity and category, and its bonuses. */
function ItemSummary({ item, showCategory = false, className }) {
	const style = rarityStyle(item.rarity);
	const bonuses = itemBonuses(item);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("min-w-0", className),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: cn("font-semibold break-words", style.text),
				children: item.name
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-1 flex flex-wrap items-center gap-1.5",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
					className: cn("bg-transparent", style.border, style.text),
					children: titleCase(item.rarity)
				}), showCategory ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, { children: titleCase(item.category) }) : null]
			}),
			bonuses.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				"aria-label": "Bonuses",
				className: "mt-1.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-bone/80",
				children: bonuses.map((bonus) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: bonus }, bonus))
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1.5 text-xs text-ash",
				children: "No bonuses"
			})
		]
	});
}
export { rarityStyle as a, HeartPulse as c, itemsForSlot as i, allItems as n, titleCase as o, itemSlot as r, Package as s, ItemSummary as t };

//# sourceMappingURL=item-summary-CMTVBSuQ.js.map