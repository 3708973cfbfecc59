import { s as createLucideIcon } from "./cn-B52nqGHH.js";
// node_modules/lucide-react/dist/esm/icons/backpack.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "backpack",
	size: 24,
	node: [
		["path", {
			d: "M4 10a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z",
			key: "1ol0lm"
		}],
		["path", {
			d: "M8 10h8",
			key: "c7uz4u"
		}],
		["path", {
			d: "M8 18h8",
			key: "1no2b1"
		}],
		["path", {
			d: "M8 22v-6a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v6",
			key: "1fr6do"
		}],
		["path", {
			d: "M9 6V4a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2",
			key: "donm21"
		}]
	]
};
__iconData$1.node;
var Backpack = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/sparkles.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "sparkles",
	size: 24,
	node: [
		["path", {
			d: "M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z",
			key: "1s2grr"
		}],
		["path", {
			d: "M20 2v4",
			key: "1rf3ol"
		}],
		["path", {
			d: "M22 4h-4",
			key: "gwowj6"
		}],
		["circle", {
			cx: "4",
			cy: "20",
			r: "2",
			key: "6kqj1y"
		}]
	],
	aliases: ["stars"]
};
__iconData.node;
var Sparkles = createLucideIcon(__iconData);
export { Backpack as n, Sparkles as t };

//# sourceMappingURL=sparkles-DiZODu9I.js.map