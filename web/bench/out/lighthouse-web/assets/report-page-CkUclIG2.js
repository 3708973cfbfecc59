import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { C as CardHeader, D as Spinner, G as House, L as Button, M as Link, R as Swords, S as CardDescription, T as usePageTitle, U as Lock, X as useQuery, b as Card, g as ErrorPanel, w as CardTitle, x as CardContent, y as Badge, z as Skull } from "./index-BiQ4OFOh.js";
import { t as ScrollText } from "./scroll-text-BB58WQKo.js";
import { a as isApiError, i as errorMessage, r as apiRequest } from "./http-Dp5NWYIR.js";
import { c as number, d as string, i as array, l as object, n as _enum } from "./zod-browser-Bv5tyGZO.js";
import { o as LOG_EVENT_KINDS, t as HealthBar } from "./health-bar-BMpJPq4r.js";
import { n as formatDuration, r as reportPath, t as REPORT_STATUSES } from "./report-DqRlmqZJ.js";
import { n as ATTRIBUTES, o as EQUIPMENT_SLOTS, v as slotLabel } from "./vocabulary-DSixrbIf.js";
import { i as Item } from "./crawler-BMq-rojx.js";
import { n as useCrawlerIdParam } from "./crawler-id-BF0VVfkK.js";
import { t as MissingCrawlerId } from "./missing-crawler-id-g9tJwzbq.js";
import { n as Footprints, r as Crosshair, t as Map } from "./map-Br-bo6SE.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { s as createLucideIcon, t as cn } from "./cn-B52nqGHH.js";
import { t as Coins } from "./coins-Dhuz6u1L.js";
import { t as Shield } from "./shield-BbNIxS_-.js";
import { c as HeartPulse, o as titleCase, s as Package, t as ItemSummary } from "./item-summary-CMTVBSuQ.js";
import { t as Eye } from "./eye-BocLKIwX.js";
import { t as Trophy } from "./trophy-DOsO6sFh.js";
import { t as ArrowLeft } from "./arrow-left-DF22hpAP.js";
import { t as Hourglass } from "./hourglass-DCGZWe3K.js";
import { t as CrawlerAvatar } from "./crawler-avatar-DKdBI-QX.js";
import { t as Check } from "./check-Be-SL3YF.js";
import { t as Copy } from "./copy-DGuBtur-.js";
// node_modules/lucide-react/dist/esm/icons/circle-arrow-up.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "circle-arrow-up",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "10",
			key: "1mglay"
		}],
		["path", {
			d: "m16 12-4-4-4 4",
			key: "177agl"
		}],
		["path", {
			d: "M12 16V8",
			key: "1sbj14"
		}]
	],
	aliases: ["arrow-up-circle"]
};
__iconData$5.node;
var CircleArrowUp = createLucideIcon(__iconData$5);
// node_modules/lucide-react/dist/esm/icons/circle-play.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "circle-play",
	size: 24,
	node: [["path", {
		d: "M9 9.003a1 1 0 0 1 1.517-.859l4.997 2.997a1 1 0 0 1 0 1.718l-4.997 2.997A1 1 0 0 1 9 14.996z",
		key: "kmsa83"
	}], ["circle", {
		cx: "12",
		cy: "12",
		r: "10",
		key: "1mglay"
	}]],
	aliases: ["play-circle"]
};
__iconData$4.node;
var CirclePlay = createLucideIcon(__iconData$4);
// node_modules/lucide-react/dist/esm/icons/door-open.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "door-open",
	size: 24,
	node: [
		["path", {
			d: "M10 21H2",
			key: "1sthdo"
		}],
		["path", {
			d: "M10 3H7a2 2 0 00-2 2v16",
			key: "15gt7x"
		}],
		["path", {
			d: "M14 12h.01",
			key: "1jfl7z"
		}],
		["path", {
			d: "M19 21V5a2 2 0 00-1.675-1.974l-6.163-1.013A1 1 0 0010 3v18a1 1 0 001.124.992z",
			key: "tyvg9a"
		}],
		["path", {
			d: "M22 21h-3",
			key: "1ec3tr"
		}]
	]
};
__iconData$3.node;
var DoorOpen = createLucideIcon(__iconData$3);
// node_modules/lucide-react/dist/esm/icons/rotate-ccw-clock.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "rotate-ccw-clock",
	size: 24,
	node: [
		["path", {
			d: "M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8",
			key: "1357e3"
		}],
		["path", {
			d: "M3 3v5h5",
			key: "1xhq8a"
		}],
		["path", {
			d: "M12 7v5l4 2",
			key: "1fdv2h"
		}]
	],
	aliases: ["history"]
};
__iconData$2.node;
var RotateCcwClock = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/share-2.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "share-2",
	size: 24,
	node: [
		["circle", {
			cx: "18",
			cy: "5",
			r: "3",
			key: "gq8acd"
		}],
		["circle", {
			cx: "6",
			cy: "12",
			r: "3",
			key: "w7nqdw"
		}],
		["circle", {
			cx: "18",
			cy: "19",
			r: "3",
			key: "1xt0gg"
		}],
		["line", {
			x1: "8.59",
			x2: "15.42",
			y1: "13.51",
			y2: "17.49",
			key: "47mynk"
		}],
		["line", {
			x1: "15.41",
			x2: "8.59",
			y1: "6.51",
			y2: "10.49",
			key: "1n3mei"
		}]
	]
};
__iconData$1.node;
var Share2 = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/trending-up.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "trending-up",
	size: 24,
	node: [["path", {
		d: "M16 7h6v6",
		key: "box55l"
	}], ["path", {
		d: "m22 7-8.5 8.5-5-5L2 17",
		key: "1t1m79"
	}]]
};
__iconData.node;
var TrendingUp = createLucideIcon(__iconData);
// contract/report.ts
var int = () => number().int();
var ReportCauseOfDeath = object({
	/** The killer as the room named it ('mob-12', 'crawler-7'); null when the log recorded no death. */
	killerId: string().nullable(),
	killerName: string().nullable(),
	roomId: int().nullable(),
	roomName: string().nullable(),
	floor: int(),
	/** The season tick it happened in; null when the log recorded no death. */
	tick: int().nullable(),
	at: number()
});
var ReportStats = object({
	attributes: object(Object.fromEntries(ATTRIBUTES.map((a) => [a, int()]))),
	level: int(),
	experience: int(),
	health: int(),
	maxHealth: int(),
	gold: int()
});
var ReportCurvePoint = object({
	seq: int(),
	at: number(),
	level: int(),
	experience: int(),
	totalExperience: int()
});
var ReportEvent = object({
	seq: int(),
	tick: int(),
	at: number(),
	kind: _enum(LOG_EVENT_KINDS),
	/** One line of text (game/event-log.ts describeEntry). */
	text: string()
});
/** GET /api/crawlers/:id/report */
var BankruptcyReport = object({
	crawlerId: int(),
	name: string(),
	serial: string(),
	className: string(),
	seasonNumber: int().nullable(),
	status: _enum(REPORT_STATUSES),
	/** Null for a living or retired crawler. */
	causeOfDeath: ReportCauseOfDeath.nullable(),
	finalStats: ReportStats,
	/** Every equipment slot, empty ones as null. */
	equipment: object(Object.fromEntries(EQUIPMENT_SLOTS.map((s) => [s, Item.nullable()]))),
	experienceCurve: array(ReportCurvePoint),
	goldEarned: int(),
	roomsExplored: array(object({
		floor: int(),
		rooms: int()
	})),
	killsByType: array(object({
		type: string(),
		label: string(),
		count: int()
	})),
	timeSurvived: object({
		startedAt: number(),
		endedAt: number().nullable(),
		ms: number()
	}),
	/** The newest entries of the log (position samples left out), oldest first. */
	lastEvents: array(ReportEvent),
	replayPath: string()
});
// web/src/api/report-api.ts
var reportQueryKey = (crawlerId) => [
	"crawler",
	crawlerId,
	"report"
];
function fetchReport(crawlerId, signal) {
	return apiRequest("GET", `/api/crawlers/${encodeURIComponent(crawlerId)}/report`, {
		schema: BankruptcyReport,
		signal
	});
}
// web/src/routes/crawler/report/report-text.ts
var REPORT_TEXT = {
	loading: "Loading report...",
	failed: "Failed to load the report",
	notFound: "Report not found",
	notFoundBody: "No crawler with this number has a report you can read. A living crawler’s report is private to its sponsor until it dies.",
	home: "Back to Home",
	deadTitle: "Bankruptcy Report",
	livingTitle: "Crawler Report",
	inProgress: "In progress",
	retired: "Retired",
	watchReplay: "Watch the replay",
	copyLink: "Copy link",
	copied: "Link copied",
	copyFailed: "Could not copy: select the link and copy it yourself."
};
// web/src/routes/crawler/report/cause-of-death-card.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Who killed the crawler, where and when; for a crawler still alive (or retired), that there is no such story yet. */
function CauseOfDeathCard({ report }) {
	const d = report.causeOfDeath;
	if (!d) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "report-cause",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "report-cause",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Footprints, {
				"aria-hidden": true,
				className: "size-5"
			}), report.status === "retired" ? "Retired alive" : "Still crawling"]
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-bone/90",
			children: report.status === "retired" ? `${report.name} walked out of the dungeon when the season ended. No cause of death to report.` : `${report.name} is alive. This report grows with every fight until the dungeon claims them.`
		}) })]
	});
	const when = new Date(d.at);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "report-cause",
		className: "border-blood-500/50 bg-gradient-to-br from-blood-950/80 to-crypt/90",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "report-cause",
			className: "text-blood-300",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skull, {
				"aria-hidden": true,
				className: "size-5"
			}), "Cause of death"]
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "font-display text-2xl font-bold break-words text-bone sm:text-3xl",
			children: ["Slain by ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "text-blood-300",
				children: d.killerName ?? "an unknown hand"
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
			className: "mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
					label: "Room",
					value: d.roomName ?? (d.roomId !== null ? `Room #${d.roomId}` : "Unknown"),
					wide: true
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
					label: "Floor",
					value: String(d.floor)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
					label: "Tick",
					value: d.tick === null ? "—" : d.tick.toLocaleString("en-US"),
					mono: true
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
					label: "Time",
					value: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
						dateTime: when.toISOString(),
						title: when.toISOString(),
						children: when.toLocaleString(void 0, {
							dateStyle: "medium",
							timeStyle: "short"
						})
					}),
					wide: true
				})
			]
		})] })]
	});
}
function Fact({ label, value, wide, mono }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: wide ? "col-span-2 min-w-0" : "min-w-0",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
			className: "text-xs font-semibold tracking-wider text-ash uppercase",
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
			className: mono ? "font-mono text-bone" : "break-words text-bone",
			children: value
		})]
	});
}
// web/src/routes/crawler/report/curve-geometry.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var CHART = {
	width: 640,
	height: 260,
	left: 64,
	right: 24,
	top: 34,
	bottom: 40
};
/** Maps the curve onto the chart, from the sponsorship (x = left) to the end of the life (x = right). */
function curveGeometry(points, startedAt, spanMs) {
	const w = CHART.width - CHART.left - CHART.right;
	const h = CHART.height - CHART.top - CHART.bottom;
	const span = Math.max(1, spanMs, ...points.map((p) => p.at - startedAt));
	const maxTotal = Math.max(1, ...points.map((p) => p.totalExperience));
	const x = (at) => round(CHART.left + Math.min(span, Math.max(0, at - startedAt)) / span * w);
	const y = (total) => round(CHART.top + h - total / maxTotal * h);
	const first = points[0] ?? {
		at: startedAt,
		totalExperience: 0,
		level: 1
	};
	const segments = [`M${x(first.at)} ${y(first.totalExperience)}`];
	const levelUps = [];
	for (let i = 1; i < points.length; i++) {
		const p = points[i];
		segments.push(`H${x(p.at)}`, `V${y(p.totalExperience)}`);
		if (p.level > points[i - 1].level) levelUps.push({
			x: x(p.at),
			level: p.level
		});
	}
	const endX = round(CHART.left + w);
	const endY = y(points.at(-1)?.totalExperience ?? 0);
	segments.push(`H${endX}`);
	const line = segments.join(" ");
	return {
		line,
		area: `${line} V${CHART.top + h} H${x(first.at)} Z`,
		levelUps,
		end: {
			x: endX,
			y: endY
		},
		maxTotal,
		spanMs: span
	};
}
function round(n) {
	return Math.round(n * 10) / 10;
}
// web/src/routes/crawler/report/experience-chart.tsx
/** The level-and-experience curve as an SVG (title and description for screen readers) with a table of the same points. */
function ExperienceChart({ report }) {
	const id = (0, import_react.useId)();
	const points = report.experienceCurve;
	const g = curveGeometry(points, report.timeSurvived.startedAt, report.timeSurvived.ms);
	const first = points[0];
	const last = points.at(-1);
	const summary = last ? `Total experience went from ${first.totalExperience} to ${last.totalExperience} over ${formatDuration(g.spanMs)}, ${first.level === last.level ? `staying at level ${last.level}` : `from level ${first.level} to level ${last.level}`}.` : "No experience was recorded.";
	const bottom = CHART.height - CHART.bottom;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": `${id}-h`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: `${id}-h`,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TrendingUp, {
				"aria-hidden": true,
				className: "size-5"
			}), "Level and experience"]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardDescription, { children: summary })] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
			viewBox: `0 0 ${CHART.width} ${CHART.height}`,
			role: "img",
			"aria-labelledby": `${id}-t ${id}-d`,
			className: "h-auto w-full",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", {
					id: `${id}-t`,
					children: "Experience over time"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("desc", {
					id: `${id}-d`,
					children: summary
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("defs", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("linearGradient", {
					id: `${id}-fill`,
					x1: "0",
					y1: "0",
					x2: "0",
					y2: "1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("stop", {
						offset: "0",
						stopColor: "var(--color-gold-400)",
						stopOpacity: "0.35"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("stop", {
						offset: "1",
						stopColor: "var(--color-gold-400)",
						stopOpacity: "0"
					})]
				}) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("line", {
					x1: CHART.left,
					y1: bottom,
					x2: CHART.width - CHART.right,
					y2: bottom,
					stroke: "var(--color-flagstone)"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("line", {
					x1: CHART.left,
					y1: CHART.top,
					x2: CHART.left,
					y2: bottom,
					stroke: "var(--color-flagstone)"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("line", {
					x1: CHART.left,
					y1: CHART.top,
					x2: CHART.width - CHART.right,
					y2: CHART.top,
					stroke: "var(--color-rubble)",
					strokeDasharray: "4 4"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
					x: CHART.left - 8,
					y: CHART.top + 6,
					textAnchor: "end",
					className: "fill-ash text-[16px]",
					children: g.maxTotal
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
					x: CHART.left - 8,
					y: bottom + 6,
					textAnchor: "end",
					className: "fill-ash text-[16px]",
					children: "0"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
					x: CHART.left,
					y: bottom + 26,
					className: "fill-ash text-[16px]",
					children: "0s"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
					x: CHART.width - CHART.right,
					y: bottom + 26,
					textAnchor: "end",
					className: "fill-ash text-[16px]",
					children: formatDuration(g.spanMs)
				}),
				g.levelUps.map((l) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("g", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("line", {
					x1: l.x,
					y1: CHART.top - 8,
					x2: l.x,
					y2: bottom,
					stroke: "var(--color-moss-500)",
					strokeDasharray: "3 3"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("text", {
					x: l.x,
					y: CHART.top - 12,
					textAnchor: "middle",
					className: "fill-moss-400 text-[16px] font-semibold",
					children: ["Lv ", l.level]
				})] }, `${l.x}-${l.level}`)),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
					d: g.area,
					fill: `url(#${id}-fill)`
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
					d: g.line,
					fill: "none",
					stroke: "var(--color-gold-300)",
					strokeWidth: "2.5",
					strokeLinejoin: "round"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
					cx: g.end.x,
					cy: g.end.y,
					r: "5",
					fill: report.status === "dead" ? "var(--color-blood-500)" : "var(--color-gold-300)"
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("details", {
			className: "mt-3 text-sm",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("summary", {
				className: "cursor-pointer text-ash hover:text-bone",
				children: "Show the curve as a table"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-2 max-h-64 overflow-auto",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
					className: "w-full text-left text-xs",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("caption", {
							className: "sr-only",
							children: "Experience after each reward"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", {
							className: "text-ash",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
									scope: "col",
									className: "py-1 pr-3 font-semibold",
									children: "Time"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
									scope: "col",
									className: "py-1 pr-3 font-semibold",
									children: "Level"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
									scope: "col",
									className: "py-1 pr-3 font-semibold",
									children: "Experience to next"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
									scope: "col",
									className: "py-1 font-semibold",
									children: "Total experience"
								})
							] })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", {
							className: "font-mono text-bone/90",
							children: points.map((p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", {
								className: "border-t border-rubble",
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("td", {
										className: "py-1 pr-3",
										children: ["+", formatDuration(p.at - report.timeSurvived.startedAt)]
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
										className: "py-1 pr-3",
										children: p.level
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
										className: "py-1 pr-3",
										children: p.experience
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
										className: "py-1",
										children: p.totalExperience
									})
								]
							}, p.seq))
						})
					]
				})
			})]
		})] })]
	});
}
// web/src/routes/crawler/report/final-stats-card.tsx
/** The crawler as it ended: six attributes, level, health, purse, and what it wore in each slot. */
function FinalStatsCard({ report }) {
	const s = report.finalStats;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "report-stats",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "report-stats",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Shield, {
				"aria-hidden": true,
				className: "size-5"
			}), report.status === "alive" ? "Current stats" : "Final stats"]
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			className: "flex flex-col gap-4",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
					className: "grid grid-cols-3 gap-2 text-sm",
					children: ATTRIBUTES.map((a) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "rounded-md border border-rubble bg-abyss/50 px-2 py-1.5",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
							className: "text-xs text-ash",
							children: titleCase(a)
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
							className: "font-mono text-base font-semibold text-bone",
							children: s.attributes[a]
						})]
					}, a))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid grid-cols-2 gap-2 text-sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "rounded-md border border-rubble bg-abyss/50 px-2 py-1.5",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "block text-xs text-ash",
							children: "Level"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "font-mono text-base font-semibold text-bone",
							children: s.level
						})]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "rounded-md border border-rubble bg-abyss/50 px-2 py-1.5",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "flex items-center gap-1 text-xs text-ash",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Coins, {
								"aria-hidden": true,
								className: "size-3"
							}), "Gold"]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "font-mono text-base font-semibold text-gold-300",
							children: s.gold
						})]
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HealthBar, {
					health: s.health,
					maxHealth: s.maxHealth
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "text-xs font-semibold tracking-wider text-ash uppercase",
					children: "Equipment"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "mt-2 flex flex-col gap-2",
					children: EQUIPMENT_SLOTS.map((slot) => {
						const item = report.equipment[slot];
						return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
							className: "rounded-md border border-rubble bg-abyss/50 p-2.5",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
								className: "text-xs text-ash",
								children: slotLabel(slot)
							}), item ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemSummary, {
								item,
								className: "mt-1"
							}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
								className: "mt-1 text-sm text-ash italic",
								children: "Empty"
							})]
						}, slot);
					})
				})] })
			]
		})]
	});
}
// web/src/routes/crawler/report/last-events-card.tsx
var KIND_STYLE = {
	sponsored: {
		icon: ScrollText,
		tone: "text-gold-300"
	},
	entered_room: {
		icon: DoorOpen,
		tone: "text-bone/80"
	},
	moved: {
		icon: DoorOpen,
		tone: "text-ash"
	},
	attacked: {
		icon: Swords,
		tone: "text-gold-200"
	},
	was_attacked: {
		icon: Shield,
		tone: "text-blood-300"
	},
	killed: {
		icon: Trophy,
		tone: "text-moss-400"
	},
	rewarded: {
		icon: Coins,
		tone: "text-gold-300"
	},
	leveled_up: {
		icon: CircleArrowUp,
		tone: "text-moss-400"
	},
	picked_up: {
		icon: Package,
		tone: "text-sky-400"
	},
	lost_roll_off: {
		icon: Package,
		tone: "text-ash"
	},
	rested: {
		icon: HeartPulse,
		tone: "text-moss-400"
	},
	recovered: {
		icon: HeartPulse,
		tone: "text-moss-400"
	},
	scanned: {
		icon: Eye,
		tone: "text-sky-400"
	},
	died: {
		icon: Skull,
		tone: "text-blood-300"
	},
	retired: {
		icon: ScrollText,
		tone: "text-gold-300"
	}
};
/** The log's newest entries, oldest first, each with its time since the sponsorship. */
function LastEventsCard({ report }) {
	const events = report.lastEvents;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "report-events",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "report-events",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RotateCcwClock, {
					"aria-hidden": true,
					className: "size-5"
				}),
				"Last ",
				events.length,
				" ",
				events.length === 1 ? "event" : "events"
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardDescription, { children: report.status === "dead" ? "The end of the story, newest last." : "The latest of the story, newest last." })] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: events.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-sm text-ash",
			children: "Nothing recorded yet."
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
			className: "flex flex-col",
			children: events.map((e) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventRow, {
				event: e,
				startedAt: report.timeSurvived.startedAt
			}, e.seq))
		}) })]
	});
}
function EventRow({ event, startedAt }) {
	const style = KIND_STYLE[event.kind];
	const Icon = style.icon;
	const last = event.kind === "died";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: cn("flex items-start gap-3 border-t border-rubble py-2 first:border-t-0", last && "rounded-md border-t-0 bg-blood-950/60 px-2"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
				"aria-hidden": true,
				className: cn("mt-0.5 size-4 shrink-0", style.tone)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: cn("min-w-0 flex-1 text-sm break-words", last ? "font-semibold text-blood-300" : "text-bone/90"),
				children: event.text
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "shrink-0 text-right font-mono text-xs text-ash",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "sr-only",
						children: "at "
					}),
					"+",
					formatDuration(event.at - startedAt),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "block text-[10px] text-ash/70",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "sr-only",
								children: "event "
							}),
							"#",
							event.seq
						]
					})
				]
			})
		]
	});
}
// web/src/routes/crawler/report/report-header.tsx
/** Who the report is about, whether the story is over, and the way to watch it again. */
function ReportHeader({ report }) {
	const dead = report.status === "dead";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
		className: "flex flex-col gap-5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			asChild: true,
			variant: "ghost",
			size: "sm",
			className: "self-start",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				to: "/",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, { "aria-hidden": true }), REPORT_TEXT.home]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-col gap-5 md:flex-row md:items-end md:justify-between",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex min-w-0 items-start gap-4",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerAvatar, {
					name: report.name,
					serial: report.serial,
					className: dead ? "size-16 grayscale" : "size-16"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "flex flex-wrap items-center gap-2",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
								className: "font-display text-2xl font-black tracking-wide text-gold-300 sm:text-3xl",
								children: dead ? REPORT_TEXT.deadTitle : REPORT_TEXT.livingTitle
							}), dead ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Badge, {
								variant: "destructive",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skull, {
									"aria-hidden": true,
									className: "size-3"
								}), "Bankrupt"]
							}) : report.status === "retired" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
								variant: "gold",
								children: REPORT_TEXT.retired
							}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Badge, {
								variant: "live",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Hourglass, {
									"aria-hidden": true,
									className: "size-3"
								}), REPORT_TEXT.inProgress]
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "mt-1 text-lg font-semibold break-words text-bone",
							children: [
								report.name,
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
									className: "font-mono text-sm font-normal whitespace-nowrap text-gold-300",
									children: [
										"[",
										report.serial,
										"]"
									]
								})
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "text-sm text-ash",
							children: [
								report.className,
								" • Level ",
								report.finalStats.level,
								report.seasonNumber !== null ? ` • Season ${report.seasonNumber}` : ""
							]
						})
					]
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				variant: "primary",
				size: "lg",
				className: "w-full md:w-auto",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: report.replayPath,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CirclePlay, { "aria-hidden": true }), REPORT_TEXT.watchReplay]
				})
			})]
		})]
	});
}
// web/src/routes/crawler/report/report-tallies.tsx
function Tally({ id, icon, title, value, note }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": id,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, {
			className: "pb-1",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
				as: "h2",
				id,
				className: "text-base",
				children: [icon, title]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "font-display text-3xl font-black text-bone",
			children: value
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "mt-1 text-xs text-ash",
			children: note
		})] })]
	});
}
function TimeSurvivedCard({ report }) {
	const t = report.timeSurvived;
	const from = new Date(t.startedAt).toLocaleDateString(void 0, { dateStyle: "medium" });
	const note = report.status === "alive" ? `Since ${from}, and counting` : report.status === "retired" ? `From ${from} to the season's end` : `From ${from} to the killing blow`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tally, {
		id: "report-time",
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Hourglass, {
			"aria-hidden": true,
			className: "size-5"
		}),
		title: "Time survived",
		value: formatDuration(t.ms),
		note
	});
}
function GoldEarnedCard({ report }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tally, {
		id: "report-gold",
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Coins, {
			"aria-hidden": true,
			className: "size-5"
		}),
		title: "Gold earned",
		value: report.goldEarned.toLocaleString("en-US"),
		note: `From kills. Purse at the end: ${report.finalStats.gold.toLocaleString("en-US")} gold`
	});
}
/** A labelled count with a bar relative to the largest in its list. */
function BarRow({ label, count, max, unit, barClass }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: "flex flex-col gap-1",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex items-baseline justify-between gap-3 text-sm",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "min-w-0 break-words text-bone",
				children: label
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "shrink-0 font-mono text-bone",
				children: [
					count,
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "text-xs text-ash",
						children: unit
					})
				]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			"aria-hidden": true,
			className: "h-1.5 overflow-hidden rounded-full bg-abyss",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: `h-full rounded-full ${barClass}`,
				style: { width: `${max > 0 ? Math.max(4, count / max * 100) : 0}%` }
			})
		})]
	});
}
function RoomsExploredCard({ report }) {
	const floors = report.roomsExplored;
	const total = floors.reduce((n, f) => n + f.rooms, 0);
	const max = Math.max(0, ...floors.map((f) => f.rooms));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "report-rooms",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "report-rooms",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Map, {
				"aria-hidden": true,
				className: "size-5"
			}), "Rooms explored"]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "text-sm text-ash",
			children: [
				total,
				" ",
				total === 1 ? "room" : "rooms",
				" on ",
				floors.length,
				" ",
				floors.length === 1 ? "floor" : "floors"
			]
		})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: floors.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-sm text-ash",
			children: "No rooms explored."
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "flex flex-col gap-3",
			children: floors.map((f) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BarRow, {
				label: `Floor ${f.floor}`,
				count: f.rooms,
				max,
				unit: f.rooms === 1 ? "room" : "rooms",
				barClass: "bg-gold-500"
			}, f.floor))
		}) })]
	});
}
function KillsCard({ report }) {
	const kills = report.killsByType;
	const total = kills.reduce((n, k) => n + k.count, 0);
	const max = Math.max(0, ...kills.map((k) => k.count));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "report-kills",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "report-kills",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Crosshair, {
				"aria-hidden": true,
				className: "size-5"
			}), "Kills by mob type"]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "text-sm text-ash",
			children: [
				total,
				" ",
				total === 1 ? "kill" : "kills"
			]
		})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: kills.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "text-sm text-ash",
			children: [
				"No kills. ",
				report.name,
				" never landed a killing blow."
			]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "flex flex-col gap-3",
			children: kills.map((k) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BarRow, {
				label: k.label,
				count: k.count,
				max,
				unit: k.count === 1 ? "kill" : "kills",
				barClass: "bg-blood-500"
			}, k.type))
		}) })]
	});
}
// web/src/routes/crawler/report/share-card.tsx
/** The report's address, to copy and post: a dead crawler's link unfurls with its card. */
function ShareCard({ report, origin = typeof window === "undefined" ? "" : window.location.origin }) {
	const url = `${origin}${reportPath(report.crawlerId)}`;
	const [state, setState] = (0, import_react.useState)("idle");
	(0, import_react.useEffect)(() => {
		if (state !== "copied") return;
		const timer = setTimeout(() => setState("idle"), 2500);
		return () => clearTimeout(timer);
	}, [state]);
	async function copy() {
		try {
			await navigator.clipboard.writeText(url);
			setState("copied");
		} catch {
			setState("failed");
		}
	}
	const isPublic = report.status !== "alive";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "report-share",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "report-share",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Share2, {
				"aria-hidden": true,
				className: "size-5"
			}), "Share"]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardDescription, { children: isPublic ? "Anyone with this link can read the report; posted on social sites it shows the crawler’s card." : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "inline-flex items-start gap-1.5",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Lock, {
					"aria-hidden": true,
					className: "mt-0.5 size-3.5 shrink-0"
				}),
				"Only you can open this link while ",
				report.name,
				" lives. Once the dungeon wins, the report is public."
			]
		}) })] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			className: "flex flex-col gap-2",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: "report-share-url",
					className: "sr-only",
					children: "Report link"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id: "report-share-url",
					readOnly: true,
					value: url,
					onFocus: (e) => e.currentTarget.select(),
					className: "h-10 w-full min-w-0 rounded-md border border-rubble bg-abyss px-3 font-mono text-xs text-bone focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					variant: "outline",
					onClick: () => void copy(),
					className: "w-full",
					children: [state === "copied" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, { "aria-hidden": true }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Copy, { "aria-hidden": true }), state === "copied" ? REPORT_TEXT.copied : REPORT_TEXT.copyLink]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					role: "status",
					className: "min-h-4 text-xs text-ash",
					children: state === "copied" ? REPORT_TEXT.copied : state === "failed" ? REPORT_TEXT.copyFailed : ""
				})
			]
		})]
	});
}
// web/src/routes/crawler/report/report-screen.tsx
/**
* The report (issue 17): the death first, then the numbers of the life, then how it ended. On wide
* screens the story (left) sits beside the crawler's sheet (right); on small ones the columns dissolve
* (`contents`) into one, with the sheet moved up after the headline numbers (`order`).
*/
function ReportScreen({ report, origin }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReportHeader, { report }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-col gap-6 lg:grid lg:grid-cols-3",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "contents lg:col-span-2 lg:flex lg:min-w-0 lg:flex-col lg:gap-6",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "order-1 lg:order-none",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CauseOfDeathCard, { report })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "order-2 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:order-none",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TimeSurvivedCard, { report }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GoldEarnedCard, { report })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "order-4 lg:order-none",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExperienceChart, { report })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "order-5 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:order-none",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoomsExploredCard, { report }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(KillsCard, { report })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "order-6 lg:order-none",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LastEventsCard, { report })
					})
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "order-3 lg:order-none",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FinalStatsCard, { report })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "order-7 lg:order-none",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShareCard, {
						report,
						origin
					})
				})]
			})]
		})]
	});
}
// web/src/routes/crawler/report/report-page.tsx
/** '/crawler/:id/report' (issue 17): public for a dead crawler (opened from a shared link), so no RequireAuth. */
function ReportPage() {
	const id = useCrawlerIdParam();
	if (!id) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MissingCrawlerId, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Report, { crawlerId: id }, id);
}
function Report({ crawlerId }) {
	const report = useQuery({
		queryKey: reportQueryKey(crawlerId),
		queryFn: ({ signal }) => fetchReport(crawlerId, signal)
	});
	const data = report.data;
	usePageTitle(data ? `${data.status === "dead" ? REPORT_TEXT.deadTitle : REPORT_TEXT.livingTitle} • ${data.name}` : `Report • Crawler #${crawlerId}`);
	if (report.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
		label: REPORT_TEXT.loading,
		className: "py-24"
	});
	if (report.error && reportErrorKind(report.error) === "not_found") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReportNotFound, {});
	if (report.error || !data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReportError, {
		message: report.error ? errorMessage(report.error) : void 0,
		onRetry: () => void report.refetch()
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReportScreen, { report: data });
}
/**
* A 404 (no such crawler, or a living one that is not the reader's) and a 400 (not a crawler number)
* both mean there is no report to show; anything else may pass, so it offers Try Again.
*/
function reportErrorKind(error) {
	return isApiError(error) && (error.status === 404 || error.status === 400) ? "not_found" : "failed";
}
function ReportError({ message, onRetry }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "mx-auto max-w-xl px-4 py-12",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
			title: REPORT_TEXT.failed,
			message,
			onRetry
		})
	});
}
function ReportNotFound() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "flex min-h-[60dvh] items-center justify-center px-4 py-12",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "stone-panel w-full max-w-md rounded-xl border border-rubble bg-crypt p-8 text-center",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollText, {
					"aria-hidden": true,
					className: "mx-auto size-12 text-gold-400"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: "mt-4 font-display text-2xl font-bold text-bone",
					children: REPORT_TEXT.notFound
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-3 text-sm text-ash",
					children: REPORT_TEXT.notFoundBody
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					variant: "primary",
					className: "mt-6",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						to: "/",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(House, { "aria-hidden": true }), REPORT_TEXT.home]
					})
				})
			]
		})
	});
}
export { Report, ReportError, ReportNotFound, ReportPage, reportErrorKind };

//# sourceMappingURL=report-page-CkUclIG2.js.map