import { X as useQuery } from "./index-BiQ4OFOh.js";
import { a as boolean, d as string, i as array, l as object } from "./zod-browser-Bv5tyGZO.js";
import { s as HOTBAR } from "./constants-C4t9KvkL.js";
import { i as hasNoControlChars } from "./ids-CG-LdEhD.js";
import { r as apiRequest } from "./http-Dp5NWYIR.js";
// contract/key-bindings.ts
/** Every action a key can be bound to, in the order the Controls card lists them. */
var BINDABLE_ACTIONS = [
	"moveNorth",
	"moveSouth",
	"moveWest",
	"moveEast",
	"attack",
	"cycleTarget",
	"dodge",
	"interact",
	"toggleGrid",
	...HOTBAR.hotkeys.map((k) => `hotbar${k}`)
];
var BINDABLE_SET = new Set(BINDABLE_ACTIONS);
var isBindableAction = (name) => BINDABLE_SET.has(name);
/** What each action is called and the keys it has until the account changes them. */
var KEY_ACTIONS = {
	moveNorth: {
		label: "Move north",
		keys: ["w", "ArrowUp"]
	},
	moveSouth: {
		label: "Move south",
		keys: ["s", "ArrowDown"]
	},
	moveWest: {
		label: "Move west",
		keys: ["a", "ArrowLeft"]
	},
	moveEast: {
		label: "Move east",
		keys: ["d", "ArrowRight"]
	},
	attack: {
		label: "Attack",
		keys: [" "]
	},
	cycleTarget: {
		label: "Next target",
		keys: ["Tab"]
	},
	dodge: {
		label: "Dodge",
		keys: []
	},
	interact: {
		label: "Open chest",
		keys: ["e"]
	},
	toggleGrid: {
		label: "Toggle grid",
		keys: ["g"]
	},
	...Object.fromEntries(HOTBAR.hotkeys.map((k) => [`hotbar${k}`, {
		label: `Hotbar slot ${k}`,
		keys: [k]
	}]))
};
/** Keys that only modify others, or that the Controls card keeps for itself (Escape cancels a change). */
var UNBINDABLE_KEYS = /* @__PURE__ */ new Set([
	"Shift",
	"Control",
	"Alt",
	"AltGraph",
	"Meta",
	"OS",
	"Super",
	"Hyper",
	"Fn",
	"FnLock",
	"CapsLock",
	"NumLock",
	"ScrollLock",
	"Symbol",
	"SymbolLock",
	"Dead",
	"Unidentified",
	"Process",
	"Compose",
	"Escape"
]);
/** A key as bindings store it: single characters lower-case (either case matches), named keys as the browser names them. */
function normaliseKey(key) {
	return key.length === 1 ? key.toLowerCase() : key;
}
/** True for a KeyboardEvent.key one may bind: one printable character, or a named key such as ArrowUp or F5. */
function isBindableKey(key) {
	if (key.length < 1 || key.length > 20 || !hasNoControlChars(key) || UNBINDABLE_KEYS.has(key)) return false;
	return [...key].length === 1 || /^[A-Z][A-Za-z0-9]+$/.test(key);
}
/** How a key is written for people: Space, L, ArrowUp. */
function keyLabel(key) {
	if (key === " ") return "Space";
	return key.length === 1 ? key.toUpperCase() : key;
}
var BindableKey = string().min(1).max(20).refine(isBindableKey, "must be one KeyboardEvent.key: a character or a named key, not a modifier or Escape").transform(normaliseKey);
var ActionKeys = array(BindableKey).max(2).refine((keys) => new Set(keys).size === keys.length, "the same key is listed twice");
/** An account's whole bindings map: every action, each with 0 to 2 keys. Unknown actions are refused. */
var KeyBindings = object(Object.fromEntries(BINDABLE_ACTIONS.map((name) => [name, ActionKeys]))).strict();
/** GET/PUT/DELETE /api/account/key-bindings reply. */
var KeyBindingsView = object({
	bindings: KeyBindings,
	/** False while the account uses the defaults. */
	customised: boolean()
});
function defaultKeyBindings() {
	return Object.fromEntries(BINDABLE_ACTIONS.map((name) => [name, [...KEY_ACTIONS[name].keys]]));
}
// web/src/api/key-bindings-api.ts
var keyBindingsQueryKey = ["account", "key-bindings"];
var PATH = "/api/account/key-bindings";
function fetchKeyBindings(signal) {
	return apiRequest("GET", PATH, {
		schema: KeyBindingsView,
		signal
	});
}
function saveKeyBindings(bindings) {
	return apiRequest("PUT", PATH, {
		body: bindings,
		schema: KeyBindingsView
	});
}
function resetKeyBindings() {
	return apiRequest("DELETE", PATH, { schema: KeyBindingsView });
}
// web/src/state/key-bindings.ts
/**
* The signed-in account's key bindings, fetched once per session and cached (a change on the Account
* page replaces the cached copy; another browser's change shows after a reload there).
*/
function useKeyBindings(enabled = true) {
	return useQuery({
		queryKey: keyBindingsQueryKey,
		queryFn: ({ signal }) => fetchKeyBindings(signal),
		staleTime: Infinity,
		enabled
	});
}
export { BINDABLE_ACTIONS as a, isBindableAction as c, normaliseKey as d, saveKeyBindings as i, isBindableKey as l, keyBindingsQueryKey as n, KEY_ACTIONS as o, resetKeyBindings as r, defaultKeyBindings as s, useKeyBindings as t, keyLabel as u };

//# sourceMappingURL=key-bindings-tEYom3jd.js.map