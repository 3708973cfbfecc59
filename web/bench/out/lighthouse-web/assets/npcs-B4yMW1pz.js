import { n as attackRefusalToast } from "./combat-DiyS4SAM.js";
// web/src/state/combat-feedback.ts
function swingText(o) {
	if (o.dodged) return `${o.targetName} dodged your attack`;
	if (!o.hit) return `Missed ${o.targetName}`;
	const base = o.critical ? `Critical hit! Hit ${o.targetName} for ${o.damage} damage` : `Hit ${o.targetName} for ${o.damage} damage`;
	return o.killed ? `${base} and defeated it` : base;
}
/** A swing's floating number (canvas/frame.ts DamageFloater): the live room's and the replay's. */
function swingFloater(o) {
	return {
		text: o.dodged ? "Dodge" : o.hit ? `-${o.damage}` : "Miss",
		tone: o.onMe && o.hit ? "hurt" : o.critical ? "critical" : o.hit ? "hit" : "miss"
	};
}
/** 'Attack!' for one swing; 'Area Attack!' when one attack hit several targets. */
function attackToast(outcomes) {
	if (outcomes.length === 0) return null;
	if (outcomes.length === 1) return {
		title: "Attack!",
		description: swingText(outcomes[0])
	};
	const hits = outcomes.filter((o) => o.hit);
	const total = hits.reduce((sum, o) => sum + o.damage, 0);
	return {
		title: "Area Attack!",
		description: `Hit ${hits.length} of ${outcomes.length} targets for ${total} damage`
	};
}
function detailNumber(detail, key) {
	if (typeof detail !== "object" || detail === null) return null;
	const v = detail[key];
	return typeof v === "number" && Number.isFinite(v) ? v : null;
}
/** The server's refusal of an attack as a toast (the spec's three, plus our room rules). */
function refusalToast(reason, detail, intent = "attack") {
	if (intent === "dodge" && reason === "cooldown") return {
		title: "On Cooldown",
		description: `Dodge ready in ${((detailNumber(detail, "msLeft") ?? 0) / 1e3).toFixed(1)}s`
	};
	let refusal = null;
	if (reason === "cooldown") refusal = {
		ok: false,
		reason: "cooldown",
		msLeft: detailNumber(detail, "msLeft") ?? 0
	};
	else if (reason === "invalid_target") refusal = {
		ok: false,
		reason: "invalid_target"
	};
	else if (reason === "out_of_range") refusal = {
		ok: false,
		reason: "out_of_range",
		distance: detailNumber(detail, "distance") ?? 0,
		range: detailNumber(detail, "range") ?? 0
	};
	if (refusal) return attackRefusalToast(refusal);
	switch (reason) {
		case "safe_room": return {
			title: "Safe Room",
			description: "No fighting in a safe room"
		};
		case "pvp_not_allowed": return {
			title: "Invalid Target",
			description: "Crawlers can only fight each other in PVP rooms"
		};
		case "dead": return {
			title: "Cannot Act",
			description: "Your crawler is dead"
		};
		default: return {
			title: "Action Refused",
			description: reason.replace(/_/g, " ") || "The server refused the action"
		};
	}
}
/** Someone else's swing at someone else, as the canvas shows it with a floating number. */
function othersSwingText(note) {
	if (note.dodged) return `${note.targetName} dodged ${note.attackerName}`;
	if (!note.hit) return `${note.attackerName} misses ${note.targetName}`;
	return `${note.attackerName} ${note.critical ? "critically hits" : "hits"} ${note.targetName} for ${note.damage} damage`;
}
/**
* The room-events line for a live note, or null when it is not worth a line (movement ticks, or what
* the page logs itself: the player's own pick-ups and chests). Everything the canvas shows happening
* has a line (issue 19: the log is the canvas in words): every swing (others' at low priority),
* deaths, arrivals and departures, loot taken, chests opened and items spilled, rewards, level-ups.
*/
function liveNoteEvent(note, at) {
	switch (note.kind) {
		case "orders": return note.message ? {
			timestamp: at,
			type: "status",
			priority: "medium",
			message: note.message
		} : null;
		case "attacked": {
			const base = {
				timestamp: at,
				type: "combat",
				damage: note.damage
			};
			if (!note.mine && !note.onMe) return {
				...base,
				priority: "low",
				message: othersSwingText(note),
				entityId: note.targetId,
				entityName: note.targetName
			};
			if (note.mine) {
				const message = swingText({
					targetName: note.targetName,
					hit: note.hit,
					critical: note.critical,
					damage: note.damage,
					dodged: note.dodged
				});
				return {
					...base,
					priority: note.critical ? "high" : "medium",
					message,
					entityId: note.targetId,
					entityName: note.targetName
				};
			}
			const message = note.dodged ? `You dodged ${note.attackerName}` : note.hit ? `${note.attackerName} ${note.critical ? "critically hits" : "hits"} you for ${note.damage} damage` : `${note.attackerName} misses you`;
			return {
				...base,
				priority: note.hit ? "high" : "low",
				message,
				entityId: note.attackerId,
				entityName: note.attackerName
			};
		}
		case "died": return {
			timestamp: at,
			type: "death",
			priority: "high",
			message: note.me ? `You were killed by ${note.killerName}` : `${note.name} has been defeated!${note.killerName ? ` (by ${note.killerName})` : ""}`,
			entityId: note.id,
			entityName: note.name,
			killedBy: note.killerName,
			victimType: note.victimType
		};
		case "combat": return {
			timestamp: at,
			type: "status",
			priority: note.started ? "high" : "medium",
			message: note.started ? "Combat started!" : "Combat ended"
		};
		case "reward":
			if (!note.mine) return null;
			return {
				timestamp: at,
				type: "status",
				priority: "medium",
				message: `Gained ${note.xp} XP and ${note.gold} gold`
			};
		case "level_up":
			if (!note.mine) return null;
			return {
				timestamp: at,
				type: "status",
				priority: "high",
				message: `Level up! You reached level ${note.level}`
			};
		case "left": return {
			timestamp: at,
			type: "movement",
			priority: "low",
			message: `${note.name} left the room`,
			entityId: `crawler-${note.crawlerId}`,
			entityName: note.name
		};
		case "dodge": return {
			timestamp: at,
			type: "combat",
			priority: "low",
			message: "You dodge!"
		};
		case "respawned": return {
			timestamp: at,
			type: "discovery",
			priority: "medium",
			message: `${note.name} has returned`,
			entityId: note.id,
			entityName: note.name
		};
		case "picked_up":
			if (note.mine) return null;
			return {
				timestamp: at,
				type: "interaction",
				priority: "low",
				message: `${note.crawlerName} picked up ${note.itemName}`,
				entityId: `crawler-${note.crawlerId}`,
				entityName: note.crawlerName
			};
		case "container_opened":
			if (note.mine) return null;
			return {
				timestamp: at,
				type: "interaction",
				priority: "low",
				message: `${note.crawlerName} opened ${note.chestName}`,
				entityId: `crawler-${note.crawlerId}`,
				entityName: note.crawlerName
			};
		case "item_dropped": return {
			timestamp: at,
			type: "discovery",
			priority: "low",
			message: `${note.itemName} dropped to the floor`,
			entityName: note.itemName
		};
		default: return null;
	}
}
// game/dungeon/npcs.ts
var NPC_TITLES = {
	merchant: [
		"Peddler",
		"Trader",
		"Quartermaster",
		"Vendor",
		"Haggler"
	],
	guard: [
		"Sergeant",
		"Warden",
		"Sentry",
		"Constable",
		"Gatekeeper"
	],
	quest_giver: [
		"Elder",
		"Recruiter",
		"Middle Manager",
		"Hermit",
		"Oracle"
	],
	repair: [
		"Smith",
		"Tinker",
		"Mender",
		"Armourer",
		"Fixer"
	]
};
var NPC_FIRST_NAMES = [
	"Brindle",
	"Ottokar",
	"Marguerite",
	"Fennimore",
	"Ysolde",
	"Grub",
	"Hesper",
	"Tobiah",
	"Nim",
	"Agnes",
	"Bartleby",
	"Corwin",
	"Dagny",
	"Elspeth",
	"Fitch",
	"Gunnar",
	"Hollis",
	"Ines",
	"Jory",
	"Kestrel"
];
var NPC_SPEECH = {
	merchant: [
		"Finest gear on this floor! Also the only gear on this floor.",
		"Everything must go. Mostly because the last owner did.",
		"Prices include a small convenience fee. And a large one.",
		"No refunds, no returns, no questions about where it came from.",
		"Ah, a customer with a pulse! My favourite kind.",
		"Buy two potions, get the second at full price."
	],
	guard: [
		"Keep your weapon sheathed in here, crawler.",
		"Nothing gets past this door. Well, nothing with claws.",
		"Move along. The monsters are that way.",
		"I have been standing here since the last season. Nobody told me to stop.",
		"Trouble in this room and you answer to me.",
		"Sponsors pay me to watch. So I watch."
	],
	quest_giver: [
		"You there! You look expendable. I have a job for you.",
		"Bring me proof the boss below is dead and you will be well paid.",
		"Something has been stealing our supply crates. Find out what.",
		"The faction next door owes me money. Go and remind them.",
		"Legends speak of a vault on this floor. Legends exaggerate, but still.",
		"I would go myself, but I have a meeting."
	],
	repair: [
		"Dented armour? Cracked blade? I fix it all, eventually.",
		"Hand it over. Hmm. Who did this to you, and did they survive?",
		"Good as new, or at least as good as used.",
		"I do not do miracles, but I do discounts on rust removal.",
		"Keep your edge sharp and your receipts sharper.",
		"Another one back from the deep end. Let us see the damage."
	]
};
/** A display name such as 'Quartermaster Brindle', distinct from `taken` when it can be. */
function npcName(rng, role, taken) {
	let name = `${rng.pick(NPC_TITLES[role])} ${rng.pick(NPC_FIRST_NAMES)}`;
	for (let i = 0; i < NPC_FIRST_NAMES.length && taken.has(name); i++) name = `${rng.pick(NPC_TITLES[role])} ${rng.pick(NPC_FIRST_NAMES)}`;
	return name;
}
/**
* What the guard of a floor's entrance says instead of its role's lines: it is the first NPC every
* newcomer meets, so it tells how to move and fight, that rooms get harder away from the entrance,
* and that safe rooms heal. Keys are named as the defaults, since an account may rebind them.
*/
var ENTRANCE_GUARD_HINTS = [
	"New down here? Walk with W A S D or the arrow keys, or hold the D-pad on a phone.",
	"The further a room is from this entrance, the nastier whatever lives in it.",
	"Hurt? Rest in a safe room like this one and your wounds close.",
	"Pick a target with Tab or a tap, then Space to strike. Then wait for your arm to recover.",
	"Walk over loot to pick it up. Chests open with E when you stand beside them.",
	"Your sponsor pays for results, not for heroics. Come back alive."
];
/** Whether an NPC speaks the entrance hints: the guard of an entrance room. */
function givesHints(role, roomType) {
	return role === "guard" && roomType === "entrance";
}
/** The lines an NPC says, in a fixed order: its role's, or the hints for the entrance guard. */
function speechLines(role, roomType) {
	return givesHints(role, roomType) ? ENTRANCE_GUARD_HINTS : NPC_SPEECH[role];
}
/**
* One line the NPC says; a client passes its own counter or a seeded rng draw as `index`, and the
* room's type (where the NPC stands decides whether it gives hints).
*/
function speechLine(role, index, roomType) {
	const lines = speechLines(role, roomType);
	return lines[((Number.isFinite(index) ? Math.trunc(index) : 0) % lines.length + lines.length) % lines.length];
}
export { refusalToast as a, liveNoteEvent as i, speechLine as n, swingFloater as o, attackToast as r, npcName as t };

//# sourceMappingURL=npcs-B4yMW1pz.js.map