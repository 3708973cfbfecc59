import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { C as CardHeader, D as Spinner, E as useCurrentSeason, H as LogIn, J as ChevronRight, K as Compass, L as Button, M as Link, R as Swords, S as CardDescription, T as usePageTitle, X as useQuery, _ as FormMessage, at as useQueryClient, b as Card, g as ErrorPanel, j as useAuth, l as toastSuccess, s as toast, v as SeasonStatusBadge, w as CardTitle, x as CardContent, y as Badge, z as Skull } from "./index-BiQ4OFOh.js";
import { n as TooltipProvider, t as Tooltip } from "./tooltip-ZYIlCW5_.js";
import { a as pickActiveCrawler, c as useUserStatus, i as leaderboardQuery, n as candidatesQuery, o as useCrawlers, s as useRefreshSponsorData, t as activitiesQuery } from "./crawlers-3UXKEN66.js";
import { i as Activity, n as ArrowRight, r as ArrowDownToLine, t as Bug } from "./bug-DpZw3oXX.js";
import { i as formatAge } from "./activity--pRhFCMO.js";
import { a as isApiError, i as errorMessage, r as apiRequest } from "./http-Dp5NWYIR.js";
import { s as createLucideIcon, t as cn } from "./cn-B52nqGHH.js";
import { t as Trophy } from "./trophy-DOsO6sFh.js";
import { f as isActivityType } from "./vocabulary-DSixrbIf.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { t as Coins } from "./coins-Dhuz6u1L.js";
import { t as Layers } from "./layers-Dcu3bAKp.js";
import { t as ScrollText } from "./scroll-text-BB58WQKo.js";
import { n as Backpack, t as Sparkles } from "./sparkles-DiZODu9I.js";
import { r as reportPath } from "./report-DqRlmqZJ.js";
import { t as CrawlerAvatar } from "./crawler-avatar-DKdBI-QX.js";
import { i as crawlerCardState, t as CARD_ACTION_TEXT } from "./crawler-status-Bg98t7lU.js";
import { t as HealthBar } from "./health-bar-BMpJPq4r.js";
import { t as useMutation } from "./useMutation-B25NteWb.js";
import { a as createCrawler, d as regenerateRoom, f as userStatusQueryKey, i as crawlersQueryKey, o as createCrawlerBody, t as applyEyesOfDebug } from "./crawler-api-Dqetrgs8.js";
import { a as DialogTitle, i as DialogDescription, r as DialogContent, t as Dialog } from "./dialog-aQbDhVTJ.js";
import { a as SPONSORSHIP_RULES, s as CANDIDATE_STAT_KEYS } from "./crawler-BMq-rojx.js";
import { t as ArrowLeft } from "./arrow-left-DF22hpAP.js";
import { t as ShieldCheck } from "./shield-check-D3P8o_LM.js";
import { t as Eye } from "./eye-BocLKIwX.js";
import { t as User } from "./auth-qPDs9lhg.js";
import { n as podiumTone, t as podiumStyle } from "./podium-BPqhiCvE.js";
import { t as CircleCheck } from "./circle-check-BlJzIsMl.js";
// node_modules/lucide-react/dist/esm/icons/calendar-days.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$8 = {
	name: "calendar-days",
	size: 24,
	node: [
		["path", {
			d: "M8 2v3",
			key: "1ioesn"
		}],
		["path", {
			d: "M16 2v3",
			key: "otl347"
		}],
		["rect", {
			x: "3",
			y: "3",
			width: "18",
			height: "18",
			rx: "2",
			key: "h1oib"
		}],
		["path", {
			d: "M3 9h18",
			key: "1pudct"
		}],
		["path", {
			d: "M8 13h.01",
			key: "1sbv64"
		}],
		["path", {
			d: "M12 13h.01",
			key: "y0uutt"
		}],
		["path", {
			d: "M16 13h.01",
			key: "wip0gl"
		}],
		["path", {
			d: "M8 17h.01",
			key: "p3bg7i"
		}],
		["path", {
			d: "M12 17h.01",
			key: "p32p05"
		}],
		["path", {
			d: "M16 17h.01",
			key: "ql8jdd"
		}]
	]
};
__iconData$8.node;
var CalendarDays = createLucideIcon(__iconData$8);
// node_modules/lucide-react/dist/esm/icons/circle-minus.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$7 = {
	name: "circle-minus",
	size: 24,
	node: [["circle", {
		cx: "12",
		cy: "12",
		r: "10",
		key: "1mglay"
	}], ["path", {
		d: "M8 12h8",
		key: "1wcyev"
	}]],
	aliases: ["minus-circle"]
};
__iconData$7.node;
var CircleMinus = createLucideIcon(__iconData$7);
// node_modules/lucide-react/dist/esm/icons/crown.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$6 = {
	name: "crown",
	size: 24,
	node: [["path", {
		d: "M11.562 3.266a.5.5 0 0 1 .876 0L15.39 8.87a1 1 0 0 0 1.516.294L21.183 5.5a.5.5 0 0 1 .798.519l-2.834 10.246a1 1 0 0 1-.956.734H5.81a1 1 0 0 1-.957-.734L2.02 6.02a.5.5 0 0 1 .798-.519l4.276 3.664a1 1 0 0 0 1.516-.294z",
		key: "1vdc57"
	}], ["path", {
		d: "M5 21h14",
		key: "11awu3"
	}]]
};
__iconData$6.node;
var Crown = createLucideIcon(__iconData$6);
// node_modules/lucide-react/dist/esm/icons/gem.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "gem",
	size: 24,
	node: [
		["path", {
			d: "M10.5 3 8 9l4 13 4-13-2.5-6",
			key: "b3dvk1"
		}],
		["path", {
			d: "M17 3a2 2 0 0 1 1.6.8l3 4a2 2 0 0 1 .013 2.382l-7.99 10.986a2 2 0 0 1-3.247 0l-7.99-10.986A2 2 0 0 1 2.4 7.8l2.998-3.997A2 2 0 0 1 7 3z",
			key: "7w4byz"
		}],
		["path", {
			d: "M2 9h20",
			key: "16fsjt"
		}]
	]
};
__iconData$5.node;
var Gem = createLucideIcon(__iconData$5);
// node_modules/lucide-react/dist/esm/icons/key-round.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "key-round",
	size: 24,
	node: [["path", {
		d: "M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z",
		key: "1s6t7t"
	}], ["circle", {
		cx: "16.5",
		cy: "7.5",
		r: ".5",
		fill: "currentColor",
		key: "w0ekpg"
	}]]
};
__iconData$4.node;
var KeyRound = createLucideIcon(__iconData$4);
// node_modules/lucide-react/dist/esm/icons/refresh-ccw.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "refresh-ccw",
	size: 24,
	node: [
		["path", {
			d: "M21 12a9 9 0 0 0-9-9 9.75 9.75 0 0 0-6.74 2.74L3 8",
			key: "14sxne"
		}],
		["path", {
			d: "M3 3v5h5",
			key: "1xhq8a"
		}],
		["path", {
			d: "M3 12a9 9 0 0 0 9 9 9.75 9.75 0 0 0 6.74-2.74L21 16",
			key: "1hlbsb"
		}],
		["path", {
			d: "M16 16h5v5",
			key: "ccwih5"
		}]
	]
};
__iconData$3.node;
var RefreshCcw = createLucideIcon(__iconData$3);
// node_modules/lucide-react/dist/esm/icons/signpost.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "signpost",
	size: 24,
	node: [
		["path", {
			d: "M12 13v8",
			key: "1l5pq0"
		}],
		["path", {
			d: "M12 3v3",
			key: "1n5kay"
		}],
		["path", {
			d: "M2.354 10.354a1.207 1.207 0 0 1 0-1.708l2.06-2.06A2 2 0 0 1 5.828 6h12.344a2 2 0 0 1 1.414.586l2.06 2.06a1.207 1.207 0 0 1 0 1.708l-2.06 2.06a2 2 0 0 1-1.414.586H5.828a2 2 0 0 1-1.414-.586z",
			key: "1tm261"
		}]
	]
};
__iconData$2.node;
var Signpost = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/user-plus.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "user-plus",
	size: 24,
	node: [
		["path", {
			d: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2",
			key: "1yyitq"
		}],
		["circle", {
			cx: "9",
			cy: "7",
			r: "4",
			key: "nufk8"
		}],
		["line", {
			x1: "19",
			x2: "19",
			y1: "8",
			y2: "14",
			key: "1bvyxn"
		}],
		["line", {
			x1: "22",
			x2: "16",
			y1: "11",
			y2: "11",
			key: "1shjgl"
		}]
	]
};
__iconData$1.node;
var UserPlus = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/users.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "users",
	size: 24,
	node: [
		["path", {
			d: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2",
			key: "1yyitq"
		}],
		["path", {
			d: "M16 3.128a4 4 0 0 1 0 7.744",
			key: "16gr8j"
		}],
		["path", {
			d: "M22 21v-2a4 4 0 0 0-3-3.87",
			key: "kshegd"
		}],
		["circle", {
			cx: "9",
			cy: "7",
			r: "4",
			key: "nufk8"
		}]
	]
};
__iconData.node;
var Users = createLucideIcon(__iconData);
// web/src/routes/dashboard/activity-style.ts
var STYLE = {
	crawler_created: {
		icon: UserPlus,
		tone: "text-gold-300",
		chip: "border-gold-500/40 bg-gold-900/40",
		label: "New crawler"
	},
	floor_advance: {
		icon: ArrowDownToLine,
		tone: "text-sky-300",
		chip: "border-sky-500/40 bg-sky-950/60",
		label: "Floor advance"
	},
	combat_victory: {
		icon: Trophy,
		tone: "text-moss-400",
		chip: "border-moss-500/40 bg-moss-500/10",
		label: "Victory"
	},
	combat_defeat: {
		icon: Skull,
		tone: "text-blood-300",
		chip: "border-blood-500/50 bg-blood-950/70",
		label: "Defeat"
	},
	equipment_found: {
		icon: Gem,
		tone: "text-violet-300",
		chip: "border-violet-500/40 bg-violet-950/60",
		label: "Equipment found"
	},
	exploration: {
		icon: Compass,
		tone: "text-teal-300",
		chip: "border-teal-500/40 bg-teal-950/60",
		label: "Exploration"
	},
	combat_start: {
		icon: Swords,
		tone: "text-ember-400",
		chip: "border-ember-400/40 bg-ember-400/10",
		label: "Combat"
	},
	encounter_choice: {
		icon: Signpost,
		tone: "text-bone",
		chip: "border-flagstone bg-vault",
		label: "Encounter"
	}
};
var FALLBACK = {
	icon: Compass,
	tone: "text-ash",
	chip: "border-rubble bg-vault",
	label: "Activity"
};
/** Spec 3 activity types each get their own icon and colour; anything unexpected gets a quiet default. */
function activityStyle(type) {
	return isActivityType(type) ? STYLE[type] : FALLBACK;
}
// web/src/routes/dashboard/use-now.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The current time, re-read every `intervalMs`, so relative ages ('12s ago') keep moving. */
function useNow(intervalMs) {
	const [now, setNow] = (0, import_react.useState)(() => /* @__PURE__ */ new Date());
	(0, import_react.useEffect)(() => {
		const timer = setInterval(() => setNow(/* @__PURE__ */ new Date()), intervalMs);
		return () => clearInterval(timer);
	}, [intervalMs]);
	return now;
}
// web/src/routes/dashboard/activity-feed.tsx
var import_jsx_runtime = require_jsx_runtime();
var AGE_TICK_MS = 5e3;
/** Spec 2 column 2: the latest dungeon events, refreshed every 15 s (spec 9). */
function ActivityFeed() {
	const activities = useQuery(activitiesQuery);
	const now = useNow(AGE_TICK_MS);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "recent-activity-heading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "recent-activity-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Activity, {
				"aria-hidden": true,
				className: "size-5"
			}), "Recent Activity"]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardDescription, { children: "What your crawlers and the dungeon have been up to." })] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: activities.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActivitySkeletons, {}) : activities.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
			title: "Unable to load activity",
			message: errorMessage(activities.error),
			onRetry: () => void activities.refetch()
		}) : activities.data.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-8 text-center text-sm text-ash",
			children: "No activity recorded yet."
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
			"aria-label": "Recent activity",
			className: "flex flex-col gap-2",
			children: activities.data.map((activity) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActivityRow, {
				activity,
				now
			}, activity.id))
		}) })]
	});
}
function ActivityRow({ activity, now }) {
	const style = activityStyle(activity.type);
	const Icon = style.icon;
	const summary = activity.details.results.summary;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: "flex gap-3 rounded-lg border border-rubble bg-abyss/40 p-3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: cn("flex size-8 shrink-0 items-center justify-center rounded-md border", style.chip),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
				"aria-hidden": true,
				className: cn("size-4", style.tone)
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "sr-only",
				children: style.label
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "min-w-0 flex-1",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex items-start justify-between gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-sm break-words text-bone",
						children: activity.message
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
						dateTime: activity.createdAt,
						className: "shrink-0 text-[11px] whitespace-nowrap text-ash",
						children: formatAge(activity.createdAt, now)
					})]
				}),
				summary ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-0.5 text-xs break-words text-ash",
					children: summary
				}) : null,
				activity.crawler ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "mt-1 text-xs text-ash",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "font-semibold text-gold-300",
							children: activity.crawler.name
						}),
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "font-mono",
							children: [
								activity.crawler.health,
								"/",
								activity.crawler.maxHealth,
								" HP"
							]
						})
					]
				}) : null
			]
		})]
	});
}
function ActivitySkeletons() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		role: "status",
		"aria-label": "Loading activity...",
		className: "flex flex-col gap-2",
		children: [
			0,
			1,
			2,
			3
		].map((index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex animate-pulse gap-3 rounded-lg border border-rubble bg-abyss/40 p-3",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "size-8 rounded-md bg-vault" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-1 flex-col gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-3.5 w-5/6 rounded bg-vault" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-3 w-1/2 rounded bg-vault" })]
			})]
		}, index))
	});
}
// web/src/routes/dashboard/crawler-card.tsx
var dotStyle = {
	active: "bg-moss-400 animate-pulse shadow-[0_0_8px] shadow-moss-400",
	resting: "bg-yellow-400",
	down: "bg-blood-500"
};
var labelStyle = {
	active: "text-moss-400",
	resting: "text-yellow-300",
	down: "text-blood-300"
};
function StatusDot({ tone, label }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: cn("inline-flex items-center gap-1.5 text-xs font-semibold", labelStyle[tone]),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": true,
			className: cn("size-2.5 rounded-full", dotStyle[tone])
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: label })]
	});
}
/** Spec 2 crawler card: portrait, identity, vitals, and the one way in (only for an alive, active crawler). */
function CrawlerCard({ crawler }) {
	const state = crawlerCardState(crawler);
	const titleId = `crawler-${crawler.id}-name`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		"aria-labelledby": titleId,
		className: "flex flex-col gap-3 rounded-lg border border-rubble bg-abyss/50 p-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex items-start gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerAvatar, {
					name: crawler.name,
					serial: crawler.serial
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0 flex-1",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h3", {
							id: titleId,
							className: "font-display font-bold break-words text-bone",
							children: [
								crawler.name,
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
									className: "font-mono text-sm font-normal whitespace-nowrap text-gold-300",
									children: [
										"[",
										crawler.serial,
										"]"
									]
								})
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "text-xs text-ash",
							children: [
								crawler.class.name,
								" • Level ",
								crawler.level
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "mt-1.5 flex flex-wrap items-center gap-2",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusDot, {
								tone: state.tone,
								label: state.label
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
								variant: crawler.sponsorship === "primary" ? "gold" : "stone",
								children: crawler.sponsorship === "primary" ? "Primary" : "Secondary"
							})]
						})
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HealthBar, {
				health: crawler.health,
				maxHealth: crawler.maxHealth
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: "grid grid-cols-3 gap-2 text-xs",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Layers, {
							"aria-hidden": true,
							className: "size-3.5"
						}),
						label: "Floor",
						value: crawler.currentFloor
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Coins, {
							"aria-hidden": true,
							className: "size-3.5"
						}),
						label: "Gold",
						value: crawler.gold
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sparkles, {
							"aria-hidden": true,
							className: "size-3.5"
						}),
						label: "XP",
						value: `${crawler.experience}/${crawler.experienceToNext}`
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-col gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex gap-2",
					children: [state.action === "enter" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						asChild: true,
						variant: "primary",
						size: "sm",
						className: "flex-1",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: `/crawler/${crawler.id}`,
							"aria-label": `Enter Crawler Mode with ${crawler.name}`,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Swords, { "aria-hidden": true }), CARD_ACTION_TEXT.enter]
						})
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "sm",
						className: "flex-1",
						disabled: true,
						children: CARD_ACTION_TEXT[state.action]
					}), crawler.isAlive ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						asChild: true,
						variant: "ghost",
						size: "sm",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: reportPath(crawler.id),
							"aria-label": `Report of ${crawler.name}`,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollText, { "aria-hidden": true }), "Report"]
						})
					}) : null]
				}), crawler.isAlive ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					variant: "outline",
					size: "sm",
					className: "w-full",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						to: reportPath(crawler.id),
						"aria-label": `Bankruptcy report of ${crawler.name}`,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollText, { "aria-hidden": true }), "Bankruptcy report"]
					})
				})]
			})
		]
	});
}
function Stat({ icon, label, value }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "rounded-md border border-rubble bg-crypt/60 px-2 py-1.5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dt", {
			className: "flex items-center gap-1 text-ash",
			children: [icon, label]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
			className: "truncate font-mono font-semibold text-bone",
			children: value
		})]
	});
}
// web/src/components/crawler/sponsorship.ts
var PRIMARY_SUMMARY = "Full control, one per season.";
/**
* Spec 4: primary (full control, one per season) is available if unused or last used in an earlier
* season than the current one; secondary (limited control) is always available. The server's own
* answer wins; while it is unknown, primary is offered and the server decides.
*/
function sponsorshipOptions(status) {
	const primaryAvailable = status ? primaryIsAvailable(status) : true;
	return [{
		kind: "primary",
		label: "Primary",
		summary: PRIMARY_SUMMARY,
		available: primaryAvailable,
		reason: primaryAvailable ? null : SPONSORSHIP_RULES.primaryUsedMessage
	}, {
		kind: "secondary",
		label: "Secondary",
		summary: SPONSORSHIP_RULES.secondaryLimits,
		available: true,
		reason: null
	}];
}
/** The server applies the season rule and answers canSponsorPrimary; the client never second-guesses it. */
function primaryIsAvailable(status) {
	return status.canSponsorPrimary;
}
/** The choice actually sent: a primary pick falls back to secondary once primary is known to be used. */
function effectiveSponsorship(choice, status) {
	const primaryAvailable = status ? primaryIsAvailable(status) : true;
	if (choice === "secondary") return "secondary";
	if (choice === "primary") return primaryAvailable ? "primary" : "secondary";
	return primaryAvailable ? "primary" : "secondary";
}
// web/src/routes/dashboard/candidate-card.tsx
var STAT_LABEL = {
	might: "Might",
	agility: "Agility",
	endurance: "Endurance",
	intellect: "Intellect",
	charisma: "Charisma",
	wisdom: "Wisdom",
	health: "Health",
	luck: "Luck"
};
function CandidateStats({ stats }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
		className: "grid grid-cols-4 gap-1 text-[10px] sm:gap-1.5 sm:text-[11px]",
		children: CANDIDATE_STAT_KEYS.map((key) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "min-w-0 rounded border border-rubble bg-crypt/60 px-0.5 py-1 text-center",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
				className: "truncate text-ash",
				children: STAT_LABEL[key]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
				className: "font-mono text-sm font-semibold text-bone",
				children: stats[key]
			})]
		}, key))
	});
}
/** One entry of the 'Select Your Crawler' list: everything spec 3 names for a candidate. */
function CandidateCard({ candidate, onChoose, buttonId }) {
	const headingId = `${buttonId}-name`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		"aria-labelledby": headingId,
		className: "flex min-w-0 flex-col gap-3 rounded-lg border border-rubble bg-abyss/50 p-3 sm:p-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex items-start gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerAvatar, {
					name: candidate.name,
					serial: candidate.serial,
					className: "size-12"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0 flex-1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h3", {
						id: headingId,
						className: "font-display font-bold break-words text-bone",
						children: [
							candidate.name,
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "font-mono text-xs font-normal whitespace-nowrap text-gold-300",
								children: [
									"[",
									candidate.serial,
									"]"
								]
							})
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "mt-1 flex flex-wrap items-center gap-1.5",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
							variant: "gold",
							children: candidate.className
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Badge, { children: ["Level ", candidate.level] })]
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "rounded-md border border-gold-500/30 bg-gold-900/20 p-2.5 text-sm",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "flex items-center gap-1.5 font-semibold text-gold-300",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sparkles, {
						"aria-hidden": true,
						className: "size-3.5"
					}), candidate.topAbility.name]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-0.5 text-xs text-bone/80",
					children: candidate.topAbility.description
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-xs leading-relaxed text-ash",
				children: candidate.background
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CandidateStats, { stats: candidate.stats }),
			candidate.competencies.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-[11px] font-semibold tracking-wider text-ash uppercase",
				children: "Competencies"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "mt-1 flex flex-wrap gap-1",
				children: candidate.competencies.map((competency) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
					className: "rounded-full border border-rubble bg-vault px-2 py-0.5 text-[11px] text-bone",
					children: competency
				}, competency))
			})] }) : null,
			candidate.startingEquipment.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "flex items-center gap-1 text-[11px] font-semibold tracking-wider text-ash uppercase",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Backpack, {
					"aria-hidden": true,
					className: "size-3"
				}), "Starting Equipment"]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "mt-1 list-inside list-disc text-xs text-bone/85",
				children: candidate.startingEquipment.map((item, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: item.name }, `${item.key}-${index}`))
			})] }) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				id: buttonId,
				variant: "outline",
				size: "sm",
				className: "mt-auto w-full",
				onClick: () => onChoose(candidate),
				children: [
					"Choose ",
					candidate.name,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight, { "aria-hidden": true })
				]
			})
		]
	});
}
// web/src/routes/dashboard/sponsor-confirm.tsx
/** Spec 2 confirm step: 'Sponsor {name}', the sponsorship kind (spec 4), Back and confirm. */
function SponsorConfirm(props) {
	const { candidate, status, statusPending, sponsorship, onSponsorshipChange, onBack, onConfirm, pending, error, titleRef } = props;
	const options = sponsorshipOptions(status);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col gap-4 p-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogTitle, {
				ref: titleRef,
				tabIndex: -1,
				className: "focus:outline-none",
				children: ["Sponsor ", candidate.name]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, { children: "Confirm the crawler your corporation will back. Death in the dungeon is permanent." })] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex items-center gap-3 rounded-lg border border-rubble bg-abyss/50 p-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerAvatar, {
					name: candidate.name,
					serial: candidate.serial,
					className: "size-12"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "font-semibold break-words text-bone",
						children: [
							candidate.name,
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "font-mono text-xs whitespace-nowrap text-gold-300",
								children: [
									"[",
									candidate.serial,
									"]"
								]
							})
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "text-xs text-ash",
						children: [
							candidate.className,
							" • Level ",
							candidate.level,
							" • ",
							candidate.topAbility.name
						]
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CandidateStats, { stats: candidate.stats }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: "flex flex-col gap-2",
				disabled: pending,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
					className: "mb-2 text-xs font-semibold tracking-wider text-ash uppercase",
					children: "Sponsorship"
				}), options.map((option) => {
					const id = `sponsorship-${option.kind}`;
					const checked = sponsorship === option.kind;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						htmlFor: id,
						className: cn("flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-300", checked ? "border-gold-400 bg-gold-900/30" : "border-rubble bg-abyss/40 hover:border-flagstone", !option.available && "cursor-not-allowed opacity-60"),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							id,
							type: "radio",
							name: "sponsorship",
							value: option.kind,
							checked,
							disabled: !option.available,
							onChange: () => onSponsorshipChange(option.kind),
							"aria-describedby": `${id}-summary`,
							className: "mt-1 size-4 accent-gold-400"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "min-w-0",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "block font-semibold text-bone",
								children: [option.label, option.kind === "primary" && statusPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "ml-2 text-xs font-normal text-ash",
									children: "Checking availability..."
								}) : null]
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								id: `${id}-summary`,
								className: "block text-xs text-ash",
								children: [option.summary, option.reason ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "mt-1 block text-ember-400",
									children: option.reason
								}) : null]
							})]
						})]
					}, option.kind);
				})]
			}),
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
				tone: "error",
				children: error
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-col-reverse gap-2 sm:flex-row sm:justify-between",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					variant: "ghost",
					onClick: onBack,
					disabled: pending,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, { "aria-hidden": true }), "Back"]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					variant: "primary",
					onClick: onConfirm,
					disabled: pending,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShieldCheck, { "aria-hidden": true }), pending ? "Sponsoring..." : `Confirm ${sponsorship === "primary" ? "Primary" : "Secondary"} Sponsorship`]
				})]
			})
		]
	});
}
// web/src/routes/dashboard/crawler-selection-dialog.tsx
var PRIMARY_USED_CODE = "primary_sponsorship_used";
var chooseButtonId = (candidate) => `choose-candidate-${candidate.id}`;
/**
* Spec 2 'Select Your Crawler': the candidate list, then a 'Sponsor {name}' confirmation with a Back
* button. Both steps live in one Radix dialog, so focus stays trapped throughout; spec 5 holds because
* the confirm step only exists once a candidate is chosen.
*/
function CrawlerSelectionDialog({ open, onOpenChange, returnFocusId }) {
	const [chosen, setChosen] = (0, import_react.useState)(null);
	const [returnTo, setReturnTo] = (0, import_react.useState)(null);
	const [choice, setChoice] = (0, import_react.useState)(null);
	const confirmTitle = (0, import_react.useRef)(null);
	const candidates = useQuery({
		...candidatesQuery,
		enabled: open
	});
	const status = useUserStatus();
	const queryClient = useQueryClient();
	const refreshSponsorData = useRefreshSponsorData();
	const sponsorship = effectiveSponsorship(choice, status.data);
	const create = useMutation({
		mutationFn: (candidate) => createCrawler(createCrawlerBody(candidate, sponsorship)),
		onSuccess: async (crawler) => {
			toastSuccess(`${crawler.name} [${crawler.serial}] is now sponsored by your corporation.`);
			close();
			await refreshSponsorData();
		},
		onError: (error) => {
			console.error("Failed to Create Crawler", error);
			if (isApiError(error) && error.code === PRIMARY_USED_CODE) {
				setChoice("secondary");
				queryClient.invalidateQueries({ queryKey: userStatusQueryKey });
			}
		}
	});
	(0, import_react.useEffect)(() => {
		if (chosen) confirmTitle.current?.focus();
	}, [chosen]);
	(0, import_react.useEffect)(() => {
		if (!chosen && returnTo) document.getElementById(returnTo)?.focus();
	}, [chosen, returnTo]);
	function reset() {
		setChosen(null);
		setReturnTo(null);
		setChoice(null);
		create.reset();
	}
	function close() {
		reset();
		onOpenChange(false);
	}
	function choose(candidate) {
		create.reset();
		setReturnTo(chooseButtonId(candidate));
		setChosen(candidate);
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onOpenChange: (next) => {
			if (create.isPending) return;
			if (!next) reset();
			onOpenChange(next);
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, {
			className: cn("flex flex-col overflow-hidden p-0", chosen ? "max-w-xl" : "max-w-4xl"),
			onCloseAutoFocus: (event) => {
				event.preventDefault();
				document.getElementById(returnFocusId)?.focus();
			},
			onOpenAutoFocus: (event) => {
				event.preventDefault();
				event.currentTarget?.focus();
			},
			children: chosen ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "min-h-0 flex-1 overflow-y-auto",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SponsorConfirm, {
					candidate: chosen,
					status: status.data,
					statusPending: status.isPending,
					sponsorship,
					onSponsorshipChange: setChoice,
					onBack: () => {
						create.reset();
						setChosen(null);
					},
					onConfirm: () => create.mutate(chosen),
					pending: create.isPending,
					error: create.error ? errorMessage(create.error) : null,
					titleRef: confirmTitle
				})
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "border-b border-rubble p-5 pb-4 sm:p-6",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: "Select Your Crawler" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogDescription, { children: [
					"Choose one of ",
					candidates.data?.length ?? 30,
					" candidates to sponsor. Review their stats, class and background before you commit."
				] })]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "min-h-0 flex-1 overflow-y-auto p-3 sm:p-6",
				children: candidates.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CandidateSkeletons, {}) : candidates.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
					title: "Could not load candidates",
					message: errorMessage(candidates.error),
					onRetry: () => void candidates.refetch()
				}) : candidates.data.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "rounded-lg border border-dashed border-rubble px-4 py-8 text-center text-sm text-ash",
					children: "No candidates are waiting right now. Try again later."
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					"aria-label": "Crawler candidates",
					className: "grid gap-3 md:grid-cols-2",
					children: candidates.data.map((candidate) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CandidateCard, {
						candidate,
						buttonId: chooseButtonId(candidate),
						onChoose: choose
					}, candidate.id))
				})
			})] })
		})
	});
}
function CandidateSkeletons() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		role: "status",
		"aria-label": "Loading candidates...",
		className: "grid gap-3 md:grid-cols-2",
		children: Array.from({ length: 4 }, (_, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex animate-pulse flex-col gap-3 rounded-lg border border-rubble bg-abyss/50 p-4",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex gap-3",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "size-12 rounded-lg bg-vault" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex flex-1 flex-col gap-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-4 w-2/3 rounded bg-vault" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-3 w-1/3 rounded bg-vault" })]
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-12 rounded bg-vault" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-16 rounded bg-vault" })
			]
		}, index))
	});
}
// web/src/routes/dashboard/crawler-management.tsx
/** Whichever sponsor button is shown (empty state or list) gets focus back when the dialog closes. */
var SPONSOR_BUTTON_ID = "sponsor-crawler-button";
/** Spec 2 column 1: the sponsor's crawlers, or an empty state that leads to the selection dialog. */
function CrawlerManagement() {
	const crawlers = useCrawlers();
	const [selecting, setSelecting] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "crawler-management-heading",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
				id: "crawler-management-heading",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Users, {
					"aria-hidden": true,
					className: "size-5"
				}), "Crawler Management"]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardDescription, { children: "Your sponsored crawlers and their current status." })] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: crawlers.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerSkeletons, {}) : crawlers.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
				title: "Unable to load crawlers",
				message: errorMessage(crawlers.error),
				onRetry: () => void crawlers.refetch()
			}) : crawlers.data.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-col items-center gap-4 rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-8 text-center",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-sm text-ash",
					children: "You do not sponsor a crawler yet. Pick a candidate to send into the dungeon."
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					id: SPONSOR_BUTTON_ID,
					variant: "primary",
					onClick: () => setSelecting(true),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserPlus, { "aria-hidden": true }), "Choose Your Crawler"]
				})]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-col gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					"aria-label": "Your crawlers",
					className: "flex flex-col gap-3",
					children: crawlers.data.map((crawler) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerCard, { crawler }) }, crawler.id))
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					id: SPONSOR_BUTTON_ID,
					variant: "outline",
					onClick: () => setSelecting(true),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserPlus, { "aria-hidden": true }), "Sponsor another crawler"]
				})]
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerSelectionDialog, {
				open: selecting,
				onOpenChange: setSelecting,
				returnFocusId: SPONSOR_BUTTON_ID
			})
		]
	});
}
function CrawlerSkeletons() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		role: "status",
		"aria-label": "Loading crawlers...",
		className: "flex flex-col gap-3",
		children: [0, 1].map((index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex animate-pulse flex-col gap-3 rounded-lg border border-rubble bg-abyss/50 p-4",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex gap-3",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "size-14 rounded-lg bg-vault" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex flex-1 flex-col gap-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-4 w-3/4 rounded bg-vault" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-3 w-1/2 rounded bg-vault" })]
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-2 rounded-full bg-vault" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-8 rounded bg-vault" })
			]
		}, index))
	});
}
// web/src/routes/dashboard/debug-actions.ts
var DEBUG_TOASTS = {
	regenerateFailed: {
		title: "Regeneration Failed",
		description: "Could not regenerate room"
	},
	scanFailed: {
		title: "Enhanced Scan Failed",
		description: "Unable to activate enhanced scan"
	},
	authTestBadToken: {
		title: "Authentication Test",
		description: "Token may not be working properly"
	},
	authTestFailed: {
		title: "Authentication Test",
		description: "Could not test token"
	}
};
async function regenerateRoomAction(roomId) {
	try {
		const result = await regenerateRoom(roomId);
		toastSuccess(`Room regenerated: ${result.entitiesCount} entities placed, ${result.clearedGroundItems} ground items cleared.`);
		return true;
	} catch (error) {
		console.error("Room regeneration failed", error);
		toast({
			...DEBUG_TOASTS.regenerateFailed,
			variant: "destructive"
		});
		return false;
	}
}
async function eyesOfDebugAction(crawlerId) {
	try {
		const result = await applyEyesOfDebug(crawlerId);
		if (!result.success) {
			toast({
				title: "Eyes of D'Bug",
				description: result.message || result.error || DEBUG_TOASTS.scanFailed.description
			});
			return false;
		}
		toastSuccess(result.message);
		return true;
	} catch (error) {
		console.error("Enhanced scan failed", error);
		toast({
			...DEBUG_TOASTS.scanFailed,
			variant: "destructive"
		});
		return false;
	}
}
/** Spec 7: GET /api/auth/user with the stored token, as a check that the token still works. */
async function testAuthTokenAction() {
	try {
		const user = await apiRequest("GET", "/api/auth/user", { schema: User });
		toastSuccess(`Token is working: signed in as ${user.email || "Anonymous"}.`);
	} catch (error) {
		console.error("Auth token test failed", error);
		const reply = isApiError(error) ? DEBUG_TOASTS.authTestBadToken : DEBUG_TOASTS.authTestFailed;
		toast({
			...reply,
			variant: "destructive"
		});
	}
}
// web/src/routes/dashboard/debug-bar.tsx
var NEEDS_ACTIVE_CRAWLER = "Needs an active crawler - sponsor or revive one first";
var LOADING_CRAWLERS = "Loading crawlers...";
/**
* Spec 2 debug control bar, fixed at the bottom of the dashboard in development mode. It pads the page
* by its own height so nothing ends up hidden behind it.
*/
function DebugBar({ activeCrawler, crawlersPending }) {
	const { devLogin, user } = useAuth();
	const queryClient = useQueryClient();
	const [busy, setBusy] = (0, import_react.useState)(null);
	const bar = (0, import_react.useRef)(null);
	(0, import_react.useLayoutEffect)(() => {
		const element = bar.current;
		if (!element) return;
		const body = document.body;
		const root = document.documentElement;
		const previous = body.style.paddingBottom;
		const apply = () => {
			body.style.paddingBottom = `${element.offsetHeight}px`;
			root.style.setProperty("--fixed-bottom-bar-height", `${element.offsetHeight}px`);
		};
		apply();
		const observer = new ResizeObserver(apply);
		observer.observe(element);
		return () => {
			observer.disconnect();
			body.style.paddingBottom = previous;
			root.style.removeProperty("--fixed-bottom-bar-height");
		};
	}, []);
	async function run(kind, action) {
		setBusy(kind);
		try {
			await action();
		} finally {
			setBusy(null);
		}
	}
	const roomId = activeCrawler?.currentRoomId ?? null;
	const crawlerReason = activeCrawler ? null : crawlersPending ? LOADING_CRAWLERS : NEEDS_ACTIVE_CRAWLER;
	const roomReason = crawlerReason ?? (roomId === null ? "The active crawler is not in a room yet" : null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		ref: bar,
		role: "region",
		"aria-label": "Debug controls",
		className: "fixed inset-x-0 bottom-0 z-30 border-t border-ember-400/40 bg-abyss/95 backdrop-blur supports-[backdrop-filter]:bg-abyss/85",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2 sm:flex-row sm:items-center sm:px-6",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "flex min-w-0 items-center gap-2 text-xs text-ember-400",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Bug, {
						"aria-hidden": true,
						className: "size-4 shrink-0"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "font-semibold tracking-wider uppercase",
						children: "Debug"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "truncate text-ash",
						children: activeCrawler ? `${activeCrawler.name} [${activeCrawler.serial}]` : crawlersPending ? LOADING_CRAWLERS : "No active crawler"
					})
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid grid-cols-2 gap-2 sm:ml-auto sm:flex sm:flex-wrap",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DebugButton, {
						reason: roomReason,
						busy: busy === "regenerate",
						disabled: busy !== null,
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RefreshCcw, { "aria-hidden": true }),
						onClick: () => roomId !== null && void run("regenerate", async () => {
							if (await regenerateRoomAction(roomId)) await queryClient.invalidateQueries({ queryKey: ["crawler"] });
						}),
						children: "Regenerate Room"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DebugButton, {
						reason: crawlerReason,
						busy: busy === "scan",
						disabled: busy !== null,
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Eye, { "aria-hidden": true }),
						onClick: () => activeCrawler && void run("scan", async () => {
							if (await eyesOfDebugAction(activeCrawler.id)) await queryClient.invalidateQueries({ queryKey: crawlersQueryKey });
						}),
						children: "Eyes of D'Bug"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DebugButton, {
						reason: null,
						busy: busy === "token",
						disabled: busy !== null,
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(KeyRound, { "aria-hidden": true }),
						onClick: () => void run("token", testAuthTokenAction),
						children: "Test Auth Token"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DebugButton, {
						reason: null,
						busy: busy === "login",
						disabled: busy !== null,
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogIn, { "aria-hidden": true }),
						onClick: () => void run("login", async () => {
							if (await devLogin(user?.email ?? void 0)) {
								toastSuccess("Dev login refreshed.");
								await queryClient.invalidateQueries();
							}
						}),
						children: "Dev Login"
					})
				]
			})]
		})
	});
}
function DebugButton({ reason, busy, disabled, icon, onClick, children }) {
	if (reason) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
		content: reason,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			role: "button",
			"aria-disabled": "true",
			tabIndex: 0,
			"aria-label": `${children} (unavailable: ${reason})`,
			className: "inline-flex rounded-md",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				size: "sm",
				disabled: true,
				className: "w-full",
				tabIndex: -1,
				"aria-hidden": true,
				children: [icon, children]
			})
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		size: "sm",
		disabled,
		"aria-busy": busy,
		onClick,
		children: [icon, busy ? "Working..." : children]
	});
}
// web/src/routes/dashboard/leaderboard.tsx
/** Spec 2 column 3: 'Top Crawlers by Gold', refreshed every 30 s (spec 9). */
function Leaderboard() {
	const board = useQuery(leaderboardQuery);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "leaderboard-heading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "leaderboard-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trophy, {
				"aria-hidden": true,
				className: "size-5"
			}), "Top Crawlers by Gold"]
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, { children: [board.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			role: "status",
			"aria-label": "Loading leaderboard...",
			className: "flex flex-col gap-2",
			children: [
				0,
				1,
				2
			].map((index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-12 animate-pulse rounded-lg border border-rubble bg-vault/60" }, index))
		}) : board.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
			title: "Unable to load the leaderboard",
			message: errorMessage(board.error),
			onRetry: () => void board.refetch()
		}) : board.data.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-6 text-center text-sm text-ash",
			children: "No crawlers ranked yet."
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
			"aria-label": "Top crawlers by gold",
			className: "flex flex-col gap-2",
			children: board.data.map((entry, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LeaderboardRow, {
				entry,
				rank: index + 1
			}, entry.id))
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			asChild: true,
			variant: "link",
			className: "mt-3",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				to: "/leaderboard",
				children: ["Full ladder", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowRight, { "aria-hidden": true })]
			})
		})] })]
	});
}
function LeaderboardRow({ entry, rank }) {
	const tone = podiumTone(rank);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: cn("flex items-center gap-3 rounded-lg border border-rubble bg-abyss/40 p-2.5", !entry.isAlive && "opacity-70"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: cn("flex size-8 shrink-0 items-center justify-center rounded-full border font-mono text-sm font-bold", tone ? podiumStyle[tone].chip : "border-rubble bg-vault text-ash"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "sr-only",
					children: "Rank "
				}), rank]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "min-w-0 flex-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: cn("truncate text-sm font-semibold", tone ? podiumStyle[tone].name : "text-bone"),
					children: [
						entry.name,
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "font-mono text-xs font-normal text-ash",
							children: [
								"[",
								entry.serial,
								"]"
							]
						})
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "flex flex-wrap items-center gap-x-2 text-xs text-ash",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: ["Floor ", entry.currentFloor] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: ["Level ", entry.level] }),
						!entry.isAlive ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "inline-flex items-center gap-1 text-blood-300",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skull, {
								"aria-hidden": true,
								className: "size-3"
							}), "Deceased"]
						}) : null
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "flex shrink-0 items-center gap-1 font-mono text-sm font-semibold text-gold-300",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Coins, {
						"aria-hidden": true,
						className: "size-3.5"
					}),
					entry.gold,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "sr-only",
						children: " gold"
					})
				]
			})
		]
	});
}
// web/src/routes/dashboard/sponsorship-status.tsx
/** Spec 4 sponsorship rule as the sponsor's current standing: primary once per season, secondary always. */
function SponsorshipStatus() {
	const status = useUserStatus();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "sponsorship-heading",
		className: "flex flex-col gap-2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
			id: "sponsorship-heading",
			className: "text-xs font-semibold tracking-wider text-ash uppercase",
			children: "Your Sponsorships"
		}), status.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			role: "status",
			"aria-label": "Loading sponsorship status...",
			className: "flex flex-col gap-2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-14 animate-pulse rounded-lg bg-vault/60" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-14 animate-pulse rounded-lg bg-vault/60" })]
		}) : status.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
			title: "Unable to load sponsorship status",
			message: errorMessage(status.error),
			onRetry: () => void status.refetch()
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
			className: "flex flex-col gap-2 text-sm",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex items-start gap-2 rounded-lg border border-rubble bg-abyss/40 p-3",
				children: [primaryIsAvailable(status.data) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleCheck, {
					"aria-hidden": true,
					className: "mt-0.5 size-4 shrink-0 text-moss-400"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleMinus, {
					"aria-hidden": true,
					className: "mt-0.5 size-4 shrink-0 text-ember-400"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "flex flex-wrap items-center gap-2 font-semibold text-bone",
						children: ["Primary", primaryIsAvailable(status.data) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
							variant: "live",
							children: "Available"
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
							variant: "warning",
							children: "Used this season"
						})]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-xs text-ash",
						children: PRIMARY_SUMMARY
					})]
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex items-start gap-2 rounded-lg border border-rubble bg-abyss/40 p-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleCheck, {
					"aria-hidden": true,
					className: "mt-0.5 size-4 shrink-0 text-moss-400"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "flex flex-wrap items-center gap-2 font-semibold text-bone",
						children: ["Secondary ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
							variant: "live",
							children: "Always available"
						})]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-xs text-ash",
						children: SPONSORSHIP_RULES.secondaryLimits
					})]
				})]
			})]
		})]
	});
}
// web/src/routes/dashboard/season-panel.tsx
var dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
function formatDate(iso) {
	if (!iso) return "Open-ended";
	const date = new Date(iso);
	return Number.isNaN(date.getTime()) ? "Unknown" : dateFormat.format(date);
}
/** The dashboard's season panel (spec section 2) with the sponsor's sponsorship standing (spec 4). */
function SeasonPanel() {
	const season = useCurrentSeason();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "season-heading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "season-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Crown, {
				"aria-hidden": true,
				className: "size-5"
			}), "Season"]
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, { children: [season.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
			label: "Loading season...",
			className: "py-6"
		}) : season.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
			title: "Could not load the season",
			message: errorMessage(season.error),
			onRetry: () => void season.refetch()
		}) : season.data === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			role: "status",
			className: "rounded-lg border border-ember-400/40 bg-ember-400/10 px-4 py-3 text-sm text-ember-400",
			children: "Season Unavailable: No active season found. Contact administrators."
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-col gap-3",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-wrap items-center gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
						className: "font-display text-xl font-bold text-bone",
						children: season.data.name
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SeasonStatusBadge, {
						season: season.data,
						isPending: false
					})]
				}),
				season.data.description ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-sm leading-relaxed text-ash",
					children: season.data.description
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
					className: "grid grid-cols-2 gap-3 text-sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "rounded-lg border border-rubble bg-abyss/40 p-3",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dt", {
							className: "flex items-center gap-1.5 text-xs text-ash",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CalendarDays, {
								"aria-hidden": true,
								className: "size-3.5"
							}), season.data.status === "coming-soon" ? "Starts" : "Started"]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
							className: "mt-1 font-semibold text-bone",
							children: formatDate(season.data.startDate)
						})]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "rounded-lg border border-rubble bg-abyss/40 p-3",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dt", {
							className: "flex items-center gap-1.5 text-xs text-ash",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CalendarDays, {
								"aria-hidden": true,
								className: "size-3.5"
							}), season.data.status === "ended" ? "Ended" : "Ends"]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
							className: "mt-1 font-semibold text-bone",
							children: formatDate(season.data.endDate)
						})]
					})]
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "mt-4 border-t border-rubble pt-4",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SponsorshipStatus, {})
		})] })]
	});
}
// web/src/routes/dashboard/dashboard-page.tsx
/**
* Spec section 2 sponsor dashboard: three columns on desktop (crawlers; activity; season and
* leaderboard), stacked on small screens, with the debug bar in development mode.
*/
function DashboardPage() {
	usePageTitle("Sponsor Dashboard");
	const { user, config } = useAuth();
	const crawlers = useCrawlers();
	const greeting = user?.firstName ? `Welcome back, ${user.firstName}` : "Welcome back, Sponsor";
	const activeCrawler = pickActiveCrawler(crawlers.data ?? [], user?.activeCrawlerId);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-7xl px-4 py-8 sm:px-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mb-6",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-xs font-semibold tracking-[0.3em] text-gold-500",
					children: "CORPORATION OVERVIEW"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: "mt-1 font-display text-2xl font-bold text-bone sm:text-3xl",
					children: greeting
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid items-start gap-4 lg:grid-cols-3",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerManagement, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActivityFeed, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex min-w-0 flex-col gap-4",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SeasonPanel, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Leaderboard, {})]
					})
				]
			}),
			config?.devLogin ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TooltipProvider, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DebugBar, {
				activeCrawler,
				crawlersPending: crawlers.isPending
			}) }) : null
		]
	});
}
export { DashboardPage };

//# sourceMappingURL=dashboard-page-CnHuiLmr.js.map