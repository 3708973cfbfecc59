import { c as number, i as array, l as object } from "./zod-browser-Bv5tyGZO.js";
import { n as Crawler, o as UserStatus, r as EffectResponse, t as Candidate } from "./crawler-BMq-rojx.js";
import { r as apiRequest } from "./http-Dp5NWYIR.js";
// web/src/api/crawler-api.ts
var crawlersQueryKey = ["crawlers"];
var candidatesQueryKey = ["crawler-candidates"];
var userStatusQueryKey = ["user", "status"];
var crawlerQueryKey = (id) => ["crawler", id];
function fetchCrawlers(signal) {
	return apiRequest("GET", "/api/crawlers", {
		schema: array(Crawler),
		signal
	});
}
function fetchCandidates(signal) {
	return apiRequest("GET", "/api/crawlers/candidates", {
		schema: array(Candidate),
		signal
	});
}
function fetchCrawler(id, signal) {
	return apiRequest("GET", `/api/crawlers/${encodeURIComponent(id)}`, {
		schema: Crawler,
		signal
	});
}
function fetchUserStatus(signal) {
	return apiRequest("GET", "/api/user/status", {
		schema: UserStatus,
		signal
	});
}
/** The create-crawler payload: the chosen candidate's fields copied exactly, plus the sponsorship kind. */
function createCrawlerBody(candidate, sponsorship) {
	return {
		name: candidate.name,
		serial: candidate.serial,
		stats: { ...candidate.stats },
		competencies: [...candidate.competencies],
		background: candidate.background,
		sponsorship
	};
}
function createCrawler(body) {
	return apiRequest("POST", "/api/crawlers", {
		body,
		schema: Crawler
	});
}
/** Debug: the Eyes of D'Bug scan effect (spec 9: scan range +100 for 10 minutes). */
function applyEyesOfDebug(crawlerId) {
	return apiRequest("POST", `/api/crawlers/${crawlerId}/apply-effect/eyes_of_debug`, { schema: EffectResponse });
}
var RegenerateRoomResponse = object({
	entitiesCount: number().int(),
	clearedGroundItems: number().int()
});
/** Debug: rebuilds a room's entities (spec 7: empty body). */
function regenerateRoom(roomId) {
	return apiRequest("POST", `/api/debug/regenerate-room/${roomId}`, { schema: RegenerateRoomResponse });
}
export { createCrawler as a, fetchCrawler as c, regenerateRoom as d, userStatusQueryKey as f, crawlersQueryKey as i, fetchCrawlers as l, candidatesQueryKey as n, createCrawlerBody as o, crawlerQueryKey as r, fetchCandidates as s, applyEyesOfDebug as t, fetchUserStatus as u };

//# sourceMappingURL=crawler-api-Dqetrgs8.js.map