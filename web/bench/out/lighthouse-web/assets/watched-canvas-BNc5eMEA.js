import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { s as createLucideIcon } from "./cn-B52nqGHH.js";
import { n as useAppearance } from "./display-settings-mqkRGLyp.js";
import { C as useWindowHeight, a as canvasLayout, x as useElementWidth } from "./room-renderer-8cp0pwH8.js";
// node_modules/lucide-react/dist/esm/icons/file-text.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "file-text",
	size: 24,
	node: [
		["path", {
			d: "M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z",
			key: "1oefj6"
		}],
		["path", {
			d: "M14 2v5a1 1 0 0 0 1 1h5",
			key: "wfsgrz"
		}],
		["path", {
			d: "M10 9H8",
			key: "b1mrlr"
		}],
		["path", {
			d: "M16 13H8",
			key: "t4e002"
		}],
		["path", {
			d: "M16 17H8",
			key: "z1uh3a"
		}]
	]
};
__iconData.node;
var FileText = createLucideIcon(__iconData);
// web/src/routes/crawler/watched-canvas.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* The share of the window's height the live view's sizing rule (at most 60 %) gets here: what sits
* under the canvas (the replay's controls, the spectator's entity list) should stay in view with it.
*/
var HEIGHT_SHARE = .75;
/** The canvases' refs, the room's layout for the space there is, and what a draw loop reads each frame. */
function useWatchedCanvas(room) {
	const frameRef = (0, import_react.useRef)(null);
	const staticRef = (0, import_react.useRef)(null);
	const entityRef = (0, import_react.useRef)(null);
	const overlayRef = (0, import_react.useRef)(null);
	const width = useElementWidth(frameRef);
	const windowHeight = Math.round(useWindowHeight() * HEIGHT_SHARE);
	const available = Math.max(1, width || 320);
	const layout = (0, import_react.useMemo)(() => canvasLayout({
		widthFeet: room.widthFeet,
		heightFeet: room.heightFeet
	}, available, windowHeight), [
		room.widthFeet,
		room.heightFeet,
		available,
		windowHeight
	]);
	const scale = Math.min(1, layout.maxWidth / layout.width, layout.maxHeight / layout.height);
	const appearance = useAppearance();
	const latest = (0, import_react.useRef)({
		available,
		windowHeight,
		appearance
	});
	(0, import_react.useEffect)(() => {
		latest.current = {
			available,
			windowHeight,
			appearance
		};
	}, [
		available,
		windowHeight,
		appearance
	]);
	return {
		frameRef,
		staticRef,
		entityRef,
		overlayRef,
		layout,
		scale,
		latest
	};
}
function WatchedCanvas({ canvas, label }) {
	const { frameRef, staticRef, entityRef, overlayRef, layout, scale } = canvas;
	const shown = {
		width: Math.round(layout.width * scale),
		height: Math.round(layout.height * scale)
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		ref: frameRef,
		className: "min-w-0",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "relative mx-auto overflow-hidden rounded-lg border border-rubble bg-abyss shadow-inner",
			style: {
				width: shown.width + 2,
				height: shown.height + 2
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("canvas", {
					ref: staticRef,
					role: "img",
					"aria-label": label,
					className: "absolute inset-0",
					style: shown
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("canvas", {
					ref: entityRef,
					"aria-hidden": true,
					className: "pointer-events-none absolute inset-0",
					style: shown
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("canvas", {
					ref: overlayRef,
					"aria-hidden": true,
					className: "pointer-events-none absolute inset-0",
					style: shown
				})
			]
		})
	});
}
export { useWatchedCanvas as n, FileText as r, WatchedCanvas as t };

//# sourceMappingURL=watched-canvas-BNc5eMEA.js.map