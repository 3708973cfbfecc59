import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { n as require_react } from "./jsx-runtime-CgfO9KJ9.js";
import { i as DOOR_ZONE, m as ROOM, n as CANVAS } from "./constants-C4t9KvkL.js";
import { c as STANDARD_PALETTE, d as rarityColour, s as INK, u as floorColour } from "./display-settings-mqkRGLyp.js";
import { A as roomFeetOf, D as feetToSquares, F as DIRECTION, H as isDirection, M as squaresOf, h as facingAngle, q as toDisposition, x as stairsRect } from "./combat-DiyS4SAM.js";
// web/src/routes/crawler/use-layout-hooks.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Tailwind's lg breakpoint: three columns from here on (spec 2 "Desktop"). */
var DESKTOP_QUERY = "(min-width: 1024px)";
/** A media query's current answer; false while server rendering. */
function useMediaQuery(query) {
	const subscribe = (0, import_react.useCallback)((onChange) => {
		const list = window.matchMedia(query);
		list.addEventListener("change", onChange);
		return () => list.removeEventListener("change", onChange);
	}, [query]);
	return (0, import_react.useSyncExternalStore)(subscribe, () => window.matchMedia(query).matches, () => false);
}
/** The window's inner height, following resizes. */
function useWindowHeight(fallback = 800) {
	return (0, import_react.useSyncExternalStore)((onChange) => {
		window.addEventListener("resize", onChange);
		return () => window.removeEventListener("resize", onChange);
	}, () => window.innerHeight, () => fallback);
}
/**
* An element's content-box width, following resizes (0 until measured). Measured before the first
* paint, so what is sized from it (the room canvas) is never drawn at a guess and then resized.
*/
function useElementWidth(ref) {
	const [width, setWidth] = (0, import_react.useState)(0);
	(0, import_react.useLayoutEffect)(() => {
		const el = ref.current;
		if (!el) return;
		const observer = new ResizeObserver((entries) => {
			const entry = entries[0];
			if (entry) setWidth(Math.floor(entry.contentRect.width));
		});
		observer.observe(el);
		setWidth(Math.floor(el.getBoundingClientRect().width));
		return () => observer.disconnect();
	}, [ref]);
	return width;
}
// web/src/state/tactical-entities.ts
/** Names the spec lets repeat in one room (spec 5). */
var COMMON_CREATURE_NAMES = [
	"Goblin",
	"Orc",
	"Skeleton",
	"Spider",
	"Rat",
	"Wolf",
	"Bandit"
];
var REJECTED_NAMES = /* @__PURE__ */ new Set(["Unknown", "Unknown Entity"]);
var inPercent = (v) => typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= 100;
function entityName(entity) {
	const name = typeof entity.name === "string" && entity.name.trim() !== "" ? entity.name : entity.displayName;
	return typeof name === "string" ? name.trim() : "";
}
function healthOf(entity) {
	const h = entity.data.currentHealth ?? entity.data.hp;
	return typeof h === "number" && Number.isFinite(h) ? h : null;
}
/**
* Spec 5 entity acceptance for a mob or NPC: a non-empty name that is not the player's own and not
* 'Unknown'/'Unknown Entity'; x and y numbers within 0-100; a mob needs health above 0.
*/
function isAcceptableCharacter(entity, playerName) {
	if (typeof entity !== "object" || entity === null) return false;
	const e = entity;
	if (e.type !== "mob" && e.type !== "npc") return false;
	const name = entityName(e);
	if (!name || REJECTED_NAMES.has(name) || playerName !== null && name === playerName) return false;
	if (!e.position || !inPercent(e.position.x) || !inPercent(e.position.y)) return false;
	if (e.type === "mob") {
		const health = healthOf(e);
		if (health === null || health <= 0) return false;
	}
	return true;
}
/** The spec's duplicate rule: the same id, or the same type and name unless the name is common. */
function dedupe(items) {
	const ids = /* @__PURE__ */ new Set();
	const names = /* @__PURE__ */ new Set();
	const out = [];
	for (const item of items) {
		if (ids.has(item.id)) continue;
		const typeName = `${item.kind}:${item.name}`;
		if (!COMMON_CREATURE_NAMES.includes(item.name) && names.has(typeName)) continue;
		ids.add(item.id);
		names.add(typeName);
		out.push(item);
	}
	return out;
}
function toCharacter(entity, kind) {
	return {
		id: entity.id,
		kind,
		name: entityName(entity),
		x: entity.position.x,
		y: entity.position.y,
		disposition: kind === "player" ? "friendly" : toDisposition(entity.disposition ?? entity.data.disposition),
		health: healthOf(entity),
		maxHealth: typeof entity.data.maxHealth === "number" ? entity.data.maxHealth : null,
		isAlive: entity.isAlive,
		isBoss: entity.data.isBoss === true,
		level: typeof entity.data.level === "number" ? entity.data.level : null,
		role: entity.data.role ?? null,
		creatureType: entity.data.creatureType ?? null
	};
}
/**
* An obstacle's rectangle. With a size, the position is its top-left corner (as the dungeon's own
* features are stored, game/dungeon/types.ts FeatureSpec); without one, a small square centred on it.
*/
function obstacleRect(entity) {
	if (entity.size && entity.size.w > 0 && entity.size.h > 0) return {
		x: entity.position.x,
		y: entity.position.y,
		w: entity.size.w,
		h: entity.size.h
	};
	const half = 2;
	return {
		x: entity.position.x - half,
		y: entity.position.y - half,
		w: 4,
		h: 4
	};
}
/** Everything in a room, sorted into what the view draws; `self` is the player's own crawler. */
function roomContents(entities, self) {
	const characters = [];
	const loot = [];
	const obstacles = [];
	for (const entity of entities) {
		if (typeof entity !== "object" || entity === null || !entity.position) continue;
		switch (entity.type) {
			case "mob":
			case "npc":
				if (isAcceptableCharacter(entity, self.name)) characters.push(toCharacter(entity, entity.type));
				break;
			case "player": {
				const isSelf = self.crawlerId !== null && entity.data.crawlerId === self.crawlerId;
				const name = entityName(entity);
				if (!isSelf && name && name !== self.name && inPercent(entity.position.x) && inPercent(entity.position.y)) characters.push(toCharacter(entity, "player"));
				break;
			}
			case "loot":
				if (inPercent(entity.position.x) && inPercent(entity.position.y)) loot.push({
					id: entity.id,
					name: entityName(entity) || "Loot",
					x: entity.position.x,
					y: entity.position.y,
					rarity: entity.data.rarity ?? null,
					isContainer: entity.data.isContainer === true
				});
				break;
			case "wall":
			case "cover":
			case "door": obstacles.push({
				id: entity.id,
				kind: entity.type,
				name: entityName(entity),
				rect: obstacleRect(entity),
				direction: entity.data.direction ?? null
			});
		}
	}
	return {
		characters: dedupe(characters),
		loot,
		obstacles
	};
}
// web/src/canvas/marks.ts
/** Every kind of mark the tactical view draws, in the order its legend lists them. */
var MARK_KINDS = [
	"self",
	"hostile",
	"neutral",
	"friendly",
	"npc",
	"otherCrawler",
	"item",
	"chest"
];
var MARK = {
	self: {
		shape: "ringed-circle",
		inner: "facing",
		label: "You"
	},
	hostile: {
		shape: "triangle",
		inner: null,
		label: "Hostile"
	},
	neutral: {
		shape: "circle",
		inner: "bar",
		label: "Neutral"
	},
	friendly: {
		shape: "circle",
		inner: "plus",
		label: "Friendly"
	},
	npc: {
		shape: "square",
		inner: "role",
		label: "NPC"
	},
	otherCrawler: {
		shape: "hexagon",
		inner: null,
		label: "Other crawler"
	},
	item: {
		shape: "diamond",
		inner: null,
		label: "Item"
	},
	chest: {
		shape: "chest",
		inner: "lid",
		label: "Chest"
	}
};
/** The mark of a character the scene holds (a mob by its disposition). */
function characterMark(c) {
	if (c.kind === "player") return "otherCrawler";
	if (c.kind === "npc") return "npc";
	return c.disposition;
}
function lootMark(loot) {
	return loot.isContainer ? "chest" : "item";
}
/** A mark's fill and its name tag's colour in a palette (loot takes its rarity's colour). */
function markColours(kind, palette, rarityColour) {
	switch (kind) {
		case "self": return {
			fill: palette.self,
			label: palette.selfLabel
		};
		case "hostile": return {
			fill: palette.hostile,
			label: palette.hostileLabel
		};
		case "neutral": return {
			fill: palette.neutral,
			label: palette.neutralLabel
		};
		case "friendly": return {
			fill: palette.friendly,
			label: palette.friendly
		};
		case "npc": return {
			fill: palette.npc,
			label: palette.npc
		};
		case "otherCrawler": return {
			fill: palette.otherPlayer,
			label: palette.otherPlayerLabel
		};
		case "item":
		case "chest": {
			const colour = rarityColour ?? palette.rarity.common ?? palette.map.loot;
			return {
				fill: colour,
				label: colour
			};
		}
	}
}
/** A PVP room's floor is hatched, a safe room's sown with small crosses; PVP wins when both. */
function roomPattern(room) {
	if (room.isPvp) return "hatch";
	if (room.isSafe) return "crosses";
	return null;
}
var ROOM_GLYPHS = [
	"crown",
	"stairs",
	"arch",
	"coin",
	"chest",
	"moon",
	"star"
];
/** The map's sign for a room type; plain rooms (chambers, corridors, ...) have none. */
var ROOM_TYPE_GLYPH = {
	corridor: null,
	chamber: null,
	intersection: null,
	deadend: null,
	unknown: null,
	safe: null,
	entrance: "arch",
	exit: "stairs",
	treasure: "chest",
	boss: "crown",
	rest: "moon",
	shop: "coin",
	special: "star"
};
function roomTypeGlyph(type) {
	return Object.hasOwn(ROOM_TYPE_GLYPH, type) ? ROOM_TYPE_GLYPH[type] : null;
}
var ROOM_GLYPH_LABEL = {
	crown: "Boss",
	stairs: "Stairs down",
	arch: "Entrance",
	coin: "Shop",
	chest: "Treasure",
	moon: "Rest",
	star: "Special"
};
function regular(cx, cy, r, sides, rotation) {
	return Array.from({ length: sides }, (_, i) => {
		const a = rotation + i * Math.PI * 2 / sides;
		return {
			x: cx + Math.cos(a) * r,
			y: cy + Math.sin(a) * r
		};
	});
}
/** The outline of a shape of radius r centred on (cx, cy). */
function markOutline(shape, cx, cy, r) {
	switch (shape) {
		case "ringed-circle":
		case "circle": return {
			kind: "circle",
			r
		};
		case "triangle": return {
			kind: "polygon",
			points: regular(cx, cy + r * .15, r * 1.15, 3, -Math.PI / 2)
		};
		case "square": return {
			kind: "polygon",
			points: regular(cx, cy, r * 1.1, 4, Math.PI / 4)
		};
		case "hexagon": return {
			kind: "polygon",
			points: regular(cx, cy, r, 6, Math.PI / 6)
		};
		case "diamond": return {
			kind: "polygon",
			points: regular(cx, cy, r, 4, 0)
		};
		case "chest": return {
			kind: "rect",
			x: cx - r,
			y: cy - r * .75,
			w: r * 2,
			h: r * 1.5
		};
	}
}
/** The strokes of an inner sign (the role icon and the facing dot are drawn by the canvas itself). */
function markInnerSegments(inner, cx, cy, r) {
	const s = r * .55;
	switch (inner) {
		case "bar": return [[{
			x: cx - s,
			y: cy
		}, {
			x: cx + s,
			y: cy
		}]];
		case "plus": return [[{
			x: cx - s,
			y: cy
		}, {
			x: cx + s,
			y: cy
		}], [{
			x: cx,
			y: cy - s
		}, {
			x: cx,
			y: cy + s
		}]];
		case "lid": return [[{
			x: cx - r,
			y: cy - r * .15
		}, {
			x: cx + r,
			y: cy - r * .15
		}]];
		default: return [];
	}
}
/** The self mark's outer ring, a little wider than its body. */
var SELF_RING_SCALE = 1.45;
/** An outline as an SVG path (the legend and the map draw with it). */
function outlinePath(outline, cx, cy) {
	const f = (n) => Number(n.toFixed(2));
	switch (outline.kind) {
		case "circle": return `M${f(cx - outline.r)},${f(cy)}a${f(outline.r)},${f(outline.r)} 0 1,0 ${f(outline.r * 2)},0a${f(outline.r)},${f(outline.r)} 0 1,0 ${f(-outline.r * 2)},0Z`;
		case "rect": return `M${f(outline.x)},${f(outline.y)}h${f(outline.w)}v${f(outline.h)}h${f(-outline.w)}Z`;
		case "polygon": return `M${outline.points.map((p) => `${f(p.x)},${f(p.y)}`).join("L")}Z`;
	}
}
// web/src/canvas/scene.ts
/** A ground-list item as the loot the canvas draws ('item-N'; a 'container' category is a chest). */
function groundItemLoot(g) {
	const isContainer = g.equipment.equipmentType.category === "container";
	return {
		id: `${isContainer ? "chest" : "item"}-${g.id}`,
		name: g.equipment.name,
		x: g.positionX,
		y: g.positionY,
		rarity: g.equipment.rarity,
		isContainer
	};
}
/**
* The scene of a room. `tactical` is the room's entities (the live model's or the polled ones);
* `groundItems`, when the room's ground list has loaded, is the truth about loose items (chests still
* come from the entities).
*/
function buildScene(current, tactical, self, groundItems) {
	const { room, availableDirections } = current;
	const size = roomFeetOf(room);
	const forThisRoom = tactical && tactical.roomId === room.id ? tactical : void 0;
	const contents = roomContents(forThisRoom ? forThisRoom.entities.length > 0 ? forThisRoom.entities : forThisRoom.tacticalEntities : [], {
		name: self.name,
		crawlerId: self.crawlerId
	});
	return {
		roomId: room.id,
		name: room.name,
		description: room.description,
		type: room.type,
		isSafe: room.isSafe,
		isPvp: room.isPvp,
		environment: room.environment,
		widthFeet: size.w,
		heightFeet: size.h,
		doors: availableDirections.filter(isDirection),
		hasStairs: availableDirections.includes("down"),
		obstacles: contents.obstacles,
		characters: contents.characters,
		loot: groundItems ? mergeLoot(contents.loot, groundItems) : contents.loot,
		entitiesLoaded: forThisRoom !== void 0,
		playerName: self.name
	};
}
function mergeLoot(entities, groundItems) {
	const fromList = groundItems.map(groundItemLoot);
	const listed = new Set(fromList.map((l) => l.id));
	return [...entities.filter((l) => l.isContainer && !listed.has(l.id)), ...fromList];
}
/** The rectangles movement keeps clear of (spec 5: walls and doors; cover blocks too). */
function sceneObstacles(scene) {
	return scene.obstacles.map((o) => o.rect);
}
/** A key that changes whenever the static layer must be redrawn. */
function staticKey(scene, showGrid, width, height, dpr) {
	const obstacles = scene.obstacles.map((o) => `${o.kind}:${o.rect.x},${o.rect.y},${o.rect.w},${o.rect.h}`).join(";");
	return [
		scene.roomId,
		scene.environment,
		scene.isPvp,
		scene.isSafe,
		scene.widthFeet,
		scene.heightFeet,
		scene.doors.join(","),
		scene.hasStairs,
		obstacles,
		showGrid,
		width,
		height,
		dpr
	].join("|");
}
/** The canvas's accessible description: the room, its doors and what is in it. */
function describeScene(scene) {
	const parts = [`Tactical view of ${scene.name || "Unknown Room"}, ${scene.type} room${scene.isPvp ? " (PVP)" : ""}, ${scene.widthFeet} by ${scene.heightFeet} feet.`];
	parts.push(scene.doors.length > 0 ? `Doors: ${scene.doors.join(", ")}.` : "No doors.");
	if (scene.hasStairs) parts.push("Stairs down in the middle.");
	if (scene.entitiesLoaded) {
		const hostile = scene.characters.filter((c) => c.kind === "mob" && c.disposition === "hostile").length;
		const others = scene.characters.filter((c) => c.kind === "mob" && c.disposition !== "hostile").length;
		const npcs = scene.characters.filter((c) => c.kind === "npc").length;
		const players = scene.characters.filter((c) => c.kind === "player").length;
		const counts = [
			hostile ? `${hostile} hostile` : null,
			others ? `${others} neutral` : null,
			npcs ? `${npcs} ${npcs === 1 ? "NPC" : "NPCs"}` : null,
			players ? `${players} other ${players === 1 ? "crawler" : "crawlers"}` : null,
			scene.loot.length ? `${scene.loot.length} loot` : null
		].filter(Boolean);
		parts.push(counts.length > 0 ? `In the room: ${counts.join(", ")}.` : "Nothing else in the room.");
	}
	return parts.join(" ");
}
// web/src/canvas/sizing.ts
function canvasLayout(room, availableWidth, windowHeight) {
	const squares = squaresOf(room);
	const feet = roomFeetOf(room);
	const maxWidth = Math.max(1, Math.min(CANVAS.maxPx, Math.floor(availableWidth)));
	const maxHeight = Math.max(1, Math.min(CANVAS.maxPx, Math.floor(windowHeight * CANVAS.maxWindowHeightFraction)));
	const fit = Math.min(maxWidth / squares.w, maxHeight / squares.h);
	const pxPerSquare = Math.max(CANVAS.minPxPerSquare, fit);
	const width = Math.round(feetToSquares(feet.w) * pxPerSquare);
	const height = Math.round(feetToSquares(feet.h) * pxPerSquare);
	return {
		width,
		height,
		pxPerSquare,
		pxPerPercentX: width / 100,
		pxPerPercentY: height / 100,
		scrolls: width > maxWidth || height > maxHeight,
		maxWidth,
		maxHeight
	};
}
// web/src/canvas/draw-context.ts
/** Room-percent to canvas CSS pixels. */
function px(layout, x, y) {
	return {
		x: x * layout.pxPerPercentX,
		y: y * layout.pxPerPercentY
	};
}
/** Prepares a layer for drawing in CSS pixels on a high-density screen, cleared. */
function beginLayer(ctx, layout, dpr) {
	ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
	ctx.clearRect(0, 0, layout.width, layout.height);
}
/** A name tag: bone text on a dark pill, kept inside the canvas. */
function drawLabel(ctx, layout, text, cx, top, colour) {
	ctx.font = "600 11px ui-sans-serif, system-ui, sans-serif";
	const width = ctx.measureText(text).width + 8;
	const height = 15;
	const x = Math.min(Math.max(cx - width / 2, 1), layout.width - width - 1);
	const y = Math.min(Math.max(top - height, 1), layout.height - height - 1);
	ctx.fillStyle = "rgba(12, 10, 8, 0.78)";
	ctx.beginPath();
	ctx.roundRect(x, y, width, height, 4);
	ctx.fill();
	ctx.fillStyle = colour;
	ctx.textAlign = "left";
	ctx.textBaseline = "middle";
	ctx.fillText(text, x + 4, y + height / 2 + .5);
}
// web/src/canvas/entity-layer.ts
function entityRadius(layout) {
	return Math.max(6, Math.min(14, layout.pxPerSquare * .55));
}
/** Traces an outline as the current path (fill and stroke are the caller's). */
function trace(ctx, outline, cx, cy) {
	ctx.beginPath();
	if (outline.kind === "circle") ctx.arc(cx, cy, outline.r, 0, Math.PI * 2);
	else if (outline.kind === "rect") ctx.rect(outline.x, outline.y, outline.w, outline.h);
	else {
		outline.points.forEach((p, i) => i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y));
		ctx.closePath();
	}
}
/** The inner sign's strokes in the abyss ink, so they read on any fill. */
function strokeInner(ctx, segments, width, colour = INK.abyss) {
	if (segments.length === 0) return;
	ctx.strokeStyle = colour;
	ctx.lineWidth = width;
	ctx.lineCap = "round";
	ctx.beginPath();
	for (const [a, b] of segments) {
		ctx.moveTo(a.x, a.y);
		ctx.lineTo(b.x, b.y);
	}
	ctx.stroke();
	ctx.lineCap = "butt";
}
function drawLoot(ctx, layout, loot, palette) {
	const p = px(layout, loot.x, loot.y);
	const r = entityRadius(layout) * .7;
	const kind = lootMark(loot);
	const { fill, label } = markColours(kind, palette, rarityColour(loot.rarity, palette));
	trace(ctx, markOutline(MARK[kind].shape, p.x, p.y, r), p.x, p.y);
	if (kind === "chest") {
		ctx.fillStyle = "#6b4a2b";
		ctx.fill();
		ctx.strokeStyle = fill;
		ctx.lineWidth = 2;
		ctx.stroke();
		strokeInner(ctx, markInnerSegments(MARK.chest.inner, p.x, p.y, r), 2, fill);
	} else {
		ctx.fillStyle = fill;
		ctx.fill();
		ctx.strokeStyle = INK.abyss;
		ctx.lineWidth = 1.5;
		ctx.stroke();
	}
	drawLabel(ctx, layout, loot.name, p.x, p.y - r - 2, label);
}
function drawHealthBar(ctx, cx, top, width, health, maxHealth, palette) {
	const share = Math.max(0, Math.min(1, health / maxHealth));
	ctx.fillStyle = "rgba(12, 10, 8, 0.85)";
	ctx.fillRect(cx - width / 2 - 1, top - 1, width + 2, 6);
	ctx.fillStyle = share > .5 ? palette.healthHigh : share > .25 ? palette.healthMid : palette.healthLow;
	ctx.fillRect(cx - width / 2, top, width * share, 4);
}
/** A small glyph in an NPC's square for its role: coin, shield, exclamation mark, hammer. */
function drawRoleIcon(ctx, role, cx, cy, r) {
	ctx.save();
	ctx.fillStyle = INK.abyss;
	ctx.strokeStyle = INK.abyss;
	ctx.lineWidth = Math.max(1.5, r * .18);
	const s = r * .55;
	switch (role) {
		case "merchant":
			ctx.font = `800 ${Math.round(r * 1.2)}px ui-sans-serif, system-ui, sans-serif`;
			ctx.textAlign = "center";
			ctx.textBaseline = "middle";
			ctx.fillText("$", cx, cy + .5);
			break;
		case "guard":
			ctx.beginPath();
			ctx.moveTo(cx - s, cy - s);
			ctx.lineTo(cx + s, cy - s);
			ctx.lineTo(cx + s, cy);
			ctx.quadraticCurveTo(cx + s * .8, cy + s * .9, cx, cy + s * 1.2);
			ctx.quadraticCurveTo(cx - s * .8, cy + s * .9, cx - s, cy);
			ctx.closePath();
			ctx.stroke();
			break;
		case "quest_giver":
			ctx.font = `900 ${Math.round(r * 1.3)}px ui-sans-serif, system-ui, sans-serif`;
			ctx.textAlign = "center";
			ctx.textBaseline = "middle";
			ctx.fillText("!", cx, cy + .5);
			break;
		case "repair":
			ctx.fillRect(cx - s, cy - s, s * 1.4, s * .6);
			ctx.fillRect(cx - s * .15, cy - s * .4, s * .35, s * 1.6);
			break;
		default:
			ctx.font = `800 ${Math.round(r * 1.1)}px ui-sans-serif, system-ui, sans-serif`;
			ctx.textAlign = "center";
			ctx.textBaseline = "middle";
			ctx.fillText("?", cx, cy + .5);
	}
	ctx.restore();
}
function drawCharacter(ctx, layout, c, at, palette) {
	const p = px(layout, at.x, at.y);
	const base = entityRadius(layout);
	const r = c.isBoss ? base * 1.35 : base;
	const kind = characterMark(c);
	const { shape, inner } = MARK[kind];
	const colours = markColours(kind, palette);
	ctx.globalAlpha = c.isAlive ? 1 : .4;
	trace(ctx, markOutline(shape, p.x, p.y, r), p.x, p.y);
	ctx.fillStyle = colours.fill;
	ctx.fill();
	ctx.strokeStyle = c.isBoss ? palette.boss : INK.abyss;
	ctx.lineWidth = c.isBoss ? 2.5 : 1.5;
	ctx.stroke();
	if (inner === "role") drawRoleIcon(ctx, c.role, p.x, p.y, r);
	else strokeInner(ctx, markInnerSegments(inner, p.x, p.y, r), Math.max(1.5, r * .22));
	if ((c.kind === "mob" || c.kind === "player") && c.health !== null && c.maxHealth !== null && c.maxHealth > 0) drawHealthBar(ctx, p.x, p.y + r + 3, r * 2.2, c.health, c.maxHealth, palette);
	ctx.globalAlpha = 1;
	drawLabel(ctx, layout, c.isBoss ? `${c.name} (Boss)` : c.name, p.x, p.y - r - 3, c.kind === "npc" ? INK.bone : colours.label);
}
function drawPlayer(ctx, layout, frame, name, view, palette) {
	if (frame.alpha <= 0) return;
	const dead = view?.dead === true;
	const p = px(layout, frame.x, frame.y);
	const r = entityRadius(layout) * 1.05;
	ctx.globalAlpha = frame.alpha * (dead ? .45 : 1);
	const a = facingAngle(frame.facing);
	ctx.fillStyle = "rgba(242, 205, 102, 0.35)";
	ctx.beginPath();
	ctx.moveTo(p.x, p.y);
	ctx.arc(p.x, p.y, r * 2.1, a - .45, a + .45);
	ctx.closePath();
	ctx.fill();
	ctx.beginPath();
	ctx.arc(p.x, p.y, r * SELF_RING_SCALE, 0, Math.PI * 2);
	ctx.strokeStyle = palette.selfRing;
	ctx.lineWidth = 2;
	ctx.stroke();
	ctx.beginPath();
	ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
	ctx.fillStyle = palette.self;
	ctx.fill();
	ctx.lineWidth = 2.5;
	ctx.strokeStyle = INK.abyss;
	ctx.stroke();
	ctx.beginPath();
	ctx.arc(p.x + Math.cos(a) * r * .5, p.y + Math.sin(a) * r * .5, r * .28, 0, Math.PI * 2);
	ctx.fillStyle = INK.abyss;
	ctx.fill();
	const health = view?.selfHealth;
	if (health && health.maxHealth > 0) drawHealthBar(ctx, p.x, p.y + r + 3, r * 2.2, health.health, health.maxHealth, palette);
	drawLabel(ctx, layout, dead ? `${name} (dead)` : name, p.x, p.y - r * SELF_RING_SCALE - 2, palette.selfLabel);
	ctx.globalAlpha = 1;
}
function drawEntityLayer(ctx, layout, dpr, scene, frame, view, palette = STANDARD_PALETTE) {
	beginLayer(ctx, layout, dpr);
	for (const loot of scene.loot) drawLoot(ctx, layout, loot, palette);
	for (const c of scene.characters) drawCharacter(ctx, layout, c, frame.movers?.get(c.id) ?? c, palette);
	drawPlayer(ctx, layout, frame, scene.playerName, view, palette);
}
// web/src/canvas/frame.ts
/** How long a damage number floats. */
var FLOATER_MS = 1100;
var EMPTY_COMBAT_VIEW = {
	targetId: null,
	rangeUnits: null,
	selfId: null,
	selfHealth: null,
	speech: [],
	floaters: [],
	dead: false
};
// web/src/canvas/appearance.ts
var DEFAULT_APPEARANCE = {
	palette: STANDARD_PALETTE,
	reducedMotion: false
};
// web/src/canvas/static-layer.ts
var WALL_PX = 6;
/** A door zone in room-percent (spec 9): 5 deep from its edge, 35-65 along it. */
function doorZoneRect(direction) {
	const depth = DOOR_ZONE.edgePercent;
	const span = DOOR_ZONE.crossAxisMax - DOOR_ZONE.crossAxisMin;
	const from = DOOR_ZONE.crossAxisMin;
	switch (direction) {
		case "north": return {
			x: from,
			y: 0,
			w: span,
			h: depth
		};
		case "south": return {
			x: from,
			y: ROOM.percentMax - depth,
			w: span,
			h: depth
		};
		case "west": return {
			x: 0,
			y: from,
			w: depth,
			h: span
		};
		case "east": return {
			x: ROOM.percentMax - depth,
			y: from,
			w: depth,
			h: span
		};
	}
}
function drawGrid(ctx, layout) {
	const step = layout.pxPerSquare;
	ctx.lineWidth = 1;
	let i = 0;
	for (let x = 0; x <= layout.width + .5; x += step, i++) {
		ctx.strokeStyle = i % 5 === 0 ? "rgba(236, 228, 214, 0.14)" : "rgba(236, 228, 214, 0.06)";
		ctx.beginPath();
		ctx.moveTo(Math.round(x) + .5, 0);
		ctx.lineTo(Math.round(x) + .5, layout.height);
		ctx.stroke();
	}
	i = 0;
	for (let y = 0; y <= layout.height + .5; y += step, i++) {
		ctx.strokeStyle = i % 5 === 0 ? "rgba(236, 228, 214, 0.14)" : "rgba(236, 228, 214, 0.06)";
		ctx.beginPath();
		ctx.moveTo(0, Math.round(y) + .5);
		ctx.lineTo(layout.width, Math.round(y) + .5);
		ctx.stroke();
	}
}
/** The four outer walls, with a gap where each door is. */
function drawOuterWalls(ctx, layout, doors) {
	const { width: w, height: h } = layout;
	const a = DOOR_ZONE.crossAxisMin / 100;
	const b = DOOR_ZONE.crossAxisMax / 100;
	ctx.fillStyle = INK.flagstone;
	const segment = (horizontal, fixed, from, to) => {
		if (horizontal) ctx.fillRect(from, fixed, to - from, WALL_PX);
		else ctx.fillRect(fixed, from, WALL_PX, to - from);
	};
	const side = (direction, horizontal, fixed, length) => {
		if (doors.includes(direction)) {
			segment(horizontal, fixed, 0, length * a);
			segment(horizontal, fixed, length * b, length);
		} else segment(horizontal, fixed, 0, length);
	};
	side("north", true, 0, w);
	side("south", true, h - WALL_PX, w);
	side("west", false, 0, h);
	side("east", false, w - WALL_PX, h);
}
/** A door: posts at both ends of the opening, a threshold and a chevron pointing out. */
function drawDoor(ctx, layout, direction) {
	const zone = doorZoneRect(direction);
	const tl = px(layout, zone.x, zone.y);
	const br = px(layout, zone.x + zone.w, zone.y + zone.h);
	ctx.save();
	ctx.setLineDash([4, 3]);
	ctx.strokeStyle = "rgba(242, 205, 102, 0.45)";
	ctx.lineWidth = 1;
	ctx.strokeRect(tl.x + .5, tl.y + .5, br.x - tl.x - 1, br.y - tl.y - 1);
	ctx.restore();
	ctx.fillStyle = "rgba(228, 170, 43, 0.10)";
	ctx.fillRect(tl.x, tl.y, br.x - tl.x, br.y - tl.y);
	const horizontal = direction === "north" || direction === "south";
	ctx.fillStyle = INK.gold;
	const post = 8;
	if (horizontal) {
		const y = direction === "north" ? 0 : layout.height - post;
		ctx.fillRect(tl.x - 2, y, 4, post);
		ctx.fillRect(br.x - 2, y, 4, post);
	} else {
		const x = direction === "west" ? 0 : layout.width - post;
		ctx.fillRect(x, tl.y - 2, post, 4);
		ctx.fillRect(x, br.y - 2, post, 4);
	}
	const cx = (tl.x + br.x) / 2;
	const cy = (tl.y + br.y) / 2;
	const s = Math.max(4, Math.min(8, layout.pxPerSquare * .4));
	const { dx, dy } = DIRECTION[direction];
	ctx.strokeStyle = INK.goldLight;
	ctx.lineWidth = 2;
	ctx.beginPath();
	ctx.moveTo(cx - dx * s * .5 - dy * s, cy - dy * s * .5 - dx * s);
	ctx.lineTo(cx + dx * s * .5, cy + dy * s * .5);
	ctx.lineTo(cx - dx * s * .5 + dy * s, cy - dy * s * .5 + dx * s);
	ctx.stroke();
}
function drawObstacles(ctx, layout, scene) {
	for (const o of scene.obstacles) {
		const tl = px(layout, o.rect.x, o.rect.y);
		const w = o.rect.w * layout.pxPerPercentX;
		const h = o.rect.h * layout.pxPerPercentY;
		if (o.kind === "wall") {
			ctx.fillStyle = INK.flagstone;
			ctx.fillRect(tl.x, tl.y, w, h);
			ctx.fillStyle = "rgba(236, 228, 214, 0.12)";
			ctx.fillRect(tl.x, tl.y, w, Math.min(3, h));
			ctx.strokeStyle = INK.abyss;
			ctx.lineWidth = 1;
			ctx.strokeRect(tl.x + .5, tl.y + .5, w - 1, h - 1);
		} else if (o.kind === "cover") {
			ctx.fillStyle = "#5b4330";
			ctx.fillRect(tl.x, tl.y, w, h);
			ctx.strokeStyle = "#8a6a4a";
			ctx.lineWidth = 1.5;
			ctx.strokeRect(tl.x + 1, tl.y + 1, w - 2, h - 2);
			ctx.beginPath();
			ctx.moveTo(tl.x + 1, tl.y + 1);
			ctx.lineTo(tl.x + w - 1, tl.y + h - 1);
			ctx.moveTo(tl.x + w - 1, tl.y + 1);
			ctx.lineTo(tl.x + 1, tl.y + h - 1);
			ctx.stroke();
		}
	}
}
function drawStairs(ctx, layout) {
	const r = stairsRect();
	const tl = px(layout, r.x, r.y);
	const w = r.w * layout.pxPerPercentX;
	const h = r.h * layout.pxPerPercentY;
	ctx.fillStyle = INK.abyss;
	ctx.fillRect(tl.x, tl.y, w, h);
	const steps = 5;
	for (let i = 0; i < steps; i++) {
		const inset = i * Math.min(w, h) / (steps * 2.2);
		ctx.strokeStyle = `rgba(242, 205, 102, ${.85 - i * .14})`;
		ctx.lineWidth = 1.5;
		ctx.strokeRect(tl.x + inset + .5, tl.y + inset + .5, w - inset * 2 - 1, h - inset * 2 - 1);
	}
	ctx.fillStyle = INK.goldLight;
	ctx.font = "700 10px ui-sans-serif, system-ui, sans-serif";
	ctx.textAlign = "center";
	ctx.textBaseline = "top";
	ctx.fillText("STAIRS", tl.x + w / 2, tl.y + h + 3);
}
/** The floor pattern, faint enough that entities and labels stay legible over it. */
function drawFloorPattern(ctx, layout, pattern, palette) {
	ctx.save();
	if (pattern === "hatch") {
		ctx.strokeStyle = palette.pvp;
		ctx.globalAlpha = .22;
		ctx.lineWidth = 3;
		const step = 16;
		ctx.beginPath();
		for (let d = -layout.height; d < layout.width; d += step) {
			ctx.moveTo(d, 0);
			ctx.lineTo(d + layout.height, layout.height);
		}
		ctx.stroke();
	} else {
		ctx.strokeStyle = palette.safe;
		ctx.globalAlpha = .35;
		ctx.lineWidth = 2;
		const step = Math.max(28, layout.pxPerSquare * 3);
		const arm = 4;
		ctx.beginPath();
		for (let y = step / 2; y < layout.height; y += step) for (let x = step / 2; x < layout.width; x += step) {
			ctx.moveTo(x - arm, y);
			ctx.lineTo(x + arm, y);
			ctx.moveTo(x, y - arm);
			ctx.lineTo(x, y + arm);
		}
		ctx.stroke();
	}
	ctx.restore();
}
function drawStaticLayer(ctx, layout, dpr, scene, showGrid, palette = STANDARD_PALETTE) {
	beginLayer(ctx, layout, dpr);
	ctx.fillStyle = floorColour(scene.environment);
	ctx.fillRect(0, 0, layout.width, layout.height);
	const glow = ctx.createRadialGradient(layout.width / 2, layout.height / 2, 0, layout.width / 2, layout.height / 2, Math.max(layout.width, layout.height) * .7);
	glow.addColorStop(0, "rgba(228, 170, 43, 0.06)");
	glow.addColorStop(1, "rgba(0, 0, 0, 0.35)");
	ctx.fillStyle = glow;
	ctx.fillRect(0, 0, layout.width, layout.height);
	const pattern = roomPattern(scene);
	if (pattern) drawFloorPattern(ctx, layout, pattern, palette);
	if (showGrid) drawGrid(ctx, layout);
	drawOuterWalls(ctx, layout, scene.doors);
	for (const door of scene.doors) drawDoor(ctx, layout, door);
	drawObstacles(ctx, layout, scene);
	if (scene.hasStairs) drawStairs(ctx, layout);
}
// web/src/canvas/overlay-layer.ts
var LABEL = {
	north: "North door",
	south: "South door",
	east: "East door",
	west: "West door"
};
function drawDoorZone(ctx, layout, frame, now, still) {
	if (!frame.doorZone) return;
	const zone = doorZoneRect(frame.doorZone);
	const tl = px(layout, zone.x, zone.y);
	const br = px(layout, zone.x + zone.w, zone.y + zone.h);
	ctx.fillStyle = `rgba(242, 205, 102, ${.18 + .17 * (still ? 1 : .55 + .45 * Math.sin(now / 180))})`;
	ctx.fillRect(tl.x, tl.y, br.x - tl.x, br.y - tl.y);
	ctx.strokeStyle = INK.goldLight;
	ctx.lineWidth = 2;
	ctx.strokeRect(tl.x + 1, tl.y + 1, br.x - tl.x - 2, br.y - tl.y - 2);
	const text = LABEL[frame.doorZone] ?? "Door";
	ctx.font = "700 11px ui-sans-serif, system-ui, sans-serif";
	ctx.textBaseline = "middle";
	ctx.textAlign = "center";
	const cx = (tl.x + br.x) / 2;
	const cy = (tl.y + br.y) / 2;
	const ox = frame.doorZone === "west" ? 44 : frame.doorZone === "east" ? -44 : 0;
	const oy = frame.doorZone === "north" ? 18 : frame.doorZone === "south" ? -18 : 0;
	ctx.fillStyle = "rgba(12, 10, 8, 0.8)";
	const w = ctx.measureText(text).width + 10;
	ctx.fillRect(cx + ox - w / 2, cy + oy - 8, w, 16);
	ctx.fillStyle = INK.goldLight;
	ctx.fillText(text, cx + ox, cy + oy + .5);
}
/** The weapon's reach: room units are percent on each axis, so on a non-square room it is an ellipse. */
function drawRange(ctx, layout, frame, rangeUnits) {
	const p = px(layout, frame.x, frame.y);
	ctx.save();
	ctx.globalAlpha = frame.alpha;
	ctx.setLineDash([6, 5]);
	ctx.strokeStyle = "rgba(242, 205, 102, 0.55)";
	ctx.fillStyle = "rgba(242, 205, 102, 0.05)";
	ctx.lineWidth = 1.5;
	ctx.beginPath();
	ctx.ellipse(p.x, p.y, rangeUnits * layout.pxPerPercentX, rangeUnits * layout.pxPerPercentY, 0, 0, Math.PI * 2);
	ctx.fill();
	ctx.stroke();
	ctx.restore();
}
function positionOf(scene, frame, view, id) {
	if (id === view.selfId) return {
		x: frame.x,
		y: frame.y
	};
	const moved = frame.movers?.get(id);
	if (moved) return moved;
	const c = scene.characters.find((ch) => ch.id === id);
	return c ? {
		x: c.x,
		y: c.y
	} : null;
}
function drawTargetRing(ctx, layout, at, now, appearance) {
	const still = appearance.reducedMotion;
	const p = px(layout, at.x, at.y);
	const r = entityRadius(layout) * 1.75 + (still ? 0 : Math.sin(now / 160) * 1.5);
	ctx.save();
	ctx.strokeStyle = appearance.palette.danger;
	ctx.lineWidth = 2.5;
	ctx.beginPath();
	ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
	ctx.stroke();
	ctx.lineWidth = 2;
	for (let i = 0; i < 4; i++) {
		const a = i * Math.PI / 2 + (still ? Math.PI / 4 : now / 900);
		ctx.beginPath();
		ctx.moveTo(p.x + Math.cos(a) * (r - 4), p.y + Math.sin(a) * (r - 4));
		ctx.lineTo(p.x + Math.cos(a) * (r + 5), p.y + Math.sin(a) * (r + 5));
		ctx.stroke();
	}
	ctx.restore();
}
function wrap(ctx, text, maxWidth) {
	const words = text.split(/\s+/);
	const lines = [];
	let line = "";
	for (const word of words) {
		const next = line ? `${line} ${word}` : word;
		if (line && ctx.measureText(next).width > maxWidth) {
			lines.push(line);
			line = word;
		} else line = next;
	}
	if (line) lines.push(line);
	return lines.slice(0, 4);
}
function drawSpeech(ctx, layout, at, text) {
	const p = px(layout, at.x, at.y);
	ctx.save();
	ctx.font = "500 11px ui-sans-serif, system-ui, sans-serif";
	const lines = wrap(ctx, text, Math.min(180, layout.width * .45));
	const lineHeight = 13;
	const w = Math.max(...lines.map((l) => ctx.measureText(l).width)) + 12;
	const h = lines.length * lineHeight + 8;
	const gap = entityRadius(layout) + 20;
	const x = Math.min(Math.max(p.x - w / 2, 2), layout.width - w - 2);
	const above = p.y - gap - h > 2;
	const y = above ? p.y - gap - h : Math.min(p.y + gap, layout.height - h - 2);
	ctx.fillStyle = "rgba(236, 228, 214, 0.95)";
	ctx.strokeStyle = INK.abyss;
	ctx.lineWidth = 1;
	ctx.beginPath();
	ctx.roundRect(x, y, w, h, 6);
	ctx.fill();
	ctx.stroke();
	const tx = Math.min(Math.max(p.x, x + 8), x + w - 8);
	ctx.beginPath();
	if (above) {
		ctx.moveTo(tx - 5, y + h - .5);
		ctx.lineTo(tx, y + h + 6);
		ctx.lineTo(tx + 5, y + h - .5);
	} else {
		ctx.moveTo(tx - 5, y + .5);
		ctx.lineTo(tx, y - 6);
		ctx.lineTo(tx + 5, y + .5);
	}
	ctx.fill();
	ctx.fillStyle = INK.abyss;
	ctx.textAlign = "left";
	ctx.textBaseline = "top";
	lines.forEach((l, i) => ctx.fillText(l, x + 6, y + 4 + i * lineHeight));
	ctx.restore();
}
var floaterColour = (tone, appearance) => ({
	hit: INK.bone,
	critical: INK.goldLight,
	miss: INK.ash,
	hurt: appearance.palette.danger
})[tone];
function drawFloater(ctx, layout, at, text, tone, age, appearance) {
	const t = Math.min(1, Math.max(0, age / FLOATER_MS));
	const p = px(layout, at.x, at.y);
	ctx.save();
	ctx.globalAlpha = 1 - t * t;
	ctx.font = `800 ${tone === "critical" ? 16 : 13}px ui-sans-serif, system-ui, sans-serif`;
	ctx.textAlign = "center";
	ctx.textBaseline = "middle";
	ctx.lineWidth = 3;
	ctx.strokeStyle = INK.abyss;
	const y = p.y - entityRadius(layout) - 22 - (appearance.reducedMotion ? 0 : t * 26);
	ctx.strokeText(text, p.x, y);
	ctx.fillStyle = floaterColour(tone, appearance);
	ctx.fillText(text, p.x, y);
	ctx.restore();
}
function drawOverlayLayer(ctx, layout, dpr, scene, frame, now, view, appearance = DEFAULT_APPEARANCE) {
	beginLayer(ctx, layout, dpr);
	if (view && view.rangeUnits !== null && !view.dead && frame.phase === "idle") drawRange(ctx, layout, frame, view.rangeUnits);
	drawDoorZone(ctx, layout, frame, now, appearance.reducedMotion);
	if (!view) return;
	if (view.targetId) {
		const at = positionOf(scene, frame, view, view.targetId);
		if (at) drawTargetRing(ctx, layout, at, now, appearance);
	}
	for (const bubble of view.speech) {
		const at = positionOf(scene, frame, view, bubble.id);
		if (at) drawSpeech(ctx, layout, at, bubble.text);
	}
	for (const f of view.floaters) {
		const age = now - f.at;
		if (age < 0 || age > 1100) continue;
		const at = positionOf(scene, frame, view, f.entityId) ?? f.fallback ?? null;
		if (at) drawFloater(ctx, layout, at, f.text, f.tone, age, appearance);
	}
}
// web/src/canvas/room-renderer.ts
/**
* Draws the tactical room on three stacked canvases (STYLE: layered canvas). The static layer is
* redrawn only when its key changes; entities and overlay every frame. It only reads what it is given.
*/
var RoomRenderer = class {
	layers;
	contexts;
	lastStaticKey = "";
	appearance = DEFAULT_APPEARANCE;
	constructor(layers) {
		this.layers = layers;
		const s = layers.static.getContext("2d");
		const e = layers.entities.getContext("2d");
		const o = layers.overlay.getContext("2d");
		this.contexts = s && e && o ? {
			static: s,
			entities: e,
			overlay: o
		} : null;
	}
	/** The account's palette and motion setting; the next frame redraws the static layer in the new colours. */
	setAppearance(appearance) {
		this.appearance = appearance;
	}
	resize(layout, dpr) {
		for (const canvas of [
			this.layers.static,
			this.layers.entities,
			this.layers.overlay
		]) {
			const w = Math.round(layout.width * dpr);
			const h = Math.round(layout.height * dpr);
			if (canvas.width !== w) canvas.width = w;
			if (canvas.height !== h) canvas.height = h;
		}
	}
	render(scene, layout, dpr, frame, showGrid, now, view) {
		if (!this.contexts) return;
		const { palette } = this.appearance;
		const key = `${staticKey(scene, showGrid, layout.width, layout.height, dpr)}|${palette.name}`;
		if (key !== this.lastStaticKey) {
			this.resize(layout, dpr);
			drawStaticLayer(this.contexts.static, layout, dpr, scene, showGrid, palette);
			this.lastStaticKey = key;
		}
		drawEntityLayer(this.contexts.entities, layout, dpr, scene, frame, view, palette);
		drawOverlayLayer(this.contexts.overlay, layout, dpr, scene, frame, now, view, this.appearance);
	}
};
export { useWindowHeight as C, useMediaQuery as S, outlinePath as _, canvasLayout as a, DESKTOP_QUERY as b, sceneObstacles as c, ROOM_GLYPHS as d, ROOM_GLYPH_LABEL as f, markOutline as g, markInnerSegments as h, entityRadius as i, MARK as l, markColours as m, EMPTY_COMBAT_VIEW as n, buildScene as o, SELF_RING_SCALE as p, FLOATER_MS as r, describeScene as s, RoomRenderer as t, MARK_KINDS as u, roomTypeGlyph as v, useElementWidth as x, roomContents as y };

//# sourceMappingURL=room-renderer-8cp0pwH8.js.map