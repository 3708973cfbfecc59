import { t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { t as cn } from "./cn-B52nqGHH.js";
import { d as MOVEMENT, h as ROOM_SIM, i as DOOR_ZONE, m as ROOM, r as COMBAT } from "./constants-C4t9KvkL.js";
// game/dungeon/vocabulary.ts
function hasKey(table, value) {
	return typeof value === "string" && Object.hasOwn(table, value);
}
/** Room types (spec 3). 'unknown' is the client's fallback; the generator never places it. */
var ROOM_TYPE = {
	corridor: "corridor",
	chamber: "chamber",
	intersection: "intersection",
	deadend: "deadend",
	entrance: "entrance",
	exit: "exit",
	treasure: "treasure",
	boss: "boss",
	safe: "safe",
	rest: "rest",
	shop: "shop",
	special: "special",
	unknown: "unknown"
};
var ROOM_TYPES = Object.keys(ROOM_TYPE);
ROOM_TYPES.filter((t) => t !== "unknown");
function isRoomType(value) {
	return hasKey(ROOM_TYPE, value);
}
/** Room types where nothing hostile spawns, and which count as safe on the map legend. */
var PEACEFUL_ROOM_TYPES = [
	"entrance",
	"safe",
	"rest",
	"shop"
];
function isPeacefulRoomType(type) {
	return PEACEFUL_ROOM_TYPES.includes(type);
}
var ENVIRONMENTS = Object.keys({
	stone_chamber: "stone_chamber",
	forest_clearing: "forest_clearing",
	dungeon_corridor: "dungeon_corridor",
	golden_chamber: "golden_chamber",
	peaceful_chamber: "peaceful_chamber",
	dark_chamber: "dark_chamber",
	indoor: "indoor",
	outdoor: "outdoor",
	underground: "underground",
	stone: "stone"
});
/**
* The four doors a room can have (spec 4). Grid y grows southward: north is y − 1, as on the map.
*/
var DIRECTION = {
	north: {
		dx: 0,
		dy: -1,
		opposite: "south"
	},
	south: {
		dx: 0,
		dy: 1,
		opposite: "north"
	},
	east: {
		dx: 1,
		dy: 0,
		opposite: "west"
	},
	west: {
		dx: -1,
		dy: 0,
		opposite: "east"
	}
};
var DIRECTIONS = Object.keys(DIRECTION);
function isDirection(value) {
	return hasKey(DIRECTION, value);
}
function opposite(direction) {
	return DIRECTION[direction].opposite;
}
/** Kinds of tactical entity (spec 3 Tactical entity). */
var ENTITY_TYPE = {
	mob: "mob",
	npc: "npc",
	wall: "wall",
	door: "door",
	cover: "cover",
	loot: "loot"
};
var DISPOSITION = {
	hostile: "hostile",
	neutral: "neutral",
	friendly: "friendly"
};
function isDisposition(value) {
	return hasKey(DISPOSITION, value);
}
/**
* Reads the spec's loose disposition (spec 3): the three words, 'ally' as friendly, or a number
* (negative hostile, positive friendly, zero neutral). Anything else is neutral.
*/
function toDisposition(value) {
	if (isDisposition(value)) return value;
	if (value === "ally") return "friendly";
	if (typeof value === "number" && Number.isFinite(value)) return value < 0 ? "hostile" : value > 0 ? "friendly" : "neutral";
	return "neutral";
}
/** NPC roles with their display titles (spec 9: role-specific speech). */
var NPC_ROLE = {
	merchant: { label: "Merchant" },
	guard: { label: "Guard" },
	quest_giver: { label: "Quest Giver" },
	repair: { label: "Repair" }
};
var NPC_ROLES = Object.keys(NPC_ROLE);
function isNpcRole(value) {
	return hasKey(NPC_ROLE, value);
}
var ENCOUNTER_TYPES = Object.keys({
	none: "none",
	/** A few faction creatures walking their beat. */
	patrol: "patrol",
	/** More of them, waiting. */
	ambush: "ambush",
	/** A nest: the most creatures, often in dead ends. */
	lair: "lair",
	/** Creatures sitting on a treasure room's chests. */
	guarded_hoard: "guarded_hoard",
	/** One strong boss mob guarding the stairs down. */
	boss: "boss",
	/** A shop with its merchant. */
	merchant: "merchant",
	/** A safe or rest room with friendly NPCs. */
	sanctuary: "sanctuary",
	/** An NPC with a job for the crawler. */
	quest: "quest"
});
// game/dungeon/doors.ts
/** How far inside the edge a crawler appears: just past the door zone, so it does not bounce back. */
var ENTRY_INSET = DOOR_ZONE.edgePercent + 3;
/** The middle of the door on the given wall. */
function doorPosition(direction) {
	const mid = (ROOM.percentMin + ROOM.percentMax) / 2;
	switch (direction) {
		case "north": return {
			x: mid,
			y: ROOM.percentMin
		};
		case "south": return {
			x: mid,
			y: ROOM.percentMax
		};
		case "east": return {
			x: ROOM.percentMax,
			y: mid
		};
		case "west": return {
			x: ROOM.percentMin,
			y: mid
		};
	}
}
/** Where a crawler stands after moving `movedTowards`: inside the opposite wall's door. */
function entryPoint(movedTowards) {
	const mid = (ROOM.percentMin + ROOM.percentMax) / 2;
	switch (movedTowards) {
		case "north": return {
			x: mid,
			y: ROOM.percentMax - ENTRY_INSET
		};
		case "south": return {
			x: mid,
			y: ROOM.percentMin + ENTRY_INSET
		};
		case "east": return {
			x: ROOM.percentMin + ENTRY_INSET,
			y: mid
		};
		case "west": return {
			x: ROOM.percentMax - ENTRY_INSET,
			y: mid
		};
		case "down": return { ...ROOM.entryPosition };
	}
}
/** Where a crawler stands just after coming in through the door in this room's `wall`. */
function doorEntry(wall) {
	return entryPoint(opposite(wall));
}
// game/units.ts
function clamp(value, min, max) {
	return Math.min(max, Math.max(min, value));
}
/** A room-percent value, clamped to 0-100 (NaN becomes 0). */
function roomPercent(value) {
	return Number.isFinite(value) ? clamp(value, ROOM.percentMin, ROOM.percentMax) : ROOM.percentMin;
}
function roomPoint(x, y) {
	return {
		x: roomPercent(x),
		y: roomPercent(y)
	};
}
function feet(value) {
	return value;
}
function mapCell(value) {
	return value;
}
/** How far along a room of `roomFeet` feet a room-percent value lies, in feet. */
function percentToFeet(percent, roomFeet) {
	return percent / ROOM.percentMax * roomFeet;
}
/** Feet in squares (a square is ROOM.feetPerSquare = 5 ft). */
function feetToSquares(distance) {
	return distance / ROOM.feetPerSquare;
}
function sizeOrDefault(value) {
	return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : ROOM.defaultSizeFeet;
}
/** A room's width and height in feet (spec 3 and 9: default 100 x 100 ft). */
function roomFeetOf(room) {
	return {
		w: sizeOrDefault(room?.widthFeet),
		h: sizeOrDefault(room?.heightFeet)
	};
}
/** A room's width and height in whole squares (at least one). */
function squaresOf(room) {
	const size = roomFeetOf(room);
	return {
		w: Math.max(1, Math.round(feetToSquares(size.w))),
		h: Math.max(1, Math.round(feetToSquares(size.h)))
	};
}
/** A room-percent point in feet from the room's top-left corner. */
function pointInFeet(point, room) {
	const size = roomFeetOf(room);
	return {
		x: percentToFeet(roomPercent(point.x), size.w),
		y: percentToFeet(roomPercent(point.y), size.h)
	};
}
/** A signed step in feet (east, south) as a room-percent step in a room of that size (not clamped). */
function feetStepToPercent(step, room) {
	const size = roomFeetOf(room);
	return {
		x: step.x / size.w * ROOM.percentMax,
		y: step.y / size.h * ROOM.percentMax
	};
}
/** The straight distance in feet between two room-percent points of a room of that size. */
function feetBetween(a, b, room) {
	const size = roomFeetOf(room);
	return Math.hypot((a.x - b.x) / ROOM.percentMax * size.w, (a.y - b.y) / ROOM.percentMax * size.h);
}
// game/movement.ts
/**
* Our own tuning beside the spec's numbers (candidates for game/constants.ts):
* - exitBeyondPercent: how far past the edge the exit animation carries the player (its last 40 %).
* - stairsHalfPercent: half the side of the stairs square drawn in the middle of an exit room.
* - maxFramesPerUpdate: a client catching up after a stall eases movers at most this many frames at once.
* - maxWalkMs: a client catching up after a stall walks at most this much time at once (the server
*   credits up to a second between reports, so a walk after a stall is never refused).
* - maxSubstepFeet: a walk is taken in pieces of at most this length, so a long one (a slow frame,
*   standing orders' 400 ms) still stops at a wall instead of jumping over it.
*/
var MOVEMENT_TUNING = {
	exitBeyondPercent: 10,
	stairsHalfPercent: 5,
	frameMs: 1e3 / 60,
	maxFramesPerUpdate: 5,
	maxWalkMs: 200,
	maxSubstepFeet: 1
};
function isMoveDirection(value) {
	return value === "down" || isDirection(value);
}
/**
* The crawler's walking speed in feet per second: 16 + agility · 0.25, at most 30 (MOVEMENT).
* Negative or missing agility counts as 0.
*/
function walkSpeed(agility) {
	const a = Number.isFinite(agility) ? Math.max(0, agility) : 0;
	return feet(Math.min(MOVEMENT.maxFeetPerSecond, MOVEMENT.baseFeetPerSecond + a * MOVEMENT.feetPerSecondPerAgility));
}
/** How far (feet) a crawler walks in `elapsedMs` at its speed: speed × time. */
function walkDistance(agility, elapsedMs) {
	const ms = Number.isFinite(elapsedMs) ? Math.max(0, elapsedMs) : 0;
	return feet(walkSpeed(agility) * ms / 1e3);
}
/** One frame of easing: the value moves `factor` (default 5 %, spec 9) of the way to the target. */
function easeToward(current, target, factor = MOVEMENT.easing) {
	return current + (target - current) * factor;
}
/** easeToward on both axes. */
function easePoint(current, target, factor = MOVEMENT.easing) {
	return roomPoint(easeToward(current.x, target.x, factor), easeToward(current.y, target.y, factor));
}
/** A unit vector (diagonals normalised so they are no faster), or zero when there is no input. */
function normaliseInput(input) {
	const dx = Math.sign(input.dx) || 0;
	const dy = Math.sign(input.dy) || 0;
	if (dx === 0 && dy === 0) return {
		dx: 0,
		dy: 0
	};
	const length = Math.hypot(dx, dy);
	return {
		dx: dx / length,
		dy: dy / length
	};
}
function crossAxisOpen(value) {
	return value >= DOOR_ZONE.crossAxisMin && value <= DOOR_ZONE.crossAxisMax;
}
/** The side of the room a point is within `depth` percent of, where the cross axis is 35-65. */
function edgeWithin(x, y, depth) {
	if (y <= depth && crossAxisOpen(x)) return "north";
	if (y >= ROOM.percentMax - depth && crossAxisOpen(x)) return "south";
	if (x <= depth && crossAxisOpen(y)) return "west";
	if (x >= ROOM.percentMax - depth && crossAxisOpen(y)) return "east";
	return null;
}
/**
* The door zone a point stands in (spec 9): within 5 percent of an edge with the other axis within
* 35-65, and only where that side has a door.
*/
function doorZoneAt(x, y, availableDirections) {
	const side = edgeWithin(x, y, DOOR_ZONE.edgePercent);
	return side && availableDirections.includes(side) ? side : null;
}
/** The door a point walks through: 3 percent (or 97) from the edge, inside that door's zone. */
function transitionTriggered(x, y, availableDirections) {
	const side = edgeWithin(x, y, DOOR_ZONE.triggerPercent);
	return side && availableDirections.includes(side) ? side : null;
}
/** At least one second since the last transition (null: there has been none). */
function canTransition(lastTransitionAt, now) {
	return lastTransitionAt === null || now - lastTransitionAt >= DOOR_ZONE.minIntervalMs;
}
/**
* Where a crawler arrives after moving in `fromDirection`: just inside the opposite edge, centred on
* its door (entering after moving north puts you at y = 92, x = 50); the room's centre when there is
* no direction or after the stairs. The same point the server stores (game/dungeon/doors.ts).
*/
function entryPosition(fromDirection) {
	const p = fromDirection ? entryPoint(fromDirection) : ROOM.entryPosition;
	return roomPoint(p.x, p.y);
}
/** Distance from a point to a rectangle (0 inside it). */
function distanceToRect(p, r) {
	const dx = Math.max(r.x - p.x, 0, p.x - (r.x + r.w));
	const dy = Math.max(r.y - p.y, 0, p.y - (r.y + r.h));
	return Math.hypot(dx, dy);
}
function insideWalkBounds(p) {
	return p.x >= ROOM.walkMin && p.x <= ROOM.walkMax && p.y >= ROOM.walkMin && p.y <= ROOM.walkMax;
}
/**
* Spec 5: blocked outside 2-98 and within 2 units of walls or doors; door zones are exempt.
*/
function isBlocked(p, room) {
	if (doorZoneAt(p.x, p.y, room.availableDirections)) return false;
	if (!insideWalkBounds(p)) return true;
	return room.obstacles.some((r) => distanceToRect(p, r) < ROOM.obstacleClearance);
}
function clampToRoom(p) {
	return roomPoint(p.x, p.y);
}
/** The farthest free point on the straight line from `from` by (dx, dy); `from` itself when none. */
function farthestFree(from, dx, dy, room) {
	const at = (t) => clampToRoom({
		x: from.x + dx * t,
		y: from.y + dy * t
	});
	const full = at(1);
	if (!isBlocked(full, room)) return full;
	let lo = 0;
	let hi = 1;
	for (let i = 0; i < 12; i++) {
		const mid = (lo + hi) / 2;
		if (isBlocked(at(mid), room)) hi = mid;
		else lo = mid;
	}
	return lo > 0 ? at(lo) : from;
}
/**
* A walk of at most `distance` feet in the input direction (diagonals normalised, so no faster than
* straight), in pieces of at most MOVEMENT_TUNING.maxSubstepFeet: each stops at the last free point
* before an obstacle and slides along it. A player already standing somewhere blocked (placed there
* by the server) may walk out freely inside the walk bounds.
*/
function walkBy(state, input, distance, room) {
	let at = roomPoint(state.x, state.y);
	const dir = normaliseInput(input);
	if (dir.dx === 0 && dir.dy === 0 || !(distance > 0)) return at;
	const pieces = Math.ceil(distance / MOVEMENT_TUNING.maxSubstepFeet);
	const step = feetStepToPercent({
		x: dir.dx * distance / pieces,
		y: dir.dy * distance / pieces
	}, room);
	for (let i = 0; i < pieces; i++) {
		const next = substep(at, step.x, step.y, room);
		if (next.x === at.x && next.y === at.y) break;
		at = next;
	}
	return at;
}
/** One piece of a walk: (dx, dy) percent, or as far as obstacles let it go. */
function substep(start, dx, dy, room) {
	if (isBlocked(start, room)) {
		const next = clampToRoom({
			x: start.x + dx,
			y: start.y + dy
		});
		return insideWalkBounds(next) || doorZoneAt(next.x, next.y, room.availableDirections) ? roomPoint(next.x, next.y) : start;
	}
	const full = clampToRoom({
		x: start.x + dx,
		y: start.y + dy
	});
	if (!isBlocked(full, room)) return roomPoint(full.x, full.y);
	const afterX = dx === 0 ? start : farthestFree(start, dx, 0, room);
	const afterY = dy === 0 ? afterX : farthestFree(afterX, 0, dy, room);
	return roomPoint(afterY.x, afterY.y);
}
/** Fixed-step frames (movers' easing) to run for `elapsedMs` plus the carried remainder (capped after a stall). */
function framesFor(elapsedMs, carryMs) {
	const total = Math.max(0, elapsedMs) + Math.max(0, carryMs);
	const whole = Math.floor(total / MOVEMENT_TUNING.frameMs);
	const frames = Math.min(whole, MOVEMENT_TUNING.maxFramesPerUpdate);
	return {
		frames,
		carryMs: whole > frames ? 0 : total - whole * MOVEMENT_TUNING.frameMs
	};
}
/** The point on the room's edge a door leads through, and a point beyond it. */
function edgePoints(start, direction) {
	const far = MOVEMENT_TUNING.exitBeyondPercent;
	const { dx, dy } = DIRECTION[direction];
	const edge = {
		x: dx === 0 ? start.x : dx > 0 ? ROOM.percentMax : ROOM.percentMin,
		y: dy === 0 ? start.y : dy > 0 ? ROOM.percentMax : ROOM.percentMin
	};
	return {
		edge,
		beyond: {
			x: edge.x + dx * far,
			y: edge.y + dy * far
		}
	};
}
var lerp = (a, b, t) => a + (b - a) * t;
/**
* The exit animation (spec 9): for the first 60 % of its time the player slides from `start` to the
* edge, for the last 40 % beyond it. `progress` is 0..1. The result may lie outside 0-100 (off the
* room) and is for drawing only. Going down the stairs, the player stays put (the renderer fades it).
*/
function exitAnimationPosition(start, direction, progress) {
	if (direction === "down") return {
		x: start.x,
		y: start.y
	};
	const t = Math.min(1, Math.max(0, progress));
	const { edge, beyond } = edgePoints(start, direction);
	if (t <= DOOR_ZONE.slideFraction) {
		const k = t / DOOR_ZONE.slideFraction;
		return {
			x: lerp(start.x, edge.x, k),
			y: lerp(start.y, edge.y, k)
		};
	}
	const k = (t - DOOR_ZONE.slideFraction) / DOOR_ZONE.beyondFraction;
	return {
		x: lerp(edge.x, beyond.x, k),
		y: lerp(edge.y, beyond.y, k)
	};
}
/** Where a refused move leaves the player: just inside the door it tried, out of its door zone. */
function retreatPosition(direction) {
	if (direction === "down") return entryPosition("down");
	return entryPosition(DIRECTION[direction].opposite);
}
/** The stairs down in an exit room: a square in the middle of the room. */
function stairsRect() {
	const half = MOVEMENT_TUNING.stairsHalfPercent;
	const c = ROOM.entryPosition;
	return {
		x: c.x - half,
		y: c.y - half,
		w: half * 2,
		h: half * 2
	};
}
function onStairs(p) {
	return distanceToRect(p, stairsRect()) === 0;
}
/** The eight directions a crawler can face. */
var FACING = {
	north: {
		label: "North",
		dx: 0,
		dy: -1
	},
	"north-east": {
		label: "North-East",
		dx: 1,
		dy: -1
	},
	east: {
		label: "East",
		dx: 1,
		dy: 0
	},
	"south-east": {
		label: "South-East",
		dx: 1,
		dy: 1
	},
	south: {
		label: "South",
		dx: 0,
		dy: 1
	},
	"south-west": {
		label: "South-West",
		dx: -1,
		dy: 1
	},
	west: {
		label: "West",
		dx: -1,
		dy: 0
	},
	"north-west": {
		label: "North-West",
		dx: -1,
		dy: -1
	}
};
var FACINGS = Object.keys(FACING);
/** The facing of an input; the previous facing when there is no input. */
function facingOf(input, previous) {
	const dx = Math.sign(input.dx) || 0;
	const dy = Math.sign(input.dy) || 0;
	if (dx === 0 && dy === 0) return previous;
	return FACINGS.find((f) => FACING[f].dx === dx && FACING[f].dy === dy) ?? previous;
}
/** The facing's angle in radians (0 = east, clockwise on screen, y growing southward). */
function facingAngle(facing) {
	const { dx, dy } = FACING[facing];
	return Math.atan2(dy, dx);
}
// web/src/components/crawler/meter.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A labelled meter: the numbers are always written out, the bar only repeats them. */
function Meter({ label, value, max, barClass, className }) {
	const share = max > 0 ? Math.min(100, Math.max(0, value / max * 100)) : 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("flex flex-col gap-1", className),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex items-center justify-between text-xs",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "text-ash",
				children: label
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "font-mono text-bone",
				children: [
					value,
					" / ",
					max
				]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			role: "meter",
			"aria-label": label,
			"aria-valuemin": 0,
			"aria-valuemax": max,
			"aria-valuenow": value,
			"aria-valuetext": `${value} of ${max}`,
			className: "h-2 overflow-hidden rounded-full bg-abyss",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: cn("h-full rounded-full transition-[width]", barClass),
				style: { width: `${share}%` }
			})
		})]
	});
}
// game/combat.ts
/** Euclidean distance between two points, in room units. */
function distance(a, b) {
	return Math.hypot(a.x - b.x, a.y - b.y);
}
/**
* Weapon reach in room units (spec 9: 'weapon range = weapon range × 10 units'): range in squares ×
* COMBAT.roomView.unitsPerRangeSquare. Iron Sword 1.5 → 15, Hunting Bow 8 → 80. Unarmed (null) is
* ours: ROOM_SIM.unarmedRangeSquares = 1 square → 10 units, a little short of the default sword.
*/
function weaponRangeUnits(weapon) {
	return (weapon ? weapon.range : ROOM_SIM.unarmedRangeSquares) * COMBAT.roomView.unitsPerRangeSquare;
}
/** Cooldowns in milliseconds (spec 9). */
var COOLDOWN_MS = {
	BASIC_ATTACK: COMBAT.cooldownMs.basicAttack,
	DODGE: COMBAT.cooldownMs.dodge,
	MOVE: COMBAT.cooldownMs.move,
	ROOM_VIEW_ATTACK: COMBAT.cooldownMs.roomViewAttack
};
/** Milliseconds until an action used at `lastAt` (null: never) is ready again; 0 when ready. */
function cooldownRemaining(lastAt, cooldownMs, nowMs) {
	if (lastAt === null) return 0;
	return Math.max(0, lastAt + cooldownMs - nowMs);
}
/**
* Spec 5: 'An attack needs the cooldown elapsed, a living target, and the target within weapon
* range', checked in that order. Distance equal to the range is in range.
*/
function canAttack(input) {
	const msLeft = cooldownRemaining(input.lastAttackAt, input.cooldownMs, input.nowMs);
	if (msLeft > 0) return {
		ok: false,
		reason: "cooldown",
		msLeft
	};
	if (!input.target || !input.target.isAlive) return {
		ok: false,
		reason: "invalid_target"
	};
	const d = distance(input.attacker, input.target);
	if (d > input.rangeUnits) return {
		ok: false,
		reason: "out_of_range",
		distance: d,
		range: input.rangeUnits
	};
	return { ok: true };
}
/** The spec's toast for a refused attack: a title and a description. */
function attackRefusalToast(refusal) {
	switch (refusal.reason) {
		case "cooldown": return {
			title: "On Cooldown",
			description: `Attack ready in ${(refusal.msLeft / 1e3).toFixed(1)}s`
		};
		case "invalid_target": return {
			title: "Invalid Target",
			description: "Target no longer exists"
		};
		case "out_of_range": return {
			title: "Out of Range",
			description: `Target is ${Math.round(refusal.distance)} units away, weapon range is ${Math.round(refusal.range)}`
		};
	}
}
export { roomFeetOf as A, NPC_ROLES as B, walkBy as C, feetToSquares as D, feetBetween as E, DIRECTION as F, isRoomType as G, isDirection as H, DIRECTIONS as I, opposite as K, ENCOUNTER_TYPES as L, squaresOf as M, doorEntry as N, mapCell as O, doorPosition as P, ENTITY_TYPE as R, transitionTriggered as S, walkSpeed as T, isNpcRole as U, ROOM_TYPES as V, isPeacefulRoomType as W, framesFor as _, distance as a, retreatPosition as b, FACING as c, canTransition as d, doorZoneAt as f, facingOf as g, facingAngle as h, cooldownRemaining as i, roomPoint as j, pointInFeet as k, FACINGS as l, exitAnimationPosition as m, attackRefusalToast as n, weaponRangeUnits as o, easePoint as p, toDisposition as q, canAttack as r, Meter as s, COOLDOWN_MS as t, MOVEMENT_TUNING as u, isMoveDirection as v, walkDistance as w, stairsRect as x, onStairs as y, ENVIRONMENTS as z };

//# sourceMappingURL=combat-DiyS4SAM.js.map