import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { n as require_react } from "./jsx-runtime-CgfO9KJ9.js";
import { i as useLayoutEffect2 } from "./dist-X5RskNe6.js";
// node_modules/@radix-ui/react-id/dist/index.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", {
	value,
	configurable: true
});
var useReactId = import_react[" useId ".trim().toString()] || (() => void 0);
var count = 0;
function useId(deterministicId) {
	const [id, setId] = import_react.useState(useReactId());
	useLayoutEffect2(() => {
		if (!deterministicId) setId((reactId) => reactId ?? String(count++));
	}, [deterministicId]);
	return deterministicId || (id ? `radix-${id}` : "");
}
__name(useId, "useId");
export { useId as t };

//# sourceMappingURL=dist-DlGRWSt3.js.map