import { a as boolean, d as string, i as array, l as object } from "./zod-browser-Bv5tyGZO.js";
// web/src/api/auth-schemas.ts
var OAuthRedirectResponse = object({
	url: string().min(1),
	redirect: boolean().optional()
}).passthrough();
var StatusResponse = object({ status: boolean() }).passthrough();
var TwoFactorEnableResponse = object({
	totpURI: string(),
	backupCodes: array(string())
});
var TokenUserResponse = object({
	token: string().nullable().optional(),
	user: object({ id: string() }).passthrough().optional()
}).passthrough();
export { OAuthRedirectResponse, StatusResponse, TokenUserResponse, TwoFactorEnableResponse };

//# sourceMappingURL=auth-schemas-BNnyVuIb.js.map