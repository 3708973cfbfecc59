import { k as BrandMark } from "./index-BiQ4OFOh.js";
import { t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
// web/src/routes/auth/auth-screen.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Narrow centred panel shared by the public password screens. */
function AuthScreen({ title, description, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "flex min-h-[75dvh] items-center justify-center px-4 py-12",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "stone-panel w-full max-w-md rounded-xl border border-gold-500/30 bg-crypt p-6 sm:p-8",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BrandMark, { className: "size-10" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: "mt-4 font-display text-2xl font-bold text-gold-300",
					children: title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-2 text-sm text-ash",
					children: description
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "mt-6",
					children
				})
			]
		})
	});
}
export { AuthScreen as t };

//# sourceMappingURL=auth-screen-CKyOBNHn.js.map