import { s as createLucideIcon } from "./cn-B52nqGHH.js";
// node_modules/lucide-react/dist/esm/icons/activity.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "activity",
	size: 24,
	node: [["path", {
		d: "M22 12h-2.48a2 2 0 0 0-1.93 1.46l-2.35 8.36a.25.25 0 0 1-.48 0L9.24 2.18a.25.25 0 0 0-.48 0l-2.35 8.36A2 2 0 0 1 4.49 12H2",
		key: "169zse"
	}]]
};
__iconData$3.node;
var Activity = createLucideIcon(__iconData$3);
// node_modules/lucide-react/dist/esm/icons/arrow-down-to-line.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "arrow-down-to-line",
	size: 24,
	node: [
		["path", {
			d: "M12 17V3",
			key: "1cwfxf"
		}],
		["path", {
			d: "m6 11 6 6 6-6",
			key: "12ii2o"
		}],
		["path", {
			d: "M19 21H5",
			key: "150jfl"
		}]
	]
};
__iconData$2.node;
var ArrowDownToLine = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/arrow-right.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "arrow-right",
	size: 24,
	node: [["path", {
		d: "M5 12h14",
		key: "1ays0h"
	}], ["path", {
		d: "m12 5 7 7-7 7",
		key: "xquz4c"
	}]]
};
__iconData$1.node;
var ArrowRight = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/bug.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "bug",
	size: 24,
	node: [
		["path", {
			d: "M12 20v-9",
			key: "1qisl0"
		}],
		["path", {
			d: "M14 7a4 4 0 0 1 4 4v3a6 6 0 0 1-12 0v-3a4 4 0 0 1 4-4z",
			key: "uouzyp"
		}],
		["path", {
			d: "M14.12 3.88 16 2",
			key: "qol33r"
		}],
		["path", {
			d: "M21 21a4 4 0 0 0-3.81-4",
			key: "1b0z45"
		}],
		["path", {
			d: "M21 5a4 4 0 0 1-3.55 3.97",
			key: "5cxbf6"
		}],
		["path", {
			d: "M22 13h-4",
			key: "1jl80f"
		}],
		["path", {
			d: "M3 21a4 4 0 0 1 3.81-4",
			key: "1fjd4g"
		}],
		["path", {
			d: "M3 5a4 4 0 0 0 3.55 3.97",
			key: "1d7oge"
		}],
		["path", {
			d: "M6 13H2",
			key: "82j7cp"
		}],
		["path", {
			d: "m8 2 1.88 1.88",
			key: "fmnt4t"
		}],
		["path", {
			d: "M9 7.13V6a3 3 0 1 1 6 0v1.13",
			key: "1vgav8"
		}]
	]
};
__iconData.node;
var Bug = createLucideIcon(__iconData);
export { Activity as i, ArrowRight as n, ArrowDownToLine as r, Bug as t };

//# sourceMappingURL=bug-DpZw3oXX.js.map