import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { D as Spinner, L as Button, M as Link, _ as FormMessage, g as ErrorPanel, j as useAuth } from "./index-BiQ4OFOh.js";
import { a as DialogTitle, i as DialogDescription, r as DialogContent, t as Dialog } from "./dialog-aQbDhVTJ.js";
import { i as errorMessage } from "./http-Dp5NWYIR.js";
import { s as createLucideIcon } from "./cn-B52nqGHH.js";
import { t as Field } from "./field-CNGsloR3.js";
import { t as ShieldCheck } from "./shield-check-D3P8o_LM.js";
// node_modules/lucide-react/dist/esm/icons/wrench.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "wrench",
	size: 24,
	node: [["path", {
		d: "M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.106-3.105c.32-.322.863-.22.983.218a6 6 0 0 1-8.259 7.057l-7.91 7.91a1 1 0 0 1-2.999-3l7.91-7.91a6 6 0 0 1 7.057-8.259c.438.12.54.662.219.984z",
		key: "1ngwbx"
	}]]
};
__iconData.node;
var Wrench = createLucideIcon(__iconData);
// web/src/routes/landing/dev-login-form.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Local/development sign-in; each email is a distinct user, so several sponsors can be tried. */
function DevLoginForm({ onSignedIn }) {
	const { devLogin } = useAuth();
	const [email, setEmail] = (0, import_react.useState)("");
	const [pending, setPending] = (0, import_react.useState)(false);
	const submit = async (event) => {
		event.preventDefault();
		setPending(true);
		const ok = await devLogin(email);
		setPending(false);
		if (ok) onSignedIn();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		onSubmit: (event) => void submit(event),
		className: "flex flex-col gap-3",
		noValidate: true,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
			label: "Dev email (optional)",
			type: "email",
			autoComplete: "off",
			placeholder: "sponsor@example.test",
			hint: "Leave blank for the default dev sponsor.",
			value: email,
			onChange: (event) => setEmail(event.target.value)
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
			type: "submit",
			variant: "outline",
			className: "w-full",
			disabled: pending,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wrench, { "aria-hidden": true }), pending ? "Signing in..." : "DEV LOGIN"]
		})]
	});
}
// web/src/routes/landing/two-factor-challenge.tsx
var TOTP_PATTERN = /^\d{6}$/;
/** Second sign-in step. The sign-in cookie carries the pending 2FA state, so only the code is sent. */
function TwoFactorChallenge({ onVerified, onBack }) {
	const { verifyTotp } = useAuth();
	const [code, setCode] = (0, import_react.useState)("");
	const [error, setError] = (0, import_react.useState)(null);
	const [pending, setPending] = (0, import_react.useState)(false);
	const submit = async (event) => {
		event.preventDefault();
		const trimmed = code.replace(/\s/g, "");
		if (!TOTP_PATTERN.test(trimmed)) {
			setError("Enter the 6-digit code from your authenticator app.");
			return;
		}
		setError(null);
		setPending(true);
		try {
			await verifyTotp(trimmed);
			onVerified();
		} catch (caught) {
			setError(errorMessage(caught));
			setPending(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		onSubmit: (event) => void submit(event),
		className: "flex flex-col gap-3",
		noValidate: true,
		"aria-label": "Two-factor verification",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "flex items-start gap-2 text-sm text-ash",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShieldCheck, {
					"aria-hidden": true,
					className: "mt-0.5 size-4 shrink-0 text-gold-400"
				}), "This account is protected by two-factor authentication. Enter the code from your authenticator app."]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: "Authentication code",
				inputMode: "numeric",
				autoComplete: "one-time-code",
				maxLength: 7,
				autoFocus: true,
				value: code,
				onChange: (event) => setCode(event.target.value)
			}),
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
				tone: "error",
				children: error
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "secondary",
				className: "w-full",
				disabled: pending,
				children: pending ? "Verifying..." : "Verify Code"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "link",
				size: "sm",
				onClick: onBack,
				className: "self-start",
				children: "Back to sign in"
			})
		]
	});
}
// web/src/routes/landing/email-auth-form.tsx
/** Email + password sign-in with a sign-up toggle; a 2FA challenge replaces it when the server asks. */
function EmailAuthForm({ onSignedIn }) {
	const { signIn, signUp } = useAuth();
	const [mode, setMode] = (0, import_react.useState)("sign-in");
	const [email, setEmail] = (0, import_react.useState)("");
	const [password, setPassword] = (0, import_react.useState)("");
	const [name, setName] = (0, import_react.useState)("");
	const [error, setError] = (0, import_react.useState)(null);
	const [pending, setPending] = (0, import_react.useState)(false);
	if (mode === "two-factor") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TwoFactorChallenge, {
		onVerified: onSignedIn,
		onBack: () => setMode("sign-in")
	});
	const signingUp = mode === "sign-up";
	const submit = async (event) => {
		event.preventDefault();
		setError(null);
		setPending(true);
		try {
			if ((signingUp ? await signUp({
				email,
				password,
				name
			}) : await signIn(email, password)) === "two-factor") {
				setPending(false);
				setMode("two-factor");
				return;
			}
			onSignedIn();
		} catch (caught) {
			setError(errorMessage(caught));
			setPending(false);
		}
	};
	const toggle = () => {
		setError(null);
		setMode(signingUp ? "sign-in" : "sign-up");
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		onSubmit: (event) => void submit(event),
		className: "flex flex-col gap-3",
		noValidate: true,
		"aria-label": signingUp ? "Create account" : "Sign in with email",
		children: [
			signingUp ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: "Corporation contact name",
				autoComplete: "name",
				value: name,
				onChange: (event) => setName(event.target.value),
				placeholder: "Optional"
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: "Email",
				type: "email",
				autoComplete: "email",
				inputMode: "email",
				value: email,
				onChange: (event) => setEmail(event.target.value)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: "Password",
				type: "password",
				autoComplete: signingUp ? "new-password" : "current-password",
				maxLength: 128,
				hint: signingUp ? `At least 8 characters.` : void 0,
				value: password,
				onChange: (event) => setPassword(event.target.value)
			}),
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
				tone: "error",
				children: error
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "secondary",
				className: "w-full",
				disabled: pending,
				children: pending ? "Please wait..." : signingUp ? "Create Account" : "Sign In"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-center justify-between gap-2 text-sm",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "link",
					size: "sm",
					onClick: toggle,
					children: signingUp ? "Already registered? Sign in" : "New sponsor? Create an account"
				}), signingUp ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: "/forgot-password",
					className: "rounded text-sm text-ash underline-offset-4 hover:text-gold-300 hover:underline",
					children: "Forgot password?"
				})]
			})
		]
	});
}
// web/src/routes/landing/google-mark.tsx
/** Google's "G", inline so the button needs no image request (lucide has no brand icons). */
function GoogleMark() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
		"aria-hidden": true,
		viewBox: "0 0 24 24",
		className: "size-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "#4285F4",
				d: "M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "#34A853",
				d: "M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.4 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "#FBBC05",
				d: "M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "#EA4335",
				d: "M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z"
			})
		]
	});
}
// web/src/routes/landing/login-dialog.tsx
function Divider({ label }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "my-5 flex items-center gap-3 text-xs tracking-widest text-ash/70 uppercase",
		role: "separator",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: "h-px flex-1 bg-rubble" }),
			label,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: "h-px flex-1 bg-rubble" })
		]
	});
}
/** Spec section 2: the 'Corporate Login' dialog. Radix traps focus inside and restores it on close. */
function LoginDialog({ open, onOpenChange }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: "Corporate Login" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, { children: "Sign in to manage your corporation, or register a new one for this season." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-5",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoginOptions, { onSignedIn: () => onOpenChange(false) })
			})
		] })
	});
}
function LoginOptions({ onSignedIn }) {
	const { config, configLoading, configError, refetchConfig, googleLogin } = useAuth();
	const googleHintId = (0, import_react.useId)();
	if (configLoading) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
		label: "Loading sign-in options...",
		className: "py-6"
	});
	if (configError || !config) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
		title: "Could not load sign-in options",
		message: configError ? errorMessage(configError) : void 0,
		onRetry: refetchConfig
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
			variant: "primary",
			size: "lg",
			className: "w-full",
			disabled: !config.google,
			"aria-describedby": config.google ? void 0 : googleHintId,
			onClick: () => void googleLogin(),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GoogleMark, {}), "LOGIN WITH GOOGLE"]
		}),
		config.google ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			id: googleHintId,
			className: "mt-2 text-center text-xs text-ash",
			children: "Google sign-in is not configured on this server."
		}),
		config.emailPassword ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, { label: "or use email" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailAuthForm, { onSignedIn })] }) : null,
		config.devLogin ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, { label: "development" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DevLoginForm, { onSignedIn })] }) : null
	] });
}
export { LoginDialog };

//# sourceMappingURL=login-dialog-CslfVHm0.js.map