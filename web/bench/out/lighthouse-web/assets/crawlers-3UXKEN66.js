import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { X as useQuery, Y as queryOptions, at as useQueryClient, j as useAuth } from "./index-BiQ4OFOh.js";
import { n as require_react } from "./jsx-runtime-CgfO9KJ9.js";
import { n as LeaderboardEntry, r as REFRESH, t as Activity } from "./activity--pRhFCMO.js";
import { i as array } from "./zod-browser-Bv5tyGZO.js";
import { r as apiRequest } from "./http-Dp5NWYIR.js";
import { c as fetchCrawler, f as userStatusQueryKey, i as crawlersQueryKey, l as fetchCrawlers, n as candidatesQueryKey, r as crawlerQueryKey, s as fetchCandidates, u as fetchUserStatus } from "./crawler-api-Dqetrgs8.js";
// web/src/api/activity-api.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var activitiesQueryKey = ["activities"];
var leaderboardQueryKey = ["leaderboard", "crawlers"];
function fetchActivities(limit = 20, signal) {
	return apiRequest("GET", `/api/activities?limit=${limit}`, {
		schema: array(Activity),
		signal
	});
}
function fetchLeaderboard(signal) {
	return apiRequest("GET", "/api/leaderboards/crawlers", {
		schema: array(LeaderboardEntry),
		signal
	});
}
// web/src/state/crawlers.ts
var CRAWLER_RETRIES = 3;
var CRAWLER_RETRY_DELAY_MS = 1e3;
/** Spec 7: the user's crawlers, only when signed in, never retried. */
var crawlersQuery = queryOptions({
	queryKey: crawlersQueryKey,
	queryFn: ({ signal }) => fetchCrawlers(signal),
	retry: false
});
/** The crawler list for screens inside the signed-in app (header, dashboard, debug bar). */
function useCrawlers() {
	const { isAuthenticated } = useAuth();
	return useQuery({
		...crawlersQuery,
		enabled: isAuthenticated
	});
}
var candidatesQuery = queryOptions({
	queryKey: candidatesQueryKey,
	queryFn: ({ signal }) => fetchCandidates(signal),
	staleTime: 6e4
});
/** Spec 7: one crawler; retried 3 times with a 1 s delay and never cached. */
function crawlerQuery(id) {
	return queryOptions({
		queryKey: crawlerQueryKey(id),
		queryFn: ({ signal }) => fetchCrawler(id, signal),
		retry: CRAWLER_RETRIES,
		retryDelay: CRAWLER_RETRY_DELAY_MS,
		staleTime: 0,
		gcTime: 0
	});
}
var userStatusQuery = queryOptions({
	queryKey: userStatusQueryKey,
	queryFn: ({ signal }) => fetchUserStatus(signal),
	staleTime: 3e4
});
function useUserStatus() {
	const { isAuthenticated } = useAuth();
	return useQuery({
		...userStatusQuery,
		enabled: isAuthenticated
	});
}
var activitiesQuery = queryOptions({
	queryKey: [...activitiesQueryKey, 20],
	queryFn: ({ signal }) => fetchActivities(20, signal),
	refetchInterval: REFRESH.activityMs
});
var leaderboardQuery = queryOptions({
	queryKey: leaderboardQueryKey,
	queryFn: ({ signal }) => fetchLeaderboard(signal),
	refetchInterval: REFRESH.leaderboardMs
});
/**
* The crawler the debug actions work on: the user's active crawler when it is alive, otherwise the
* first living one (spec 4: a crawler counts as usable when isAlive is true).
*/
function pickActiveCrawler(crawlers, activeCrawlerId) {
	return crawlers.find((crawler) => crawler.id === activeCrawlerId && crawler.isAlive) ?? crawlers.find((crawler) => crawler.isAlive) ?? null;
}
/** After anything that changes who the user sponsors: lists, feed, ranking, sponsorship status, the user. */
function useRefreshSponsorData() {
	const queryClient = useQueryClient();
	const { refreshUser } = useAuth();
	return (0, import_react.useCallback)(async () => {
		await Promise.all([
			queryClient.invalidateQueries({ queryKey: crawlersQueryKey }),
			queryClient.invalidateQueries({ queryKey: candidatesQueryKey }),
			queryClient.invalidateQueries({ queryKey: activitiesQueryKey }),
			queryClient.invalidateQueries({ queryKey: leaderboardQueryKey }),
			queryClient.invalidateQueries({ queryKey: userStatusQueryKey }),
			refreshUser()
		]);
	}, [queryClient, refreshUser]);
}
export { pickActiveCrawler as a, useUserStatus as c, leaderboardQuery as i, candidatesQuery as n, useCrawlers as o, crawlerQuery as r, useRefreshSponsorData as s, activitiesQuery as t };

//# sourceMappingURL=crawlers-3UXKEN66.js.map