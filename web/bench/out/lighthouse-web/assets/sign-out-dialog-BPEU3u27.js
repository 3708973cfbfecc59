import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { s as createLucideIcon } from "./cn-B52nqGHH.js";
import { L as Button } from "./index-BiQ4OFOh.js";
import { a as DialogTitle, i as DialogDescription, r as DialogContent, t as Dialog } from "./dialog-aQbDhVTJ.js";
// node_modules/lucide-react/dist/esm/icons/building-complex.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "building-complex",
	size: 24,
	node: [
		["path", {
			d: "M10 12h4",
			key: "a56b0p"
		}],
		["path", {
			d: "M10 8h4",
			key: "1sr2af"
		}],
		["path", {
			d: "M14 21v-3a2 2 0 0 0-4 0v3",
			key: "1rgiei"
		}],
		["path", {
			d: "M6 10H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-2",
			key: "secmi2"
		}],
		["path", {
			d: "M6 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16",
			key: "16ra0t"
		}]
	],
	aliases: ["building-2"]
};
__iconData$1.node;
var BuildingComplex = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/log-out.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "log-out",
	size: 24,
	node: [
		["path", {
			d: "m16 17 5-5-5-5",
			key: "1bji2h"
		}],
		["path", {
			d: "M21 12H9",
			key: "dn1m92"
		}],
		["path", {
			d: "M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4",
			key: "1uf3rs"
		}]
	]
};
__iconData.node;
var LogOut = createLucideIcon(__iconData);
// web/src/components/layout/sign-out-dialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var SIGN_OUT_TEXT = {
	title: "Sign out?",
	description: "This ends every session of your account, in this browser and any other. Your crawlers carry on under their standing orders.",
	cancel: "Cancel",
	confirm: "Logout"
};
/**
* Signing out asks first: a stray key or tap (a Space meant for the game) must not end the session
* mid-fight. Radix traps focus in the dialog, starts it on Cancel (the first control, and the harmless
* choice), closes on Escape and gives focus back to what opened it (a dialog without a Radix trigger would drop it on
* the page's body, so the opener is noted as the dialog opens).
*/
function SignOutDialog({ open, onOpenChange, onConfirm }) {
	const opener = (0, import_react.useRef)(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
			onOpenAutoFocus: () => {
				opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
			},
			onCloseAutoFocus: (event) => {
				if (!opener.current?.isConnected) return;
				event.preventDefault();
				opener.current.focus();
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: SIGN_OUT_TEXT.title }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, { children: SIGN_OUT_TEXT.description }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "mt-5 flex justify-end gap-3",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "secondary",
						onClick: () => onOpenChange(false),
						children: SIGN_OUT_TEXT.cancel
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						variant: "destructive",
						onClick: () => {
							onOpenChange(false);
							onConfirm();
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogOut, { "aria-hidden": true }), SIGN_OUT_TEXT.confirm]
					})]
				})
			]
		})
	});
}
export { LogOut as n, BuildingComplex as r, SignOutDialog as t };

//# sourceMappingURL=sign-out-dialog-BPEU3u27.js.map