import { s as createLucideIcon } from "./cn-B52nqGHH.js";
// node_modules/lucide-react/dist/esm/icons/hourglass.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "hourglass",
	size: 24,
	node: [
		["path", {
			d: "M5 22h14",
			key: "ehvnwv"
		}],
		["path", {
			d: "M5 2h14",
			key: "pdyrp9"
		}],
		["path", {
			d: "M17 22v-4.172a2 2 0 0 0-.586-1.414L12 12l-4.414 4.414A2 2 0 0 0 7 17.828V22",
			key: "1d314k"
		}],
		["path", {
			d: "M7 2v4.172a2 2 0 0 0 .586 1.414L12 12l4.414-4.414A2 2 0 0 0 17 6.172V2",
			key: "1vvvr6"
		}]
	]
};
__iconData.node;
var Hourglass = createLucideIcon(__iconData);
export { Hourglass as t };

//# sourceMappingURL=hourglass-DCGZWe3K.js.map