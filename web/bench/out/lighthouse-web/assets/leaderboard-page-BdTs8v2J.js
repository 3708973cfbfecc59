import { C as CardHeader, G as House, I as useSearchParams, K as Compass, L as Button, M as Link, R as Swords, T as usePageTitle, X as useQuery, b as Card, g as ErrorPanel, j as useAuth, w as CardTitle, x as CardContent, z as Skull } from "./index-BiQ4OFOh.js";
import { r as REFRESH } from "./activity--pRhFCMO.js";
import { i as errorMessage, r as apiRequest } from "./http-Dp5NWYIR.js";
import { a as boolean, c as number, d as string, i as array, l as object, n as _enum } from "./zod-browser-Bv5tyGZO.js";
import { n as LADDER_CATEGORY, r as isLadderCategory, t as LADDER_CATEGORIES } from "./ladder-C3L1q9YB.js";
import { t as Coins } from "./coins-Dhuz6u1L.js";
import { t as Hourglass } from "./hourglass-DCGZWe3K.js";
import { t as Layers } from "./layers-Dcu3bAKp.js";
import { t as Trophy } from "./trophy-DOsO6sFh.js";
import { i as TabsTrigger, n as TabsContent, r as TabsList, t as Tabs } from "./tabs-A9_1nQLL.js";
import { t as Eye } from "./eye-BocLKIwX.js";
import { n as podiumTone, t as podiumStyle } from "./podium-BPqhiCvE.js";
import { t as cn } from "./cn-B52nqGHH.js";
import { t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { t as UserRound } from "./user-round-C8j-lodm.js";
// contract/ladder.ts
var DEFAULT_LADDER_CATEGORY = "gold";
object({ category: _enum(LADDER_CATEGORIES).default(DEFAULT_LADDER_CATEGORY) }).strict();
var LadderEntry = object({
	/** Competition ranking: 1 + the number of crawlers strictly ahead (ties share a rank). */
	rank: number().int().positive(),
	/** The category's value: a floor, gold, kills, rooms, or for survival milliseconds alive. */
	value: number().nonnegative(),
	crawlerId: number().int().positive(),
	name: string(),
	serial: string(),
	level: number().int(),
	status: string(),
	isAlive: boolean()
});
var Ladder = object({
	season: object({
		id: number().int(),
		seasonNumber: number().int(),
		name: string()
	}),
	category: _enum(LADDER_CATEGORIES),
	/** When the ranking was taken (survival grows with the clock). */
	generatedAt: string(),
	/** The top LADDER_SIZE, best first. */
	entries: array(LadderEntry).max(100),
	/** The viewer's own best LADDER_MINE_SIZE crawlers of the season, best rank first; empty when signed out. */
	mine: array(LadderEntry).max(10)
});
// web/src/api/ladder-api.ts
var ladderQueryKey = (category, viewer) => [
	"ladder",
	category,
	viewer ?? "signed-out"
];
function fetchLadder(category, signal) {
	return apiRequest("GET", `/api/ladder?category=${encodeURIComponent(category)}`, {
		schema: Ladder,
		signal
	});
}
// web/src/routes/leaderboard/ladder-format.ts
var whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
var MINUTE = 6e4;
var HOUR = 60 * MINUTE;
var DAY = 24 * HOUR;
var plural = (n, one, many) => `${whole.format(n)} ${n === 1 ? one : many}`;
/** Time alive, to the largest two units: '3d 4h', '2h 14m', '14m', and '45s' under a minute. */
function formatSurvival(ms) {
	const t = Math.max(0, Math.floor(ms));
	if (t >= DAY) return `${Math.floor(t / DAY)}d ${Math.floor(t % DAY / HOUR)}h`;
	if (t >= HOUR) return `${Math.floor(t / HOUR)}h ${Math.floor(t % HOUR / MINUTE)}m`;
	if (t >= MINUTE) return `${Math.floor(t / MINUTE)}m`;
	return `${Math.floor(t / 1e3)}s`;
}
/** A category's value as the ladder shows it. */
function formatLadderValue(category, value) {
	switch (category) {
		case "deepest_floor": return `Floor ${whole.format(value)}`;
		case "gold": return plural(value, "gold", "gold");
		case "kills": return plural(value, "kill", "kills");
		case "explorer": return plural(value, "room", "rooms");
		case "survival": return formatSurvival(value);
	}
}
/** Tabs in the game's order; the label is the category's own. */
var LADDER_TABS = LADDER_CATEGORIES.map((category) => ({
	category,
	label: LADDER_CATEGORY[category].label
}));
/** The category a '?category=' names, or the default for anything else. */
function categoryFromSearch(value) {
	return isLadderCategory(value) ? value : DEFAULT_LADDER_CATEGORY;
}
/** What the ladder says of a crawler whose run has ended: retired at a season's end, or dead. */
function endedLabel(entry) {
	if (entry.isAlive) return null;
	return entry.status === "retired" ? "Retired" : "Deceased";
}
/** A dead (or retired) crawler's report is public (issue 17): the ladder links its name there. */
var reportPath = (crawlerId) => `/crawler/${crawlerId}/report`;
/** 'Name [serial]' with the dashboard's fallbacks for blank parts. */
function crawlerLabel(entry) {
	return {
		name: entry.name.trim() || "Unknown",
		serial: entry.serial.trim() || "???"
	};
}
// web/src/routes/leaderboard/ladder-table.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The rank in a round chip, gold, silver and bronze for the podium (spec 2). */
function RankChip({ rank, className }) {
	const tone = podiumTone(rank);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: cn("flex h-8 min-w-8 shrink-0 items-center justify-center rounded-full border px-1.5 font-mono text-sm font-bold", tone ? podiumStyle[tone].chip : "border-rubble bg-vault text-ash", className),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "sr-only",
			children: "Rank "
		}), rank]
	});
}
/**
* 'Name [serial]': a link to the public report once the run has ended (a living crawler's record is
* its sponsor's alone, so it is plain text), with the 'Deceased' or 'Retired' marker.
*/
function CrawlerName({ entry, mine }) {
	const tone = podiumTone(entry.rank);
	const { name, serial } = crawlerLabel(entry);
	const ended = endedLabel(entry);
	const label = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: cn("font-semibold", tone ? podiumStyle[tone].name : "text-bone"),
			children: name
		}),
		" ",
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "font-mono text-xs font-normal whitespace-nowrap text-ash",
			children: [
				"[",
				serial,
				"]"
			]
		})
	] });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: "flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5",
		children: [
			ended ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				to: reportPath(entry.crawlerId),
				className: "min-w-0 rounded-sm break-words underline decoration-rubble underline-offset-4 hover:decoration-gold-400 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none",
				children: [label, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "sr-only",
					children: " (report)"
				})]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "min-w-0 break-words",
				children: label
			}),
			ended ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "inline-flex items-center gap-1 text-xs font-semibold text-blood-300",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skull, {
					"aria-hidden": true,
					className: "size-3"
				}), ended]
			}) : null,
			mine ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "rounded-full border border-gold-500/50 bg-gold-900/50 px-2 text-[0.65rem] font-bold tracking-wider text-gold-300",
				children: "YOURS"
			}) : null
		]
	});
}
/** A living crawler's room, watched read-only and 10 s late (issue 19); not offered for the viewer's own. */
function WatchLink({ entry }) {
	const { name } = crawlerLabel(entry);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
		to: `/watch/${entry.crawlerId}`,
		"aria-label": `Watch ${name}`,
		className: "inline-flex shrink-0 items-center gap-1 rounded-md border border-rubble px-2 py-1 text-xs font-semibold text-ash hover:border-gold-400 hover:text-bone focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Eye, {
			"aria-hidden": true,
			className: "size-3.5"
		}), "Watch"]
	});
}
/**
* The top of a category: a table from 640 px up, a list below (the columns do not fit a phone).
* Both are in the page; CSS shows one, so the list needs no JavaScript to switch.
*/
function LadderTable({ category, entries, mine }) {
	const heading = LADDER_CATEGORY[category].label;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
		className: "hidden w-full border-separate border-spacing-y-1.5 text-sm sm:table",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("caption", {
				className: "sr-only",
				children: [
					"Season ladder: ",
					heading,
					", top ",
					entries.length
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", {
				className: "text-left text-xs tracking-wider text-ash uppercase",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						scope: "col",
						className: "w-16 px-3 py-1 font-semibold",
						children: "Rank"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						scope: "col",
						className: "px-3 py-1 font-semibold",
						children: "Crawler"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						scope: "col",
						className: "w-20 px-3 py-1 font-semibold",
						children: "Level"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						scope: "col",
						className: "w-40 px-3 py-1 text-right font-semibold",
						children: heading
					})
				]
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", { children: entries.map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", {
				className: cn("bg-abyss/40 [&>td]:border-y [&>td]:border-rubble", mine.has(entry.crawlerId) && "bg-gold-900/25", !entry.isAlive && "text-bone/80"),
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
						className: "rounded-l-lg border-l px-3 py-2",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RankChip, { rank: entry.rank })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
						className: "max-w-0 px-3 py-2",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "flex items-center justify-between gap-2",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerName, {
								entry,
								mine: mine.has(entry.crawlerId)
							}), entry.isAlive && !mine.has(entry.crawlerId) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WatchLink, { entry }) : null]
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("td", {
						className: "px-3 py-2 text-ash",
						children: ["Level ", entry.level]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
						className: "rounded-r-lg border-r px-3 py-2 text-right font-mono font-semibold text-gold-300",
						children: formatLadderValue(category, entry.value)
					})
				]
			}, entry.crawlerId)) })
		]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
		"aria-label": `Season ladder: ${heading}`,
		className: "flex flex-col gap-2 sm:hidden",
		children: entries.map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: cn("flex items-center gap-3 rounded-lg border border-rubble bg-abyss/40 p-2.5", mine.has(entry.crawlerId) && "bg-gold-900/25"),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RankChip, { rank: entry.rank }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0 flex-1 text-sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerName, {
						entry,
						mine: mine.has(entry.crawlerId)
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "text-xs text-ash",
						children: ["Level ", entry.level]
					})]
				}),
				entry.isAlive && !mine.has(entry.crawlerId) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WatchLink, { entry }) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "shrink-0 font-mono text-sm font-semibold text-gold-300",
					children: formatLadderValue(category, entry.value)
				})
			]
		}, entry.crawlerId))
	})] });
}
// web/src/routes/leaderboard/your-crawlers.tsx
var YOUR_CRAWLERS_TEXT = {
	title: "Your crawlers",
	none: "None of your crawlers is on this season’s ladder yet.",
	sponsor: "Sponsor a crawler"
};
/** The signed-in viewer's own ranks in the category, wherever they stand (also past the top 100). */
function YourCrawlers({ category, mine }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "your-crawlers-heading",
		className: "rounded-xl border border-gold-500/30 bg-gold-900/15 p-4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
			id: "your-crawlers-heading",
			className: "flex items-center gap-2 text-sm font-bold tracking-wider text-gold-300 uppercase",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserRound, {
				"aria-hidden": true,
				className: "size-4"
			}), YOUR_CRAWLERS_TEXT.title]
		}), mine.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "mt-2 text-sm text-ash",
			children: [
				YOUR_CRAWLERS_TEXT.none,
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: "/",
					className: "font-semibold text-gold-300 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none",
					children: YOUR_CRAWLERS_TEXT.sponsor
				})
			]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
			"aria-label": YOUR_CRAWLERS_TEXT.title,
			className: "mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2",
			children: mine.map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex items-center gap-3 rounded-lg border border-rubble bg-abyss/50 p-2.5",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RankChip, { rank: entry.rank }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "min-w-0 flex-1 text-sm",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerName, { entry }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "text-xs text-ash",
							children: ["Level ", entry.level]
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "shrink-0 font-mono text-sm font-semibold text-gold-300",
						children: formatLadderValue(category, entry.value)
					})
				]
			}, entry.crawlerId))
		})]
	});
}
// web/src/routes/leaderboard/ladder-view.tsx
var LADDER_TEXT = {
	title: "Season Ladder",
	loading: "Loading ladder...",
	empty: "No crawlers on the ladder yet",
	failed: "Unable to load the ladder",
	home: "Back to home"
};
var TAB_ICONS = {
	deepest_floor: Layers,
	gold: Coins,
	kills: Swords,
	survival: Hourglass,
	explorer: Compass
};
/**
* Issue 17: the season ladder. Category tabs (Radix: arrow keys move between them), the top 100 of
* the chosen one, and the viewer's own ranks when signed in. Public: a visitor sees it too, with a
* way home (the header is the signed-in app's).
*/
function LadderView({ category, onCategoryChange, state, signedIn, onRetry }) {
	const season = state.status === "success" ? state.ladder.season.name : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-4xl px-4 py-8 sm:px-6",
		children: [
			!signedIn ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				variant: "ghost",
				size: "sm",
				className: "-ml-3 mb-3",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: "/",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(House, { "aria-hidden": true }), LADDER_TEXT.home]
				})
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mb-5",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-xs font-semibold tracking-[0.3em] text-gold-500",
						children: season ? season.toUpperCase() : "THIS SEASON"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h1", {
						className: "mt-1 flex items-center gap-2 font-display text-2xl font-bold text-bone sm:text-3xl",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trophy, {
							"aria-hidden": true,
							className: "size-6 text-gold-400"
						}), LADDER_TEXT.title]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-1 text-sm text-ash",
						children: "Every crawler of the season, living and dead, ranked. Refreshed every 30 seconds."
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs, {
				value: category,
				onValueChange: (value) => onCategoryChange(value),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsList, {
					"aria-label": "Ladder category",
					children: LADDER_TABS.map(({ category: c, label }) => {
						const Icon = TAB_ICONS[c];
						return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TabsTrigger, {
							value: c,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { "aria-hidden": true }), label]
						}, c);
					})
				}), LADDER_TABS.map(({ category: c, label }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TabsContent, {
					value: c,
					className: "flex flex-col gap-4",
					children: [signedIn && state.status === "success" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(YourCrawlers, {
						category: c,
						mine: state.ladder.mine
					}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
						"aria-label": `${label}: top crawlers`,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, {
							className: "px-4 pb-1 sm:px-5",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
								as: "h2",
								children: label
							})
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, {
							className: "px-3 sm:px-5",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LadderBody, {
								category: c,
								state,
								onRetry
							})
						})]
					})]
				}, c))]
			})
		]
	});
}
function LadderBody({ category, state, onRetry }) {
	if (state.status === "pending") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "status",
		"aria-label": LADDER_TEXT.loading,
		className: "flex flex-col gap-2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "sr-only",
			children: LADDER_TEXT.loading
		}), [
			0,
			1,
			2,
			3,
			4
		].map((index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-12 animate-pulse rounded-lg border border-rubble bg-vault/60" }, index))]
	});
	if (state.status === "error") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
		title: LADDER_TEXT.failed,
		message: state.message,
		onRetry
	});
	if (state.ladder.entries.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-8 text-center text-sm text-ash",
		children: LADDER_TEXT.empty
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LadderTable, {
		category,
		entries: state.ladder.entries,
		mine: new Set(state.ladder.mine.map((e) => e.crawlerId))
	});
}
// web/src/routes/leaderboard/leaderboard-page.tsx
/**
* '/leaderboard' (issue 17): public. The category lives in the address (?category=) so a ranking can
* be shared; the answer is refreshed on the spec's leaderboard period (30 s).
*/
function LeaderboardPage() {
	usePageTitle(LADDER_TEXT.title);
	const { user } = useAuth();
	const [search, setSearch] = useSearchParams();
	const category = categoryFromSearch(search.get("category"));
	const ladder = useQuery({
		queryKey: ladderQueryKey(category, user?.id ?? null),
		queryFn: ({ signal }) => fetchLadder(category, signal),
		refetchInterval: REFRESH.leaderboardMs
	});
	const state = ladder.isPending ? { status: "pending" } : ladder.error ? {
		status: "error",
		message: errorMessage(ladder.error)
	} : {
		status: "success",
		ladder: ladder.data
	};
	const choose = (next) => setSearch((prev) => {
		const params = new URLSearchParams(prev);
		params.set("category", next);
		return params;
	}, { replace: true });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LadderView, {
		category,
		onCategoryChange: choose,
		state,
		signedIn: user !== null,
		onRetry: () => void ladder.refetch()
	});
}
export { LeaderboardPage };

//# sourceMappingURL=leaderboard-page-BdTs8v2J.js.map