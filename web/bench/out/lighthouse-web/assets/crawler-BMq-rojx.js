import { a as boolean, c as number, d as string, i as array, l as object, n as _enum, u as record } from "./zod-browser-Bv5tyGZO.js";
import { a as EQUIPMENT_CATEGORY, c as RARITY_ORDER, i as CRAWLER_STATUS, l as SPONSORSHIP_KIND, n as ATTRIBUTES, o as EQUIPMENT_SLOTS, r as CRAWLER_CLASSES, u as WEAPON_KIND } from "./vocabulary-DSixrbIf.js";
import { t as CANDIDATE } from "./constants-C4t9KvkL.js";
// game/candidate-flavour.ts
/** Same length as LAST_NAMES, so candidates.ts can pair them without repeating a full name. */
var FIRST_NAMES = [
	"Brock",
	"Delphine",
	"Tavish",
	"Marigold",
	"Osgood",
	"Priya",
	"Thaddeus",
	"Juniper",
	"Bartholomew",
	"Zuzana",
	"Kip",
	"Ottoline",
	"Reginald",
	"Saoirse",
	"Ignatius",
	"Wren",
	"Cornelius",
	"Esperanza",
	"Fitzgerald",
	"Imogen",
	"Dmitri",
	"Lulu",
	"Gideon",
	"Beatrix",
	"Horatio",
	"Nadia",
	"Rufus",
	"Xiomara",
	"Percival",
	"Odessa",
	"Lars",
	"Mabel",
	"Evander",
	"Yolanda",
	"Chet",
	"Persephone",
	"Bjorn",
	"Clementine",
	"Dexter",
	"Agatha"
];
var LAST_NAMES = [
	"Spreadsheet",
	"Quarterly",
	"Vanderbilk",
	"Overtime",
	"Synergy",
	"Ironclad",
	"McLiability",
	"Blackwood",
	"Von Deadline",
	"Stockwell",
	"Pennypincher",
	"Gravesend",
	"Throughput",
	"Ashgrove",
	"Kilowatt",
	"Moneybags",
	"Grimsby",
	"Okonkwo-Reyes",
	"Flintlock",
	"Hollowell",
	"Brightside",
	"Stonebreaker",
	"Redundancy",
	"Bottomline",
	"Nightshade",
	"Crankshaft",
	"Paperclip",
	"Cashflow",
	"Wolfsbane",
	"Benchmark",
	"Underwood",
	"Fairweather",
	"Dividends",
	"Copperpot",
	"Hazard",
	"Longhaul",
	"Thistlewood",
	"Margin",
	"Escrow",
	"Lockjaw"
];
// game/item-catalogue.ts
function item(draft) {
	return Object.freeze({
		mightBonus: 0,
		agilityBonus: 0,
		enduranceBonus: 0,
		intellectBonus: 0,
		defenseValue: 0,
		weapon: null,
		restores: null,
		...draft
	});
}
var weapon = (kind, range, damageBonus) => Object.freeze({
	kind,
	range,
	damageBonus
});
var restores = (health, energy, power) => Object.freeze({
	health,
	energy,
	power
});
var WEAPONS = [
	item({
		key: "iron_sword",
		name: "Iron Sword",
		description: "Standard-issue. The warranty expired on the way down.",
		category: "weapon",
		rarity: "common",
		value: 25,
		minFloor: 1,
		mightBonus: 2,
		weapon: weapon("melee", 1.5, 0)
	}),
	item({
		key: "hunting_bow",
		name: "Hunting Bow",
		description: "Light, quiet and absolutely not for hunting interns.",
		category: "weapon",
		rarity: "common",
		value: 30,
		minFloor: 1,
		agilityBonus: 3,
		weapon: weapon("ranged", 8, 2)
	}),
	item({
		key: "rusty_dagger",
		name: "Rusty Dagger",
		description: "Tetanus is a status effect.",
		category: "weapon",
		rarity: "common",
		value: 10,
		minFloor: 1,
		agilityBonus: 1,
		weapon: weapon("melee", 1, 1)
	}),
	item({
		key: "spiked_club",
		name: "Spiked Club",
		description: "A team-building exercise with nails in it.",
		category: "weapon",
		rarity: "common",
		value: 18,
		minFloor: 1,
		mightBonus: 3,
		weapon: weapon("melee", 1.5, 0)
	}),
	item({
		key: "apprentice_wand",
		name: "Apprentice Wand",
		description: "Came free with an online certification.",
		category: "weapon",
		rarity: "common",
		value: 28,
		minFloor: 1,
		intellectBonus: 2,
		weapon: weapon("magic", 5, 1)
	}),
	item({
		key: "static_staff",
		name: "Static Staff",
		description: "Crackles whenever someone says \"synergy\".",
		category: "weapon",
		rarity: "uncommon",
		value: 60,
		minFloor: 1,
		intellectBonus: 3,
		weapon: weapon("magic", 5, 2)
	}),
	item({
		key: "steel_longsword",
		name: "Steel Longsword",
		description: "Balanced, sharp, and expensed.",
		category: "weapon",
		rarity: "uncommon",
		value: 70,
		minFloor: 2,
		mightBonus: 4,
		weapon: weapon("melee", 2, 1)
	}),
	item({
		key: "light_crossbow",
		name: "Light Crossbow",
		description: "Point, click, invoice.",
		category: "weapon",
		rarity: "uncommon",
		value: 75,
		minFloor: 2,
		agilityBonus: 2,
		weapon: weapon("ranged", 7, 4)
	}),
	item({
		key: "compound_bow",
		name: "Compound Bow",
		description: "Its draw weight compounds quarterly.",
		category: "weapon",
		rarity: "rare",
		value: 160,
		minFloor: 3,
		agilityBonus: 5,
		weapon: weapon("ranged", 10, 4)
	}),
	item({
		key: "storm_staff",
		name: "Storm Staff",
		description: "Brainstorms, literally.",
		category: "weapon",
		rarity: "rare",
		value: 170,
		minFloor: 3,
		intellectBonus: 5,
		weapon: weapon("magic", 6, 4)
	}),
	item({
		key: "serrated_machete",
		name: "Serrated Machete",
		description: "For cutting through red tape and other things.",
		category: "weapon",
		rarity: "rare",
		value: 150,
		minFloor: 3,
		mightBonus: 5,
		agilityBonus: 1,
		weapon: weapon("melee", 1.5, 3)
	}),
	item({
		key: "quarterly_warhammer",
		name: "Warhammer of Quarterly Earnings",
		description: "Hits harder every fiscal period.",
		category: "weapon",
		rarity: "epic",
		value: 420,
		minFloor: 6,
		mightBonus: 8,
		enduranceBonus: 2,
		weapon: weapon("melee", 2, 5)
	}),
	item({
		key: "executive_crossbow",
		name: "Executive Crossbow",
		description: "Mahogany stock, gold-plated bolts, board approval.",
		category: "weapon",
		rarity: "epic",
		value: 450,
		minFloor: 6,
		agilityBonus: 7,
		weapon: weapon("ranged", 10, 6)
	}),
	item({
		key: "severance_wand",
		name: "Wizard's Severance Wand",
		description: "One wave and you are let go.",
		category: "weapon",
		rarity: "epic",
		value: 440,
		minFloor: 6,
		intellectBonus: 8,
		weapon: weapon("magic", 6, 6)
	}),
	item({
		key: "golden_parachute",
		name: "Golden Parachute Blade",
		description: "Whoever holds it always lands softly.",
		category: "weapon",
		rarity: "legendary",
		value: 1200,
		minFloor: 9,
		mightBonus: 12,
		agilityBonus: 4,
		weapon: weapon("melee", 2, 9)
	}),
	item({
		key: "takeover_staff",
		name: "Staff of Hostile Takeover",
		description: "Acquires whatever it points at.",
		category: "weapon",
		rarity: "legendary",
		value: 1250,
		minFloor: 9,
		intellectBonus: 12,
		weapon: weapon("magic", 7, 9)
	})
];
var ARMOR = [
	item({
		key: "padded_vest",
		name: "Padded Vest",
		description: "Quilted from old motivational posters.",
		category: "armor",
		rarity: "common",
		value: 20,
		minFloor: 1,
		defenseValue: 2
	}),
	item({
		key: "leather_jerkin",
		name: "Leather Jerkin",
		description: "Smells faintly of a corner office.",
		category: "armor",
		rarity: "common",
		value: 30,
		minFloor: 1,
		defenseValue: 3,
		agilityBonus: 1
	}),
	item({
		key: "chainmail_shirt",
		name: "Chainmail Shirt",
		description: "Every link a signed non-compete.",
		category: "armor",
		rarity: "uncommon",
		value: 80,
		minFloor: 2,
		defenseValue: 5
	}),
	item({
		key: "riot_vest",
		name: "Riot Vest",
		description: "Surplus from a shareholder meeting.",
		category: "armor",
		rarity: "uncommon",
		value: 90,
		minFloor: 2,
		defenseValue: 4,
		enduranceBonus: 2
	}),
	item({
		key: "scale_hauberk",
		name: "Scale Hauberk",
		description: "Scales with your responsibilities.",
		category: "armor",
		rarity: "rare",
		value: 200,
		minFloor: 4,
		defenseValue: 8,
		enduranceBonus: 1
	}),
	item({
		key: "mirrorplate",
		name: "Mirrorplate",
		description: "Reflects attacks and accountability.",
		category: "armor",
		rarity: "epic",
		value: 480,
		minFloor: 6,
		defenseValue: 12,
		enduranceBonus: 3
	}),
	item({
		key: "limited_liability_aegis",
		name: "Aegis of Limited Liability",
		description: "Nothing that happens to you is your fault.",
		category: "armor",
		rarity: "legendary",
		value: 1300,
		minFloor: 9,
		defenseValue: 18,
		enduranceBonus: 5
	})
];
var ACCESSORIES = [
	item({
		key: "lucky_lanyard",
		name: "Lucky Lanyard",
		description: "Still holds a badge for a company that no longer exists.",
		category: "accessory",
		rarity: "common",
		value: 15,
		minFloor: 1,
		agilityBonus: 1
	}),
	item({
		key: "copper_ring",
		name: "Copper Ring",
		description: "Turns your finger green and your spine steel.",
		category: "accessory",
		rarity: "common",
		value: 18,
		minFloor: 1,
		enduranceBonus: 1
	}),
	item({
		key: "diagnostic_goggles",
		name: "Diagnostic Goggles",
		description: "Overlays a loading bar on everything.",
		category: "accessory",
		rarity: "common",
		value: 35,
		minFloor: 1,
		intellectBonus: 2
	}),
	item({
		key: "middle_management_signet",
		name: "Signet of Middle Management",
		description: "Delegates a little of every blow.",
		category: "accessory",
		rarity: "uncommon",
		value: 85,
		minFloor: 2,
		mightBonus: 1,
		enduranceBonus: 2
	}),
	item({
		key: "swift_exit_boots",
		name: "Boots of Swift Exit",
		description: "Standard issue for anyone near a layoff.",
		category: "accessory",
		rarity: "rare",
		value: 190,
		minFloor: 3,
		agilityBonus: 4
	}),
	item({
		key: "plausible_deniability_amulet",
		name: "Amulet of Plausible Deniability",
		description: "It was never here.",
		category: "accessory",
		rarity: "epic",
		value: 460,
		minFloor: 6,
		agilityBonus: 3,
		intellectBonus: 3,
		defenseValue: 2
	}),
	item({
		key: "ceo_crown",
		name: "Crown of the CEO",
		description: "Grants every bonus and no oversight.",
		category: "accessory",
		rarity: "legendary",
		value: 1400,
		minFloor: 9,
		mightBonus: 4,
		agilityBonus: 4,
		enduranceBonus: 4,
		intellectBonus: 4
	})
];
var CONSUMABLES = [
	item({
		key: "healing_tonic",
		name: "Healing Tonic",
		description: "Tastes like cough syrup and fine print.",
		category: "consumable",
		rarity: "common",
		value: 12,
		minFloor: 1,
		restores: restores(25, 0, 0)
	}),
	item({
		key: "grind_energy_drink",
		name: "'Grind' Energy Drink",
		description: "Now with 40% more overtime.",
		category: "consumable",
		rarity: "common",
		value: 10,
		minFloor: 1,
		restores: restores(0, 30, 0)
	}),
	item({
		key: "power_cell",
		name: "Power Cell",
		description: "Recharges arcane and electrical ambitions alike.",
		category: "consumable",
		rarity: "uncommon",
		value: 30,
		minFloor: 1,
		restores: restores(0, 0, 35)
	}),
	item({
		key: "greater_healing_tonic",
		name: "Greater Healing Tonic",
		description: "The premium tier of not dying.",
		category: "consumable",
		rarity: "rare",
		value: 90,
		minFloor: 3,
		restores: restores(60, 0, 0)
	}),
	item({
		key: "overtime_elixir",
		name: "Elixir of Overtime",
		description: "Restores everything, bills you later.",
		category: "consumable",
		rarity: "epic",
		value: 300,
		minFloor: 6,
		restores: restores(100, 60, 60)
	})
];
var CONTAINERS = [
	item({
		key: "wooden_chest",
		name: "Wooden Chest",
		description: "Unlocked. Suspicious.",
		category: "container",
		rarity: "common",
		value: 5,
		minFloor: 1
	}),
	item({
		key: "supply_crate",
		name: "Supply Crate",
		description: "Stencilled: PROPERTY OF LOGISTICS. DO NOT LOOT.",
		category: "container",
		rarity: "common",
		value: 5,
		minFloor: 1
	}),
	item({
		key: "iron_bound_chest",
		name: "Iron-bound Chest",
		description: "Someone cared about what is inside.",
		category: "container",
		rarity: "uncommon",
		value: 20,
		minFloor: 2
	}),
	item({
		key: "gilded_coffer",
		name: "Gilded Coffer",
		description: "Petty cash of a very large company.",
		category: "container",
		rarity: "rare",
		value: 60,
		minFloor: 4
	}),
	item({
		key: "vault_safe",
		name: "Vault Safe",
		description: "The combination is on a sticky note on the back.",
		category: "container",
		rarity: "epic",
		value: 150,
		minFloor: 7
	})
];
var ITEM_CATALOGUE = Object.freeze([
	...WEAPONS,
	...ARMOR,
	...ACCESSORIES,
	...CONSUMABLES,
	...CONTAINERS
]);
new Map(ITEM_CATALOGUE.map((t) => [t.key, t]));
// game/candidates.ts
var CANDIDATE_STAT_KEYS = [
	...ATTRIBUTES,
	"health",
	"luck"
];
Object.freeze({
	...Object.fromEntries(ATTRIBUTES.map((a) => [a, {
		min: CANDIDATE.attributeMin,
		max: CANDIDATE.attributeMax
	}])),
	health: {
		min: CANDIDATE.healthMin,
		max: CANDIDATE.healthMax
	},
	luck: {
		min: CANDIDATE.luckMin,
		max: CANDIDATE.luckMax
	}
});
Math.min(FIRST_NAMES.length, LAST_NAMES.length) ** 2;
// contract/crawler.ts
var statusValues = Object.values(CRAWLER_STATUS);
var classValues = CRAWLER_CLASSES;
var ActiveEffect = object({
	id: string(),
	name: string(),
	expiresAt: string(),
	scanRangeBonus: number().optional()
});
/** A crawler as its sponsor sees it (spec section 3, Crawler). */
var Crawler = object({
	id: number().int(),
	name: string(),
	serial: string(),
	class: object({
		id: _enum(classValues),
		name: string()
	}),
	status: _enum(statusValues),
	isAlive: boolean(),
	sponsorship: _enum([SPONSORSHIP_KIND.primary, SPONSORSHIP_KIND.secondary]),
	seasonId: number().int(),
	might: number().int(),
	agility: number().int(),
	endurance: number().int(),
	intellect: number().int(),
	charisma: number().int(),
	wisdom: number().int(),
	luck: number().int(),
	health: number().int(),
	maxHealth: number().int(),
	energy: number().int(),
	maxEnergy: number().int(),
	power: number().int(),
	maxPower: number().int(),
	experience: number().int(),
	experienceToNext: number().int(),
	gold: number().int(),
	credits: number().int(),
	memory: number().int(),
	energyRegen: number().int(),
	currentFloor: number().int(),
	currentRoomId: number().int().nullable(),
	level: number().int(),
	background: string(),
	competencies: array(string()),
	topAbility: object({
		name: string(),
		description: string()
	}),
	scanRange: number().int(),
	activeEffects: array(ActiveEffect),
	lastAction: string().nullable(),
	lastEnergyRegen: string().nullable(),
	createdAt: string(),
	diedAt: string().nullable()
});
var CandidateStats = object(Object.fromEntries(CANDIDATE_STAT_KEYS.map((k) => [k, number().int()])));
/** A crawler candidate (spec section 3). */
var Candidate = object({
	id: number().int(),
	name: string(),
	serial: string(),
	level: number().int(),
	classification: _enum(classValues),
	className: string(),
	topAbility: object({
		name: string(),
		description: string()
	}),
	background: string(),
	stats: CandidateStats,
	competencies: array(string()),
	startingEquipment: array(object({
		key: string(),
		name: string()
	}))
});
object({
	name: string().trim().min(1).max(80),
	serial: string().trim().min(1).max(80),
	stats: record(string().max(32), number().int().min(0).max(1e3)).refine((o) => Object.keys(o).length <= 16, "too many stats"),
	competencies: array(string().max(80)).max(16),
	background: string().max(1e3),
	sponsorship: _enum([SPONSORSHIP_KIND.primary, SPONSORSHIP_KIND.secondary]).default(SPONSORSHIP_KIND.primary)
}).strict();
/** GET /api/user/status (spec: user-status fields). */
var UserStatus = object({
	currentSeasonNumber: number().int().nullable(),
	primarySponsorshipUsed: boolean(),
	lastPrimarySponsorshipSeason: number().int().nullable(),
	canSponsorPrimary: boolean(),
	canSponsorSecondary: boolean()
});
var SPONSORSHIP_RULES = {
	primaryUsedMessage: "Primary sponsorship already used this season. You can still sponsor this crawler as a secondary sponsor (limited control).",
	secondaryLimits: "Secondary sponsorship: limited control. The crawler cannot enter PVP rooms and cannot save or apply named loadouts."
};
/** An item the crawler owns (inventory or equipped). */
var Item = object({
	id: number().int(),
	key: string(),
	name: string(),
	description: string(),
	category: _enum(Object.values(EQUIPMENT_CATEGORY)),
	rarity: _enum(RARITY_ORDER),
	mightBonus: number(),
	agilityBonus: number(),
	enduranceBonus: number(),
	intellectBonus: number(),
	defenseValue: number(),
	weapon: object({
		kind: _enum(Object.values(WEAPON_KIND)),
		range: number(),
		damageBonus: number()
	}).nullable(),
	value: number(),
	equippedSlot: _enum(EQUIPMENT_SLOTS).nullable()
});
/** POST /api/crawlers/:id/apply-effect/eyes_of_debug */
var EffectResponse = object({
	success: boolean(),
	error: string().optional(),
	message: string(),
	effect: ActiveEffect.optional(),
	crawler: Crawler.optional()
});
export { SPONSORSHIP_RULES as a, ITEM_CATALOGUE as c, Item as i, Crawler as n, UserStatus as o, EffectResponse as r, CANDIDATE_STAT_KEYS as s, Candidate as t };

//# sourceMappingURL=crawler-BMq-rojx.js.map