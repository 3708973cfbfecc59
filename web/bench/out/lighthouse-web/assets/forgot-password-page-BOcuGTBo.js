import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as ArrowLeft } from "./arrow-left-DF22hpAP.js";
import { s as createLucideIcon } from "./cn-B52nqGHH.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { L as Button, M as Link, T as usePageTitle, _ as FormMessage, p as requestPasswordReset } from "./index-BiQ4OFOh.js";
import { i as errorMessage } from "./http-Dp5NWYIR.js";
import { t as Field } from "./field-CNGsloR3.js";
import { t as AuthScreen } from "./auth-screen-CKyOBNHn.js";
// node_modules/lucide-react/dist/esm/icons/mail-check.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "mail-check",
	size: 24,
	node: [
		["path", {
			d: "M22 13V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h8",
			key: "12jkf8"
		}],
		["path", {
			d: "m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7",
			key: "1ocrg3"
		}],
		["path", {
			d: "m16 19 2 2 4-4",
			key: "1b14m6"
		}]
	]
};
__iconData.node;
var MailCheck = createLucideIcon(__iconData);
// web/src/routes/auth/forgot-password-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Public: asks the server to send a reset link (logged to the console in local mode). */
function ForgotPasswordPage() {
	usePageTitle("Forgot password");
	const [email, setEmail] = (0, import_react.useState)("");
	const [sentTo, setSentTo] = (0, import_react.useState)(null);
	const [error, setError] = (0, import_react.useState)(null);
	const [pending, setPending] = (0, import_react.useState)(false);
	const submit = async (event) => {
		event.preventDefault();
		const trimmed = email.trim();
		if (!trimmed) {
			setError("Enter the email address of your account.");
			return;
		}
		setError(null);
		setPending(true);
		try {
			await requestPasswordReset(trimmed);
			setSentTo(trimmed);
		} catch (caught) {
			setError(errorMessage(caught));
		} finally {
			setPending(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthScreen, {
		title: "Forgot password?",
		description: "We will send a reset link to the email address on your corporate account.",
		children: [sentTo ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-col gap-4",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormMessage, {
				tone: "info",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MailCheck, {
						"aria-hidden": true,
						className: "mr-1.5 inline size-4 align-text-bottom"
					}),
					"If an account exists for ",
					sentTo,
					", a reset link is on its way. The link works once and expires soon."
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "ghost",
				onClick: () => setSentTo(null),
				className: "self-start",
				children: "Use a different email"
			})]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			onSubmit: (event) => void submit(event),
			className: "flex flex-col gap-4",
			noValidate: true,
			"aria-label": "Request a password reset",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
					label: "Email",
					type: "email",
					autoComplete: "email",
					value: email,
					onChange: (event) => setEmail(event.target.value)
				}),
				error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
					tone: "error",
					children: error
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "primary",
					disabled: pending,
					children: pending ? "Sending..." : "Send reset link"
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
			to: "/",
			className: "mt-6 inline-flex items-center gap-1.5 rounded text-sm text-ash hover:text-gold-300",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, {
				"aria-hidden": true,
				className: "size-4"
			}), "Back to the landing page"]
		})]
	});
}
export { ForgotPasswordPage };

//# sourceMappingURL=forgot-password-page-BOcuGTBo.js.map