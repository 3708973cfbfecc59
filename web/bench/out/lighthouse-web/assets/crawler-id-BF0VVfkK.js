import { F as useParams } from "./index-BiQ4OFOh.js";
// web/src/routes/crawler/crawler-id.ts
var MISSING_CRAWLER_ID_MESSAGE = "Error: Crawler ID not provided.";
/** The ':id' route param, or null when the route was reached without one. */
function useCrawlerIdParam() {
	const { id } = useParams();
	return id && id.trim() !== "" ? id : null;
}
export { useCrawlerIdParam as n, MISSING_CRAWLER_ID_MESSAGE as t };

//# sourceMappingURL=crawler-id-BF0VVfkK.js.map