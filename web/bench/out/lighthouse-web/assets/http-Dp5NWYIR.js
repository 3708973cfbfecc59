// web/src/api/lite-schema.ts
function schema(run) {
	return {
		run,
		safeParse(value) {
			const issues = [];
			const data = run(value, [], issues);
			return issues.length === 0 ? {
				success: true,
				data
			} : {
				success: false,
				error: { issues }
			};
		}
	};
}
var received = (value) => value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
function primitive(expected, accepts) {
	return schema((value, path, issues) => {
		if (!accepts(value)) issues.push({
			path,
			message: `Invalid input: expected ${expected}, received ${received(value)}`
		});
		return value;
	});
}
var string = primitive("string", (value) => typeof value === "string");
var boolean = primitive("boolean", (value) => typeof value === "boolean");
var int = primitive("int", (value) => Number.isSafeInteger(value));
function literals(values) {
	return primitive(`one of ${values.join("|")}`, (value) => values.includes(value));
}
function nullable(inner) {
	return schema((value, path, issues) => value === null ? null : inner.run(value, path, issues));
}
function objectOf(shape, loose) {
	return schema((value, path, issues) => {
		if (typeof value !== "object" || value === null || Array.isArray(value)) {
			issues.push({
				path,
				message: `Invalid input: expected object, received ${received(value)}`
			});
			return value;
		}
		const input = value;
		const out = loose ? { ...input } : {};
		for (const key of Object.keys(shape)) out[key] = shape[key].run(input[key], [...path, key], issues);
		return out;
	});
}
/** zod's `z.object`: the keys of `shape`, others dropped. */
function object(shape) {
	return objectOf(shape, false);
}
/** zod's `z.looseObject` (`.passthrough()`): the keys of `shape` checked, others kept as they are. */
function looseObject(shape) {
	return objectOf(shape, true);
}
// web/src/api/contract-lite.ts
var ErrorCode = {
	badRequest: "bad_request",
	validation: "validation_failed",
	unauthorized: "unauthorized",
	forbidden: "forbidden",
	notFound: "not_found",
	conflict: "conflict",
	rateLimited: "rate_limited",
	accountLocked: "account_locked",
	payloadTooLarge: "payload_too_large",
	uriTooLong: "uri_too_long",
	unsupportedMediaType: "unsupported_media_type",
	devLoginDisabled: "dev_login_disabled",
	noActiveSeason: "no_active_season",
	seasonNotEnded: "season_not_ended",
	unavailable: "service_unavailable",
	roomMoving: "room_moving",
	internal: "internal_error"
};
var CREDENTIALS_REQUIRED_MESSAGE = "You must provide either an email or phone number and a password";
var DEV_TOKEN_KEY = "ctf-dev-token";
var SESSION_TOKEN_KEY = "ctf-session-token";
var SeasonStatus = {
	live: "live",
	comingSoon: "coming-soon",
	ended: "ended"
};
var ErrorBody = object({
	error: string,
	code: string
});
var AuthConfig = object({
	google: boolean,
	devLogin: boolean,
	emailPassword: boolean
});
var Season = object({
	id: int,
	seasonNumber: int,
	name: string,
	description: string,
	startDate: string,
	endDate: nullable(string),
	isActive: boolean,
	status: literals([
		SeasonStatus.live,
		SeasonStatus.comingSoon,
		SeasonStatus.ended
	])
});
/** better-auth's get-session answer (not ours: only the fields the client reads are checked). */
var GetSessionResponse = nullable(object({
	session: looseObject({ token: string }),
	user: looseObject({ id: string })
}));
// web/src/api/token-store.ts
function storage() {
	try {
		return typeof localStorage === "undefined" ? null : localStorage;
	} catch {
		return null;
	}
}
function read(key) {
	try {
		const value = storage()?.getItem(key);
		return value ? value : null;
	} catch {
		return null;
	}
}
function write(key, value) {
	try {
		storage()?.setItem(key, value);
	} catch {}
}
function remove(key) {
	try {
		storage()?.removeItem(key);
	} catch {}
}
/** The bearer token sent with every call: a real session wins over a dev-login token. */
function getStoredToken() {
	return read("ctf-session-token") ?? read("ctf-dev-token");
}
function storeSessionToken(token) {
	write(SESSION_TOKEN_KEY, token);
}
function storeDevToken(token) {
	write(DEV_TOKEN_KEY, token);
}
/** A refreshed token replaces whichever key currently holds the active one, so the two never disagree. */
function replaceActiveToken(token) {
	if (read("ctf-session-token") === null && read("ctf-dev-token") !== null) storeDevToken(token);
	else storeSessionToken(token);
}
function clearStoredTokens() {
	remove(SESSION_TOKEN_KEY);
	remove(DEV_TOKEN_KEY);
}
// web/src/api/http.ts
/**
* A non-OK reply. The message follows the spec's HTTP rule (`${status}: ${responseText}`) so logs
* and tests see exactly what the server said; `body` carries the parsed `{error, code}` for UI text.
*/
var ApiError = class extends Error {
	status;
	responseText;
	body;
	constructor(status, responseText) {
		super(`${status}: ${responseText}`);
		this.name = "ApiError";
		this.status = status;
		this.responseText = responseText;
		this.body = parseErrorBody(responseText);
	}
	get code() {
		return this.body?.code ?? null;
	}
};
/** The server answered 2xx with a body that does not match the contract. */
var ResponseShapeError = class extends Error {
	path;
	constructor(path, detail) {
		super(`Unexpected response from server for ${path}: ${detail}`);
		this.name = "ResponseShapeError";
		this.path = path;
	}
};
function parseErrorBody(text) {
	try {
		const parsed = ErrorBody.safeParse(JSON.parse(text));
		return parsed.success ? parsed.data : null;
	} catch {
		return null;
	}
}
function isApiError(error) {
	return error instanceof ApiError;
}
/** Human text for toasts and inline alerts: the server's own `error` sentence when it sent one. */
function errorMessage(error) {
	if (error instanceof ApiError) return error.body?.error ?? (error.responseText || `Request failed (${error.status})`);
	if (error instanceof TypeError) return "Could not reach the server";
	if (error instanceof Error) return error.message;
	return String(error);
}
/** The schema, or its load started now (before the fetch) so the two overlap. */
function startLoading(source) {
	const loading = typeof source === "function" ? source().then((schema) => ({ schema })) : Promise.resolve({ schema: source });
	loading.catch(() => {});
	return loading;
}
/** The one fetch wrapper: bearer token, cookies, JSON both ways, contract parsing, spec error text. */
async function apiFetch(method, path, options = {}) {
	const headers = { Accept: "application/json" };
	const token = getStoredToken();
	if (token) headers.Authorization = `Bearer ${token}`;
	const hasBody = options.body !== void 0;
	if (hasBody) headers["Content-Type"] = "application/json";
	const schemaLoad = startLoading(options.schema);
	const response = await fetch(path, {
		method,
		headers,
		credentials: "include",
		body: hasBody ? JSON.stringify(options.body) : void 0,
		signal: options.signal
	});
	const text = await response.text();
	if (!response.ok) throw new ApiError(response.status, text || response.statusText);
	let json = null;
	if (text) try {
		json = JSON.parse(text);
	} catch {
		throw new ResponseShapeError(path, "not JSON");
	}
	const { schema } = await schemaLoad;
	if (!schema) return {
		data: json,
		headers: response.headers
	};
	const parsed = schema.safeParse(json);
	if (!parsed.success) throw new ResponseShapeError(path, parsed.error.issues.map((i) => i.path.join(".") || i.message).join(", "));
	return {
		data: parsed.data,
		headers: response.headers
	};
}
/** apiFetch for callers that only want the parsed body. */
async function apiRequest(method, path, options = {}) {
	return (await apiFetch(method, path, options)).data;
}
export { isApiError as a, replaceActiveToken as c, AuthConfig as d, CREDENTIALS_REQUIRED_MESSAGE as f, SeasonStatus as g, Season as h, errorMessage as i, storeDevToken as l, GetSessionResponse as m, apiFetch as n, clearStoredTokens as o, ErrorCode as p, apiRequest as r, getStoredToken as s, ResponseShapeError as t, storeSessionToken as u };

//# sourceMappingURL=http-Dp5NWYIR.js.map