import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as ArrowLeft } from "./arrow-left-DF22hpAP.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { I as useSearchParams, L as Button, M as Link, T as usePageTitle, _ as FormMessage, a as SessionEvent, g as ErrorPanel, j as useAuth, l as toastSuccess, m as resetPassword } from "./index-BiQ4OFOh.js";
import { i as errorMessage } from "./http-Dp5NWYIR.js";
import { t as Field } from "./field-CNGsloR3.js";
import { t as AuthScreen } from "./auth-screen-CKyOBNHn.js";
// web/src/routes/auth/reset-password-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Public: the emailed link lands here with ?token=... (or ?error=... when the link is bad). */
function ResetPasswordPage() {
	usePageTitle("Reset password");
	const [params] = useSearchParams();
	const token = params.get("token");
	const linkError = params.get("error");
	const { emitEvent } = useAuth();
	const announced = (0, import_react.useRef)(false);
	const [password, setPassword] = (0, import_react.useState)("");
	const [confirm, setConfirm] = (0, import_react.useState)("");
	const [error, setError] = (0, import_react.useState)(null);
	const [pending, setPending] = (0, import_react.useState)(false);
	const [done, setDone] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		if (token && !announced.current) {
			announced.current = true;
			emitEvent(SessionEvent.passwordRecovery);
		}
	}, [token, emitEvent]);
	const submit = async (event) => {
		event.preventDefault();
		if (!token) return;
		if (password.length < 8) {
			setError(`The new password needs at least 8 characters.`);
			return;
		}
		if (password !== confirm) {
			setError("The two passwords do not match.");
			return;
		}
		setError(null);
		setPending(true);
		try {
			await resetPassword(password, token);
			setDone(true);
			toastSuccess("Your password has been reset. Sign in with the new one.");
		} catch (caught) {
			setError(errorMessage(caught));
		} finally {
			setPending(false);
		}
	};
	const backLink = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
		to: "/",
		className: "mt-6 inline-flex items-center gap-1.5 rounded text-sm text-ash hover:text-gold-300",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, {
			"aria-hidden": true,
			className: "size-4"
		}), "Back to the landing page"]
	});
	if (!token || linkError) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthScreen, {
		title: "Reset password",
		description: "Choose a new password for your corporate account.",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
			title: "This reset link is not valid",
			message: linkError ? "The link has expired or was already used." : "The link is missing its reset token.",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				variant: "secondary",
				size: "sm",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: "/forgot-password",
					children: "Request a new link"
				})
			})
		}), backLink]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthScreen, {
		title: "Reset password",
		description: "Choose a new password for your corporate account.",
		children: [done ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
			tone: "info",
			children: "Password updated. You can now sign in from the landing page."
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			onSubmit: (event) => void submit(event),
			className: "flex flex-col gap-4",
			noValidate: true,
			"aria-label": "Set a new password",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
					label: "New password",
					type: "password",
					autoComplete: "new-password",
					maxLength: 128,
					hint: `At least 8 characters.`,
					value: password,
					onChange: (event) => setPassword(event.target.value)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
					label: "Confirm new password",
					type: "password",
					autoComplete: "new-password",
					maxLength: 128,
					value: confirm,
					onChange: (event) => setConfirm(event.target.value)
				}),
				error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
					tone: "error",
					children: error
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "primary",
					disabled: pending,
					children: pending ? "Saving..." : "Set new password"
				})
			]
		}), backLink]
	});
}
export { ResetPasswordPage };

//# sourceMappingURL=reset-password-page-C8GkXkyN.js.map