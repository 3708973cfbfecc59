import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { D as Spinner, G as House, L as Button, M as Link, T as usePageTitle, X as useQuery, b as Card, g as ErrorPanel, j as useAuth, x as CardContent, y as Badge, z as Skull } from "./index-BiQ4OFOh.js";
import { t as ArrowLeft } from "./arrow-left-DF22hpAP.js";
import { n as useWatchedCanvas, r as FileText, t as WatchedCanvas } from "./watched-canvas-BNc5eMEA.js";
import { s as createLucideIcon, t as cn } from "./cn-B52nqGHH.js";
import { c as number, d as string, i as array, l as object, n as _enum, p as unknown, u as record } from "./zod-browser-Bv5tyGZO.js";
import { a as EVENT_LOG, c as replayLog, i as kindsOnFloor, n as CREATURE_FAMILIES, o as LOG_EVENT_KINDS, r as isCommonCreatureName, s as describeEntry, t as HealthBar } from "./health-bar-BMpJPq4r.js";
import { n as IdParam } from "./ids-CG-LdEhD.js";
import { a as number$1 } from "./activity--pRhFCMO.js";
import { a as isApiError, i as errorMessage, r as apiRequest } from "./http-Dp5NWYIR.js";
import { o as useCrawlers } from "./crawlers-3UXKEN66.js";
import { n as useCrawlerIdParam } from "./crawler-id-BF0VVfkK.js";
import { t as MissingCrawlerId } from "./missing-crawler-id-g9tJwzbq.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { a as canvasLayout, o as buildScene, r as FLOATER_MS, s as describeScene, t as RoomRenderer } from "./room-renderer-8cp0pwH8.js";
import { a as DUNGEON, c as LOOT, h as ROOM_SIM, m as ROOM, r as COMBAT, u as MOB_SCALING } from "./constants-C4t9KvkL.js";
import { F as DIRECTION, I as DIRECTIONS, K as opposite, N as doorEntry, P as doorPosition, U as isNpcRole, W as isPeacefulRoomType, c as FACING, f as doorZoneAt, l as FACINGS } from "./combat-DiyS4SAM.js";
import { c as ITEM_CATALOGUE } from "./crawler-BMq-rojx.js";
import { c as RARITY_ORDER } from "./vocabulary-DSixrbIf.js";
import { o as swingFloater, t as npcName } from "./npcs-B4yMW1pz.js";
import "./standing-orders-BlPLec9F.js";
// node_modules/lucide-react/dist/esm/icons/film.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "film",
	size: 24,
	node: [
		["rect", {
			width: "18",
			height: "18",
			x: "3",
			y: "3",
			rx: "2",
			key: "afitv7"
		}],
		["path", {
			d: "M7 3v18",
			key: "bbkbws"
		}],
		["path", {
			d: "M3 7.5h4",
			key: "zfgn84"
		}],
		["path", {
			d: "M3 12h18",
			key: "1i2n21"
		}],
		["path", {
			d: "M3 16.5h4",
			key: "1230mu"
		}],
		["path", {
			d: "M17 3v18",
			key: "in4fa5"
		}],
		["path", {
			d: "M17 7.5h4",
			key: "myr1c1"
		}],
		["path", {
			d: "M17 16.5h4",
			key: "go4c1d"
		}]
	]
};
__iconData$5.node;
var Film = createLucideIcon(__iconData$5);
// node_modules/lucide-react/dist/esm/icons/pause.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "pause",
	size: 24,
	node: [["rect", {
		x: "14",
		y: "3",
		width: "5",
		height: "18",
		rx: "1",
		key: "kaeet6"
	}], ["rect", {
		x: "5",
		y: "3",
		width: "5",
		height: "18",
		rx: "1",
		key: "1wsw3u"
	}]]
};
__iconData$4.node;
var Pause = createLucideIcon(__iconData$4);
// node_modules/lucide-react/dist/esm/icons/play.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "play",
	size: 24,
	node: [["path", {
		d: "M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z",
		key: "10ikf1"
	}]]
};
__iconData$3.node;
var Play = createLucideIcon(__iconData$3);
// node_modules/lucide-react/dist/esm/icons/skip-back.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "skip-back",
	size: 24,
	node: [["path", {
		d: "M17.971 4.285A2 2 0 0 1 21 6v12a2 2 0 0 1-3.029 1.715l-9.997-5.998a2 2 0 0 1-.003-3.432z",
		key: "15892j"
	}], ["path", {
		d: "M3 20V4",
		key: "1ptbpl"
	}]]
};
__iconData$2.node;
var SkipBack = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/skip-forward.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "skip-forward",
	size: 24,
	node: [["path", {
		d: "M21 4v16",
		key: "7j8fe9"
	}], ["path", {
		d: "M6.029 4.285A2 2 0 0 0 3 6v12a2 2 0 0 0 3.029 1.715l9.997-5.998a2 2 0 0 0 .003-3.432z",
		key: "zs4d6"
	}]]
};
__iconData$1.node;
var SkipForward = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/step-forward.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "step-forward",
	size: 24,
	node: [["path", {
		d: "M10.029 4.285A2 2 0 0 0 7 6v12a2 2 0 0 0 3.029 1.715l9.997-5.998a2 2 0 0 0 .003-3.432z",
		key: "1ystz2"
	}], ["path", {
		d: "M3 4v16",
		key: "1ph11n"
	}]]
};
__iconData.node;
var StepForward = createLucideIcon(__iconData);
// game/rng.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function splitmix32(seed) {
	let s = seed >>> 0;
	return () => {
		s = s + 2654435769 >>> 0;
		let z = s;
		z = Math.imul(z ^ z >>> 16, 2246822507) >>> 0;
		z = Math.imul(z ^ z >>> 13, 3266489909) >>> 0;
		return (z ^ z >>> 16) >>> 0;
	};
}
/** FNV-1a: turns a label into a 32-bit number for seeding. */
function hashString(text) {
	let h = 2166136261;
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 16777619) >>> 0;
	}
	return h >>> 0;
}
function createRng(seed) {
	const init = splitmix32(seed);
	let a = init();
	let b = init();
	let c = init();
	let d = init();
	const nextU32 = () => {
		const t = (a + b >>> 0) + d >>> 0;
		d = d + 1 >>> 0;
		a = b ^ b >>> 9;
		b = c + (c << 3) >>> 0;
		c = (c << 21 | c >>> 11) >>> 0;
		c = c + t >>> 0;
		return t;
	};
	for (let i = 0; i < 12; i++) nextU32();
	const rng = {
		seed: seed >>> 0,
		next: () => nextU32() / 4294967296,
		int(min, max) {
			if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) throw new RangeError(`bad int range ${min}..${max}`);
			return min + Math.floor(rng.next() * (max - min + 1));
		},
		chance: (p) => rng.next() < p,
		pick(items) {
			if (items.length === 0) throw new RangeError("pick from an empty list");
			return items[Math.floor(rng.next() * items.length)];
		},
		weighted(entries) {
			const total = entries.reduce((sum, [, w]) => sum + Math.max(0, w), 0);
			if (!(total > 0)) throw new RangeError("weighted pick needs a positive weight");
			let roll = rng.next() * total;
			for (const [item, w] of entries) {
				roll -= Math.max(0, w);
				if (roll < 0) return item;
			}
			return entries[entries.length - 1][0];
		},
		shuffle(items) {
			const out = items.slice();
			for (let i = out.length - 1; i > 0; i--) {
				const j = Math.floor(rng.next() * (i + 1));
				[out[i], out[j]] = [out[j], out[i]];
			}
			return out;
		},
		fork: (label) => createRng((Math.imul(seed >>> 0, 2654435761) ^ hashString(String(label))) >>> 0)
	};
	return rng;
}
object({
	from: number$1().int().min(1).max(2147483647).default(1),
	limit: number$1().int().min(1).max(5e3).default(1e3)
}).strict();
var LogEntrySchema = object({
	seq: number().int().positive(),
	tick: number().int().nonnegative(),
	at: number(),
	roomId: number().int().nullable(),
	kind: _enum(LOG_EVENT_KINDS),
	data: record(string(), unknown())
});
var LogPage = object({
	crawlerId: number().int(),
	/** The newest entry's number: the log is 1..lastSeq with no gap. */
	lastSeq: number().int().nonnegative(),
	/** The season's dungeon seed and start (epoch ms): the replay's context. */
	seed: number().int(),
	seasonStartMs: number(),
	entries: array(LogEntrySchema)
});
object({ id: IdParam }).strict();
// web/src/api/event-log-api.ts
var eventLogQueryKey = (crawlerId) => [
	"crawler",
	crawlerId,
	"event-log"
];
/** Entries per request (the contract's largest page). */
var LOG_PAGE_LIMIT = 5e3;
/** The whole log, oldest first, as one page: read from 1 in pages until the first page's last entry. */
async function fetchWholeLog(crawlerId, signal) {
	const path = (from) => `/api/crawlers/${encodeURIComponent(crawlerId)}/events?from=${from}&limit=${LOG_PAGE_LIMIT}`;
	const first = await apiRequest("GET", path(1), {
		schema: LogPage,
		signal
	});
	const entries = [...first.entries];
	while (entries.length > 0 && entries.at(-1).seq < first.lastSeq) {
		const page = await apiRequest("GET", path(entries.at(-1).seq + 1), {
			schema: LogPage,
			signal
		});
		if (page.entries.length === 0) break;
		entries.push(...page.entries.filter((e) => e.seq <= first.lastSeq));
	}
	return {
		...first,
		entries
	};
}
// contract/room-view.ts
function toMapRoom(r, explored) {
	return {
		id: r.id,
		name: r.name,
		x: r.x,
		y: r.y,
		floorId: r.floor,
		type: r.type,
		environment: r.environment,
		isSafe: r.isSafe,
		hasLoot: r.hasLoot,
		isPvp: r.isPvp,
		isExplored: explored,
		factionId: r.factionKey,
		encounterType: r.encounterType
	};
}
function toRoom(r, explored, doors) {
	return {
		...toMapRoom(r, explored),
		description: r.description,
		widthFeet: r.widthFeet,
		heightFeet: r.heightFeet,
		width: Math.round(r.widthFeet / ROOM.feetPerSquare),
		height: Math.round(r.heightFeet / ROOM.feetPerSquare),
		encounterType: r.encounterType,
		connections: [...doors].map(([direction, roomId]) => ({
			direction,
			roomId
		}))
	};
}
/** A mob as a tactical entity ('mob-{id}'), standing at `at`. */
function mobEntity(m, at) {
	const disposition = m.disposition === "neutral" ? "neutral" : m.disposition === "friendly" ? "friendly" : "hostile";
	return {
		id: `mob-${m.id}`,
		type: "mob",
		name: m.name,
		position: {
			x: at.x,
			y: at.y
		},
		disposition,
		isAlive: m.isAlive && m.health > 0,
		data: {
			id: m.id,
			currentHealth: m.health,
			maxHealth: m.maxHealth,
			hp: m.health,
			disposition,
			level: m.level,
			creatureType: m.creatureType,
			isBoss: m.isBoss
		}
	};
}
/** The room's fixed parts: NPCs, interior features and doors (`doors`: direction → the room behind it). */
function staticEntities(r, doors) {
	const npcs = r.npcs.map((n) => ({
		id: `npc-${n.key}`,
		type: "npc",
		name: n.name,
		position: {
			x: n.x,
			y: n.y
		},
		disposition: "friendly",
		isAlive: true,
		data: {
			id: n.key,
			role: isNpcRole(n.role) ? n.role : void 0,
			disposition: "friendly"
		}
	}));
	const features = r.features.map((f, i) => ({
		id: `feature-${r.id}-${i}`,
		type: f.type === "cover" ? "cover" : "wall",
		name: f.type === "cover" ? "Cover" : "Wall",
		position: {
			x: f.x,
			y: f.y
		},
		size: {
			w: f.w,
			h: f.h
		},
		isAlive: true,
		data: { id: `${r.id}-${i}` }
	}));
	const doorEntities = [...doors].map(([direction, to]) => ({
		id: `door-${r.id}-${direction}`,
		type: "door",
		name: `${direction[0].toUpperCase()}${direction.slice(1)} door`,
		position: doorPosition(direction),
		isAlive: true,
		data: {
			id: to,
			direction
		}
	}));
	return [
		...npcs,
		...features,
		...doorEntities
	];
}
// game/dungeon/layout.ts
/** How many rooms floor `floor` has (formula in DUNGEON, game/constants.ts). */
function roomCount(floor, rng) {
	const mean = DUNGEON.roomsBase + DUNGEON.roomsPerFloor * (floor - 1);
	const jitter = 1 + (rng.next() * 2 - 1) * DUNGEON.roomsJitter;
	return Math.max(2, Math.min(DUNGEON.roomsMax, Math.round(mean * jitter)));
}
/** Breadth-first door distances from one room; -1 for a room it cannot reach. */
function layoutDistances(doors, from) {
	const dist = new Int32Array(doors.length).fill(-1);
	const queue = [from];
	dist[from] = 0;
	for (let head = 0; head < queue.length; head++) {
		const i = queue[head];
		for (const door of doors[i]) {
			if (dist[door.to] !== -1) continue;
			dist[door.to] = dist[i] + 1;
			queue.push(door.to);
		}
	}
	return dist;
}
/** Grows `count` rooms (at least 2) on a grid, entrance first. */
function growLayout(count, rng) {
	if (!Number.isInteger(count) || count < 2) throw new RangeError(`a floor needs at least 2 rooms, got ${count}`);
	const side = Math.max(2, Math.ceil(Math.sqrt(count * DUNGEON.boxAreaPerRoom)));
	const grid = new Int32Array(side * side).fill(-1);
	const cells = [];
	const doors = [];
	const inBox = (x, y) => x >= 0 && y >= 0 && x < side && y < side;
	const at = (x, y) => inBox(x, y) ? grid[y * side + x] : -2;
	const add = (x, y) => {
		grid[y * side + x] = cells.length;
		cells.push({
			x,
			y
		});
		doors.push([]);
		return cells.length - 1;
	};
	const link = (a, b, direction) => {
		doors[a].push({
			direction,
			to: b
		});
		doors[b].push({
			direction: opposite(direction),
			to: a
		});
	};
	const along = rng.int(0, side - 1);
	const border = rng.pick(DIRECTIONS);
	const start = {
		north: [along, 0],
		south: [along, side - 1],
		west: [0, along],
		east: [side - 1, along]
	}[border];
	const active = [add(start[0], start[1])];
	while (cells.length < count && active.length > 0) {
		const slot = rng.chance(DUNGEON.newestBias) ? active.length - 1 : rng.int(0, active.length - 1);
		const from = active[slot];
		const cell = cells[from];
		const free = DIRECTIONS.filter((d) => at(cell.x + DIRECTION[d].dx, cell.y + DIRECTION[d].dy) === -1);
		if (free.length === 0) {
			active.splice(slot, 1);
			continue;
		}
		const direction = rng.pick(free);
		const next = add(cell.x + DIRECTION[direction].dx, cell.y + DIRECTION[direction].dy);
		link(from, next, direction);
		active.push(next);
	}
	const candidates = [];
	cells.forEach((cell, i) => {
		for (const direction of ["east", "south"]) {
			const j = at(cell.x + DIRECTION[direction].dx, cell.y + DIRECTION[direction].dy);
			if (j >= 0 && !doors[i].some((door) => door.to === j)) candidates.push([
				i,
				j,
				direction
			]);
		}
	});
	const loops = Math.round(cells.length * DUNGEON.loopFraction);
	for (const [a, b, direction] of rng.shuffle(candidates).slice(0, loops)) link(a, b, direction);
	const dist = layoutDistances(doors, 0);
	let exit = 0;
	for (let i = 1; i < cells.length; i++) if (dist[i] > dist[exit]) exit = i;
	const keep = doors[exit].find((door) => dist[door.to] === dist[exit] - 1);
	for (const door of doors[exit]) if (door !== keep) doors[door.to] = doors[door.to].filter((back) => back.to !== exit);
	doors[exit] = [keep];
	return {
		cells,
		doors,
		entrance: 0,
		exit
	};
}
// game/dungeon/factions.ts
var FACTION_NOUNS = [
	"Syndicate",
	"Consortium",
	"Collective",
	"Holdings",
	"Cartel",
	"Union",
	"Guild",
	"Conglomerate",
	"Brotherhood",
	"Board",
	"Cooperative",
	"Combine",
	"Enterprise",
	"Partnership",
	"Joint Venture",
	"Trust"
];
/** Distinct enough to tell apart on a dark map. */
var FACTION_COLORS = [
	"#e6194b",
	"#3cb44b",
	"#ffe119",
	"#4363d8",
	"#f58231",
	"#911eb4",
	"#42d4f4",
	"#f032e6",
	"#bfef45",
	"#fabed4",
	"#469990",
	"#dcbeff",
	"#9a6324",
	"#fffac8",
	"#aaffc3",
	"#808000"
];
/** A faction's territory may grow this many times faster than another's, so sizes vary. */
var TERRITORY_STRENGTH = {
	min: 1,
	max: 3
};
function factionCount(floor) {
	const { min, max, floorsPerFaction } = DUNGEON.factions;
	return Math.min(max, min + Math.floor((floor - 1) / floorsPerFaction));
}
/** The floor's factions; families new at this depth are a little likelier. */
function rollFactions(rng, floor) {
	const available = CREATURE_FAMILIES.filter((f) => f.minFloor <= floor);
	const count = Math.min(factionCount(floor), available.length);
	const nouns = rng.shuffle(FACTION_NOUNS);
	const colors = rng.shuffle(FACTION_COLORS);
	const chosen = [];
	let pool = available;
	for (let i = 0; i < count; i++) {
		const family = rng.weighted(pool.map((f) => [f, 1 + f.minFloor / floor]));
		chosen.push(family);
		pool = pool.filter((f) => f !== family);
	}
	return chosen.map((family, i) => ({
		family,
		spec: {
			id: `f${floor}-${i}`,
			name: `The ${rng.pick(family.adjectives)} ${nouns[i % nouns.length]}`,
			color: colors[i % colors.length],
			creatureTypes: kindsOnFloor(family, floor).map((k) => k.type)
		}
	}));
}
/** Seats far from the entrance and from each other (farthest-point sampling over door distances). */
function seats(layout, count, rng) {
	const n = layout.cells.length;
	const nearest = layoutDistances(layout.doors, layout.entrance);
	const chosen = [];
	for (let k = 0; k < Math.min(count, n); k++) {
		let best = -1;
		let bestScore = -1;
		for (let i = 0; i < n; i++) {
			if (chosen.includes(i) || i === layout.entrance) continue;
			const score = nearest[i] + rng.next();
			if (score > bestScore) [best, bestScore] = [i, score];
		}
		if (best < 0) break;
		chosen.push(best);
		const from = layoutDistances(layout.doors, best);
		for (let i = 0; i < n; i++) nearest[i] = Math.min(nearest[i], from[i]);
	}
	return chosen;
}
/**
* Which faction holds each room (an index into the floor's factions). Every room is claimed and
* every territory is connected; the caller frees the rooms no faction should hold.
*/
function claimTerritories(layout, factions, rng) {
	const owner = new Int32Array(layout.cells.length).fill(-1);
	if (factions === 0) return owner;
	const frontiers = seats(layout, factions, rng).map((seat, f) => {
		owner[seat] = f;
		return layout.doors[seat].map((door) => door.to);
	});
	const strength = frontiers.map(() => rng.int(TERRITORY_STRENGTH.min, TERRITORY_STRENGTH.max));
	for (;;) {
		const weights = frontiers.map((f, i) => [i, f.length > 0 ? strength[i] : 0]);
		if (weights.every(([, w]) => w === 0)) break;
		const f = rng.weighted(weights);
		const frontier = frontiers[f];
		const slot = rng.int(0, frontier.length - 1);
		const room = frontier[slot];
		frontier[slot] = frontier[frontier.length - 1];
		frontier.pop();
		if (owner[room] !== -1) continue;
		owner[room] = f;
		for (const door of layout.doors[room]) if (owner[door.to] === -1) frontier.push(door.to);
	}
	return owner;
}
// game/dungeon/floor-queries.ts
/** The stable key of the room at grid cell (x, y) on a floor: 'f3:4,-2'. */
function roomKey(floor, x, y) {
	return `f${floor}:${x},${y}`;
}
function roomByKey(floor, key) {
	return floor.rooms.find((r) => r.key === key);
}
/** The rooms behind a room's doors, in the order north, south, east, west. */
function neighbours(floor, key) {
	return floor.connections.filter((c) => c.fromKey === key).map((c) => ({
		direction: c.direction,
		key: c.toKey
	})).sort((a, b) => DIRECTIONS.indexOf(a.direction) - DIRECTIONS.indexOf(b.direction));
}
/** The smallest box holding every cell (spec 3 Floor bounds); all zero for no rooms. */
function floorBounds(rooms) {
	if (rooms.length === 0) return {
		minX: 0,
		maxX: 0,
		minY: 0,
		maxY: 0
	};
	let [minX, maxX, minY, maxY] = [
		Infinity,
		-Infinity,
		Infinity,
		-Infinity
	];
	for (const { x, y } of rooms) {
		minX = Math.min(minX, x);
		maxX = Math.max(maxX, x);
		minY = Math.min(minY, y);
		maxY = Math.max(maxY, y);
	}
	return {
		minX,
		maxX,
		minY,
		maxY
	};
}
// game/items.ts
function assertFloor(floor) {
	if (!Number.isInteger(floor) || floor < 1) throw new RangeError(`floor must be an integer ≥ 1, got ${floor}`);
}
function assertCount(count) {
	if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be an integer ≥ 0, got ${count}`);
}
/** The rarity weights on a floor (formula in LOOT, game/constants.ts). */
function rarityWeights(floor) {
	assertFloor(floor);
	const depth = floor - 1;
	return Object.fromEntries(RARITY_ORDER.map((r) => [r, LOOT.rarityBaseWeight[r] * Math.max(0, 1 + LOOT.rarityDepthGrowth[r] * depth)]));
}
/** Items that may drop on this floor, of the given categories. */
function itemsAvailable(floor, categories) {
	assertFloor(floor);
	return ITEM_CATALOGUE.filter((t) => t.minFloor <= floor && categories.includes(t.category));
}
function rollFrom(rng, floor, pool) {
	const weights = rarityWeights(floor);
	const tiers = RARITY_ORDER.map((r) => [r, pool.some((t) => t.rarity === r) ? weights[r] : 0]);
	const rarity = rng.weighted(tiers);
	return rng.pick(pool.filter((t) => t.rarity === rarity));
}
/** Categories that drop as loose loot; containers are placed by the room, not rolled as loot. */
var LOOT_CATEGORIES = [
	"weapon",
	"armor",
	"accessory",
	"consumable"
];
/** `count` loose items for a floor, rarer the deeper the floor, never above the floor's minFloor. */
function rollLoot(rng, floor, count) {
	assertCount(count);
	const pool = itemsAvailable(floor, LOOT_CATEGORIES);
	return Array.from({ length: count }, () => rollFrom(rng, floor, pool));
}
/** A chest to place in a room on this floor; better chests appear deeper. */
function rollContainer(rng, floor) {
	return rollFrom(rng, floor, itemsAvailable(floor, ["container"]));
}
// game/dungeon/mobs.ts
/** Added to a repeated, uncommon name so the client does not drop it as a duplicate (spec 5). */
var MOB_SOBRIQUETS = [
	"the Intern",
	"the Lesser",
	"the Bold",
	"Junior",
	"the Twice-Promoted",
	"the Redundant",
	"the Understudy",
	"the Temp",
	"the Overachiever",
	"the Middle Child",
	"the Contractor",
	"the Unremarkable"
];
/** No cap, no bonus: what a room with no known distance (or far enough) gets. */
var USUAL_THREAT = {
	maxMobs: null,
	fewer: false,
	maxLevel: null,
	levelBonus: 0,
	basicOnly: false
};
/** The threat of a room `doorsFromEntrance` doors from its floor's entrance (DUNGEON.threat). */
function threatAt(floor, doorsFromEntrance) {
	const t = DUNGEON.threat;
	if (doorsFromEntrance <= t.nearDoors) return {
		maxMobs: t.nearMaxMobs,
		fewer: false,
		maxLevel: floor,
		levelBonus: 0,
		basicOnly: true
	};
	if (doorsFromEntrance <= t.midDoors) return {
		maxMobs: null,
		fewer: true,
		maxLevel: floor,
		levelBonus: 0,
		basicOnly: false
	};
	const levelBonus = Math.min(t.maxDistanceLevels, Math.floor((doorsFromEntrance - t.midDoors) / t.levelEveryDoors));
	return {
		...USUAL_THREAT,
		levelBonus
	};
}
/** A mob's level: about the floor number, never below 1; the threat's bonus added and its cap applied. */
function mobLevel(rng, floor, threat = USUAL_THREAT) {
	const level = floor + rng.int(-MOB_SCALING.levelSpread, MOB_SCALING.levelSpread) + threat.levelBonus;
	return Math.max(1, threat.maxLevel === null ? level : Math.min(threat.maxLevel, level));
}
/** A creature's stats at a level, boss multipliers applied when `isBoss`. */
function scaleCreature(kind, level, isBoss, disposition) {
	const up = level - 1;
	const boss = MOB_SCALING.boss;
	return {
		creatureType: kind.type,
		name: kind.name,
		isBoss,
		level,
		maxHealth: Math.round(kind.health * (1 + MOB_SCALING.healthPerLevel * up) * (isBoss ? boss.health : 1)),
		attack: Math.round((kind.attack + MOB_SCALING.attackPerLevel * up) * (isBoss ? boss.attack : 1)),
		defense: Math.round(kind.defense + MOB_SCALING.defensePerLevel * up + (isBoss ? boss.defenseBonus : 0)),
		accuracy: Math.round(kind.accuracy + MOB_SCALING.accuracyPerLevel * up),
		evasion: Math.round(kind.evasion + MOB_SCALING.evasionPerLevel * up),
		speed: kind.speed,
		xpReward: Math.round(kind.xp * MOB_SCALING.xpScale * (1 + MOB_SCALING.xpPerLevel * up) * (isBoss ? boss.xp : 1)),
		goldReward: Math.round(kind.gold * (1 + MOB_SCALING.goldPerLevel * up) * (isBoss ? boss.gold : 1)),
		disposition
	};
}
/** How many mobs an encounter brings on a floor, within the threat's caps. */
function encounterSize(rng, encounter, floor, threat = USUAL_THREAT) {
	switch (encounter) {
		case "patrol":
		case "ambush":
		case "lair":
		case "guarded_hoard": {
			const [min, max] = DUNGEON.mobs[encounter];
			const extra = Math.floor((floor - 1) / DUNGEON.mobs.extraPerFloors);
			const usual = Math.min(DUNGEON.mobs.maxPerRoom, rng.int(min, max) + extra);
			const size = threat.fewer ? Math.max(1, usual - 1) : usual;
			return threat.maxMobs === null ? size : Math.min(threat.maxMobs, size);
		}
		case "boss": return 1;
		case "none":
		case "merchant":
		case "sanctuary":
		case "quest": return 0;
	}
}
/** A kind from the family, the basic one likeliest. */
function pickKind(rng, family, floor) {
	const kinds = kindsOnFloor(family, floor);
	return rng.weighted(kinds.map((k, i) => [k, Math.max(1, 3 - i)]));
}
/** Gives repeated uncommon names a sobriquet, so every name in the room is unique but the spec's common ones. */
function distinctNames(mobs) {
	const seen = /* @__PURE__ */ new Set();
	return mobs.map((mob) => {
		if (isCommonCreatureName(mob.name) || !seen.has(mob.name)) {
			seen.add(mob.name);
			return mob;
		}
		const free = MOB_SOBRIQUETS.map((s) => `${mob.name} ${s}`).find((n) => !seen.has(n)) ?? `${mob.name} ${seen.size + 1}`;
		seen.add(free);
		return {
			...mob,
			name: free
		};
	});
}
/** The hostile mobs of an encounter, within the threat; a boss encounter brings the family's boss alone. */
function rollEncounterMobs(rng, encounter, family, floor, threat = USUAL_THREAT) {
	if (encounter === "boss") return [scaleCreature(family.boss, mobLevel(rng, floor, threat) + MOB_SCALING.boss.levelBonus, true, "hostile")];
	const count = encounterSize(rng, encounter, floor, threat);
	const kind = () => threat.basicOnly ? kindsOnFloor(family, floor)[0] : pickKind(rng, family, floor);
	return distinctNames(Array.from({ length: count }, () => scaleCreature(kind(), mobLevel(rng, floor, threat), false, "hostile")));
}
// game/dungeon/room-geometry.ts
/** Feature sizes in room-percent: pillars are square walls, cover is a low crate or rubble pile. */
var FEATURE_SIZE = {
	pillar: [5, 8],
	cover: [4, 9]
};
/** Per room type: chance of a ring of four pillars, and [min, max] pieces of cover (when the room gets any). */
var FEATURE_PLAN = {
	chamber: {
		pillars: .3,
		coverChance: .5,
		cover: [1, 3]
	},
	intersection: {
		pillars: .5,
		coverChance: .2,
		cover: [1, 2]
	},
	boss: {
		pillars: 1,
		coverChance: .6,
		cover: [1, 2]
	},
	treasure: {
		pillars: 0,
		coverChance: .5,
		cover: [1, 1]
	},
	special: {
		pillars: .4,
		coverChance: .2,
		cover: [1, 2]
	},
	deadend: {
		pillars: 0,
		coverChance: .25,
		cover: [1, 1]
	},
	shop: {
		pillars: 0,
		coverChance: .3,
		cover: [1, 2]
	}
};
function feetIn(rng, [min, max]) {
	const step = ROOM.feetPerSquare;
	const feet = rng.int(Math.ceil(min / step), Math.floor(max / step)) * step;
	return Math.min(DUNGEON.roomFeet.max, Math.max(DUNGEON.roomFeet.min, feet));
}
/** Width and height in feet: corridors run long between their doors, boss rooms are large. */
function roomSize(rng, type, doors) {
	if (type === "corridor") {
		const long = feetIn(rng, DUNGEON.roomFeet.corridor.long);
		const short = feetIn(rng, DUNGEON.roomFeet.corridor.short);
		return doors.includes("east") || doors.includes("west") ? {
			widthFeet: long,
			heightFeet: short
		} : {
			widthFeet: short,
			heightFeet: long
		};
	}
	const range = DUNGEON.roomFeet[type];
	return {
		widthFeet: feetIn(rng, range),
		heightFeet: feetIn(rng, range)
	};
}
/** A top-left corner in one of the four corner quadrants for a rectangle of size w × h. */
function cornerSpot(rng, w, h, quadrant) {
	const { near, far } = DUNGEON.featureBand;
	const x = rng.int(near, far - w);
	const y = rng.int(near, far - h);
	return {
		x: quadrant % 2 === 0 ? x : 100 - x - w,
		y: quadrant < 2 ? y : 100 - y - h
	};
}
function overlaps(a, b, gap) {
	return a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;
}
function rollFeatures(rng, type) {
	const plan = FEATURE_PLAN[type];
	if (!plan) return [];
	const features = [];
	if (rng.chance(plan.pillars)) {
		const s = rng.int(FEATURE_SIZE.pillar[0], FEATURE_SIZE.pillar[1]);
		const { x, y } = cornerSpot(rng, s, s, 0);
		for (let q = 0; q < 4; q++) features.push({
			type: "wall",
			x: q % 2 === 0 ? x : 100 - x - s,
			y: q < 2 ? y : 100 - y - s,
			w: s,
			h: s
		});
	}
	if (rng.chance(plan.coverChance)) {
		const count = rng.int(plan.cover[0], plan.cover[1]);
		for (let i = 0; i < count; i++) {
			const w = rng.int(FEATURE_SIZE.cover[0], FEATURE_SIZE.cover[1]);
			const h = rng.int(FEATURE_SIZE.cover[0], FEATURE_SIZE.cover[1]);
			const spot = {
				type: "cover",
				...cornerSpot(rng, w, h, rng.int(0, 3)),
				w,
				h
			};
			if (!features.some((f) => overlaps(f, spot, DUNGEON.placement.featureClearance))) features.push(spot);
		}
	}
	return features;
}
function insideFeature(p, features) {
	const gap = DUNGEON.placement.featureClearance;
	return features.some((f) => p.x >= f.x - gap && p.x <= f.x + f.w + gap && p.y >= f.y - gap && p.y <= f.y + f.h + gap);
}
/**
* Hands out spots for entities: inside DUNGEON.placement.min..max, clear of features and the entry
* point, as far from earlier spots as a few random tries find. A spot with a clearance from given
* points falls back to a scan of the room's grid (every scanStep) when the random tries miss, so a
* spot is found whenever one exists.
*/
function createPlacer(rng, features) {
	const { min, max, spacing, entryClearance, tries, scanStep } = DUNGEON.placement;
	const taken = [];
	const entry = ROOM.entryPosition;
	const squared = (a, b) => (a.x - b.x) ** 2 + (a.y - b.y) ** 2;
	const gapOf = (p) => taken.reduce((g, q) => Math.min(g, squared(p, q)), Number.POSITIVE_INFINITY);
	const free = (p) => !insideFeature(p, features) && squared(p, entry) >= entryClearance ** 2;
	function search(fits) {
		let best = null;
		let bestGap = -1;
		for (let t = 0; t < tries; t++) {
			const p = {
				x: rng.int(min, max),
				y: rng.int(min, max)
			};
			if (!fits(p)) continue;
			const gap = gapOf(p);
			if (gap > bestGap) [best, bestGap] = [p, gap];
			if (gap >= spacing ** 2) break;
		}
		return best;
	}
	const place = () => {
		const lane = DUNGEON.featureBand.far + DUNGEON.placement.featureClearance + 1;
		const spot = search(free) ?? {
			x: rng.int(lane, 100 - lane),
			y: rng.chance(.5) ? min : max
		};
		taken.push(spot);
		return spot;
	};
	place.away = (keepAway, clearance) => {
		const fits = (p) => free(p) && keepAway.every((q) => squared(p, q) >= clearance ** 2);
		let spot = search(fits);
		if (!spot) {
			let bestGap = -1;
			for (let x = min; x <= max; x += scanStep) for (let y = min; y <= max; y += scanStep) {
				const p = {
					x,
					y
				};
				if (!fits(p)) continue;
				const gap = gapOf(p);
				if (gap > bestGap) [spot, bestGap] = [p, gap];
			}
		}
		if (spot) taken.push(spot);
		return spot;
	};
	return place;
}
// game/dungeon/room-contents.ts
/** Chances of the NPCs and extras each room type brings. */
var ROOM_CHANCES = {
	entranceQuestGiver: .4,
	safeGuard: .7,
	safeRepair: .3,
	restRepair: .5,
	restQuestGiver: .4,
	restItem: .3,
	shopRepair: .35,
	shopGuard: .35,
	specialQuest: .5,
	specialItem: .6,
	treasureGuarded: .7
};
/** Encounter weights of a room with no special role, by depth; lairs favour dead ends. */
function genericEncounterWeights(type, floor) {
	return [
		["none", Math.max(15, 45 - 3 * floor)],
		["patrol", 30],
		["ambush", 10 + floor],
		["lair", type === "deadend" ? 25 : 4 + floor / 2]
	];
}
/** Whether the room is one of the entrance's quiet neighbours (DUNGEON.threat.nearDoors). */
function isNearEntrance(room) {
	return room.doorsFromEntrance <= DUNGEON.threat.nearDoors;
}
function planRoom(rng, room) {
	const { type, floor, family } = room;
	const threat = threatAt(floor, room.doorsFromEntrance);
	const plan = {
		encounterType: "none",
		mobs: [],
		npcs: [],
		items: 0,
		chests: 0
	};
	const fight = (encounter) => {
		plan.encounterType = encounter;
		plan.mobs = rollEncounterMobs(rng, encounter, family ?? CREATURE_FAMILIES[0], floor, threat);
	};
	switch (type) {
		case "entrance":
			plan.npcs = ["guard"];
			if (floor === 1 || rng.chance(ROOM_CHANCES.entranceQuestGiver)) plan.npcs.push("quest_giver");
			break;
		case "exit": break;
		case "boss":
			fight("boss");
			plan.chests = 1;
			plan.items = rng.int(1, 2);
			break;
		case "treasure":
			if (family && rng.chance(ROOM_CHANCES.treasureGuarded)) fight("guarded_hoard");
			plan.chests = rng.int(1, 3);
			plan.items = rng.int(0, 2);
			break;
		case "safe":
			plan.encounterType = "sanctuary";
			if (rng.chance(ROOM_CHANCES.safeGuard)) plan.npcs.push("guard");
			if (rng.chance(ROOM_CHANCES.safeRepair)) plan.npcs.push("repair");
			break;
		case "rest":
			plan.encounterType = "sanctuary";
			if (rng.chance(ROOM_CHANCES.restRepair)) plan.npcs.push("repair");
			if (rng.chance(ROOM_CHANCES.restQuestGiver)) plan.npcs.push("quest_giver");
			plan.items = rng.chance(ROOM_CHANCES.restItem) ? 1 : 0;
			break;
		case "shop":
			plan.encounterType = "merchant";
			plan.npcs = ["merchant"];
			if (rng.chance(ROOM_CHANCES.shopRepair)) plan.npcs.push("repair");
			if (rng.chance(ROOM_CHANCES.shopGuard)) plan.npcs.push("guard");
			break;
		case "special":
			if (rng.chance(ROOM_CHANCES.specialQuest)) {
				plan.encounterType = "quest";
				plan.npcs = ["quest_giver"];
			} else if (family && rng.chance(DUNGEON.neutralMobChance)) plan.mobs = [scaleCreature(pickKind(rng, family, floor), mobLevel(rng, floor, threat), false, "neutral")];
			plan.items = rng.chance(ROOM_CHANCES.specialItem) ? 1 : 0;
			break;
		case "corridor":
		case "chamber":
		case "intersection":
		case "deadend":
		case "unknown": {
			const near = isNearEntrance(room);
			const encounter = !family ? "none" : near ? rng.chance(DUNGEON.threat.nearQuietChance) ? "none" : "patrol" : rng.weighted(genericEncounterWeights(type, floor));
			if (encounter !== "none") fight(encounter);
			else if (family && rng.chance(DUNGEON.neutralMobChance)) plan.mobs = [scaleCreature(pickKind(rng, family, floor), mobLevel(rng, floor, threat), false, "neutral")];
			const lootChance = DUNGEON.loot.groundChance + DUNGEON.loot.groundChancePerFloor * floor;
			plan.items = rng.chance(lootChance) ? rng.int(1, DUNGEON.loot.maxGroundItems) : 0;
			plan.chests = type === "deadend" && rng.chance(DUNGEON.loot.deadendChestChance) ? 1 : 0;
			break;
		}
	}
	return plan;
}
/**
* How far a room's mobs stand from where crawlers step in: out of reach of every door, and next to
* the entrance beyond the detection range, so a crawler who just came in is noticed by nobody.
*/
function mobDoorClearance(room) {
	const { doorClearance, quietClearance } = DUNGEON.placement;
	return room.doorsFromEntrance <= DUNGEON.threat.nearDoors ? Math.max(quietClearance, COMBAT.range.detection + 1) : doorClearance;
}
function rollRoomContents(rng, room) {
	const plan = planRoom(rng, room);
	const features = rollFeatures(rng, room.type);
	const place = createPlacer(rng, features);
	const names = /* @__PURE__ */ new Set();
	const npcs = plan.npcs.map((role, i) => {
		const name = npcName(rng, role, names);
		names.add(name);
		return {
			key: `${room.key}:npc-${i}`,
			name,
			role,
			...place()
		};
	});
	const entries = room.doors.map(doorEntry);
	const clearance = mobDoorClearance(room);
	const mobs = [];
	for (const mob of plan.mobs) {
		const spot = place.away(entries, clearance);
		if (spot) mobs.push({
			key: `${room.key}:mob-${mobs.length}`,
			...mob,
			...spot
		});
	}
	const containers = Array.from({ length: plan.chests }, () => ({
		itemKey: rollContainer(rng, room.floor).key,
		...place()
	}));
	const groundItems = rollLoot(rng, room.floor, plan.items).map((item) => ({
		itemKey: item.key,
		...place()
	}));
	return {
		encounterType: plan.mobs.length > 0 && mobs.length === 0 && plan.encounterType !== "boss" ? "none" : plan.encounterType,
		mobs,
		npcs,
		groundItems,
		containers,
		features
	};
}
// game/dungeon/room-words.ts
/** Environment weights per room type; darker environments gain DARK_DEPTH_WEIGHT per floor. */
var ENVIRONMENT_WEIGHTS = {
	corridor: [
		["dungeon_corridor", 6],
		["stone", 3],
		["underground", 2],
		["dark_chamber", 1]
	],
	chamber: [
		["stone_chamber", 5],
		["stone", 2],
		["underground", 2],
		["dark_chamber", 2],
		["indoor", 2],
		["forest_clearing", 1],
		["outdoor", 1]
	],
	intersection: [
		["dungeon_corridor", 3],
		["stone_chamber", 2],
		["stone", 2],
		["underground", 2],
		["outdoor", 1]
	],
	deadend: [
		["stone", 3],
		["dark_chamber", 3],
		["underground", 2],
		["dungeon_corridor", 1],
		["forest_clearing", 1]
	],
	entrance: [
		["stone_chamber", 3],
		["indoor", 2],
		["outdoor", 1]
	],
	exit: [
		["stone", 2],
		["underground", 2],
		["dark_chamber", 2]
	],
	treasure: [
		["golden_chamber", 6],
		["stone_chamber", 1],
		["dark_chamber", 1]
	],
	boss: [
		["dark_chamber", 4],
		["underground", 2],
		["golden_chamber", 1],
		["stone_chamber", 1]
	],
	safe: [
		["peaceful_chamber", 6],
		["forest_clearing", 2],
		["indoor", 1]
	],
	rest: [
		["peaceful_chamber", 3],
		["forest_clearing", 3],
		["indoor", 2],
		["outdoor", 2]
	],
	shop: [
		["indoor", 6],
		["golden_chamber", 1],
		["stone_chamber", 1]
	],
	special: [
		["forest_clearing", 2],
		["outdoor", 2],
		["golden_chamber", 1],
		["dark_chamber", 1],
		["peaceful_chamber", 1]
	],
	unknown: [["stone", 1]]
};
var DARK_ENVIRONMENTS = ["dark_chamber", "underground"];
var DARK_DEPTH_WEIGHT = .1;
var ROOM_NOUNS = {
	corridor: [
		"Passage",
		"Hallway",
		"Tunnel",
		"Crawlway",
		"Causeway",
		"Service Corridor",
		"Colonnade"
	],
	chamber: [
		"Hall",
		"Chamber",
		"Cellar",
		"Gallery",
		"Den",
		"Storeroom",
		"Meeting Room"
	],
	intersection: [
		"Crossroads",
		"Junction",
		"Hub",
		"Concourse",
		"Roundabout",
		"Nexus"
	],
	deadend: [
		"Nook",
		"Alcove",
		"Cul-de-sac",
		"Dead End",
		"Supply Closet",
		"Pocket"
	],
	entrance: [
		"Landing",
		"Gate",
		"Arrivals Hall",
		"Foyer",
		"Threshold",
		"Reception"
	],
	exit: [
		"Stairwell",
		"Descent",
		"Spiral Stair",
		"Downward Shaft",
		"Service Stairs"
	],
	treasure: [
		"Vault",
		"Hoard",
		"Treasury",
		"Coffer Room",
		"Strongroom"
	],
	boss: [
		"Throne Room",
		"Arena",
		"Boardroom",
		"Sanctum",
		"Lair"
	],
	safe: [
		"Sanctuary",
		"Haven",
		"Refuge",
		"Safe Room",
		"Panic Room"
	],
	rest: [
		"Campsite",
		"Break Room",
		"Lounge",
		"Hearth",
		"Bivouac"
	],
	shop: [
		"Emporium",
		"Trading Post",
		"Company Store",
		"Bazaar",
		"Vending Nook"
	],
	special: [
		"Shrine",
		"Observatory",
		"Reliquary",
		"Fountain Court",
		"Curiosity Room",
		"Server Room"
	],
	unknown: ["Room"]
};
var ENVIRONMENT_ADJECTIVES = {
	stone_chamber: [
		"Granite",
		"Flagstone",
		"Vaulted",
		"Pillared"
	],
	forest_clearing: [
		"Mossy",
		"Overgrown",
		"Fern-choked",
		"Sun-dappled"
	],
	dungeon_corridor: [
		"Damp",
		"Torchlit",
		"Dripping",
		"Narrow"
	],
	golden_chamber: [
		"Gilded",
		"Gleaming",
		"Opulent",
		"Golden"
	],
	peaceful_chamber: [
		"Quiet",
		"Serene",
		"Candlelit",
		"Hushed"
	],
	dark_chamber: [
		"Shadowed",
		"Pitch-black",
		"Gloomy",
		"Lightless"
	],
	indoor: [
		"Carpeted",
		"Fluorescent",
		"Wood-panelled",
		"Cubicled"
	],
	outdoor: [
		"Windswept",
		"Open-air",
		"Starlit",
		"Rain-soaked"
	],
	underground: [
		"Subterranean",
		"Cavernous",
		"Rootbound",
		"Burrowed"
	],
	stone: [
		"Crumbling",
		"Weathered",
		"Cracked",
		"Rough-hewn"
	]
};
var ROOM_EPITHETS = [
	"the Rat King",
	"Unpaid Interns",
	"Quarterly Losses",
	"the Forgotten Auditor",
	"Broken Promises",
	"the Last Standup",
	"Eternal Overtime",
	"Lost Lanyards",
	"the Hostile Takeover",
	"Mandatory Fun",
	"the Silent Printer",
	"Whispering Coin",
	"the Drowned Accountant",
	"Bad Decisions",
	"the Fallen Sponsor",
	"Expired Coupons",
	"Deferred Maintenance",
	"the Iron Ledger",
	"a Thousand Spreadsheets",
	"Missed Deadlines",
	"the Weeping Stapler",
	"Synergy",
	"the Golden Parachute",
	"Reply-All",
	"the Vanished Bonus"
];
var ENVIRONMENT_SENTENCES = {
	stone_chamber: [
		"Cut-stone walls rise to a vaulted ceiling streaked with old soot.",
		"Heavy flagstones ring underfoot, worn smooth by generations of boots.",
		"Square pillars of grey granite hold up a ceiling you would rather not test."
	],
	forest_clearing: [
		"Somehow a patch of forest grows down here, ferns and saplings reaching for a light that is not there.",
		"Moss carpets the floor and roots crack the walls; birdsong echoes from nowhere in particular.",
		"Soft grass and wildflowers cover the ground, tended by no gardener anyone has met."
	],
	dungeon_corridor: [
		"Torches gutter in rusted brackets along damp, close walls.",
		"Water drips from the ceiling into puddles that never quite dry.",
		"The walls press close and the air smells of wet stone and old fear."
	],
	golden_chamber: [
		"Gold leaf glitters on every surface, a little too much of it to be tasteful.",
		"Polished brass and gilded trim catch every spark of light.",
		"The floor is inlaid with gold tiles, several of them already pried loose."
	],
	peaceful_chamber: [
		"A calm hush fills the room; even the torches burn quietly here.",
		"Soft candlelight and the trickle of a small fountain ease aching muscles.",
		"Faded tapestries and worn cushions make this place feel almost like home."
	],
	dark_chamber: [
		"Darkness swallows the torchlight a few steps in.",
		"Shadows pool thick in the corners, and some of them seem to breathe.",
		"The air is cold and still, and every sound comes back a moment too late."
	],
	indoor: [
		"Threadbare carpet and flickering fluorescent panels give the place an office air.",
		"Wood panelling, a water cooler and a motivational poster: someone works here.",
		"Rows of cubicle partitions divide the room into tiny, abandoned fiefdoms."
	],
	outdoor: [
		"An impossible sky opens overhead, full of unfamiliar stars.",
		"Wind whistles across open ground under a painted, starless sky.",
		"Rain falls from somewhere above, though the ceiling should be solid rock."
	],
	underground: [
		"Rough cave walls glisten with seeping water and pale fungus.",
		"Roots and stalactites hang from the ceiling of this natural cavern.",
		"The floor slopes and buckles like the inside of a burrow."
	],
	stone: [
		"Crumbling stone walls are patched with mortar of several eras.",
		"Rubble lies where part of the ceiling gave up some time ago.",
		"Weathered blocks, cracked and uneven, make up every surface."
	]
};
var TYPE_SENTENCES = {
	corridor: [
		"It runs straight on toward the next door.",
		"Scuff marks show which way most crawlers ran.",
		"Footsteps carry a long way here."
	],
	chamber: [
		"Broken furniture hints at whoever lived here before.",
		"It is wide enough for trouble to spread out.",
		"Scratches on the walls count days, or victims."
	],
	intersection: [
		"Passages branch off in several directions.",
		"Arrows scratched on the walls point every way at once.",
		"Paths from all over the floor meet here."
	],
	deadend: [
		"The way stops here, and so might you.",
		"There is only the way you came in.",
		"Something left in a hurry and did not come back for its things."
	],
	entrance: [
		"Stairs from above end here, beside a sign reading WELCOME, SPONSORED CRAWLERS.",
		"This is where every crawler arrives on the floor, blinking.",
		"A cheerful banner announces the floor number and the mortality rate."
	],
	exit: [
		"A stairway spirals down into the next floor.",
		"Steps lead down, and the air from below is colder.",
		"A sign by the stairs reads: DOWN, NO REFUNDS."
	],
	treasure: [
		"Chests are stacked against the walls.",
		"Coins spill from a split sack in the corner.",
		"Someone has been hoarding, and they will want it back."
	],
	boss: [
		"Bones and broken weapons litter the floor around a raised dais.",
		"Something large has made this room its own.",
		"The only way down lies beyond whatever rules here."
	],
	safe: [
		"A ward glows faintly over the doorframes; no monster crosses it.",
		"Nothing hostile can enter here.",
		"The walls hum with a protective charm paid for by the sponsors."
	],
	rest: [
		"Bedrolls and a banked fire invite a short rest.",
		"A place to catch your breath before the next fight.",
		"A kettle whistles on a camp stove someone left burning."
	],
	shop: [
		"A counter is piled with goods and price tags.",
		"A hand-painted sign reads OPEN, ALL SALES FINAL.",
		"Racks of gear line the walls, each item with an optimistic price."
	],
	special: [
		"Something about this place feels significant.",
		"An odd object in the middle of the room hums softly.",
		"Strange symbols cover the walls, and they look freshly painted."
	],
	unknown: ["A mysterious room."]
};
// game/dungeon/room-flavour.ts
/** Name patterns and their weights: 'Gilded Vault', 'Gilded Vault of the Rat King', '... of the Gnawing Syndicate'. */
var NAME_PATTERN_WEIGHTS = {
	plain: 45,
	epithet: 45,
	faction: 10
};
/** An environment fitting the type; dark environments grow likelier with depth. */
function pickEnvironment(rng, type, floor) {
	const depthBonus = 1 + DARK_DEPTH_WEIGHT * (floor - 1);
	const weights = ENVIRONMENT_WEIGHTS[type].map(([env, w]) => [env, DARK_ENVIRONMENTS.includes(env) ? w * depthBonus : w]);
	return rng.weighted(weights);
}
function drawName(rng, type, environment, factionName) {
	const base = `${rng.pick(ENVIRONMENT_ADJECTIVES[environment])} ${rng.pick(ROOM_NOUNS[type])}`;
	const pattern = rng.weighted([
		["plain", NAME_PATTERN_WEIGHTS.plain],
		["epithet", NAME_PATTERN_WEIGHTS.epithet],
		["faction", factionName === null ? 0 : NAME_PATTERN_WEIGHTS.faction]
	]);
	if (pattern === "plain") return base;
	if (pattern === "faction" && factionName !== null) return `${base} of ${factionName.replace(/^The /, "the ")}`;
	return `${base} of ${rng.pick(ROOM_EPITHETS)}`;
}
/**
* A flavourful room name such as 'Gilded Vault of the Rat King'. Names already in `taken` are
* redrawn a few times; the chosen name is added to it.
*/
function roomName(rng, type, environment, factionName, taken) {
	let name = drawName(rng, type, environment, factionName);
	for (let i = 1; i < 4 && taken.has(name); i++) name = drawName(rng, type, environment, factionName);
	taken.add(name);
	return name;
}
/** Two sentences: what the place looks like, then what the room is for. */
function roomDescription(rng, type, environment) {
	return `${rng.pick(ENVIRONMENT_SENTENCES[environment])} ${rng.pick(TYPE_SENTENCES[type])}`;
}
// game/dungeon/room-types.ts
/** The sprinkled kinds, in the order they are placed (treasure first, so it gets the dead ends). */
var SPRINKLED_ROOM_TYPES = [
	"treasure",
	"shop",
	"safe",
	"rest",
	"special"
];
/** How a room with no special role reads its doors: [type, weight] by door shape. */
var DOOR_SHAPE_TYPES = {
	oneDoor: [["deadend", 4], ["chamber", 1]],
	straight: [["corridor", 3], ["chamber", 1]],
	bend: [["chamber", 1]],
	threeOrMore: [["intersection", 2], ["chamber", 1]]
};
function sprinkledCount(kind, rooms) {
	return 1 + Math.floor(rooms / DUNGEON.specialRoomsPer[kind]);
}
function doorShape(layout, i) {
	const doors = layout.doors[i];
	if (doors.length <= 1) return "oneDoor";
	if (doors.length >= 3) return "threeOrMore";
	return doors[0].direction === opposite(doors[1].direction) ? "straight" : "bend";
}
/** The boss room: the exit's only neighbour, from DUNGEON.bossMinFloor on. */
function bossRoomIndex(layout, floor) {
	if (floor < DUNGEON.bossMinFloor) return null;
	const door = layout.doors[layout.exit][0];
	return door && door.to !== layout.entrance ? door.to : null;
}
function assignRoomTypes(layout, floor, rng) {
	const n = layout.cells.length;
	const types = new Array(n).fill(null);
	types[layout.entrance] = "entrance";
	types[layout.exit] = "exit";
	const boss = bossRoomIndex(layout, floor);
	if (boss !== null) types[boss] = "boss";
	const open = rng.shuffle(Array.from({ length: n }, (_, i) => i).filter((i) => types[i] === null));
	const pool = [...open.filter((i) => layout.doors[i].length === 1), ...open.filter((i) => layout.doors[i].length !== 1)];
	for (const kind of SPRINKLED_ROOM_TYPES) {
		let wanted = sprinkledCount(kind, n);
		const from = kind === "treasure" ? pool : rng.shuffle(pool);
		for (const i of from) {
			if (wanted === 0) break;
			if (types[i] !== null) continue;
			types[i] = kind;
			wanted--;
		}
	}
	return types.map((type, i) => type ?? rng.weighted(DOOR_SHAPE_TYPES[doorShape(layout, i)]));
}
// game/dungeon/floor.ts
/** Rooms no faction holds: the peaceful ones and the stairs down. */
var NEUTRAL_GROUND_TYPES = [
	"entrance",
	"exit",
	"safe",
	"rest",
	"shop"
];
/** Room types that may allow crawler-versus-crawler fights. */
var PVP_ROOM_TYPES = [
	"corridor",
	"chamber",
	"intersection",
	"deadend"
];
function pvpRoomCount(floor) {
	if (floor < DUNGEON.pvpMinFloor) return 0;
	return 1 + Math.floor((floor - DUNGEON.pvpMinFloor) / DUNGEON.pvpFloorsPerRoom);
}
function assertFloorArgs(seasonSeed, floorNumber) {
	if (!Number.isInteger(seasonSeed)) throw new RangeError(`season seed must be an integer, got ${seasonSeed}`);
	if (!Number.isInteger(floorNumber) || floorNumber < 1 || floorNumber > DUNGEON.maxFloorCount) throw new RangeError(`floor must be an integer in 1..${DUNGEON.maxFloorCount}, got ${floorNumber}`);
}
/** The rng a floor is built from: the season seed forked by 'floor-{n}'. */
function floorRng(seasonSeed, floorNumber) {
	return createRng(seasonSeed).fork(`floor-${floorNumber}`);
}
/** Floor `floorNumber` (1-based) of the season with seed `seasonSeed`; the same arguments give a deep-equal floor. */
function generateFloor(seasonSeed, floorNumber) {
	assertFloorArgs(seasonSeed, floorNumber);
	const rng = floorRng(seasonSeed, floorNumber);
	const layout = growLayout(roomCount(floorNumber, rng.fork("count")), rng.fork("layout"));
	const types = assignRoomTypes(layout, floorNumber, rng.fork("types"));
	const factions = rollFactions(rng.fork("factions"), floorNumber);
	const owner = claimTerritories(layout, factions.length, rng.fork("territory"));
	const keys = layout.cells.map((c) => roomKey(floorNumber, c.x, c.y));
	const pvpCandidates = keys.filter((_, i) => PVP_ROOM_TYPES.includes(types[i]));
	const pvp = new Set(rng.fork("pvp").shuffle(pvpCandidates).slice(0, pvpRoomCount(floorNumber)));
	const fromEntrance = layoutDistances(layout.doors, layout.entrance);
	const names = /* @__PURE__ */ new Set();
	const rooms = layout.cells.map((cell, i) => {
		const key = keys[i];
		const type = types[i];
		const faction = NEUTRAL_GROUND_TYPES.includes(type) ? null : factions[owner[i]] ?? null;
		const roomRng = rng.fork(`room-${key}`);
		const environment = pickEnvironment(roomRng, type, floorNumber);
		const name = roomName(roomRng, type, environment, faction?.spec.name ?? null, names);
		const description = roomDescription(roomRng, type, environment);
		const size = roomSize(roomRng, type, layout.doors[i].map((d) => d.direction));
		const contents = rollRoomContents(roomRng.fork("contents"), {
			key,
			floor: floorNumber,
			type,
			family: faction?.family ?? null,
			doors: layout.doors[i].map((d) => d.direction),
			doorsFromEntrance: fromEntrance[i]
		});
		return {
			key,
			floor: floorNumber,
			x: cell.x,
			y: cell.y,
			name,
			type,
			environment,
			description,
			...size,
			isSafe: isPeacefulRoomType(type),
			hasLoot: contents.groundItems.length + contents.containers.length > 0,
			isPvp: pvp.has(key),
			factionId: faction?.spec.id ?? null,
			...contents
		};
	});
	const connections = layout.doors.flatMap((doors, i) => doors.map((door) => ({
		fromKey: keys[i],
		toKey: keys[door.to],
		direction: door.direction
	})));
	const boss = bossRoomIndex(layout, floorNumber);
	return {
		number: floorNumber,
		rooms,
		connections,
		factions: factions.map((f) => f.spec),
		bounds: floorBounds(layout.cells),
		entranceKey: keys[layout.entrance],
		exitKey: keys[layout.exit],
		bossKey: boss === null ? null : keys[boss]
	};
}
// game/room-sim/types.ts
/** Reads 'mob-12' / 'crawler-7' (a non-negative integer id); anything else is null. */
function parseEntityId(value) {
	const match = /^(mob|crawler)-(\d{1,15})$/.exec(value);
	if (!match) return null;
	return {
		kind: match[1] === "mob" ? "mob" : "crawler",
		id: Number(match[2])
	};
}
ROOM_SIM.ticksPerTurn * COMBAT.tickMs;
// web/src/state/replay-rooms.ts
/** Every room the log places the crawler in, by id (the first mention wins: ids are stable in a season). */
function roomsMentioned(entries) {
	const out = /* @__PURE__ */ new Map();
	for (const e of entries) {
		if (e.kind === "sponsored" && e.data.roomId !== null && !out.has(e.data.roomId)) out.set(e.data.roomId, {
			roomId: e.data.roomId,
			key: e.data.roomKey,
			floor: e.data.floor,
			name: ""
		});
		if (e.kind === "entered_room" && !out.has(e.data.roomId)) out.set(e.data.roomId, {
			roomId: e.data.roomId,
			key: e.data.roomKey,
			floor: e.data.floor,
			name: e.data.roomName
		});
	}
	return out;
}
/** The mobs the log names in each room ('mob-12' as attacker, target, victim or killer), with the names it gave them. */
function mobReferences(entries) {
	const out = /* @__PURE__ */ new Map();
	const note = (roomId, ref, name) => {
		const parsed = parseEntityId(ref);
		if (roomId === null || parsed?.kind !== "mob") return;
		const room = out.get(roomId) ?? /* @__PURE__ */ new Map();
		if (!room.has(parsed.id)) room.set(parsed.id, name);
		out.set(roomId, room);
	};
	for (const e of entries) if (e.kind === "attacked") note(e.roomId, e.data.targetId, e.data.targetName);
	else if (e.kind === "was_attacked") note(e.roomId, e.data.attackerId, e.data.attackerName);
	else if (e.kind === "killed") note(e.roomId, e.data.victimId, e.data.victimName);
	else if (e.kind === "died") note(e.roomId, e.data.killerId, e.data.killerName);
	return new Map([...out].map(([roomId, refs]) => [roomId, [...refs].map(([id, name]) => ({
		id,
		name
	})).sort((a, b) => a.id - b.id)]));
}
/**
* Which generated mob each log reference is (spec index → reference id). The log names mobs by their
* database id; the season's mobs were stored room by room in the generator's order, so within a room
* ids run in that order from some base. A reference whose name is unique in the room fixes the base;
* the others follow from it. Without one (only repeated common names), references take the
* same-named mobs in order.
*/
function matchMobs(specs, refs) {
	const counts = /* @__PURE__ */ new Map();
	for (const s of specs) counts.set(s.name, (counts.get(s.name) ?? 0) + 1);
	const bases = /* @__PURE__ */ new Map();
	for (const r of refs) {
		if (counts.get(r.name) !== 1) continue;
		const base = r.id - specs.findIndex((s) => s.name === r.name);
		bases.set(base, (bases.get(base) ?? 0) + 1);
	}
	const base = [...bases].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
	const matched = /* @__PURE__ */ new Map();
	const used = /* @__PURE__ */ new Set();
	if (base !== void 0) for (const r of refs) {
		const i = r.id - base;
		if (specs[i]?.name === r.name && !matched.has(i)) {
			matched.set(i, r.id);
			used.add(r.id);
		}
	}
	for (const r of refs) {
		if (used.has(r.id)) continue;
		const i = specs.findIndex((s, j) => s.name === r.name && !matched.has(j));
		if (i < 0) continue;
		matched.set(i, r.id);
		used.add(r.id);
	}
	return matched;
}
function doorsOf(floor, spec, idOfKey) {
	return new Map(neighbours(floor, spec.key).map((n) => [n.direction, idOfKey.get(n.key) ?? 0]));
}
/** A room whose key the seed's dungeon lacks: a bare 60 ft room with the log's name. */
function bareRoom(m) {
	const fields = {
		id: m.roomId,
		name: m.name || "Unknown Room",
		x: 0,
		y: 0,
		floor: m.floor,
		type: "chamber",
		environment: "stone",
		description: "",
		widthFeet: 60,
		heightFeet: 60,
		isSafe: false,
		hasLoot: false,
		isPvp: false,
		factionKey: null,
		encounterType: "none"
	};
	return {
		roomId: m.roomId,
		floor: m.floor,
		current: {
			room: toRoom(fields, true, /* @__PURE__ */ new Map()),
			availableDirections: [],
			position: {
				x: 50,
				y: 50
			}
		},
		fixtures: [],
		mobs: [],
		generated: false
	};
}
/**
* The rooms of a log, rebuilt with the season's seed: one per room id the crawler was placed in.
* Floors are generated once each.
*/
function replayRooms(seed, entries) {
	const mentioned = roomsMentioned(entries);
	const refs = mobReferences(entries);
	const floors = /* @__PURE__ */ new Map();
	const floorOf = (n) => {
		let f = floors.get(n);
		if (!f) floors.set(n, f = generateFloor(seed, n));
		return f;
	};
	const idOfKey = /* @__PURE__ */ new Map();
	for (const m of mentioned.values()) if (m.key) idOfKey.set(m.key, m.roomId);
	const out = /* @__PURE__ */ new Map();
	for (const m of mentioned.values()) {
		const floor = m.key && Number.isInteger(m.floor) && m.floor >= 1 && m.floor <= DUNGEON.maxFloorCount ? floorOf(m.floor) : void 0;
		const spec = floor && m.key ? roomByKey(floor, m.key) : void 0;
		if (!floor || !spec) {
			out.set(m.roomId, bareRoom(m));
			continue;
		}
		const doors = doorsOf(floor, spec, idOfKey);
		const directions = [...doors.keys()];
		if (spec.key === floor.exitKey && floor.number < DUNGEON.defaultFloorCount) directions.push("down");
		const room = toRoom({
			...spec,
			id: m.roomId,
			factionKey: spec.factionId
		}, true, doors);
		const matched = matchMobs(spec.mobs, refs.get(m.roomId) ?? []);
		out.set(m.roomId, {
			roomId: m.roomId,
			floor: m.floor,
			current: {
				room,
				availableDirections: directions,
				position: {
					x: 50,
					y: 50
				}
			},
			fixtures: staticEntities({
				id: m.roomId,
				npcs: spec.npcs,
				features: spec.features
			}, doors),
			mobs: spec.mobs.map((s, i) => ({
				id: `mob-${matched.get(i) ?? s.key}`,
				ref: matched.get(i) ?? null,
				spec: s
			})),
			generated: true
		});
	}
	return out;
}
/** A replayed mob as a tactical entity at its home, with the health the log last gave it. */
function replayMobEntity(m, health, alive) {
	return mobEntity({
		...m.spec,
		id: m.ref ?? m.spec.key,
		health,
		isAlive: alive
	}, {
		x: m.spec.x,
		y: m.spec.y
	});
}
// web/src/state/replay.ts
var REPLAY = {
	/** A longer pause between two entries plays as this long. */
	maxGapMs: 2e3,
	/** Entries of one instant (a kill, its reward and a level-up) play this far apart, so each has a time to seek to. */
	minStepMs: 1,
	/**
	* A walk between two position samples plays in at most this long before the later one: samples are
	* taken every EVENT_LOG.positionSampleMs while the crawler moves, so a longer gap was mostly standing.
	*/
	walkWindowMs: EVENT_LOG.positionSampleMs * 1.5,
	/** The clock runs on this long after the last entry, so its numbers finish floating. */
	tailMs: FLOATER_MS,
	/** A swing keeps the target ring on its mob this long. */
	targetMs: 2e3,
	speeds: [
		1,
		2,
		4,
		8,
		16
	]
};
var ENTRY_FACING = {
	north: "north",
	south: "south",
	east: "east",
	west: "west"
};
/** The nearest of the eight facings to a movement. */
function facingToward(dx, dy, previous) {
	if (Math.hypot(dx, dy) < .01) return previous;
	const sector = Math.round(Math.atan2(dy, dx) / (Math.PI / 4));
	const sx = Math.round(Math.cos(sector * Math.PI / 4));
	const sy = Math.round(Math.sin(sector * Math.PI / 4));
	return FACINGS.find((f) => FACING[f].dx === sx && FACING[f].dy === sy) ?? previous;
}
function placesCrawler(e) {
	return e.kind === "entered_room" || e.kind === "sponsored" && e.data.roomId !== null;
}
function setsPosition(e) {
	return placesCrawler(e) || e.kind === "moved" || e.kind === "died";
}
function buildReplay(source) {
	const entries = [...source.entries].sort((a, b) => a.seq - b.seq);
	const frames = replayLog(entries);
	const times = [];
	const roomChanges = [];
	const setters = [];
	const facings = [];
	const mobEntries = /* @__PURE__ */ new Map();
	let deathIndex = null;
	let facing = "south";
	let name = "Crawler";
	entries.forEach((e, i) => {
		const prev = entries[i - 1];
		times.push(prev ? times[i - 1] + Math.min(REPLAY.maxGapMs, Math.max(REPLAY.minStepMs, e.at - prev.at)) : 0);
		if (placesCrawler(e)) roomChanges.push(i);
		if (setsPosition(e)) setters.push(i);
		if (e.kind === "sponsored") name = e.data.name;
		if (e.kind === "died") deathIndex = i;
		if (e.kind === "entered_room") facing = ENTRY_FACING[e.data.direction] ?? facing;
		if (e.kind === "moved" && i > 0) facing = facingToward(e.data.x - frames[i - 1].x, e.data.y - frames[i - 1].y, facing);
		facings.push(facing);
		if ((e.kind === "attacked" || e.kind === "was_attacked" || e.kind === "killed") && e.roomId !== null) {
			const list = mobEntries.get(e.roomId) ?? [];
			list.push(i);
			mobEntries.set(e.roomId, list);
		}
	});
	const last = times.at(-1);
	return {
		crawlerId: source.crawlerId,
		seed: source.seed,
		name,
		entries,
		frames,
		times,
		duration: last === void 0 ? 0 : last + REPLAY.tailMs,
		roomChanges,
		deathIndex,
		setters,
		facings,
		mobEntries
	};
}
/** The largest i below `length` with at(i) <= value, for `at` ascending (-1 when none). */
function lastAtOrBeforeBy(length, at, value) {
	let lo = 0;
	let hi = length - 1;
	let found = -1;
	while (lo <= hi) {
		const mid = lo + hi >> 1;
		if (at(mid) <= value) {
			found = mid;
			lo = mid + 1;
		} else hi = mid - 1;
	}
	return found;
}
var lastAtOrBefore = (list, value) => lastAtOrBeforeBy(list.length, (i) => list[i], value);
/** The entry on screen at playback time `time`: the last one that has happened (the first before it starts). */
function indexAtTime(replay, time) {
	return Math.max(0, lastAtOrBefore(replay.times, time));
}
/** The entry numbered `seq`, or the last one before it (the first when it is earlier than the log). */
function indexOfSeq(replay, seq) {
	return Math.max(0, lastAtOrBeforeBy(replay.entries.length, (i) => replay.entries[i].seq, seq));
}
/** The playback time of an entry. */
function timeOfIndex(replay, index) {
	return replay.times[Math.min(Math.max(0, index), replay.times.length - 1)] ?? 0;
}
/** The room change before `index` (the start of the current room when inside it), or null. */
function previousRoomChange(replay, index) {
	const i = lastAtOrBefore(replay.roomChanges, index - 1);
	return i < 0 ? null : replay.roomChanges[i];
}
/** The first room change after `index`, or null. */
function nextRoomChange(replay, index) {
	const i = lastAtOrBefore(replay.roomChanges, index) + 1;
	return replay.roomChanges[i] ?? null;
}
/** Where 'Jump to death' (or 'Jump to end' for a crawler that did not die) goes. */
function endIndex(replay) {
	return replay.deathIndex ?? Math.max(0, replay.entries.length - 1);
}
/** The crawler at playback time `time` (null for an empty log). */
function replayStateAt(replay, time) {
	if (replay.entries.length === 0) return null;
	const t = Math.min(Math.max(0, time), replay.duration);
	const index = indexAtTime(replay, t);
	const frame = replay.frames[index];
	const base = {
		time: t,
		index,
		entry: replay.entries[index],
		frame,
		x: frame.x,
		y: frame.y,
		facing: replay.facings[index]
	};
	const s = lastAtOrBefore(replay.setters, index);
	const from = s < 0 ? void 0 : replay.setters[s];
	const to = replay.setters[s + 1];
	if (from === void 0 || to === void 0) return base;
	const next = replay.entries[to];
	if (next.kind !== "moved" && next.kind !== "died" || next.roomId !== frame.roomId) return base;
	const target = replay.frames[to];
	const window = Math.min(REPLAY.walkWindowMs, replay.times[to] - replay.times[from]);
	const start = replay.times[to] - window;
	const u = window <= 0 ? 0 : Math.min(1, Math.max(0, (t - start) / window));
	if (u <= 0) return base;
	return {
		...base,
		x: frame.x + (target.x - frame.x) * u,
		y: frame.y + (target.y - frame.y) * u,
		facing: facingToward(target.x - frame.x, target.y - frame.y, base.facing)
	};
}
/**
* The mobs the log has named in the crawler's room up to `index`, by entity id ('mob-12'). A mob is
* gone from its death (the crawler's kill, or a swing that left it at 0) until it respawns
* (ROOM_SIM.mobRespawnMs later, as the room simulation does) or the log names it again.
*/
function mobStatesAt(replay, index) {
	const out = /* @__PURE__ */ new Map();
	const roomId = replay.frames[index]?.roomId ?? null;
	const list = roomId === null ? [] : replay.mobEntries.get(roomId) ?? [];
	for (const i of list) {
		if (i > index) break;
		const e = replay.entries[i];
		if (e.kind === "attacked" && parseEntityId(e.data.targetId)?.kind === "mob") {
			const dead = e.data.targetHealth <= 0;
			out.set(e.data.targetId, {
				health: Math.max(0, e.data.targetHealth),
				alive: !dead,
				diedAt: dead ? e.at : null
			});
		} else if (e.kind === "was_attacked" && parseEntityId(e.data.attackerId)?.kind === "mob") {
			const known = out.get(e.data.attackerId);
			out.set(e.data.attackerId, known?.alive ? known : {
				health: null,
				alive: true,
				diedAt: null
			});
		} else if (e.kind === "killed" && e.data.victimType === "mob") out.set(e.data.victimId, {
			health: 0,
			alive: false,
			diedAt: e.at
		});
	}
	const now = replay.entries[index]?.at ?? 0;
	const states = /* @__PURE__ */ new Map();
	for (const [id, m] of out) {
		const respawned = !m.alive && m.diedAt !== null && now - m.diedAt >= ROOM_SIM.mobRespawnMs;
		states.set(id, respawned ? {
			health: null,
			alive: true
		} : {
			health: m.health,
			alive: m.alive
		});
	}
	return states;
}
/**
* The entries of the crawler's room whose effects may still be on screen at `index` (those within
* FLOATER_MS of playback time before it, and it), oldest first.
*/
function recentEntries(replay, index, windowMs = FLOATER_MS) {
	const out = [];
	const roomId = replay.frames[index]?.roomId ?? null;
	const now = replay.times[index] ?? 0;
	for (let j = index; j >= 0 && now - replay.times[j] < windowMs; j--) if (replay.entries[j].roomId === roomId) out.push(j);
	return out.reverse();
}
/** The mob the crawler swung at last, within REPLAY.targetMs before `index` (null when none). */
function targetAt(replay, index) {
	for (const j of recentEntries(replay, index, REPLAY.targetMs).reverse()) {
		const e = replay.entries[j];
		if (e.kind === "attacked" && parseEntityId(e.data.targetId)?.kind === "mob") return e.data.targetId;
	}
	return null;
}
/** Real time from the first entry to `index` (ms): how long the crawler had lived. */
function elapsedMs(replay, index) {
	const first = replay.entries[0];
	const e = replay.entries[index];
	return first && e ? e.at - first.at : 0;
}
// web/src/state/replay-scene.ts
/** The player's own entity id in the log and on the canvas. */
var selfEntityId = (replay) => `crawler-${replay.crawlerId}`;
function floatersAt(replay, index, room) {
	const selfId = selfEntityId(replay);
	const here = replay.frames[index];
	const homes = new Map((room?.mobs ?? []).map((m) => [m.id, {
		x: m.spec.x,
		y: m.spec.y
	}]));
	const out = [];
	for (const j of recentEntries(replay, index)) {
		const e = replay.entries[j];
		const at = replay.times[j];
		const key = `e${e.seq}`;
		if (e.kind === "attacked") {
			const home = homes.get(e.data.targetId);
			out.push({
				key,
				entityId: e.data.targetId,
				...swingFloater({
					...e.data,
					onMe: false
				}),
				at,
				...home ? { fallback: home } : {}
			});
		} else if (e.kind === "was_attacked") out.push({
			key,
			entityId: selfId,
			...swingFloater({
				...e.data,
				onMe: true
			}),
			at,
			fallback: {
				x: here.x,
				y: here.y
			}
		});
		else if (e.kind === "leveled_up") out.push({
			key,
			entityId: selfId,
			text: `Level ${e.data.level}!`,
			tone: "critical",
			at,
			fallback: {
				x: here.x,
				y: here.y
			}
		});
	}
	return out;
}
/** The scene and the fight's view at entry `index`, from the log and the rebuilt rooms alone. */
function replayPicture(replay, rooms, index) {
	const frame = replay.frames[index];
	const room = frame?.roomId == null ? void 0 : rooms.get(frame.roomId);
	const dead = replay.deathIndex !== null && index >= replay.deathIndex;
	const view = {
		targetId: null,
		rangeUnits: null,
		selfId: selfEntityId(replay),
		selfHealth: frame ? {
			health: frame.health,
			maxHealth: frame.maxHealth
		} : null,
		speech: [],
		floaters: frame ? floatersAt(replay, index, room) : [],
		dead
	};
	if (!frame || !room) return {
		scene: null,
		view
	};
	const mobs = mobStatesAt(replay, index);
	const entities = [...room.fixtures];
	for (const m of room.mobs) {
		const state = mobs.get(m.id);
		if (state && !state.alive) continue;
		entities.push(replayMobEntity(m, state?.health ?? m.spec.maxHealth, true));
	}
	const scene = buildScene(room.current, {
		roomId: room.roomId,
		entities,
		tacticalEntities: []
	}, {
		name: replay.name,
		crawlerId: replay.crawlerId
	});
	const target = dead ? null : targetAt(replay, index);
	const targetShown = target !== null && parseEntityId(target) !== null && scene.characters.some((c) => c.id === target);
	return {
		scene,
		view: {
			...view,
			targetId: targetShown ? target : null
		}
	};
}
/** The player's frame at a state: where it stands and faces, and the door zone it is in. */
function replayFrame(state, room) {
	return {
		x: state.x,
		y: state.y,
		facing: state.facing,
		alpha: 1,
		doorZone: room ? doorZoneAt(state.x, state.y, room.current.availableDirections) : null,
		phase: "idle"
	};
}
// web/src/canvas/replay-painter.ts
/**
* Draws a replay with the live view's renderer (never a second one): the room and the fight at the
* entry the clock has reached, the player where the clock puts it. The picture is rebuilt only when
* the entry changes; the clock time is the renderer's `now`, so floating numbers and pulses follow
* playback, not the wall clock (the same time always draws the same frame).
*/
var ReplayPainter = class {
	renderer;
	replay;
	rooms;
	picture = null;
	constructor(renderer, replay, rooms) {
		this.renderer = renderer;
		this.replay = replay;
		this.rooms = rooms;
	}
	pictureAt(index) {
		if (this.picture?.index !== index) this.picture = {
			index,
			value: replayPicture(this.replay, this.rooms, index)
		};
		return this.picture.value;
	}
	/** Draws playback time `time`; answers the state drawn (null for an empty log) and whether a room was drawn. */
	draw(time, layoutOf, dpr, showGrid = true) {
		const state = replayStateAt(this.replay, time);
		if (!state) return {
			state,
			drawn: false
		};
		const { scene, view } = this.pictureAt(state.index);
		if (!scene) return {
			state,
			drawn: false
		};
		const room = state.frame.roomId === null ? void 0 : this.rooms.get(state.frame.roomId);
		this.renderer.render(scene, layoutOf(scene), dpr, replayFrame(state, room), showGrid, state.time, view);
		return {
			state,
			drawn: true
		};
	}
};
// web/src/routes/crawler/replay/replay-canvas.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Hosts the live view's three canvas layers for a replay. Each animation frame draws the clock's
* time through ReplayPainter (the live view's RoomRenderer); a frame already drawn is not drawn again.
* On a screen narrower than the room's smallest canvas (10 px a square), the canvas is scaled down
* to fit rather than scrolled: a replay is watched, not steered.
*/
function ReplayCanvas({ replay, rooms, clock, scene, label }) {
	const canvas = useWatchedCanvas(scene);
	const { staticRef, entityRef, overlayRef, latest } = canvas;
	(0, import_react.useEffect)(() => {
		const s = staticRef.current;
		const e = entityRef.current;
		const o = overlayRef.current;
		if (!s || !e || !o) return;
		const renderer = new RoomRenderer({
			static: s,
			entities: e,
			overlay: o
		});
		const painter = new ReplayPainter(renderer, replay, rooms);
		const layoutOf = (sc) => canvasLayout({
			widthFeet: sc.widthFeet,
			heightFeet: sc.heightFeet
		}, latest.current.available, latest.current.windowHeight);
		let raf = 0;
		let last = "";
		const tick = (now) => {
			const time = clock.timeAt(now);
			const dpr = Math.min(2, window.devicePixelRatio || 1);
			const { available, windowHeight, appearance: look } = latest.current;
			const key = `${time}|${available}|${windowHeight}|${dpr}|${look.palette.name}|${look.reducedMotion}`;
			if (key !== last) {
				last = key;
				renderer.setAppearance(look);
				const { state } = painter.draw(time, layoutOf, dpr);
				if (state) s.dataset.drawnSeq = String(state.entry.seq);
			}
			raf = requestAnimationFrame(tick);
		};
		raf = requestAnimationFrame(tick);
		return () => cancelAnimationFrame(raf);
	}, [
		replay,
		rooms,
		clock,
		staticRef,
		entityRef,
		overlayRef,
		latest
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WatchedCanvas, {
		canvas,
		label
	});
}
// web/src/routes/crawler/replay/replay-format.ts
/** A duration as '1h 02m 03s', '2m 05s' or '7s'. */
function formatDuration(ms) {
	const total = Math.max(0, Math.floor(ms / 1e3));
	const h = Math.floor(total / 3600);
	const m = Math.floor(total % 3600 / 60);
	const s = total % 60;
	const pad = (n) => String(n).padStart(2, "0");
	if (h > 0) return `${h}h ${pad(m)}m ${pad(s)}s`;
	if (m > 0) return `${m}m ${pad(s)}s`;
	return `${s}s`;
}
/** Playback position as 'm:ss'. */
function formatClock(ms) {
	const total = Math.max(0, Math.floor(ms / 1e3));
	return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}
// web/src/routes/crawler/replay/replay-text.ts
var REPLAY_TEXT = {
	loading: "Loading replay...",
	loadFailed: "Failed to load the replay",
	notFound: "Replay not found",
	notFoundDetail: "This crawler does not exist, or it is still alive and its replay is its sponsor's alone.",
	empty: "Nothing to replay yet",
	emptyDetail: "This crawler has no recorded events yet. Its story starts with its first step into the dungeon.",
	tryAgain: "Try Again",
	backHome: "Back to Home",
	report: "View Report",
	crawlerPage: "Back to Crawler",
	eyebrow: "REPLAY",
	play: "Play",
	pause: "Pause",
	previousRoom: "Previous room",
	nextRoom: "Next room",
	jumpToDeath: "Jump to death",
	jumpToEnd: "Jump to end",
	speed: "Playback speed",
	scrubber: "Event",
	events: "Events",
	showMoves: "Show movement",
	noRoom: "Not in a room yet",
	help: "Space plays and pauses. The slider steps through the events one by one (arrow keys, Page Up/Down, Home, End).",
	status: {
		dead: "Deceased",
		retired: "Retired",
		alive: "Alive"
	}
};
// web/src/routes/crawler/replay/replay-controls.tsx
/** Play/pause, the room and death jumps, the speeds and the scrubber (by event number). */
function ReplayControls({ replay, playback }) {
	const { index, playing, speed } = playback;
	const scrubberId = (0, import_react.useId)();
	const entry = replay.entries[index];
	const first = replay.entries[0].seq;
	const last = replay.entries.at(-1).seq;
	const previous = previousRoomChange(replay, index);
	const next = nextRoomChange(replay, index);
	const end = endIndex(replay);
	const died = replay.deathIndex !== null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col gap-3",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				role: "group",
				"aria-label": "Playback",
				className: "flex flex-wrap items-center gap-2",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						variant: "primary",
						size: "sm",
						onClick: playback.toggle,
						"aria-keyshortcuts": "Space",
						className: "min-w-20",
						children: [playing ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pause, { "aria-hidden": true }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Play, { "aria-hidden": true }), playing ? REPLAY_TEXT.pause : REPLAY_TEXT.play]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						size: "sm",
						onClick: () => previous !== null && playback.seek(previous),
						disabled: previous === null,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SkipBack, { "aria-hidden": true }), REPLAY_TEXT.previousRoom]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						size: "sm",
						onClick: () => next !== null && playback.seek(next),
						disabled: next === null,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SkipForward, { "aria-hidden": true }), REPLAY_TEXT.nextRoom]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						size: "sm",
						variant: died ? "destructive" : "secondary",
						onClick: () => playback.seek(end),
						disabled: index === end,
						children: [died ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skull, { "aria-hidden": true }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepForward, { "aria-hidden": true }), died ? REPLAY_TEXT.jumpToDeath : REPLAY_TEXT.jumpToEnd]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				role: "group",
				"aria-label": REPLAY_TEXT.speed,
				className: "flex flex-wrap items-center gap-1.5",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "mr-1 text-xs text-ash",
					"aria-hidden": true,
					children: "Speed"
				}), REPLAY.speeds.map((s) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					size: "sm",
					variant: s === speed ? "outline" : "ghost",
					"aria-pressed": s === speed,
					onClick: () => playback.setSpeed(s),
					className: "px-2.5",
					children: [s, "x"]
				}, s))]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-col gap-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex items-center justify-between gap-2 text-xs text-ash",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						htmlFor: scrubberId,
						children: [
							REPLAY_TEXT.scrubber,
							" ",
							entry.seq,
							" of ",
							last
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "font-mono",
						"aria-hidden": true,
						children: [
							formatClock(timeOfIndex(replay, index)),
							" / ",
							formatClock(replay.duration)
						]
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id: scrubberId,
					type: "range",
					min: first,
					max: last,
					step: 1,
					value: entry.seq,
					"aria-valuetext": `Event ${entry.seq} of ${last}: ${describeEntry(replay.name, entry)}`,
					onChange: (e) => playback.seek(indexOfSeq(replay, Number(e.currentTarget.value))),
					className: cn("w-full cursor-pointer rounded-full accent-gold-400", "focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:ring-offset-2 focus-visible:ring-offset-abyss focus-visible:outline-none")
				})]
			})
		]
	});
}
/** The entries the list shows: position samples only when asked for. */
function listedEntries(replay, showMoves) {
	const out = [];
	replay.entries.forEach((e, i) => {
		if (showMoves || e.kind !== "moved") out.push(i);
	});
	return out;
}
/** Which listed entry is current at `index` (the last listed at or before it), as a position in `listed`. */
function currentListed(listed, index) {
	let found = 0;
	for (let p = 0; p < listed.length && listed[p] <= index; p++) found = p;
	return found;
}
/**
* The log as text: the accessible view of what the canvas shows. Clicking an entry seeks to it; the
* current one is marked and kept in view inside the list (the page itself does not scroll).
*/
function ReplayEventList({ replay, index, onSeek }) {
	const [showMoves, setShowMoves] = (0, import_react.useState)(false);
	const toggleId = (0, import_react.useId)();
	const listed = (0, import_react.useMemo)(() => listedEntries(replay, showMoves), [replay, showMoves]);
	const current = currentListed(listed, index);
	const from = Math.max(0, current - 100);
	const to = Math.min(listed.length, current + 100 + 1);
	const listRef = (0, import_react.useRef)(null);
	const currentRef = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		const list = listRef.current;
		const item = currentRef.current?.parentElement;
		if (!list || !item) return;
		const top = item.offsetTop - list.offsetTop;
		if (top < list.scrollTop || top + item.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = Math.max(0, top - list.clientHeight / 3);
	}, [current, showMoves]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex min-h-0 flex-col gap-2",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-center justify-between gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					className: "font-display text-base font-bold text-gold-300",
					children: REPLAY_TEXT.events
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					htmlFor: toggleId,
					className: "flex items-center gap-2 text-xs text-ash",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						id: toggleId,
						type: "checkbox",
						checked: showMoves,
						onChange: (e) => setShowMoves(e.currentTarget.checked),
						className: "size-4 accent-gold-400"
					}), REPLAY_TEXT.showMoves]
				})]
			}),
			from > 0 || to < listed.length ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "text-xs text-ash",
				children: [
					"Showing ",
					from + 1,
					"–",
					to,
					" of ",
					listed.length,
					" events around the current one."
				]
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
				ref: listRef,
				"aria-label": REPLAY_TEXT.events,
				className: "max-h-80 overflow-y-auto rounded-md border border-rubble bg-abyss/60 p-1 lg:max-h-[28rem]",
				children: listed.slice(from, to).map((i, k) => {
					const e = replay.entries[i];
					const isCurrent = from + k === current;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						ref: isCurrent ? currentRef : void 0,
						onClick: () => onSeek(i),
						"aria-current": isCurrent ? "true" : void 0,
						className: cn("flex w-full items-baseline gap-2 rounded px-2 py-1 text-left text-sm transition-colors", "focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none", isCurrent ? "bg-gold-900/50 text-gold-100" : "text-bone/85 hover:bg-vault"),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "w-10 shrink-0 text-right font-mono text-xs text-ash",
							children: ["#", e.seq]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "min-w-0 break-words",
							children: describeEntry(replay.name, e)
						})]
					}) }, e.seq);
				})
			})
		]
	});
}
// web/src/routes/crawler/replay/replay-hud.tsx
/** What the crawler had at the current entry: where, its health, level, gold, and when. */
function ReplayHud({ frame, roomName, tick, elapsedMs, at }) {
	const when = new Date(at).toISOString().replace("T", " ").slice(0, 19);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col gap-3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HealthBar, {
			health: frame.health,
			maxHealth: frame.maxHealth
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
			className: "grid grid-cols-2 gap-x-3 gap-y-2 text-sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HudItem, {
					label: "Floor",
					value: String(frame.floor)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HudItem, {
					label: "Level",
					value: String(frame.level)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HudItem, {
					label: "Room",
					value: roomName,
					wide: true
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HudItem, {
					label: "Gold",
					value: String(frame.gold)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HudItem, {
					label: "Kills",
					value: String(frame.kills)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HudItem, {
					label: "Tick",
					value: String(tick)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HudItem, {
					label: "Time",
					value: formatDuration(elapsedMs),
					title: `${when} UTC`
				})
			]
		})]
	});
}
function HudItem({ label, value, wide, title }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: wide ? "col-span-2 min-w-0" : "min-w-0",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
			className: "text-xs text-ash",
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
			className: "font-mono break-words text-bone",
			title,
			children: value
		})]
	});
}
// web/src/state/playback-clock.ts
/**
* The replay's clock: playback time as a function of the wall clock, so the render loop reads the
* time of any frame without the clock being advanced frame by frame. Times are ms; `wallMs` is
* whatever monotonic clock the caller uses (performance.now() in the page, plain numbers in tests).
*/
var PlaybackClock = class {
	duration;
	base = 0;
	since = 0;
	running = false;
	rate = REPLAY.speeds[0];
	constructor(duration) {
		this.duration = duration;
	}
	get playing() {
		return this.running;
	}
	get speed() {
		return this.rate;
	}
	/** Playback time at `wallMs`, within 0..duration. */
	timeAt(wallMs) {
		const t = this.running ? this.base + (wallMs - this.since) * this.rate : this.base;
		return Math.min(this.duration, Math.max(0, t));
	}
	/** Whether playback has reached the end at `wallMs`. */
	ended(wallMs) {
		return this.timeAt(wallMs) >= this.duration;
	}
	/** Plays from where it is (from the start when it had ended). */
	play(wallMs) {
		if (this.running) return;
		this.base = this.ended(wallMs) ? 0 : this.timeAt(wallMs);
		this.since = wallMs;
		this.running = true;
	}
	pause(wallMs) {
		this.base = this.timeAt(wallMs);
		this.running = false;
	}
	/** Moves to `time`; keeps playing if it was. */
	seek(time, wallMs) {
		this.base = Math.min(this.duration, Math.max(0, time));
		this.since = wallMs;
	}
	setSpeed(speed, wallMs) {
		this.base = this.timeAt(wallMs);
		this.since = wallMs;
		this.rate = speed;
	}
};
// web/src/routes/crawler/replay/use-playback.ts
/**
* The replay's clock for React: the canvas reads the clock every frame; React hears only of a new
* entry (the HUD, the event text and the list change per entry, not per frame), of the end, and of
* what the controls did.
*/
function usePlayback(replay) {
	const clock = (0, import_react.useMemo)(() => new PlaybackClock(replay.duration), [replay]);
	const [index, setIndex] = (0, import_react.useState)(0);
	const [playing, setPlaying] = (0, import_react.useState)(false);
	const [speed, setSpeedState] = (0, import_react.useState)(clock.speed);
	(0, import_react.useEffect)(() => {
		if (!playing) return;
		let raf = 0;
		const tick = () => {
			const now = performance.now();
			setIndex(indexAtTime(replay, clock.timeAt(now)));
			if (clock.ended(now)) {
				clock.pause(now);
				setPlaying(false);
				return;
			}
			raf = requestAnimationFrame(tick);
		};
		raf = requestAnimationFrame(tick);
		return () => cancelAnimationFrame(raf);
	}, [
		playing,
		clock,
		replay
	]);
	const play = (0, import_react.useCallback)(() => {
		const now = performance.now();
		clock.play(now);
		setIndex(indexAtTime(replay, clock.timeAt(now)));
		setPlaying(true);
	}, [clock, replay]);
	const pause = (0, import_react.useCallback)(() => {
		clock.pause(performance.now());
		setPlaying(false);
	}, [clock]);
	return {
		clock,
		index,
		playing,
		speed,
		play,
		pause,
		toggle: (0, import_react.useCallback)(() => clock.playing ? pause() : play(), [
			clock,
			play,
			pause
		]),
		seek: (0, import_react.useCallback)((i) => {
			const target = Math.min(Math.max(0, i), replay.entries.length - 1);
			clock.seek(timeOfIndex(replay, target), performance.now());
			setIndex(target);
		}, [clock, replay]),
		setSpeed: (0, import_react.useCallback)((s) => {
			clock.setSpeed(s, performance.now());
			setSpeedState(s);
		}, [clock])
	};
}
// web/src/routes/crawler/replay/replay-screen.tsx
/** How the replay ends: dead, retired at a season's end, or still alive when the log was read. */
function replayOutcome(replay) {
	if (replay.deathIndex !== null) return "dead";
	return replay.frames.at(-1)?.alive === false ? "retired" : "alive";
}
/** Space plays and pauses, except where Space already means something (buttons, links, text, checkboxes). */
function useSpaceToggles(toggle) {
	(0, import_react.useEffect)(() => {
		const onKey = (e) => {
			if (e.key !== " " || e.repeat || e.altKey || e.ctrlKey || e.metaKey) return;
			const el = e.target instanceof HTMLElement ? e.target : null;
			const tag = el?.tagName;
			if (el?.isContentEditable || tag === "BUTTON" || tag === "A" || tag === "SELECT" || tag === "TEXTAREA" || tag === "INPUT" && el.type !== "range") return;
			e.preventDefault();
			toggle();
		};
		window.addEventListener("keydown", onKey);
		return () => window.removeEventListener("keydown", onKey);
	}, [toggle]);
}
function ReplayScreen({ crawlerId, page, viewer = "visitor" }) {
	const replay = (0, import_react.useMemo)(() => buildReplay({
		crawlerId: page.crawlerId,
		seed: page.seed,
		entries: page.entries
	}), [page]);
	const rooms = (0, import_react.useMemo)(() => replayRooms(page.seed, page.entries), [page]);
	const playback = usePlayback(replay);
	useSpaceToggles(playback.toggle);
	const outcome = replayOutcome(replay);
	const season = replay.entries[0]?.kind === "sponsored" ? replay.entries[0].data.seasonNumber : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-6xl px-4 py-6 sm:px-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
				"aria-label": "Crawler pages",
				className: "flex flex-wrap gap-2",
				children: [
					viewer === "visitor" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						asChild: true,
						variant: "ghost",
						size: "sm",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: "/",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(House, { "aria-hidden": true }), REPLAY_TEXT.backHome]
						})
					}) : null,
					viewer === "sponsor" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						asChild: true,
						variant: "ghost",
						size: "sm",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: `/crawler/${encodeURIComponent(crawlerId)}`,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, { "aria-hidden": true }), REPLAY_TEXT.crawlerPage]
						})
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						asChild: true,
						variant: "ghost",
						size: "sm",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: `/crawler/${encodeURIComponent(crawlerId)}/report`,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileText, { "aria-hidden": true }), REPLAY_TEXT.report]
						})
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: "mt-2",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "flex items-center gap-1.5 text-xs font-semibold tracking-[0.3em] text-gold-500",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Film, {
							"aria-hidden": true,
							className: "size-3.5"
						}), REPLAY_TEXT.eyebrow]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h1", {
						className: "mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 font-display text-2xl font-bold break-words text-bone sm:text-3xl",
						children: [replay.name, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
							variant: outcome === "dead" ? "destructive" : outcome === "alive" ? "live" : "stone",
							className: "font-sans",
							children: REPLAY_TEXT.status[outcome]
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "mt-1 text-sm text-ash",
						children: [
							"Crawler #",
							crawlerId,
							season !== null ? ` • Season ${season}` : "",
							" • ",
							replay.entries.length,
							" ",
							replay.entries.length === 1 ? "event" : "events"
						]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReplayBody, {
				replay,
				rooms,
				playback
			})
		]
	});
}
function ReplayBody({ replay, rooms, playback }) {
	const { index } = playback;
	const entry = replay.entries[index];
	const frame = replay.frames[index];
	const picture = (0, import_react.useMemo)(() => replayPicture(replay, rooms, index), [
		replay,
		rooms,
		index
	]);
	const roomName = (frame.roomId === null ? void 0 : rooms.get(frame.roomId))?.current.room.name ?? REPLAY_TEXT.noRoom;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
			"aria-labelledby": "replay-room-heading",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
				className: "flex flex-col gap-3 pt-5",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
						id: "replay-room-heading",
						className: "font-display text-lg font-bold break-words text-gold-300",
						children: [roomName, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "ml-2 align-middle font-sans text-xs font-semibold text-ash",
							children: ["Floor ", frame.floor]
						})]
					}),
					picture.scene ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReplayCanvas, {
						replay,
						rooms,
						clock: playback.clock,
						scene: picture.scene,
						label: describeScene(picture.scene)
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "rounded-lg border border-rubble bg-abyss px-4 py-16 text-center text-sm text-ash",
						children: REPLAY_TEXT.noRoom
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						"aria-live": playback.playing ? "off" : "polite",
						className: "min-h-10 rounded-md bg-abyss/60 px-3 py-2 text-sm break-words text-bone",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "mr-2 font-mono text-xs text-ash",
							children: ["#", entry.seq]
						}), describeEntry(replay.name, entry)]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReplayControls, {
						replay,
						playback
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-xs text-ash/80",
						children: REPLAY_TEXT.help
					})
				]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex min-w-0 flex-col gap-4",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
				"aria-label": "Crawler at this event",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, {
					className: "pt-5",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReplayHud, {
						frame,
						roomName,
						tick: entry.tick,
						elapsedMs: elapsedMs(replay, index),
						at: entry.at
					})
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, {
				className: "pt-5",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReplayEventList, {
					replay,
					index,
					onSeek: playback.seek
				})
			}) })]
		})]
	});
}
// web/src/routes/crawler/replay/replay-page.tsx
/** '/crawler/{id}/replay': public once the crawler is dead, its sponsor's while it lives (no sign-in guard). */
function ReplayPage() {
	const id = useCrawlerIdParam();
	usePageTitle(id ? `Replay • Crawler #${id}` : "Replay");
	if (!id) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MissingCrawlerId, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Replay, { crawlerId: id });
}
function Replay({ crawlerId }) {
	const log = useQuery({
		queryKey: eventLogQueryKey(crawlerId),
		queryFn: ({ signal }) => fetchWholeLog(crawlerId, signal),
		staleTime: 6e4
	});
	const mine = useCrawlers();
	const { isAuthenticated } = useAuth();
	const isSponsor = mine.data?.some((c) => String(c.id) === crawlerId) ?? false;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReplayStates, {
		crawlerId,
		pending: log.isPending,
		error: log.error,
		page: log.data,
		onRetry: () => void log.refetch(),
		viewer: isSponsor ? "sponsor" : isAuthenticated ? "signed-in" : "visitor"
	});
}
/** Every state of the screen, from the query's answer (the screen tests render each). */
function ReplayStates({ crawlerId, pending, error, page, onRetry, viewer = "visitor" }) {
	if (pending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
		label: REPLAY_TEXT.loading,
		className: "py-24"
	});
	if (error && isApiError(error) && (error.status === 404 || error.status === 400)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReplayNotFound, {});
	if (error || !page) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReplayLoadError, {
		message: error ? errorMessage(error) : void 0,
		onRetry
	});
	if (page.entries.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReplayEmpty, { crawlerId });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReplayScreen, {
		crawlerId,
		page,
		viewer
	});
}
function HomeButton() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		asChild: true,
		variant: "secondary",
		size: "sm",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
			to: "/",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(House, { "aria-hidden": true }), REPLAY_TEXT.backHome]
		})
	});
}
function ReplayNotFound() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "mx-auto max-w-xl px-4 py-12",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
			title: REPLAY_TEXT.notFound,
			message: REPLAY_TEXT.notFoundDetail,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeButton, {})
		})
	});
}
function ReplayLoadError({ message, onRetry }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "mx-auto max-w-xl px-4 py-12",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
			title: REPLAY_TEXT.loadFailed,
			message,
			onRetry,
			retryLabel: REPLAY_TEXT.tryAgain,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeButton, {})
		})
	});
}
function ReplayEmpty({ crawlerId }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Film, {
				"aria-hidden": true,
				className: "size-10 text-gold-500"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "font-display text-2xl font-bold text-bone",
				children: REPLAY_TEXT.empty
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm text-ash",
				children: REPLAY_TEXT.emptyDetail
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap justify-center gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					variant: "secondary",
					size: "sm",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						to: `/crawler/${encodeURIComponent(crawlerId)}/report`,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileText, { "aria-hidden": true }), REPLAY_TEXT.report]
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					variant: "ghost",
					size: "sm",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						to: "/",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, { "aria-hidden": true }), REPLAY_TEXT.backHome]
					})
				})]
			})
		]
	});
}
export { ReplayEmpty, ReplayLoadError, ReplayNotFound, ReplayPage, ReplayStates };

//# sourceMappingURL=replay-page-Ss2PkkJv.js.map