import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as Eye } from "./eye-BocLKIwX.js";
import { n as useWatchedCanvas, r as FileText, t as WatchedCanvas } from "./watched-canvas-BNc5eMEA.js";
import { t as Trophy } from "./trophy-DOsO6sFh.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { C as CardHeader, D as Spinner, L as Button, M as Link, T as usePageTitle, b as Card, g as ErrorPanel, w as CardTitle, x as CardContent, y as Badge } from "./index-BiQ4OFOh.js";
import { T as SocketErrorCode, a as initialLiveRoom, l as entityLine, n as socketUrl, r as applyServerMessage, s as liveTacticalData, t as RoomSocket, w as SPECTATE_DELAY_MS } from "./room-socket-CkIS2kY8.js";
import { d as string, h as config, l as object } from "./zod-browser-Bv5tyGZO.js";
import { n as EMPTY_COMBAT_VIEW, o as buildScene, s as describeScene, t as RoomRenderer } from "./room-renderer-8cp0pwH8.js";
import { s as Meter } from "./combat-DiyS4SAM.js";
import { n as useCrawlerIdParam } from "./crawler-id-BF0VVfkK.js";
import { s as getStoredToken } from "./http-Dp5NWYIR.js";
// contract/errors.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
if (typeof window !== "undefined" && typeof document !== "undefined") config({ jitless: true });
/** Every error code the API can answer with. Closed vocabulary: add here first. */
var ErrorCode = {
	badRequest: "bad_request",
	validation: "validation_failed",
	unauthorized: "unauthorized",
	forbidden: "forbidden",
	notFound: "not_found",
	conflict: "conflict",
	rateLimited: "rate_limited",
	/** Too many wrong passwords for one account: its password sign-in is refused for a while (429, Retry-After). */
	accountLocked: "account_locked",
	payloadTooLarge: "payload_too_large",
	uriTooLong: "uri_too_long",
	unsupportedMediaType: "unsupported_media_type",
	devLoginDisabled: "dev_login_disabled",
	noActiveSeason: "no_active_season",
	seasonNotEnded: "season_not_ended",
	unavailable: "service_unavailable",
	/** A crawler's room is moving between server processes (issue 18): try again in a moment. */
	roomMoving: "room_moving",
	internal: "internal_error"
};
object({
	error: string(),
	code: string()
});
// web/src/state/spectate-view.ts
var initialSpectate = {
	phase: "connecting",
	name: null,
	delayMs: null,
	current: null,
	room: initialLiveRoom,
	ended: null,
	refused: null,
	notice: null
};
/** Refusals that end the attempt: asking again would only be refused again. */
var FINAL_REFUSALS = /* @__PURE__ */ new Set([
	ErrorCode.notFound,
	SocketErrorCode.spectatingDisabled,
	SocketErrorCode.crawlerDead,
	ErrorCode.validation
]);
function isFinal(state) {
	return state.phase === "ended" || state.phase === "refused";
}
function applySpectateMessage(state, message) {
	if (isFinal(state)) return state;
	switch (message.type) {
		case "spectating": return {
			...state,
			phase: state.phase === "watching" ? "watching" : "catching_up",
			name: message.name,
			delayMs: message.delayMs
		};
		case "spectate_room": return {
			...state,
			current: message.current
		};
		case "snapshot": return {
			...state,
			phase: "watching",
			room: applyServerMessage(state.room, message).state
		};
		case "events": return {
			...state,
			room: applyServerMessage(state.room, message).state
		};
		case "spectate_ended": return {
			...state,
			phase: "ended",
			ended: {
				reason: message.reason,
				error: message.error
			}
		};
		case "error":
			if (FINAL_REFUSALS.has(message.code)) return {
				...state,
				phase: "refused",
				refused: {
					code: message.code,
					error: message.error
				}
			};
			return {
				...state,
				notice: message.error
			};
		default: return state;
	}
}
/** The watched crawler's own entity id on the canvas. */
var watchedEntityId = (crawlerId) => `crawler-${crawlerId}`;
// web/src/routes/watch/spectate-canvas.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The delayed room drawn with the live view's renderer (never a second one). The watched crawler is
* the frame's player; nothing here takes input. On a screen narrower than the room's smallest
* canvas it is scaled down to fit, as the replay's is: a spectator watches, it does not steer.
*/
function SpectateCanvas({ scene, self, view, label }) {
	const canvas = useWatchedCanvas(scene);
	const { staticRef, entityRef, overlayRef, layout, latest } = canvas;
	const drawn = (0, import_react.useRef)({
		scene,
		self,
		view,
		layout
	});
	(0, import_react.useEffect)(() => {
		drawn.current = {
			scene,
			self,
			view,
			layout
		};
	}, [
		scene,
		self,
		view,
		layout
	]);
	(0, import_react.useEffect)(() => {
		const s = staticRef.current;
		const e = entityRef.current;
		const o = overlayRef.current;
		if (!s || !e || !o) return;
		const renderer = new RoomRenderer({
			static: s,
			entities: e,
			overlay: o
		});
		let raf = 0;
		const tick = (now) => {
			const d = drawn.current;
			renderer.setAppearance(latest.current.appearance);
			const frame = {
				x: d.self.x,
				y: d.self.y,
				facing: "south",
				alpha: 1,
				doorZone: null,
				phase: "idle"
			};
			renderer.render(d.scene, d.layout, Math.min(2, window.devicePixelRatio || 1), frame, true, now, d.view);
			const at = `${d.scene.roomId}:${Math.round(d.self.x * 10) / 10},${Math.round(d.self.y * 10) / 10}`;
			if (s.dataset.drawn !== at) s.dataset.drawn = at;
			raf = requestAnimationFrame(tick);
		};
		raf = requestAnimationFrame(tick);
		return () => cancelAnimationFrame(raf);
	}, [
		staticRef,
		entityRef,
		overlayRef,
		latest
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WatchedCanvas, {
		canvas,
		label
	});
}
var spectatorView = (selfId, health, dead) => ({
	...EMPTY_COMBAT_VIEW,
	selfId,
	selfHealth: health,
	dead
});
// web/src/routes/watch/use-spectate.ts
/**
* A spectator's socket and view outside React (frames arrive at the server's tick rate). Asks to
* spectate on every (re)connection; once the server closed or refused the view, the socket stops:
* reconnecting would only be refused again.
*/
var SpectateStore = class {
	state = initialSpectate;
	status = "connecting";
	socket = null;
	listeners = /* @__PURE__ */ new Set();
	connect(crawlerId) {
		this.state = initialSpectate;
		this.status = "connecting";
		const socket = new RoomSocket({
			crawlerId,
			spectate: true,
			url: () => socketUrl(window.location, getStoredToken()),
			onMessage: (message) => {
				const next = applySpectateMessage(this.state, message);
				if (next === this.state) return;
				this.state = next;
				if (isFinal(next)) socket.stop();
				this.emit();
			},
			onStatus: (status) => {
				this.status = status;
				this.emit();
			}
		});
		this.socket = socket;
		socket.start();
		this.emit();
		return () => {
			socket.stop();
			if (this.socket === socket) this.socket = null;
		};
	}
	subscribe = (listener) => {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	};
	emit() {
		for (const l of this.listeners) l();
	}
};
function useSpectate(crawlerId) {
	const [store] = (0, import_react.useState)(() => new SpectateStore());
	const [attempt, setAttempt] = (0, import_react.useState)(0);
	(0, import_react.useEffect)(() => {
		if (typeof WebSocket === "undefined") return;
		return store.connect(crawlerId);
	}, [
		crawlerId,
		store,
		attempt
	]);
	return {
		state: (0, import_react.useSyncExternalStore)(store.subscribe, () => store.state, () => store.state),
		status: (0, import_react.useSyncExternalStore)(store.subscribe, () => store.status, () => store.status),
		retry: () => setAttempt((n) => n + 1)
	};
}
// web/src/routes/watch/watch-text.ts
var seconds = Math.round(SPECTATE_DELAY_MS / 1e3);
/** The spectate screen's texts (issue 19). */
var WATCH_TEXT = {
	eyebrow: "SPECTATING",
	title: (name) => `Spectating ${name} — ${seconds} s delay`,
	connecting: "Connecting to the room…",
	catchingUp: `Catching up: you see the room ${seconds} seconds behind, so watching cannot be used to scout for a fight.`,
	readOnly: "You are watching: nothing you do here reaches the room.",
	entities: "In the room",
	nothing: "Nothing else is here",
	health: "Health",
	notFound: "Crawler not found",
	notFoundDetail: "There is no crawler with this number.",
	disabled: "Spectating is turned off",
	dead: "Nothing to watch",
	ended: "The view has closed",
	died: "The crawler died",
	connectionLost: "Connection lost",
	connectionLostDetail: "The live view could not reach the server. It keeps trying; you can also try again now.",
	tryAgain: "Try Again",
	ladder: "Season ladder",
	report: "Read the report",
	missingId: "No crawler to watch: the address has no crawler number."
};
// web/src/routes/watch/watch-page.tsx
/** '/watch/{id}' (issue 19): any living crawler's room, read-only and 10 s late. */
function WatchPage() {
	const id = useCrawlerIdParam();
	usePageTitle(id ? `Watching crawler #${id}` : "Watching");
	const crawlerId = id && /^\d{1,10}$/.test(id) ? Number(id) : 0;
	if (crawlerId < 1) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WatchProblem, {
		title: WATCH_TEXT.notFound,
		message: id ? WATCH_TEXT.notFoundDetail : WATCH_TEXT.missingId
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Watch, { crawlerId }, crawlerId);
}
function Watch({ crawlerId }) {
	const { state, status, retry } = useSpectate(crawlerId);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WatchStates, {
		crawlerId,
		state,
		status,
		onRetry: retry
	});
}
/** Every state of the screen, from the view and the socket's status (the screen tests render each). */
function WatchStates({ crawlerId, state, status, onRetry }) {
	if (state.phase === "refused" && state.refused) {
		const { code, error } = state.refused;
		const title = code === "not_found" || code === "validation_failed" ? WATCH_TEXT.notFound : code === "spectating_disabled" ? WATCH_TEXT.disabled : WATCH_TEXT.dead;
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WatchProblem, {
			title,
			message: code === "not_found" ? WATCH_TEXT.notFoundDetail : error,
			reportOf: code === "crawler_dead" ? crawlerId : null
		});
	}
	if (state.phase === "ended" && state.ended) {
		const died = state.ended.reason === "died";
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WatchProblem, {
			title: died ? WATCH_TEXT.died : WATCH_TEXT.ended,
			message: state.ended.error,
			reportOf: died ? crawlerId : null
		});
	}
	const lostPanel = status === "closed" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
		title: WATCH_TEXT.connectionLost,
		message: WATCH_TEXT.connectionLostDetail,
		onRetry,
		retryLabel: WATCH_TEXT.tryAgain
	}) : null;
	if (state.phase !== "watching" || !state.current || !state.room.self) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WatchFrame, {
		name: state.name,
		children: lostPanel ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
			label: state.phase === "connecting" ? WATCH_TEXT.connecting : WATCH_TEXT.catchingUp,
			className: "py-20"
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(WatchFrame, {
		name: state.name,
		children: [lostPanel, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Watching, {
			crawlerId,
			state
		})]
	});
}
function Watching({ crawlerId, state }) {
	const { room, current } = state;
	const self = room.self;
	const name = state.name ?? `Crawler #${crawlerId}`;
	const scene = (0, import_react.useMemo)(() => buildScene(current, liveTacticalData(room) ?? void 0, {
		name,
		crawlerId
	}), [
		current,
		room,
		name,
		crawlerId
	]);
	const view = (0, import_react.useMemo)(() => spectatorView(watchedEntityId(crawlerId), {
		health: self.health,
		maxHealth: self.maxHealth
	}, room.dead), [
		crawlerId,
		self.health,
		self.maxHealth,
		room.dead
	]);
	const position = (0, import_react.useMemo)(() => ({
		x: self.x,
		y: self.y
	}), [self.x, self.y]);
	const characters = scene.characters.filter((c) => c.isAlive);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
			"aria-labelledby": "watch-room-heading",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
				className: "flex flex-col gap-3 pt-5",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
						id: "watch-room-heading",
						className: "font-display text-lg font-bold break-words text-gold-300",
						children: [scene.name, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "ml-2 align-middle font-sans text-xs font-semibold text-ash",
							children: roomTypeLabel(scene.type)
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SpectateCanvas, {
						scene,
						self: position,
						view,
						label: `${describeScene(scene)} ${name} is at ${Math.round(self.x)}, ${Math.round(self.y)}.`
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-xs text-ash",
						children: WATCH_TEXT.readOnly
					}),
					state.notice ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						role: "status",
						className: "rounded-md bg-abyss/60 px-3 py-2 text-sm text-bone",
						children: state.notice
					}) : null
				]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex min-w-0 flex-col gap-4",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
				"aria-labelledby": "watch-crawler-heading",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
					id: "watch-crawler-heading",
					children: name
				}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Meter, {
					label: WATCH_TEXT.health,
					value: self.health,
					max: self.maxHealth,
					barClass: "bg-blood-500"
				}), room.inCombat ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-2 text-sm font-semibold text-blood-300",
					children: "In combat"
				}) : null] })]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
				"aria-labelledby": "watch-entities-heading",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
					id: "watch-entities-heading",
					children: WATCH_TEXT.entities
				}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
					"aria-labelledby": "watch-entities-heading",
					className: "flex flex-col gap-1.5 text-sm text-bone",
					children: [
						characters.length === 0 && scene.loot.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
							className: "text-ash",
							children: WATCH_TEXT.nothing
						}) : null,
						characters.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
							"data-entity-id": c.id,
							className: "break-words",
							children: entityLine(c, position, scene, null)
						}, c.id)),
						scene.loot.map((l) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
							"data-entity-id": l.id,
							className: "break-words text-ash",
							children: [
								l.name,
								", ",
								l.isContainer ? "chest" : "item"
							]
						}, l.id))
					]
				}) })]
			})]
		})]
	});
}
var roomTypeLabel = (type) => `${type.charAt(0).toUpperCase()}${type.slice(1).replace(/_/g, " ")} room`;
function WatchFrame({ name, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-6xl px-4 py-6 sm:px-6",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "flex items-center gap-1.5 text-xs font-semibold tracking-[0.3em] text-gold-500",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Eye, {
				"aria-hidden": true,
				className: "size-3.5"
			}), WATCH_TEXT.eyebrow]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h1", {
			className: "mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 font-display text-2xl font-bold break-words text-bone sm:text-3xl",
			children: [name ? WATCH_TEXT.title(name) : WATCH_TEXT.connecting, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
				variant: "stone",
				className: "font-sans",
				children: "Read-only"
			})]
		})] }), children]
	});
}
function WatchProblem({ title, message, reportOf = null }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "mx-auto max-w-xl px-4 py-12",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
			title,
			message,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					variant: "secondary",
					size: "sm",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						to: "/leaderboard",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trophy, { "aria-hidden": true }), WATCH_TEXT.ladder]
					})
				}), reportOf !== null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					variant: "ghost",
					size: "sm",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						to: `/crawler/${reportOf}/report`,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileText, { "aria-hidden": true }), WATCH_TEXT.report]
					})
				}) : null]
			})
		})
	});
}
export { WatchPage, WatchStates };

//# sourceMappingURL=watch-page-BQxxPp20.js.map