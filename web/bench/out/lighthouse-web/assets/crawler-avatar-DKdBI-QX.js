import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { n as createAvatar, t as lib_exports } from "./lib-wvbrf9kF.js";
import { t as cn } from "./cn-B52nqGHH.js";
import { n as avatarFallbackText, r as avatarSeed } from "./crawler-status-Bg98t7lU.js";
// web/src/components/crawler/crawler-avatar.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* Spec 2: a generated pixel-art portrait (built locally, seeded by name + serial) when both are
* non-blank; otherwise the text 'name [serial]' with the fallbacks 'Unknown' and '???'.
*/
function CrawlerAvatar({ name, serial, className }) {
	const seed = avatarSeed(name, serial);
	const uri = (0, import_react.useMemo)(() => seed ? createAvatar(lib_exports, {
		seed,
		size: 96
	}).toDataUri() : null, [seed]);
	const box = cn("size-14 shrink-0 rounded-lg border border-gold-500/50 bg-vault", className);
	if (!uri) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: cn(box, "flex items-center justify-center overflow-hidden p-1 text-center text-[10px] leading-tight break-all text-ash"),
		children: avatarFallbackText(name, serial)
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		src: uri,
		alt: "",
		width: 56,
		height: 56,
		className: cn(box, "[image-rendering:pixelated]")
	});
}
export { CrawlerAvatar as t };

//# sourceMappingURL=crawler-avatar-DKdBI-QX.js.map