import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { o as useCrawlers } from "./crawlers-3UXKEN66.js";
import { n as TooltipProvider, t as Tooltip } from "./tooltip-ZYIlCW5_.js";
import { n as LogOut, r as BuildingComplex, t as SignOutDialog } from "./sign-out-dialog-BPEU3u27.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { L as Button, M as Link, N as useLocation, O as BrandLink, R as Swords } from "./index-BiQ4OFOh.js";
import { c as number, d as string, l as object, n as _enum, s as literal } from "./zod-browser-Bv5tyGZO.js";
import { i as createSlot, o as useComposedRefs, s as createLucideIcon, t as cn } from "./cn-B52nqGHH.js";
import { r as apiRequest } from "./http-Dp5NWYIR.js";
import { t as Coins } from "./coins-Dhuz6u1L.js";
import { t as Trophy } from "./trophy-DOsO6sFh.js";
import { t as UserRound } from "./user-round-C8j-lodm.js";
import { a as createContextScope, n as Presence, o as composeEventHandlers, r as useCallbackRef, t as useControllableState } from "./dist-X5RskNe6.js";
import { n as dispatchDiscreteCustomEvent, t as Primitive } from "./dist-CbB8W8Ls.js";
import { t as createCollection } from "./dist-DuZU93Dn.js";
import { i as useDirection, n as RovingFocusGroupItem, r as createRovingFocusGroupScope, t as RovingFocusGroup } from "./dist-CaOQnN7H.js";
import { n as DismissableLayer, t as Portal } from "./dist-CQ8O-IWz.js";
import { c as ReactRemoveScroll, d as FocusScope, f as FocusScopeBranchProvider, l as hideOthers, m as useFocusScopeBranchRegistry, p as useFocusScopeBranch, u as useFocusGuards } from "./dialog-aQbDhVTJ.js";
import { a as createPopperScope, i as PopperContent, n as PopperAnchor, t as Popper } from "./dist-BjCG0ujs.js";
import { t as useId } from "./dist-DlGRWSt3.js";
// node_modules/lucide-react/dist/esm/icons/menu.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "menu",
	size: 24,
	node: [
		["path", {
			d: "M4 5h16",
			key: "1tepv9"
		}],
		["path", {
			d: "M4 12h16",
			key: "1lakjw"
		}],
		["path", {
			d: "M4 19h16",
			key: "1djgab"
		}]
	]
};
__iconData.node;
var Menu$1 = createLucideIcon(__iconData);
// contract/health.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var HealthStatus = {
	healthy: "healthy",
	degraded: "degraded",
	offline: "offline"
};
var Health = object({
	status: literal(HealthStatus.healthy),
	version: string(),
	database: _enum(["pglite", "postgres"]),
	uptimeSeconds: number()
});
/** Client health rules (spec section 9). */
var HEALTH = {
	firstCheckMs: 5e3,
	intervalMs: 1e4,
	degradedAfterMs: 5e3,
	retriesBeforeOffline: 3
};
// web/src/health/health-indicator.tsx
var import_jsx_runtime = require_jsx_runtime();
var dotStyle = {
	healthy: "bg-moss-400 shadow-[0_0_8px] shadow-moss-400",
	degraded: "bg-ember-400 shadow-[0_0_8px] shadow-ember-400",
	offline: "bg-blood-500 shadow-[0_0_8px] shadow-blood-500"
};
var explanation = {
	healthy: "Dungeon servers are responding normally.",
	degraded: "Dungeon servers are slow to respond (over 5 seconds).",
	offline: "Dungeon servers are not responding. Retrying every 10 seconds."
};
/** Dot + label; phones show only the dot, screen readers always hear the status through the aria-label. */
function HealthIndicator({ health }) {
	const detail = health.lastLatencyMs === null || health.status === HealthStatus.offline ? explanation[health.status] : `${explanation[health.status]} Last check ${Math.round(health.lastLatencyMs)} ms.`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
		content: detail,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			role: "status",
			tabIndex: 0,
			"aria-label": `Server status: ${health.status}`,
			className: "inline-flex items-center gap-2 rounded-full border border-rubble bg-abyss/60 px-2.5 py-1 max-sm:border-transparent max-sm:bg-transparent max-sm:px-1.5 text-xs text-ash focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				"aria-hidden": true,
				className: cn("size-2 rounded-full", dotStyle[health.status])
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				"aria-hidden": true,
				className: "capitalize max-sm:hidden",
				children: health.status
			})]
		})
	});
}
// web/src/api/health-api.ts
function fetchHealth(signal) {
	return apiRequest("GET", "/api/health", {
		schema: Health,
		signal
	});
}
// web/src/health/health-machine.ts
var initialHealthState = {
	status: HealthStatus.healthy,
	consecutiveFailures: 0,
	lastLatencyMs: null
};
var RETRY_BASE_MS = 1e3;
/** Retry spacing between failed checks: 1 s, 2 s, 4 s, never beyond the regular interval. */
function healthRetryDelay(failuresSoFar) {
	return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failuresSoFar - 1), HEALTH.intervalMs);
}
function nextHealth(state, event) {
	if (event.type === "ok") return {
		state: {
			status: event.durationMs > HEALTH.degradedAfterMs ? HealthStatus.degraded : HealthStatus.healthy,
			consecutiveFailures: 0,
			lastLatencyMs: event.durationMs
		},
		nextCheckInMs: HEALTH.intervalMs
	};
	const failures = state.consecutiveFailures + 1;
	if (failures - 1 >= HEALTH.retriesBeforeOffline) return {
		state: {
			...state,
			status: HealthStatus.offline,
			consecutiveFailures: failures
		},
		nextCheckInMs: HEALTH.intervalMs
	};
	return {
		state: {
			...state,
			consecutiveFailures: failures
		},
		nextCheckInMs: healthRetryDelay(failures)
	};
}
// web/src/health/use-server-health.ts
var CHECK_TIMEOUT_MS = 15e3;
async function runCheck() {
	const controller = new AbortController();
	const timeout = setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS);
	const started = performance.now();
	try {
		await fetchHealth(controller.signal);
		return {
			type: "ok",
			durationMs: performance.now() - started
		};
	} catch {
		return { type: "failed" };
	} finally {
		clearTimeout(timeout);
	}
}
/** Polls /api/health on the spec's schedule (first after 5 s, then every 10 s) while mounted. */
function useServerHealth() {
	const [state, setState] = (0, import_react.useState)(initialHealthState);
	(0, import_react.useEffect)(() => {
		let stopped = false;
		let timer;
		let current = initialHealthState;
		const check = async () => {
			const event = await runCheck();
			if (stopped) return;
			const step = nextHealth(current, event);
			current = step.state;
			setState(step.state);
			timer = setTimeout(check, step.nextCheckInMs);
		};
		timer = setTimeout(check, HEALTH.firstCheckMs);
		return () => {
			stopped = true;
			if (timer !== void 0) clearTimeout(timer);
		};
	}, []);
	return state;
}
// web/src/components/layout/credits-badge.tsx
var formatter = new Intl.NumberFormat("en-US");
function CreditsBadge({ credits, className }) {
	const value = credits ?? 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: cn("inline-flex items-center gap-1.5 rounded-full border border-gold-500/50 bg-gold-900/40 px-2.5 py-1 text-xs font-semibold text-gold-300", className),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Coins, {
				"aria-hidden": true,
				className: "size-3.5"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "sr-only sm:not-sr-only",
				children: "Credits"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "font-mono tabular-nums",
				children: formatter.format(value)
			})
		]
	});
}
// web/src/components/layout/nav-icons.ts
var navIcons = {
	sponsor: BuildingComplex,
	crawler: Swords,
	account: UserRound,
	ladder: Trophy
};
// web/src/components/layout/desktop-nav.tsx
var itemClass = "inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none";
function DesktopNav({ items }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
		"aria-label": "Main",
		className: "hidden items-center gap-1 lg:flex",
		children: items.map((item) => {
			const Icon = navIcons[item.key];
			if (item.to === null) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
				content: item.disabledReason,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					role: "link",
					"aria-disabled": "true",
					tabIndex: 0,
					className: cn(itemClass, "cursor-not-allowed text-ash/50"),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
						"aria-hidden": true,
						className: "size-4"
					}), item.label]
				})
			}, item.key);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				to: item.to,
				title: item.title,
				"aria-current": item.active ? "page" : void 0,
				className: cn(itemClass, item.active ? "bg-gold-900/50 text-gold-300 shadow-[inset_0_-2px_0] shadow-gold-400" : "text-ash hover:bg-vault hover:text-bone"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
					"aria-hidden": true,
					className: "size-4"
				}), item.label]
			}, item.key);
		})
	});
}
// node_modules/@radix-ui/react-menu/dist/index.mjs
var __defProp$1 = Object.defineProperty;
var __name$1 = (target, value) => __defProp$1(target, "name", {
	value,
	configurable: true
});
var SELECTION_KEYS = ["Enter", " "];
var FIRST_KEYS = [
	"ArrowDown",
	"PageUp",
	"Home"
];
var LAST_KEYS = [
	"ArrowUp",
	"PageDown",
	"End"
];
var FIRST_LAST_KEYS = [...FIRST_KEYS, ...LAST_KEYS];
[...SELECTION_KEYS], [...SELECTION_KEYS];
var MENU_NAME = "Menu";
var [Collection, useCollection, createCollectionScope] = createCollection(MENU_NAME);
var [createMenuContext, createMenuScope] = createContextScope(MENU_NAME, [
	createCollectionScope,
	createPopperScope,
	createRovingFocusGroupScope
]);
var usePopperScope = createPopperScope();
var useRovingFocusGroupScope = createRovingFocusGroupScope();
var [MenuProvider, useMenuContext] = createMenuContext(MENU_NAME);
var [MenuRootProvider, useMenuRootContext] = createMenuContext(MENU_NAME);
var Menu = /* @__PURE__ */ __name$1((props) => {
	const { __scopeMenu, open = false, children, dir, onOpenChange, modal = true } = props;
	const popperScope = usePopperScope(__scopeMenu);
	const [content, setContent] = import_react.useState(null);
	const isUsingKeyboardRef = import_react.useRef(false);
	const handleOpenChange = useCallbackRef(onOpenChange);
	const direction = useDirection(dir);
	import_react.useEffect(() => {
		const handleKeyDown = /* @__PURE__ */ __name$1(() => {
			isUsingKeyboardRef.current = true;
			document.addEventListener("pointerdown", handlePointer, {
				capture: true,
				once: true
			});
			document.addEventListener("pointermove", handlePointer, {
				capture: true,
				once: true
			});
		}, "handleKeyDown");
		const handlePointer = /* @__PURE__ */ __name$1(() => isUsingKeyboardRef.current = false, "handlePointer");
		document.addEventListener("keydown", handleKeyDown, { capture: true });
		return () => {
			document.removeEventListener("keydown", handleKeyDown, { capture: true });
			document.removeEventListener("pointerdown", handlePointer, { capture: true });
			document.removeEventListener("pointermove", handlePointer, { capture: true });
		};
	}, []);
	import_react.useEffect(() => {
		if (!open) return;
		const handleBlur = /* @__PURE__ */ __name$1(() => handleOpenChange(false), "handleBlur");
		window.addEventListener("blur", handleBlur);
		return () => window.removeEventListener("blur", handleBlur);
	}, [open, handleOpenChange]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popper, {
		...popperScope,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuProvider, {
			scope: __scopeMenu,
			open,
			onOpenChange: handleOpenChange,
			content,
			onContentChange: setContent,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuRootProvider, {
				scope: __scopeMenu,
				onClose: import_react.useCallback(() => handleOpenChange(false), [handleOpenChange]),
				isUsingKeyboardRef,
				dir: direction,
				modal,
				children
			})
		})
	});
}, "Menu");
var MenuAnchor = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function MenuAnchor2(props, forwardedRef) {
	const { __scopeMenu, ...anchorProps } = props;
	const popperScope = usePopperScope(__scopeMenu);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopperAnchor, {
		...popperScope,
		...anchorProps,
		ref: forwardedRef
	});
}, "MenuAnchor"));
var PORTAL_NAME = "MenuPortal";
var [PortalProvider, usePortalContext] = createMenuContext(PORTAL_NAME, { forceMount: void 0 });
var MenuPortal = /* @__PURE__ */ __name$1((props) => {
	const { __scopeMenu, forceMount, children, container } = props;
	const context = useMenuContext(PORTAL_NAME, __scopeMenu);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PortalProvider, {
		scope: __scopeMenu,
		forceMount,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Presence, {
			present: forceMount || context.open,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Portal, {
				asChild: true,
				container,
				children
			})
		})
	});
}, "MenuPortal");
var CONTENT_NAME$1 = "MenuContent";
var [MenuContentProvider, useMenuContentContext] = createMenuContext(CONTENT_NAME$1);
var MenuContent = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function MenuContent2(props, forwardedRef) {
	const portalContext = usePortalContext(CONTENT_NAME$1, props.__scopeMenu);
	const { forceMount = portalContext.forceMount, ...contentProps } = props;
	const context = useMenuContext(CONTENT_NAME$1, props.__scopeMenu);
	const rootContext = useMenuRootContext(CONTENT_NAME$1, props.__scopeMenu);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collection.Provider, {
		scope: props.__scopeMenu,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Presence, {
			present: forceMount || context.open,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collection.Slot, {
				scope: props.__scopeMenu,
				children: rootContext.modal ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuRootContentModal, {
					...contentProps,
					ref: forwardedRef
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuRootContentNonModal, {
					...contentProps,
					ref: forwardedRef
				})
			})
		})
	});
}, "MenuContent"));
var MenuRootContentModal = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function MenuRootContentModal2(props, forwardedRef) {
	const context = useMenuContext(CONTENT_NAME$1, props.__scopeMenu);
	const ref = import_react.useRef(null);
	const composedRefs = useComposedRefs(forwardedRef, ref);
	import_react.useEffect(() => {
		const content = ref.current;
		if (content) return hideOthers(content);
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuContentImpl, {
		...props,
		ref: composedRefs,
		trapFocus: context.open,
		disableOutsidePointerEvents: context.open,
		disableOutsideScroll: true,
		onFocusOutside: composeEventHandlers(props.onFocusOutside, (event) => event.preventDefault(), { checkForDefaultPrevented: false }),
		onDismiss: () => context.onOpenChange(false)
	});
}, "MenuRootContentModal"));
var MenuRootContentNonModal = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function MenuRootContentNonModal2(props, forwardedRef) {
	const context = useMenuContext(CONTENT_NAME$1, props.__scopeMenu);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuContentImpl, {
		...props,
		ref: forwardedRef,
		trapFocus: false,
		disableOutsidePointerEvents: false,
		disableOutsideScroll: false,
		onDismiss: () => context.onOpenChange(false)
	});
}, "MenuRootContentNonModal"));
var Slot = createSlot("MenuContent.ScrollLock");
var MenuContentImpl = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function MenuContentImpl2(props, forwardedRef) {
	const { __scopeMenu, loop = false, trapFocus, onOpenAutoFocus, onCloseAutoFocus, disableOutsidePointerEvents, onEntryFocus, onEscapeKeyDown, onPointerDownOutside, onFocusOutside, onInteractOutside, onDismiss, disableOutsideScroll, ...contentProps } = props;
	const context = useMenuContext(CONTENT_NAME$1, __scopeMenu);
	const rootContext = useMenuRootContext(CONTENT_NAME$1, __scopeMenu);
	const popperScope = usePopperScope(__scopeMenu);
	const rovingFocusGroupScope = useRovingFocusGroupScope(__scopeMenu);
	const getItems = useCollection(__scopeMenu);
	const [currentItemId, setCurrentItemId] = import_react.useState(null);
	const contentRef = import_react.useRef(null);
	const [branchNode, setBranchNode] = import_react.useState(null);
	useFocusScopeBranch(branchNode);
	const { nodes: branchNodes, registry: branchRegistry } = useFocusScopeBranchRegistry();
	const isModal = Boolean(trapFocus || disableOutsideScroll);
	const composedRefs = useComposedRefs(forwardedRef, contentRef, context.onContentChange, setBranchNode);
	const timerRef = import_react.useRef(0);
	const searchRef = import_react.useRef("");
	const pointerGraceTimerRef = import_react.useRef(0);
	const pointerGraceIntentRef = import_react.useRef(null);
	const pointerDirRef = import_react.useRef("right");
	const lastPointerXRef = import_react.useRef(0);
	const shards = import_react.useMemo(() => disableOutsideScroll ? [contentRef, ...branchNodes.map((node) => ({ current: node }))] : [], [
		contentRef,
		branchNodes,
		disableOutsideScroll
	]);
	const ScrollLockWrapper = disableOutsideScroll ? ReactRemoveScroll : import_react.Fragment;
	const scrollLockWrapperProps = disableOutsideScroll ? {
		as: Slot,
		allowPinchZoom: true,
		shards
	} : void 0;
	const handleTypeaheadSearch = /* @__PURE__ */ __name$1((key) => {
		const search = searchRef.current + key;
		const items = getItems().filter((item) => !item.disabled);
		const currentItem = document.activeElement;
		const currentMatch = items.find((item) => item.ref.current === currentItem)?.textValue;
		const nextMatch = getNextMatch(items.map((item) => item.textValue), search, currentMatch);
		const newItem = items.find((item) => item.textValue === nextMatch)?.ref.current;
		function updateSearch(value) {
			searchRef.current = value;
			window.clearTimeout(timerRef.current);
			if (value !== "") timerRef.current = window.setTimeout(() => updateSearch(""), 1e3);
		}
		__name$1(updateSearch, "updateSearch");
		updateSearch(search);
		if (newItem) setTimeout(() => newItem.focus());
	}, "handleTypeaheadSearch");
	import_react.useEffect(() => {
		return () => window.clearTimeout(timerRef.current);
	}, []);
	useFocusGuards();
	const isPointerMovingToSubmenu = import_react.useCallback((event) => {
		return pointerDirRef.current === pointerGraceIntentRef.current?.side && isPointerInGraceArea(event, pointerGraceIntentRef.current?.area);
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuContentProvider, {
		scope: __scopeMenu,
		searchRef,
		onItemEnter: import_react.useCallback((event) => {
			if (isPointerMovingToSubmenu(event)) event.preventDefault();
		}, [isPointerMovingToSubmenu]),
		onItemLeave: import_react.useCallback((event) => {
			if (isPointerMovingToSubmenu(event)) return;
			contentRef.current?.focus();
			setCurrentItemId(null);
		}, [isPointerMovingToSubmenu]),
		onTriggerLeave: import_react.useCallback((event) => {
			if (isPointerMovingToSubmenu(event)) event.preventDefault();
		}, [isPointerMovingToSubmenu]),
		pointerGraceTimerRef,
		onPointerGraceIntentChange: import_react.useCallback((intent) => {
			pointerGraceIntentRef.current = intent;
		}, []),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FocusScopeBranchProvider, {
			registry: isModal ? branchRegistry : null,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollLockWrapper, {
				...scrollLockWrapperProps,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FocusScope, {
					asChild: true,
					trapped: trapFocus,
					branches: branchNodes,
					onMountAutoFocus: composeEventHandlers(onOpenAutoFocus, (event) => {
						event.preventDefault();
						contentRef.current?.focus({ preventScroll: true });
					}),
					onUnmountAutoFocus: onCloseAutoFocus,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DismissableLayer, {
						asChild: true,
						disableOutsidePointerEvents,
						onEscapeKeyDown,
						onPointerDownOutside,
						onFocusOutside,
						onInteractOutside,
						onDismiss,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RovingFocusGroup, {
							asChild: true,
							...rovingFocusGroupScope,
							dir: rootContext.dir,
							orientation: "vertical",
							loop,
							currentTabStopId: currentItemId,
							onCurrentTabStopIdChange: setCurrentItemId,
							onEntryFocus: composeEventHandlers(onEntryFocus, (event) => {
								if (!rootContext.isUsingKeyboardRef.current) event.preventDefault();
							}),
							preventScrollOnEntryFocus: true,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopperContent, {
								role: "menu",
								"aria-orientation": "vertical",
								"data-state": getOpenState(context.open),
								"data-radix-menu-content": "",
								dir: rootContext.dir,
								...popperScope,
								...contentProps,
								ref: composedRefs,
								style: {
									outline: "none",
									...contentProps.style
								},
								onKeyDown: composeEventHandlers(contentProps.onKeyDown, (event) => {
									const isKeyDownInside = event.target.closest("[data-radix-menu-content]") === event.currentTarget;
									const isModifierKey = event.ctrlKey || event.altKey || event.metaKey;
									const isCharacterKey = event.key.length === 1;
									if (isKeyDownInside) {
										if (event.key === "Tab") event.preventDefault();
										if (!isModifierKey && isCharacterKey) handleTypeaheadSearch(event.key);
									}
									const content = contentRef.current;
									if (event.target !== content) return;
									if (!FIRST_LAST_KEYS.includes(event.key)) return;
									event.preventDefault();
									const candidateNodes = getItems().filter((item) => !item.disabled).map((item) => item.ref.current);
									if (LAST_KEYS.includes(event.key)) candidateNodes.reverse();
									focusFirst(candidateNodes);
								}),
								onBlur: composeEventHandlers(props.onBlur, (event) => {
									if (!event.currentTarget.contains(event.target)) {
										window.clearTimeout(timerRef.current);
										searchRef.current = "";
									}
								}),
								onPointerMove: composeEventHandlers(props.onPointerMove, whenMouse((event) => {
									const target = event.target;
									const pointerXHasChanged = lastPointerXRef.current !== event.clientX;
									if (event.currentTarget.contains(target) && pointerXHasChanged) {
										const newDir = event.clientX > lastPointerXRef.current ? "right" : "left";
										pointerDirRef.current = newDir;
										lastPointerXRef.current = event.clientX;
									}
								}))
							})
						})
					})
				})
			})
		})
	});
}, "MenuContentImpl"));
var MenuLabel = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function MenuLabel2(props, forwardedRef) {
	const { __scopeMenu, ...labelProps } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.div, {
		...labelProps,
		ref: forwardedRef
	});
}, "MenuLabel"));
var ITEM_NAME = "MenuItem";
var ITEM_SELECT = "menu.itemSelect";
var MenuItem = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function MenuItem2(props, forwardedRef) {
	const { disabled = false, onSelect, ...itemProps } = props;
	const ref = import_react.useRef(null);
	const rootContext = useMenuRootContext(ITEM_NAME, props.__scopeMenu);
	const contentContext = useMenuContentContext(ITEM_NAME, props.__scopeMenu);
	const composedRefs = useComposedRefs(forwardedRef, ref);
	const isPointerDownRef = import_react.useRef(false);
	const handleSelect = /* @__PURE__ */ __name$1(() => {
		const menuItem = ref.current;
		if (!disabled && menuItem) {
			const itemSelectEvent = new CustomEvent(ITEM_SELECT, {
				bubbles: true,
				cancelable: true
			});
			menuItem.addEventListener(ITEM_SELECT, (event) => onSelect?.(event), { once: true });
			dispatchDiscreteCustomEvent(menuItem, itemSelectEvent);
			if (itemSelectEvent.defaultPrevented) isPointerDownRef.current = false;
			else rootContext.onClose();
		}
	}, "handleSelect");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItemImpl, {
		...itemProps,
		ref: composedRefs,
		disabled,
		onClick: composeEventHandlers(props.onClick, handleSelect),
		onPointerDown: (event) => {
			props.onPointerDown?.(event);
			isPointerDownRef.current = true;
		},
		onPointerUp: composeEventHandlers(props.onPointerUp, (event) => {
			if (!isPointerDownRef.current) event.currentTarget?.click();
		}),
		onKeyDown: composeEventHandlers(props.onKeyDown, (event) => {
			if (disabled || event.target !== event.currentTarget) return;
			if (contentContext.searchRef.current !== "" && event.key === " ") return;
			if (SELECTION_KEYS.includes(event.key)) {
				event.currentTarget.click();
				event.preventDefault();
			}
		})
	});
}, "MenuItem"));
var MenuItemImpl = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function MenuItemImpl2(props, forwardedRef) {
	const { __scopeMenu, disabled = false, textValue, ...itemProps } = props;
	const contentContext = useMenuContentContext(ITEM_NAME, __scopeMenu);
	const rovingFocusGroupScope = useRovingFocusGroupScope(__scopeMenu);
	const ref = import_react.useRef(null);
	const composedRefs = useComposedRefs(forwardedRef, ref);
	const [isFocused, setIsFocused] = import_react.useState(false);
	const [textContent, setTextContent] = import_react.useState("");
	import_react.useEffect(() => {
		const menuItem = ref.current;
		if (menuItem) setTextContent((menuItem.textContent ?? "").trim());
	}, [itemProps.children]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collection.ItemSlot, {
		scope: __scopeMenu,
		disabled,
		textValue: textValue ?? textContent,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RovingFocusGroupItem, {
			asChild: true,
			...rovingFocusGroupScope,
			focusable: !disabled,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.div, {
				role: "menuitem",
				"data-highlighted": isFocused ? "" : void 0,
				"aria-disabled": disabled || void 0,
				"data-disabled": disabled ? "" : void 0,
				...itemProps,
				ref: composedRefs,
				onPointerMove: composeEventHandlers(props.onPointerMove, whenMouse((event) => {
					if (disabled) contentContext.onItemLeave(event);
					else {
						contentContext.onItemEnter(event);
						if (!event.defaultPrevented) event.currentTarget.focus({ preventScroll: true });
					}
				})),
				onPointerLeave: composeEventHandlers(props.onPointerLeave, whenMouse((event) => contentContext.onItemLeave(event))),
				onFocus: composeEventHandlers(props.onFocus, () => setIsFocused(true)),
				onBlur: composeEventHandlers(props.onBlur, () => setIsFocused(false))
			})
		})
	});
}, "MenuItemImpl"));
var [RadioGroupProvider, useRadioGroupContext] = createMenuContext("MenuRadioGroup", {
	value: void 0,
	onValueChange: /* @__PURE__ */ __name$1(() => {}, "onValueChange")
});
var [ItemIndicatorProvider, useItemIndicatorContext] = createMenuContext("MenuItemIndicator", { checked: false });
var MenuSeparator = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function MenuSeparator2(props, forwardedRef) {
	const { __scopeMenu, ...separatorProps } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.div, {
		role: "separator",
		"aria-orientation": "horizontal",
		...separatorProps,
		ref: forwardedRef
	});
}, "MenuSeparator"));
var [MenuSubProvider, useMenuSubContext] = createMenuContext("MenuSub");
function getOpenState(open) {
	return open ? "open" : "closed";
}
__name$1(getOpenState, "getOpenState");
function isIndeterminate(checked) {
	return checked === "indeterminate";
}
__name$1(isIndeterminate, "isIndeterminate");
function getCheckedState(checked) {
	return isIndeterminate(checked) ? "indeterminate" : checked ? "checked" : "unchecked";
}
__name$1(getCheckedState, "getCheckedState");
function focusFirst(candidates) {
	const PREVIOUSLY_FOCUSED_ELEMENT = document.activeElement;
	for (const candidate of candidates) {
		if (candidate === PREVIOUSLY_FOCUSED_ELEMENT) return;
		candidate.focus();
		if (document.activeElement !== PREVIOUSLY_FOCUSED_ELEMENT) return;
	}
}
__name$1(focusFirst, "focusFirst");
function wrapArray(array, startIndex) {
	return array.map((_, index) => array[(startIndex + index) % array.length]);
}
__name$1(wrapArray, "wrapArray");
function getNextMatch(values, search, currentMatch) {
	const normalizedSearch = search.length > 1 && Array.from(search).every((char) => char === search[0]) ? search[0] : search;
	const currentMatchIndex = currentMatch ? values.indexOf(currentMatch) : -1;
	let wrappedValues = wrapArray(values, Math.max(currentMatchIndex, 0));
	if (normalizedSearch.length === 1) wrappedValues = wrappedValues.filter((v) => v !== currentMatch);
	const nextMatch = wrappedValues.find((value) => value.toLowerCase().startsWith(normalizedSearch.toLowerCase()));
	return nextMatch !== currentMatch ? nextMatch : void 0;
}
__name$1(getNextMatch, "getNextMatch");
function isPointInPolygon(point, polygon) {
	const { x, y } = point;
	let inside = false;
	for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
		const ii = polygon[i];
		const jj = polygon[j];
		const xi = ii.x;
		const yi = ii.y;
		const xj = jj.x;
		const yj = jj.y;
		if (yi > y !== yj > y && x < (xj - xi) * (y - yi) / (yj - yi) + xi) inside = !inside;
	}
	return inside;
}
__name$1(isPointInPolygon, "isPointInPolygon");
function isPointerInGraceArea(event, area) {
	if (!area) return false;
	return isPointInPolygon({
		x: event.clientX,
		y: event.clientY
	}, area);
}
__name$1(isPointerInGraceArea, "isPointerInGraceArea");
function whenMouse(handler) {
	return (event) => event.pointerType === "mouse" ? handler(event) : void 0;
}
__name$1(whenMouse, "whenMouse");
// node_modules/@radix-ui/react-dropdown-menu/dist/index.mjs
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", {
	value,
	configurable: true
});
var DROPDOWN_MENU_NAME = "DropdownMenu";
var [createDropdownMenuContext, createDropdownMenuScope] = createContextScope(DROPDOWN_MENU_NAME, [createMenuScope]);
var useMenuScope = createMenuScope();
var [DropdownMenuProvider, useDropdownMenuContext] = createDropdownMenuContext(DROPDOWN_MENU_NAME);
var DropdownMenu = /* @__PURE__ */ __name((props) => {
	const { __scopeDropdownMenu, children, dir, open: openProp, defaultOpen, onOpenChange, modal = true } = props;
	const menuScope = useMenuScope(__scopeDropdownMenu);
	const triggerRef = import_react.useRef(null);
	const [open, setOpen] = useControllableState({
		prop: openProp,
		defaultProp: defaultOpen ?? false,
		onChange: onOpenChange,
		caller: DROPDOWN_MENU_NAME
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DropdownMenuProvider, {
		scope: __scopeDropdownMenu,
		triggerId: useId(),
		triggerRef,
		contentId: useId(),
		open,
		onOpenChange: setOpen,
		onOpenToggle: import_react.useCallback(() => setOpen((prevOpen) => !prevOpen), [setOpen]),
		modal,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu, {
			...menuScope,
			open,
			onOpenChange: setOpen,
			dir,
			modal,
			children
		})
	});
}, "DropdownMenu");
var TRIGGER_NAME = "DropdownMenuTrigger";
var DropdownMenuTrigger = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function DropdownMenuTrigger2(props, forwardedRef) {
	const { __scopeDropdownMenu, disabled = false, ...triggerProps } = props;
	const context = useDropdownMenuContext(TRIGGER_NAME, __scopeDropdownMenu);
	const menuScope = useMenuScope(__scopeDropdownMenu);
	const composedRefs = useComposedRefs(forwardedRef, context.triggerRef);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuAnchor, {
		asChild: true,
		...menuScope,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.button, {
			type: "button",
			id: context.triggerId,
			"aria-haspopup": "menu",
			"aria-expanded": context.open,
			"aria-controls": context.open ? context.contentId : void 0,
			"data-state": context.open ? "open" : "closed",
			"data-disabled": disabled ? "" : void 0,
			disabled,
			...triggerProps,
			ref: composedRefs,
			onPointerDown: composeEventHandlers(props.onPointerDown, (event) => {
				if (!disabled && event.button === 0 && event.ctrlKey === false) {
					context.onOpenToggle();
					if (!context.open) event.preventDefault();
				}
			}),
			onKeyDown: composeEventHandlers(props.onKeyDown, (event) => {
				if (disabled) return;
				if (["Enter", " "].includes(event.key)) context.onOpenToggle();
				if (event.key === "ArrowDown") context.onOpenChange(true);
				if ([
					"Enter",
					" ",
					"ArrowDown"
				].includes(event.key)) event.preventDefault();
			})
		})
	});
}, "DropdownMenuTrigger"));
var DropdownMenuPortal = /* @__PURE__ */ __name((props) => {
	const { __scopeDropdownMenu, ...portalProps } = props;
	const menuScope = useMenuScope(__scopeDropdownMenu);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuPortal, {
		...menuScope,
		...portalProps
	});
}, "DropdownMenuPortal");
var CONTENT_NAME = "DropdownMenuContent";
var DropdownMenuContent = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function DropdownMenuContent2(props, forwardedRef) {
	const { __scopeDropdownMenu, ...contentProps } = props;
	const context = useDropdownMenuContext(CONTENT_NAME, __scopeDropdownMenu);
	const menuScope = useMenuScope(__scopeDropdownMenu);
	const hasInteractedOutsideRef = import_react.useRef(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuContent, {
		id: context.contentId,
		"aria-labelledby": context.triggerId,
		...menuScope,
		...contentProps,
		ref: forwardedRef,
		onCloseAutoFocus: composeEventHandlers(props.onCloseAutoFocus, (event) => {
			if (!hasInteractedOutsideRef.current) context.triggerRef.current?.focus();
			hasInteractedOutsideRef.current = false;
			event.preventDefault();
		}),
		onInteractOutside: composeEventHandlers(props.onInteractOutside, (event) => {
			const originalEvent = event.detail.originalEvent;
			const ctrlLeftClick = originalEvent.button === 0 && originalEvent.ctrlKey === true;
			const isRightClick = originalEvent.button === 2 || ctrlLeftClick;
			if (!context.modal || isRightClick) hasInteractedOutsideRef.current = true;
		}),
		style: {
			...props.style,
			"--radix-dropdown-menu-content-transform-origin": "var(--radix-popper-transform-origin)",
			"--radix-dropdown-menu-content-available-width": "var(--radix-popper-available-width)",
			"--radix-dropdown-menu-content-available-height": "var(--radix-popper-available-height)",
			"--radix-dropdown-menu-trigger-width": "var(--radix-popper-anchor-width)",
			"--radix-dropdown-menu-trigger-height": "var(--radix-popper-anchor-height)"
		}
	});
}, "DropdownMenuContent"));
var DropdownMenuLabel = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function DropdownMenuLabel2(props, forwardedRef) {
	const { __scopeDropdownMenu, ...labelProps } = props;
	const menuScope = useMenuScope(__scopeDropdownMenu);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuLabel, {
		...menuScope,
		...labelProps,
		ref: forwardedRef
	});
}, "DropdownMenuLabel"));
var DropdownMenuItem = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function DropdownMenuItem2(props, forwardedRef) {
	const { __scopeDropdownMenu, ...itemProps } = props;
	const menuScope = useMenuScope(__scopeDropdownMenu);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
		...menuScope,
		...itemProps,
		ref: forwardedRef
	});
}, "DropdownMenuItem"));
var DropdownMenuSeparator = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function DropdownMenuSeparator2(props, forwardedRef) {
	const { __scopeDropdownMenu, ...separatorProps } = props;
	const menuScope = useMenuScope(__scopeDropdownMenu);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuSeparator, {
		...menuScope,
		...separatorProps,
		ref: forwardedRef
	});
}, "DropdownMenuSeparator"));
// web/src/components/layout/mobile-menu.tsx
var menuItemClass = "flex cursor-pointer items-center gap-3 rounded-md px-3 py-2.5 text-sm outline-none select-none data-[highlighted]:bg-vault data-[highlighted]:text-bone data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60";
/** Small screens: the nav items and Logout behind one labelled button (spec section 2). */
function MobileMenu({ items, identity, onLogout }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenu, {
		modal: false,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DropdownMenuTrigger, {
			"aria-label": "Open navigation menu",
			className: "inline-flex size-10 items-center justify-center rounded-md border border-rubble bg-vault text-bone hover:bg-rubble focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none lg:hidden",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu$1, {
				"aria-hidden": true,
				className: "size-5"
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DropdownMenuPortal, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuContent, {
			align: "end",
			sideOffset: 8,
			collisionPadding: 8,
			className: "z-50 w-[min(18rem,calc(100vw-1rem))] rounded-lg border border-rubble bg-crypt p-1.5 text-ash shadow-2xl",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DropdownMenuLabel, {
					className: "truncate px-3 py-2 text-xs text-ash",
					children: identity
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DropdownMenuSeparator, { className: "my-1 h-px bg-rubble" }),
				items.map((item) => {
					const Icon = navIcons[item.key];
					if (item.to === null) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuItem, {
						disabled: true,
						className: cn(menuItemClass, "items-start"),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
							"aria-hidden": true,
							className: "mt-0.5 size-4 shrink-0"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "flex flex-col",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "font-semibold",
								children: item.label
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "text-xs",
								children: item.disabledReason
							})]
						})]
					}, item.key);
					return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DropdownMenuItem, {
						asChild: true,
						className: cn(menuItemClass, item.active && "text-gold-300"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							to: item.to,
							title: item.title,
							"aria-current": item.active ? "page" : void 0,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
								"aria-hidden": true,
								className: "size-4 shrink-0"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "flex flex-col",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "font-semibold",
									children: item.label
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "text-xs text-ash",
									children: item.title
								})]
							})]
						})
					}, item.key);
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DropdownMenuSeparator, { className: "my-1 h-px bg-rubble" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DropdownMenuItem, {
					onSelect: onLogout,
					className: cn(menuItemClass, "text-blood-300"),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogOut, {
						"aria-hidden": true,
						className: "size-4"
					}), "Logout"]
				})
			]
		}) })]
	});
}
// web/src/components/layout/nav-items.ts
var NO_ACTIVE_CRAWLER_MESSAGE = "No active crawler - create or activate a crawler from the Sponsor page";
/** Spec section 4: a crawler counts as usable when it is alive; the header links to the first one. */
function firstLivingCrawler(crawlers) {
	return crawlers.find((crawler) => crawler.isAlive) ?? null;
}
/** Spec section 2: Sponsor is active on '/' or '/home'; the others (and the ladder) match by path prefix. */
function isNavActive(key, pathname) {
	const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
	switch (key) {
		case "sponsor": return path === "/" || path === "/home";
		case "crawler": return path === "/crawler" || path.startsWith("/crawler/");
		case "account": return path === "/account" || path.startsWith("/account/");
		case "ladder": return path === "/leaderboard" || path.startsWith("/leaderboard/");
	}
}
function buildNavItems(pathname, crawlers) {
	const crawler = firstLivingCrawler(crawlers);
	return [
		{
			key: "sponsor",
			label: "Sponsor",
			title: "Corporation Overview",
			to: "/",
			active: isNavActive("sponsor", pathname),
			disabledReason: null
		},
		{
			key: "crawler",
			label: "Crawler",
			title: "Active Crawler Control",
			to: crawler ? `/crawler/${crawler.id}` : null,
			active: isNavActive("crawler", pathname),
			disabledReason: crawler ? null : NO_ACTIVE_CRAWLER_MESSAGE
		},
		{
			key: "account",
			label: "Account",
			title: "Profile & Settings",
			to: "/account",
			active: isNavActive("account", pathname),
			disabledReason: null
		},
		{
			key: "ladder",
			label: "Ladder",
			title: "Season Ladder",
			to: "/leaderboard",
			active: isNavActive("ladder", pathname),
			disabledReason: null
		}
	];
}
// web/src/components/layout/app-header.tsx
/** Signed-in header (spec section 2). Rendered by the app shell only when a user is present. */
function AppHeader({ user, crawlers, onLogout }) {
	const { pathname } = useLocation();
	const health = useServerHealth();
	const items = buildNavItems(pathname, crawlers);
	const identity = user.email || "Anonymous";
	const [confirming, setConfirming] = (0, import_react.useState)(false);
	const askToSignOut = () => setConfirming(true);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
		className: "sticky top-0 z-40 border-b border-rubble bg-abyss/90 backdrop-blur supports-[backdrop-filter]:bg-abyss/75",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BrandLink, {
					className: "mr-2",
					wordmarkClassName: "lg:max-xl:hidden"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DesktopNav, { items }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "ml-auto flex min-w-0 items-center gap-2 sm:gap-3",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HealthIndicator, { health }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CreditsBadge, { credits: user.credits }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "hidden max-w-48 truncate text-sm text-ash xl:inline",
							title: identity,
							children: identity
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
							content: "Logout",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								variant: "ghost",
								size: "icon",
								"aria-label": "Logout",
								onClick: askToSignOut,
								className: "hidden lg:inline-flex",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogOut, { "aria-hidden": true })
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MobileMenu, {
							items,
							identity,
							onLogout: askToSignOut
						})
					]
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignOutDialog, {
			open: confirming,
			onOpenChange: setConfirming,
			onConfirm: onLogout
		})]
	});
}
// web/src/components/layout/signed-in-header.tsx
var NO_CRAWLERS = [];
/**
* The signed-in header with what only a sponsor needs (the crawler list, tooltips, the mobile menu,
* the health check). The app shell loads this module lazily, so none of it ships with the landing
* page. Its tooltips share one provider (see ui/tooltip.tsx).
*/
function SignedInHeader({ user, onLogout }) {
	const crawlers = useCrawlers();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TooltipProvider, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppHeader, {
		user,
		crawlers: crawlers.data ?? NO_CRAWLERS,
		onLogout
	}) });
}
export { SignedInHeader };

//# sourceMappingURL=signed-in-header-CL8WUqXJ.js.map