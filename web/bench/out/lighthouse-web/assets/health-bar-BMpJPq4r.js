import { t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import "./constants-C4t9KvkL.js";
import { s as Meter } from "./combat-DiyS4SAM.js";
import { a as healthPercent } from "./crawler-status-Bg98t7lU.js";
import { t as BY_ORDERS_TEXT } from "./standing-orders-BlPLec9F.js";
var LOG_EVENT_KINDS = Object.keys({
	sponsored: "sponsored",
	entered_room: "entered_room",
	moved: "moved",
	attacked: "attacked",
	was_attacked: "was_attacked",
	killed: "killed",
	rewarded: "rewarded",
	leveled_up: "leveled_up",
	picked_up: "picked_up",
	lost_roll_off: "lost_roll_off",
	rested: "rested",
	recovered: "recovered",
	scanned: "scanned",
	died: "died",
	retired: "retired"
});
/** How the log is kept compact: a walking crawler's position is sampled, not every step. */
var EVENT_LOG = {
	/** At most one position sample per crawler this often (2 a second). */
	positionSampleMs: 500,
	/** A sample is only taken when the crawler moved at least this far (room units) since the last. */
	positionSampleMinDistance: .5,
	/** The report's tail of the log. */
	reportTailSize: 20
};
var EMPTY_FRAME = {
	seq: 0,
	tick: 0,
	at: 0,
	kind: "sponsored",
	roomId: null,
	floor: 1,
	x: 50,
	y: 50,
	health: 0,
	maxHealth: 0,
	level: 1,
	experience: 0,
	gold: 0,
	alive: true,
	inventory: [],
	kills: 0,
	roomsExplored: 0
};
/** The state after `entry`, from the state before it. Pure; unknown payload fields are ignored. */
function foldEntry(prev, entry) {
	const next = {
		...prev,
		seq: entry.seq,
		tick: entry.tick,
		at: entry.at,
		kind: entry.kind,
		roomId: entry.roomId ?? prev.roomId
	};
	switch (entry.kind) {
		case "sponsored": {
			const d = entry.data;
			return {
				...next,
				roomId: d.roomId,
				floor: d.floor,
				x: d.x,
				y: d.y,
				health: d.health,
				maxHealth: d.maxHealth,
				level: d.level,
				experience: d.experience,
				gold: d.gold,
				alive: true,
				inventory: d.items.map((i) => i.id).sort((a, b) => a - b),
				roomsExplored: d.roomId === null ? 0 : 1
			};
		}
		case "entered_room": return {
			...next,
			roomId: entry.data.roomId,
			floor: entry.data.floor,
			x: entry.data.x,
			y: entry.data.y,
			roomsExplored: prev.roomsExplored + (entry.data.discovered ? 1 : 0)
		};
		case "moved": return {
			...next,
			x: entry.data.x,
			y: entry.data.y
		};
		case "was_attacked": return {
			...next,
			health: entry.data.health
		};
		case "killed": return {
			...next,
			kills: prev.kills + 1
		};
		case "rewarded": return {
			...next,
			experience: entry.data.experience,
			level: entry.data.level,
			gold: entry.data.totalGold
		};
		case "leveled_up": return {
			...next,
			level: entry.data.level,
			maxHealth: entry.data.maxHealth,
			health: entry.data.health
		};
		case "picked_up": return {
			...next,
			inventory: [...prev.inventory.filter((id) => id !== entry.data.itemId), entry.data.itemId].sort((a, b) => a - b)
		};
		case "rested": return {
			...next,
			health: entry.data.health,
			maxHealth: entry.data.maxHealth
		};
		case "recovered": return {
			...next,
			health: entry.data.health
		};
		case "died": return {
			...next,
			health: 0,
			alive: false,
			x: entry.data.x,
			y: entry.data.y,
			floor: entry.data.floor
		};
		case "retired": return {
			...next,
			alive: false
		};
		case "attacked":
		case "lost_roll_off":
		case "scanned": return next;
	}
}
/** The state after each entry of a log, in order (entries sorted by seq). */
function replayLog(entries) {
	const frames = [];
	let state = EMPTY_FRAME;
	for (const e of entries) {
		state = foldEntry(state, e);
		frames.push(state);
	}
	return frames;
}
/** Whether standing orders took this action (issue 19): its entry carries `by: 'orders'`. */
function byOrders(e) {
	return e.data.by === "orders";
}
/** One line of text for an entry, for the report's tail and the activity feed. */
function describeEntry(name, e) {
	const text = describeAction(name, e);
	return byOrders(e) ? `${text} ${BY_ORDERS_TEXT}` : text;
}
function describeAction(name, e) {
	switch (e.kind) {
		case "sponsored": return `${name} [${e.data.serial}] signed a sponsorship contract (Season ${e.data.seasonNumber})`;
		case "entered_room":
			if (e.data.why) return `${name} ${e.data.why === "retreat" ? "retreated" : "fled"} to ${e.data.roomName}`;
			return e.data.direction === "down" ? `${name} descended to Floor ${e.data.floor}: ${e.data.roomName}` : `${name} entered ${e.data.roomName}${e.data.discovered ? " (discovered)" : ""}`;
		case "moved": return `${name} moved to ${e.data.x.toFixed(0)}, ${e.data.y.toFixed(0)}`;
		case "attacked": return e.data.dodged ? `${name} attacked ${e.data.targetName}, who dodged` : e.data.hit ? `${name} hit ${e.data.targetName} for ${e.data.damage}${e.data.critical ? " (critical)" : ""} (roll ${e.data.roll})` : `${name} missed ${e.data.targetName} (roll ${e.data.roll})`;
		case "was_attacked": return e.data.dodged ? `${name} dodged ${e.data.attackerName}` : e.data.hit ? `${e.data.attackerName} hit ${name} for ${e.data.damage}${e.data.critical ? " (critical)" : ""}: ${e.data.health} HP left` : `${e.data.attackerName} missed ${name} (roll ${e.data.roll})`;
		case "killed": return `${name} killed ${e.data.victimName}`;
		case "rewarded": return `${name} earned ${e.data.xp} XP and ${e.data.gold} gold`;
		case "leveled_up": return `${name} reached level ${e.data.level}`;
		case "picked_up": return `${name} picked up ${e.data.name}`;
		case "lost_roll_off": return `${name} lost the roll-off for ${e.data.itemName} to ${e.data.winner}`;
		case "rested": return `${name} began resting at ${e.data.health}/${e.data.maxHealth} HP`;
		case "recovered": return `${name} recovered to ${e.data.health} HP`;
		case "scanned": return `${name} scanned the floor (scan range +${e.data.scanRangeBonus})`;
		case "died": return `${name} was slain by ${e.data.killerName} on Floor ${e.data.floor}`;
		case "retired": return `${name} retired at the end of Season ${e.data.seasonNumber}`;
	}
}
// game/dungeon/creatures.ts
/** Names the client lets repeat in one room (spec 5 Tactical entity acceptance). */
var COMMON_CREATURE_NAMES = [
	"Goblin",
	"Orc",
	"Skeleton",
	"Spider",
	"Rat",
	"Wolf",
	"Bandit"
];
function isCommonCreatureName(name) {
	return COMMON_CREATURE_NAMES.includes(name);
}
function kind(type, name, minFloor, stats, xp, gold) {
	const [health, attack, defense, accuracy, evasion, speed] = stats;
	return Object.freeze({
		type,
		name,
		minFloor,
		health,
		attack,
		defense,
		accuracy,
		evasion,
		speed,
		xp,
		gold
	});
}
function family(key, adjectives, kinds, boss) {
	const minFloor = Math.min(...kinds.map((k) => k.minFloor));
	return Object.freeze({
		key,
		minFloor,
		adjectives,
		kinds: Object.freeze(kinds),
		boss
	});
}
var CREATURE_FAMILIES = Object.freeze([
	family("rat", [
		"Gnawing",
		"Scurrying",
		"Verminous"
	], [
		kind("rat", "Rat", 1, [
			16,
			11,
			0,
			18,
			12,
			3
		], 8, 2),
		kind("giant_rat", "Giant Rat", 1, [
			24,
			12,
			1,
			18,
			10,
			3
		], 12, 3),
		kind("plague_rat", "Plague Rat", 3, [
			22,
			14,
			1,
			20,
			14,
			3
		], 16, 4)
	], kind("rat_king", "The Rat King", 1, [
		45,
		14,
		3,
		24,
		12,
		3
	], 30, 20)),
	family("goblin", [
		"Grasping",
		"Grinning",
		"Sticky-fingered"
	], [
		kind("goblin", "Goblin", 1, [
			28,
			13,
			2,
			20,
			10,
			2
		], 12, 5),
		kind("cave_goblin", "Cave Goblin", 1, [
			30,
			13,
			3,
			18,
			10,
			2
		], 13, 5),
		kind("goblin_scout", "Goblin Scout", 1, [
			24,
			12,
			1,
			24,
			16,
			3
		], 14, 6),
		kind("goblin_shaman", "Goblin Shaman", 3, [
			26,
			16,
			1,
			26,
			10,
			2
		], 20, 9)
	], kind("goblin_chieftain", "Goblin Chieftain", 1, [
		50,
		15,
		4,
		24,
		10,
		2
	], 35, 30)),
	family("spider", [
		"Weaving",
		"Skittering",
		"Eight-legged"
	], [
		kind("spider", "Spider", 1, [
			22,
			13,
			1,
			22,
			16,
			3
		], 11, 2),
		kind("cave_spider", "Cave Spider", 1, [
			26,
			14,
			2,
			22,
			14,
			3
		], 13, 3),
		kind("venom_spitter", "Venom Spitter", 3, [
			24,
			16,
			1,
			26,
			14,
			2
		], 18, 4)
	], kind("spider_broodmother", "Spider Broodmother", 1, [
		48,
		15,
		3,
		24,
		14,
		3
	], 35, 20)),
	family("wolf", [
		"Howling",
		"Moonbound",
		"Hungry"
	], [
		kind("wolf", "Wolf", 1, [
			30,
			14,
			2,
			20,
			14,
			4
		], 13, 1),
		kind("dire_wolf", "Dire Wolf", 1, [
			40,
			16,
			3,
			20,
			12,
			4
		], 18, 2),
		kind("shadow_wolf", "Shadow Wolf", 5, [
			36,
			17,
			2,
			24,
			18,
			4
		], 22, 3)
	], kind("alpha_wolf", "Alpha Wolf", 1, [
		52,
		16,
		3,
		24,
		14,
		4
	], 35, 15)),
	family("bandit", [
		"Cutpurse",
		"Masked",
		"Light-fingered"
	], [
		kind("bandit", "Bandit", 1, [
			32,
			14,
			3,
			20,
			12,
			2
		], 14, 10),
		kind("bandit_archer", "Bandit Archer", 1, [
			26,
			15,
			2,
			26,
			12,
			2
		], 15, 10),
		kind("cutthroat", "Cutthroat", 3, [
			30,
			17,
			2,
			24,
			16,
			3
		], 20, 14)
	], kind("bandit_captain", "Bandit Captain", 1, [
		52,
		16,
		4,
		26,
		12,
		2
	], 40, 50)),
	family("skeleton", [
		"Rattling",
		"Hollow",
		"Bone-dry"
	], [
		kind("skeleton", "Skeleton", 2, [
			34,
			14,
			4,
			18,
			8,
			2
		], 15, 4),
		kind("bone_archer", "Bone Archer", 2, [
			28,
			15,
			3,
			26,
			8,
			2
		], 16, 4),
		kind("skeleton_knight", "Skeleton Knight", 4, [
			46,
			17,
			4,
			22,
			8,
			2
		], 24, 8)
	], kind("bone_lord", "The Bone Lord", 2, [
		55,
		16,
		4,
		24,
		8,
		2
	], 40, 25)),
	family("orc", [
		"Iron-tusk",
		"Bloodied",
		"Warbanded"
	], [
		kind("orc", "Orc", 2, [
			48,
			16,
			3,
			20,
			8,
			2
		], 20, 8),
		kind("orc_brute", "Orc Brute", 2, [
			60,
			18,
			4,
			18,
			6,
			2
		], 24, 9),
		kind("orc_berserker", "Orc Berserker", 5, [
			55,
			21,
			4,
			22,
			10,
			3
		], 28, 12)
	], kind("orc_warchief", "Orc Warchief", 2, [
		65,
		18,
		4,
		24,
		8,
		2
	], 45, 35)),
	family("slime", [
		"Oozing",
		"Bubbling",
		"Gelatinous"
	], [
		kind("green_slime", "Green Slime", 3, [
			40,
			13,
			2,
			16,
			4,
			1
		], 16, 3),
		kind("acid_ooze", "Acid Ooze", 3, [
			44,
			16,
			3,
			18,
			4,
			1
		], 20, 4),
		kind("gelatinous_cube", "Gelatinous Cube", 6, [
			70,
			18,
			3,
			18,
			2,
			1
		], 30, 10)
	], kind("slime_monarch", "The Slime Monarch", 3, [
		70,
		16,
		4,
		20,
		4,
		1
	], 45, 25)),
	family("cultist", [
		"Whispering",
		"Ledgerbound",
		"Hooded"
	], [
		kind("cultist", "Cultist", 4, [
			34,
			16,
			3,
			24,
			12,
			2
		], 20, 12),
		kind("cult_accountant", "Cult Accountant", 4, [
			30,
			18,
			2,
			28,
			12,
			2
		], 22, 16),
		kind("doom_priest", "Doom Priest", 6, [
			40,
			20,
			3,
			28,
			12,
			2
		], 28, 18)
	], kind("high_auditor", "The High Auditor", 4, [
		60,
		19,
		4,
		28,
		12,
		2
	], 50, 60)),
	family("wraith", [
		"Wailing",
		"Spectral",
		"Pale"
	], [
		kind("wraith", "Wraith", 6, [
			40,
			18,
			4,
			26,
			20,
			3
		], 26, 8),
		kind("banshee", "Banshee", 6, [
			36,
			20,
			3,
			28,
			20,
			3
		], 28, 8),
		kind("revenant", "Revenant", 8, [
			55,
			21,
			4,
			26,
			14,
			2
		], 34, 12)
	], kind("lich", "Lich of Deferred Payments", 6, [
		65,
		21,
		3,
		30,
		16,
		2
	], 60, 70)),
	family("golem", [
		"Grinding",
		"Unyielding",
		"Load-bearing"
	], [
		kind("clay_golem", "Clay Golem", 7, [
			70,
			18,
			5,
			18,
			2,
			1
		], 30, 6),
		kind("iron_golem", "Iron Golem", 7, [
			85,
			20,
			6,
			18,
			2,
			1
		], 34, 10),
		kind("rune_golem", "Rune Golem", 9, [
			80,
			23,
			6,
			24,
			4,
			1
		], 40, 14)
	], kind("colossus", "The Colossus", 7, [
		100,
		21,
		7,
		22,
		2,
		1
	], 65, 60)),
	family("drake", [
		"Smouldering",
		"Scaled",
		"Ember-eyed"
	], [
		kind("drakeling", "Drakeling", 8, [
			45,
			19,
			3,
			24,
			14,
			3
		], 32, 14),
		kind("fire_drake", "Fire Drake", 8, [
			60,
			22,
			4,
			26,
			12,
			3
		], 38, 20),
		kind("ash_wyrm", "Ash Wyrm", 10, [
			80,
			25,
			5,
			26,
			10,
			2
		], 46, 28)
	], kind("elder_drake", "Elder Drake", 8, [
		90,
		23,
		5,
		28,
		12,
		3
	], 80, 100))
]);
new Map(CREATURE_FAMILIES.flatMap((f) => [...f.kinds, f.boss].map((k) => [k.type, k])));
/** The family's kinds that spawn on this floor, basic one first. */
function kindsOnFloor(family, floor) {
	return family.kinds.filter((k) => k.minFloor <= floor);
}
// web/src/components/crawler/health-bar.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Health as a meter whose colour warns as it drops. */
function HealthBar({ health, maxHealth, label = "Health", className }) {
	const percent = healthPercent(health, maxHealth);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Meter, {
		label,
		value: health,
		max: maxHealth,
		barClass: percent > 60 ? "bg-moss-500" : percent > 25 ? "bg-ember-400" : "bg-blood-500",
		className
	});
}
export { EVENT_LOG as a, replayLog as c, kindsOnFloor as i, CREATURE_FAMILIES as n, LOG_EVENT_KINDS as o, isCommonCreatureName as r, describeEntry as s, HealthBar as t };

//# sourceMappingURL=health-bar-BMpJPq4r.js.map