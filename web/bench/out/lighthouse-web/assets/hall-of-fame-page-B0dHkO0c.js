import { C as CardHeader, D as Spinner, I as useSearchParams, M as Link, T as usePageTitle, X as useQuery, b as Card, g as ErrorPanel, w as CardTitle, x as CardContent, z as Skull } from "./index-BiQ4OFOh.js";
import { t as ArrowLeft } from "./arrow-left-DF22hpAP.js";
import { s as createLucideIcon, t as cn } from "./cn-B52nqGHH.js";
import { n as LADDER_CATEGORY, r as isLadderCategory, t as LADDER_CATEGORIES } from "./ladder-C3L1q9YB.js";
import { a as boolean, c as number$1, d as string, i as array, l as object, n as _enum } from "./zod-browser-Bv5tyGZO.js";
import { i as errorMessage, r as apiRequest } from "./http-Dp5NWYIR.js";
import { i as TabsTrigger, n as TabsContent, r as TabsList, t as Tabs } from "./tabs-A9_1nQLL.js";
import { n as podiumTone, t as podiumStyle } from "./podium-BPqhiCvE.js";
import { t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
// node_modules/lucide-react/dist/esm/icons/flag.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "flag",
	size: 24,
	node: [["path", {
		d: "M4 22V4a1 1 0 0 1 .4-.8A6 6 0 0 1 8 2c3 0 5 2 7.333 2q2 0 3.067-.8A1 1 0 0 1 20 4v10a1 1 0 0 1-.4.8A6 6 0 0 1 16 16c-3 0-5-2-8-2a6 6 0 0 0-4 1.528",
		key: "1jaruq"
	}]]
};
__iconData$1.node;
var Flag = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/landmark.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "landmark",
	size: 24,
	node: [
		["path", {
			d: "M10 18v-7",
			key: "wt116b"
		}],
		["path", {
			d: "M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949z",
			key: "yxxwt6"
		}],
		["path", {
			d: "M14 18v-7",
			key: "vav6t3"
		}],
		["path", {
			d: "M18 18v-7",
			key: "aexdmj"
		}],
		["path", {
			d: "M3 22h18",
			key: "8prr45"
		}],
		["path", {
			d: "M6 18v-7",
			key: "1ivflk"
		}]
	]
};
__iconData.node;
var Landmark = createLucideIcon(__iconData);
// contract/season.ts
var SeasonStatus = {
	live: "live",
	comingSoon: "coming-soon",
	ended: "ended"
};
object({
	id: number$1().int(),
	seasonNumber: number$1().int(),
	name: string(),
	description: string(),
	startDate: string(),
	endDate: string().nullable(),
	isActive: boolean(),
	status: _enum([
		SeasonStatus.live,
		SeasonStatus.comingSoon,
		SeasonStatus.ended
	])
});
/** GET /api/seasons: every season, oldest first. */
var SeasonSummary = object({
	seasonNumber: number$1().int(),
	name: string(),
	status: _enum([
		SeasonStatus.live,
		SeasonStatus.comingSoon,
		SeasonStatus.ended
	]),
	startDate: string(),
	endDate: string().nullable(),
	/** When its end was carried out (the ladder frozen into its hall of fame); null until then. */
	endedAt: string().nullable()
});
var SeasonList = array(SeasonSummary);
object({ number: string().regex(/^\d{1,9}$/, "must be a positive whole number").transform(Number).refine((n) => n >= 1, "out of range") }).strict();
object({ category: _enum(LADDER_CATEGORIES).optional() }).strict();
/** One place of a category's top, as it stood when the season ended. */
var HallOfFameEntry = object({
	/** Competition ranking (ties share a rank), as the ladder ranked it at the end. */
	rank: number$1().int().positive(),
	/** null when the crawler's row is gone (its sponsor's account was deleted); the name stays. */
	crawlerId: number$1().int().nullable(),
	name: string(),
	serial: string(),
	/** The category's value (game/ladder.ts; survival in ms). */
	value: number$1(),
	/** Alive when the season ended (it then retired); false: it had died. */
	survived: boolean()
});
var HallOfFame = object({
	season: SeasonSummary,
	categories: array(object({
		category: _enum(LADDER_CATEGORIES),
		entries: array(HallOfFameEntry)
	}))
});
// web/src/api/hall-of-fame-api.ts
var seasonsQueryKey = ["seasons"];
var hallOfFameQueryKey = (seasonNumber, category) => [
	"seasons",
	seasonNumber,
	"hall-of-fame",
	category
];
function fetchSeasons(signal) {
	return apiRequest("GET", "/api/seasons", {
		schema: SeasonList,
		signal
	});
}
function fetchHallOfFame(seasonNumber, category, signal) {
	return apiRequest("GET", `/api/seasons/${seasonNumber}/hall-of-fame?category=${encodeURIComponent(category)}`, {
		schema: HallOfFame,
		signal
	});
}
// web/src/routes/hall-of-fame/hall-of-fame-rules.ts
var HALL_OF_FAME_TEXT = {
	title: "Hall of Fame",
	kicker: "SEASON RECORDS",
	intro: "Every ended season's ladder, frozen the moment the season closed: the deepest, the richest, the deadliest, the longest-lived and the most curious crawlers of each.",
	loadingSeasons: "Loading seasons...",
	seasonsFailed: "Could not load the seasons",
	empty: "No season has ended yet",
	emptyDetail: "The first hall of fame is written when the current season ends. Until then, the crawlers are still making history.",
	loadingTop: "Loading the hall of fame...",
	topFailed: "Could not load the hall of fame",
	emptyCategory: "No crawler was ranked in this category.",
	backHome: "Back to Crawl to Fame",
	retired: "Retired",
	deceased: "Deceased"
};
/** Seasons with a hall of fame (their end carried out), newest first. */
function endedSeasons(seasons) {
	return seasons.filter((s) => s.endedAt !== null).sort((a, b) => b.seasonNumber - a.seasonNumber);
}
/** The season the address asks for when it has a hall of fame, else the newest that has one. */
function chosenSeason(ended, asked) {
	return ended.find((s) => String(s.seasonNumber) === asked) ?? ended[0] ?? null;
}
/** The category the address asks for, else the first of the ladder's. */
function chosenCategory(asked) {
	return isLadderCategory(asked) ? asked : LADDER_CATEGORIES[0];
}
var number = new Intl.NumberFormat("en-US");
var plural = (n, one, many) => `${number.format(n)} ${n === 1 ? one : many}`;
/** A duration in ms as its two largest units: '3d 4h', '4h 12m', '12m 5s', '45s'. */
function formatDuration(ms) {
	const total = Math.max(0, Math.floor(ms / 1e3));
	const parts = [
		[Math.floor(total / 86400), "d"],
		[Math.floor(total % 86400 / 3600), "h"],
		[Math.floor(total % 3600 / 60), "m"],
		[total % 60, "s"]
	];
	const first = parts.findIndex(([n]) => n > 0);
	if (first === -1) return "0s";
	return parts.slice(first, first + 2).filter(([n], i) => i === 0 || n > 0).map(([n, unit]) => `${n}${unit}`).join(" ");
}
/** A category's value as it reads in the list. */
function formatLadderValue(category, value) {
	switch (category) {
		case "deepest_floor": return `Floor ${number.format(value)}`;
		case "gold": return `${number.format(value)} gold`;
		case "kills": return plural(value, "kill", "kills");
		case "explorer": return plural(value, "room", "rooms");
		case "survival": return formatDuration(value);
	}
}
var dateFormat = new Intl.DateTimeFormat("en-US", {
	dateStyle: "medium",
	timeZone: "UTC"
});
/** 'Nov 21, 2026 – Dec 21, 2026' (UTC): when the season ran. */
function seasonSpan(season) {
	const end = season.endedAt ?? season.endDate;
	return `${dateFormat.format(new Date(season.startDate))} – ${end ? dateFormat.format(new Date(end)) : "open-ended"}`;
}
// web/src/routes/hall-of-fame/category-top.tsx
var import_jsx_runtime = require_jsx_runtime();
/** One category's frozen top of a season: loading, error with 'Try Again', empty, or the list. */
function CategoryTop({ seasonNumber, category }) {
	const top = useQuery({
		queryKey: hallOfFameQueryKey(seasonNumber, category),
		queryFn: ({ signal }) => fetchHallOfFame(seasonNumber, category, signal),
		staleTime: Infinity
	});
	const label = LADDER_CATEGORY[category].label;
	if (top.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		role: "status",
		"aria-label": HALL_OF_FAME_TEXT.loadingTop,
		className: "flex flex-col gap-2",
		children: [
			0,
			1,
			2,
			3
		].map((i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-12 animate-pulse rounded-lg border border-rubble bg-vault/60" }, i))
	});
	if (top.error) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
		title: HALL_OF_FAME_TEXT.topFailed,
		message: errorMessage(top.error),
		onRetry: () => void top.refetch()
	});
	const entries = top.data.categories.find((c) => c.category === category)?.entries ?? [];
	if (!entries.length) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-6 text-center text-sm text-ash",
		children: HALL_OF_FAME_TEXT.emptyCategory
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
		"aria-label": `${label}: the top ${entries.length}`,
		className: "flex flex-col gap-2",
		children: entries.map((e, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EntryRow, {
			entry: e,
			category
		}, `${e.rank}-${i}`))
	});
}
function EntryRow({ entry, category }) {
	const tone = podiumTone(entry.rank);
	const name = entry.name;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: "flex items-center gap-3 rounded-lg border border-rubble bg-abyss/40 p-2.5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: cn("flex size-8 shrink-0 items-center justify-center rounded-full border font-mono text-sm font-bold", tone ? podiumStyle[tone].chip : "border-rubble bg-vault text-ash"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "sr-only",
					children: "Rank "
				}), entry.rank]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "min-w-0 flex-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: cn("truncate text-sm font-semibold", tone ? podiumStyle[tone].name : "text-bone"),
					children: entry.crawlerId !== null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: `/crawler/${entry.crawlerId}/report`,
						className: "rounded underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none",
						children: name
					}) : name
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "flex flex-wrap items-center gap-x-2 text-xs text-ash",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "font-mono",
						children: [
							"[",
							entry.serial,
							"]"
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "inline-flex items-center gap-1",
						children: [entry.survived ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Flag, {
							"aria-hidden": true,
							className: "size-3 text-moss-400"
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skull, {
							"aria-hidden": true,
							className: "size-3 text-blood-300"
						}), entry.survived ? HALL_OF_FAME_TEXT.retired : HALL_OF_FAME_TEXT.deceased]
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "shrink-0 text-right font-mono text-sm font-semibold text-gold-300",
				children: formatLadderValue(category, entry.value)
			})
		]
	});
}
// web/src/routes/hall-of-fame/hall-of-fame-page.tsx
/** '/hall-of-fame' (issue 17): public. The ended seasons, and the chosen one's frozen top of each category. */
function HallOfFamePage() {
	usePageTitle(HALL_OF_FAME_TEXT.title);
	const seasons = useQuery({
		queryKey: seasonsQueryKey,
		queryFn: ({ signal }) => fetchSeasons(signal),
		staleTime: 6e4
	});
	const [params, setParams] = useSearchParams();
	const ended = seasons.data ? endedSeasons(seasons.data) : [];
	const season = chosenSeason(ended, params.get("season"));
	const category = chosenCategory(params.get("category"));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-6xl px-4 py-8 sm:px-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				to: "/",
				className: "inline-flex items-center gap-1.5 rounded text-sm text-ash hover:text-bone focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, {
					"aria-hidden": true,
					className: "size-4"
				}), HALL_OF_FAME_TEXT.backHome]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-4 text-xs font-semibold tracking-[0.3em] text-gold-500",
				children: HALL_OF_FAME_TEXT.kicker
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h1", {
				className: "mt-1 flex items-center gap-2 font-display text-2xl font-bold text-bone sm:text-3xl",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Landmark, {
					"aria-hidden": true,
					className: "size-7 text-gold-400"
				}), HALL_OF_FAME_TEXT.title]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 max-w-3xl text-sm leading-relaxed text-ash",
				children: HALL_OF_FAME_TEXT.intro
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-6",
				children: seasons.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
					label: HALL_OF_FAME_TEXT.loadingSeasons,
					className: "py-16"
				}) : seasons.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
					title: HALL_OF_FAME_TEXT.seasonsFailed,
					message: errorMessage(seasons.error),
					onRetry: () => void seasons.refetch()
				}) : !season ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					role: "status",
					className: "rounded-xl border border-dashed border-rubble bg-crypt/60 px-6 py-12 text-center",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "font-display text-lg font-bold text-bone",
						children: HALL_OF_FAME_TEXT.empty
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mx-auto mt-2 max-w-md text-sm text-ash",
						children: HALL_OF_FAME_TEXT.emptyDetail
					})]
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid gap-4 lg:grid-cols-[15rem_minmax(0,1fr)]",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SeasonPicker, {
						seasons: ended,
						chosen: season.seasonNumber,
						category
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
						"aria-labelledby": "hall-season-heading",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
							id: "hall-season-heading",
							children: season.name
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "text-sm text-ash",
							children: seasonSpan(season)
						})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs, {
							value: category,
							onValueChange: (value) => setParams({
								season: String(season.seasonNumber),
								category: value
							}, { replace: true }),
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsList, {
								"aria-label": "Ladder categories",
								children: LADDER_CATEGORIES.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsTrigger, {
									value: c,
									children: LADDER_CATEGORY[c].label
								}, c))
							}), LADDER_CATEGORIES.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsContent, {
								value: c,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CategoryTop, {
									seasonNumber: season.seasonNumber,
									category: c
								})
							}, c))]
						}) })]
					})]
				})
			})
		]
	});
}
/** The ended seasons, newest first; the chosen one marked. Links, so a season's page can be shared. */
function SeasonPicker({ seasons, chosen, category }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
		"aria-label": "Ended seasons",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible",
			children: seasons.map((s) => {
				const current = s.seasonNumber === chosen;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
					className: "shrink-0",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						to: `?season=${s.seasonNumber}&category=${category}`,
						replace: true,
						"aria-current": current ? "page" : void 0,
						className: cn("block rounded-lg border px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none", current ? "border-gold-500/60 bg-gold-900/40 text-gold-200" : "border-rubble bg-crypt/70 text-ash hover:bg-vault hover:text-bone"),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "block font-semibold",
							children: ["Season ", s.seasonNumber]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "block text-xs opacity-80",
							children: seasonSpan(s)
						})]
					})
				}, s.seasonNumber);
			})
		})
	});
}
export { HallOfFamePage };

//# sourceMappingURL=hall-of-fame-page-B0dHkO0c.js.map