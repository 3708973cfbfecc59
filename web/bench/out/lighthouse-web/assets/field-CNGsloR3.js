import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { t as cn } from "./cn-B52nqGHH.js";
import { t as Primitive } from "./dist-CbB8W8Ls.js";
// web/src/components/ui/input.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function Input({ className, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
		className: cn("h-10 w-full min-w-0 rounded-md border border-rubble bg-abyss/80 px-3 text-sm text-bone placeholder:text-ash/60", "focus-visible:border-gold-400 focus-visible:ring-2 focus-visible:ring-gold-400/40 focus-visible:outline-none", "disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-blood-500", className),
		...props
	});
}
// node_modules/@radix-ui/react-label/dist/index.mjs
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", {
	value,
	configurable: true
});
var Label$1 = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function Label2(props, forwardedRef) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.label, {
		...props,
		ref: forwardedRef,
		onMouseDown: (event) => {
			if (event.target.closest("button, input, select, textarea")) return;
			props.onMouseDown?.(event);
			if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
		}
	});
}, "Label"));
// web/src/components/ui/label.tsx
function Label({ className, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Label$1, {
		className: cn("text-xs font-semibold tracking-wider text-ash uppercase", className),
		...props
	});
}
// web/src/components/ui/field.tsx
/** A labelled input with an optional hint, wired with ids so the label and hint are announced. */
function Field({ label, hint, ...inputProps }) {
	const id = (0, import_react.useId)();
	const hintId = `${id}-hint`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col gap-1.5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Label, {
				htmlFor: id,
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
				id,
				"aria-describedby": hint ? hintId : void 0,
				...inputProps
			}),
			hint ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: hintId,
				className: "text-xs text-ash",
				children: hint
			}) : null
		]
	});
}
export { Field as t };

//# sourceMappingURL=field-CNGsloR3.js.map