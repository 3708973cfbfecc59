import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { B as RotateCcw, C as CardHeader, D as Spinner, L as Button, P as useNavigate, S as CardDescription, T as usePageTitle, _ as FormMessage, a as SessionEvent, at as useQueryClient, b as Card, c as toastError, d as disableTwoFactor, f as enableTwoFactor, g as ErrorPanel, h as verifyTotpRequest, i as authConfigQuery, j as useAuth, l as toastSuccess, s as toast, w as CardTitle, x as CardContent, y as Badge } from "./index-BiQ4OFOh.js";
import { t as Coins } from "./coins-Dhuz6u1L.js";
import { n as LogOut, r as BuildingComplex, t as SignOutDialog } from "./sign-out-dialog-BPEU3u27.js";
import { s as createLucideIcon, t as cn } from "./cn-B52nqGHH.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { c as replaceActiveToken, i as errorMessage, o as clearStoredTokens } from "./http-Dp5NWYIR.js";
import { n as createAvatar, t as lib_exports } from "./lib-wvbrf9kF.js";
import { t as Keyboard } from "./keyboard-ThS3J1EZ.js";
import { a as BINDABLE_ACTIONS, d as normaliseKey, i as saveKeyBindings, l as isBindableKey, n as keyBindingsQueryKey, o as KEY_ACTIONS, r as resetKeyBindings, t as useKeyBindings, u as keyLabel } from "./key-bindings-tEYom3jd.js";
import { a as DialogTitle, i as DialogDescription, r as DialogContent, t as Dialog } from "./dialog-aQbDhVTJ.js";
import { t as useMutation } from "./useMutation-B25NteWb.js";
import { t as Eye } from "./eye-BocLKIwX.js";
import { a as displaySettingsQueryKey, f as PALETTES, h as REDUCED_MOTION_LABEL, i as useDisplaySettingsQuery, l as canvasPalette, m as REDUCED_MOTION_CHOICES, o as saveDisplaySettings, p as PALETTE_LABEL, r as useDevicePrefersReducedMotion } from "./display-settings-mqkRGLyp.js";
import { t as ShieldCheck } from "./shield-check-D3P8o_LM.js";
import { t as Field } from "./field-CNGsloR3.js";
import { t as Check } from "./check-Be-SL3YF.js";
import { t as Copy } from "./copy-DGuBtur-.js";
// node_modules/lucide-react/dist/esm/icons/id-card.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "id-card",
	size: 24,
	node: [
		["path", {
			d: "M13 19a4 4 0 00-8 0",
			key: "cugzd5"
		}],
		["path", {
			d: "M16 10h2",
			key: "8sgtl7"
		}],
		["path", {
			d: "M16 14h2",
			key: "epxaof"
		}],
		["circle", {
			cx: "9",
			cy: "12",
			r: "3",
			key: "u3jwor"
		}],
		["rect", {
			x: "2",
			y: "5",
			width: "20",
			height: "14",
			rx: "2",
			key: "qneu4z"
		}]
	]
};
__iconData$2.node;
var IdCard = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/settings.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "settings",
	size: 24,
	node: [["path", {
		d: "M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915",
		key: "1i5ecw"
	}], ["circle", {
		cx: "12",
		cy: "12",
		r: "3",
		key: "1v7zrd"
	}]]
};
__iconData$1.node;
var Settings = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/zap.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "zap",
	size: 24,
	node: [["path", {
		d: "M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z",
		key: "1v7up4"
	}]]
};
__iconData.node;
var Zap = createLucideIcon(__iconData);
// web/src/routes/account/account-actions-card.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Spec section 2: logout here is a browser navigation; the server ends every session and redirects. */
function logoutViaServer() {
	clearStoredTokens();
	window.location.href = "/api/logout";
}
function AccountActionsCard() {
	const [confirming, setConfirming] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "account-actions-heading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "account-actions-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Zap, {
				"aria-hidden": true,
				className: "size-5"
			}), "Account Actions"]
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			className: "flex flex-col gap-3",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					variant: "secondary",
					disabled: true,
					className: "w-full justify-start",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Settings, { "aria-hidden": true }), "Profile Settings (Coming Soon)"]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					variant: "secondary",
					disabled: true,
					className: "w-full justify-start",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Coins, { "aria-hidden": true }), "Purchase Credits (Coming Soon)"]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					variant: "destructive",
					onClick: () => setConfirming(true),
					className: "w-full justify-start",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogOut, { "aria-hidden": true }), "Logout"]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignOutDialog, {
					open: confirming,
					onOpenChange: setConfirming,
					onConfirm: logoutViaServer
				})
			]
		})]
	});
}
// web/src/routes/account/sponsor-avatar.tsx
/** A generated portrait: deterministic per seed and built locally (no avatar service is called). */
function SponsorAvatar({ seed, imageUrl, className }) {
	const generated = (0, import_react.useMemo)(() => createAvatar(lib_exports, {
		seed,
		size: 96
	}).toDataUri(), [seed]);
	const src = imageUrl && (imageUrl.startsWith("/") || imageUrl.startsWith("data:")) ? imageUrl : generated;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		src,
		alt: "",
		width: 64,
		height: 64,
		className: cn("size-16 shrink-0 rounded-lg border border-gold-500/50 bg-vault [image-rendering:pixelated]", className)
	});
}
// web/src/routes/account/account-overview-card.tsx
var memberSinceFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });
function memberSince(createdAt) {
	if (!createdAt) return "Unknown";
	const date = new Date(createdAt);
	return Number.isNaN(date.getTime()) ? "Unknown" : memberSinceFormat.format(date);
}
function displayName(user) {
	return [user.firstName, user.lastName].filter(Boolean).join(" ").trim() || null;
}
function AccountOverviewCard({ user }) {
	const name = displayName(user);
	const rows = [
		["Email", user.email || "Not provided"],
		["Member since", memberSince(user.createdAt)],
		["Credits", new Intl.NumberFormat("en-US").format(user.credits ?? 0)],
		["Active crawler", user.activeCrawlerId != null ? `#${user.activeCrawlerId}` : "None"]
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "account-overview-heading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "account-overview-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IdCard, {
				"aria-hidden": true,
				className: "size-5"
			}), "Account Overview"]
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mb-4 flex items-center gap-4",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SponsorAvatar, {
				seed: user.id,
				imageUrl: user.profileImageUrl
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "min-w-0",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "truncate font-display text-lg font-bold text-bone",
					children: name ?? "Sponsor"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "text-xs text-ash",
					children: ["Reputation ", user.sponsorReputation ?? 0]
				})]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
			className: "divide-y divide-rubble",
			children: rows.map(([label, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5 text-sm",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
					className: "text-ash",
					children: label
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
					className: "min-w-0 font-semibold break-all text-bone",
					children: value
				})]
			}, label))
		})] })]
	});
}
// web/src/routes/account/use-key-binding-changes.ts
/** The map with `key` in place of the action's first key; its second key (if any) stays as the alternative. */
function proposeKey(bindings, { action, key }) {
	const keys = [key, ...bindings[action].slice(1).filter((k) => k !== key)].slice(0, 2);
	return {
		...bindings,
		[action]: keys
	};
}
/**
* The Controls card's changes. Each answers with the whole view, which replaces the cached copy the
* tactical room reads. A refused change (a key bound twice) leaves the cache alone; the card shows the
* server's sentence on the row.
*/
function useKeyBindingChanges() {
	const queryClient = useQueryClient();
	const store = (view) => queryClient.setQueryData(keyBindingsQueryKey, view);
	const change = useMutation({
		mutationKey: ["key-bindings-change"],
		mutationFn: ({ bindings, change }) => saveKeyBindings(proposeKey(bindings, change)),
		onSuccess: (view, { change }) => {
			store(view);
			toastSuccess(`${KEY_ACTIONS[change.action].label} is now on ${keyLabel(change.key)}.`);
		},
		onError: (error) => console.error("Key binding change refused", error)
	});
	const reset = useMutation({
		mutationKey: ["key-bindings-change"],
		mutationFn: () => resetKeyBindings(),
		onSuccess: (view) => {
			store(view);
			toastSuccess("Controls reset to the default keys.");
		},
		onError: (error) => {
			console.error("Key bindings reset failed", error);
			toastError(errorMessage(error));
		}
	});
	return {
		change,
		reset,
		busy: change.isPending || reset.isPending
	};
}
// web/src/routes/account/controls-card.tsx
/** Issue 19: the tactical room's keys, remapped per account and kept on the server. */
function ControlsCard() {
	const query = useKeyBindings();
	const view = query.data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "controls-heading",
		className: "md:col-span-2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "controls-heading",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Keyboard, {
					"aria-hidden": true,
					className: "size-5"
				}),
				"Controls",
				view ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
					variant: view.customised ? "live" : "stone",
					children: view.customised ? "CUSTOM" : "DEFAULT"
				}) : null
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardDescription, { children: "The keys of the tactical room. They follow your account to every browser." })] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: query.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
			label: "Loading controls...",
			className: "py-6"
		}) : query.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
			title: "Unable to load controls",
			message: errorMessage(query.error),
			onRetry: () => void query.refetch()
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BindingsEditor, { bindings: query.data.bindings }) })]
	});
}
function BindingsEditor({ bindings }) {
	const { change, reset, busy } = useKeyBindingChanges();
	const [listening, setListening] = (0, import_react.useState)(null);
	const [refused, setRefused] = (0, import_react.useState)(null);
	const [confirming, setConfirming] = (0, import_react.useState)(false);
	const list = (0, import_react.useRef)(null);
	const stopListening = (action) => {
		setListening(null);
		requestAnimationFrame(() => list.current?.querySelector(`button[data-change="${action}"]`)?.focus());
	};
	(0, import_react.useEffect)(() => {
		if (!listening) return;
		const action = listening;
		const onKey = (event) => {
			event.preventDefault();
			event.stopPropagation();
			if (event.key === "Escape") return stopListening(action);
			if (!isBindableKey(event.key)) return;
			const key = normaliseKey(event.key);
			stopListening(action);
			setRefused(null);
			change.mutate({
				bindings,
				change: {
					action,
					key
				}
			}, { onError: (error) => setRefused({
				action,
				message: errorMessage(error)
			}) });
		};
		window.addEventListener("keydown", onKey, { capture: true });
		return () => window.removeEventListener("keydown", onKey, { capture: true });
	}, [
		listening,
		bindings,
		change
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col gap-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				ref: list,
				className: "grid gap-x-6 gap-y-1 sm:grid-cols-2",
				"aria-label": "Key bindings",
				children: BINDABLE_ACTIONS.map((action) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BindingRow, {
					action,
					keys: bindings[action],
					listening: listening === action,
					refusal: refused?.action === action ? refused.message : null,
					disabled: busy || listening !== null && listening !== action,
					onChange: () => {
						setRefused(null);
						setListening(action);
					},
					onCancel: () => stopListening(action)
				}, action))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-center gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					variant: "outline",
					size: "sm",
					onClick: () => setConfirming(true),
					disabled: busy || listening !== null,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RotateCcw, { "aria-hidden": true }), "Reset to defaults"]
				}), change.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					role: "status",
					className: "text-sm text-ash",
					children: "Saving..."
				}) : null]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
				open: confirming,
				onOpenChange: setConfirming,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: "Reset controls?" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, { children: "Every action goes back to its default keys, on every browser you use." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "mt-5 flex justify-end gap-3",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "secondary",
							onClick: () => setConfirming(false),
							children: "Cancel"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "destructive",
							disabled: reset.isPending,
							onClick: () => {
								setRefused(null);
								reset.mutate(void 0, { onSettled: () => setConfirming(false) });
							},
							children: reset.isPending ? "Resetting..." : "Reset"
						})]
					})
				] })
			})
		]
	});
}
function BindingRow({ action, keys, listening, refusal, disabled, onChange, onCancel }) {
	const label = KEY_ACTIONS[action].label;
	const prompt = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (listening) prompt.current?.focus();
	}, [listening]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: "flex flex-col gap-1 border-b border-rubble/50 py-2",
		"data-action": action,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex items-center justify-between gap-3",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "text-sm font-semibold text-bone",
				children: label
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "flex items-center gap-2",
				children: listening ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					ref: prompt,
					tabIndex: -1,
					role: "status",
					className: "rounded-md px-2 text-sm text-gold-200 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none",
					children: ["Press a key… ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "text-ash",
						children: "(Escape cancels)"
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "ghost",
					size: "sm",
					onClick: onCancel,
					"aria-label": `Cancel changing ${label}`,
					children: "Cancel"
				})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "flex gap-1",
					"aria-label": `${label} keys`,
					children: [keys.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "text-xs text-ash",
						children: "Not bound"
					}) : null, keys.map((k) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("kbd", {
						className: "rounded border border-flagstone bg-vault px-1.5 py-0.5 font-mono text-xs text-bone",
						children: keyLabel(k)
					}, k))]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					"data-change": action,
					variant: "secondary",
					size: "sm",
					onClick: () => !disabled && onChange(),
					"aria-disabled": disabled || void 0,
					"aria-label": `Change ${label}`,
					children: "Change"
				})] })
			})]
		}), refusal ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
			tone: "error",
			children: refusal
		}) : null]
	});
}
// web/src/routes/account/corporation-status-card.tsx
function CorporationStatusCard() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "corporation-status-heading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "corporation-status-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BuildingComplex, {
				"aria-hidden": true,
				className: "size-5"
			}), "Corporation Status"]
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-6 text-center text-sm text-ash",
			children: "Corporation details will be displayed here once implemented."
		}) })]
	});
}
// web/src/routes/account/use-display-settings-change.ts
/** What the toast says a change did. */
function changeSummary(before, after) {
	if (before.palette !== after.palette) return `Palette: ${PALETTE_LABEL[after.palette].label}.`;
	if (before.reducedMotion !== after.reducedMotion) return `Motion: ${REDUCED_MOTION_LABEL[after.reducedMotion].label}.`;
	return "Display settings saved.";
}
/**
* The Display card's change: the whole settings object, answered with the whole view, which replaces
* the cached copy every screen reads (so the palette and motion change at once, everywhere). A failed
* save leaves the cache alone; the card shows the server's sentence.
*/
function useDisplaySettingsChange() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationKey: ["display-settings-change"],
		mutationFn: ({ next }) => saveDisplaySettings(next),
		onSuccess: (view, { before, next }) => {
			queryClient.setQueryData(displaySettingsQueryKey, view);
			toastSuccess(changeSummary(before, next));
		},
		onError: (error) => console.error("Display settings change refused", error)
	});
}
// web/src/routes/account/display-card.tsx
/** Issue 19 ("Seeing"): the palette and reduced motion, per account, kept on the server. */
function DisplayCard() {
	const query = useDisplaySettingsQuery();
	const view = query.data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "display-heading",
		"data-testid": "display-card",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "display-heading",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Eye, {
					"aria-hidden": true,
					className: "size-5"
				}),
				"Display",
				view ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
					variant: view.customised ? "live" : "stone",
					children: view.customised ? "CUSTOM" : "DEFAULT"
				}) : null
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardDescription, { children: "How the dungeon is drawn for you. Every mark has a shape as well as a colour; these follow your account to every browser." })] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: query.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
			label: "Loading display settings...",
			className: "py-6"
		}) : query.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
			title: "Unable to load display settings",
			message: errorMessage(query.error),
			onRetry: () => void query.refetch()
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DisplayForm, { view: query.data }) })]
	});
}
function DisplayForm({ view }) {
	const change = useDisplaySettingsChange();
	const device = useDevicePrefersReducedMotion();
	const current = {
		palette: view.palette,
		reducedMotion: view.reducedMotion
	};
	const [choosing, setChoosing] = (0, import_react.useState)(null);
	const shown = choosing ?? current;
	const save = (next) => {
		setChoosing(next);
		change.mutate({
			before: current,
			next
		}, { onSettled: () => setChoosing(null) });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col gap-5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceGroup, {
				legend: "Palette",
				name: "palette",
				value: shown.palette,
				choices: PALETTES.map((p) => ({
					value: p,
					...PALETTE_LABEL[p]
				})),
				disabled: change.isPending,
				onChange: (palette) => save({
					...shown,
					palette
				}),
				swatch: (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaletteSwatch, { palette: p })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceGroup, {
				legend: "Reduced motion",
				name: "reduced-motion",
				value: shown.reducedMotion,
				choices: REDUCED_MOTION_CHOICES.map((m) => ({
					value: m,
					...REDUCED_MOTION_LABEL[m],
					hint: m === "system" ? `${REDUCED_MOTION_LABEL[m].hint} Yours ${device ? "asks for reduced motion" : "does not"} right now.` : REDUCED_MOTION_LABEL[m].hint
				})),
				disabled: change.isPending,
				onChange: (reducedMotion) => save({
					...shown,
					reducedMotion
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				"aria-live": "polite",
				className: "min-h-5 text-sm text-ash",
				children: change.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: "Saving..." }) : null
			}),
			change.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
				tone: "error",
				children: `Could not save: ${errorMessage(change.error)}`
			}) : null
		]
	});
}
function ChoiceGroup({ legend, name, value, choices, disabled, onChange, swatch }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "flex flex-col gap-2",
		"aria-busy": disabled || void 0,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
			className: "mb-1 text-sm font-semibold text-bone",
			children: legend
		}), choices.map((c) => {
			const id = `${name}-${c.value}`;
			const checked = c.value === value;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
				htmlFor: id,
				className: cn("flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-300", checked ? "border-gold-400/70 bg-gold-900/30" : "border-rubble bg-abyss/40 hover:border-flagstone"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id,
					type: "radio",
					name,
					value: c.value,
					checked,
					disabled,
					onChange: () => onChange(c.value),
					"aria-describedby": `${id}-hint`,
					className: "mt-1 size-4 shrink-0 accent-gold-400"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "flex min-w-0 flex-1 flex-col",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "flex items-center gap-2 text-sm font-semibold text-bone",
						children: [c.label, swatch ? swatch(c.value) : null]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						id: `${id}-hint`,
						className: "text-xs text-ash",
						children: c.hint
					})]
				})]
			}, c.value);
		})]
	});
}
/** Four dots of the palette's hostile, neutral, friendly and other-crawler colours. */
function PaletteSwatch({ palette }) {
	const p = canvasPalette(palette);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		"aria-hidden": true,
		className: "flex gap-0.5",
		children: [
			p.hostile,
			p.neutral,
			p.friendly,
			p.otherPlayer
		].map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "size-2.5 rounded-full border border-abyss",
			style: { backgroundColor: c }
		}, c))
	});
}
// web/src/routes/account/two-factor-disable.tsx
function TwoFactorDisable({ onDone }) {
	const { refreshUser } = useAuth();
	const [open, setOpen] = (0, import_react.useState)(false);
	const [password, setPassword] = (0, import_react.useState)("");
	const [error, setError] = (0, import_react.useState)(null);
	const [pending, setPending] = (0, import_react.useState)(false);
	if (!open) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "secondary",
		onClick: () => setOpen(true),
		children: "Turn off two-factor authentication"
	});
	const submit = async (event) => {
		event.preventDefault();
		if (!password) {
			setError("Enter your password to continue.");
			return;
		}
		setError(null);
		setPending(true);
		try {
			await disableTwoFactor(password);
			await refreshUser();
			toastSuccess("Two-factor authentication is now off.");
			onDone();
		} catch (caught) {
			setError(errorMessage(caught));
			setPending(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		onSubmit: (event) => void submit(event),
		className: "flex flex-col gap-3",
		noValidate: true,
		"aria-label": "Turn off two-factor authentication",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: "Current password",
				type: "password",
				autoComplete: "current-password",
				value: password,
				onChange: (event) => setPassword(event.target.value),
				autoFocus: true
			}),
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
				tone: "error",
				children: error
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "destructive",
					disabled: pending,
					children: pending ? "Please wait..." : "Turn off"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "ghost",
					onClick: () => setOpen(false),
					children: "Cancel"
				})]
			})
		]
	});
}
// web/src/routes/account/two-factor-enrol.tsx
var TOTP_PATTERN = /^\d{6}$/;
async function copyText(text) {
	try {
		await navigator.clipboard.writeText(text);
		return true;
	} catch {
		return false;
	}
}
function TwoFactorEnrol({ onDone }) {
	const { refreshUser, emitEvent } = useAuth();
	const [step, setStep] = (0, import_react.useState)({ kind: "idle" });
	const [password, setPassword] = (0, import_react.useState)("");
	const [code, setCode] = (0, import_react.useState)("");
	const [error, setError] = (0, import_react.useState)(null);
	const [pending, setPending] = (0, import_react.useState)(false);
	const [copied, setCopied] = (0, import_react.useState)(false);
	const run = async (work) => {
		setError(null);
		setPending(true);
		try {
			await work();
		} catch (caught) {
			setError(errorMessage(caught));
		} finally {
			setPending(false);
		}
	};
	const submitPassword = (event) => {
		event.preventDefault();
		if (!password) {
			setError("Enter your password to continue.");
			return;
		}
		run(async () => {
			const reply = await enableTwoFactor(password);
			setPassword("");
			setStep({
				kind: "verify",
				totpURI: reply.totpURI,
				backupCodes: reply.backupCodes
			});
		});
	};
	const submitCode = (event) => {
		event.preventDefault();
		const trimmed = code.replace(/\s/g, "");
		if (!TOTP_PATTERN.test(trimmed)) {
			setError("Enter the 6-digit code from your authenticator app.");
			return;
		}
		run(async () => {
			const token = await verifyTotpRequest(trimmed);
			if (token) replaceActiveToken(token);
			emitEvent(SessionEvent.mfaChallengeVerified);
			await refreshUser();
			toastSuccess("Two-factor authentication is now on.");
			onDone();
		});
	};
	const cancel = () => {
		setPassword("");
		setStep({ kind: "idle" });
		setError(null);
		setCode("");
	};
	if (step.kind === "idle") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "outline",
		onClick: () => setStep({ kind: "password" }),
		children: "Enable two-factor authentication"
	});
	if (step.kind === "password") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		onSubmit: submitPassword,
		className: "flex flex-col gap-3",
		noValidate: true,
		"aria-label": "Confirm password to enable two-factor authentication",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: "Current password",
				type: "password",
				autoComplete: "current-password",
				value: password,
				onChange: (event) => setPassword(event.target.value),
				autoFocus: true
			}),
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
				tone: "error",
				children: error
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "primary",
					disabled: pending,
					children: pending ? "Please wait..." : "Continue"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "ghost",
					onClick: cancel,
					children: "Cancel"
				})]
			})
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		onSubmit: submitCode,
		className: "flex flex-col gap-4",
		noValidate: true,
		"aria-label": "Confirm two-factor authentication",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm text-bone",
				children: "1. Add this key to your authenticator app (copy the setup link):"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-2 flex items-stretch gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", {
					className: "min-w-0 flex-1 rounded-md border border-rubble bg-abyss px-3 py-2 font-mono text-xs break-all text-gold-200",
					children: step.totpURI
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "secondary",
					size: "icon",
					"aria-label": copied ? "Setup link copied" : "Copy setup link",
					onClick: () => void copyText(step.totpURI).then((ok) => ok ? setCopied(true) : toastError("Could not copy; select the text instead.")),
					children: copied ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, { "aria-hidden": true }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Copy, { "aria-hidden": true })
				})]
			})] }),
			step.backupCodes.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm text-bone",
				children: "2. Keep these backup codes somewhere safe. Each works once:"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "mt-2 grid grid-cols-2 gap-1.5 rounded-md border border-rubble bg-abyss p-3 font-mono text-xs text-bone sm:grid-cols-3",
				children: step.backupCodes.map((backup) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: backup }, backup))
			})] }) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: "Code from your app",
				inputMode: "numeric",
				autoComplete: "one-time-code",
				maxLength: 7,
				value: code,
				onChange: (event) => setCode(event.target.value)
			}),
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
				tone: "error",
				children: error
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "primary",
					disabled: pending,
					children: pending ? "Verifying..." : "Confirm and enable"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "ghost",
					onClick: cancel,
					children: "Cancel"
				})]
			})
		]
	});
}
// web/src/routes/account/two-factor-card.tsx
/** Optional account security: enrol an authenticator app (better-auth TOTP), or turn it off again. */
function TwoFactorCard({ user }) {
	const [generation, setGeneration] = (0, import_react.useState)(0);
	const enabled = user.twoFactorEnabled;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "two-factor-heading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "two-factor-heading",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShieldCheck, {
					"aria-hidden": true,
					className: "size-5"
				}),
				"Two-factor authentication",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
					variant: enabled ? "live" : "stone",
					children: enabled ? "ON" : "OFF"
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardDescription, { children: enabled ? "Signing in asks for a code from your authenticator app." : "Protect your corporation with a code from an authenticator app at every sign-in." })] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: enabled ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TwoFactorDisable, { onDone: () => setGeneration((n) => n + 1) }, generation) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TwoFactorEnrol, { onDone: () => setGeneration((n) => n + 1) }, generation) })]
	});
}
// web/src/routes/account/use-logged-out-redirect.ts
var RELOGIN_DELAY_MS = 500;
/**
* Spec section 2: a logged-out visit to the account page toasts 'Unauthorized' and starts Google
* sign-in after 500 ms. Without Google configured there is nothing to start, so go to '/' instead.
*/
function useLoggedOutRedirect() {
	const { isLoading, isAuthenticated, isSigningOut, googleLogin } = useAuth();
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	const announced = (0, import_react.useRef)(false);
	const loggedOut = !isLoading && !isAuthenticated && !isSigningOut;
	(0, import_react.useEffect)(() => {
		if (!loggedOut) {
			announced.current = false;
			return;
		}
		if (!announced.current) {
			announced.current = true;
			toast({
				title: "Unauthorized",
				description: "You are logged out. Logging in again...",
				variant: "destructive"
			});
		}
		let cancelled = false;
		const timer = setTimeout(async () => {
			const config = await queryClient.ensureQueryData(authConfigQuery).catch(() => null);
			if (cancelled) return;
			if (config?.google) await googleLogin();
			else await navigate("/", { replace: true });
		}, RELOGIN_DELAY_MS);
		return () => {
			cancelled = true;
			clearTimeout(timer);
		};
	}, [
		loggedOut,
		queryClient,
		googleLogin,
		navigate
	]);
}
// web/src/routes/account/account-page.tsx
/** Spec section 2 account page. It guards itself: a logged-out visit toasts and re-starts sign-in. */
function AccountPage() {
	usePageTitle("Account");
	const { user, isLoading } = useAuth();
	useLoggedOutRedirect();
	if (isLoading) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
		label: "Loading account information...",
		className: "min-h-[60dvh]"
	});
	if (!user) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
		label: "Redirecting to sign in...",
		className: "min-h-[60dvh]"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-6xl px-4 py-8 sm:px-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-xs font-semibold tracking-[0.3em] text-gold-500",
				children: "PROFILE & SETTINGS"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "mt-1 font-display text-2xl font-bold text-bone sm:text-3xl",
				children: "Account"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-6 grid gap-4 md:grid-cols-2",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountOverviewCard, { user }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountActionsCard, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CorporationStatusCard, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TwoFactorCard, { user }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DisplayCard, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ControlsCard, {})
				]
			})
		]
	});
}
export { AccountPage };

//# sourceMappingURL=account-page-COFsGDvN.js.map