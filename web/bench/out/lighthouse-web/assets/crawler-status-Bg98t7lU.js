import { d as displayStatus } from "./vocabulary-DSixrbIf.js";
// web/src/components/crawler/crawler-status.ts
var STATUS_LABEL = {
	active: "Active",
	resting: "Resting",
	dead: "Dead",
	retired: "Retired",
	unknown: "Unknown"
};
/**
* Spec 2 crawler card: only an alive, active crawler can be entered; resting shows a disabled
* 'Recovering...', anything else a disabled 'Deceased'. A dead crawler never shows as active or
* resting, whatever its status field says.
*/
function crawlerCardState(crawler) {
	const status = displayStatus(crawler.status);
	if (crawler.isAlive && status === "active") return {
		status,
		tone: "active",
		label: STATUS_LABEL.active,
		action: "enter"
	};
	if (crawler.isAlive && status === "resting") return {
		status,
		tone: "resting",
		label: STATUS_LABEL.resting,
		action: "recovering"
	};
	return {
		status,
		tone: "down",
		label: crawler.isAlive || status === "retired" ? STATUS_LABEL[status] : STATUS_LABEL.dead,
		action: "deceased"
	};
}
var CARD_ACTION_TEXT = {
	enter: "Enter Crawler Mode",
	recovering: "Recovering...",
	deceased: "Deceased"
};
/** Spec 2 avatar rule: a generated image only when both name and serial are non-blank. */
function avatarSeed(name, serial) {
	const n = name?.trim() ?? "";
	const s = serial?.trim() ?? "";
	return n && s ? `${n}${s}` : null;
}
/** The text shown instead of an image: 'name [serial]' with the fallbacks 'Unknown' and '???'. */
function avatarFallbackText(name, serial) {
	return `${name?.trim() || "Unknown"} [${serial?.trim() || "???"}]`;
}
/** Health as a whole percentage of the maximum, 0..100 (0 when the maximum is not positive). */
function healthPercent(health, maxHealth) {
	if (maxHealth <= 0) return 0;
	return Math.round(Math.min(100, Math.max(0, health / maxHealth * 100)));
}
export { healthPercent as a, crawlerCardState as i, avatarFallbackText as n, avatarSeed as r, CARD_ACTION_TEXT as t };

//# sourceMappingURL=crawler-status-Bg98t7lU.js.map