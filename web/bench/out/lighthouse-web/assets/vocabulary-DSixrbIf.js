// game/vocabulary.ts
function hasKey(table, value) {
	return typeof value === "string" && Object.hasOwn(table, value);
}
/** The six attributes every crawler has (spec 1). */
var ATTRIBUTES = [
	"might",
	"agility",
	"endurance",
	"intellect",
	"charisma",
	"wisdom"
];
/** `retired`: the season ended with the crawler alive (issue 17); like the dead, it can no longer act. */
var CRAWLER_STATUS = {
	active: "active",
	resting: "resting",
	dead: "dead",
	retired: "retired"
};
function isCrawlerStatus(value) {
	return hasKey(CRAWLER_STATUS, value);
}
var UNKNOWN_STATUS = "unknown";
/** Anything outside the vocabulary displays as 'unknown' (spec 4). */
function displayStatus(status) {
	return isCrawlerStatus(status) ? status : UNKNOWN_STATUS;
}
var CRAWLER_CLASSES = Object.keys({
	combat_veteran: {
		name: "Combat Veteran",
		primary: ["might", "endurance"],
		lucky: false
	},
	tech_specialist: {
		name: "Tech Specialist",
		primary: ["intellect", "wisdom"],
		lucky: false
	},
	stealth_operative: {
		name: "Stealth Operative",
		primary: ["agility"],
		lucky: true
	}
});
var ACTIVITY_TYPE = {
	crawler_created: "crawler_created",
	floor_advance: "floor_advance",
	combat_victory: "combat_victory",
	combat_defeat: "combat_defeat",
	equipment_found: "equipment_found",
	exploration: "exploration",
	combat_start: "combat_start",
	encounter_choice: "encounter_choice"
};
function isActivityType(value) {
	return hasKey(ACTIVITY_TYPE, value);
}
/** Primary: full control, one per season. Secondary: limited control, always available (spec 4). */
var SPONSORSHIP_KIND = {
	primary: "primary",
	secondary: "secondary"
};
var EQUIPMENT_CATEGORY = {
	weapon: "weapon",
	armor: "armor",
	accessory: "accessory",
	consumable: "consumable",
	/** A chest: opening it spawns items instead of picking it up (spec 3 Ground item). */
	container: "container"
};
function isEquipmentCategory(value) {
	return hasKey(EQUIPMENT_CATEGORY, value);
}
/** Rarities from most to least common; the order drives loot weights and the power rating. */
var RARITY_ORDER = [
	"common",
	"uncommon",
	"rare",
	"epic",
	"legendary"
];
var RARITY = {
	common: "common",
	uncommon: "uncommon",
	rare: "rare",
	epic: "epic",
	legendary: "legendary"
};
function isRarity(value) {
	return hasKey(RARITY, value);
}
/** Weapon kinds by how they reach (spec 9: bows ranged, staves and wands magic). */
var WEAPON_KIND = {
	melee: "melee",
	ranged: "ranged",
	magic: "magic"
};
/** The three equipment slots with their loadout labels (spec 2). */
var EQUIPMENT_SLOT = {
	weapon: { label: "Primary Weapon" },
	armor: { label: "Body Armor" },
	accessory: { label: "Accessory" }
};
var EQUIPMENT_SLOTS = Object.keys(EQUIPMENT_SLOT);
function isEquipmentSlot(value) {
	return hasKey(EQUIPMENT_SLOT, value);
}
function slotLabel(slot) {
	return EQUIPMENT_SLOT[slot].label;
}
/** Where an item of this category is worn; consumables and containers are never equipped. */
function slotForCategory(category) {
	switch (category) {
		case "weapon": return "weapon";
		case "armor": return "armor";
		case "accessory": return "accessory";
		case "consumable":
		case "container": return null;
	}
}
/** Actions a hotbar slot can hold (spec 3 Hotbar slot). */
var HOTBAR_ACTION = {
	basic_attack: {
		name: "Attack",
		type: "attack"
	},
	defend: {
		name: "Defend",
		type: "ability"
	},
	special: {
		name: "Special",
		type: "ability"
	}
};
function isHotbarAction(value) {
	return hasKey(HOTBAR_ACTION, value);
}
export { slotForCategory as _, EQUIPMENT_CATEGORY as a, RARITY_ORDER as c, displayStatus as d, isActivityType as f, isRarity as g, isHotbarAction as h, CRAWLER_STATUS as i, SPONSORSHIP_KIND as l, isEquipmentSlot as m, ATTRIBUTES as n, EQUIPMENT_SLOTS as o, isEquipmentCategory as p, CRAWLER_CLASSES as r, HOTBAR_ACTION as s, ACTIVITY_TYPE as t, WEAPON_KIND as u, slotLabel as v };

//# sourceMappingURL=vocabulary-DSixrbIf.js.map