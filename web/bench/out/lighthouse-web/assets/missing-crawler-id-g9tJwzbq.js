import { G as House, L as Button, M as Link, g as ErrorPanel } from "./index-BiQ4OFOh.js";
import { t as MISSING_CRAWLER_ID_MESSAGE } from "./crawler-id-BF0VVfkK.js";
import { t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
// web/src/routes/crawler/missing-crawler-id.tsx
var import_jsx_runtime = require_jsx_runtime();
function MissingCrawlerId() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "mx-auto max-w-xl px-4 py-12",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
			title: MISSING_CRAWLER_ID_MESSAGE,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				variant: "secondary",
				size: "sm",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: "/",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(House, { "aria-hidden": true }), "Back to Home"]
				})
			})
		})
	});
}
export { MissingCrawlerId as t };

//# sourceMappingURL=missing-crawler-id-g9tJwzbq.js.map