import { n as __exportAll, r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { A as AuthContext, X as useQuery, n as rememberDisplay, r as rememberedDisplay, t as applyDisplayAttributes } from "./index-BiQ4OFOh.js";
import { n as require_react } from "./jsx-runtime-CgfO9KJ9.js";
import { a as boolean, l as object, n as _enum } from "./zod-browser-Bv5tyGZO.js";
import { r as apiRequest } from "./http-Dp5NWYIR.js";
// contract/display-settings.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The palettes one may pick. Shapes and patterns carry every meaning in both; colour only helps. */
var PALETTE = {
	standard: "standard",
	colourBlindSafe: "colour-blind-safe"
};
var PALETTES = Object.values(PALETTE);
function isPalette(value) {
	return typeof value === "string" && PALETTES.includes(value);
}
/**
* Reduced motion: 'system' follows the device's prefers-reduced-motion, 'on' always reduces. There is
* no 'off' that overrides a device asking for less motion: the device setting is the player's own
* accessibility choice, and the game only ever adds to it (reduce when the device OR the account asks).
*/
var REDUCED_MOTION = {
	system: "system",
	on: "on"
};
var REDUCED_MOTION_CHOICES = Object.values(REDUCED_MOTION);
function isReducedMotion(value) {
	return typeof value === "string" && REDUCED_MOTION_CHOICES.includes(value);
}
/** Labels the Account page shows, in the order it lists them. */
var PALETTE_LABEL = {
	standard: {
		label: "Standard",
		hint: "Torch-lit reds, greens and golds."
	},
	"colour-blind-safe": {
		label: "Colour-blind safe",
		hint: "Okabe–Ito colours: vermillion, blue, yellow and purple, told apart with any colour vision."
	}
};
var REDUCED_MOTION_LABEL = {
	system: {
		label: "Follow my device",
		hint: "Motion is reduced when your device's settings ask for it."
	},
	on: {
		label: "Always reduce motion",
		hint: "No room transition slide, no easing of moving creatures, no pulsing or floating marks."
	}
};
/** GET/PUT /api/account/display reply. */
var DisplaySettingsView = object({
	palette: _enum(PALETTES, { error: `must be one of: ${PALETTES.join(", ")}` }),
	reducedMotion: _enum(REDUCED_MOTION_CHOICES, { error: `must be one of: ${REDUCED_MOTION_CHOICES.join(", ")}` })
}).strict().extend({ 
/** False while the account uses the defaults. */
customised: boolean() });
var DEFAULT_DISPLAY_SETTINGS = {
	palette: PALETTE.standard,
	reducedMotion: REDUCED_MOTION.system
};
/** Whether motion is reduced: the account asks for it, or the device does (prefers-reduced-motion: reduce). */
function shouldReduceMotion(setting, devicePrefersReduced) {
	return setting === REDUCED_MOTION.on || devicePrefersReduced;
}
// web/src/canvas/palette.ts
var INK = {
	abyss: "#0c0a08",
	crypt: "#15120f",
	vault: "#1e1a16",
	rubble: "#2f2822",
	flagstone: "#453b32",
	ash: "#9a9084",
	bone: "#ece4d6",
	gold: "#e4aa2b",
	goldLight: "#f2cd66",
	blood: "#c2362b",
	bloodLight: "#f08a80",
	moss: "#3fa34d",
	mossLight: "#6fcf72",
	ember: "#f59e0b",
	sky: "#5aa9e6",
	violet: "#a78bfa"
};
/**
* Okabe & Ito's eight colours (2008), chosen to stay apart under protanopia, deuteranopia and
* tritanopia; the light variants keep 4.5:1 on the dark label pills.
*/
var OKABE_ITO = {
	orange: "#e69f00",
	skyBlue: "#56b4e9",
	bluishGreen: "#009e73",
	yellow: "#f0e442",
	blue: "#0072b2",
	vermillion: "#d55e00",
	reddishPurple: "#cc79a7",
	vermillionLight: "#ff8f4a",
	reddishPurpleLight: "#e9a3c9"
};
var STANDARD_PALETTE = {
	name: "standard",
	hostile: INK.blood,
	hostileLabel: INK.bloodLight,
	neutral: INK.ember,
	neutralLabel: INK.goldLight,
	friendly: INK.moss,
	npc: INK.moss,
	otherPlayer: INK.sky,
	otherPlayerLabel: INK.sky,
	self: INK.gold,
	selfLabel: INK.goldLight,
	selfRing: INK.bone,
	boss: INK.goldLight,
	healthHigh: INK.mossLight,
	healthMid: INK.ember,
	healthLow: INK.bloodLight,
	danger: INK.bloodLight,
	rarity: {
		common: "#cfc6b8",
		uncommon: INK.mossLight,
		rare: INK.sky,
		epic: INK.violet,
		legendary: INK.ember
	},
	pvp: INK.violet,
	safe: "#2f7a45",
	map: {
		room: "#6b5b4b",
		outline: "#b39f88",
		door: INK.ash,
		current: INK.goldLight,
		loot: INK.gold,
		enemies: INK.blood,
		players: INK.sky,
		glyph: INK.bone
	}
};
var PALETTE_TABLE = {
	standard: STANDARD_PALETTE,
	"colour-blind-safe": {
		name: "colour-blind-safe",
		hostile: OKABE_ITO.vermillion,
		hostileLabel: OKABE_ITO.vermillionLight,
		neutral: OKABE_ITO.yellow,
		neutralLabel: OKABE_ITO.yellow,
		friendly: OKABE_ITO.skyBlue,
		npc: OKABE_ITO.skyBlue,
		otherPlayer: OKABE_ITO.reddishPurple,
		otherPlayerLabel: OKABE_ITO.reddishPurpleLight,
		self: INK.bone,
		selfLabel: INK.bone,
		selfRing: OKABE_ITO.orange,
		boss: OKABE_ITO.yellow,
		healthHigh: OKABE_ITO.skyBlue,
		healthMid: OKABE_ITO.yellow,
		healthLow: OKABE_ITO.vermillionLight,
		danger: OKABE_ITO.vermillionLight,
		rarity: {
			common: "#cfc6b8",
			uncommon: OKABE_ITO.bluishGreen,
			rare: OKABE_ITO.skyBlue,
			epic: OKABE_ITO.reddishPurple,
			legendary: OKABE_ITO.orange
		},
		pvp: OKABE_ITO.vermillion,
		safe: OKABE_ITO.blue,
		map: {
			room: "#6b5b4b",
			outline: "#b39f88",
			door: INK.ash,
			current: OKABE_ITO.yellow,
			loot: OKABE_ITO.orange,
			enemies: OKABE_ITO.vermillion,
			players: OKABE_ITO.reddishPurple,
			glyph: INK.bone
		}
	}
};
function canvasPalette(name) {
	return PALETTE_TABLE[name];
}
/** Floor colour per room environment (spec 3 environments); unknown ones use stone. */
var FLOOR_COLOUR = {
	stone_chamber: "#2a241e",
	forest_clearing: "#1f2a1b",
	dungeon_corridor: "#24201c",
	golden_chamber: "#2f2717",
	peaceful_chamber: "#1d2624",
	dark_chamber: "#16130f",
	indoor: "#2b2520",
	outdoor: "#222a1e",
	underground: "#1e1b18",
	stone: "#28231e"
};
function floorColour(environment) {
	return FLOOR_COLOUR[environment] ?? FLOOR_COLOUR.stone ?? INK.vault;
}
function rarityColour(rarity, palette = STANDARD_PALETTE) {
	return palette.rarity[rarity ?? ""] ?? INK.gold;
}
// web/src/api/display-settings-api.ts
var displaySettingsQueryKey = ["account", "display"];
var PATH = "/api/account/display";
function fetchDisplaySettings(signal) {
	return apiRequest("GET", PATH, {
		schema: DisplaySettingsView,
		signal
	});
}
function saveDisplaySettings(settings) {
	return apiRequest("PUT", PATH, {
		body: settings,
		schema: DisplaySettingsView
	});
}
// web/src/state/display-settings.ts
var display_settings_exports = /* @__PURE__ */ __exportAll({
	DisplaySettingsApplier: () => DisplaySettingsApplier,
	useAppearance: () => useAppearance,
	useDevicePrefersReducedMotion: () => useDevicePrefersReducedMotion,
	useDisplaySettings: () => useDisplaySettings,
	useDisplaySettingsQuery: () => useDisplaySettingsQuery
});
/**
* The signed-in account's display settings, fetched once per session and cached (a change on the
* Account page replaces the cached copy; another browser's change shows after a reload there).
*/
function useDisplaySettingsQuery(enabled = true) {
	return useQuery({
		queryKey: displaySettingsQueryKey,
		queryFn: ({ signal }) => fetchDisplaySettings(signal),
		staleTime: Infinity,
		enabled
	});
}
var REDUCE_QUERY = "(prefers-reduced-motion: reduce)";
function subscribeReduce(listener) {
	if (typeof window === "undefined" || !window.matchMedia) return () => {};
	const media = window.matchMedia(REDUCE_QUERY);
	media.addEventListener("change", listener);
	return () => media.removeEventListener("change", listener);
}
/** Whether the device asks for reduced motion, kept live (the setting can change while the page is open). */
function useDevicePrefersReducedMotion() {
	return (0, import_react.useSyncExternalStore)(subscribeReduce, () => typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(REDUCE_QUERY).matches, () => false);
}
/** The remembered settings (from the last load) until the account's own arrive, else the defaults. */
function settingsOf(data) {
	if (data) return data;
	const remembered = rememberedDisplay();
	if (remembered && isPalette(remembered.palette) && isReducedMotion(remembered.reducedMotion)) return {
		palette: remembered.palette,
		reducedMotion: remembered.reducedMotion
	};
	return DEFAULT_DISPLAY_SETTINGS;
}
/** The account's settings as the client applies them: the palette, and whether motion is reduced here. */
function useDisplaySettings() {
	const user = (0, import_react.useContext)(AuthContext)?.user ?? null;
	const query = useDisplaySettingsQuery(Boolean(user));
	const device = useDevicePrefersReducedMotion();
	const settings = settingsOf(user ? query.data : void 0);
	return {
		...settings,
		reduceMotion: shouldReduceMotion(settings.reducedMotion, device),
		loaded: query.isSuccess
	};
}
/** What the canvas renderer needs: the palette's colours and the motion decision. */
function useAppearance() {
	const { palette, reduceMotion } = useDisplaySettings();
	return (0, import_react.useMemo)(() => ({
		palette: canvasPalette(palette),
		reducedMotion: reduceMotion
	}), [palette, reduceMotion]);
}
/**
* Puts the signed-in account's settings on <html> and remembers them for the next load; mounted
* once by the app shell while someone is signed in. Leaving (signing out) puts the defaults back.
*/
function DisplaySettingsApplier() {
	const data = useDisplaySettingsQuery(true).data;
	(0, import_react.useEffect)(() => {
		if (!data) return;
		const settings = {
			palette: data.palette,
			reducedMotion: data.reducedMotion
		};
		applyDisplayAttributes(settings);
		rememberDisplay(settings);
	}, [data]);
	(0, import_react.useEffect)(() => () => {
		applyDisplayAttributes(null);
		rememberDisplay(null);
	}, []);
	return null;
}
export { displaySettingsQueryKey as a, STANDARD_PALETTE as c, rarityColour as d, PALETTES as f, REDUCED_MOTION_LABEL as h, useDisplaySettingsQuery as i, canvasPalette as l, REDUCED_MOTION_CHOICES as m, useAppearance as n, saveDisplaySettings as o, PALETTE_LABEL as p, useDevicePrefersReducedMotion as r, INK as s, display_settings_exports as t, floorColour as u };

//# sourceMappingURL=display-settings-mqkRGLyp.js.map