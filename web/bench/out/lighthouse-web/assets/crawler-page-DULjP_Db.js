import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { B as RotateCcw, C as CardHeader, D as Spinner, G as House, K as Compass, L as Button, M as Link, Q as notifyManager, R as Swords, T as usePageTitle, V as PackageOpen, X as useQuery, Y as queryOptions, _ as FormMessage, at as useQueryClient, b as Card, c as toastError, g as ErrorPanel, l as toastSuccess, nt as replaceEqualDeep, s as toast, w as CardTitle, x as CardContent, y as Badge, z as Skull } from "./index-BiQ4OFOh.js";
import { n as useCrawlerIdParam } from "./crawler-id-BF0VVfkK.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { a as createContextScope, i as useLayoutEffect2, n as Presence, o as composeEventHandlers, t as useControllableState } from "./dist-X5RskNe6.js";
import { o as useComposedRefs, s as createLucideIcon, t as cn } from "./cn-B52nqGHH.js";
import { t as Primitive } from "./dist-CbB8W8Ls.js";
import { t as useId$6 } from "./dist-DlGRWSt3.js";
import { i as Activity, n as ArrowRight, r as ArrowDownToLine, t as Bug } from "./bug-DpZw3oXX.js";
import { a as loadoutQueryKey, c as unequipSlot, i as fetchLoadout, l as ChevronDown, r as equipItem } from "./loadout-api-BLCRVRPF.js";
import { n as Footprints, r as Crosshair, t as Map$1 } from "./map-Br-bo6SE.js";
import { t as ScrollText } from "./scroll-text-BB58WQKo.js";
import { a as isApiError, i as errorMessage, r as apiRequest, s as getStoredToken, t as ResponseShapeError } from "./http-Dp5NWYIR.js";
import { t as useMutation } from "./useMutation-B25NteWb.js";
import { A as MobsSummary, C as PositionResponse, D as CurrentRoom, E as SpectatingStatus, F as TacticalData, M as POLL, N as RoomConnection, O as Faction, P as RoomDataBatch, S as AttackResponse, _ as feetBetween, a as initialLiveRoom, b as isTargetable, c as EntityList, d as chestInReach, f as isGoneMessage, g as sweepDue, h as stillOnGround, i as crawlerEntityKey, j as MoveResponse, k as MapRoom, m as serverSidePosition, n as socketUrl, o as liveRoomView, p as pickupCandidate, r as applyServerMessage, s as liveTacticalData, t as RoomSocket, u as chestId, v as cycleTarget, w as SPECTATE_DELAY_MS, x as resolveTarget, y as healthLabel } from "./room-socket-CkIS2kY8.js";
import { a as boolean, c as number, d as string, f as union, i as array, l as object, n as _enum, s as literal } from "./zod-browser-Bv5tyGZO.js";
import { i as crawlersQueryKey, r as crawlerQueryKey } from "./crawler-api-Dqetrgs8.js";
import { r as crawlerQuery } from "./crawlers-3UXKEN66.js";
import { c as isBindableAction, d as normaliseKey, o as KEY_ACTIONS, s as defaultKeyBindings, t as useKeyBindings, u as keyLabel } from "./key-bindings-tEYom3jd.js";
import { a as DialogTitle, i as DialogDescription, n as DialogClose, o as useModalOpen, r as DialogContent, s as usePageVisible, t as Dialog } from "./dialog-aQbDhVTJ.js";
import { C as useWindowHeight, S as useMediaQuery, _ as outlinePath, a as canvasLayout, b as DESKTOP_QUERY, c as sceneObstacles, d as ROOM_GLYPHS, f as ROOM_GLYPH_LABEL, g as markOutline, h as markInnerSegments, i as entityRadius, l as MARK, m as markColours, n as EMPTY_COMBAT_VIEW, o as buildScene, p as SELF_RING_SCALE, r as FLOATER_MS, s as describeScene, t as RoomRenderer, u as MARK_KINDS, v as roomTypeGlyph, x as useElementWidth, y as roomContents } from "./room-renderer-8cp0pwH8.js";
import { n as createAvatar, t as lib_exports } from "./lib-wvbrf9kF.js";
import { n as Backpack, t as Sparkles } from "./sparkles-DiZODu9I.js";
import { i as crawlerCardState, r as avatarSeed } from "./crawler-status-Bg98t7lU.js";
import { t as Eye } from "./eye-BocLKIwX.js";
import { A as roomFeetOf, C as walkBy, E as feetBetween$1, F as DIRECTION, G as isRoomType, M as squaresOf, O as mapCell, S as transitionTriggered, T as walkSpeed, U as isNpcRole, W as isPeacefulRoomType, _ as framesFor, b as retreatPosition, c as FACING, d as canTransition, f as doorZoneAt, g as facingOf, i as cooldownRemaining, j as roomPoint, k as pointInFeet, m as exitAnimationPosition, n as attackRefusalToast, o as weaponRangeUnits, p as easePoint, r as canAttack, s as Meter, t as COOLDOWN_MS, u as MOVEMENT_TUNING, v as isMoveDirection, w as walkDistance, y as onStairs } from "./combat-DiyS4SAM.js";
import { f as NPC, i as DOOR_ZONE, l as MAP, m as ROOM, o as FLOOR_OVERVIEW, r as COMBAT, s as HOTBAR } from "./constants-C4t9KvkL.js";
import { c as STANDARD_PALETTE, n as useAppearance, s as INK, u as floorColour } from "./display-settings-mqkRGLyp.js";
import { t as Coins } from "./coins-Dhuz6u1L.js";
import { t as Shield } from "./shield-BbNIxS_-.js";
import { h as isHotbarAction, o as EQUIPMENT_SLOTS, s as HOTBAR_ACTION } from "./vocabulary-DSixrbIf.js";
import { n as WHEN_ATTACKED_OPTIONS } from "./standing-orders-BlPLec9F.js";
import { t as Field } from "./field-CNGsloR3.js";
import { t as ArrowLeft } from "./arrow-left-DF22hpAP.js";
import { i as Item } from "./crawler-BMq-rojx.js";
import { t as DbId } from "./ids-CG-LdEhD.js";
import { a as refusalToast, i as liveNoteEvent, n as speechLine, o as swingFloater, r as attackToast } from "./npcs-B4yMW1pz.js";
import { t as MissingCrawlerId } from "./missing-crawler-id-g9tJwzbq.js";
// node_modules/@tanstack/react-query/build/modern/useMutationState.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The `useIsMutating` hook returns the `number` of mutations that your application currently has `pending`
* (useful for app-wide loading indicators).
* @param filters - The {@link MutationFilters} to narrow down the matched mutations.
* @param queryClient - Use this to use a custom `QueryClient`. Otherwise, the one from the nearest context will
* be used.
* @returns Will be the `number` of the mutations that your application currently has `pending`.
* @example
* ```tsx
* import { useIsMutating } from '@tanstack/react-query'
*
* function PostsMutatingIndicator() {
*   // How many mutations matching the posts prefix are in progress?
*   const isMutatingPosts = useIsMutating({ mutationKey: ['posts'] })
*
*   return isMutatingPosts ? <span>Saving posts...</span> : null
* }
* ```
*/
function useIsMutating(filters, queryClient) {
	const client = useQueryClient(queryClient);
	return useMutationState({ filters: {
		...filters,
		status: "pending"
	} }, client).length;
}
/**
* Creates snapshot getters that share equal selected results across renders.
* A new getter is created on each render. Each getter caches its snapshot until the matching mutations
* or their states change.
* @returns A factory for snapshot getters with a shared result cache.
*/
function createSnapshotFactory() {
	let previousResult;
	return (mutationCache, options) => {
		let inputs = [];
		let snapshot;
		return () => {
			const mutations = mutationCache.findAll(options.filters);
			const nextInputs = mutations.flatMap((mutation) => [mutation, mutation.state]);
			if (!snapshot || nextInputs.length !== inputs.length || nextInputs.some((input, index) => !Object.is(input, inputs[index]))) {
				inputs = nextInputs;
				snapshot = replaceEqualDeep(previousResult, mutations.map((mutation) => options.select ? options.select(mutation) : mutation.state));
				previousResult = snapshot;
			}
			return snapshot;
		};
	};
}
/**
* `useMutationState` is a hook that gives you access to all mutations in the `MutationCache`. You can pass
* `filters` ({@link MutationFilters}) to narrow down your mutations, and `select` to transform the mutation
* state.
* @param options - The `filters` to narrow down matched mutations, and an optional `select` to transform the
* mutation state.
* @param queryClient - Use this to use a custom `QueryClient`. Otherwise, the one from the nearest context will
* be used.
* @returns Will be an Array of whatever `select` returns for each matching mutation.
* @example
* Get all variables of all running mutations:
* ```tsx
* import { useMutationState } from '@tanstack/react-query'
*
* function PendingPosts() {
*   const pendingVariables = useMutationState({
*     filters: { status: 'pending' },
*     select: (mutation) => mutation.state.variables,
*   })
*
*   return <>{pendingVariables.length} posts saving...</>
* }
* ```
* @example
* Get all data for specific mutations via the `mutationKey`:
* ```tsx
* import { useMutation, useMutationState } from '@tanstack/react-query'
*
* const mutationKey = ['posts']
*
* function Posts() {
*   // Some mutation that we want to get the state for
*   const mutation = useMutation({
*     mutationKey,
*     mutationFn: createPosts,
*   })
*
*   const savedPosts = useMutationState({
*     // this mutation key needs to match the mutation key of the given mutation (see above)
*     filters: { mutationKey, status: 'success' },
*     select: (mutation) => mutation.state.data,
*   })
*
*   return (
*     <button onClick={() => mutation.mutate(['New Post'])}>
*       Create post ({savedPosts.length} saved so far)
*     </button>
*   )
* }
* ```
* @example
* Access the latest successful mutation data via the `mutationKey`. Each invocation of `mutate` adds a new
* entry to the mutation cache for `gcTime` milliseconds — with the `status: 'success'` filter below, check the
* last item that `useMutationState` returns to get the latest successful invocation:
* ```tsx
* import { useMutationState } from '@tanstack/react-query'
*
* function LatestPost() {
*   const savedPosts = useMutationState({
*     filters: { mutationKey: ['posts'], status: 'success' },
*     select: (mutation) => mutation.state.data,
*   })
*
*   const latestSavedPost = savedPosts[savedPosts.length - 1]
*
*   return <>{latestSavedPost ? 'Saved' : 'Nothing saved yet'}</>
* }
* ```
*/
function useMutationState(options = {}, queryClient) {
	const mutationCache = useQueryClient(queryClient).getMutationCache();
	const [createSnapshot] = import_react.useState(() => createSnapshotFactory());
	const getSnapshot = createSnapshot(mutationCache, options);
	return import_react.useSyncExternalStore(import_react.useCallback((onStoreChange) => mutationCache.subscribe(notifyManager.batchCalls(onStoreChange)), [mutationCache]), getSnapshot, getSnapshot);
}
// node_modules/lucide-react/dist/esm/icons/arrow-down-left.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$14 = {
	name: "arrow-down-left",
	size: 24,
	node: [["path", {
		d: "M17 7 7 17",
		key: "15tmo1"
	}], ["path", {
		d: "M17 17H7V7",
		key: "1org7z"
	}]]
};
__iconData$14.node;
var ArrowDownLeft = createLucideIcon(__iconData$14);
// node_modules/lucide-react/dist/esm/icons/arrow-down-right.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$13 = {
	name: "arrow-down-right",
	size: 24,
	node: [["path", {
		d: "m7 7 10 10",
		key: "1fmybs"
	}], ["path", {
		d: "M17 7v10H7",
		key: "6fjiku"
	}]]
};
__iconData$13.node;
var ArrowDownRight = createLucideIcon(__iconData$13);
// node_modules/lucide-react/dist/esm/icons/arrow-down.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$12 = {
	name: "arrow-down",
	size: 24,
	node: [["path", {
		d: "M12 5v14",
		key: "s699le"
	}], ["path", {
		d: "m19 12-7 7-7-7",
		key: "1idqje"
	}]]
};
__iconData$12.node;
var ArrowDown = createLucideIcon(__iconData$12);
// node_modules/lucide-react/dist/esm/icons/arrow-up-left.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$11 = {
	name: "arrow-up-left",
	size: 24,
	node: [["path", {
		d: "M7 17V7h10",
		key: "11bw93"
	}], ["path", {
		d: "M17 17 7 7",
		key: "2786uv"
	}]]
};
__iconData$11.node;
var ArrowUpLeft = createLucideIcon(__iconData$11);
// node_modules/lucide-react/dist/esm/icons/arrow-up-right.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$10 = {
	name: "arrow-up-right",
	size: 24,
	node: [["path", {
		d: "M7 7h10v10",
		key: "1tivn9"
	}], ["path", {
		d: "M7 17 17 7",
		key: "1vkiza"
	}]]
};
__iconData$10.node;
var ArrowUpRight = createLucideIcon(__iconData$10);
// node_modules/lucide-react/dist/esm/icons/arrow-up.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$9 = {
	name: "arrow-up",
	size: 24,
	node: [["path", {
		d: "m5 12 7-7 7 7",
		key: "hav0vg"
	}], ["path", {
		d: "M12 19V5",
		key: "x0mq9r"
	}]]
};
__iconData$9.node;
var ArrowUp = createLucideIcon(__iconData$9);
// node_modules/lucide-react/dist/esm/icons/expand.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$8 = {
	name: "expand",
	size: 24,
	node: [
		["path", {
			d: "m15 15 6 6",
			key: "1s409w"
		}],
		["path", {
			d: "m15 9 6-6",
			key: "ko1vev"
		}],
		["path", {
			d: "M21 16v5h-5",
			key: "1ck2sf"
		}],
		["path", {
			d: "M21 8V3h-5",
			key: "1qoq8a"
		}],
		["path", {
			d: "M3 16v5h5",
			key: "1t08am"
		}],
		["path", {
			d: "m3 21 6-6",
			key: "wwnumi"
		}],
		["path", {
			d: "M3 8V3h5",
			key: "1ln10m"
		}],
		["path", {
			d: "M9 9 3 3",
			key: "v551iv"
		}]
	]
};
__iconData$8.node;
var Expand = createLucideIcon(__iconData$8);
// node_modules/lucide-react/dist/esm/icons/grid-3x3.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$7 = {
	name: "grid-3x3",
	size: 24,
	node: [
		["rect", {
			width: "18",
			height: "18",
			x: "3",
			y: "3",
			rx: "2",
			key: "afitv7"
		}],
		["path", {
			d: "M3 9h18",
			key: "1pudct"
		}],
		["path", {
			d: "M3 15h18",
			key: "5xshup"
		}],
		["path", {
			d: "M9 3v18",
			key: "fh3hqa"
		}],
		["path", {
			d: "M15 3v18",
			key: "14nvp0"
		}]
	],
	aliases: ["grid", "grid-3-x-3"]
};
__iconData$7.node;
var Grid3x3 = createLucideIcon(__iconData$7);
// node_modules/lucide-react/dist/esm/icons/hand.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$6 = {
	name: "hand",
	size: 24,
	node: [
		["path", {
			d: "M18 11V6a2 2 0 0 0-2-2a2 2 0 0 0-2 2",
			key: "1fvzgz"
		}],
		["path", {
			d: "M14 10V4a2 2 0 0 0-2-2a2 2 0 0 0-2 2v2",
			key: "1kc0my"
		}],
		["path", {
			d: "M10 10.5V6a2 2 0 0 0-2-2a2 2 0 0 0-2 2v8",
			key: "10h0bg"
		}],
		["path", {
			d: "M18 8a2 2 0 1 1 4 0v6a8 8 0 0 1-8 8h-2c-2.8 0-4.5-.86-5.99-2.34l-3.6-3.6a2 2 0 0 1 2.83-2.82L7 15",
			key: "1s1gnw"
		}]
	]
};
__iconData$6.node;
var Hand = createLucideIcon(__iconData$6);
// node_modules/lucide-react/dist/esm/icons/locate-fixed.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "locate-fixed",
	size: 24,
	node: [
		["line", {
			x1: "2",
			x2: "5",
			y1: "12",
			y2: "12",
			key: "bvdh0s"
		}],
		["line", {
			x1: "19",
			x2: "22",
			y1: "12",
			y2: "12",
			key: "1tbv5k"
		}],
		["line", {
			x1: "12",
			x2: "12",
			y1: "2",
			y2: "5",
			key: "11lu5j"
		}],
		["line", {
			x1: "12",
			x2: "12",
			y1: "19",
			y2: "22",
			key: "x3vr5v"
		}],
		["circle", {
			cx: "12",
			cy: "12",
			r: "7",
			key: "fim9np"
		}],
		["circle", {
			cx: "12",
			cy: "12",
			r: "3",
			key: "1v7zrd"
		}]
	]
};
__iconData$5.node;
var LocateFixed = createLucideIcon(__iconData$5);
// node_modules/lucide-react/dist/esm/icons/moon.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "moon",
	size: 24,
	node: [["path", {
		d: "M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401",
		key: "kfwtm"
	}]]
};
__iconData$4.node;
var Moon = createLucideIcon(__iconData$4);
// node_modules/lucide-react/dist/esm/icons/radio.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "radio",
	size: 24,
	node: [
		["path", {
			d: "M16.247 7.761a6 6 0 0 1 0 8.478",
			key: "1fwjs5"
		}],
		["path", {
			d: "M19.075 4.933a10 10 0 0 1 0 14.134",
			key: "ehdyv1"
		}],
		["path", {
			d: "M4.925 19.067a10 10 0 0 1 0-14.134",
			key: "1q22gi"
		}],
		["path", {
			d: "M7.753 16.239a6 6 0 0 1 0-8.478",
			key: "r2q7qm"
		}],
		["circle", {
			cx: "12",
			cy: "12",
			r: "2",
			key: "1c9p78"
		}]
	]
};
__iconData$3.node;
var Radio = createLucideIcon(__iconData$3);
// node_modules/lucide-react/dist/esm/icons/wifi-off.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "wifi-off",
	size: 24,
	node: [
		["path", {
			d: "M12 20h.01",
			key: "zekei9"
		}],
		["path", {
			d: "M8.5 16.429a5 5 0 0 1 7 0",
			key: "1bycff"
		}],
		["path", {
			d: "M5 12.859a10 10 0 0 1 5.17-2.69",
			key: "1dl1wf"
		}],
		["path", {
			d: "M19 12.859a10 10 0 0 0-2.007-1.523",
			key: "4k23kn"
		}],
		["path", {
			d: "M2 8.82a15 15 0 0 1 4.177-2.643",
			key: "1grhjp"
		}],
		["path", {
			d: "M22 8.82a15 15 0 0 0-11.288-3.764",
			key: "z3jwby"
		}],
		["path", {
			d: "m2 2 20 20",
			key: "1ooewy"
		}]
	]
};
__iconData$2.node;
var WifiOff = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/zoom-in.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "zoom-in",
	size: 24,
	node: [
		["circle", {
			cx: "11",
			cy: "11",
			r: "8",
			key: "4ej97u"
		}],
		["line", {
			x1: "21",
			x2: "16.65",
			y1: "21",
			y2: "16.65",
			key: "13gj7c"
		}],
		["line", {
			x1: "11",
			x2: "11",
			y1: "8",
			y2: "14",
			key: "1vmskp"
		}],
		["line", {
			x1: "8",
			x2: "14",
			y1: "11",
			y2: "11",
			key: "durymu"
		}]
	]
};
__iconData$1.node;
var ZoomIn = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/zoom-out.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "zoom-out",
	size: 24,
	node: [
		["circle", {
			cx: "11",
			cy: "11",
			r: "8",
			key: "4ej97u"
		}],
		["line", {
			x1: "21",
			x2: "16.65",
			y1: "21",
			y2: "16.65",
			key: "13gj7c"
		}],
		["line", {
			x1: "8",
			x2: "14",
			y1: "11",
			y2: "11",
			key: "durymu"
		}]
	]
};
__iconData.node;
var ZoomOut = createLucideIcon(__iconData);
// node_modules/@radix-ui/react-collapsible/dist/index.mjs
var import_jsx_runtime = require_jsx_runtime();
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", {
	value,
	configurable: true
});
var COLLAPSIBLE_NAME = "Collapsible";
var [createCollapsibleContext, createCollapsibleScope] = createContextScope(COLLAPSIBLE_NAME);
var [CollapsibleProvider, useCollapsibleContext] = createCollapsibleContext(COLLAPSIBLE_NAME);
var Collapsible = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function Collapsible2(props, forwardedRef) {
	const { __scopeCollapsible, open: openProp, defaultOpen, disabled, onOpenChange, ...collapsibleProps } = props;
	const [open, setOpen] = useControllableState({
		prop: openProp,
		defaultProp: defaultOpen ?? false,
		onChange: onOpenChange,
		caller: COLLAPSIBLE_NAME
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CollapsibleProvider, {
		scope: __scopeCollapsible,
		disabled,
		contentId: useId$6(),
		open,
		onOpenToggle: import_react.useCallback(() => setOpen((prevOpen) => !prevOpen), [setOpen]),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.div, {
			"data-state": getState(open),
			"data-disabled": disabled ? "" : void 0,
			...collapsibleProps,
			ref: forwardedRef
		})
	});
}, "Collapsible"));
var TRIGGER_NAME = "CollapsibleTrigger";
var CollapsibleTrigger = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function CollapsibleTrigger2(props, forwardedRef) {
	const { __scopeCollapsible, ...triggerProps } = props;
	const context = useCollapsibleContext(TRIGGER_NAME, __scopeCollapsible);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.button, {
		type: "button",
		"aria-controls": context.open ? context.contentId : void 0,
		"aria-expanded": context.open || false,
		"data-state": getState(context.open),
		"data-disabled": context.disabled ? "" : void 0,
		disabled: context.disabled,
		...triggerProps,
		ref: forwardedRef,
		onClick: composeEventHandlers(props.onClick, context.onOpenToggle)
	});
}, "CollapsibleTrigger"));
var CONTENT_NAME = "CollapsibleContent";
var CollapsibleContent = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function CollapsibleContent2(props, forwardedRef) {
	const { forceMount, ...contentProps } = props;
	const context = useCollapsibleContext(CONTENT_NAME, props.__scopeCollapsible);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Presence, {
		present: forceMount || context.open,
		children: ({ present }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CollapsibleContentImpl, {
			...contentProps,
			ref: forwardedRef,
			present
		})
	});
}, "CollapsibleContent"));
var CollapsibleContentImpl = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function CollapsibleContentImpl2(props, forwardedRef) {
	const { __scopeCollapsible, present, children, ...contentProps } = props;
	const context = useCollapsibleContext(CONTENT_NAME, __scopeCollapsible);
	const [isPresent, setIsPresent] = import_react.useState(present);
	const ref = import_react.useRef(null);
	const composedRefs = useComposedRefs(forwardedRef, ref);
	const heightRef = import_react.useRef(0);
	const height = heightRef.current;
	const widthRef = import_react.useRef(0);
	const width = widthRef.current;
	const isOpen = context.open || isPresent;
	const isMountAnimationPreventedRef = import_react.useRef(isOpen);
	const originalStylesRef = import_react.useRef(void 0);
	import_react.useEffect(() => {
		const rAF = requestAnimationFrame(() => isMountAnimationPreventedRef.current = false);
		return () => cancelAnimationFrame(rAF);
	}, []);
	useLayoutEffect2(() => {
		const node = ref.current;
		if (node) {
			originalStylesRef.current = originalStylesRef.current || {
				transitionDuration: node.style.transitionDuration,
				animationName: node.style.animationName
			};
			node.style.transitionDuration = "0s";
			node.style.animationName = "none";
			const rect = node.getBoundingClientRect();
			heightRef.current = rect.height;
			widthRef.current = rect.width;
			if (!isMountAnimationPreventedRef.current) {
				node.style.transitionDuration = originalStylesRef.current.transitionDuration;
				node.style.animationName = originalStylesRef.current.animationName;
			}
			setIsPresent(present);
		}
	}, [context.open, present]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.div, {
		"data-state": getState(context.open),
		"data-disabled": context.disabled ? "" : void 0,
		id: context.contentId,
		hidden: !isOpen,
		...contentProps,
		ref: composedRefs,
		style: {
			[`--radix-collapsible-content-height`]: height ? `${height}px` : void 0,
			[`--radix-collapsible-content-width`]: width ? `${width}px` : void 0,
			...props.style
		},
		children: isOpen && children
	});
}, "CollapsibleContentImpl"));
function getState(open) {
	return open ? "open" : "closed";
}
__name(getState, "getState");
// web/src/state/room-events.ts
var ROOM_EVENT_TYPE = {
	movement: { label: "Movement" },
	combat: { label: "Combat" },
	discovery: { label: "Discovery" },
	interaction: { label: "Interaction" },
	status: { label: "Status" },
	death: { label: "Death" }
};
var ROOM_EVENT_TYPES = Object.keys(ROOM_EVENT_TYPE);
/** Discovery events come this long after entering a room (spec 4). */
var DISCOVERY_DELAY_MS = 1500;
var initialRoomEvents = {
	roomId: null,
	enteredAt: null,
	events: [],
	seq: 0
};
function push(state, additions) {
	if (additions.length === 0) return state;
	let seq = state.seq;
	const created = additions.map((e) => ({
		...e,
		id: `evt-${++seq}`
	}));
	return {
		...state,
		seq,
		events: [...created.reverse(), ...state.events].slice(0, 50)
	};
}
var HEADING = {
	north: "north",
	south: "south",
	east: "east",
	west: "west",
	down: "down the stairs"
};
function entryMessage(roomName, direction) {
	const heading = direction ? HEADING[direction] : void 0;
	return heading ? `Entered ${roomName}, heading ${heading}` : `Entered ${roomName}`;
}
/** The discovery line for one thing, with its priority: hostiles are high, bosses doubly so. */
function discoveryEvent(thing, at) {
	const base = {
		timestamp: at,
		type: "discovery",
		entityId: thing.id,
		entityName: thing.name
	};
	switch (thing.kind) {
		case "mob":
			if (thing.disposition === "hostile") return {
				...base,
				priority: "high",
				message: thing.isBoss ? `A boss blocks the way: ${thing.name}!` : `Hostile spotted: ${thing.name}`
			};
			return {
				...base,
				priority: "medium",
				message: `${thing.name} watches you warily`
			};
		case "npc": return {
			...base,
			priority: "low",
			message: `${thing.name} is here`
		};
		case "player": return {
			...base,
			priority: "medium",
			message: `Another crawler is here: ${thing.name}`
		};
		case "loot": return {
			...base,
			priority: "low",
			message: thing.isContainer ? `You notice a container: ${thing.name}` : `You notice loot: ${thing.name}`
		};
	}
}
function roomEventsReducer(state, action) {
	switch (action.type) {
		case "room-entered":
			if (state.roomId === action.roomId) return state;
			return push({
				roomId: action.roomId,
				enteredAt: action.at,
				events: [],
				seq: state.seq
			}, [{
				timestamp: action.at,
				type: "movement",
				priority: "medium",
				message: entryMessage(action.roomName, action.direction),
				...action.direction ? { direction: action.direction } : {}
			}]);
		case "discovered":
			if (state.roomId !== action.roomId) return state;
			return push(state, action.things.map((t) => discoveryEvent(t, action.at)));
		case "add": return push(state, [action.event]);
		case "reset": return {
			...initialRoomEvents,
			seq: state.seq
		};
	}
}
/** Which crawler-and-room pairs have had their discovery events (sessionStorage, spec 4). */
var DISCOVERY_STORAGE_KEY = "ctf.roomDiscoveries";
function readSeen(storage) {
	try {
		const raw = storage?.getItem(DISCOVERY_STORAGE_KEY);
		const parsed = raw ? JSON.parse(raw) : [];
		return Array.isArray(parsed) ? parsed.filter((v) => typeof v === "string") : [];
	} catch {
		return [];
	}
}
/**
* Claims the discovery for a crawler and room: true the first time (and remembers it), false after.
* Without storage (private mode, tests) every claim succeeds.
*/
function claimDiscovery(storage, crawlerId, roomId) {
	const key = `${crawlerId}:${roomId}`;
	const seen = readSeen(storage);
	if (seen.includes(key)) return false;
	try {
		storage?.setItem(DISCOVERY_STORAGE_KEY, JSON.stringify([...seen, key].slice(-500)));
	} catch {}
	return true;
}
// web/src/api/dungeon-api.ts
var ROOM_RESOURCES = [
	"current-room",
	"room-data-batch",
	"tactical-data",
	"explored-rooms",
	"scanned-rooms",
	"room-connections",
	"room-mobs-summary"
];
var dungeonKeys = {
	crawler: (crawlerId) => crawlerQueryKey(crawlerId),
	room: (crawlerId, resource) => [
		"crawler",
		crawlerId,
		resource
	],
	currentRoom: (crawlerId) => dungeonKeys.room(crawlerId, "current-room"),
	roomDataBatch: (crawlerId) => dungeonKeys.room(crawlerId, "room-data-batch"),
	tactical: (crawlerId) => dungeonKeys.room(crawlerId, "tactical-data"),
	explored: (crawlerId) => dungeonKeys.room(crawlerId, "explored-rooms"),
	scanned: (crawlerId) => dungeonKeys.room(crawlerId, "scanned-rooms"),
	connections: (crawlerId) => dungeonKeys.room(crawlerId, "room-connections"),
	mobsSummary: (crawlerId) => dungeonKeys.room(crawlerId, "room-mobs-summary"),
	/** Mutation key of POST move: `useIsMutating` on it says a move is in flight. */
	move: (crawlerId) => [
		"crawler",
		crawlerId,
		"move"
	],
	floorBounds: (floor) => [
		"floor",
		floor,
		"bounds"
	],
	floorRooms: (floor) => [
		"floor",
		floor,
		"rooms"
	],
	factions: () => ["factions"]
};
/** True for the keys of a crawler's room data (not the crawler itself, not its loadout). */
function isRoomDataKey(key, crawlerId) {
	return key[0] === "crawler" && key[1] === crawlerId && ROOM_RESOURCES.includes(key[2]);
}
var crawlerPath$1 = (crawlerId, rest) => `/api/crawlers/${encodeURIComponent(crawlerId)}/${rest}`;
function fetchCurrentRoom(crawlerId, signal) {
	return apiRequest("GET", crawlerPath$1(crawlerId, "current-room"), {
		schema: CurrentRoom,
		signal
	});
}
function fetchRoomDataBatch(crawlerId, signal) {
	return apiRequest("GET", crawlerPath$1(crawlerId, "room-data-batch"), {
		schema: RoomDataBatch,
		signal
	});
}
function fetchTacticalData(crawlerId, signal) {
	return apiRequest("GET", crawlerPath$1(crawlerId, "tactical-data"), {
		schema: TacticalData,
		signal
	});
}
function fetchExploredRooms(crawlerId, signal) {
	return apiRequest("GET", crawlerPath$1(crawlerId, "explored-rooms"), {
		schema: array(MapRoom),
		signal
	});
}
/** Spec 7: a failure gives an empty list. */
async function fetchScannedRooms(crawlerId, signal) {
	try {
		return await apiRequest("GET", crawlerPath$1(crawlerId, "scanned-rooms"), {
			schema: array(MapRoom),
			signal
		});
	} catch (error) {
		if (signal?.aborted) throw error;
		console.warn("Scanned rooms unavailable", error);
		return [];
	}
}
function fetchRoomConnections(crawlerId, signal) {
	return apiRequest("GET", crawlerPath$1(crawlerId, "room-connections"), {
		schema: array(RoomConnection),
		signal
	});
}
function fetchMobsSummary(crawlerId, signal) {
	return apiRequest("GET", crawlerPath$1(crawlerId, "room-mobs-summary"), {
		schema: MobsSummary,
		signal
	});
}
function fetchFactions(signal) {
	return apiRequest("GET", "/api/factions", {
		schema: array(Faction),
		signal
	});
}
/** POST move. Refusals (4xx `{error, code, success: false}`) throw ApiError with that code. */
function moveCrawler(crawlerId, direction, signal) {
	return apiRequest("POST", crawlerPath$1(crawlerId, "move"), {
		body: { direction },
		schema: MoveResponse,
		signal
	});
}
// web/src/state/room-queries.ts
/** Answers that another try cannot change: a malformed id, no access, no such crawler. */
var NOT_RETRIED = /* @__PURE__ */ new Set([
	400,
	401,
	403,
	404
]);
var CRAWLER_RETRIES = 3;
/** Spec 7: the crawler is retried three times one second apart, except when it cannot exist. */
function crawlerRetry(failureCount, error) {
	if (isApiError(error) && NOT_RETRIED.has(error.status)) return false;
	return failureCount < CRAWLER_RETRIES;
}
function crawlerPageQuery(crawlerId) {
	return queryOptions({
		...crawlerQuery(crawlerId),
		retry: crawlerRetry
	});
}
/** Puts every part of a batch into its own resource's cache, as if each had just been fetched. */
function seedRoomCaches(queryClient, crawlerId, batch) {
	queryClient.setQueryData(dungeonKeys.currentRoom(crawlerId), batch.currentRoom);
	queryClient.setQueryData(dungeonKeys.tactical(crawlerId), batch.tactical);
	queryClient.setQueryData(dungeonKeys.explored(crawlerId), batch.exploredRooms);
	queryClient.setQueryData(dungeonKeys.scanned(crawlerId), batch.scannedRooms);
	queryClient.setQueryData(dungeonKeys.connections(crawlerId), batch.connections);
	queryClient.setQueryData(dungeonKeys.mobsSummary(crawlerId), batch.mobsSummary);
}
/** The batch: one request on arrival that fills every room cache; never polled on its own. */
function roomDataBatchQuery(queryClient, crawlerId) {
	return queryOptions({
		queryKey: dungeonKeys.roomDataBatch(crawlerId),
		queryFn: async ({ signal }) => {
			const batch = await fetchRoomDataBatch(crawlerId, signal);
			seedRoomCaches(queryClient, crawlerId, batch);
			return batch;
		},
		staleTime: Number.POSITIVE_INFINITY,
		retry: false
	});
}
var currentRoomQuery = (crawlerId) => queryOptions({
	queryKey: dungeonKeys.currentRoom(crawlerId),
	queryFn: ({ signal }) => fetchCurrentRoom(crawlerId, signal),
	refetchInterval: POLL.currentRoomMs,
	staleTime: POLL.currentRoomMs
});
var tacticalQuery = (crawlerId) => queryOptions({
	queryKey: dungeonKeys.tactical(crawlerId),
	queryFn: ({ signal }) => fetchTacticalData(crawlerId, signal),
	staleTime: POLL.currentRoomMs
});
var exploredRoomsQuery = (crawlerId) => queryOptions({
	queryKey: dungeonKeys.explored(crawlerId),
	queryFn: ({ signal }) => fetchExploredRooms(crawlerId, signal),
	refetchInterval: POLL.exploredMs,
	staleTime: POLL.exploredMs
});
var scannedRoomsQuery = (crawlerId) => queryOptions({
	queryKey: dungeonKeys.scanned(crawlerId),
	queryFn: ({ signal }) => fetchScannedRooms(crawlerId, signal),
	refetchInterval: POLL.scannedMs,
	staleTime: POLL.scannedMs
});
var connectionsQuery = (crawlerId) => queryOptions({
	queryKey: dungeonKeys.connections(crawlerId),
	queryFn: ({ signal }) => fetchRoomConnections(crawlerId, signal),
	refetchInterval: POLL.connectionsMs,
	staleTime: POLL.connectionsMs
});
var mobsSummaryQuery = (crawlerId) => queryOptions({
	queryKey: dungeonKeys.mobsSummary(crawlerId),
	queryFn: ({ signal }) => fetchMobsSummary(crawlerId, signal),
	refetchInterval: POLL.mobsSummaryMs,
	staleTime: POLL.mobsSummaryMs
});
/** Factions change only with a new season. */
var factionsQuery = queryOptions({
	queryKey: dungeonKeys.factions(),
	queryFn: ({ signal }) => fetchFactions(signal),
	staleTime: 6e5
});
/**
* Mounts the batch and says when the per-resource queries may start: once the batch has answered
* (its data then seeds them, so they do not fetch again) or failed (they fetch on their own).
*/
function useRoomDataBatch(crawlerId) {
	const queryClient = useQueryClient();
	const batch = useQuery(roomDataBatchQuery(queryClient, crawlerId));
	return {
		batch,
		ready: batch.isSuccess || batch.isError
	};
}
/** After a successful move: the batch refills the room caches; the crawler is refetched. */
async function refreshAfterMove(queryClient, crawlerId) {
	const crawler = queryClient.invalidateQueries({
		queryKey: dungeonKeys.crawler(crawlerId),
		exact: true
	});
	try {
		await queryClient.fetchQuery({
			...roomDataBatchQuery(queryClient, crawlerId),
			staleTime: 0
		});
	} catch {
		await queryClient.invalidateQueries({ predicate: (query) => isRoomDataKey(query.queryKey, crawlerId) });
	}
	await crawler;
}
/**
* Spec 4: POST move; on success the room data and the crawler are refreshed and the reply returned;
* on failure it is only logged and the result is false. One move at a time: a request made while
* another is in flight is ignored (false).
*/
function useMoveCrawler(crawlerId) {
	const queryClient = useQueryClient();
	const moving = useIsMutating({ mutationKey: dungeonKeys.move(crawlerId) }) > 0;
	const { mutateAsync } = useMutation({
		mutationKey: dungeonKeys.move(crawlerId),
		mutationFn: (direction) => moveCrawler(crawlerId, direction)
	});
	return {
		move: (0, import_react.useCallback)(async (direction) => {
			if (queryClient.isMutating({ mutationKey: dungeonKeys.move(crawlerId) }) > 0) return false;
			try {
				const response = await mutateAsync(direction);
				refreshAfterMove(queryClient, crawlerId);
				return response;
			} catch (error) {
				console.warn(`Room move ${direction} failed`, error);
				return false;
			}
		}, [
			crawlerId,
			mutateAsync,
			queryClient
		]),
		moving
	};
}
// web/src/routes/crawler/collapsible-section.tsx
/** A titled section that folds away on small screens (spec 2: 'Dungeon Map', 'Recent Events'). */
function CollapsibleSection({ title, icon, defaultOpen = false, children }) {
	const [open, setOpen] = (0, import_react.useState)(defaultOpen);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Collapsible, {
		open,
		onOpenChange: setOpen,
		className: "stone-panel min-w-0 rounded-xl border border-rubble bg-crypt/90",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CollapsibleTrigger, {
			className: "flex w-full items-center justify-between gap-2 rounded-xl px-4 py-3 text-left font-display text-base font-bold tracking-wide text-gold-300 hover:bg-vault/60 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "flex items-center gap-2",
				children: [icon, title]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronDown, {
				"aria-hidden": true,
				className: `size-5 text-ash transition-transform ${open ? "rotate-180" : ""}`
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CollapsibleContent, {
			className: "px-1 pb-1",
			children
		})]
	});
}
// web/src/actions/controls-help.ts
var NOT_BOUND = "no key bound (set one on the Account page)";
/** An action's keys as the help names them: 'Space', 'W or ArrowUp', or NOT_BOUND. */
function keysOf(bindings, action) {
	const keys = bindings[action];
	return keys.length > 0 ? keys.map(keyLabel).join(" or ") : NOT_BOUND;
}
/** The four walking keys by their first key, 'W A S D' style, in north-west-south-east order. */
function moveKeys$1(bindings) {
	const firsts = [
		"moveNorth",
		"moveWest",
		"moveSouth",
		"moveEast"
	].map((a) => bindings[a][0]);
	if (firsts.every((k) => k === void 0)) return NOT_BOUND;
	return `${firsts.map((k) => k === void 0 ? "-" : keyLabel(k)).join(" ")}: a tap steps one square (5 ft), holding walks; hold two for a diagonal`;
}
function keyboardControlsHelp(bindings) {
	return [
		{
			what: "Move",
			how: moveKeys$1(bindings)
		},
		{
			what: "Attack your target",
			how: keysOf(bindings, "attack")
		},
		{
			what: "Next target",
			how: `${keysOf(bindings, "cycleTarget")}, or click a creature`
		},
		{
			what: "Open a chest",
			how: `${keysOf(bindings, "interact")} within reach; walk over loot to pick it up`
		},
		{
			what: "Toggle the grid",
			how: keysOf(bindings, "toggleGrid")
		}
	];
}
var TOUCH_CONTROLS_HELP = [
	{
		what: "Move",
		how: "Tap an arrow of the D-pad under the room to step one square (5 ft), hold it to walk; the corner arrows walk diagonally"
	},
	{
		what: "Target",
		how: "Tap a creature in the room, or press Target to cycle through them"
	},
	{
		what: "Attack your target",
		how: "Press Attack"
	},
	{
		what: "Open a chest",
		how: "Tap it within reach; walk over loot to pick it up"
	},
	{
		what: "Toggle the grid",
		how: "Press Grid above the room"
	}
];
/** What every newcomer should know before the first fight, whatever the device. */
var FIRST_VISIT_TIPS = ["Rooms further from the entrance hold harder creatures.", "Resting in a safe room (the entrance is one) heals you."];
// web/src/actions/manager.ts
/** Keys a focused control uses itself (Space and Enter press it, Tab moves focus): the page's outside the game's focus area, the game's inside it. */
var CONTROL_KEYS = /* @__PURE__ */ new Set([
	" ",
	"Tab",
	"Enter"
]);
var TEXT_INPUT_TYPES = /* @__PURE__ */ new Set([
	"text",
	"search",
	"email",
	"password",
	"number",
	"tel",
	"url",
	"date",
	"time",
	"datetime-local",
	"month",
	"week"
]);
/**
* True when a key press belongs to something else: typing in a field, an open dialog, a listbox or
* slider that uses arrows itself. The game never steals those keys.
*/
function isForeignKeyTarget(target) {
	if (typeof target !== "object" || target === null) return false;
	const el = target;
	const tag = el.tagName?.toUpperCase();
	if (el.isContentEditable) return true;
	if (tag === "TEXTAREA" || tag === "SELECT") return true;
	if (tag === "INPUT") {
		const type = (el.getAttribute?.("type") ?? "text").toLowerCase();
		if (TEXT_INPUT_TYPES.has(type)) return true;
	}
	const closest = el.closest?.("[role=\"dialog\"], [role=\"listbox\"], [role=\"slider\"], [role=\"menu\"], [role=\"combobox\"], [contenteditable=\"true\"]");
	return Boolean(closest);
}
/** The attribute that marks the game's own focusable area (the tactical room): while it has focus, game keys are the game's. */
var GAME_SCOPE_ATTRIBUTE = "data-game-scope";
/** True when a key press starts inside the game's focus area. */
function isGameScopeTarget(target) {
	if (typeof target !== "object" || target === null) return false;
	return Boolean(target.closest?.(`[${GAME_SCOPE_ATTRIBUTE}]`));
}
function createActionManager(actions) {
	const byKey = /* @__PURE__ */ new Map();
	for (const action of actions) for (const key of action.keys) {
		const k = normaliseKey(key);
		if (byKey.has(k)) throw new Error(`Key ${k} is bound twice (${byKey.get(k)?.name}, ${action.name})`);
		byKey.set(k, action);
	}
	const held = /* @__PURE__ */ new Set();
	const ignores = (event) => Boolean(event.ctrlKey || event.metaKey || event.altKey) || isForeignKeyTarget(event.target);
	return {
		actions,
		actionForKey: (key) => byKey.get(normaliseKey(key)),
		handleKeyDown(event, ctx) {
			if (ignores(event)) return false;
			const key = normaliseKey(event.key);
			const action = byKey.get(key);
			const inGame = isGameScopeTarget(event.target);
			if (CONTROL_KEYS.has(key)) {
				if (!inGame) return false;
				event.preventDefault?.();
				if (!action || event.shiftKey) return true;
			}
			if (!action) return false;
			event.preventDefault?.();
			if (event.repeat || action.trigger === "hold" && held.has(action.name)) return true;
			if (!action.enabled(ctx)) {
				action.refused?.(ctx);
				return true;
			}
			if (action.trigger === "hold") held.add(action.name);
			action.perform(ctx, "press");
			return true;
		},
		handleKeyUp(event, ctx) {
			const action = byKey.get(normaliseKey(event.key));
			if (!action || action.trigger !== "hold" || !held.has(action.name)) return false;
			held.delete(action.name);
			action.perform(ctx, "release");
			return true;
		},
		perform(name, ctx, phase = "press") {
			const action = actions.find((a) => a.name === name);
			if (!action) return false;
			if (phase === "release") {
				held.delete(name);
				action.perform(ctx, "release");
				return true;
			}
			if (!action.enabled(ctx)) {
				action.refused?.(ctx);
				return false;
			}
			if (action.trigger === "hold") held.add(name);
			action.perform(ctx, "press");
			return true;
		},
		releaseAll(ctx) {
			for (const name of [...held]) {
				held.delete(name);
				actions.find((a) => a.name === name)?.perform(ctx, "release");
			}
		}
	};
}
// contract/onboarding.ts
/** GET/PUT /api/account/onboarding reply. */
var OnboardingView = object({ 
/** True once the account dismissed the controls help on the crawler page. */
controlsHelpSeen: boolean() });
object({ controlsHelpSeen: literal(true) }).strict();
// web/src/api/onboarding-api.ts
var onboardingQueryKey = ["account", "onboarding"];
var PATH = "/api/account/onboarding";
function fetchOnboarding(signal) {
	return apiRequest("GET", PATH, {
		schema: OnboardingView,
		signal
	});
}
function markControlsHelpSeen() {
	return apiRequest("PUT", PATH, {
		body: { controlsHelpSeen: true },
		schema: OnboardingView
	});
}
// web/src/routes/crawler/controls-help-dialog.tsx
/** A touch screen without a fine pointer: the help describes the D-pad and tapping. */
var TOUCH_QUERY = "(pointer: coarse)";
/**
* The first visit's controls help on the crawler page: shown once per account (the server remembers
* the dismissal, so another browser does not show it again). A modal dialog: focus stays inside,
* Escape, the close button and "Got it" all dismiss it, and the room's keys do nothing while it is open.
*/
var ControlsHelpDialog = (0, import_react.memo)(function ControlsHelpDialog() {
	const queryClient = useQueryClient();
	const onboarding = useQuery({
		queryKey: onboardingQueryKey,
		queryFn: ({ signal }) => fetchOnboarding(signal),
		staleTime: Infinity
	});
	const keys = useKeyBindings();
	const touch = useMediaQuery(TOUCH_QUERY);
	const [dismissed, setDismissed] = (0, import_react.useState)(false);
	const seen = useMutation({
		mutationFn: markControlsHelpSeen,
		onSuccess: (view) => queryClient.setQueryData(onboardingQueryKey, view)
	});
	const bindings = keys.data?.bindings ?? (keys.isError ? defaultKeyBindings() : null);
	if (!(onboarding.data?.controlsHelpSeen === false && bindings !== null && !dismissed)) return null;
	const lines = touch ? TOUCH_CONTROLS_HELP : keyboardControlsHelp(bindings);
	const dismiss = () => {
		setDismissed(true);
		seen.mutate();
		requestAnimationFrame(() => {
			const active = document.activeElement;
			if (active === null || active === document.body) document.querySelector(`[${GAME_SCOPE_ATTRIBUTE}]`)?.focus({ preventScroll: true });
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: true,
		onOpenChange: (next) => !next && dismiss(),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: "Controls" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, { children: touch ? "How to play on a touch screen." : "How to play with the keyboard and mouse." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
				className: "mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-2",
				children: lines.map((line) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "contents",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
						className: "font-semibold text-gold-200",
						children: line.what
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
						className: "mb-1 text-bone sm:mb-0",
						children: line.how
					})]
				}, line.what))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "mt-4 list-disc space-y-1 pl-5 text-sm text-ash",
				children: FIRST_VISIT_TIPS.map((tip) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: tip }, tip))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-5 flex justify-end",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogClose, {
					asChild: true,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, { children: "Got it" })
				})
			})
		] })
	});
});
// web/src/routes/crawler/crawler-page-text.ts
var CRAWLER_PAGE_TEXT = {
	loadingInterface: "Loading crawler interface...",
	loadFailed: (id, message) => `Failed to load crawler ID ${id}: ${message}`,
	notFound: "Crawler not found",
	tryAgain: "Try Again",
	backToHome: "Back to Home",
	loadout: "Loadout",
	loadingLocation: "Loading crawler location...",
	headline: (level, className, floor) => `Level ${level} ${className?.trim() || "Crawler"} • Floor ${floor}`,
	statusTitle: "Status & Vitals",
	combatStats: "Combat Stats",
	equipment: "Equipment",
	empty: "Empty",
	overviewTitle: (floor) => `Floor ${floor} Overview`,
	noFactions: "No factions yet",
	noCreatures: "No creatures yet",
	more: (n) => `+${n} more`,
	unknownRoom: "Unknown Room",
	mysteriousRoom: "A mysterious room.",
	loadingEntities: "Loading entities...",
	grid: "Grid",
	descend: "Descend",
	missingIds: "Missing crawler or room ID",
	roomSize: (w, h, sw, sh) => `${w} x ${h} ft (${sw} x ${sh} squares)`,
	help: "WASD move (diagonals), click target, Space attack, Tab cycle targets, G toggle grid",
	mapTitle: (floor) => `Floor ${floor} Map`,
	fullMapTitle: (floor) => `Full Dungeon Map - Floor ${floor}`,
	moving: "Moving to new location...",
	loadingMap: "Loading map data...",
	dungeonMap: "Dungeon Map",
	eventsTitle: "Room Events",
	recentEvents: "Recent Events",
	loadingCrawlerData: "Loading crawler data...",
	waitingRoomData: "Waiting for room data...",
	waitingActivity: "Waiting for room activity...",
	roomEntered: (time) => `Room entered: ${time}`
};
// web/src/routes/crawler/crawler-header.tsx
/** Spec 2 crawler page avatar: the generated portrait when name and serial are set, else the first letter. */
function avatarInitial(name) {
	return (name?.trim()[0] ?? "?").toUpperCase();
}
function CrawlerPortrait({ name, serial, className }) {
	const seed = avatarSeed(name, serial);
	const uri = (0, import_react.useMemo)(() => seed ? createAvatar(lib_exports, {
		seed,
		size: 96
	}).toDataUri() : null, [seed]);
	const box = cn("size-14 shrink-0 rounded-lg border border-gold-500/50 bg-vault sm:size-16", className);
	if (!uri) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		"aria-hidden": true,
		className: cn(box, "flex items-center justify-center font-display text-2xl font-bold text-gold-300"),
		children: avatarInitial(name)
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		src: uri,
		alt: "",
		width: 64,
		height: 64,
		className: cn(box, "[image-rendering:pixelated]")
	});
}
var TONE_DOT = {
	active: "bg-moss-400 animate-pulse",
	resting: "bg-ember-400",
	down: "bg-blood-500"
};
function CrawlerStatusBadge({ crawler }) {
	const state = crawlerCardState(crawler);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: "inline-flex items-center gap-2 rounded-full border border-rubble bg-vault px-2.5 py-0.5 text-xs font-semibold tracking-wider text-bone",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				"aria-hidden": true,
				className: cn("size-2 rounded-full", TONE_DOT[state.tone])
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "sr-only",
				children: "Status: "
			}),
			state.label
		]
	});
}
var CrawlerHeader = (0, import_react.memo)(function CrawlerHeader({ crawler, crawlerId }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
		className: "flex flex-wrap items-center gap-3 sm:gap-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerPortrait, {
				name: crawler.name,
				serial: crawler.serial
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "min-w-0 flex-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h1", {
					className: "flex flex-wrap items-baseline gap-x-2 font-display text-xl font-bold break-words text-bone sm:text-2xl",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "min-w-0 break-words",
						children: crawler.name
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "font-mono text-sm font-semibold text-gold-300 sm:text-base",
						children: [
							"[",
							crawler.serial,
							"]"
						]
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ash",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: CRAWLER_PAGE_TEXT.headline(crawler.level, crawler.class.name, crawler.currentFloor) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerStatusBadge, { crawler })]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				variant: "outline",
				size: "sm",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: `/crawler/${encodeURIComponent(crawlerId)}/loadout`,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Backpack, { "aria-hidden": true }), CRAWLER_PAGE_TEXT.loadout]
				})
			})
		]
	});
});
// web/src/routes/crawler/events/room-events-context.ts
/**
* The crawler page's room-events dispatcher, for anything on the page that reports something
* (combat, pick-ups, the live channel): `useRoomEventsDispatch()({ type: 'add', event })`.
*/
var RoomEventsDispatchContext = (0, import_react.createContext)(() => {});
function useRoomEventsDispatch() {
	return (0, import_react.useContext)(RoomEventsDispatchContext);
}
// web/src/routes/crawler/events/event-style.ts
/** Each event type has its own icon and colour (spec 2 legend: Movement ... Death). */
var EVENT_STYLE = {
	movement: {
		label: ROOM_EVENT_TYPE.movement.label,
		Icon: Footprints,
		text: "text-sky-300",
		chip: "border-sky-500/40 bg-sky-950/40"
	},
	combat: {
		label: ROOM_EVENT_TYPE.combat.label,
		Icon: Swords,
		text: "text-blood-300",
		chip: "border-blood-500/40 bg-blood-950/60"
	},
	discovery: {
		label: ROOM_EVENT_TYPE.discovery.label,
		Icon: Eye,
		text: "text-gold-300",
		chip: "border-gold-500/40 bg-gold-900/40"
	},
	interaction: {
		label: ROOM_EVENT_TYPE.interaction.label,
		Icon: Hand,
		text: "text-moss-400",
		chip: "border-moss-500/40 bg-moss-500/10"
	},
	status: {
		label: ROOM_EVENT_TYPE.status.label,
		Icon: Activity,
		text: "text-violet-300",
		chip: "border-violet-500/40 bg-violet-950/40"
	},
	death: {
		label: ROOM_EVENT_TYPE.death.label,
		Icon: Skull,
		text: "text-bone",
		chip: "border-flagstone bg-rubble"
	}
};
// web/src/routes/crawler/events/room-events-panel.tsx
function formatEventTime(timestamp) {
	return new Date(timestamp).toLocaleTimeString([], {
		hour: "2-digit",
		minute: "2-digit",
		second: "2-digit"
	});
}
/** The one line that says where the log stands (spec 2 panel 5). */
function eventsStatusText({ crawlerLoaded, hasRoom, state }) {
	if (!crawlerLoaded) return CRAWLER_PAGE_TEXT.loadingCrawlerData;
	if (!hasRoom) return CRAWLER_PAGE_TEXT.waitingRoomData;
	if (state.events.length === 0) return CRAWLER_PAGE_TEXT.waitingActivity;
	return null;
}
/** Spec 2 panel 5: the room's events, newest first, announced politely to screen readers. */
var RoomEventsPanel = (0, import_react.memo)(function RoomEventsPanel({ crawlerLoaded, hasRoom, state, bare = false }) {
	const status = eventsStatusText({
		crawlerLoaded,
		hasRoom,
		state
	});
	const body = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col gap-3",
		children: [
			state.enteredAt !== null && hasRoom ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-xs text-ash",
				children: CRAWLER_PAGE_TEXT.roomEntered(formatEventTime(state.enteredAt))
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				role: "log",
				"aria-live": "polite",
				"aria-label": "Room events",
				tabIndex: 0,
				className: "max-h-72 min-h-16 overflow-y-auto rounded-md pr-1 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", {
					className: "flex flex-col gap-1.5",
					children: [status ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
						className: "py-3 text-center text-sm text-ash italic",
						children: status
					}) : null, state.events.map((event) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventRow, { event }, event.id))]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventLegend, {})
		]
	});
	if (bare) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "p-3 pt-1",
		children: body
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "events-heading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, {
			className: "pb-2",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
				id: "events-heading",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollText, {
					"aria-hidden": true,
					className: "size-5"
				}), CRAWLER_PAGE_TEXT.eventsTitle]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: body })]
	});
});
function EventRow({ event }) {
	const style = EVENT_STYLE[event.type];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: cn("flex items-start gap-2 rounded-md border px-2 py-1.5 text-sm", style.chip, event.priority === "high" && "font-semibold"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(style.Icon, {
				"aria-hidden": true,
				className: cn("mt-0.5 size-4 shrink-0", style.text)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "sr-only",
				children: [style.label, ": "]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "min-w-0 flex-1 break-words text-bone",
				children: event.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
				dateTime: new Date(event.timestamp).toISOString(),
				className: "shrink-0 font-mono text-[11px] text-ash",
				children: formatEventTime(event.timestamp)
			})
		]
	});
}
function EventLegend() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		"aria-label": "Event types",
		className: "grid grid-cols-3 gap-x-2 gap-y-1 text-xs text-ash",
		children: ROOM_EVENT_TYPES.map((type) => {
			const style = EVENT_STYLE[type];
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex items-center gap-1.5",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(style.Icon, {
					"aria-hidden": true,
					className: cn("size-3.5 shrink-0", style.text)
				}), style.label]
			}, type);
		})
	});
}
// web/src/state/move-direction.ts
var key = (crawlerId) => `ctf.moveDirection.${crawlerId}`;
function storage() {
	try {
		return typeof sessionStorage === "undefined" ? null : sessionStorage;
	} catch {
		return null;
	}
}
function rememberMoveDirection(crawlerId, direction) {
	try {
		storage()?.setItem(key(crawlerId), direction);
	} catch {}
}
/** The stored direction, removed as it is read (it belongs to one arrival). */
function takeMoveDirection(crawlerId) {
	const s = storage();
	try {
		const value = s?.getItem(key(crawlerId)) ?? null;
		s?.removeItem(key(crawlerId));
		return isMoveDirection(value) ? value : null;
	} catch {
		return null;
	}
}
function sessionStore() {
	return storage();
}
// web/src/routes/crawler/events/use-room-events-feed.ts
/** What a crawler notices in a room: creatures, NPCs, other crawlers, loot. */
function discoverables(tactical, self) {
	const entities = tactical.entities.length > 0 ? tactical.entities : tactical.tacticalEntities;
	const contents = roomContents(entities, self);
	return [...contents.characters.filter((c) => c.isAlive).map((c) => ({
		id: c.id,
		name: c.name,
		kind: c.kind,
		disposition: c.disposition,
		isBoss: c.isBoss
	})), ...contents.loot.map((l) => ({
		id: l.id,
		name: l.name,
		kind: "loot",
		isContainer: l.isContainer
	}))];
}
/**
* Spec 4 room events: on a room change the log is cleared and an entry event added; 1.5 s later the
* room's contents are announced, once per crawler and room (remembered in sessionStorage).
*/
function useRoomEventsFeed(crawlerId, self, currentRoom, tactical, dispatch) {
	const roomId = currentRoom?.room.id ?? null;
	const roomName = currentRoom?.room.name ?? "";
	const enteredAt = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (roomId === null) return;
		if (enteredAt.current?.roomId === roomId) return;
		const at = Date.now();
		enteredAt.current = {
			roomId,
			at
		};
		dispatch({
			type: "room-entered",
			roomId,
			roomName,
			at,
			direction: takeMoveDirection(crawlerId)
		});
	}, [
		crawlerId,
		roomId,
		roomName,
		dispatch
	]);
	const tacticalReady = tactical !== void 0 && roomId !== null && tactical.roomId === roomId;
	const tacticalRef = (0, import_react.useRef)(tactical);
	(0, import_react.useEffect)(() => {
		tacticalRef.current = tactical;
	}, [tactical]);
	const selfName = self?.name ?? null;
	const selfId = self?.crawlerId ?? null;
	(0, import_react.useEffect)(() => {
		if (!tacticalReady || roomId === null || selfName === null || selfId === null) return;
		const since = enteredAt.current?.roomId === roomId ? enteredAt.current.at : Date.now();
		const delay = Math.max(0, since + DISCOVERY_DELAY_MS - Date.now());
		const timer = window.setTimeout(() => {
			const latest = tacticalRef.current;
			if (!latest || latest.roomId !== roomId) return;
			if (!claimDiscovery(sessionStore(), crawlerId, roomId)) return;
			const things = discoverables(latest, {
				name: selfName,
				crawlerId: selfId
			});
			if (things.length > 0) dispatch({
				type: "discovered",
				roomId,
				at: Date.now(),
				things
			});
		}, delay);
		return () => window.clearTimeout(timer);
	}, [
		tacticalReady,
		roomId,
		crawlerId,
		selfName,
		selfId,
		dispatch
	]);
}
// web/src/canvas/map-layout.ts
var ZOOM_LEVELS = MAP.zoomLevels.length;
function clampZoom(level) {
	return Math.min(ZOOM_LEVELS, Math.max(1, Math.round(level)));
}
var zoomIn = (level) => clampZoom(level + 1);
var zoomOut = (level) => clampZoom(level - 1);
/** Spec 4: reset restores level 3 of 5. */
var DEFAULT_ZOOM = clampZoom(MAP.defaultZoomLevel);
function zoomSizes(level) {
	return MAP.zoomLevels[level - 1] ?? MAP.zoomLevels[MAP.defaultZoomLevel - 1] ?? {
		gridSize: 25,
		roomSize: 20
	};
}
function isSafeRoom(room) {
	return room.isSafe || isRoomType(room.type) && isPeacefulRoomType(room.type);
}
/**
* The rooms the map shows: explored ones (solid) and scanned-but-unexplored ones (dimmer) on this
* floor; every other room stays hidden (fog of war). The current room always shows.
*/
function mapRoomViews(floor, explored, scanned, currentRoomId, mobs, current) {
	const byId = /* @__PURE__ */ new Map();
	for (const room of scanned) if (room.floorId === floor) byId.set(room.id, {
		room,
		state: "scanned"
	});
	for (const room of explored) if (room.floorId === floor) byId.set(room.id, {
		room,
		state: "explored"
	});
	if (current && current.floorId === floor && !byId.has(current.id)) byId.set(current.id, {
		room: current,
		state: "explored"
	});
	return [...byId.values()].map(({ room, state }) => {
		const counts = mobs?.[String(room.id)];
		const others = (counts?.playerCount ?? 0) - (room.id === currentRoomId ? 1 : 0);
		return {
			id: room.id,
			name: room.name,
			x: mapCell(room.x),
			y: mapCell(room.y),
			type: room.type,
			state,
			isCurrent: room.id === currentRoomId,
			safe: isSafeRoom(room),
			loot: room.hasLoot,
			enemies: (counts?.hostileCount ?? 0) > 0,
			players: others > 0,
			pvp: room.isPvp
		};
	});
}
/** One door per connected pair of shown rooms (connections are stored both ways). */
function mapDoors(connections, rooms) {
	const byId = new Map(rooms.map((r) => [r.id, r]));
	const seen = /* @__PURE__ */ new Set();
	const doors = [];
	for (const c of connections) {
		const a = byId.get(c.fromRoomId);
		const b = byId.get(c.toRoomId);
		if (!a || !b) continue;
		const key = a.id < b.id ? `${a.id}-${b.id}` : `${b.id}-${a.id}`;
		if (seen.has(key)) continue;
		seen.add(key);
		doors.push({
			key,
			from: {
				x: a.x,
				y: a.y
			},
			to: {
				x: b.x,
				y: b.y
			},
			explored: a.state === "explored" && b.state === "explored"
		});
	}
	return doors;
}
/** A room's centre in map pixels at a zoom level. */
function cellCentre(cell, level) {
	const { gridSize } = zoomSizes(level);
	return {
		x: cell.x * gridSize,
		y: cell.y * gridSize
	};
}
/**
* The SVG viewBox: `width` × `height` map pixels centred on `centre` (a room cell), moved by `pan`
* (pixels, from dragging the full map).
*/
function mapViewBox(centre, level, width, height, pan = {
	x: 0,
	y: 0
}) {
	const c = cellCentre(centre, level);
	return `${c.x - width / 2 - pan.x} ${c.y - height / 2 - pan.y} ${width} ${height}`;
}
/** The centre of the shown rooms' extent (used when there is no current room). */
function roomsCentre(rooms) {
	if (rooms.length === 0) return {
		x: 0,
		y: 0
	};
	const xs = rooms.map((r) => r.x);
	const ys = rooms.map((r) => r.y);
	return {
		x: (Math.min(...xs) + Math.max(...xs)) / 2,
		y: (Math.min(...ys) + Math.max(...ys)) / 2
	};
}
// web/src/routes/crawler/map/map-glyphs.tsx
/** The PVP stripes; every SVG defines its own copy under an id from useId. */
function MapDefs({ patternId, palette = STANDARD_PALETTE }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("defs", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("pattern", {
		id: patternId,
		patternUnits: "userSpaceOnUse",
		width: "6",
		height: "6",
		patternTransform: "rotate(45)",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
			width: "6",
			height: "6",
			fill: palette.map.room
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
			width: "3",
			height: "6",
			fill: palette.pvp
		})]
	}) });
}
function Triangle({ x, y, g, fill }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("polygon", {
		points: `${x},${y - g / 2} ${x + g / 2},${y + g / 2} ${x - g / 2},${y + g / 2}`,
		fill,
		stroke: INK.abyss,
		strokeWidth: .8
	});
}
function Diamond({ x, y, g, fill }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("polygon", {
		points: `${x},${y - g / 2} ${x + g / 2},${y} ${x},${y + g / 2} ${x - g / 2},${y}`,
		fill,
		stroke: INK.abyss,
		strokeWidth: .8
	});
}
function Cross({ x, y, g }) {
	const t = Math.max(1.2, g / 3.5);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("g", {
		fill: INK.bone,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
			x: x - t / 2,
			y: y - g / 2,
			width: t,
			height: g
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
			x: x - g / 2,
			y: y - t / 2,
			width: g,
			height: t
		})]
	});
}
var f = (n) => Number(n.toFixed(2));
/** A room type's glyph, g map pixels across, centred on (x, y). */
function RoomTypeGlyph({ glyph, x, y, g, fill }) {
	const h = g / 2;
	const common = {
		fill,
		stroke: INK.abyss,
		strokeWidth: .7,
		strokeLinejoin: "round",
		"data-glyph": glyph
	};
	switch (glyph) {
		case "crown": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("polygon", {
			...common,
			points: [
				[x - h, y + h * .7],
				[x - h, y - h * .5],
				[x - h / 2, y],
				[x, y - h],
				[x + h / 2, y],
				[x + h, y - h * .5],
				[x + h, y + h * .7]
			].map(([a, b]) => `${f(a)},${f(b)}`).join(" ")
		});
		case "stairs": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			...common,
			d: `M${f(x - h)},${f(y + h)}V${f(y + h / 3)}H${f(x - h / 3)}V${f(y - h / 3)}H${f(x + h / 3)}V${f(y - h)}H${f(x + h)}V${f(y + h)}Z`
		});
		case "arch": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			...common,
			d: `M${f(x - h * .8)},${f(y + h)}V${f(y - h * .1)}A${f(h * .8)},${f(h * .8)} 0 0 1 ${f(x + h * .8)},${f(y - h * .1)}V${f(y + h)}Z`
		});
		case "coin": return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("g", {
			"data-glyph": glyph,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
				cx: x,
				cy: y,
				r: h,
				fill,
				stroke: INK.abyss,
				strokeWidth: .7
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
				x: x - h * .15,
				y: y - h * .6,
				width: h * .3,
				height: h * 1.2,
				fill: INK.abyss
			})]
		});
		case "chest": return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("g", {
			"data-glyph": glyph,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
				x: x - h,
				y: y - h * .7,
				width: g,
				height: h * 1.4,
				fill,
				stroke: INK.abyss,
				strokeWidth: .7
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("line", {
				x1: x - h,
				y1: y - h * .1,
				x2: x + h,
				y2: y - h * .1,
				stroke: INK.abyss,
				strokeWidth: .9
			})]
		});
		case "moon": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			...common,
			d: `M${f(x + h * .3)},${f(y - h)}A${f(h)},${f(h)} 0 1 0 ${f(x + h * .3)},${f(y + h)}A${f(h * .75)},${f(h * .75)} 0 1 1 ${f(x + h * .3)},${f(y - h)}Z`
		});
		case "star": {
			const points = Array.from({ length: 10 }, (_, i) => {
				const r = i % 2 === 0 ? h : h * .45;
				const a = -Math.PI / 2 + i * Math.PI / 5;
				return `${f(x + Math.cos(a) * r)},${f(y + Math.sin(a) * r)}`;
			});
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("polygon", {
				...common,
				points: points.join(" ")
			});
		}
	}
}
/** One room with its marks, centred on (cx, cy), `size` map pixels square. */
function MapRoomMark({ room, cx, cy, size, patternId, palette = STANDARD_PALETTE, titled = true }) {
	const ink = palette.map;
	const half = size / 2;
	const g = Math.max(4, size * .34);
	const fill = room.pvp ? `url(#${patternId})` : room.safe ? palette.safe : ink.room;
	const scanned = room.state === "scanned";
	const glyph = roomTypeGlyph(room.type);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("g", {
		opacity: scanned ? .5 : 1,
		"data-room-type": room.type,
		"data-pvp": room.pvp || void 0,
		children: [
			titled ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${room.name} (${room.x}, ${room.y})${room.pvp ? " - PVP" : ""}${glyph ? ` - ${ROOM_GLYPH_LABEL[glyph]}` : ""}${scanned ? " - scanned" : ""}` }) : null,
			room.isCurrent ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
				x: cx - half - 3,
				y: cy - half - 3,
				width: size + 6,
				height: size + 6,
				rx: 3,
				fill: "none",
				stroke: ink.current,
				strokeWidth: 1.5
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
				x: cx - half,
				y: cy - half,
				width: size,
				height: size,
				rx: 2,
				fill,
				stroke: room.isCurrent ? ink.current : ink.outline,
				strokeWidth: room.isCurrent ? 2.5 : 1,
				strokeDasharray: scanned ? "3 2" : void 0
			}),
			room.safe ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Cross, {
				x: cx,
				y: cy,
				g: g * .9
			}) : null,
			room.enemies ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Triangle, {
				x: cx - half + g / 2 + 1,
				y: cy - half + g / 2 + 1,
				g,
				fill: ink.enemies
			}) : null,
			room.loot ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Diamond, {
				x: cx + half - g / 2 - 1,
				y: cy - half + g / 2 + 1,
				g,
				fill: ink.loot
			}) : null,
			room.players ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
				cx: cx - half + g / 2 + 1,
				cy: cy + half - g / 2 - 1,
				r: g / 2,
				fill: ink.players,
				stroke: INK.abyss,
				strokeWidth: .8
			}) : null,
			glyph ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoomTypeGlyph, {
				glyph,
				x: cx + half - g / 2 - 1,
				y: cy + half - g / 2 - 1,
				g,
				fill: ink.glyph
			}) : null,
			room.isCurrent ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
				cx,
				cy,
				r: Math.max(2, size * .14),
				fill: ink.current,
				stroke: INK.abyss,
				strokeWidth: 1
			}) : null
		]
	});
}
var LEGEND = [
	{
		key: "current",
		label: "Current"
	},
	{
		key: "safe",
		label: "Safe"
	},
	{
		key: "loot",
		label: "Loot"
	},
	{
		key: "enemies",
		label: "Enemies"
	},
	{
		key: "players",
		label: "Players"
	},
	{
		key: "pvp",
		label: "PVP"
	}
];
function legendRoom(key) {
	return {
		id: 0,
		name: "",
		x: 0,
		y: 0,
		type: "chamber",
		state: "explored",
		isCurrent: key === "current",
		safe: key === "safe",
		loot: key === "loot",
		enemies: key === "enemies",
		players: key === "players",
		pvp: key === "pvp"
	};
}
function LegendGlyph({ item, palette }) {
	const patternId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
		"aria-hidden": true,
		width: "18",
		height: "18",
		viewBox: "-10 -10 20 20",
		className: "shrink-0",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapDefs, {
			patternId,
			palette
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapRoomMark, {
			room: legendRoom(item.key),
			cx: 0,
			cy: 0,
			size: item.key === "current" ? 12 : 16,
			patternId,
			palette,
			titled: false
		})]
	});
}
/** The marks and the room-type glyphs, each shown with its shape and colour beside its name. */
function MapLegend() {
	const { palette } = useAppearance();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col gap-2",
		"data-palette": palette.name,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			"aria-label": "Map legend",
			className: "grid grid-cols-3 gap-x-2 gap-y-1.5 text-xs text-ash",
			children: LEGEND.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex items-center gap-1.5",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LegendGlyph, {
					item,
					palette
				}), item.label]
			}, item.key))
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			"aria-label": "Room types",
			className: "grid grid-cols-3 gap-x-2 gap-y-1.5 text-xs text-ash",
			children: ROOM_GLYPHS.map((glyph) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex items-center gap-1.5",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
					"aria-hidden": true,
					width: "18",
					height: "18",
					viewBox: "-10 -10 20 20",
					className: "shrink-0",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
						x: -8,
						y: -8,
						width: 16,
						height: 16,
						rx: 2,
						fill: palette.map.room,
						stroke: palette.map.outline,
						strokeWidth: 1
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoomTypeGlyph, {
						glyph,
						x: 0,
						y: 0,
						g: 10,
						fill: palette.map.glyph
					})]
				}), ROOM_GLYPH_LABEL[glyph]]
			}, glyph))
		})]
	});
}
// web/src/routes/crawler/map/dungeon-map-svg.tsx
/** The floor map as SVG: doors under rooms, each room with its marks, centred on `centre`. */
function DungeonMapSvg({ rooms, doors, centre, zoom, width, height, label, pan, onPan, className }) {
	const patternId = (0, import_react.useId)();
	const { palette } = useAppearance();
	const drag = (0, import_react.useRef)(null);
	const [dragging, setDragging] = (0, import_react.useState)(false);
	const { roomSize } = zoomSizes(zoom);
	const offset = pan ?? {
		x: 0,
		y: 0
	};
	const onPointerDown = (e) => {
		if (!onPan) return;
		e.currentTarget.setPointerCapture(e.pointerId);
		drag.current = {
			id: e.pointerId,
			x: e.clientX,
			y: e.clientY,
			start: offset
		};
		setDragging(true);
	};
	const onPointerMove = (e) => {
		const d = drag.current;
		if (!onPan || !d || d.id !== e.pointerId) return;
		const rect = e.currentTarget.getBoundingClientRect();
		const scale = rect.width > 0 ? width / rect.width : 1;
		onPan({
			x: d.start.x + (e.clientX - d.x) * scale,
			y: d.start.y + (e.clientY - d.y) * scale
		});
	};
	const endDrag = () => {
		drag.current = null;
		setDragging(false);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
		role: "img",
		"aria-label": label,
		"data-palette": palette.name,
		viewBox: mapViewBox(centre, zoom, width, height, offset),
		width,
		height,
		className: cn("block max-w-full touch-none bg-[#110e0b] select-none", onPan && (dragging ? "cursor-grabbing" : "cursor-grab"), className),
		onPointerDown,
		onPointerMove,
		onPointerUp: endDrag,
		onPointerCancel: endDrag,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapDefs, {
				patternId,
				palette
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("g", { children: doors.map((door) => {
				const a = cellCentre(door.from, zoom);
				const b = cellCentre(door.to, zoom);
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("line", {
					x1: a.x,
					y1: a.y,
					x2: b.x,
					y2: b.y,
					stroke: palette.map.door,
					strokeWidth: door.explored ? 3 : 2,
					strokeDasharray: door.explored ? void 0 : "3 2",
					opacity: door.explored ? .9 : .45
				}, door.key);
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("g", { children: rooms.map((room) => {
				const c = cellCentre(room, zoom);
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapRoomMark, {
					room,
					cx: c.x,
					cy: c.y,
					size: roomSize,
					patternId,
					palette
				}, room.id);
			}) })
		]
	});
}
// web/src/routes/crawler/map/dungeon-map-panel.tsx
function asMapRoom(current) {
	if (!current) return null;
	const { room } = current;
	return {
		...room,
		encounterType: room.encounterType
	};
}
/** Spec 2 panel 4: the floor map with zoom, legend and a full-map dialog. */
var DungeonMapPanel = (0, import_react.memo)(function DungeonMapPanel({ crawlerId, floor, currentRoom, ready, bare = false }) {
	const explored = useQuery({
		...exploredRoomsQuery(crawlerId),
		enabled: ready
	});
	const scanned = useQuery({
		...scannedRoomsQuery(crawlerId),
		enabled: ready
	});
	const connections = useQuery({
		...connectionsQuery(crawlerId),
		enabled: ready
	});
	const mobs = useQuery({
		...mobsSummaryQuery(crawlerId),
		enabled: ready
	});
	const moving = useIsMutating({ mutationKey: dungeonKeys.move(crawlerId) }) > 0;
	const [zoom, setZoom] = (0, import_react.useState)(DEFAULT_ZOOM);
	const [fullOpen, setFullOpen] = (0, import_react.useState)(false);
	const current = currentRoom?.room ?? null;
	const rooms = (0, import_react.useMemo)(() => mapRoomViews(floor, explored.data ?? [], scanned.data ?? [], current?.id ?? null, mobs.data, asMapRoom(currentRoom)), [
		floor,
		explored.data,
		scanned.data,
		current?.id,
		mobs.data,
		currentRoom
	]);
	const doors = (0, import_react.useMemo)(() => mapDoors(connections.data ?? [], rooms), [connections.data, rooms]);
	const exploredCount = rooms.filter((r) => r.state === "explored").length;
	const centre = current ? {
		x: current.x,
		y: current.y
	} : roomsCentre(rooms);
	const label = `Dungeon map of floor ${floor}: ${exploredCount} rooms explored${current ? `, you are in ${current.name} at (${current.x}, ${current.y})` : ""}.`;
	const content = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col gap-3",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-center justify-between gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "min-w-0 text-sm break-words text-bone",
					children: current ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
						current.name,
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "font-mono text-ash",
							children: [
								"(",
								current.x,
								", ",
								current.y,
								")"
							]
						})
					] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "text-ash",
						children: CRAWLER_PAGE_TEXT.unknownRoom
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ZoomControls, {
					zoom,
					onZoom: setZoom,
					onFull: () => setFullOpen(true)
				})]
			}),
			explored.error && !explored.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
				title: "Map unavailable",
				message: errorMessage(explored.error),
				onRetry: () => void explored.refetch()
			}) : !explored.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mx-auto flex size-64 max-w-full items-center justify-center rounded-lg border border-rubble bg-abyss",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
					label: CRAWLER_PAGE_TEXT.loadingMap,
					className: "text-sm"
				})
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "relative mx-auto w-64 max-w-full overflow-hidden rounded-lg border border-rubble",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DungeonMapSvg, {
					rooms,
					doors,
					centre,
					zoom,
					width: MAP.panelPx,
					height: MAP.panelPx,
					label
				}), moving ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					role: "status",
					className: "absolute inset-x-2 bottom-2 rounded-md bg-abyss/85 px-2 py-1 text-center text-xs font-semibold text-gold-300",
					children: CRAWLER_PAGE_TEXT.moving
				}) : null]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapLegend, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FullMapDialog, {
				open: fullOpen,
				onOpenChange: setFullOpen,
				floor,
				rooms,
				doors,
				centre,
				label
			})
		]
	});
	const count = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
		variant: "gold",
		"aria-label": `${exploredCount} rooms explored`,
		children: exploredCount
	});
	if (bare) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col gap-2 p-3 pt-1",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h3", {
			className: "flex items-center justify-between gap-2 font-display text-sm font-bold text-gold-300",
			children: [CRAWLER_PAGE_TEXT.mapTitle(floor), count]
		}), content]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "map-heading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, {
			className: "pb-2",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
				id: "map-heading",
				className: "justify-between",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "flex items-center gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Map$1, {
						"aria-hidden": true,
						className: "size-5"
					}), CRAWLER_PAGE_TEXT.mapTitle(floor)]
				}), count]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: content })]
	});
});
function ZoomControls({ zoom, onZoom, onFull, label = "Map zoom" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex items-center gap-1",
		role: "group",
		"aria-label": label,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "ghost",
				size: "icon",
				className: "size-8",
				"aria-label": "Zoom out",
				disabled: zoom === 1,
				onClick: () => onZoom(zoomOut(zoom)),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ZoomOut, { "aria-hidden": true })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "ghost",
				size: "icon",
				className: "size-8",
				"aria-label": "Zoom in",
				disabled: zoom === MAP.zoomLevels.length,
				onClick: () => onZoom(zoomIn(zoom)),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ZoomIn, { "aria-hidden": true })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "ghost",
				size: "icon",
				className: "size-8",
				"aria-label": "Reset zoom",
				onClick: () => onZoom(DEFAULT_ZOOM),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RotateCcw, { "aria-hidden": true })
			}),
			onFull ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "ghost",
				size: "icon",
				className: "size-8",
				"aria-label": "Open full map",
				onClick: onFull,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Expand, { "aria-hidden": true })
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "sr-only",
				"aria-live": "polite",
				children: [
					"Zoom level ",
					zoom,
					" of ",
					MAP.zoomLevels.length
				]
			})
		]
	});
}
/** Spec 2: the full map is 600px tall; its width follows the dialog. */
var FULL_MAP_HEIGHT = 600;
var FULL_MAP_FALLBACK_WIDTH = 840;
function FullMapDialog({ open, onOpenChange, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
			className: "flex max-w-4xl flex-col gap-3",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: CRAWLER_PAGE_TEXT.fullMapTitle(props.floor) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, { children: "Drag the map to look around." }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FullMapBody, { ...props })
			]
		})
	});
}
/** Mounted only while the dialog is open, so it measures its frame and starts centred. */
function FullMapBody({ rooms, doors, centre, label }) {
	const [zoom, setZoom] = (0, import_react.useState)(DEFAULT_ZOOM);
	const [pan, setPan] = (0, import_react.useState)({
		x: 0,
		y: 0
	});
	const [panFor, setPanFor] = (0, import_react.useState)(centre);
	const frameRef = (0, import_react.useRef)(null);
	const width = useElementWidth(frameRef);
	if (panFor.x !== centre.x || panFor.y !== centre.y) {
		setPanFor(centre);
		setPan({
			x: 0,
			y: 0
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-wrap items-center justify-end gap-1",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				variant: "ghost",
				size: "sm",
				onClick: () => setPan({
					x: 0,
					y: 0
				}),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocateFixed, { "aria-hidden": true }), "Centre on current room"]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ZoomControls, {
				zoom,
				onZoom: setZoom,
				label: "Full map zoom"
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			ref: frameRef,
			className: "shrink-0 overflow-hidden rounded-lg border border-rubble",
			style: { height: FULL_MAP_HEIGHT },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DungeonMapSvg, {
				rooms,
				doors,
				centre,
				zoom,
				width: width || FULL_MAP_FALLBACK_WIDTH,
				height: FULL_MAP_HEIGHT,
				label,
				pan,
				onPan: setPan
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapLegend, {})
	] });
}
// web/src/state/floor-overview.ts
/** 'cave_goblin' → 'cave goblin' (spec 2: underscores shown as spaces). */
function creatureLabel(type) {
	return type.replace(/_/g, " ");
}
function floorOverview(floor, exploredRooms, factions) {
	const ids = /* @__PURE__ */ new Set();
	for (const room of exploredRooms) if (room.floorId === floor && room.factionId) ids.add(room.factionId);
	const met = factions.filter((f) => ids.has(f.id));
	const creatureTypes = [...new Set(met.flatMap((f) => f.creatureTypes))];
	return {
		factions: met,
		creatureTypes,
		shownFactions: met.slice(0, FLOOR_OVERVIEW.maxFactions),
		moreFactions: Math.max(0, met.length - FLOOR_OVERVIEW.maxFactions),
		shownCreatureTypes: creatureTypes.slice(0, FLOOR_OVERVIEW.maxCreatureTypes),
		moreCreatureTypes: Math.max(0, creatureTypes.length - FLOOR_OVERVIEW.maxCreatureTypes)
	};
}
/** Spec 2, exactly: '{N} factions, {M} creatures'. */
function overviewSummary(overview) {
	return `${overview.factions.length} factions, ${overview.creatureTypes.length} creatures`;
}
// web/src/routes/crawler/panels/floor-overview-panel.tsx
/** Spec 2 panel 2: the factions and creatures met on this floor so far. */
var FloorOverviewPanel = (0, import_react.memo)(function FloorOverviewPanel({ crawlerId, floor, ready }) {
	const explored = useQuery({
		...exploredRoomsQuery(crawlerId),
		enabled: ready
	});
	const factions = useQuery(factionsQuery);
	const error = explored.error ?? factions.error;
	const loading = !explored.data || !factions.data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "floor-overview-heading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, {
			className: "pb-2",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
				id: "floor-overview-heading",
				as: "h2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Compass, {
					"aria-hidden": true,
					className: "size-5"
				}), CRAWLER_PAGE_TEXT.overviewTitle(floor)]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: error && loading ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
			title: "Floor overview unavailable",
			message: errorMessage(error),
			onRetry: () => {
				explored.refetch();
				factions.refetch();
			}
		}) : loading ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
			label: "Loading floor overview...",
			className: "justify-start py-2 text-sm"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OverviewBody, { overview: floorOverview(floor, explored.data ?? [], factions.data ?? []) }) })]
	});
});
function OverviewBody({ overview }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col gap-3",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm text-ash",
				children: overviewSummary(overview)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				className: "mb-1.5 text-xs font-semibold tracking-[0.2em] text-ash uppercase",
				children: "Factions"
			}), overview.factions.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm text-ash/80 italic",
				children: CRAWLER_PAGE_TEXT.noFactions
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
				className: "flex flex-wrap gap-1.5",
				"aria-label": "Factions met",
				children: [overview.shownFactions.map((f) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "inline-flex max-w-full items-center gap-1.5 rounded-full border border-rubble bg-vault px-2.5 py-0.5 text-xs text-bone",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						"aria-hidden": true,
						className: "size-2.5 shrink-0 rounded-full",
						style: { backgroundColor: f.color }
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "truncate",
						children: f.name
					})]
				}, f.id)), overview.moreFactions > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
					className: "px-1 py-0.5 text-xs text-ash",
					children: CRAWLER_PAGE_TEXT.more(overview.moreFactions)
				}) : null]
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				className: "mb-1.5 text-xs font-semibold tracking-[0.2em] text-ash uppercase",
				children: "Creatures"
			}), overview.creatureTypes.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm text-ash/80 italic",
				children: CRAWLER_PAGE_TEXT.noCreatures
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
				className: "flex flex-wrap gap-1.5",
				"aria-label": "Creature types",
				children: [overview.shownCreatureTypes.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
					className: "rounded-md border border-rubble bg-abyss/60 px-2 py-0.5 text-xs text-bone",
					children: creatureLabel(c)
				}, c)), overview.moreCreatureTypes > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
					className: "px-1 py-0.5 text-xs text-ash",
					children: CRAWLER_PAGE_TEXT.more(overview.moreCreatureTypes)
				}) : null]
			})] })
		]
	});
}
// web/src/api/spectating-api.ts
var spectatingQueryKey = (crawlerId) => [
	"crawler",
	crawlerId,
	"spectating"
];
var path = (crawlerId) => `/api/crawlers/${encodeURIComponent(crawlerId)}/spectating`;
function fetchSpectating(crawlerId, signal) {
	return apiRequest("GET", path(crawlerId), {
		schema: SpectatingStatus,
		signal
	});
}
function saveSpectating(crawlerId, allowed) {
	return apiRequest("PUT", path(crawlerId), {
		body: { allowed },
		schema: SpectatingStatus
	});
}
// web/src/routes/crawler/panels/spectating-panel.tsx
/** How often the count of spectators is read again while the page is open. */
var COUNT_POLL_MS = 5e3;
var watchingLabel = (n) => n === 0 ? "No one is watching" : `${n} watching`;
/**
* Who watches this crawler (issue 19), and its sponsor's switch: turned off, every spectator's view
* closes at once and no new one opens. Only for a living crawler: the dead cannot be watched.
*/
var SpectatingPanel = (0, import_react.memo)(function SpectatingPanel({ crawler, crawlerId }) {
	const queryClient = useQueryClient();
	const status = useQuery({
		queryKey: spectatingQueryKey(crawlerId),
		queryFn: ({ signal }) => fetchSpectating(crawlerId, signal),
		refetchInterval: COUNT_POLL_MS,
		enabled: crawler.isAlive
	});
	const [saved, setSaved] = (0, import_react.useState)(null);
	const save = useMutation({
		mutationFn: (allowed) => saveSpectating(crawlerId, allowed),
		onSuccess: (next) => {
			queryClient.setQueryData(spectatingQueryKey(crawlerId), next);
			const text = next.allowed ? "Spectating is on: other sponsors may watch." : "Spectating is off: every view was closed.";
			setSaved({
				tone: "info",
				text
			});
			toast({
				title: next.allowed ? "Spectating turned on" : "Spectating turned off",
				variant: "success"
			});
		},
		onError: (error) => {
			setSaved({
				tone: "error",
				text: `Could not change spectating: ${errorMessage(error)}`
			});
			toast({
				title: "Could not change spectating",
				description: errorMessage(error),
				variant: "destructive"
			});
		}
	});
	const checkboxId = (0, import_react.useId)();
	if (!crawler.isAlive) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "spectating-heading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "spectating-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Eye, {
				"aria-hidden": true,
				className: "size-5"
			}), "Spectators"]
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, {
			className: "flex flex-col gap-3",
			children: status.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
				label: "Loading spectators…",
				className: "py-2"
			}) : status.isError && !status.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
				title: "Could not load spectators",
				message: errorMessage(status.error),
				onRetry: () => void status.refetch()
			}) : status.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "font-semibold text-bone",
					"aria-live": "polite",
					"data-testid": "watching-count",
					children: watchingLabel(status.data.watching)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex items-start gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						id: checkboxId,
						type: "checkbox",
						role: "switch",
						checked: status.data.allowed,
						disabled: save.isPending,
						onChange: (e) => save.mutate(e.currentTarget.checked),
						className: "mt-0.5 size-4 accent-gold-400 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						htmlFor: checkboxId,
						className: "text-sm text-bone",
						children: [
							"Allow other sponsors to watch ",
							crawler.name,
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "block text-xs text-ash",
								children: [
									"They see the room ",
									Math.round(SPECTATE_DELAY_MS / 1e3),
									" s late and cannot act."
								]
							})
						]
					})]
				}),
				saved ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
					tone: saved.tone,
					children: saved.text
				}) : null
			] }) : null
		})]
	});
});
// web/src/routes/crawler/panels/status-panel.tsx
var VITALS = [
	{
		key: "health",
		label: "Health",
		bar: "bg-blood-500"
	},
	{
		key: "energy",
		label: "Energy",
		bar: "bg-sky-500"
	},
	{
		key: "power",
		label: "Power",
		bar: "bg-violet-500"
	},
	{
		key: "experience",
		label: "Experience",
		bar: "bg-gold-400"
	}
];
var ATTRIBUTES = [
	{
		key: "might",
		label: "Might"
	},
	{
		key: "agility",
		label: "Agility"
	},
	{
		key: "endurance",
		label: "Endurance"
	},
	{
		key: "intellect",
		label: "Intellect"
	},
	{
		key: "charisma",
		label: "Charisma"
	},
	{
		key: "wisdom",
		label: "Wisdom"
	}
];
/** Spec 2 Equipment rows: Weapon, Armor, Accessory. */
var EQUIPMENT_ROWS = {
	weapon: "Weapon",
	armor: "Armor",
	accessory: "Accessory"
};
function vitalValues(crawler, key) {
	switch (key) {
		case "health": return {
			value: crawler.health,
			max: crawler.maxHealth
		};
		case "energy": return {
			value: crawler.energy,
			max: crawler.maxEnergy
		};
		case "power": return {
			value: crawler.power,
			max: crawler.maxPower
		};
		case "experience": return {
			value: crawler.experience,
			max: crawler.experienceToNext
		};
	}
}
function VitalBar({ label, value, max, bar }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Meter, {
		label,
		value,
		max,
		barClass: bar
	});
}
var StatusPanel = (0, import_react.memo)(function StatusPanel({ crawler, crawlerId }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "status-heading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			id: "status-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Activity, {
				"aria-hidden": true,
				className: "size-5"
			}), CRAWLER_PAGE_TEXT.statusTitle]
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			className: "flex flex-col gap-4",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "flex flex-col gap-3",
					children: VITALS.map((v) => {
						const { value, max } = vitalValues(crawler, v.key);
						return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VitalBar, {
							label: v.label,
							value,
							max,
							bar: v.bar
						}, v.key);
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "flex items-center justify-between rounded-md border border-gold-500/30 bg-gold-900/30 px-3 py-2 text-sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "flex items-center gap-2 text-gold-200",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Coins, {
							"aria-hidden": true,
							className: "size-4"
						}), "Gold"]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "font-mono font-semibold text-gold-300",
						children: crawler.gold
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
					"aria-labelledby": "combat-stats-heading",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
						id: "combat-stats-heading",
						className: "mb-2 text-xs font-semibold tracking-[0.2em] text-ash uppercase",
						children: CRAWLER_PAGE_TEXT.combatStats
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
						className: "grid grid-cols-2 gap-2",
						children: ATTRIBUTES.map((a) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "flex items-center justify-between rounded-md bg-abyss/60 px-2.5 py-1.5 text-sm",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
								className: "text-ash",
								children: a.label
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
								className: "font-mono font-semibold text-bone",
								children: crawler[a.key]
							})]
						}, a.key))
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EquipmentSummary, { crawlerId })
			]
		})]
	});
});
function EquipmentSummary({ crawlerId }) {
	const loadout = useQuery({
		queryKey: loadoutQueryKey(crawlerId),
		queryFn: ({ signal }) => fetchLoadout(crawlerId, signal)
	});
	const equipped = loadout.data?.equipped ?? {};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "equipment-heading",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h3", {
				id: "equipment-heading",
				className: "mb-2 flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-ash uppercase",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Shield, {
					"aria-hidden": true,
					className: "size-3.5"
				}), CRAWLER_PAGE_TEXT.equipment]
			}),
			loadout.error && !loadout.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mb-2 flex flex-wrap items-center justify-between gap-2 text-xs text-blood-300",
				role: "alert",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "min-w-0 break-words",
					children: ["Equipment unavailable: ", errorMessage(loadout.error)]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "sm",
					variant: "secondary",
					onClick: () => void loadout.refetch(),
					children: CRAWLER_PAGE_TEXT.tryAgain
				})]
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
				className: "flex flex-col gap-1.5",
				children: EQUIPMENT_SLOTS.map((slot) => {
					const item = equipped[slot] ?? null;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex items-center justify-between gap-3 rounded-md bg-abyss/60 px-2.5 py-1.5 text-sm",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
							className: "text-ash",
							children: EQUIPMENT_ROWS[slot]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
							className: cn("min-w-0 truncate text-right", item ? "font-semibold text-bone" : "text-ash/70 italic"),
							title: item?.name,
							children: loadout.isPending ? "…" : item ? item.name : CRAWLER_PAGE_TEXT.empty
						})]
					}, slot);
				})
			})
		]
	});
}
// contract/standing-orders.ts
var percent = (what) => number({ message: `${what} must be a number from 0 to 100` }).int(`${what} must be a whole number`).min(0, `${what} must be at least 0`).max(100, `${what} must be at most 100`);
/** PUT /api/crawlers/:id/orders: the whole set (0 turns a percent rule off). Unknown fields are refused. */
var StandingOrders = object({
	retreatBelowPercent: percent("Retreat below"),
	restUntilPercent: percent("Rest until"),
	whenAttacked: _enum(WHEN_ATTACKED_OPTIONS, { message: "When attacked must be 'fight_back' or 'flee'" }),
	refusePvp: boolean({ message: "Refuse PVP rooms must be true or false" }),
	pickUpLoot: boolean({ message: "Pick up loot must be true or false" })
}).strict();
/** An action standing orders took, newest first, as the room events show it on the sponsor's return. */
var OrdersAction = object({
	seq: number().int(),
	at: number(),
	roomId: number().int().nullable(),
	message: string()
});
/** GET/PUT /api/crawlers/:id/orders and POST …/orders/idle, …/orders/control. */
var OrdersView = object({
	orders: StandingOrders,
	/** Whether the sponsor set them (false: the defaults). */
	customised: boolean(),
	/** Who acts for the crawler now: its orders (away or idle) or its sponsor. */
	control: _enum(["sponsor", "orders"]),
	recent: array(OrdersAction)
});
object({ because: _enum(["pressed", "left_page"]).optional() }).strict();
// web/src/api/orders-api.ts
var ordersQueryKey = (crawlerId) => [
	"crawler",
	crawlerId,
	"orders"
];
var base = (crawlerId) => `/api/crawlers/${encodeURIComponent(crawlerId)}/orders`;
function fetchOrders(crawlerId, signal) {
	return apiRequest("GET", base(crawlerId), {
		schema: OrdersView,
		signal
	});
}
function saveOrders(crawlerId, orders) {
	return apiRequest("PUT", base(crawlerId), {
		body: orders,
		schema: OrdersView
	});
}
function goIdle(crawlerId) {
	return apiRequest("POST", `${base(crawlerId)}/idle`, { schema: OrdersView });
}
function takeControl(crawlerId) {
	return apiRequest("POST", `${base(crawlerId)}/control`, { schema: OrdersView });
}
/**
* Says the page is going away (the tab closed or reloaded, the browser left for another site): a
* keepalive request outlives the page, so the crawler's orders take over 3 s after its socket went
* instead of 10 s, which a fight can outlast (a goblin's crits kill a fresh crawler in about 11 s).
* A reload joins again within the 3 s and keeps control. Nobody reads the answer.
*/
function sayPageLeft(crawlerId) {
	const headers = {
		Accept: "application/json",
		"Content-Type": "application/json"
	};
	const token = getStoredToken();
	if (token) headers.Authorization = `Bearer ${token}`;
	fetch(`${base(crawlerId)}/idle`, {
		method: "POST",
		headers,
		credentials: "include",
		keepalive: true,
		body: JSON.stringify({ because: "left_page" })
	}).catch(() => {});
}
// web/src/state/standing-orders.ts
/** Who is in control changes without the page (the sponsor's own other tab, the 10 s away rule): polled. */
var ORDERS_POLL_MS = 5e3;
/** A crawler's standing orders and who acts for it now (issue 19). */
function useOrders(crawlerId, enabled = true) {
	return useQuery({
		queryKey: ordersQueryKey(crawlerId),
		queryFn: ({ signal }) => fetchOrders(crawlerId, signal),
		refetchInterval: ORDERS_POLL_MS,
		enabled
	});
}
/** Go idle / Take control: the answer replaces the cached view. */
function useControlSwitch(crawlerId) {
	const queryClient = useQueryClient();
	const put = (view) => queryClient.setQueryData(ordersQueryKey(crawlerId), view);
	return {
		idle: useMutation({
			mutationFn: () => goIdle(crawlerId),
			onSuccess: put
		}),
		control: useMutation({
			mutationFn: () => takeControl(crawlerId),
			onSuccess: put
		})
	};
}
/** While the sponsor is in control, leaving the page hands the crawler to its orders 3 s later (sayPageLeft). */
function useOrdersOnLeave(crawlerId, inControl) {
	(0, import_react.useEffect)(() => {
		if (!inControl) return;
		const leave = () => sayPageLeft(crawlerId);
		window.addEventListener("pagehide", leave);
		return () => window.removeEventListener("pagehide", leave);
	}, [crawlerId, inControl]);
}
/** The page's words for who is in control. */
var ORDERS_TEXT = {
	title: "Standing orders",
	onOrders: "On standing orders",
	underControl: "Under your control",
	goIdle: "Go idle",
	takeControl: "Take control",
	saved: "Standing orders saved",
	loading: "Loading standing orders...",
	loadFailed: "Could not load standing orders"
};
// web/src/routes/crawler/panels/standing-orders-panel.tsx
var WHEN_ATTACKED_LABEL = {
	fight_back: "Fight back",
	flee: "Flee"
};
var toDraft = (o) => ({
	retreat: String(o.retreatBelowPercent),
	rest: String(o.restUntilPercent),
	whenAttacked: o.whenAttacked,
	refusePvp: o.refusePvp,
	pickUpLoot: o.pickUpLoot
});
/** A whole percent 0-100, or the message that says why not. */
function parsePercent(text, what) {
	const t = text.trim();
	if (!/^\d{1,3}$/.test(t)) return { error: `${what} must be a whole number from 0 to 100` };
	const value = Number(t);
	return value > 100 ? { error: `${what} must be at most 100` } : { value };
}
/** The draft as orders, or the field errors that stop it being saved. */
function draftToOrders(d) {
	const retreat = parsePercent(d.retreat, "Retreat below");
	const rest = parsePercent(d.rest, "Rest until");
	if ("error" in retreat || "error" in rest) return { errors: {
		retreat: "error" in retreat ? retreat.error : void 0,
		rest: "error" in rest ? rest.error : void 0
	} };
	return { orders: {
		retreatBelowPercent: retreat.value,
		restUntilPercent: rest.value,
		whenAttacked: d.whenAttacked,
		refusePvp: d.refusePvp,
		pickUpLoot: d.pickUpLoot
	} };
}
var StandingOrdersPanel = (0, import_react.memo)(function StandingOrdersPanel({ crawlerId, alive }) {
	const orders = useOrders(crawlerId);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "standing-orders-heading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, {
			className: "pb-2",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
				id: "standing-orders-heading",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollText, {
					"aria-hidden": true,
					className: "size-5"
				}), ORDERS_TEXT.title]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, {
			className: "flex flex-col gap-3",
			children: orders.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ControlLine, { view: orders.data }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrdersForm, {
				crawlerId,
				view: orders.data,
				disabled: !alive
			}, JSON.stringify(orders.data.orders))] }) : orders.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
				label: ORDERS_TEXT.loading,
				className: "justify-start py-4 text-sm"
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
				title: ORDERS_TEXT.loadFailed,
				message: errorMessage(orders.error),
				onRetry: () => void orders.refetch()
			})
		})]
	});
});
function ControlLine({ view }) {
	const onOrders = view.control === "orders";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "status",
		className: cn("text-sm font-semibold", onOrders ? "text-gold-300" : "text-moss-400"),
		children: onOrders ? ORDERS_TEXT.onOrders : ORDERS_TEXT.underControl
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: "text-xs text-ash",
		children: [
			"Your crawler follows these orders 3 s after you close its page (10 s after a lost connection), or at once when you press ",
			ORDERS_TEXT.goIdle,
			"."
		]
	})] });
}
function OrdersForm({ crawlerId, view, disabled }) {
	const queryClient = useQueryClient();
	const [draft, setDraft] = (0, import_react.useState)(() => toDraft(view.orders));
	const [errors, setErrors] = (0, import_react.useState)({});
	const ids = (0, import_react.useId)();
	const save = useMutation({
		mutationFn: (o) => saveOrders(crawlerId, o),
		onSuccess: (saved) => {
			queryClient.setQueryData(ordersQueryKey(crawlerId), saved);
			toastSuccess(ORDERS_TEXT.saved);
		},
		onError: (err) => toastError(`Could not save standing orders: ${errorMessage(err)}`)
	});
	const set = (key, value) => setDraft((d) => ({
		...d,
		[key]: value
	}));
	const submit = (event) => {
		event.preventDefault();
		const parsed = draftToOrders(draft);
		if ("errors" in parsed) {
			setErrors(parsed.errors);
			return;
		}
		setErrors({});
		save.mutate(parsed.orders);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		onSubmit: submit,
		className: "flex flex-col gap-3",
		"aria-label": ORDERS_TEXT.title,
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid grid-cols-2 gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
					label: "Retreat below %",
					inputMode: "numeric",
					value: draft.retreat,
					onChange: (e) => set("retreat", e.target.value),
					hint: errors.retreat ?? "0 = never",
					"aria-invalid": errors.retreat ? true : void 0,
					disabled
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
					label: "Rest until %",
					inputMode: "numeric",
					value: draft.rest,
					onChange: (e) => set("rest", e.target.value),
					hint: errors.rest ?? "in safe rooms; 0 = never",
					"aria-invalid": errors.rest ? true : void 0,
					disabled
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: "flex flex-col gap-1.5",
				disabled,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
					className: "mb-1 text-xs font-semibold tracking-wider text-ash uppercase",
					children: "When attacked"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "flex flex-wrap gap-4",
					children: WHEN_ATTACKED_OPTIONS.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "flex items-center gap-2 text-sm text-bone",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "radio",
							name: `${ids}-when`,
							value: option,
							checked: draft.whenAttacked === option,
							onChange: () => set("whenAttacked", option),
							className: "size-4 accent-gold-400 focus-visible:ring-2 focus-visible:ring-gold-300"
						}), WHEN_ATTACKED_LABEL[option]]
					}, option))
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
				className: "flex items-center gap-2 text-sm text-bone",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					type: "checkbox",
					checked: draft.refusePvp,
					onChange: (e) => set("refusePvp", e.target.checked),
					disabled,
					className: "size-4 accent-gold-400"
				}), "Refuse PVP rooms"]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
				className: "flex items-center gap-2 text-sm text-bone",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					type: "checkbox",
					checked: draft.pickUpLoot,
					onChange: (e) => set("pickUpLoot", e.target.checked),
					disabled,
					className: "size-4 accent-gold-400"
				}), "Pick up loot within reach"]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex items-center justify-between gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "text-xs text-ash",
					children: view.customised ? "Your orders" : "The default orders"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "primary",
					size: "sm",
					disabled: disabled || save.isPending,
					children: save.isPending ? "Saving..." : "Save orders"
				})]
			})
		]
	});
}
// web/src/routes/crawler/events/use-orders-events.ts
/**
* What standing orders did while the sponsor was away (issue 19) goes into the room events when the
* page opens, oldest first, each action once: the sponsor reads 'by standing orders' on return.
* Later actions arrive live (the room's `standing_orders` events) and are not repeated here.
*/
function useOrdersEvents(crawlerId, roomId, dispatch) {
	const orders = useOrders(crawlerId);
	const shown = (0, import_react.useRef)(false);
	const recent = orders.data?.recent;
	(0, import_react.useEffect)(() => {
		if (!recent || roomId === null || shown.current) return;
		shown.current = true;
		for (const a of [...recent].reverse()) dispatch({
			type: "add",
			event: {
				timestamp: a.at,
				type: "status",
				priority: "medium",
				message: a.message
			}
		});
	}, [
		recent,
		roomId,
		dispatch
	]);
}
// web/src/actions/key-help.ts
var first = (keys) => keys && keys.length > 0 ? keyLabel(keys[0]) : null;
/** The movement keys: 'WASD' when each is one character, else 'ArrowUp/ArrowLeft/...'. Null when none is bound. */
function moveKeys(b) {
	const keys = [
		b.moveNorth,
		b.moveWest,
		b.moveSouth,
		b.moveEast
	].map(first);
	if (keys.every((k) => k === null)) return null;
	const shown = keys.map((k) => k ?? "-");
	return shown.every((k) => k.length === 1) ? shown.join("") : shown.join("/");
}
function keyHelpText(b) {
	const move = moveKeys(b);
	return [
		move ? `${move} move (diagonals)` : null,
		"click target",
		first(b.attack) ? `${first(b.attack)} attack` : null,
		first(b.cycleTarget) ? `${first(b.cycleTarget)} cycle targets` : null,
		first(b.toggleGrid) ? `${first(b.toggleGrid)} toggle grid` : null
	].filter((p) => p !== null).join(", ");
}
// web/src/routes/crawler/tactical/combat-controls.tsx
/** 'Ready' or '1.4s' (one decimal). */
function cooldownText(msLeft) {
	return msLeft <= 0 ? "Ready" : `${(msLeft / 1e3).toFixed(1)}s`;
}
/** Ticks while a cooldown runs, then rests. */
function useCooldown(lastAt, cooldownMs) {
	const [now, setNow] = (0, import_react.useState)(() => performance.now());
	const left = cooldownRemaining(lastAt, cooldownMs, Math.max(now, lastAt ?? 0));
	(0, import_react.useEffect)(() => {
		if (lastAt === null) return;
		const timer = window.setInterval(() => {
			const t = performance.now();
			setNow(t);
			if (cooldownRemaining(lastAt, cooldownMs, t) <= 0) window.clearInterval(timer);
		}, 100);
		return () => window.clearInterval(timer);
	}, [lastAt, cooldownMs]);
	return left;
}
/**
* A button's cooldown, shown without colour alone: a dark sweep that shrinks as it runs out, the
* seconds left in figures, and the words 'cooling down' for a screen reader (static, so the name does
* not change every tick). Renders nothing when ready. The button needs `relative overflow-hidden`.
*/
function CooldownSweep({ cooldown }) {
	if (!cooldown || cooldown.msLeft <= 0) return null;
	const share = Math.min(1, cooldown.msLeft / cooldown.totalMs);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": true,
			"data-cooldown": true,
			className: "pointer-events-none absolute inset-x-0 bottom-0 bg-abyss/70",
			style: { height: `${Math.round(share * 100)}%` }
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": true,
			className: "pointer-events-none absolute inset-0 flex items-center justify-center font-mono text-xs font-bold text-bone",
			children: (cooldown.msLeft / 1e3).toFixed(1)
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "sr-only",
			children: " (cooling down)"
		})
	] });
}
/** The weapon a loadout could switch to: the equipped one, else the first weapon carried. */
function weaponChoice(loadout) {
	if (!loadout) return null;
	const equipped = loadout.equipped.weapon;
	if (equipped?.weapon) return equipped;
	return loadout.inventory.find((i) => i.category === "weapon" && i.weapon !== null) ?? null;
}
/**
* Weapon buttons: the crawler's weapon and 'Unarmed', each with its reach; the wielded one is pressed.
* Choosing the other equips or unequips it on the server (the loadout is the truth).
*/
var WeaponButtons = (0, import_react.memo)(function WeaponButtons({ crawlerId, loadout, disabled }) {
	const queryClient = useQueryClient();
	const weapon = weaponChoice(loadout);
	const wielding = loadout?.equipped.weapon?.weapon ? loadout.equipped.weapon : null;
	const change = useMutation({
		mutationFn: (next) => next ? equipItem(crawlerId, next.id) : unequipSlot(crawlerId, "weapon"),
		onSuccess: (view, next) => {
			queryClient.setQueryData(loadoutQueryKey(crawlerId), view);
			toast({
				title: "Weapon Changed",
				description: `${next ? `Now wielding ${next.name}` : "Now fighting unarmed"}: in full effect from the next room you enter`
			});
		},
		onError: (error) => toast({
			title: "Weapon Change Failed",
			description: errorMessage(error),
			variant: "destructive"
		})
	});
	const options = [...weapon ? [{
		key: `w-${weapon.id}`,
		label: weapon.name,
		range: weaponRangeUnits(weapon.weapon),
		item: weapon
	}] : [], {
		key: "unarmed",
		label: "Unarmed",
		range: weaponRangeUnits(null),
		item: null
	}];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		role: "group",
		"aria-label": "Weapons",
		className: "flex flex-wrap gap-1.5",
		children: options.map((o) => {
			const active = (o.item?.id ?? null) === (wielding?.id ?? null);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				"aria-pressed": active,
				disabled: disabled || change.isPending || !loadout,
				onClick: () => {
					if (!active) change.mutate(o.item);
				},
				className: cn("flex items-center gap-1.5 rounded-md border px-2.5 py-1.5 text-xs font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none disabled:opacity-50", active ? "border-gold-400 bg-gold-900/50 text-gold-200" : "border-rubble bg-vault text-ash hover:text-bone"),
				children: [
					o.item ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Swords, {
						"aria-hidden": true,
						className: "size-3.5"
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Hand, {
						"aria-hidden": true,
						className: "size-3.5"
					}),
					o.label,
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "font-mono text-[11px] font-normal",
						children: [o.range, " units"]
					})
				]
			}, o.key);
		})
	});
});
var HOTBAR_ICON = {
	basic_attack: Swords,
	defend: Shield,
	special: Sparkles
};
/**
* The crawler's hotbar: its first visibleCount slots as buttons (green: visible in the tactical view).
* `keyOf` names the key the account bound to a slot (issue 19; its digit by default, null when unbound).
*/
function HotbarButtons({ slots, onUse, disabled, keyOf = (hotkey) => hotkey, cooldownOf }) {
	if (slots.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		role: "group",
		"aria-label": "Hotbar",
		className: "flex flex-wrap gap-1.5",
		children: slots.map((slot) => {
			const action = isHotbarAction(slot.actionId) ? HOTBAR_ACTION[slot.actionId] : null;
			const Icon = isHotbarAction(slot.actionId) ? HOTBAR_ICON[slot.actionId] : Swords;
			const name = action?.name ?? slot.actionId;
			const key = keyOf(slot.hotkey);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				disabled,
				onClick: () => onUse(slot.hotkey),
				"aria-keyshortcuts": key ?? void 0,
				className: "relative flex h-11 min-w-11 flex-col overflow-hidden items-center justify-center rounded-md border border-moss-500/70 bg-moss-500/15 px-2 text-moss-400 transition-colors hover:bg-moss-500/25 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none disabled:opacity-45",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
						"aria-hidden": true,
						className: "size-4"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "text-[10px] font-semibold text-bone",
						children: name
					}),
					key ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "sr-only",
							children: " (key "
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("kbd", {
							className: "absolute top-0.5 right-1 font-mono text-[9px] text-ash",
							children: key
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "sr-only",
							children: ")"
						})
					] }) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CooldownSweep, { cooldown: cooldownOf?.(slot.actionId) })
				]
			}, slot.id);
		})
	});
}
var ATTACK_COOLDOWN_MS = COOLDOWN_MS.ROOM_VIEW_ATTACK;
// web/src/routes/crawler/tactical/death-panel.tsx
/** Permanent death (spec 1): the crawler can no longer act; the way back is the dashboard. */
function DeathPanel({ name }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		role: "alert",
		"aria-labelledby": "death-heading",
		className: "flex flex-col items-start gap-2 rounded-lg border border-blood-500/60 bg-blood-950/70 px-4 py-3",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h3", {
				id: "death-heading",
				className: "flex items-center gap-2 font-display text-lg font-bold text-blood-300",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skull, {
						"aria-hidden": true,
						className: "size-5"
					}),
					name,
					" has died"
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm text-bone",
				children: "Death is permanent: this crawler can no longer move, fight or loot. Your corporation is bankrupt and starts over."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				variant: "primary",
				size: "sm",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: "/",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(House, { "aria-hidden": true }), "Back to Dashboard"]
				})
			})
		]
	});
}
// web/src/canvas/hit-test.ts
/** Slack around a drawn entity that still counts as a hit, as a multiple of its radius. */
var HIT_SLACK = 1.6;
/** The least reach of a mouse click, and of a finger (a fingertip covers about 44 CSS px, WCAG 2.5.5). */
var MIN_REACH_PX = {
	mouse: 14,
	touch: 22
};
/** Whether a press and its release make a tap: same pointer, barely moved, quickly. */
function isTap(down, up) {
	if (!down || down.pointerId !== up.pointerId) return false;
	return Math.hypot(up.x - down.x, up.y - down.y) <= 10 && up.at - down.at <= 600;
}
/** A pointer's client position as a point on the canvas (CSS px from its top-left corner). */
function canvasPoint(rect, client) {
	return {
		x: client.clientX - rect.left,
		y: client.clientY - rect.top
	};
}
function pickAt(layout, point, scene, movers, minReach = MIN_REACH_PX.mouse) {
	const reach = Math.max(minReach, entityRadius(layout) * HIT_SLACK);
	let best = null;
	const consider = (pick, at) => {
		const d = Math.hypot(at.x * layout.pxPerPercentX - point.x, at.y * layout.pxPerPercentY - point.y);
		if (d <= reach && (!best || d < best.d)) best = {
			pick,
			d
		};
	};
	for (const c of scene.characters) if (c.isAlive) consider({
		kind: "character",
		id: c.id
	}, movers?.get(c.id) ?? c);
	for (const l of scene.loot) consider({
		kind: "loot",
		id: l.id
	}, l);
	return best?.pick ?? null;
}
// web/src/canvas/redraw.ts
/**
* Whether the picture changes with time alone: a room transition or the arrival fade, and (with
* motion on) the pulsing door zone and the turning target ring; damage numbers rise or fade either way.
*/
function isAnimating({ frame, view, appearance, now }) {
	if (frame.phase !== "idle" || frame.alpha < 1) return true;
	if (!appearance.reducedMotion && (frame.doorZone !== null || (view?.targetId ?? null) !== null)) return true;
	return (view?.floaters ?? []).some((f) => now - f.at >= 0 && now - f.at <= 1100);
}
function sameMovers(drawn, now, layout) {
	const current = now ?? /* @__PURE__ */ new Map();
	if (drawn.size !== current.size) return false;
	for (const [id, at] of current) {
		const was = drawn.get(id);
		if (!was) return false;
		if (Math.abs(was.x - at.x) * layout.pxPerPercentX >= .1 || Math.abs(was.y - at.y) * layout.pxPerPercentY >= .1) return false;
	}
	return true;
}
/** The page rebuilds the fight's view after every render: equal fields draw the same overlay. */
function sameView(a, b) {
	if (a === b) return true;
	if (!a || !b) return false;
	return a.targetId === b.targetId && a.rangeUnits === b.rangeUnits && a.selfId === b.selfId && a.selfHealth?.health === b.selfHealth?.health && a.selfHealth?.maxHealth === b.selfHealth?.maxHealth && a.speech === b.speech && a.floaters === b.floaters && a.dead === b.dead;
}
function samePlayer(a, f) {
	return a.x === f.x && a.y === f.y && a.facing === f.facing && a.alpha === f.alpha && a.doorZone === f.doorZone && a.phase === f.phase;
}
/**
* Decides, frame by frame, whether to draw. `shouldDraw` answers true for the first frame, for any
* change in what a frame depends on, while something animates, and once more after an animation
* ends (so its last state, e.g. a damage number gone, is drawn). Call `drawn` after drawing;
* `invalidate` forces the next frame (the canvas was resized or shown again).
*/
var RedrawScheduler = class {
	last = null;
	shouldDraw(inputs) {
		const last = this.last;
		if (!last) return true;
		if (last.animating || isAnimating(inputs)) return true;
		return !(last.scene === inputs.scene && last.layout === inputs.layout && last.dpr === inputs.dpr && last.palette === inputs.appearance.palette.name && last.reducedMotion === inputs.appearance.reducedMotion && last.showGrid === inputs.showGrid && samePlayer(last.player, inputs.frame) && sameMovers(last.movers, inputs.frame.movers, inputs.layout) && sameView(last.view, inputs.view));
	}
	drawn(inputs) {
		const { frame } = inputs;
		this.last = {
			scene: inputs.scene,
			layout: inputs.layout,
			dpr: inputs.dpr,
			palette: inputs.appearance.palette.name,
			reducedMotion: inputs.appearance.reducedMotion,
			showGrid: inputs.showGrid,
			player: {
				x: frame.x,
				y: frame.y,
				facing: frame.facing,
				alpha: frame.alpha,
				doorZone: frame.doorZone,
				phase: frame.phase
			},
			movers: new Map([...frame.movers ?? /* @__PURE__ */ new Map()].map(([id, at]) => [id, {
				x: at.x,
				y: at.y
			}])),
			view: inputs.view,
			animating: isAnimating(inputs)
		};
	}
	invalidate() {
		this.last = null;
	}
};
// web/src/routes/crawler/tactical/room-canvas.tsx
var MAX_DPR = 2;
var FOLLOW_MARGIN_PX = 48;
/** When the canvas scrolls in its frame, keeps the player in view. */
function follow(frame, layout, x, y) {
	if (!frame || !layout.scrolls) return;
	const px = x * layout.pxPerPercentX;
	const py = y * layout.pxPerPercentY;
	if (px < frame.scrollLeft + FOLLOW_MARGIN_PX) frame.scrollLeft = Math.max(0, px - FOLLOW_MARGIN_PX);
	else if (px > frame.scrollLeft + frame.clientWidth - FOLLOW_MARGIN_PX) frame.scrollLeft = px - frame.clientWidth + FOLLOW_MARGIN_PX;
	if (py < frame.scrollTop + FOLLOW_MARGIN_PX) frame.scrollTop = Math.max(0, py - FOLLOW_MARGIN_PX);
	else if (py > frame.scrollTop + frame.clientHeight - FOLLOW_MARGIN_PX) frame.scrollTop = py - frame.clientHeight + FOLLOW_MARGIN_PX;
}
/**
* Escape hands the keys back to the page: the room lets go of focus, and Tab or Shift+Tab then moves
* on from it to the controls after or before it. The browser counts from the element it left, and
* Shift+Tab would land on the room again: it stays out of the tab order until focus lands elsewhere.
*/
function leaveOnEscape(event) {
	if (event.key !== "Escape" || event.target !== event.currentTarget) return;
	event.preventDefault();
	const frame = event.currentTarget;
	frame.tabIndex = -1;
	frame.blur();
	document.addEventListener("focusin", () => frame.tabIndex = 0, { once: true });
}
/**
* Hosts the three canvas layers and runs the loop: update the session, then render what it holds
* when that differs from the last frame (canvas/redraw.ts).
* React only sizes the canvases; the renderer draws. The frame is the game's focus area: while it has
* focus (a click on it, Tab to it, or on arrival) the game keys act on the game only, shown by a ring;
* Escape or a click elsewhere gives them back to the page.
*/
function RoomCanvas({ session, layout, label, view, onPick, describedBy, autoFocus = false, onFocusChange }) {
	const frameRef = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (!autoFocus) return;
		const active = document.activeElement;
		if (active === null || active === document.body) frameRef.current?.focus({ preventScroll: true });
	}, [autoFocus]);
	const staticRef = (0, import_react.useRef)(null);
	const entityRef = (0, import_react.useRef)(null);
	const overlayRef = (0, import_react.useRef)(null);
	const layoutRef = (0, import_react.useRef)(layout);
	(0, import_react.useEffect)(() => {
		layoutRef.current = layout;
	}, [layout]);
	const appearance = useAppearance();
	const appearanceRef = (0, import_react.useRef)(appearance);
	(0, import_react.useEffect)(() => {
		appearanceRef.current = appearance;
		session.setReducedMotion(appearance.reducedMotion);
	}, [appearance, session]);
	const covered = useModalOpen();
	const visible = usePageVisible();
	const paused = covered || !visible;
	(0, import_react.useEffect)(() => {
		const s = staticRef.current;
		const e = entityRef.current;
		const o = overlayRef.current;
		if (!s || !e || !o || paused) return;
		const renderer = new RoomRenderer({
			static: s,
			entities: e,
			overlay: o
		});
		const scheduler = new RedrawScheduler();
		let raf = 0;
		const tick = (now) => {
			renderer.setAppearance(appearanceRef.current);
			session.update(now);
			const room = session.room;
			if (room) {
				const frame = session.frame(now);
				const dpr = Math.min(MAX_DPR, window.devicePixelRatio || 1);
				const inputs = {
					scene: room.scene,
					layout: layoutRef.current,
					dpr,
					appearance: appearanceRef.current,
					showGrid: session.showGrid,
					frame,
					view: view?.current,
					now
				};
				if (scheduler.shouldDraw(inputs)) {
					renderer.render(room.scene, inputs.layout, dpr, frame, inputs.showGrid, now, inputs.view);
					scheduler.drawn(inputs);
					const drawn = String(room.scene.roomId);
					if (s.dataset.drawnRoom !== drawn) s.dataset.drawnRoom = drawn;
					if (frame.phase === "idle") follow(frameRef.current, inputs.layout, frame.x, frame.y);
				}
			}
			raf = requestAnimationFrame(tick);
		};
		raf = requestAnimationFrame(tick);
		return () => cancelAnimationFrame(raf);
	}, [
		session,
		view,
		paused
	]);
	const pressRef = (0, import_react.useRef)(null);
	const mark = (event) => ({
		pointerId: event.pointerId,
		x: event.clientX,
		y: event.clientY,
		at: event.timeStamp
	});
	const pointerDown = (event) => {
		if (event.button !== 0) return;
		pressRef.current = mark(event);
	};
	const pointerUp = (event) => {
		const down = pressRef.current;
		pressRef.current = null;
		const room = session.room;
		if (!room || !onPick || !isTap(down, mark(event))) return;
		const point = canvasPoint(event.currentTarget.getBoundingClientRect(), event);
		const reach = event.pointerType === "mouse" ? MIN_REACH_PX.mouse : MIN_REACH_PX.touch;
		const pick = pickAt(layoutRef.current, point, room.scene, session.frame(performance.now()).movers, reach);
		if (pick) onPick(pick);
	};
	const size = {
		width: layout.width,
		height: layout.height
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		ref: frameRef,
		"data-palette": appearance.palette.name,
		[GAME_SCOPE_ATTRIBUTE]: "",
		role: "application",
		"aria-label": "Tactical room",
		"aria-describedby": describedBy,
		tabIndex: 0,
		onKeyDown: leaveOnEscape,
		onFocus: () => onFocusChange?.(true),
		onBlur: () => onFocusChange?.(false),
		className: "mx-auto overflow-auto rounded-lg border border-rubble bg-abyss shadow-inner outline-none focus:ring-2 focus:ring-gold-300 focus:ring-offset-2 focus:ring-offset-abyss",
		style: {
			maxWidth: layout.maxWidth,
			maxHeight: layout.maxHeight,
			width: Math.min(layout.width, layout.maxWidth) + 2
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "relative",
			style: size,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("canvas", {
					ref: staticRef,
					role: "img",
					"aria-label": label,
					className: "absolute inset-0 cursor-crosshair",
					style: size,
					onPointerDown: pointerDown,
					onPointerUp: pointerUp,
					onPointerCancel: () => pressRef.current = null
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("canvas", {
					ref: entityRef,
					"aria-hidden": true,
					className: "pointer-events-none absolute inset-0",
					style: size
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("canvas", {
					ref: overlayRef,
					"aria-hidden": true,
					className: "pointer-events-none absolute inset-0",
					style: size
				})
			]
		})
	});
}
// web/src/routes/crawler/tactical/room-notice.tsx
/** How long a refusal stays under the room after the last press that earned it. */
var NOTICE_MS = 4e3;
/**
* Why the last intent was refused, once, where the player is looking (under the room), instead of a
* toast per key press. A press refused for the reason already shown keeps the line (and its words:
* a screen reader hears it once); another reason replaces it.
*/
function useRoomNotice() {
	const [notice, setNotice] = (0, import_react.useState)(null);
	const timer = (0, import_react.useRef)(void 0);
	const say = (0, import_react.useCallback)((next) => {
		setNotice((shown) => shown?.reason === next.reason ? shown : next);
		window.clearTimeout(timer.current);
		timer.current = window.setTimeout(() => setNotice(null), NOTICE_MS);
	}, []);
	(0, import_react.useEffect)(() => () => window.clearTimeout(timer.current), []);
	return {
		notice,
		say
	};
}
/** The notice line: always in the page (a polite live region announces what appears in it). */
function RoomNoticeLine({ notice }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "status",
		"aria-live": "polite",
		className: "min-h-5 text-center text-sm text-ember-400",
		children: notice ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("strong", {
				className: "font-semibold",
				children: [notice.title, ":"]
			}),
			" ",
			notice.description
		] }) : null
	});
}
// web/src/lib/compass.ts
var COMPASS_POINTS = [
	"north",
	"north-east",
	"east",
	"south-east",
	"south",
	"south-west",
	"west",
	"north-west"
];
/** The offset from `from` to `to` in feet (east and south positive). */
function offsetFeet(from, to, room) {
	return {
		east: (to.x - from.x) / 100 * room.widthFeet,
		south: (to.y - from.y) / 100 * room.heightFeet
	};
}
/** Straight-line distance in feet. */
function distanceFeet(from, to, room) {
	const { east, south } = offsetFeet(from, to, room);
	return Math.hypot(east, south);
}
/** The nearest of the eight compass points (45° sectors centred on each); null when `to` is right here. */
function compassPoint(from, to, room) {
	const { east, south } = offsetFeet(from, to, room);
	if (Math.hypot(east, south) < 1) return null;
	const bearing = Math.atan2(east, -south) * 180 / Math.PI;
	return COMPASS_POINTS[Math.round((bearing + 360) % 360 / 45) % 8];
}
/** '15 ft north-east', or 'right here' when it is under a foot away. Feet are whole feet. */
function distanceAndDirection(from, to, room) {
	const point = compassPoint(from, to, room);
	if (point === null) return "right here";
	return `${Math.max(1, Math.round(distanceFeet(from, to, room)))} ft ${point}`;
}
// web/src/state/room-text.ts
var ROOM_TEXT_KINDS = [
	"mob",
	"npc",
	"player",
	"item",
	"chest",
	"door",
	"stairs",
	"cover",
	"wall"
];
/** Where each door is drawn: the middle of its wall (canvas/static-layer.ts doorZoneRect). */
var DOOR_AT = {
	north: {
		x: 50,
		y: 0
	},
	south: {
		x: 50,
		y: 100
	},
	east: {
		x: 100,
		y: 50
	},
	west: {
		x: 0,
		y: 50
	}
};
var STAIRS_AT = {
	x: 50,
	y: 50
};
function healthText(c) {
	if (c.health === null) return null;
	const now = Math.max(0, Math.round(c.health));
	return c.maxHealth !== null ? `${now}/${Math.round(c.maxHealth)} HP` : `${now} HP`;
}
/** What kind of character, as the canvas tells it by shape and colour. */
function characterKindText(c) {
	if (c.kind === "player") return "crawler";
	if (c.kind === "npc") return c.role ? `NPC, ${c.role.replace(/_/g, " ")}` : "NPC";
	return c.isBoss ? `${c.disposition} boss` : c.disposition;
}
/** Every thing in the room as one line each, nearest first (ties: characters before things, then by name). */
function roomTextEntries(scene, self, options = {}) {
	const room = {
		widthFeet: scene.widthFeet,
		heightFeet: scene.heightFeet
	};
	const where = (at) => ({
		feet: distanceFeet(self, at, room),
		words: distanceAndDirection(self, at, room)
	});
	const entries = [];
	for (const c of scene.characters) {
		if (!c.isAlive) continue;
		const w = where(c);
		const parts = [
			c.name,
			characterKindText(c),
			healthText(c),
			w.words
		];
		if (c.id === options.targetId) parts.push("targeted");
		const says = options.says?.(c.id);
		if (says) parts.push(`says: ${says}`);
		entries.push({
			id: c.id,
			kind: c.kind,
			text: parts.filter(Boolean).join(", "),
			feet: w.feet
		});
	}
	for (const l of scene.loot) {
		const w = where(l);
		entries.push({
			id: l.id,
			kind: l.isContainer ? "chest" : "item",
			text: `${l.name}, ${l.isContainer ? "chest" : "loot"}, ${w.words}`,
			feet: w.feet
		});
	}
	for (const d of scene.doors) {
		const w = where(DOOR_AT[d]);
		entries.push({
			id: `door-${d}`,
			kind: "door",
			text: `Door, ${d} exit, ${w.words}`,
			feet: w.feet
		});
	}
	if (scene.hasStairs) {
		const w = where(STAIRS_AT);
		entries.push({
			id: "stairs",
			kind: "stairs",
			text: `Stairs down to the next floor, ${w.words}`,
			feet: w.feet
		});
	}
	for (const o of scene.obstacles) {
		if (o.kind === "door") continue;
		const w = where({
			x: o.rect.x + o.rect.w / 2,
			y: o.rect.y + o.rect.h / 2
		});
		const name = o.name || (o.kind === "cover" ? "Cover" : "Wall");
		entries.push({
			id: o.id,
			kind: o.kind,
			text: `${name}, ${o.kind === "cover" ? "cover" : "blocks the way"}, ${w.words}`,
			feet: w.feet
		});
	}
	const rank = (k) => ROOM_TEXT_KINDS.indexOf(k);
	return entries.sort((a, b) => Math.round(a.feet) - Math.round(b.feet) || rank(a.kind) - rank(b.kind) || a.text.localeCompare(b.text));
}
var plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
/**
* The text view's one announced line: what is in the room, by kind. It changes when something
* arrives, dies, leaves or is picked up, not at every step, so a polite live region can carry it.
*/
function roomTextSummary(scene) {
	const exits = plural(scene.doors.length, "exit", "exits") + (scene.hasStairs ? " and stairs down" : "");
	if (!scene.entitiesLoaded) return `Loading what is in the room. ${exits}.`;
	const alive = scene.characters.filter((c) => c.isAlive);
	const hostile = alive.filter((c) => c.kind === "mob" && c.disposition === "hostile").length;
	const neutral = alive.filter((c) => c.kind === "mob" && c.disposition === "neutral").length;
	const friendly = alive.filter((c) => c.kind === "mob" && c.disposition === "friendly").length;
	const npcs = alive.filter((c) => c.kind === "npc").length;
	const players = alive.filter((c) => c.kind === "player").length;
	const counts = [
		hostile ? `${hostile} hostile` : null,
		neutral ? `${neutral} neutral` : null,
		friendly ? `${friendly} friendly` : null,
		npcs ? plural(npcs, "NPC", "NPCs") : null,
		players ? plural(players, "other crawler", "other crawlers") : null,
		scene.loot.length ? plural(scene.loot.length, "loot", "loot") : null
	].filter(Boolean);
	return `${counts.length > 0 ? `In the room: ${counts.join(", ")}` : "Nothing else in the room"}. ${exits}.`;
}
// web/src/routes/crawler/tactical/room-text-view.tsx
/** Whether the text view was left open, kept per browser so a screen-reader user opens it once. */
var STORAGE_KEY = "ctf-room-text-view";
function readOpen() {
	try {
		return window.localStorage.getItem(STORAGE_KEY) === "open";
	} catch {
		return false;
	}
}
function useRoomTextViewOpen() {
	const [open, setOpenState] = (0, import_react.useState)(readOpen);
	return [open, (0, import_react.useCallback)((next) => {
		setOpenState(next);
		try {
			window.localStorage.setItem(STORAGE_KEY, next ? "open" : "closed");
		} catch {}
	}, [])];
}
/**
* The room as text (issue 19, "Seeing"): every thing the canvas draws, with health, distance and
* compass direction, nearest first. The list follows the crawler as it walks but is not a live region
* (it would flood a screen reader at every step); only the summary line, which changes when something
* arrives, dies, leaves or is picked up, is announced politely.
*/
function RoomTextView({ scene, self, targetId, bubbles, open, onOpenChange }) {
	const regionId = (0, import_react.useId)();
	const headingId = (0, import_react.useId)();
	const entries = (0, import_react.useMemo)(() => open ? roomTextEntries(scene, {
		x: self.x,
		y: self.y
	}, {
		targetId,
		says: (id) => bubbles.find((b) => b.id === id)?.text
	}) : [], [
		open,
		scene,
		self.x,
		self.y,
		targetId,
		bubbles
	]);
	const summary = roomTextSummary(scene);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col gap-2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
			variant: "secondary",
			size: "sm",
			className: "self-start",
			"aria-expanded": open,
			"aria-controls": regionId,
			onClick: () => onOpenChange(!open),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollText, { "aria-hidden": true }),
				open ? "Hide room text view" : "Show room text view",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronDown, {
					"aria-hidden": true,
					className: cn("transition-transform motion-reduce:transition-none", open && "rotate-180")
				})
			]
		}), open ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			id: regionId,
			"aria-labelledby": headingId,
			className: "rounded-md border border-rubble bg-abyss/60 p-3",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					id: headingId,
					className: "text-sm font-semibold text-gold-200",
					children: "Room text view"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					role: "status",
					"aria-live": "polite",
					className: "mt-1 text-sm text-bone",
					children: summary
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					"aria-label": "Things in the room, nearest first",
					className: "mt-2 flex flex-col gap-1 text-sm text-bone",
					children: entries.map((e) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						"data-entity-id": e.id,
						className: "rounded bg-crypt/70 px-2 py-1",
						children: [e.text, e.kind === "player" && /^crawler-\d+$/.test(e.id) ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [" ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: `/watch/${e.id.slice(8)}`,
							"aria-label": `Watch ${e.text.split(",")[0]}`,
							className: "rounded-sm text-gold-300 underline focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none",
							children: "Watch"
						})] }) : null]
					}, e.id))
				})
			]
		}) : null]
	});
}
// web/src/routes/crawler/tactical/touch-controls.tsx
/** Eight buttons around an empty centre: diagonals hold two walking actions at once. */
var PAD = [
	{
		label: "Move north-west",
		actions: ["moveNorth", "moveWest"],
		Icon: ArrowUpLeft
	},
	{
		label: "Move north",
		actions: ["moveNorth"],
		Icon: ArrowUp
	},
	{
		label: "Move north-east",
		actions: ["moveNorth", "moveEast"],
		Icon: ArrowUpRight
	},
	{
		label: "Move west",
		actions: ["moveWest"],
		Icon: ArrowLeft
	},
	null,
	{
		label: "Move east",
		actions: ["moveEast"],
		Icon: ArrowRight
	},
	{
		label: "Move south-west",
		actions: ["moveSouth", "moveWest"],
		Icon: ArrowDownLeft
	},
	{
		label: "Move south",
		actions: ["moveSouth"],
		Icon: ArrowDown
	},
	{
		label: "Move south-east",
		actions: ["moveSouth", "moveEast"],
		Icon: ArrowDownRight
	}
];
var FIGHT = [
	{
		label: "Attack",
		action: "attack",
		Icon: Swords,
		tone: "border-blood-500/70 bg-blood-950/70 text-blood-300 active:bg-blood-700"
	},
	{
		label: "Target",
		action: "cycleTarget",
		Icon: Crosshair,
		tone: "border-gold-500/60 bg-gold-900/40 text-gold-200 active:bg-gold-900/80"
	},
	{
		label: "Dodge",
		action: "dodge",
		Icon: Shield,
		tone: "border-sky-500/60 bg-sky-950/50 text-sky-300 active:bg-sky-900"
	}
];
/**
* On-screen controls for touch screens (hidden from lg up, where the keyboard is assumed): the D-pad
* (a tap walks one square, press and hold to walk on) and the fight's three buttons (attack, next target, dodge). Every press
* goes through the same action dispatcher as the keys.
*/
function TouchControls({ manager, context, disabled, fightDisabled = disabled, cooldowns }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto flex w-max items-center gap-4 select-none lg:hidden",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MovePad, {
			manager,
			context,
			disabled
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			role: "group",
			"aria-label": "Combat controls",
			className: "grid touch-manipulation grid-cols-1 gap-1.5",
			children: FIGHT.map(({ label, action, Icon, tone }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				disabled: fightDisabled,
				onClick: () => manager.perform(action, context),
				className: `relative flex h-12 w-20 items-center overflow-hidden justify-center gap-1.5 rounded-lg border text-xs font-bold focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none disabled:opacity-40 ${tone}`,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
						"aria-hidden": true,
						className: "size-4"
					}),
					label,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CooldownSweep, { cooldown: action === "attack" ? cooldowns?.attack : action === "dodge" ? cooldowns?.dodge : void 0 })
				]
			}, action))
		})]
	});
}
function MovePad({ manager, context, disabled }) {
	const press = (actions) => actions.forEach((a) => manager.perform(a, context, "press"));
	const release = (actions) => actions.forEach((a) => manager.perform(a, context, "release"));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		role: "group",
		"aria-label": "Movement controls",
		className: "grid w-max touch-none grid-cols-3 gap-1.5",
		children: PAD.map((button, i) => button ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			"aria-label": button.label,
			disabled,
			onPointerDown: (e) => {
				e.currentTarget.setPointerCapture(e.pointerId);
				press(button.actions);
			},
			onPointerUp: () => release(button.actions),
			onPointerCancel: () => release(button.actions),
			onLostPointerCapture: () => release(button.actions),
			onContextMenu: (e) => e.preventDefault(),
			onClick: (e) => {
				if (e.detail !== 0) return;
				press(button.actions);
				release(button.actions);
			},
			className: "flex size-12 items-center justify-center rounded-lg border border-rubble bg-vault text-bone active:border-gold-400 active:bg-gold-900/60 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none disabled:opacity-40",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(button.Icon, {
				"aria-hidden": true,
				className: "size-5"
			})
		}, button.label) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": true,
			className: "size-12"
		}, `centre-${i}`))
	});
}
// contract/loot.ts
/** Spec section 3, Ground item: a loose item or a chest on a room's floor (positions in room percent). */
var GroundItem = object({
	id: number().int(),
	positionX: number(),
	positionY: number(),
	equipment: object({
		name: string(),
		rarity: string(),
		mightBonus: number(),
		agilityBonus: number(),
		enduranceBonus: number(),
		defenseValue: number(),
		equipmentType: object({ category: string() })
	})
});
object({ crawlerId: DbId }).strict();
/** POST /api/ground-items/:id/pickup and /api/loot-entity/:id/pickup. */
var PickupResponse = union([object({
	success: literal(true),
	message: string(),
	equipment: Item
}), object({
	success: literal(false),
	message: string(),
	winner: string()
})]);
object({
	crawlerId: DbId,
	roomId: DbId,
	position: object({
		x: number().finite(),
		y: number().finite()
	}).strict()
}).strict();
var ContainerResponse = object({
	success: literal(true),
	containerName: string(),
	spawnedItems: array(GroundItem)
});
var LootErrorCode = {
	gone: "item_gone",
	tooFar: "too_far",
	wrongRoom: "wrong_room",
	opened: "already_opened"
};
// web/src/api/room-api.ts
var crawlerPath = (crawlerId, tail) => `/api/crawlers/${encodeURIComponent(crawlerId)}/${tail}`;
/** Ground items live under the crawler's keys too, per room: ['crawler', id, 'ground-items', roomId]. */
var groundItemsQueryKey = (crawlerId, roomId) => [
	"crawler",
	crawlerId,
	"ground-items",
	roomId
];
/** Spec 7: 30 s stale time. */
var GROUND_ITEMS_STALE_MS = 3e4;
function fetchGroundItems(roomId, signal) {
	return apiRequest("GET", `/api/room/${roomId}/ground-items`, {
		schema: array(GroundItem),
		signal
	});
}
function pickUpGroundItem(itemId, crawlerId) {
	return apiRequest("POST", `/api/ground-items/${itemId}/pickup`, {
		body: { crawlerId },
		schema: PickupResponse
	});
}
function pickUpLootEntity(itemId, crawlerId) {
	return apiRequest("POST", `/api/loot-entity/${itemId}/pickup`, {
		body: { crawlerId },
		schema: PickupResponse
	});
}
function openContainer(containerId, body) {
	return apiRequest("POST", `/api/loot-container/${containerId}/interact`, {
		body,
		schema: ContainerResponse
	});
}
function postPosition(crawlerId, body) {
	return apiRequest("POST", crawlerPath(crawlerId, "position"), {
		body,
		schema: PositionResponse
	});
}
function postAttack(crawlerId, targetId) {
	return apiRequest("POST", crawlerPath(crawlerId, "attack"), {
		body: { targetId },
		schema: AttackResponse
	});
}
// web/src/state/npc-speech.ts
var initialSpeech = {
	speaking: {},
	visits: {}
};
function idSeed(id) {
	let h = 0;
	for (let i = 0; i < id.length; i++) h = h * 31 + id.charCodeAt(i) >>> 0;
	return h;
}
/** Who is speaking now; returns `prev` itself when nothing changed. */
function updateSpeech(prev, self, characters, room) {
	const speaking = {};
	const visits = { ...prev.visits };
	let changed = false;
	for (const c of characters) {
		if (c.kind !== "npc" || !isNpcRole(c.role)) continue;
		if (feetBetween(self, c, room) > NPC.speechRadiusFeet) continue;
		const current = prev.speaking[c.id];
		if (current !== void 0) {
			speaking[c.id] = current;
			continue;
		}
		const visit = prev.visits[c.id] ?? 0;
		speaking[c.id] = idSeed(c.id) + visit;
		visits[c.id] = visit + 1;
		changed = true;
	}
	if (!changed && Object.keys(speaking).length === Object.keys(prev.speaking).length) return prev;
	return {
		speaking,
		visits
	};
}
/** The bubbles to draw: each speaking NPC's current line (the room's type decides whether its NPC gives the entrance hints). */
function speechBubbles(state, characters, roomType) {
	const out = [];
	for (const c of characters) {
		const index = state.speaking[c.id];
		if (index === void 0 || !isNpcRole(c.role)) continue;
		out.push({
			id: c.id,
			name: c.name,
			text: speechLine(c.role, index, roomType)
		});
	}
	return out;
}
/**
* The bubbles that appeared between two states (an NPC that started speaking), for the room events
* log: the canvas shows the bubble, the log says it in words.
*/
function startedSpeaking(prev, next, characters, roomType) {
	if (prev === next) return [];
	return speechBubbles(next, characters, roomType).filter((b) => prev.speaking[b.id] === void 0);
}
// web/src/routes/crawler/tactical/use-live-room.ts
/**
* Holds the live room model and its socket outside React (messages arrive at the server's tick
* rate) and tells its subscribers when either changes; notes go to the one notes listener.
*/
var LiveRoomStore = class {
	state = initialLiveRoom;
	/** What the page reads: a new object only when something it shows changed. */
	view = liveRoomView(initialLiveRoom, initialLiveRoom);
	status = "closed";
	socket = null;
	listeners = /* @__PURE__ */ new Set();
	notesListener = null;
	receive(message) {
		const { state, notes } = applyServerMessage(this.state, message);
		if (state !== this.state) {
			this.state = state;
			const view = liveRoomView(this.view, state);
			if (view !== this.view) {
				this.view = view;
				this.emit();
			}
		}
		if (notes.length > 0) this.notesListener?.(notes);
	}
	listenForNotes(listener) {
		this.notesListener = listener;
	}
	/** Opens the crawler's socket; the returned function closes it. */
	connect(crawlerId) {
		const socket = new RoomSocket({
			crawlerId,
			url: () => socketUrl(window.location, getStoredToken()),
			onMessage: (message) => this.receive(message),
			onStatus: (status) => {
				this.status = status;
				this.emit();
			}
		});
		this.socket = socket;
		socket.start();
		this.emit();
		return () => {
			socket.stop();
			if (this.socket === socket) this.socket = null;
			this.emit();
		};
	}
	subscribe = (listener) => {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	};
	emit() {
		for (const l of this.listeners) l();
	}
};
/**
* One WebSocket per crawler view: connects while `enabled` (a living crawler), joins its room,
* reconnects with back-off and exposes the live model and the socket's status.
*/
function useLiveRoom(crawlerId, enabled) {
	const [store] = (0, import_react.useState)(() => new LiveRoomStore());
	const notesRef = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		store.listenForNotes((notes) => notesRef.current?.(notes));
		return () => store.listenForNotes(null);
	}, [store]);
	(0, import_react.useEffect)(() => {
		if (!enabled || typeof WebSocket === "undefined") return;
		return store.connect(crawlerId);
	}, [
		crawlerId,
		enabled,
		store
	]);
	return {
		live: (0, import_react.useSyncExternalStore)(store.subscribe, () => store.view, () => store.view),
		status: (0, import_react.useSyncExternalStore)(store.subscribe, () => store.status, () => store.status),
		socket: (0, import_react.useSyncExternalStore)(store.subscribe, () => store.socket, () => store.socket),
		notesRef
	};
}
// web/src/routes/crawler/tactical/use-pickups.ts
/** How often the page looks for something to pick up (a sweep itself runs at most every 500 ms). */
var CHECK_MS$1 = 250;
/** A position counts as known to the server this long after it was sent (it applies at the next tick). */
var SETTLED_MS = 250;
/**
* Spec 5/8 pick-ups: walking within reach of an item picks it up (one sweep every 500 ms at most,
* each item tried once until cleared), with the spec's toasts; chests open with 'Open' (or E, or a
* click) within 15 ft. The reach is judged from the position the server already has.
*/
function usePickups({ crawlerId, crawlerNumber, scene, groundItems, throttle, serverSelf, flushPosition, active, dispatch }) {
	const queryClient = useQueryClient();
	const latest = (0, import_react.useRef)({
		scene,
		groundItems,
		serverSelf
	});
	const sweep = (0, import_react.useRef)({
		attempted: /* @__PURE__ */ new Set(),
		lastSweepAt: null,
		busy: false,
		roomId: null
	});
	(0, import_react.useEffect)(() => {
		latest.current.serverSelf = serverSelf;
	}, [serverSelf]);
	(0, import_react.useEffect)(() => {
		latest.current = {
			...latest.current,
			scene,
			groundItems
		};
		const roomId = scene?.roomId ?? null;
		if (sweep.current.roomId !== roomId) sweep.current = {
			attempted: /* @__PURE__ */ new Set(),
			lastSweepAt: null,
			busy: false,
			roomId
		};
	}, [scene, groundItems]);
	const refreshLoot = (0, import_react.useCallback)((roomId) => {
		queryClient.invalidateQueries({ queryKey: groundItemsQueryKey(crawlerId, roomId) });
		queryClient.invalidateQueries({ queryKey: dungeonKeys.tactical(crawlerId) });
	}, [crawlerId, queryClient]);
	const attempt = (0, import_react.useCallback)(async (target, roomId) => {
		const state = sweep.current;
		state.attempted.add(target.key);
		state.busy = true;
		try {
			const result = target.route === "ground-item" ? await pickUpGroundItem(target.id, crawlerNumber) : await pickUpLootEntity(target.id, crawlerNumber);
			if (result.success) {
				toast({
					title: "Item Picked Up",
					description: `You picked up ${result.equipment.name}`,
					variant: "success"
				});
				dispatch({
					type: "add",
					event: {
						timestamp: Date.now(),
						type: "interaction",
						priority: "medium",
						message: `You picked up ${result.equipment.name}`,
						entityId: target.key,
						entityName: result.equipment.name
					}
				});
				queryClient.invalidateQueries({ queryKey: loadoutQueryKey(crawlerId) });
			} else toast({
				title: "Item Lost",
				description: result.message || `Lost roll-off to ${result.winner}`,
				variant: "destructive"
			});
			refreshLoot(roomId);
		} catch (error) {
			if (error instanceof ResponseShapeError) {
				toast({
					title: "Pickup Response",
					description: "Unexpected response from server",
					variant: "destructive"
				});
				return;
			}
			if (isApiError(error) && error.code === LootErrorCode.tooFar) {
				state.attempted.delete(target.key);
				console.info("Pick-up out of reach for now", error.message);
				return;
			}
			const message = isApiError(error) || error instanceof Error ? errorMessage(error) : "";
			toast({
				title: "Pickup Failed",
				description: message || "Could not pick up item",
				variant: "destructive"
			});
			if (isGoneMessage(message)) {
				state.attempted.delete(target.key);
				refreshLoot(roomId);
			}
		} finally {
			state.busy = false;
		}
	}, [
		crawlerId,
		crawlerNumber,
		dispatch,
		queryClient,
		refreshLoot
	]);
	(0, import_react.useEffect)(() => {
		if (!active) return;
		const timer = window.setInterval(() => {
			const state = sweep.current;
			const { scene: s, groundItems: ground, serverSelf: live } = latest.current;
			if (!s || state.busy || state.roomId !== s.roomId) return;
			const now = performance.now();
			if (!sweepDue(now, state.lastSweepAt)) return;
			const at = serverSidePosition(live, throttle.settled(now, SETTLED_MS), s.roomId);
			if (!at) return;
			state.lastSweepAt = now;
			const target = pickupCandidate({
				now,
				lastSweepAt: null,
				self: at,
				room: {
					widthFeet: s.widthFeet,
					heightFeet: s.heightFeet
				},
				groundItems: ground,
				lootEntities: s.loot,
				attempted: state.attempted
			});
			if (!target || !stillOnGround(target, ground)) return;
			attempt(target, s.roomId);
		}, CHECK_MS$1);
		return () => window.clearInterval(timer);
	}, [
		active,
		attempt,
		throttle
	]);
	return { open: (0, import_react.useCallback)(async (chest, position) => {
		const s = latest.current.scene;
		const id = chestId(chest.id);
		if (!s || id === null) return;
		flushPosition();
		const sent = throttle.last;
		const wait = sent ? Math.max(0, sent.at + SETTLED_MS - performance.now()) : 0;
		if (wait > 0) await new Promise((resolve) => window.setTimeout(resolve, wait));
		try {
			const result = await openContainer(id, {
				crawlerId: crawlerNumber,
				roomId: s.roomId,
				position: {
					x: position.x,
					y: position.y
				}
			});
			const n = result.spawnedItems.length;
			toast({
				title: "Container Opened",
				description: `You opened ${result.containerName} and found ${n} items!`,
				variant: "success"
			});
			dispatch({
				type: "add",
				event: {
					timestamp: Date.now(),
					type: "interaction",
					priority: "medium",
					message: `You opened ${result.containerName} and found ${n} items`,
					entityId: chest.id,
					entityName: result.containerName
				}
			});
			refreshLoot(s.roomId);
		} catch (error) {
			console.warn("Container interaction failed", error);
			if (isApiError(error) && error.code === LootErrorCode.opened) refreshLoot(s.roomId);
		}
	}, [
		crawlerNumber,
		dispatch,
		flushPosition,
		refreshLoot,
		throttle
	]) };
}
// web/src/state/position-reports.ts
var POSITION_REPORT_MS = COMBAT.tickMs;
/** Moves smaller than this (room percent) are not worth a report. */
var EPSILON = .01;
var PositionThrottle = class {
	last = null;
	intervalMs;
	history = [];
	constructor(intervalMs = POSITION_REPORT_MS) {
		this.intervalMs = intervalMs;
	}
	/** The server already has this position (entering a room, a correction): nothing to report. */
	reset(roomId, x, y, at) {
		this.last = {
			roomId,
			x,
			y,
			at
		};
		this.history = [this.last];
	}
	/**
	* The newest position sent at least `ageMs` ago: where the server surely has the crawler by now
	* (a report is applied at the next tick). Range checks the server repeats (pick-ups) use it.
	*/
	settled(now, ageMs) {
		for (let i = this.history.length - 1; i >= 0; i--) {
			const p = this.history[i];
			if (now - p.at >= ageMs) return p;
		}
		return null;
	}
	/**
	* The position to report now, or null; records it as sent. 'throttled': only when it changed and
	* 200 ms have passed; 'now': when it changed, at once; 'forced': always (spec's forced variant).
	*/
	take(roomId, x, y, now, mode = "throttled") {
		const last = this.last;
		if (!(!last || last.roomId !== roomId || Math.abs(last.x - x) > EPSILON || Math.abs(last.y - y) > EPSILON) && mode !== "forced") return null;
		if (mode === "throttled" && last && last.roomId === roomId && now - last.at < this.intervalMs) return null;
		this.last = {
			roomId,
			x,
			y,
			at: now
		};
		this.history = [...this.history.filter((p) => p.roomId === roomId), this.last].slice(-8);
		return this.last;
	}
};
// web/src/routes/crawler/tactical/use-position-reports.ts
/** How often the page looks whether the player moved (the throttle keeps reports 200 ms apart). */
var CHECK_MS = 50;
/**
* Reports the player's position (spec 7: throttled to 200 ms, merged; forced before a door and on
* entering a room) over the live socket, or by POST when the socket is down. A refused report snaps
* the player back to where the server has it.
*/
function usePositionReports({ crawlerId, session, socket, active }) {
	const [throttle] = (0, import_react.useState)(() => new PositionThrottle());
	const state = (0, import_react.useRef)({
		seq: 0,
		httpBusy: false
	});
	const send = (0, import_react.useCallback)((roomId, x, y, mode) => {
		if (socket?.isOpen) {
			const p = throttle.take(roomId, x, y, performance.now(), mode);
			if (p) socket.send({
				type: "position",
				x: p.x,
				y: p.y,
				seq: ++state.current.seq
			});
			return;
		}
		if (state.current.httpBusy && mode === "throttled") return;
		const p = throttle.take(roomId, x, y, performance.now(), mode);
		if (!p) return;
		state.current.httpBusy = true;
		postPosition(crawlerId, {
			roomId,
			positionX: p.x,
			positionY: p.y,
			...mode === "forced" ? { force: true } : {}
		}).then((r) => {
			if (r.corrected && session.room?.roomId === roomId) {
				session.snapTo(r.x, r.y);
				throttle.reset(roomId, r.x, r.y, performance.now());
			}
		}).catch((error) => console.warn("Position update failed", error)).finally(() => {
			state.current.httpBusy = false;
		});
	}, [
		crawlerId,
		session,
		socket,
		state,
		throttle
	]);
	(0, import_react.useEffect)(() => {
		if (!active) return;
		const timer = window.setInterval(() => {
			const room = session.room;
			if (!room || session.isTransitioning || !session.canAct) return;
			send(room.roomId, session.position.x, session.position.y, "throttled");
		}, CHECK_MS);
		return () => window.clearInterval(timer);
	}, [
		active,
		send,
		session
	]);
	return {
		throttle,
		enteredRoom: (0, import_react.useCallback)((roomId) => {
			throttle.reset(roomId, session.position.x, session.position.y, performance.now() - 1e3);
			if (active) send(roomId, session.position.x, session.position.y, "forced");
		}, [
			active,
			send,
			session,
			throttle
		]),
		beforeMove: (0, import_react.useCallback)((at, roomId) => {
			if (active) send(roomId, at.x, at.y, "forced");
		}, [active, send]),
		flush: (0, import_react.useCallback)(() => {
			const room = session.room;
			if (active && room && !session.isTransitioning) send(room.roomId, session.position.x, session.position.y, "now");
		}, [
			active,
			send,
			session
		]),
		correctTo: (0, import_react.useCallback)((x, y) => {
			const room = session.room;
			if (!room) return;
			session.snapTo(x, y);
			throttle.reset(room.roomId, x, y, performance.now());
		}, [session, throttle])
	};
}
// web/src/routes/crawler/tactical/use-room-combat.ts
function show(t) {
	toast({
		title: t.title,
		description: t.description,
		variant: t.variant ?? "default"
	});
}
/** An attack with nothing targeted (the spec's 'Invalid Target' is for a target that has gone). */
var NO_TARGET = {
	reason: "attack:no_target",
	title: "No Target",
	description: "Click a hostile, or cycle targets, to choose one"
};
/** A refusal as the notice under the room says it: the spec's title and words, keyed by intent and reason. */
var refusalNotice = (intent, reason, t) => ({
	reason: `${intent}:${reason}`,
	title: t.title,
	description: t.description
});
/**
* Targeting and attacking (spec 2, 5, 8): the current target, the attack and dodge cooldowns, the
* client-side pre-check (game/combat.ts canAttack) for instant feedback, and the intents sent to the
* server, which decides. Outcomes come back as live notes (toasts and floating numbers).
*/
function useRoomCombat({ crawlerId, session, scene, socket, rangeUnits, flushPosition, refuse }) {
	const queryClient = useQueryClient();
	const [targetId, setTargetId] = (0, import_react.useState)(null);
	const [lastAttackAt, setLastAttackAt] = (0, import_react.useState)(null);
	const [lastDodgeAt, setLastDodgeAt] = (0, import_react.useState)(null);
	const [floaters, setFloaters] = (0, import_react.useState)([]);
	const latest = (0, import_react.useRef)({
		scene,
		targetId,
		lastAttackAt,
		lastDodgeAt,
		rangeUnits,
		socket,
		seq: 0,
		floaterSeq: 0
	});
	(0, import_react.useEffect)(() => {
		Object.assign(latest.current, {
			scene,
			targetId,
			lastAttackAt,
			lastDodgeAt,
			rangeUnits,
			socket
		});
	}, [
		scene,
		targetId,
		lastAttackAt,
		lastDodgeAt,
		rangeUnits,
		socket
	]);
	const characters = scene?.characters ?? [];
	/** The target while it exists and lives (a dead or departed one is simply no longer targeted). */
	const target = resolveTarget(targetId, characters);
	const select = (0, import_react.useCallback)((c) => {
		setTargetId(c.id);
		latest.current.targetId = c.id;
		toast({
			title: "Target Selected",
			description: `Targeting ${c.name}`
		});
	}, []);
	const cycle = (0, import_react.useCallback)(() => {
		const l = latest.current;
		const next = cycleTarget(l.targetId, l.scene?.characters ?? [], session.position);
		if (next) select(next);
	}, [select, session]);
	const startAttackCooldown = (0, import_react.useCallback)((at) => {
		latest.current.lastAttackAt = at;
		setLastAttackAt(at);
	}, []);
	const attack = (0, import_react.useCallback)(() => {
		const l = latest.current;
		const now = performance.now();
		if (l.targetId === null) {
			refuse(NO_TARGET);
			return;
		}
		const t = resolveTarget(l.targetId, l.scene?.characters ?? []);
		const check = canAttack({
			nowMs: now,
			lastAttackAt: l.lastAttackAt,
			cooldownMs: COOLDOWN_MS.ROOM_VIEW_ATTACK,
			attacker: session.position,
			target: t,
			rangeUnits: l.rangeUnits
		});
		if (!check.ok || !t) {
			const refusal = check.ok ? {
				ok: false,
				reason: "invalid_target"
			} : check;
			refuse(refusalNotice("attack", refusal.reason, attackRefusalToast(refusal)));
			return;
		}
		flushPosition();
		startAttackCooldown(now);
		if (l.socket?.send({
			type: "attack",
			targetId: t.id,
			seq: ++l.seq
		})) return;
		postAttack(crawlerId, t.id).then((r) => {
			if (r.success) show(attackToast([{
				targetName: t.name,
				hit: r.hit === true,
				critical: r.critical === true,
				damage: r.damage ?? 0,
				dodged: false,
				killed: r.killed === true
			}]));
			else refuse(refusalNotice("attack", r.reason ?? "not_applied", refusalToast(r.reason ?? "not_applied", r.detail)));
			queryClient.invalidateQueries({ queryKey: dungeonKeys.tactical(crawlerId) });
		}).catch((error) => show({
			title: "Attack Failed",
			description: errorMessage(error),
			variant: "destructive"
		}));
	}, [
		crawlerId,
		flushPosition,
		queryClient,
		refuse,
		session,
		startAttackCooldown
	]);
	const dodge = (0, import_react.useCallback)(() => {
		const l = latest.current;
		const now = performance.now();
		const msLeft = cooldownRemaining(l.lastDodgeAt, COOLDOWN_MS.DODGE, now);
		if (msLeft > 0) {
			refuse(refusalNotice("dodge", "cooldown", refusalToast("cooldown", { msLeft }, "dodge")));
			return;
		}
		if (!l.socket?.send({
			type: "dodge",
			seq: ++l.seq
		})) {
			refuse({
				reason: "dodge:offline",
				title: "Dodge Unavailable",
				description: "Reconnecting to the room..."
			});
			return;
		}
		l.lastDodgeAt = now;
		setLastDodgeAt(now);
	}, [refuse]);
	const addFloaters = (0, import_react.useCallback)((added) => {
		if (added.length === 0) return;
		const now = performance.now();
		setFloaters((prev) => [...prev.filter((f) => now - f.at < FLOATER_MS), ...added.map((f) => ({
			...f,
			key: `f${++latest.current.floaterSeq}`,
			at: now
		}))]);
	}, []);
	/** What the fight makes of the live notes: toasts for the player's own swings and refusals, numbers for every swing. */
	const onNotes = (0, import_react.useCallback)((notes, selfId) => {
		const numbers = [];
		for (const note of notes) if (note.kind === "attacked") {
			const where = latest.current.scene?.characters.find((c) => c.id === note.targetId);
			const fallback = where ? {
				x: where.x,
				y: where.y
			} : void 0;
			const entityId = note.onMe ? selfId : note.targetId;
			numbers.push({
				entityId,
				...swingFloater(note),
				...fallback ? { fallback } : {}
			});
			if (note.mine) {
				const t = attackToast([{
					targetName: note.targetName,
					hit: note.hit,
					critical: note.critical,
					damage: note.damage,
					dodged: note.dodged,
					killed: note.targetHealth <= 0
				}]);
				if (t) show(t);
			}
		} else if (note.kind === "refused" && (note.intent === "attack" || note.intent === "dodge")) {
			refuse(refusalNotice(note.intent, note.reason, refusalToast(note.reason, note.detail, note.intent)));
			if (note.intent === "attack" && note.reason === "cooldown") {
				const ms = typeof note.detail === "object" && note.detail !== null ? Number(note.detail.msLeft) : NaN;
				if (Number.isFinite(ms)) startAttackCooldown(performance.now() - (COOLDOWN_MS.ROOM_VIEW_ATTACK - ms));
			}
		}
		addFloaters(numbers);
	}, [
		addFloaters,
		refuse,
		startAttackCooldown
	]);
	return {
		target,
		targetId: target?.id ?? null,
		select,
		cycle,
		attack,
		dodge,
		lastAttackAt,
		lastDodgeAt,
		floaters,
		onNotes
	};
}
// web/src/actions/room-actions.ts
/** A bindable action's label and default keys, from the contract. */
var bound = (name) => ({
	name,
	label: KEY_ACTIONS[name].label,
	keys: KEY_ACTIONS[name].keys
});
function walk(name, direction) {
	return {
		...bound(name),
		trigger: "hold",
		enabled: (ctx) => ctx.canWalk,
		perform: (ctx, phase) => ctx.setHeld(direction, phase === "press"),
		refused: (ctx) => ctx.refuseWalk()
	};
}
/** Runs a hotbar slot's action: Attack and Special swing (no area attack on the server yet), Defend dodges. */
function runHotbar(ctx, use) {
	if (use === "defend") ctx.dodge();
	else ctx.attack();
}
function hotbarSlot(hotkey) {
	return {
		...bound(`hotbar${hotkey}`),
		trigger: "press",
		enabled: (ctx) => ctx.canFight && ctx.hotbarAction(hotkey) !== null,
		perform: (ctx) => {
			const use = ctx.hotbarAction(hotkey);
			if (use) runHotbar(ctx, use);
		}
	};
}
var ROOM_ACTIONS = [
	walk("moveNorth", "north"),
	walk("moveSouth", "south"),
	walk("moveWest", "west"),
	walk("moveEast", "east"),
	{
		...bound("toggleGrid"),
		trigger: "press",
		enabled: () => true,
		perform: (ctx) => ctx.toggleGrid()
	},
	{
		name: "descend",
		label: "Descend",
		keys: [],
		trigger: "press",
		enabled: (ctx) => ctx.canDescend,
		perform: (ctx) => ctx.move("down")
	},
	{
		...bound("attack"),
		trigger: "press",
		enabled: (ctx) => ctx.canFight,
		perform: (ctx) => ctx.attack()
	},
	{
		...bound("cycleTarget"),
		trigger: "press",
		enabled: (ctx) => ctx.canFight && ctx.hasHostiles,
		perform: (ctx) => ctx.cycleTarget()
	},
	{
		...bound("dodge"),
		trigger: "press",
		enabled: (ctx) => ctx.canFight,
		perform: (ctx) => ctx.dodge()
	},
	{
		...bound("interact"),
		trigger: "press",
		enabled: (ctx) => ctx.canFight && ctx.canInteract,
		perform: (ctx) => ctx.interact()
	},
	{
		name: "selectAtPointer",
		label: "Select",
		keys: [],
		trigger: "press",
		enabled: (ctx) => ctx.canFight && ctx.pointer !== null,
		perform: (ctx) => ctx.selectAtPointer()
	},
	...HOTBAR.hotkeys.map(hotbarSlot)
];
/** The room's actions with an account's keys in place of the defaults (actions it does not name keep theirs). */
function withBindings(actions, bindings) {
	if (!bindings) return actions;
	return actions.map((action) => {
		const keys = isBindableAction(action.name) ? bindings[action.name] : void 0;
		return keys ? {
			...action,
			keys
		} : action;
	});
}
/** The tactical room's dispatcher, with the account's key bindings (the defaults until they load). */
function createRoomActionManager(bindings) {
	return createActionManager(withBindings(ROOM_ACTIONS, bindings));
}
// game/walk.ts
var STILL = {
	dx: 0,
	dy: 0
};
var isStill = (input) => Math.sign(input.dx) === 0 && Math.sign(input.dy) === 0;
/** Standing at `position` with nothing pressed (a room entered, a correction from the server). */
function standAt(position) {
	return {
		position,
		stepLeft: 0,
		stepInput: STILL
	};
}
/** A key goes down; `held` is every walking key now held. A direction commits one square. */
function pressWalk(walk, held) {
	return isStill(held) ? walk : {
		...walk,
		stepLeft: ROOM.feetPerSquare,
		stepInput: held
	};
}
/**
* `elapsedMs` of walking at walkSpeed(agility): along the held keys (speed × time), or when none is
* held, the rest of the pressed square. A door is taken when this walk ends in its trigger zone; a
* player standing there (placed by the server) takes none.
*/
function advanceWalk(walk, held, agility, elapsedMs, room) {
	const holding = !isStill(held);
	const input = holding ? held : walk.stepLeft > 0 ? walk.stepInput : STILL;
	if (isStill(input)) return {
		walk,
		input: STILL,
		door: null
	};
	const budget = walkDistance(agility, elapsedMs);
	const position = walkBy(walk.position, input, holding ? budget : Math.min(budget, walk.stepLeft), room);
	const walked = feetBetween$1(walk.position, position, room);
	const stepLeft = walked > 0 ? Math.max(0, walk.stepLeft - walked) : 0;
	const door = transitionTriggered(position.x, position.y, room.availableDirections);
	return {
		walk: {
			position,
			stepLeft,
			stepInput: input
		},
		input,
		door
	};
}
var HUD_STEP = .5;
var round = (v) => Math.round(v / HUD_STEP) * HUD_STEP;
var RoomSession = class {
	room = null;
	facing = "south";
	phase = { kind: "idle" };
	agility = 0;
	/** False for a dead crawler: it can no longer walk. */
	canAct = true;
	showGrid = true;
	/**
	* Reduced motion (issue 19): movers jump to their latest position instead of easing, and a room
	* transition has no slide or fade; the player changes room as soon as the server has answered.
	* The rules (one move at a time, 1 s between moves) stay the same.
	*/
	reducedMotion = false;
	lastTransitionAt = null;
	lastDirection = null;
	deps;
	held = /* @__PURE__ */ new Set();
	/** The position and the rest of a pressed square (game/walk.ts: a tap walks exactly one square). */
	walkState = standAt(roomPoint(50, 50));
	pendingRoom = null;
	lastUpdate = null;
	carryMs = 0;
	wasOnStairs = false;
	arrivedAt = null;
	hudSnapshot;
	/** Bumped whenever the room on screen (or its scene) changes. */
	roomVersion = 0;
	listeners = /* @__PURE__ */ new Set();
	moverPositions = /* @__PURE__ */ new Map();
	constructor(deps = { move: async () => ({ ok: false }) }) {
		this.deps = deps;
		this.hudSnapshot = this.computeHud();
	}
	/** The player's predicted position. */
	get position() {
		return this.walkState.position;
	}
	/** Placed (a room entered, a correction): it stands there, the rest of a pressed square dropped. */
	set position(at) {
		this.walkState = standAt(at);
	}
	/** Swaps the move request and direction store (the page's latest callbacks). */
	connect(deps) {
		this.deps = deps;
	}
	/**
	* The room from the server. The same room refreshes its obstacles and scene. A new room during an
	* exit waits until the animation ends; after our own move the player stands at the server's entry
	* point, otherwise (first load, moved elsewhere) at the server's position.
	*/
	setRoom(room, serverPosition, now) {
		if (this.room && this.room.roomId === room.roomId) {
			this.room = room;
			this.roomVersion += 1;
			this.notify();
			return;
		}
		if (this.phase.kind === "exiting") {
			this.pendingRoom = room;
			return;
		}
		const arriving = this.phase.kind === "arriving" && this.phase.newRoomId === room.roomId ? this.phase : null;
		this.enterRoom(room, arriving ? arriving.entry : roomPoint(serverPosition.x, serverPosition.y), now);
	}
	enterRoom(room, at, now) {
		const first = this.room === null;
		this.room = room;
		this.roomVersion += 1;
		this.position = at;
		this.phase = { kind: "idle" };
		this.pendingRoom = null;
		this.wasOnStairs = onStairs(at);
		this.arrivedAt = first ? null : now;
		this.moverPositions.clear();
		this.syncMovers(0);
		this.notify();
	}
	/** Eases every mover `frames` frames toward its target; new ones appear in place, gone ones go. */
	syncMovers(frames) {
		const movers = this.room?.movers ?? [];
		const ids = /* @__PURE__ */ new Set();
		for (const m of movers) {
			ids.add(m.id);
			const shown = this.moverPositions.get(m.id);
			if (!shown) {
				this.moverPositions.set(m.id, {
					x: m.x,
					y: m.y
				});
				continue;
			}
			let { x, y } = shown;
			if (this.reducedMotion) ({x, y} = m);
			else for (let i = 0; i < frames; i++) ({x, y} = easePoint({
				x,
				y
			}, m));
			this.moverPositions.set(m.id, {
				x,
				y
			});
		}
		for (const id of [...this.moverPositions.keys()]) if (!ids.has(id)) this.moverPositions.delete(id);
	}
	/** The crawler's agility (speed) and whether it may act at all (alive). */
	configure({ agility, canAct }) {
		this.agility = agility;
		this.canAct = canAct;
		if (!canAct) this.stopWalking();
	}
	/** A key (or D-pad button) down or up. A new press commits one square in the keys now held. */
	setHeld(direction, held) {
		if (!held) {
			this.held.delete(direction);
			return;
		}
		if (this.held.has(direction)) return;
		this.held.add(direction);
		this.walkState = pressWalk(this.walkState, this.input());
	}
	/** Every key up (the window lost focus): a square already begun is still finished. */
	releaseAll() {
		this.held.clear();
	}
	stopWalking() {
		this.held.clear();
		this.position = this.walkState.position;
	}
	/**
	* The server refused a reported position (or knows better): the player stands where it says. Ignored
	* during a transition, when the old room's position no longer matters.
	*/
	snapTo(x, y) {
		if (this.phase.kind !== "idle" || !this.room) return;
		this.position = roomPoint(x, y);
		this.wasOnStairs = onStairs(this.position);
		this.notify();
	}
	setReducedMotion(on) {
		this.reducedMotion = on;
	}
	toggleGrid() {
		this.showGrid = !this.showGrid;
		this.notify();
	}
	/** The held keys as one input: opposite keys cancel out. */
	input() {
		let dx = 0;
		let dy = 0;
		for (const d of this.held) {
			dx += DIRECTION[d].dx;
			dy += DIRECTION[d].dy;
		}
		return {
			dx,
			dy
		};
	}
	get isTransitioning() {
		return this.phase.kind !== "idle";
	}
	/**
	* Starts a move (spec 4): one at a time, and at least 1 s after the last. Returns false when the
	* request is ignored.
	*/
	requestMove(direction, now) {
		if (!this.room || !this.canAct || this.phase.kind !== "idle") return false;
		if (!this.room.availableDirections.includes(direction)) return false;
		if (!canTransition(this.lastTransitionAt, now)) return false;
		const startedAt = now;
		this.phase = {
			kind: "exiting",
			direction,
			startedAt,
			from: this.position,
			outcome: null
		};
		this.lastTransitionAt = now;
		this.lastDirection = direction;
		this.stopWalking();
		this.deps.beforeMove?.(direction, {
			x: this.position.x,
			y: this.position.y
		}, this.room.roomId);
		this.deps.rememberDirection?.(direction);
		this.notify();
		this.deps.move(direction).catch(() => ({ ok: false })).then((outcome) => {
			if (this.phase.kind === "exiting" && this.phase.startedAt === startedAt) this.phase = {
				...this.phase,
				outcome
			};
		});
		return true;
	}
	update(now) {
		const elapsed = this.lastUpdate === null ? 0 : now - this.lastUpdate;
		this.lastUpdate = now;
		const { frames, carryMs } = framesFor(elapsed, this.carryMs);
		this.carryMs = carryMs;
		this.syncMovers(frames);
		switch (this.phase.kind) {
			case "idle":
				this.walk(Math.min(elapsed, MOVEMENT_TUNING.maxWalkMs), now);
				break;
			case "exiting":
				this.exit(this.phase, now);
				break;
			case "arriving": if (now - this.phase.since > 1e4) {
				this.position = this.phase.entry;
				this.phase = { kind: "idle" };
			}
		}
		this.notify();
	}
	/**
	* `elapsedMs` of walking at the crawler's speed (frame-rate independent): along the held keys, or
	* when none is held, the rest of the square a press began.
	*/
	walk(elapsedMs, now) {
		const room = this.room;
		if (!room || !this.canAct) return;
		const { walk, input, door } = advanceWalk(this.walkState, this.input(), this.agility, elapsedMs, room);
		this.walkState = walk;
		const walking = input.dx !== 0 || input.dy !== 0;
		this.facing = facingOf(input, this.facing);
		if (door && canTransition(this.lastTransitionAt, now)) {
			this.requestMove(door, now);
			return;
		}
		const stairs = room.availableDirections.includes("down") && onStairs(this.position);
		if (walking && stairs && !this.wasOnStairs && canTransition(this.lastTransitionAt, now)) this.requestMove("down", now);
		this.wasOnStairs = stairs;
	}
	exit(phase, now) {
		const { outcome } = phase;
		if (outcome && !outcome.ok) {
			this.position = retreatPosition(phase.direction);
			this.phase = { kind: "idle" };
			this.wasOnStairs = this.room ? onStairs(this.position) : false;
			return;
		}
		if (!outcome || !this.reducedMotion && now - phase.startedAt < DOOR_ZONE.animationMs) return;
		const entry = roomPoint(outcome.entry.x, outcome.entry.y);
		if (this.pendingRoom && this.pendingRoom.roomId === outcome.newRoomId) {
			this.enterRoom(this.pendingRoom, entry, now);
			return;
		}
		this.phase = {
			kind: "arriving",
			direction: phase.direction,
			newRoomId: outcome.newRoomId,
			entry,
			since: now
		};
		this.pendingRoom = null;
	}
	frame(now) {
		const phase = this.phase;
		let { x, y } = this.position;
		let alpha = 1;
		if (phase.kind === "exiting" && this.reducedMotion) ({x, y} = phase.from);
		else if (phase.kind === "exiting") {
			const progress = (now - phase.startedAt) / DOOR_ZONE.animationMs;
			({x, y} = exitAnimationPosition(phase.from, phase.direction, progress));
			if (phase.direction === "down") alpha = Math.max(0, 1 - progress);
			else if (progress > DOOR_ZONE.slideFraction) alpha = Math.max(0, 1 - (progress - DOOR_ZONE.slideFraction) / DOOR_ZONE.beyondFraction);
		} else if (phase.kind === "arriving") alpha = 0;
		else if (this.arrivedAt !== null && !this.reducedMotion) alpha = Math.min(1, (now - this.arrivedAt) / 300);
		const doorZone = this.room && phase.kind === "idle" ? doorZoneAt(x, y, this.room.availableDirections) : null;
		return {
			x,
			y,
			facing: this.facing,
			alpha,
			doorZone,
			phase: phase.kind,
			movers: this.moverPositions
		};
	}
	computeHud() {
		const phase = this.phase;
		return {
			x: round(this.position.x),
			y: round(this.position.y),
			facing: this.facing,
			phase: phase.kind,
			transitionDirection: phase.kind === "idle" ? null : phase.direction,
			doorZone: this.room && phase.kind === "idle" ? doorZoneAt(this.position.x, this.position.y, this.room.availableDirections) : null,
			showGrid: this.showGrid,
			roomId: this.room?.roomId ?? null,
			roomVersion: this.roomVersion
		};
	}
	hud() {
		return this.hudSnapshot;
	}
	subscribe(listener) {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}
	notify() {
		const next = this.computeHud();
		const prev = this.hudSnapshot;
		if (Object.keys(next).every((k) => next[k] === prev[k])) return;
		this.hudSnapshot = next;
		for (const listener of this.listeners) listener();
	}
};
// web/src/routes/crawler/tactical/use-room-session.ts
var NO_FIGHT = {
	canWalk: true,
	refuseWalk: () => {},
	canFight: false,
	hasHostiles: false,
	canInteract: false,
	attack: () => {},
	cycleTarget: () => {},
	dodge: () => {},
	interact: () => {},
	hotbarAction: () => null,
	selectAt: () => {}
};
/** The directions the session may move in: the doors, plus 'down' where stairs are. */
function sceneDirections(scene) {
	return scene.hasStairs ? [...scene.doors, "down"] : [...scene.doors];
}
/**
* One RoomSession per crawler page: feeds it the server's room, binds the keyboard through the
* action dispatcher, and exposes the HUD (position, facing, phase, the room on screen) to React.
*/
function useRoomSession({ crawlerId, move, scene, serverPosition, agility, canAct, fight, beforeMove }) {
	const [session] = (0, import_react.useState)(() => new RoomSession());
	(0, import_react.useEffect)(() => {
		session.connect({
			move: async (direction) => {
				const response = await move(direction);
				return response ? {
					ok: true,
					newRoomId: response.newRoom.id,
					entry: response.entry
				} : { ok: false };
			},
			rememberDirection: (direction) => rememberMoveDirection(crawlerId, direction),
			beforeMove: (_direction, at, roomId) => beforeMove?.(at, roomId)
		});
	}, [
		session,
		move,
		crawlerId,
		beforeMove
	]);
	(0, import_react.useEffect)(() => {
		session.configure({
			agility,
			canAct
		});
	}, [
		session,
		agility,
		canAct
	]);
	const x = serverPosition?.x;
	const y = serverPosition?.y;
	(0, import_react.useEffect)(() => {
		if (!scene || x === void 0 || y === void 0) return;
		session.setRoom({
			roomId: scene.roomId,
			obstacles: sceneObstacles(scene),
			availableDirections: sceneDirections(scene),
			widthFeet: scene.widthFeet,
			heightFeet: scene.heightFeet,
			scene,
			movers: scene.characters
		}, {
			x,
			y
		}, performance.now());
	}, [
		session,
		scene,
		x,
		y
	]);
	const hud = (0, import_react.useSyncExternalStore)((listener) => session.subscribe(listener), () => session.hud(), () => session.hud());
	const bindings = useKeyBindings().data?.bindings;
	const manager = (0, import_react.useMemo)(() => createRoomActionManager(bindings), [bindings]);
	const pointer = (0, import_react.useRef)(null);
	const context = (0, import_react.useMemo)(() => ({
		get canWalk() {
			return session.canAct && session.room !== null && !session.isTransitioning && fight.current.canWalk;
		},
		refuseWalk: () => fight.current.refuseWalk(),
		get canDescend() {
			return session.canAct && Boolean(session.room?.availableDirections.includes("down")) && !session.isTransitioning;
		},
		setHeld: (direction, held) => session.setHeld(direction, held),
		toggleGrid: () => session.toggleGrid(),
		move: (direction) => {
			session.requestMove(direction, performance.now());
		},
		get canFight() {
			return session.canAct && session.room !== null && !session.isTransitioning && fight.current.canFight;
		},
		get hasHostiles() {
			return fight.current.hasHostiles;
		},
		get canInteract() {
			return fight.current.canInteract;
		},
		attack: () => fight.current.attack(),
		cycleTarget: () => fight.current.cycleTarget(),
		dodge: () => fight.current.dodge(),
		interact: () => fight.current.interact(),
		hotbarAction: (hotkey) => fight.current.hotbarAction(hotkey),
		get pointer() {
			return pointer.current;
		},
		selectAtPointer: () => {
			if (pointer.current) fight.current.selectAt(pointer.current);
		}
	}), [
		session,
		fight,
		pointer
	]);
	(0, import_react.useEffect)(() => {
		const down = (event) => manager.handleKeyDown(event, context);
		const up = (event) => manager.handleKeyUp(event, context);
		const release = () => {
			manager.releaseAll(context);
			session.releaseAll();
		};
		const hidden = () => {
			if (document.visibilityState !== "visible") release();
		};
		window.addEventListener("keydown", down);
		window.addEventListener("keyup", up);
		window.addEventListener("blur", release);
		document.addEventListener("visibilitychange", hidden);
		return () => {
			window.removeEventListener("keydown", down);
			window.removeEventListener("keyup", up);
			window.removeEventListener("blur", release);
			document.removeEventListener("visibilitychange", hidden);
			release();
		};
	}, [
		manager,
		context,
		session
	]);
	/** A click on the canvas: what is under it is targeted (or opened) through the dispatcher. */
	const clickAt = (0, import_react.useCallback)((pick) => {
		pointer.current = pick;
		manager.perform("selectAtPointer", context);
		pointer.current = null;
	}, [manager, context]);
	return {
		session,
		hud: {
			...hud,
			scene: session.room?.scene ?? null
		},
		manager,
		context,
		clickAt
	};
}
// web/src/routes/crawler/tactical/use-tactical-room.ts
/** A fresh snapshot is asked for at most this often (another crawler joined, the server lost us). */
var REJOIN_GAP_MS = 400;
/** The weapon the server swings: the equipped one, or bare hands. */
function wieldedWeapon(equipped) {
	if (equipped?.weapon) return {
		name: equipped.name,
		rangeUnits: weaponRangeUnits(equipped.weapon),
		item: equipped
	};
	return {
		name: "Unarmed",
		rangeUnits: weaponRangeUnits(null),
		item: null
	};
}
/**
* The live, fighting tactical room: the socket's room model (falling back to the polls while it is
* down), the scene built from it, walking with position reports, targeting and attacks, pick-ups,
* chests and NPC speech, and what all of that shows.
*/
function useTacticalRoom({ crawler, crawlerId, currentRoom, ready }) {
	const queryClient = useQueryClient();
	const dispatch = useRoomEventsDispatch();
	const { live, status, socket, notesRef } = useLiveRoom(crawler.id, crawler.isAlive);
	const dead = !crawler.isAlive || live.dead;
	const liveOpen = status === "open";
	const room = currentRoom.data;
	const roomId = room?.room.id ?? null;
	const tactical = useQuery({
		...tacticalQuery(crawlerId),
		enabled: ready,
		refetchInterval: liveOpen || dead ? false : POLL.currentRoomMs
	});
	const groundItems = useQuery({
		queryKey: groundItemsQueryKey(crawlerId, roomId ?? 0),
		queryFn: ({ signal }) => fetchGroundItems(roomId ?? 0, signal),
		enabled: ready && roomId !== null && !dead,
		staleTime: GROUND_ITEMS_STALE_MS,
		retry: false
	});
	const loadout = useQuery({
		queryKey: loadoutQueryKey(crawlerId),
		queryFn: ({ signal }) => fetchLoadout(crawlerId, signal),
		enabled: !dead
	});
	const showLive = live.roomId !== null && live.roomId === roomId && (liveOpen || dead);
	const liveRoomId = live.roomId;
	const liveEntities = live.entities;
	const liveData = (0, import_react.useMemo)(() => showLive ? liveTacticalData({
		roomId: liveRoomId,
		entities: liveEntities
	}) : null, [
		showLive,
		liveRoomId,
		liveEntities
	]);
	const entities = liveData ?? tactical.data;
	const scene = (0, import_react.useMemo)(() => room ? buildScene(room, entities, {
		name: crawler.name,
		crawlerId: crawler.id
	}, groundItems.data) : null, [
		room,
		entities,
		crawler.name,
		crawler.id,
		groundItems.data
	]);
	const weapon = wieldedWeapon(loadout.data?.equipped.weapon);
	const hotbar = (0, import_react.useMemo)(() => {
		const h = loadout.data?.hotbar;
		return h ? h.slots.slice(0, h.visibleCount) : [];
	}, [loadout.data?.hotbar]);
	const { move } = useMoveCrawler(crawlerId);
	const fight = (0, import_react.useRef)(NO_FIGHT);
	const beforeMoveRef = (0, import_react.useRef)(() => {});
	const beforeMove = (0, import_react.useCallback)((at, id) => beforeMoveRef.current(at, id), []);
	const { session, hud, manager, context, clickAt } = useRoomSession({
		crawlerId,
		move,
		scene,
		serverPosition: room?.position ?? null,
		agility: crawler.agility,
		canAct: !dead,
		fight,
		beforeMove
	});
	const positions = usePositionReports({
		crawlerId,
		session,
		socket,
		active: !dead
	});
	(0, import_react.useEffect)(() => {
		beforeMoveRef.current = positions.beforeMove;
	}, [positions.beforeMove]);
	const { enteredRoom } = positions;
	(0, import_react.useEffect)(() => {
		if (hud.roomId !== null) enteredRoom(hud.roomId);
	}, [hud.roomId, enteredRoom]);
	const notice = useRoomNotice();
	const combat = useRoomCombat({
		crawlerId,
		session,
		scene: hud.scene,
		socket,
		rangeUnits: weapon.rangeUnits,
		flushPosition: positions.flush,
		refuse: notice.say
	});
	const pickups = usePickups({
		crawlerId,
		crawlerNumber: crawler.id,
		scene: hud.scene,
		groundItems: groundItems.data,
		throttle: positions.throttle,
		serverSelf: showLive && live.self && live.roomId !== null ? {
			roomId: live.roomId,
			x: live.self.x,
			y: live.self.y
		} : null,
		flushPosition: positions.flush,
		active: !dead && ready,
		dispatch
	});
	const shown = hud.scene;
	const roomFeet = shown ? {
		widthFeet: shown.widthFeet,
		heightFeet: shown.heightFeet
	} : null;
	const here = {
		x: hud.x,
		y: hud.y
	};
	const chest = shown && roomFeet && !dead ? chestInReach(here, shown.loot, roomFeet) : null;
	const [speech, setSpeech] = (0, import_react.useState)(initialSpeech);
	const nextSpeech = shown && roomFeet ? updateSpeech(speech, here, shown.characters, roomFeet) : speech;
	if (nextSpeech !== speech) setSpeech(nextSpeech);
	const bubbles = (0, import_react.useMemo)(() => shown ? speechBubbles(nextSpeech, shown.characters, shown.type) : [], [nextSpeech, shown]);
	const spokenRef = (0, import_react.useRef)(initialSpeech);
	(0, import_react.useEffect)(() => {
		const said = startedSpeaking(spokenRef.current, speech, shown?.characters ?? [], shown?.type);
		spokenRef.current = speech;
		for (const b of said) dispatch({
			type: "add",
			event: {
				timestamp: Date.now(),
				type: "interaction",
				priority: "low",
				message: `${b.name} says: ${b.text}`,
				entityId: b.id,
				entityName: b.name
			}
		});
	}, [
		speech,
		shown,
		dispatch
	]);
	const selfId = crawlerEntityKey(crawler.id);
	const liveSelf = showLive ? live.self : null;
	const selfHealth = liveSelf ? {
		health: liveSelf.health,
		maxHealth: liveSelf.maxHealth
	} : {
		health: crawler.health,
		maxHealth: crawler.maxHealth
	};
	const onOrders = useOrders(crawlerId, !dead).data?.control === "orders";
	const { correctTo: followTo } = positions;
	(0, import_react.useEffect)(() => {
		if (!onOrders || !liveSelf) return;
		const input = session.input();
		if (input.dx !== 0 || input.dy !== 0) return;
		if (Math.hypot(liveSelf.x - session.position.x, liveSelf.y - session.position.y) > .5) followTo(liveSelf.x, liveSelf.y);
	}, [
		onOrders,
		liveSelf,
		session,
		followTo
	]);
	const view = (0, import_react.useRef)(EMPTY_COMBAT_VIEW);
	(0, import_react.useEffect)(() => {
		view.current = {
			targetId: combat.targetId,
			rangeUnits: weapon.rangeUnits,
			selfId,
			selfHealth,
			speech: bubbles,
			floaters: combat.floaters,
			dead
		};
	});
	const { open } = pickups;
	const resting = crawler.status === "resting";
	const { say } = notice;
	(0, import_react.useEffect)(() => {
		fight.current = {
			canWalk: !resting,
			refuseWalk: () => {
				if (!resting) return;
				say({
					reason: "walk:resting",
					title: "Resting",
					description: `${crawler.name} is recovering and cannot move until rested: the rest ends by itself once its health is full.`
				});
				queryClient.invalidateQueries({
					queryKey: crawlerQueryKey(crawlerId),
					exact: true
				});
			},
			canFight: !dead && shown !== null,
			hasHostiles: (shown?.characters ?? []).some((c) => c.kind === "mob" && c.disposition === "hostile" && c.isAlive),
			canInteract: chest !== null,
			attack: combat.attack,
			cycleTarget: combat.cycle,
			dodge: combat.dodge,
			interact: () => {
				if (chest) open(chest, session.position);
			},
			hotbarAction: (hotkey) => hotbar.find((s) => s.hotkey === hotkey)?.actionId ?? null,
			selectAt: (pick) => {
				if (!shown) return;
				if (pick.kind === "character") {
					const c = shown.characters.find((ch) => ch.id === pick.id);
					if (c && isTargetable(c)) combat.select(c);
					else if (c?.kind === "npc") dispatch({
						type: "add",
						event: {
							timestamp: Date.now(),
							type: "interaction",
							priority: "low",
							message: `${c.name} is not someone to fight`,
							entityId: c.id,
							entityName: c.name
						}
					});
					return;
				}
				const loot = shown.loot.find((l) => l.id === pick.id);
				if (!loot) return;
				if (loot.isContainer) {
					if (roomFeet ? chestInReach(session.position, [loot], roomFeet) : null) open(loot, session.position);
					else dispatch({
						type: "add",
						event: {
							timestamp: Date.now(),
							type: "interaction",
							priority: "low",
							message: `${loot.name} is too far away to open: walk within 15 ft`,
							entityId: loot.id,
							entityName: loot.name
						}
					});
				} else dispatch({
					type: "add",
					event: {
						timestamp: Date.now(),
						type: "interaction",
						priority: "low",
						message: `Walk over to ${loot.name} to pick it up`,
						entityId: loot.id,
						entityName: loot.name
					}
				});
			}
		};
	});
	const rejoinAt = (0, import_react.useRef)(0);
	const knownPlayers = (0, import_react.useRef)({
		roomId: null,
		ids: /* @__PURE__ */ new Set()
	});
	const rejoin = (0, import_react.useCallback)(() => {
		const now = performance.now();
		if (now - rejoinAt.current < REJOIN_GAP_MS) {
			window.setTimeout(() => socket?.rejoin(), REJOIN_GAP_MS);
			return;
		}
		rejoinAt.current = now;
		socket?.rejoin();
	}, [socket]);
	const onCombatNotes = combat.onNotes;
	const { correctTo } = positions;
	(0, import_react.useEffect)(() => {
		notesRef.current = (notes) => {
			const at = Date.now();
			onCombatNotes(notes, selfId);
			let refreshCrawler = false;
			for (const note of notes) {
				const line = liveNoteEvent(note, at);
				if (line) dispatch({
					type: "add",
					event: line
				});
				switch (note.kind) {
					case "snapshot": {
						const input = session.input();
						const room = session.room;
						if (room && room.roomId === note.roomId && input.dx === 0 && input.dy === 0 && Math.hypot(note.self.x - session.position.x, note.self.y - session.position.y) > 1) correctTo(note.self.x, note.self.y);
						break;
					}
					case "correction":
						correctTo(note.x, note.y);
						break;
					case "attacked":
						if (note.onMe) queryClient.setQueryData(crawlerQueryKey(crawlerId), (c) => c ? {
							...c,
							health: Math.max(0, note.targetHealth)
						} : c);
						break;
					case "died":
						if (note.me) refreshCrawler = true;
						break;
					case "reward":
					case "level_up":
						if (note.mine) refreshCrawler = true;
						break;
					case "joined":
						rejoin();
						break;
					case "orders":
						if (note.mine) {
							queryClient.invalidateQueries({ queryKey: ordersQueryKey(crawlerId) });
							refreshCrawler = true;
						}
						break;
					case "loot_changed":
					case "picked_up":
					case "container_opened":
					case "item_dropped":
						if (roomId !== null) queryClient.invalidateQueries({ queryKey: groundItemsQueryKey(crawlerId, roomId) });
						queryClient.invalidateQueries({ queryKey: dungeonKeys.tactical(crawlerId) });
						break;
					case "left_room":
						if (note.reason === "died" || note.reason === "retired") refreshCrawler = true;
						else {
							rejoin();
							queryClient.invalidateQueries({ queryKey: dungeonKeys.currentRoom(crawlerId) });
						}
						break;
					case "error": if (note.code === "crawler_dead") refreshCrawler = true;
					else if (note.code === "not_in_room" || note.code === "not_joined") rejoin();
					else console.warn("Live room error", note.code, note.error);
				}
			}
			if (refreshCrawler) {
				queryClient.invalidateQueries({
					queryKey: crawlerQueryKey(crawlerId),
					exact: true
				});
				queryClient.invalidateQueries({ queryKey: crawlersQueryKey });
			}
		};
	});
	const players = (0, import_react.useMemo)(() => (shown?.characters ?? []).filter((c) => c.kind === "player"), [shown]);
	(0, import_react.useEffect)(() => {
		if (!shown || !liveData) return;
		const known = knownPlayers.current;
		const ids = new Set(players.map((p) => p.id));
		if (known.roomId === shown.roomId) {
			for (const p of players) if (!known.ids.has(p.id)) dispatch({
				type: "add",
				event: {
					timestamp: Date.now(),
					type: "movement",
					priority: "medium",
					message: `${p.name} entered the room`,
					entityId: p.id,
					entityName: p.name
				}
			});
		}
		knownPlayers.current = {
			roomId: shown.roomId,
			ids
		};
	}, [
		players,
		shown,
		liveData,
		dispatch
	]);
	return {
		scene: shown,
		hud,
		session,
		manager,
		context,
		clickAt,
		view,
		dead,
		liveStatus: status,
		tactical,
		loadout,
		weapon,
		hotbar,
		combat,
		chest,
		bubbles,
		selfHealth,
		onOrders,
		notice: notice.notice
	};
}
// web/src/routes/crawler/tactical/tactical-legend.tsx
var R = 6;
function MarkSwatch({ kind, palette }) {
	const { shape, inner } = MARK[kind];
	const { fill } = markColours(kind, palette);
	const r = kind === "self" ? R * .9 : kind === "item" || kind === "chest" ? R * .85 : R;
	const outline = markOutline(shape, 0, 0, r);
	const chest = kind === "chest";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
		"aria-hidden": true,
		width: "20",
		height: "20",
		viewBox: "-10 -10 20 20",
		className: "shrink-0",
		children: [
			kind === "self" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
				r: r * SELF_RING_SCALE,
				fill: "none",
				stroke: palette.selfRing,
				strokeWidth: 1.5
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: outlinePath(outline, 0, 0),
				fill: chest ? "#6b4a2b" : fill,
				stroke: chest ? fill : INK.abyss,
				strokeWidth: chest ? 1.5 : 1
			}),
			markInnerSegments(inner, 0, 0, r).map(([a, b], i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("line", {
				x1: a.x,
				y1: a.y,
				x2: b.x,
				y2: b.y,
				stroke: chest ? fill : INK.abyss,
				strokeWidth: 1.4,
				strokeLinecap: "round"
			}, i)),
			inner === "role" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
				x: -1,
				y: -3,
				width: 2,
				height: 6,
				fill: INK.abyss
			}) : null,
			kind === "self" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
				cx: r * .5,
				r: r * .28,
				fill: INK.abyss
			}) : null
		]
	});
}
function FloorSwatch({ pattern, palette }) {
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
		"aria-hidden": true,
		width: "20",
		height: "20",
		viewBox: "0 0 20 20",
		className: "shrink-0",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("defs", { children: pattern === "hatch" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("pattern", {
			id,
			patternUnits: "userSpaceOnUse",
			width: "6",
			height: "6",
			patternTransform: "rotate(45)",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
				width: "6",
				height: "6",
				fill: floorColour("stone")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
				width: "2.5",
				height: "6",
				fill: palette.pvp
			})]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("pattern", {
			id,
			patternUnits: "userSpaceOnUse",
			width: "10",
			height: "10",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
				width: "10",
				height: "10",
				fill: floorColour("stone")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M3,5H7M5,3V7",
				stroke: palette.safe,
				strokeWidth: 1.5
			})]
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
			x: "1",
			y: "1",
			width: "18",
			height: "18",
			rx: "2",
			fill: `url(#${id})`,
			stroke: INK.flagstone
		})]
	});
}
var TacticalLegend = (0, import_react.memo)(function TacticalLegend() {
	const { palette } = useAppearance();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
		"aria-label": "Tactical legend",
		"data-palette": palette.name,
		className: "flex flex-wrap gap-x-3 gap-y-1 text-xs text-ash",
		children: [
			MARK_KINDS.map((kind) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex items-center gap-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MarkSwatch, {
					kind,
					palette
				}), MARK[kind].label]
			}, kind)),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex items-center gap-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FloorSwatch, {
					pattern: "hatch",
					palette
				}), "PVP room"]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex items-center gap-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FloorSwatch, {
					pattern: "crosses",
					palette
				}), "Safe room"]
			})
		]
	});
});
// web/src/routes/crawler/tactical/tactical-room-panel.tsx
/**
* Spec 2: the type badge uses the default style for a safe room, destructive otherwise. 'Safe' is
* the room type 'safe' or any room the server marks isSafe (entrance, rest, shop).
*/
function roomTypeBadgeVariant(type, isSafe = false) {
	return type === "safe" || isSafe ? "stone" : "destructive";
}
function roomTypeLabel(type) {
	const t = type?.trim() || "unknown";
	return t.charAt(0).toUpperCase() + t.slice(1);
}
/** '{w} x {h} ft ({sw} x {sh} squares)'. */
function roomSizeText(room) {
	const feet = roomFeetOf(room);
	const sq = squaresOf(room);
	return CRAWLER_PAGE_TEXT.roomSize(feet.w, feet.h, sq.w, sq.h);
}
/** The card's name: the hidden heading while the room loads, the room's title once it shows (never both). */
var TACTICAL_HEADING_ID = "tactical-heading";
/** The lines that describe the room's focus area: which keys do what, and whether they are the game's. */
var KEY_HELP_ID = "tactical-key-help";
var KEY_SCOPE_ID = "tactical-key-scope";
/** Whether the keys are the game's (the room has focus) and how to change that. */
var KEY_SCOPE_TEXT = {
	inGame: "The keys play the room: Esc hands them back to the page.",
	onPage: "Space and Tab work the page: click the room (or Tab to it) to fight with them."
};
/**
* The live tactical room, with walking, doors, fighting, loot and NPCs. Memoised, with props that stay the same between the page's renders (the room is read here, not
* handed down as a query result, which is a new object each time): a line added to the events log
* re-renders the page, not the room.
*/
var TacticalRoomPanel = (0, import_react.memo)(function TacticalRoomPanel({ crawler, crawlerId, ready }) {
	const currentRoom = useQuery({
		...currentRoomQuery(crawlerId),
		enabled: ready
	});
	const room = useTacticalRoom({
		crawler,
		crawlerId,
		currentRoom,
		ready
	});
	const missingIds = crawler.currentRoomId === null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
		"aria-labelledby": TACTICAL_HEADING_ID,
		className: "min-w-0",
		children: !room.scene ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			className: cn("p-5", currentRoom.error ? null : "flex min-h-[calc(100dvh-9rem)] flex-col justify-center lg:min-h-[36rem]"),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: TACTICAL_HEADING_ID,
					className: "sr-only",
					children: "Tactical room"
				}),
				room.dead ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeathPanel, { name: crawler.name }) : null,
				currentRoom.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
					title: missingIds ? CRAWLER_PAGE_TEXT.missingIds : "Failed to load room",
					message: errorMessage(currentRoom.error),
					onRetry: () => void currentRoom.refetch()
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, { label: CRAWLER_PAGE_TEXT.loadingLocation })
			]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TacticalRoomBody, {
			crawler,
			crawlerId,
			room,
			scene: room.scene
		})
	});
});
function TacticalRoomBody({ crawler, crawlerId, room, scene }) {
	const { hud, session, manager, context, combat, dead, weapon, hotbar, chest, bubbles, tactical } = room;
	const frameRef = (0, import_react.useRef)(null);
	const width = useElementWidth(frameRef);
	const windowHeight = useWindowHeight();
	const layout = (0, import_react.useMemo)(() => canvasLayout({
		widthFeet: scene.widthFeet,
		heightFeet: scene.heightFeet
	}, width || 320, windowHeight), [
		scene.widthFeet,
		scene.heightFeet,
		width,
		windowHeight
	]);
	const feet = pointInFeet({
		x: hud.x,
		y: hud.y
	}, {
		widthFeet: scene.widthFeet,
		heightFeet: scene.heightFeet
	});
	const transitioning = hud.phase !== "idle";
	const cooldownLeft = useCooldown(combat.lastAttackAt, ATTACK_COOLDOWN_MS);
	const dodgeLeft = useCooldown(combat.lastDodgeAt, COOLDOWN_MS.DODGE);
	const attackCooldown = {
		msLeft: cooldownLeft,
		totalMs: ATTACK_COOLDOWN_MS
	};
	const dodgeCooldown = {
		msLeft: dodgeLeft,
		totalMs: COOLDOWN_MS.DODGE
	};
	const cooldownOf = (actionId) => actionId === "defend" ? dodgeCooldown : attackCooldown;
	const bindings = useKeyBindings().data?.bindings;
	const helpText = bindings ? keyHelpText(bindings) : CRAWLER_PAGE_TEXT.help;
	/** The first key the dispatcher has for an action, as people write it (null when unbound). */
	const boundKey = (name) => {
		const key = manager.actions.find((a) => a.name === name)?.keys[0];
		return key === void 0 ? null : keyLabel(key);
	};
	const tacticalError = tactical.error && !tactical.data ? errorMessage(tactical.error) : null;
	const fightOff = dead || transitioning;
	const [textView, setTextView] = useRoomTextViewOpen();
	const [keysInGame, setKeysInGame] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, {
		className: "gap-2 pb-2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
				id: TACTICAL_HEADING_ID,
				className: "min-w-0 items-start",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Map$1, {
					"aria-hidden": true,
					className: "mt-1 size-5 shrink-0"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "min-w-0 break-words",
					children: [
						scene.name || CRAWLER_PAGE_TEXT.unknownRoom,
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
							variant: roomTypeBadgeVariant(scene.type, scene.isSafe),
							className: "ml-1 align-[0.15em] font-sans",
							children: roomTypeLabel(scene.type)
						})
					]
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-center gap-2 sm:shrink-0 sm:justify-end",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LiveBadge, {
						status: room.liveStatus,
						dead
					}),
					dead || crawler.status === "resting" ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrdersSwitch, {
						crawlerId,
						onOrders: room.onOrders
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						variant: hud.showGrid ? "outline" : "secondary",
						size: "sm",
						"aria-pressed": hud.showGrid,
						onClick: () => manager.perform("toggleGrid", context),
						title: "Toggle grid (G)",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid3x3, { "aria-hidden": true }), CRAWLER_PAGE_TEXT.grid]
					})
				]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-sm text-ash",
			children: sceneDescription(scene)
		})]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
		className: "flex flex-col gap-3",
		children: [
			tacticalError && !dead ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
				title: "Could not load the room's entities",
				message: tacticalError,
				onRetry: () => void tactical.refetch()
			}) : null,
			dead ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeathPanel, { name: crawler.name }) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(WeaponButtons, {
				crawlerId,
				loadout: room.loadout.data,
				disabled: dead
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				ref: frameRef,
				className: "relative min-w-0",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoomCanvas, {
						session,
						layout,
						label: describeScene(scene),
						view: room.view,
						onPick: room.clickAt,
						describedBy: `${KEY_SCOPE_ID} ${KEY_HELP_ID}`,
						autoFocus: !dead,
						onFocusChange: setKeysInGame
					}),
					!scene.entitiesLoaded && !tacticalError && !dead ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
						label: CRAWLER_PAGE_TEXT.loadingEntities,
						className: "pointer-events-none absolute inset-x-0 bottom-3 mx-auto w-max max-w-[90%] rounded-md bg-abyss/85 px-3 py-1.5 text-sm"
					}) : null,
					transitioning ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						role: "status",
						className: "pointer-events-none absolute inset-x-0 top-3 mx-auto w-max max-w-[90%] rounded-md bg-abyss/85 px-3 py-1.5 text-center text-sm font-semibold text-gold-300",
						children: CRAWLER_PAGE_TEXT.moving
					}) : null
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoomNoticeLine, { notice: room.notice }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TouchControls, {
				manager,
				context,
				disabled: dead || transitioning,
				fightDisabled: fightOff,
				cooldowns: {
					attack: attackCooldown,
					dodge: dodgeCooldown
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoomTextView, {
				scene,
				self: {
					x: hud.x,
					y: hud.y
				},
				targetId: combat.targetId,
				bubbles,
				open: textView,
				onOpenChange: setTextView
			}),
			textView ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EntityList, {
				scene,
				self: {
					x: hud.x,
					y: hud.y
				},
				targetId: combat.targetId,
				bubbles
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-center justify-between gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HotbarButtons, {
					slots: hotbar,
					disabled: fightOff,
					keyOf: (hotkey) => boundKey(`hotbar${hotkey}`),
					cooldownOf,
					onUse: (hotkey) => manager.perform(`hotbar${hotkey}`, context)
				}), chest && !dead ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					variant: "primary",
					size: "sm",
					onClick: () => manager.perform("interact", context),
					disabled: transitioning,
					"aria-keyshortcuts": boundKey("interact") ?? void 0,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PackageOpen, { "aria-hidden": true }),
						"Open ",
						chest.name
					]
				}) : null]
			}),
			scene.hasStairs ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-center justify-between gap-2 rounded-md border border-gold-500/40 bg-gold-900/30 px-3 py-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-sm text-gold-200",
					children: "Stairs lead down to the next floor."
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					variant: "primary",
					size: "sm",
					onClick: () => manager.perform("descend", context),
					disabled: dead || transitioning,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowDownToLine, { "aria-hidden": true }), CRAWLER_PAGE_TEXT.descend]
				})]
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TacticalLegend, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: "flex flex-wrap gap-1.5 text-xs",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
						label: "Position",
						value: `${Math.round(feet.x)} ft, ${Math.round(feet.y)} ft`
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
						label: "Speed",
						value: `${Math.round(walkSpeed(crawler.agility) * 10) / 10} ft/s`
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
						label: "Facing",
						value: FACING[hud.facing].label
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
						label: "Room",
						value: roomSizeText(scene)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
						label: "Weapon range",
						value: `${weapon.rangeUnits} units (${weapon.name})`
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
						label: "Cooldown",
						value: cooldownText(cooldownLeft)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
						label: "Target",
						value: combat.target ? healthLabel(combat.target) : "None"
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: KEY_HELP_ID,
				className: "text-xs text-ash/80",
				children: helpText
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: KEY_SCOPE_ID,
				className: cn("text-xs", keysInGame ? "text-gold-300" : "text-ash/80"),
				children: keysInGame ? KEY_SCOPE_TEXT.inGame : KEY_SCOPE_TEXT.onPage
			})
		]
	})] });
}
/** Go idle hands the crawler to its standing orders at once; Take control hands it back (issue 19). */
function OrdersSwitch({ crawlerId, onOrders }) {
	const { idle, control } = useControlSwitch(crawlerId);
	useOrdersOnLeave(crawlerId, !onOrders);
	const busy = idle.isPending || control.isPending;
	const run = (which) => which.mutate(void 0, { onError: (err) => toastError(`${onOrders ? ORDERS_TEXT.takeControl : ORDERS_TEXT.goIdle} failed: ${errorMessage(err)}`) });
	return onOrders ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		role: "status",
		className: "flex items-center gap-1 rounded-full border border-gold-400/60 px-2 py-0.5 text-[11px] font-semibold text-gold-300",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollText, {
			"aria-hidden": true,
			className: "size-3"
		}), ORDERS_TEXT.onOrders]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		variant: "outline",
		size: "sm",
		onClick: () => run(control),
		disabled: busy,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Hand, { "aria-hidden": true }), ORDERS_TEXT.takeControl]
	})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		variant: "secondary",
		size: "sm",
		onClick: () => run(idle),
		disabled: busy,
		title: "Hand the crawler to its standing orders now",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Moon, { "aria-hidden": true }), ORDERS_TEXT.goIdle]
	});
}
function LiveBadge({ status, dead }) {
	if (dead) return null;
	const live = status === "open";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		role: "status",
		title: live ? "Live: the room updates as it happens" : "Reconnecting: the room refreshes every few seconds meanwhile",
		className: cn("flex items-center gap-1 rounded-full border px-2 py-0.5 text-[11px] font-semibold", live ? "border-moss-500/60 text-moss-400" : "border-ember-400/60 text-ember-400"),
		children: [live ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {
			"aria-hidden": true,
			className: "size-3"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WifiOff, {
			"aria-hidden": true,
			className: "size-3"
		}), live ? "Live" : "Reconnecting..."]
	});
}
function sceneDescription(scene) {
	return scene.description?.trim() || CRAWLER_PAGE_TEXT.mysteriousRoom;
}
function Stat({ label, value }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("flex max-w-full min-w-0 gap-1.5 rounded-md bg-abyss/60 px-2 py-1.5"),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dt", {
			className: "text-ash",
			children: [label, ":"]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
			className: "min-w-0 font-mono break-words text-bone",
			children: value
		})]
	});
}
// web/src/routes/crawler/crawler-screen.tsx
/** The crawler and its load states (spec 2: spinner, load error, not found). */
function CrawlerScreen({ crawlerId }) {
	const crawler = useQuery(crawlerPageQuery(crawlerId));
	if (crawler.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerControl, {
		crawler: crawler.data,
		crawlerId
	});
	if (crawler.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
		label: CRAWLER_PAGE_TEXT.loadingInterface,
		className: "min-h-[calc(100dvh-4rem)]"
	});
	if (isApiError(crawler.error) && crawler.error.status === 404) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerNotFound, { onRetry: () => void crawler.refetch() });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerLoadError, {
		crawlerId,
		error: crawler.error,
		onRetry: () => void crawler.refetch()
	});
}
function CrawlerNotFound({ onRetry }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "mx-auto max-w-xl px-4 py-12",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
			title: CRAWLER_PAGE_TEXT.notFound,
			onRetry
		})
	});
}
/** What the debug block shows about a failed load. */
function debugDetails(crawlerId, error) {
	const lines = [
		`crawlerId: ${crawlerId}`,
		`path: /api/crawlers/${crawlerId}`,
		`time: ${(/* @__PURE__ */ new Date()).toISOString()}`
	];
	if (isApiError(error)) lines.push(`status: ${error.status}`, `code: ${error.code ?? "none"}`, `response: ${error.responseText}`);
	if (error instanceof Error) lines.push(`error: ${error.name}: ${error.message}`);
	else lines.push(`error: ${String(error)}`);
	return lines.join("\n");
}
function CrawlerLoadError({ crawlerId, error, onRetry }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "mx-auto max-w-xl px-4 py-12",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ErrorPanel, {
			title: CRAWLER_PAGE_TEXT.loadFailed(crawlerId, errorMessage(error)),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "secondary",
					size: "sm",
					onClick: onRetry,
					children: CRAWLER_PAGE_TEXT.tryAgain
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					variant: "ghost",
					size: "sm",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						to: "/",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(House, { "aria-hidden": true }), CRAWLER_PAGE_TEXT.backToHome]
					})
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Collapsible, {
				className: "w-full",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CollapsibleTrigger, {
					className: "group flex items-center gap-1.5 rounded text-xs text-ash hover:text-bone focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Bug, {
							"aria-hidden": true,
							className: "size-3.5"
						}),
						"Debug details",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronDown, {
							"aria-hidden": true,
							className: "size-3.5 transition-transform group-data-[state=open]:rotate-180"
						})
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CollapsibleContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("pre", {
					className: "mt-2 max-h-48 overflow-auto rounded-md bg-abyss p-3 font-mono text-[11px] whitespace-pre-wrap break-all text-ash",
					children: debugDetails(crawlerId, error)
				}) })]
			})]
		})
	});
}
/** The loaded page: header and the five panels, three columns from lg up. */
function CrawlerControl({ crawler, crawlerId }) {
	const desktop = useMediaQuery(DESKTOP_QUERY);
	const { ready } = useRoomDataBatch(crawlerId);
	const currentRoom = useQuery({
		...currentRoomQuery(crawlerId),
		enabled: ready
	});
	const tactical = useQuery({
		...tacticalQuery(crawlerId),
		enabled: ready
	});
	const [events, dispatch] = (0, import_react.useReducer)(roomEventsReducer, initialRoomEvents);
	useRoomEventsFeed(crawlerId, {
		name: crawler.name,
		crawlerId: crawler.id
	}, currentRoom.data, tactical.data, dispatch);
	useOrdersEvents(crawlerId, events.roomId, dispatch);
	const rest = (0, import_react.useDeferredValue)(true, false);
	const floor = crawler.currentFloor;
	const status = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusPanel, {
		crawler,
		crawlerId
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StandingOrdersPanel, {
		crawlerId,
		alive: crawler.isAlive
	})] });
	const spectating = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SpectatingPanel, {
		crawler,
		crawlerId
	});
	const overview = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FloorOverviewPanel, {
		crawlerId,
		floor,
		ready
	});
	const room = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TacticalRoomPanel, {
		crawler,
		crawlerId,
		ready
	});
	const hasRoom = currentRoom.data !== void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoomEventsDispatchContext.Provider, {
		value: dispatch,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mx-auto w-full max-w-[90rem] px-3 py-5 sm:px-6",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerHeader, {
					crawler,
					crawlerId
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ControlsHelpDialog, {}),
				desktop ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "mt-5 grid grid-cols-[16.5rem_minmax(0,1fr)_19rem] items-start gap-4 xl:grid-cols-[18rem_minmax(0,1fr)_21rem]",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "flex min-w-0 flex-col gap-4",
							children: [rest ? status : null, rest ? spectating : null]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
							className: "min-w-0",
							children: room
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "flex min-w-0 flex-col gap-4",
							children: [
								rest ? overview : null,
								rest ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DungeonMapPanel, {
									crawlerId,
									floor,
									currentRoom: currentRoom.data,
									ready
								}) : null,
								rest ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoomEventsPanel, {
									crawlerLoaded: true,
									hasRoom,
									state: events
								}) : null
							]
						})
					]
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "mt-4 flex flex-col gap-4",
					children: [room, rest ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
						status,
						spectating,
						overview,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CollapsibleSection, {
							title: CRAWLER_PAGE_TEXT.dungeonMap,
							icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Map$1, {
								"aria-hidden": true,
								className: "size-5"
							}),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DungeonMapPanel, {
								crawlerId,
								floor,
								currentRoom: currentRoom.data,
								ready,
								bare: true
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CollapsibleSection, {
							title: CRAWLER_PAGE_TEXT.recentEvents,
							icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollText, {
								"aria-hidden": true,
								className: "size-5"
							}),
							defaultOpen: true,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoomEventsPanel, {
								crawlerLoaded: true,
								hasRoom,
								state: events,
								bare: true
							})
						})
					] }) : null]
				})
			]
		})
	});
}
// web/src/routes/crawler/crawler-page.tsx
/** '/crawler/:id': the crawler control page (spec 2). */
function CrawlerPage() {
	const id = useCrawlerIdParam();
	usePageTitle(id ? `Crawler #${id}` : "Crawler");
	if (!id) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MissingCrawlerId, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerScreen, { crawlerId: id }, id);
}
export { CrawlerPage };

//# sourceMappingURL=crawler-page-DULjP_Db.js.map