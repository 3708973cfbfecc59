import { t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { M as Link } from "./index-BiQ4OFOh.js";
import { a as boolean, c as number, d as string, f as union, i as array, l as object, n as _enum, o as discriminatedUnion, p as unknown, r as _null, s as literal, u as record } from "./zod-browser-Bv5tyGZO.js";
import { p as PICKUP } from "./constants-C4t9KvkL.js";
import { t as DbId } from "./ids-CG-LdEhD.js";
import { B as NPC_ROLES, I as DIRECTIONS, L as ENCOUNTER_TYPES, R as ENTITY_TYPE, V as ROOM_TYPES, a as distance, z as ENVIRONMENTS } from "./combat-DiyS4SAM.js";
// contract/dungeon.ts
var import_jsx_runtime = require_jsx_runtime();
var roomTypes = ROOM_TYPES;
var environments = ENVIRONMENTS;
var directions = DIRECTIONS;
/** A move: the four doors, or 'down' for the stairs in an exit room. */
var MOVE_DIRECTIONS = [...DIRECTIONS, "down"];
var RoomLink = object({
	direction: _enum(directions),
	roomId: number().int()
});
/** Spec section 3, Room (with width/height in squares beside the feet). */
var Room = object({
	id: number().int(),
	name: string(),
	type: _enum(roomTypes),
	description: string(),
	environment: _enum(environments),
	widthFeet: number().int(),
	heightFeet: number().int(),
	width: number().int(),
	height: number().int(),
	floorId: number().int(),
	x: number().int(),
	y: number().int(),
	isSafe: boolean(),
	hasLoot: boolean(),
	isPvp: boolean(),
	isExplored: boolean(),
	factionId: string().nullable(),
	encounterType: _enum(ENCOUNTER_TYPES),
	connections: array(RoomLink)
});
/** GET /api/crawlers/:id/current-room */
var CurrentRoom = object({
	room: Room,
	availableDirections: array(_enum(MOVE_DIRECTIONS)),
	position: object({
		x: number(),
		y: number()
	})
});
object({ direction: _enum(MOVE_DIRECTIONS) }).strict();
/** Spec section 3, Room (simple, move response). */
var SimpleRoom = object({
	id: number().int(),
	name: string(),
	x: number().int(),
	y: number().int(),
	floorId: number().int()
});
/** POST /api/crawlers/:id/move. Refusals are 4xx { error, code, success: false }. */
var MoveResponse = object({
	success: literal(true),
	error: _null(),
	newRoom: SimpleRoom,
	floorChanged: boolean(),
	entry: object({
		direction: _enum(MOVE_DIRECTIONS),
		x: number(),
		y: number()
	})
});
/** A room on the map: explored (visited) or scanned (seen from afar). */
var MapRoom = object({
	id: number().int(),
	name: string(),
	x: number().int(),
	y: number().int(),
	floorId: number().int(),
	type: _enum(roomTypes),
	environment: _enum(environments),
	isSafe: boolean(),
	hasLoot: boolean(),
	isPvp: boolean(),
	isExplored: boolean(),
	factionId: string().nullable(),
	encounterType: string()
});
var RoomConnection = object({
	fromRoomId: number().int(),
	toRoomId: number().int(),
	direction: _enum(directions)
});
var MobsSummary = record(string(), object({
	hostileCount: number().int(),
	neutralCount: number().int(),
	playerCount: number().int()
}));
object({
	minX: number().int(),
	maxX: number().int(),
	minY: number().int(),
	maxY: number().int()
});
var Faction = object({
	id: string(),
	name: string(),
	color: string(),
	floor: number().int(),
	creatureTypes: array(string())
});
var entityTypes = Object.values(ENTITY_TYPE);
/** Spec section 3, Tactical entity; position in room percent 0-100. */
var TacticalEntity = object({
	id: string(),
	type: _enum([...entityTypes, "player"]),
	name: string(),
	displayName: string().optional(),
	position: object({
		x: number(),
		y: number()
	}),
	size: object({
		w: number(),
		h: number()
	}).optional(),
	disposition: _enum([
		"hostile",
		"neutral",
		"friendly"
	]).optional(),
	isAlive: boolean(),
	data: object({
		id: union([number(), string()]),
		currentHealth: number().optional(),
		maxHealth: number().optional(),
		hp: number().optional(),
		disposition: string().optional(),
		level: number().optional(),
		creatureType: string().optional(),
		role: _enum(NPC_ROLES).optional(),
		itemType: string().optional(),
		rarity: string().optional(),
		value: number().optional(),
		isContainer: boolean().optional(),
		itemCount: number().optional(),
		direction: string().optional(),
		isBoss: boolean().optional(),
		crawlerId: number().optional()
	})
});
/** GET /api/crawlers/:id/tactical-data (both keys, as the spec's client reads either). */
var TacticalData = object({
	roomId: number().int(),
	entities: array(TacticalEntity),
	tacticalEntities: array(TacticalEntity)
});
object({
	room: Room,
	entities: array(TacticalEntity),
	self: object({
		x: number(),
		y: number()
	})
});
/**
* GET /api/crawlers/:id/room-data-batch: everything the crawler page needs at once. Its `tactical`
* lists the entities once, under `entities` (`tacticalEntities` is empty): the list is most of the
* answer, and the client reads either key.
*/
var RoomDataBatch = object({
	currentRoom: CurrentRoom,
	tactical: TacticalData,
	exploredRooms: array(MapRoom),
	scannedRooms: array(MapRoom),
	connections: array(RoomConnection),
	mobsSummary: MobsSummary
});
object({
	entitiesCount: number().int(),
	clearedGroundItems: number().int()
});
/** Client poll intervals (spec section 7). */
var POLL = {
	currentRoomMs: 5e3,
	exploredMs: 5e3,
	scannedMs: 15e3,
	connectionsMs: 3e4,
	mobsSummaryMs: 15e3,
	floorRoomsMs: 6e4
};
// contract/realtime.ts
var finite = number().finite();
var targetId = string().regex(/^(mob|crawler)-\d{1,10}$/, "a target is mob-N or crawler-N");
discriminatedUnion("type", [
	object({
		type: literal("ping"),
		at: finite
	}).strict(),
	object({
		type: literal("join"),
		crawlerId: DbId
	}).strict(),
	object({
		type: literal("position"),
		x: finite,
		y: finite,
		seq: number().int().nonnegative()
	}).strict(),
	object({
		type: literal("attack"),
		targetId,
		seq: number().int().nonnegative()
	}).strict(),
	object({
		type: literal("dodge"),
		seq: number().int().nonnegative()
	}).strict(),
	object({
		type: literal("spectate"),
		crawlerId: DbId
	}).strict()
]);
/** A room event as sent to clients (game/room-sim events plus the server's own). */
var WireEvent = object({
	type: string(),
	tick: number().int()
}).passthrough();
var RoomSnapshot = object({
	type: literal("snapshot"),
	tick: number().int(),
	roomId: number().int(),
	crawlerId: number().int(),
	inCombat: boolean(),
	self: object({
		x: finite,
		y: finite,
		health: number(),
		maxHealth: number(),
		isAlive: boolean()
	}),
	entities: array(TacticalEntity)
});
/**
* How late a spectator sees a room (issue 19): long enough that watching a rival cannot be used to
* scout for a fight, short enough to feel live.
*/
var SPECTATE_DELAY_MS = 1e4;
var SPECTATE_END_REASONS = Object.values({
	disabled: "disabled",
	died: "died",
	gone: "gone"
});
/** Messages the server sends over /api/ws. Each room message carries the tick; clients drop stale ones. */
var ServerMessage = discriminatedUnion("type", [
	object({
		type: literal("hello"),
		userId: string()
	}),
	object({
		type: literal("pong"),
		at: number()
	}),
	object({
		type: literal("error"),
		error: string(),
		code: string()
	}),
	RoomSnapshot,
	object({
		type: literal("events"),
		tick: number().int(),
		roomId: number().int(),
		/** A tick's messages: when that tick was due (server wall clock, epoch ms); lets a client measure delivery delay. */
		at: number().optional(),
		events: array(WireEvent)
	}),
	object({
		type: literal("correction"),
		tick: number().int(),
		x: finite,
		y: finite,
		reason: string()
	}),
	object({
		type: literal("left_room"),
		roomId: number().int(),
		reason: string()
	}),
	object({
		type: literal("spectating"),
		crawlerId: number().int(),
		name: string(),
		delayMs: number().int()
	}),
	object({
		type: literal("spectate_room"),
		crawlerId: number().int(),
		current: CurrentRoom
	}),
	object({
		type: literal("spectate_ended"),
		crawlerId: number().int(),
		reason: _enum(SPECTATE_END_REASONS),
		error: string()
	})
]);
object({
	roomId: DbId,
	positionX: finite,
	positionY: finite,
	force: boolean().optional()
}).strict();
var PositionResponse = object({
	success: boolean(),
	x: number(),
	y: number(),
	corrected: boolean(),
	reason: string().optional()
});
object({ targetId }).strict();
var AttackResponse = object({
	success: boolean(),
	reason: string().optional(),
	detail: unknown().optional(),
	hit: boolean().optional(),
	critical: boolean().optional(),
	damage: number().optional(),
	targetHealth: number().optional(),
	killed: boolean().optional()
});
/**
* Socket refusals of our own (beside contract/errors.ts). stale_seq: a position, attack or dodge whose
* seq is not above the last one accepted on this socket since its join (positions and actions are two
* streams, each numbered by the client from 1): a replayed or reordered intent, ignored.
*/
var SocketErrorCode = {
	notJoined: "not_joined",
	notInRoom: "not_in_room",
	staleSeq: "stale_seq",
	/** An intent (or a join) from a socket that spectates: spectators only watch. */
	spectatorReadOnly: "spectator_read_only",
	/** The crawler's sponsor has turned spectating of it off. */
	spectatingDisabled: "spectating_disabled",
	crawlerDead: "crawler_dead"
};
object({ allowed: boolean() }).strict();
var SpectatingStatus = object({
	allowed: boolean(),
	watching: number().int().nonnegative()
});
// web/src/state/targeting.ts
var ATTACKABLE_ID = /^(mob|crawler)-\d{1,10}$/;
/** A character the server would accept as an attack target: a living mob or another crawler. */
function isTargetable(c) {
	return c.isAlive && (c.kind === "mob" || c.kind === "player") && ATTACKABLE_ID.test(c.id);
}
/** Living hostile mobs, nearest first (ties by id, so the order is stable). */
function hostileTargets(characters, self) {
	return characters.filter((c) => c.kind === "mob" && c.disposition === "hostile" && isTargetable(c)).map((c) => ({
		c,
		d: distance(self, c)
	})).sort((a, b) => a.d - b.d || a.c.id.localeCompare(b.c.id)).map(({ c }) => c);
}
/**
* Tab: the next hostile after the current target in nearest-first order, wrapping round; the nearest
* when nothing (or something not hostile) is targeted; null when no hostile is left.
*/
function cycleTarget(currentId, characters, self) {
	const list = hostileTargets(characters, self);
	if (list.length === 0) return null;
	return list[((currentId === null ? -1 : list.findIndex((c) => c.id === currentId)) + 1) % list.length] ?? null;
}
/** The current target if it still exists and lives; otherwise null (cleared). */
function resolveTarget(targetId, characters) {
	if (targetId === null) return null;
	return characters.find((c) => c.id === targetId && c.isAlive) ?? null;
}
/** 'Goblin 12/28 HP' (or just the name when its health is unknown). */
function healthLabel(c) {
	if (c.health === null) return c.name;
	return c.maxHealth !== null ? `${c.name} ${Math.max(0, Math.round(c.health))}/${Math.round(c.maxHealth)} HP` : `${c.name} ${Math.round(c.health)} HP`;
}
// game/pickup.ts
/** The two ways to pick something up, each with its own reach. */
var PICKUP_ROUTE = {
	/** An item from the room's ground list: 25 ft. */
	groundItem: "ground-item",
	/** A loot entity of the tactical data (an item, or a chest to open): 15 ft. */
	lootEntity: "loot-entity"
};
var PICKUP_REACH_FEET = {
	"ground-item": PICKUP.groundItemRadiusFeet,
	"loot-entity": PICKUP.lootEntityRadiusFeet
};
/** Distance in feet between two room-percent points (each axis scaled by the room's size). */
function feetBetween(a, b, room) {
	return Math.hypot((a.x - b.x) / 100 * room.widthFeet, (a.y - b.y) / 100 * room.heightFeet);
}
/** Whether an item at `item` is within reach of a crawler at `from` for this route. */
function withinPickupReach(from, item, room, route) {
	return feetBetween(from, item, room) <= PICKUP_REACH_FEET[route];
}
// web/src/state/pickup-sweep.ts
/**
* Where the server has the crawler, the point it measures reach from: its own player in the live
* room while the socket is up (the server's copy itself), else the newest position sent long enough
* ago to have been applied. A sent position the server clamped is not where it has the crawler:
* measured from there, walking past loot drew 400 too_far.
*/
function serverSidePosition(live, settled, roomId) {
	if (live && live.roomId === roomId) return {
		x: live.x,
		y: live.y
	};
	if (settled && settled.roomId === roomId) return {
		x: settled.x,
		y: settled.y
	};
	return null;
}
var groundItemKey = (id) => `item-${id}`;
/** 'item-12' → 12; 'chest-3' and anything else → null. */
function lootItemId(key) {
	const m = /^item-(\d{1,10})$/.exec(key);
	return m ? Number(m[1]) : null;
}
/** Whether a sweep may run now (500 ms apart). */
function sweepDue(now, lastSweepAt) {
	return lastSweepAt === null || now - lastSweepAt >= PICKUP.sweepIntervalMs;
}
/** The nearest item in reach that has not been tried, or null. */
function pickupCandidate(input) {
	if (!sweepDue(input.now, input.lastSweepAt)) return null;
	const options = [];
	if (input.groundItems) for (const g of input.groundItems) {
		if (g.equipment.equipmentType.category === "container") continue;
		const key = groundItemKey(g.id);
		if (input.attempted.has(key)) continue;
		const at = {
			x: g.positionX,
			y: g.positionY
		};
		if (withinPickupReach(input.self, at, input.room, PICKUP_ROUTE.groundItem)) options.push({
			route: PICKUP_ROUTE.groundItem,
			id: g.id,
			key,
			name: g.equipment.name,
			distanceFeet: feetBetween(input.self, at, input.room)
		});
	}
	else for (const l of input.lootEntities) {
		const id = l.isContainer ? null : lootItemId(l.id);
		if (id === null || input.attempted.has(l.id)) continue;
		if (withinPickupReach(input.self, l, input.room, PICKUP_ROUTE.lootEntity)) options.push({
			route: PICKUP_ROUTE.lootEntity,
			id,
			key: l.id,
			name: l.name,
			distanceFeet: feetBetween(input.self, l, input.room)
		});
	}
	options.sort((a, b) => a.distanceFeet - b.distanceFeet || a.id - b.id);
	return options[0] ?? null;
}
/** Spec 5: a pick-up is aborted when the item is no longer in the ground list (when there is one). */
function stillOnGround(target, groundItems) {
	if (!groundItems) return true;
	return groundItems.some((g) => groundItemKey(g.id) === target.key);
}
/** Spec 8: these messages also clear the local attempt and refetch the ground list. */
function isGoneMessage(message) {
	const m = message.toLowerCase();
	return m.includes("not found") || m.includes("already picked up") || m.includes("no longer exists");
}
/** The nearest unopened chest within reach (spec 9: 15 ft), or null. */
function chestInReach(self, loot, room) {
	let best = null;
	for (const l of loot) {
		if (!l.isContainer) continue;
		if (!withinPickupReach(self, l, room, PICKUP_ROUTE.lootEntity)) continue;
		const d = feetBetween(self, l, room);
		if (!best || d < best.distanceFeet) best = {
			...l,
			distanceFeet: d
		};
	}
	return best;
}
/** 'chest-3' → 3. */
function chestId(key) {
	const m = /^chest-(\d{1,10})$/.exec(key);
	return m ? Number(m[1]) : null;
}
// web/src/routes/crawler/tactical/entity-list.tsx
var KIND_TEXT = (c) => {
	if (c.kind === "player") return "crawler";
	if (c.kind === "npc") return c.role ? `NPC, ${c.role.replace(/_/g, " ")}` : "NPC";
	return c.isBoss ? `${c.disposition} boss` : c.disposition;
};
/** One line per thing in the room, e.g. 'Goblin 12/28 HP, hostile, 14 ft away, targeted'. */
function entityLine(c, self, scene, targetId, says) {
	const parts = [
		healthLabel(c),
		KIND_TEXT(c),
		`${Math.round(feetBetween(self, c, scene))} ft away`
	];
	if (c.id === targetId) parts.push("targeted");
	if (says) parts.push(`says: ${says}`);
	return parts.join(", ");
}
/** Another crawler's id ('crawler-7' -> 7), to watch it (issue 19); null for anything else. */
function otherCrawlerId(c) {
	const m = c.kind === "player" ? /^crawler-(\d+)$/.exec(c.id) : null;
	return m ? Number(m[1]) : null;
}
/**
* What the canvas shows, as text (for screen readers and tests): creatures, NPCs (with what they
* say), other crawlers and loot, each with health and distance. Visually hidden; not a live region
* (it changes at the server's tick rate); the events log announces what matters.
*/
function EntityList({ scene, self, targetId, bubbles }) {
	const characters = scene.characters.filter((c) => c.isAlive);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "sr-only focus-within:not-sr-only focus-within:mt-2 focus-within:block focus-within:rounded-md focus-within:bg-abyss/80 focus-within:p-2 focus-within:text-sm focus-within:text-bone",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
			id: "entities-heading",
			children: "Entities in room"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
			"aria-labelledby": "entities-heading",
			children: [
				characters.length === 0 && scene.loot.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Nothing else is here" }) : null,
				characters.map((c) => {
					const other = otherCrawlerId(c);
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						"data-entity-id": c.id,
						children: [entityLine(c, self, scene, targetId, bubbles.find((b) => b.id === c.id)?.text), other !== null ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [" ", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: `/watch/${other}`,
							className: "rounded-sm underline focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none",
							children: ["Watch ", c.name]
						})] }) : null]
					}, c.id);
				}),
				scene.loot.map((l) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					"data-entity-id": l.id,
					children: [
						l.name,
						", ",
						l.isContainer ? "chest" : "item",
						", ",
						Math.round(feetBetween(self, l, scene)),
						" ft away"
					]
				}, l.id))
			]
		})]
	});
}
// web/src/state/live-room.ts
var initialLiveRoom = {
	crawlerId: null,
	roomId: null,
	tick: -1,
	inCombat: false,
	self: null,
	entities: [],
	dead: false,
	version: 0
};
var crawlerEntityKey = (crawlerId) => `crawler-${crawlerId}`;
function nameOf(entities, id, selfKey) {
	if (id === selfKey) return "You";
	const e = entities.find((x) => x.id === id);
	return (e ? e.displayName?.trim() || e.name.trim() : "") || "Someone";
}
function withHealth(e, health) {
	const h = Math.max(0, health);
	return {
		...e,
		isAlive: h > 0,
		data: {
			...e.data,
			currentHealth: h,
			hp: h
		}
	};
}
var num = (v, fallback = 0) => typeof v === "number" && Number.isFinite(v) ? v : fallback;
var str = (v) => typeof v === "string" ? v : "";
/** Applies one room event to the model; returns the note it makes, if any. */
function applyEvent(state, event) {
	const selfKey = state.crawlerId === null ? null : crawlerEntityKey(state.crawlerId);
	const entities = state.entities;
	const update = (id, f) => entities.map((e) => e.id === id ? f(e) : e);
	switch (event.type) {
		case "moved": {
			const id = str(event.id);
			const x = num(event.x);
			const y = num(event.y);
			if (id === selfKey) return {
				state: state.self ? {
					...state,
					self: {
						...state.self,
						x,
						y
					}
				} : state,
				note: null
			};
			return {
				state: {
					...state,
					entities: update(id, (e) => ({
						...e,
						position: {
							x,
							y
						}
					}))
				},
				note: null
			};
		}
		case "attacked": {
			const attackerId = str(event.attackerId);
			const targetId = str(event.targetId);
			const targetHealth = num(event.targetHealth);
			const note = {
				kind: "attacked",
				attackerId,
				targetId,
				attackerName: nameOf(entities, attackerId, selfKey),
				targetName: nameOf(entities, targetId, selfKey),
				hit: event.hit === true,
				critical: event.critical === true,
				damage: num(event.damage),
				targetHealth,
				dodged: event.dodged === true,
				mine: attackerId === selfKey,
				onMe: targetId === selfKey
			};
			if (targetId === selfKey) {
				const self = state.self ? {
					...state.self,
					health: Math.max(0, targetHealth)
				} : state.self;
				return {
					state: {
						...state,
						self
					},
					note
				};
			}
			return {
				state: {
					...state,
					entities: update(targetId, (e) => withHealth(e, targetHealth))
				},
				note
			};
		}
		case "died": {
			const id = str(event.id);
			const killedBy = str(event.killedBy);
			const note = {
				kind: "died",
				id,
				name: nameOf(entities, id, selfKey),
				killedBy,
				killerName: nameOf(entities, killedBy, selfKey),
				victimType: event.victimType === "player" ? "player" : "mob",
				me: id === selfKey,
				byMe: killedBy === selfKey
			};
			if (id === selfKey) return {
				state: {
					...state,
					dead: true,
					self: state.self ? {
						...state.self,
						health: 0,
						isAlive: false
					} : state.self
				},
				note
			};
			return {
				state: {
					...state,
					entities: update(id, (e) => withHealth(e, 0))
				},
				note
			};
		}
		case "respawned": {
			const id = str(event.id);
			const next = update(id, (e) => ({
				...withHealth(e, num(event.health)),
				position: {
					x: num(event.x),
					y: num(event.y)
				}
			}));
			return {
				state: {
					...state,
					entities: next
				},
				note: {
					kind: "respawned",
					id,
					name: nameOf(entities, id, selfKey)
				}
			};
		}
		case "combat_started":
		case "combat_ended": {
			const started = event.type === "combat_started";
			return {
				state: {
					...state,
					inCombat: started
				},
				note: {
					kind: "combat",
					started
				}
			};
		}
		case "reward": {
			const crawlerId = num(event.crawlerId, -1);
			return {
				state,
				note: {
					kind: "reward",
					xp: num(event.xp),
					gold: num(event.gold),
					mobId: num(event.mobId),
					mine: crawlerId === state.crawlerId
				}
			};
		}
		case "level_up": {
			const crawlerId = num(event.crawlerId, -1);
			return {
				state,
				note: {
					kind: "level_up",
					crawlerId,
					level: num(event.level),
					mine: crawlerId === state.crawlerId
				}
			};
		}
		case "refused":
			if (num(event.crawlerId, -1) !== state.crawlerId) return {
				state,
				note: null
			};
			return {
				state,
				note: {
					kind: "refused",
					intent: str(event.intent),
					reason: str(event.reason),
					detail: event.detail ?? null
				}
			};
		case "joined": {
			const crawlerId = num(event.crawlerId, -1);
			if (crawlerId === state.crawlerId) return {
				state,
				note: null
			};
			return {
				state,
				note: {
					kind: "joined",
					crawlerId
				}
			};
		}
		case "left": {
			const crawlerId = num(event.crawlerId, -1);
			if (crawlerId === state.crawlerId) return {
				state,
				note: null
			};
			const id = crawlerEntityKey(crawlerId);
			const name = nameOf(entities, id, selfKey);
			return {
				state: {
					...state,
					entities: entities.filter((e) => e.id !== id)
				},
				note: {
					kind: "left",
					crawlerId,
					name
				}
			};
		}
		case "dodge_started":
			if (num(event.crawlerId, -1) !== state.crawlerId) return {
				state,
				note: null
			};
			return {
				state,
				note: {
					kind: "dodge",
					untilMs: num(event.untilMs)
				}
			};
		case "loot_changed": return {
			state,
			note: { kind: "loot_changed" }
		};
		case "item_picked_up": {
			const crawlerId = num(event.crawlerId, -1);
			return {
				state,
				note: {
					kind: "picked_up",
					crawlerId,
					crawlerName: str(event.crawlerName) || nameOf(entities, crawlerEntityKey(crawlerId), selfKey),
					itemName: str(event.itemName) || "an item",
					mine: crawlerId === state.crawlerId
				}
			};
		}
		case "container_opened": {
			const crawlerId = num(event.crawlerId, -1);
			return {
				state,
				note: {
					kind: "container_opened",
					crawlerId,
					crawlerName: nameOf(entities, crawlerEntityKey(crawlerId), selfKey),
					chestName: str(event.name) || "Chest",
					items: num(event.items),
					mine: crawlerId === state.crawlerId
				}
			};
		}
		case "item_dropped": return {
			state,
			note: {
				kind: "item_dropped",
				itemName: str(event.itemName) || "An item",
				x: num(event.x),
				y: num(event.y)
			}
		};
		case "standing_orders": return {
			state,
			note: {
				kind: "orders",
				message: str(event.message),
				mine: num(event.crawlerId, -1) === state.crawlerId
			}
		};
		default: return {
			state,
			note: null
		};
	}
}
/**
* One server message applied to the live room. Snapshots replace the model (a new room, or a newer
* tick of this one); events and corrections apply only to the current room at its tick or later.
*/
function applyServerMessage(state, message) {
	switch (message.type) {
		case "snapshot": {
			if (state.roomId === message.roomId && message.tick < state.tick) return {
				state,
				notes: []
			};
			const self = { ...message.self };
			return {
				state: {
					crawlerId: message.crawlerId,
					roomId: message.roomId,
					tick: message.tick,
					inCombat: message.inCombat,
					self,
					entities: message.entities,
					dead: state.dead || !self.isAlive,
					version: state.version + 1
				},
				notes: [{
					kind: "snapshot",
					roomId: message.roomId,
					self
				}]
			};
		}
		case "events": {
			if (message.roomId !== state.roomId || message.tick < state.tick) return {
				state,
				notes: []
			};
			let next = {
				...state,
				tick: message.tick
			};
			const notes = [];
			for (const event of message.events) {
				const { state: after, note } = applyEvent(next, event);
				next = after;
				if (note) notes.push(note);
			}
			return {
				state: {
					...next,
					version: state.version + 1
				},
				notes
			};
		}
		case "correction": {
			if (state.roomId === null || message.tick < state.tick) return {
				state,
				notes: []
			};
			const self = state.self ? {
				...state.self,
				x: message.x,
				y: message.y
			} : state.self;
			return {
				state: {
					...state,
					self,
					version: state.version + 1
				},
				notes: [{
					kind: "correction",
					x: message.x,
					y: message.y,
					reason: message.reason
				}]
			};
		}
		case "left_room": {
			if (message.roomId !== state.roomId && state.roomId !== null) return {
				state,
				notes: []
			};
			const note = {
				kind: "left_room",
				roomId: message.roomId,
				reason: message.reason
			};
			if (message.reason === "died" || message.reason === "retired") return {
				state: {
					...state,
					dead: true,
					inCombat: false,
					version: state.version + 1
				},
				notes: [note]
			};
			return {
				state: {
					...state,
					roomId: null,
					tick: -1,
					inCombat: false,
					entities: [],
					version: state.version + 1
				},
				notes: [note]
			};
		}
		case "error": return {
			state: message.code === "crawler_dead" ? {
				...state,
				dead: true,
				version: state.version + 1
			} : state,
			notes: [{
				kind: "error",
				error: message.error,
				code: message.code
			}]
		};
		case "hello":
		case "pong":
		case "spectating":
		case "spectate_room":
		case "spectate_ended": return {
			state,
			notes: []
		};
	}
}
/**
* The page's view of a new state: the previous view itself when nothing it shows changed. Most
* messages only advance the tick (or touch nothing on screen), and a new object would re-render the room.
*/
function liveRoomView(previous, state) {
	if (previous.roomId === state.roomId && previous.entities === state.entities && previous.self === state.self && previous.dead === state.dead) return previous;
	return {
		roomId: state.roomId,
		entities: state.entities,
		self: state.self,
		dead: state.dead
	};
}
/** The live model as tactical data for the room it is about (what buildScene reads); null before a snapshot. */
function liveTacticalData(state) {
	if (state.roomId === null) return null;
	return {
		roomId: state.roomId,
		entities: [...state.entities],
		tacticalEntities: []
	};
}
// web/src/api/room-socket.ts
var RECONNECT = {
	initialMs: 500,
	maxMs: 1e4,
	jitter: .25
};
/** A ping keeps idle connections (and proxies) awake. */
var PING_INTERVAL_MS = 25e3;
/** Delay before reconnect attempt `attempt` (0-based): 0.5 s doubling to 10 s, ±25 % jitter. */
function reconnectDelay(attempt, random = Math.random) {
	const base = Math.min(RECONNECT.maxMs, RECONNECT.initialMs * 2 ** Math.max(0, attempt));
	const spread = base * RECONNECT.jitter;
	return Math.round(Math.min(RECONNECT.maxMs, Math.max(0, base - spread + random() * spread * 2)));
}
/** ws:// or wss:// as the page itself, same host, the bearer token in the query (browsers cannot set headers). */
function socketUrl(location, token) {
	const scheme = location.protocol === "https:" ? "wss:" : "ws:";
	const query = token ? `?token=${encodeURIComponent(token)}` : "";
	return `${scheme}//${location.host}/api/ws${query}`;
}
var OPEN = 1;
var browserTimers = {
	set: (fn, ms) => setTimeout(fn, ms),
	clear: (h) => clearTimeout(h),
	every: (fn, ms) => setInterval(fn, ms),
	stop: (h) => clearInterval(h)
};
var RoomSocket = class {
	socket = null;
	attempt = 0;
	retry = null;
	ping = null;
	stopped = true;
	status = "closed";
	opts;
	timers;
	constructor(opts) {
		this.opts = opts;
		this.timers = opts.timers ?? browserTimers;
	}
	start() {
		if (!this.stopped) return;
		this.stopped = false;
		this.open();
	}
	stop() {
		this.stopped = true;
		if (this.retry !== null) this.timers.clear(this.retry);
		if (this.ping !== null) this.timers.stop(this.ping);
		this.retry = null;
		this.ping = null;
		const socket = this.socket;
		this.socket = null;
		if (socket) {
			socket.onopen = socket.onclose = socket.onerror = null;
			socket.onmessage = null;
			try {
				socket.close(1e3, "view closed");
			} catch {}
		}
		this.setStatus("closed");
	}
	get isOpen() {
		return this.status === "open" && this.socket?.readyState === OPEN;
	}
	/** Sends a message when the socket is open; false otherwise (the caller falls back to HTTP). */
	send(message) {
		if (!this.isOpen || !this.socket) return false;
		try {
			this.socket.send(JSON.stringify(message));
			return true;
		} catch {
			return false;
		}
	}
	/** Joins (or spectates) the crawler's room again: the server answers with a fresh snapshot of wherever it is. */
	rejoin() {
		return this.send({
			type: this.opts.spectate ? "spectate" : "join",
			crawlerId: this.opts.crawlerId
		});
	}
	setStatus(status) {
		if (this.status === status) return;
		this.status = status;
		this.opts.onStatus(status);
	}
	open() {
		if (this.stopped) return;
		this.setStatus("connecting");
		let socket;
		try {
			socket = (this.opts.createSocket ?? ((url) => new WebSocket(url)))(this.opts.url());
		} catch {
			this.scheduleReconnect();
			return;
		}
		this.socket = socket;
		socket.onopen = () => {
			this.attempt = 0;
			this.setStatus("open");
			this.rejoin();
			if (this.ping === null) this.ping = this.timers.every(() => void this.send({
				type: "ping",
				at: Date.now()
			}), PING_INTERVAL_MS);
		};
		socket.onmessage = (event) => {
			let data;
			try {
				data = JSON.parse(String(event.data));
			} catch {
				return;
			}
			const parsed = ServerMessage.safeParse(data);
			if (parsed.success) this.opts.onMessage(parsed.data);
			else console.warn("Unexpected live message", typeof data === "object" && data !== null ? data.type : typeof data);
		};
		socket.onerror = () => {};
		socket.onclose = () => {
			if (this.socket !== socket) return;
			this.socket = null;
			if (this.ping !== null) this.timers.stop(this.ping);
			this.ping = null;
			this.setStatus("closed");
			this.scheduleReconnect();
		};
	}
	scheduleReconnect() {
		if (this.stopped || this.retry !== null) return;
		const delay = reconnectDelay(this.attempt, this.opts.random);
		this.attempt += 1;
		this.retry = this.timers.set(() => {
			this.retry = null;
			this.open();
		}, delay);
	}
};
export { MobsSummary as A, PositionResponse as C, CurrentRoom as D, SpectatingStatus as E, TacticalData as F, POLL as M, RoomConnection as N, Faction as O, RoomDataBatch as P, AttackResponse as S, SocketErrorCode as T, feetBetween as _, initialLiveRoom as a, isTargetable as b, EntityList as c, chestInReach as d, isGoneMessage as f, sweepDue as g, stillOnGround as h, crawlerEntityKey as i, MoveResponse as j, MapRoom as k, entityLine as l, serverSidePosition as m, socketUrl as n, liveRoomView as o, pickupCandidate as p, applyServerMessage as r, liveTacticalData as s, RoomSocket as t, chestId as u, cycleTarget as v, SPECTATE_DELAY_MS as w, resolveTarget as x, healthLabel as y };

//# sourceMappingURL=room-socket-CkIS2kY8.js.map