import "./health-bar-BMpJPq4r.js";
import "./crawler-BMq-rojx.js";
var REPORT_STATUSES = Object.keys({
	alive: "alive",
	dead: "dead",
	retired: "retired"
});
/** '3d 4h', '2h 14m', '3m 12s', '45s': the two largest units, for a reader rather than a clock. */
function formatDuration(ms) {
	const s = Math.max(0, Math.floor(ms / 1e3));
	const units = [
		[Math.floor(s / 86400), "d"],
		[Math.floor(s % 86400 / 3600), "h"],
		[Math.floor(s % 3600 / 60), "m"],
		[s % 60, "s"]
	];
	const first = units.findIndex(([n]) => n > 0);
	if (first === -1) return "0s";
	return units.slice(first, first + 2).filter(([n], i) => i === 0 || n > 0).map(([n, u]) => `${n}${u}`).join(" ");
}
/** Where a crawler's report lives. */
function reportPath(crawlerId) {
	return `/crawler/${crawlerId}/report`;
}
export { formatDuration as n, reportPath as r, REPORT_STATUSES as t };

//# sourceMappingURL=report-DqRlmqZJ.js.map