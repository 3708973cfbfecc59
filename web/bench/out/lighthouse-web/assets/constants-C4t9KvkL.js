// game/constants.ts
/**
* Candidate stat ranges (ours; spec 3 names the stats). Attributes are rolled as 3d6 (3..18,
* mean 10.5); a class's two primary attributes roll 4d6 and keep the best three (still 3..18, mean
* about 12.2). Health is the level-1 maxHealth derived from endurance (VITALS), kept in 80..120.
*/
var CANDIDATE = {
	attributeMin: 3,
	attributeMax: 18,
	attributeDice: 3,
	primaryAttributeDice: 4,
	dieSides: 6,
	healthMin: 80,
	healthMax: 120,
	luckMin: 1,
	luckMax: 10,
	/** A lucky class (Stealth Operative) rolls luck this many times and keeps the best. */
	luckyRolls: 2,
	competenciesMin: 2,
	competenciesMax: 4,
	startingEquipmentMin: 1,
	startingEquipmentMax: 3,
	/** Chance of a second, class-flavoured sentence in the background. */
	backgroundSecondSentenceChance: .6,
	/** Serial 'CR-7F3A-21': a 4-hex-digit block and a 2-digit batch. */
	serialHexMax: 65535,
	serialHexDigits: 4,
	serialBatchMax: 99,
	serialBatchDigits: 2
};
/** Hotbar configurator limits (spec 4, 5, 9). */
var HOTBAR = {
	maxSlots: 10,
	minSlots: 1,
	defaultVisible: 3,
	hotkeys: [
		"1",
		"2",
		"3",
		"4",
		"5",
		"6",
		"7",
		"8",
		"9",
		"0"
	]
};
/** Room geometry in feet and room-percent (spec 2, 5, 9). */
var ROOM = {
	defaultSizeFeet: 100,
	feetPerSquare: 5,
	percentMin: 0,
	percentMax: 100,
	entryPosition: {
		x: 50,
		y: 50
	},
	/** Movement stays inside walkMin..walkMax and this far from walls and doors (door zones exempt). */
	walkMin: 2,
	walkMax: 98,
	obstacleClearance: 2
};
/** Tactical canvas sizing (spec 9). */
var CANVAS = {
	maxPx: 600,
	maxWindowHeightFraction: .6,
	minPxPerSquare: 10
};
/**
* Player movement in feet per second (our tuning in place of the spec's per-frame percent, which
* crossed a 100 ft room in under a second): baseFeetPerSecond + agility · feetPerSecondPerAgility,
* at most maxFeetPerSecond. A starting crawler (agility 10) walks 18.5 ft/s, a 100 ft room in ~5 s.
* A key tap walks exactly one square (ROOM.feetPerSquare).
*/
var MOVEMENT = {
	baseFeetPerSecond: 16,
	feetPerSecondPerAgility: .25,
	maxFeetPerSecond: 30,
	/** Displayed position eases this fraction of the remaining distance per frame. */
	easing: .05,
	keys: [
		"w",
		"a",
		"s",
		"d",
		"ArrowUp",
		"ArrowLeft",
		"ArrowDown",
		"ArrowRight"
	]
};
/** Door zones and room transitions (spec 4, 9), in room-percent and milliseconds. */
var DOOR_ZONE = {
	edgePercent: 5,
	crossAxisMin: 35,
	crossAxisMax: 65,
	triggerPercent: 3,
	minIntervalMs: 1e3,
	animationMs: 1500,
	slideFraction: .6,
	beyondFraction: .4
};
/** Combat rules (spec 4, 9). Ranges are in room units (percent). */
var COMBAT = {
	tickMs: 200,
	cooldownMs: {
		basicAttack: 800,
		dodge: 3e3,
		move: 0,
		roomViewAttack: 2e3
	},
	hitChance: {
		base: 50,
		min: 5,
		max: 95
	},
	roll: {
		min: 1,
		max: 100
	},
	/**
	* Criticals (ours, replacing the spec's 'or 20 or more over the hit threshold', which made most hits
	* critical): a hit is critical on a natural naturalMin..100; luck above luckBase widens that range by
	* one per luckPerStep points, by at most maxLuckBonus, so no attacker crits on more than 10 % of rolls.
	*/
	critical: {
		naturalMin: 96,
		luckBase: 10,
		luckPerStep: 5,
		maxLuckBonus: 5,
		multiplier: 2
	},
	minDamage: 1,
	defaults: {
		accuracy: 20,
		evasion: 10,
		attack: 10
	},
	range: {
		detection: 30,
		attack: 8,
		combatStart: 25
	},
	/** Hostiles approach at speed × this factor per tick. */
	approachSpeedFactor: .3,
	animationMs: {
		melee: 600,
		ranged: 800,
		magic: 1e3
	},
	actionLogLimit: 50,
	/** Room-view attacks: damage rolled in damageMin..damageMax plus the weapon bonus. */
	roomView: {
		damageMin: 5,
		damageMax: 19,
		unitsPerRangeSquare: 10
	}
};
/** Pick-up rules (spec 9). */
var PICKUP = {
	groundItemRadiusFeet: 25,
	lootEntityRadiusFeet: 15,
	sweepIntervalMs: 500
};
/** NPC behaviour (spec 9). */
var NPC = { speechRadiusFeet: 15 };
/** Dungeon map panel (spec 4, 9). Levels are 1-based in the UI; default 3 of 5. */
var MAP = {
	zoomLevels: [
		{
			gridSize: 15,
			roomSize: 12
		},
		{
			gridSize: 20,
			roomSize: 16
		},
		{
			gridSize: 25,
			roomSize: 20
		},
		{
			gridSize: 30,
			roomSize: 24
		},
		{
			gridSize: 35,
			roomSize: 28
		}
	],
	defaultZoomLevel: 3,
	panelPx: 256
};
/** Floor overview chips (spec 2, 9). */
var FLOOR_OVERVIEW = {
	maxFactions: 4,
	maxCreatureTypes: 3
};
/**
* Loot (ours). Rarity weight on floor f = baseWeight · max(0, 1 + depthGrowth · (f − 1)), so common
* items thin out and rare ones thicken as crawlers go deeper.
*/
var LOOT = {
	rarityBaseWeight: {
		common: 60,
		uncommon: 25,
		rare: 10,
		epic: 4,
		legendary: 1
	},
	rarityDepthGrowth: {
		common: -.04,
		uncommon: .15,
		rare: .3,
		epic: .5,
		legendary: .7
	},
	containerItemsMin: 2,
	containerItemsMax: 5
};
/**
* Dungeon generation (ours; ARCHITECTURE "Gaps": one shared dungeon per season, floors from a seed).
* Rooms on floor f ≈ (roomsBase + roomsPerFloor · (f − 1)) · (1 ± roomsJitter), capped at roomsMax.
* Special rooms: one of each kind per floor, plus one more for every `specialRoomsPer[kind]` rooms.
*/
var DUNGEON = {
	defaultFloorCount: 10,
	maxFloorCount: 100,
	roomsBase: 32,
	roomsPerFloor: 17,
	roomsJitter: .18,
	roomsMax: 400,
	/** The layout grows inside a square box of about rooms · boxAreaPerRoom cells. */
	boxAreaPerRoom: 1.8,
	/** Growing tree: chance to extend from the newest room (long winding runs) instead of a random one. */
	newestBias: .55,
	/** Extra doors between adjacent rooms, as a fraction of the room count, so the floor is not a pure tree. */
	loopFraction: .12,
	/** From this floor on a boss room is the only way into the exit. */
	bossMinFloor: 2,
	/** From this floor on a few rooms allow crawler-versus-crawler fights: one more every pvpFloorsPerRoom floors. */
	pvpMinFloor: 3,
	pvpFloorsPerRoom: 2,
	specialRoomsPer: {
		treasure: 25,
		shop: 90,
		safe: 45,
		rest: 40,
		special: 35
	},
	/** Factions per floor: min + one per floorsPerFaction floors below the first, at most max. */
	factions: {
		min: 2,
		max: 6,
		floorsPerFaction: 2
	},
	/** Room sizes in feet by type, multiples of ROOM.feetPerSquare; corridors lie along their doors. */
	roomFeet: {
		min: 40,
		max: 200,
		corridor: {
			long: [120, 200],
			short: [40, 60]
		},
		chamber: [80, 140],
		intersection: [80, 120],
		deadend: [50, 90],
		entrance: [100, 100],
		exit: [100, 100],
		treasure: [60, 100],
		boss: [150, 200],
		safe: [80, 120],
		rest: [80, 120],
		shop: [60, 100],
		special: [100, 160],
		unknown: [100, 100]
	},
	/**
	* Where entities and interior features go, in room-percent: away from edges, features and the entry
	* point. Mobs also stand at least doorClearance from where a crawler steps in through each of the
	* room's doors (never within reach of a door), and in a room next to the entrance at least
	* quietClearance (beyond COMBAT.range.detection, so they notice nobody standing at a door).
	*/
	placement: {
		min: 12,
		max: 88,
		spacing: 8,
		entryClearance: 10,
		featureClearance: 2,
		tries: 24,
		doorClearance: 20,
		quietClearance: 34,
		scanStep: 2
	},
	/**
	* Difficulty by distance from the floor's entrance (in doors, breadth-first). A room `nearDoors` or
	* fewer doors away holds at most a patrol of nearMaxMobs of the family's basic creature at level ≤
	* the floor (or nobody, nearQuietChance of the time); one at most `midDoors` away brings one mob fewer
	* than usual at level ≤ the floor; farther rooms gain one level per levelEveryDoors doors beyond
	* midDoors, at most maxDistanceLevels.
	*/
	threat: {
		nearDoors: 1,
		nearMaxMobs: 2,
		nearQuietChance: .5,
		midDoors: 2,
		levelEveryDoors: 10,
		maxDistanceLevels: 1
	},
	/** Interior features stay in the corner quadrants [near, far] and [100 − far, 100 − near], so the cross of door lanes is clear. */
	featureBand: {
		near: 12,
		far: 33
	},
	/** Chance a generic room holds loose loot (plus perFloor per floor), and a hidden chest in a dead end. */
	loot: {
		groundChance: .18,
		groundChancePerFloor: .01,
		deadendChestChance: .2,
		maxGroundItems: 2
	},
	/** Chance a quiet generic room holds one neutral creature. */
	neutralMobChance: .15,
	/** Mobs per encounter: [min, max] plus one per `extraPerFloors` floors, never above maxPerRoom. */
	mobs: {
		patrol: [2, 3],
		ambush: [3, 4],
		lair: [3, 5],
		guarded_hoard: [2, 3],
		extraPerFloors: 5,
		maxPerRoom: 8
	}
};
/**
* Mob stats from a creature's base stats (game/dungeon/creatures.ts) at a level ≈ floor (± levelSpread):
* health · (1 + healthPerLevel · (level − 1)), other stats + perLevel · (level − 1), rounded.
* Experience is the table's xp · xpScale at every level (xpPerLevel 0): deeper floors pay more only
* through their stronger kinds, so the spec's nearly flat curve still gives about level 2 in the
* first five minutes and level 5-9 after an hour (bench/README.md "Balance"), not level 13-17.
* A boss is boss.levelBonus levels up, multiplies health, attack, experience and gold, and adds
* boss.defenseBonus: the family's boss at the floor's level, its health as the table writes it and
* its attack a little lower, so it kills about half the crawlers that fight it at the floor's level
* (the balance harness's boss trials) instead of all of them. Damage is attack − defense (spec 9), so
* mob defense stays well below a
* crawler's attack (might plus weapon) and mob attack a little above its defense (endurance plus armour).
*/
var MOB_SCALING = {
	levelSpread: 1,
	healthPerLevel: .2,
	attackPerLevel: 1.6,
	defensePerLevel: .6,
	accuracyPerLevel: 2,
	evasionPerLevel: 1,
	xpPerLevel: 0,
	xpScale: .8,
	goldPerLevel: .4,
	boss: {
		levelBonus: 0,
		health: 1,
		attack: .9,
		defenseBonus: 1,
		xp: 5,
		gold: 6
	}
};
/**
* The real-time room simulation (ours; ARCHITECTURE "Game authority"): the server steps every occupied
* room each COMBAT.tickMs with game/room-sim.ts, the client runs the same step to predict.
*/
var ROOM_SIM = {
	/** Mobs swing at the combat system's basic-attack pace (spec 9: 800 ms). */
	mobAttackCooldownMs: COMBAT.cooldownMs.basicAttack,
	/** A dodge (cooldown COMBAT.cooldownMs.dodge) makes the crawler untouchable for this long. */
	dodgeDurationMs: 600,
	/** A dead mob returns at full health at its home point after this long, except in a safe room. */
	mobRespawnMs: 6e4,
	/** Spec 9's 'energy regen 5 per turn': one turn is this many ticks (25 × 200 ms = 5 s). */
	ticksPerTurn: 25,
	/** A mob with nothing to chase walks home at this fraction of its approach speed. */
	leashSpeedFactor: .5,
	/** Reach without a weapon, in squares: 1 × COMBAT.roomView.unitsPerRangeSquare = 10 units. */
	unarmedRangeSquares: 1,
	/** Defense of an entity that has none (spec 9 gives defaults for accuracy, evasion and attack only). */
	defaultDefense: 0,
	/**
	* Arrival grace: no mob strikes a crawler in its first 2 s in a room, so walking through a door
	* never costs health before the player can see the room and act.
	*/
	arrivalGraceMs: 2e3
};
export { DUNGEON as a, LOOT as c, MOVEMENT as d, NPC as f, ROOM_SIM as h, DOOR_ZONE as i, MAP as l, ROOM as m, CANVAS as n, FLOOR_OVERVIEW as o, PICKUP as p, COMBAT as r, HOTBAR as s, CANDIDATE as t, MOB_SCALING as u };

//# sourceMappingURL=constants-C4t9KvkL.js.map