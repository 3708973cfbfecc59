// game/ladder.ts
var LADDER_CATEGORY = {
	deepest_floor: {
		label: "Deepest floor",
		unit: "floor"
	},
	gold: {
		label: "Gold",
		unit: "gold"
	},
	kills: {
		label: "Kills",
		unit: "kills"
	},
	survival: {
		label: "Longest survival",
		unit: "time"
	},
	explorer: {
		label: "Explorer",
		unit: "rooms"
	}
};
var LADDER_CATEGORIES = Object.keys(LADDER_CATEGORY);
function isLadderCategory(value) {
	return typeof value === "string" && Object.hasOwn(LADDER_CATEGORY, value);
}
export { LADDER_CATEGORY as n, isLadderCategory as r, LADDER_CATEGORIES as t };

//# sourceMappingURL=ladder-C3L1q9YB.js.map