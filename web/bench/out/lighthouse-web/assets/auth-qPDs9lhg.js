import { n as __exportAll } from "./rolldown-runtime-SbdDWaPq.js";
import { a as boolean, c as number, d as string, f as union, l as object, s as literal } from "./zod-browser-Bv5tyGZO.js";
// contract/auth.ts
var auth_exports = /* @__PURE__ */ __exportAll({
	AuthConfig: () => AuthConfig,
	DEV_TOKEN_KEY: () => DEV_TOKEN_KEY,
	DevLoginBody: () => DevLoginBody,
	DevLoginResponse: () => DevLoginResponse,
	EMAIL_MAX: () => 254,
	PASSWORD_MAX: () => 128,
	PASSWORD_MIN: () => 8,
	SESSION_TOKEN_KEY: () => SESSION_TOKEN_KEY,
	SignInResponse: () => SignInResponse,
	User: () => User
});
/** The signed-in user as the client sees it (spec section 3, User). */
var User = object({
	id: string(),
	email: string().nullable(),
	firstName: string().nullable(),
	lastName: string().nullable(),
	profileImageUrl: string().nullable(),
	credits: number().int(),
	sponsorReputation: number().int(),
	activeCrawlerId: number().int().nullable(),
	twoFactorEnabled: boolean(),
	createdAt: string(),
	updatedAt: string()
});
/** What the sign-in dialog may offer; the server decides from its configuration. */
var AuthConfig = object({
	google: boolean(),
	devLogin: boolean(),
	emailPassword: boolean()
});
var DevLoginBody = object({ email: string().trim().toLowerCase().email().max(254).optional() }).strict();
var DevLoginResponse = object({
	access_token: string(),
	token_type: literal("bearer"),
	user: object({
		id: string(),
		email: string()
	})
});
/** better-auth's sign-in / sign-up answers: a session token, or a second-factor challenge. */
var SignInResponse = union([object({ twoFactorRedirect: literal(true) }), object({
	token: string().nullable(),
	user: object({
		id: string(),
		email: string()
	}).passthrough()
})]);
var DEV_TOKEN_KEY = "ctf-dev-token";
var SESSION_TOKEN_KEY = "ctf-session-token";
export { auth_exports as n, User as t };

//# sourceMappingURL=auth-qPDs9lhg.js.map