import { s as createLucideIcon } from "./cn-B52nqGHH.js";
// node_modules/lucide-react/dist/esm/icons/copy.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "copy",
	size: 24,
	node: [["rect", {
		width: "14",
		height: "14",
		x: "8",
		y: "8",
		rx: "2",
		ry: "2",
		key: "17jyea"
	}], ["path", {
		d: "M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2",
		key: "zix9uf"
	}]]
};
__iconData.node;
var Copy = createLucideIcon(__iconData);
export { Copy as t };

//# sourceMappingURL=copy-DGuBtur-.js.map