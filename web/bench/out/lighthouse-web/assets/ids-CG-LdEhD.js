import { c as number, d as string, l as object } from "./zod-browser-Bv5tyGZO.js";
// contract/ids.ts
/** Ids are PostgreSQL serials (int4): anything larger cannot name a row, and the database refuses it. */
var DB_ID_MAX = 2147483647;
/** A positive database id in a path: digits only, within int4. */
var IdParam = string().regex(/^\d{1,10}$/, "must be a positive whole number").transform(Number).refine((n) => n >= 1 && n <= 2147483647, "out of range");
/** A positive database id in a JSON body or socket message, within int4. */
var DbId = number().int().positive().max(DB_ID_MAX);
/** No control characters: PostgreSQL refuses NUL in text and jsonb, and no name needs the others. */
function hasNoControlChars(s) {
	for (let i = 0; i < s.length; i++) {
		const c = s.charCodeAt(i);
		if (c < 32 || c === 127) return false;
	}
	return true;
}
/** Text a sponsor chooses and the server stores (loadout names, hotbar slot ids). */
var StoredText = (max) => string().trim().min(1).max(max).refine(hasNoControlChars, "must not contain control characters");
object({ id: IdParam }).strict();
export { hasNoControlChars as i, IdParam as n, StoredText as r, DbId as t };

//# sourceMappingURL=ids-CG-LdEhD.js.map