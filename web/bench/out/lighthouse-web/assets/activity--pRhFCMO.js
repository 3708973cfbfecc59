import { a as boolean, c as number$1, d as string, l as object, m as _coercedNumber, n as _enum, t as ZodNumber } from "./zod-browser-Bv5tyGZO.js";
import { t as ACTIVITY_TYPE } from "./vocabulary-DSixrbIf.js";
// node_modules/zod/v4/classic/coerce.js
function number(params) {
	return _coercedNumber(ZodNumber, params);
}
// contract/activity.ts
/** Spec section 3, Activity. */
var Activity = object({
	id: number$1().int(),
	type: _enum(Object.values(ACTIVITY_TYPE)),
	message: string(),
	createdAt: string(),
	details: object({ results: object({ summary: string() }) }),
	crawler: object({
		id: number$1().int(),
		name: string(),
		health: number$1().int(),
		maxHealth: number$1().int()
	}).nullable()
});
object({ limit: number().int().min(1).max(100).default(20) }).strict();
/** Spec section 3, Leaderboard entry. */
var LeaderboardEntry = object({
	id: number$1().int(),
	name: string(),
	serial: string(),
	currentFloor: number$1().int(),
	level: number$1().int(),
	gold: number$1().int(),
	isAlive: boolean()
});
/** Client refresh rules (spec section 9). */
var REFRESH = {
	activityMs: 15e3,
	leaderboardMs: 3e4
};
/** Spec 9: seconds under 60, minutes under 1 h, hours under 1 d, else days. */
function formatAge(createdAt, now) {
	const seconds = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 1e3));
	if (seconds < 60) return `${seconds}s ago`;
	if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
	if (seconds < 86400) return `${Math.floor(seconds / 3600)}h ago`;
	return `${Math.floor(seconds / 86400)}d ago`;
}
export { number as a, formatAge as i, LeaderboardEntry as n, REFRESH as r, Activity as t };

//# sourceMappingURL=activity--pRhFCMO.js.map