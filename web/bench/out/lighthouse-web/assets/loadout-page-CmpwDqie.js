import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { B as RotateCcw, C as CardHeader, D as Spinner, L as Button, M as Link, S as CardDescription, T as usePageTitle, V as PackageOpen, W as LoaderCircle, X as useQuery, _ as FormMessage, at as useQueryClient, b as Card, c as toastError, g as ErrorPanel, l as toastSuccess, ot as require_react_dom, q as CircleExclamationPoint, w as CardTitle, x as CardContent, y as Badge } from "./index-BiQ4OFOh.js";
import { t as ArrowLeft } from "./arrow-left-DF22hpAP.js";
import { n as Backpack, t as Sparkles } from "./sparkles-DiZODu9I.js";
import { i as createSlot, o as useComposedRefs, s as createLucideIcon, t as cn } from "./cn-B52nqGHH.js";
import { t as Keyboard } from "./keyboard-ThS3J1EZ.js";
import { t as Layers } from "./layers-Dcu3bAKp.js";
import { a as rarityStyle, c as HeartPulse, i as itemsForSlot, n as allItems, o as titleCase, r as itemSlot, s as Package, t as ItemSummary } from "./item-summary-CMTVBSuQ.js";
import { t as Shield } from "./shield-BbNIxS_-.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-CgfO9KJ9.js";
import { i as errorMessage } from "./http-Dp5NWYIR.js";
import { a as loadoutQueryKey, c as unequipSlot, i as fetchLoadout, l as ChevronDown, n as deleteLoadout, o as saveHotbar, r as equipItem, s as saveLoadout, t as applyLoadout } from "./loadout-api-BLCRVRPF.js";
import { i as TabsTrigger, n as TabsContent, r as TabsList, t as Tabs } from "./tabs-A9_1nQLL.js";
import { t as CrawlerAvatar } from "./crawler-avatar-DKdBI-QX.js";
import { n as useCrawlerIdParam } from "./crawler-id-BF0VVfkK.js";
import { h as isHotbarAction, m as isEquipmentSlot, n as ATTRIBUTES, o as EQUIPMENT_SLOTS, s as HOTBAR_ACTION, v as slotLabel } from "./vocabulary-DSixrbIf.js";
import { a as DialogTitle, c as ReactRemoveScroll, d as FocusScope, i as DialogDescription, l as hideOthers, r as DialogContent, t as Dialog, u as useFocusGuards } from "./dialog-aQbDhVTJ.js";
import { t as CircleCheck } from "./circle-check-BlJzIsMl.js";
import { t as Eye } from "./eye-BocLKIwX.js";
import { s as HOTBAR } from "./constants-C4t9KvkL.js";
import { a as createContextScope, i as useLayoutEffect2, n as Presence, o as composeEventHandlers, r as useCallbackRef, t as useControllableState } from "./dist-X5RskNe6.js";
import { t as createCollection } from "./dist-DuZU93Dn.js";
import { i as useDirection } from "./dist-CaOQnN7H.js";
import { n as DismissableLayer, t as Portal } from "./dist-CQ8O-IWz.js";
import { t as useId } from "./dist-DlGRWSt3.js";
import { a as createPopperScope, i as PopperContent, n as PopperAnchor, o as useSize, t as Popper } from "./dist-BjCG0ujs.js";
import { t as Primitive } from "./dist-CbB8W8Ls.js";
import { t as VISUALLY_HIDDEN_STYLES } from "./dist-DSjfKIrZ.js";
import { t as Check } from "./check-Be-SL3YF.js";
import { t as Coins } from "./coins-Dhuz6u1L.js";
import { a as SPONSORSHIP_RULES } from "./crawler-BMq-rojx.js";
import { t as Field } from "./field-CNGsloR3.js";
import { t as useMutation } from "./useMutation-B25NteWb.js";
import { i as crawlersQueryKey } from "./crawler-api-Dqetrgs8.js";
import { t as MissingCrawlerId } from "./missing-crawler-id-g9tJwzbq.js";
// node_modules/lucide-react/dist/esm/icons/chart-column.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$7 = {
	name: "chart-column",
	size: 24,
	node: [
		["path", {
			d: "M3 3v16a2 2 0 0 0 2 2h16",
			key: "c24i48"
		}],
		["path", {
			d: "M18 17V9",
			key: "2bz60n"
		}],
		["path", {
			d: "M13 17V5",
			key: "1frdt8"
		}],
		["path", {
			d: "M8 17v-3",
			key: "17ska0"
		}]
	],
	aliases: ["bar-chart-3"]
};
__iconData$7.node;
var ChartColumn = createLucideIcon(__iconData$7);
// node_modules/lucide-react/dist/esm/icons/eye-off.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$6 = {
	name: "eye-off",
	size: 24,
	node: [
		["path", {
			d: "M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49",
			key: "ct8e1f"
		}],
		["path", {
			d: "M14.084 14.158a3 3 0 0 1-4.242-4.242",
			key: "151rxh"
		}],
		["path", {
			d: "M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143",
			key: "13bj9a"
		}],
		["path", {
			d: "m2 2 20 20",
			key: "1ooewy"
		}]
	]
};
__iconData$6.node;
var EyeOff = createLucideIcon(__iconData$6);
// node_modules/lucide-react/dist/esm/icons/gauge.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "gauge",
	size: 24,
	node: [["path", {
		d: "m12 14 4-4",
		key: "9kzdfg"
	}], ["path", {
		d: "M3.34 19a10 10 0 1 1 17.32 0",
		key: "19p75a"
	}]]
};
__iconData$5.node;
var Gauge = createLucideIcon(__iconData$5);
// node_modules/lucide-react/dist/esm/icons/plus.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "plus",
	size: 24,
	node: [["path", {
		d: "M5 12h14",
		key: "1ays0h"
	}], ["path", {
		d: "M12 5v14",
		key: "s699le"
	}]]
};
__iconData$4.node;
var Plus = createLucideIcon(__iconData$4);
// node_modules/lucide-react/dist/esm/icons/save.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "save",
	size: 24,
	node: [
		["path", {
			d: "M15.2 3a2 2 0 0 1 1.4.6l3.8 3.8a2 2 0 0 1 .6 1.4V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z",
			key: "1c8476"
		}],
		["path", {
			d: "M17 21v-7a1 1 0 0 0-1-1H8a1 1 0 0 0-1 1v7",
			key: "1ydtos"
		}],
		["path", {
			d: "M7 3v4a1 1 0 0 0 1 1h7",
			key: "t51u73"
		}]
	]
};
__iconData$3.node;
var Save = createLucideIcon(__iconData$3);
// node_modules/lucide-react/dist/esm/icons/sword.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "sword",
	size: 24,
	node: [
		["path", {
			d: "m11 19-6-6",
			key: "s7kpr"
		}],
		["path", {
			d: "m5 21-2-2",
			key: "1kw20b"
		}],
		["path", {
			d: "m8 16-4 4",
			key: "1oqv8h"
		}],
		["path", {
			d: "M9.5 17.5 20.414 6.586A2 2 0 0021 5.172V3h-2.172a2 2 0 00-1.414.586L6.5 14.5",
			key: "1pjndt"
		}]
	]
};
__iconData$2.node;
var Sword = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/trash.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "trash",
	size: 24,
	node: [
		["path", {
			d: "M10 11v6",
			key: "nco0om"
		}],
		["path", {
			d: "M14 11v6",
			key: "outv1u"
		}],
		["path", {
			d: "M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6",
			key: "miytrc"
		}],
		["path", {
			d: "M3 6h18",
			key: "d0wm0j"
		}],
		["path", {
			d: "M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2",
			key: "e791ji"
		}]
	],
	aliases: ["trash-2"]
};
__iconData$1.node;
var Trash = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/upload.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "upload",
	size: 24,
	node: [
		["path", {
			d: "M12 3v12",
			key: "1x0j5s"
		}],
		["path", {
			d: "m17 8-5-5-5 5",
			key: "7q97r8"
		}],
		["path", {
			d: "M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4",
			key: "ih7n3h"
		}]
	]
};
__iconData.node;
var Upload = createLucideIcon(__iconData);
// web/src/routes/crawler/loadout/equipment-tab.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var SLOT_ICON = {
	weapon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sword, {
		"aria-hidden": true,
		className: "size-4"
	}),
	armor: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Shield, {
		"aria-hidden": true,
		className: "size-4"
	}),
	accessory: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sparkles, {
		"aria-hidden": true,
		className: "size-4"
	})
};
/** Spec 2 Equipment tab: the three slots and the Combat Stats card. */
function EquipmentTab({ view, actions }) {
	const [picking, setPicking] = (0, import_react.useState)(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "flex flex-col gap-3",
				children: EQUIPMENT_SLOTS.map((slot) => {
					const item = view.equipped[slot] ?? null;
					const label = slotLabel(slot);
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
						"aria-label": label,
						className: "flex flex-col gap-3 rounded-lg border border-rubble bg-crypt/80 p-4 sm:flex-row sm:items-center",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "min-w-0 flex-1",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h3", {
								className: "flex items-center gap-2 text-xs font-semibold tracking-wider text-ash uppercase",
								children: [SLOT_ICON[slot], label]
							}), item ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemSummary, {
								item,
								className: "mt-2"
							}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
								className: "mt-2 text-sm text-ash italic",
								children: "No equipment"
							})]
						}), item ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							size: "sm",
							variant: "secondary",
							disabled: actions.busy,
							"aria-label": `Unequip ${item.name} from ${label}`,
							onClick: () => actions.unequip.mutate(slot),
							children: "Unequip"
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							size: "sm",
							variant: "outline",
							disabled: actions.busy,
							"aria-label": `Equip ${label}`,
							onClick: () => setPicking(slot),
							children: "Equip"
						})]
					}, slot);
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CombatStatsCard, { view }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EquipPicker, {
				slot: picking,
				view,
				busy: actions.busy,
				onClose: () => setPicking(null),
				onEquip: (itemId) => actions.equip.mutate(itemId, { onSuccess: () => setPicking(null) })
			})
		]
	});
}
function CombatStatsCard({ view }) {
	const rows = [
		["Total Attack", view.combatStats.totalAttack],
		["Total Defense", view.combatStats.totalDefense],
		["Speed", view.combatStats.speed],
		["Accuracy", view.combatStats.accuracy]
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "combat-stats-heading",
		className: "self-start",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
			as: "h3",
			id: "combat-stats-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Gauge, {
				"aria-hidden": true,
				className: "size-5"
			}), "Combat Stats"]
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
			className: "flex flex-col gap-2 text-sm",
			children: [rows.map(([label, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex items-center justify-between gap-2 border-b border-rubble/60 pb-1.5",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
					className: "text-ash",
					children: label
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
					className: "font-mono font-semibold text-bone",
					children: value
				})]
			}, label)), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-1 flex items-center justify-between gap-2 rounded-md border border-gold-500/40 bg-gold-900/30 px-2 py-1.5",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
					className: "text-gold-200",
					children: "Equipment Power Rating"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dd", {
					className: "font-mono font-bold text-gold-300",
					children: [view.powerRating, " / 100"]
				})]
			})]
		}) })]
	});
}
function EquipPicker({ slot, view, busy, onClose, onEquip }) {
	const label = slot ? slotLabel(slot) : "";
	const items = slot ? itemsForSlot(view, slot) : [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: slot !== null,
		onOpenChange: (open) => !open && onClose(),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
			className: "max-w-lg",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogTitle, { children: ["Equip ", label] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, { children: "Choose an item from the crawler's inventory." }),
				items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "mt-4 rounded-lg border border-dashed border-rubble px-4 py-6 text-center text-sm text-ash",
					children: [
						"No items in the inventory fit the ",
						label,
						" slot."
					]
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "mt-4 flex flex-col gap-2",
					children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: "flex flex-col gap-2 rounded-lg border border-rubble bg-abyss/50 p-3 sm:flex-row sm:items-center",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemSummary, {
							item,
							className: "flex-1"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							size: "sm",
							variant: "primary",
							disabled: busy,
							"aria-label": `Equip ${item.name}`,
							onClick: () => onEquip(item.id),
							children: "Equip"
						})]
					}, item.id))
				})
			]
		})
	});
}
// node_modules/@radix-ui/number/dist/index.mjs
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
var __defProp$2 = Object.defineProperty;
var __name$2 = (target, value) => __defProp$2(target, "name", {
	value,
	configurable: true
});
function clamp(value, [min, max]) {
	return Math.min(max, Math.max(min, value));
}
__name$2(clamp, "clamp");
// node_modules/@radix-ui/react-select/dist/index.mjs
var __defProp$1 = Object.defineProperty;
var __name$1 = (target, value) => __defProp$1(target, "name", {
	value,
	configurable: true
});
var Position = {
	ItemAligned: "item-aligned",
	Popper: "popper"
};
var Direction$1 = {
	LTR: "ltr",
	RTL: "rtl"
};
var OPEN_KEYS = [
	" ",
	"Enter",
	"ArrowUp",
	"ArrowDown"
];
var SELECTION_KEYS = [" ", "Enter"];
var SELECT_NAME = "Select";
var [Collection$1, useCollection$1, createCollectionScope$1] = createCollection(SELECT_NAME);
var [createSelectContext, createSelectScope] = createContextScope(SELECT_NAME, [createCollectionScope$1, createPopperScope]);
var usePopperScope = createPopperScope();
var [SelectProviderImpl, useSelectContext] = createSelectContext(SELECT_NAME);
var [SelectNativeOptionsProvider, useSelectNativeOptionsContext] = createSelectContext(SELECT_NAME);
function SelectProvider(props) {
	const { __scopeSelect, children, open: openProp, defaultOpen, onOpenChange, value: valueProp, defaultValue, onValueChange, dir, name, autoComplete, disabled, required, form, internal_do_not_use_render } = props;
	const popperScope = usePopperScope(__scopeSelect);
	const [trigger, setTrigger] = import_react.useState(null);
	const [valueNode, setValueNode] = import_react.useState(null);
	const [valueNodeHasChildren, setValueNodeHasChildren] = import_react.useState(false);
	const direction = useDirection(dir);
	const [open, setOpen] = useControllableState({
		prop: openProp,
		defaultProp: defaultOpen ?? false,
		onChange: onOpenChange,
		caller: SELECT_NAME
	});
	const [value, setValue] = useControllableState({
		prop: valueProp,
		defaultProp: defaultValue,
		onChange: onValueChange,
		caller: SELECT_NAME
	});
	const triggerPointerDownPosRef = import_react.useRef(null);
	const hasConsumerStoppedPropagationRef = import_react.useRef(false);
	const [userSelection, setUserSelection] = import_react.useState(null);
	const handleUserSelect = /* @__PURE__ */ __name$1((nextValue) => {
		setUserSelection({
			value: nextValue,
			hasConsumerStoppedPropagation: hasConsumerStoppedPropagationRef.current
		});
		setValue(nextValue);
	}, "handleUserSelect");
	const initialValueRef = import_react.useRef(value);
	import_react.useEffect(() => {
		const associatedForm = form ? trigger?.ownerDocument.getElementById(form) : trigger?.form;
		if (associatedForm instanceof HTMLFormElement) {
			const reset = /* @__PURE__ */ __name$1(() => setValue(initialValueRef.current), "reset");
			associatedForm.addEventListener("reset", reset);
			return () => associatedForm.removeEventListener("reset", reset);
		}
	}, [
		form,
		trigger,
		setValue
	]);
	const isFormControl = trigger ? !!form || !!trigger.closest("form") : true;
	const [nativeOptionsSet, setNativeOptionsSet] = import_react.useState(/* @__PURE__ */ new Set());
	const contentId = useId();
	const nativeSelectKey = Array.from(nativeOptionsSet).map((option) => option.props.value).join(";");
	const handleNativeOptionAdd = import_react.useCallback((option) => {
		setNativeOptionsSet((prev) => new Set(prev).add(option));
	}, []);
	const handleNativeOptionRemove = import_react.useCallback((option) => {
		setNativeOptionsSet((prev) => {
			const optionsSet = new Set(prev);
			optionsSet.delete(option);
			return optionsSet;
		});
	}, []);
	const context = {
		required,
		trigger,
		onTriggerChange: setTrigger,
		valueNode,
		onValueNodeChange: setValueNode,
		valueNodeHasChildren,
		onValueNodeHasChildrenChange: setValueNodeHasChildren,
		contentId,
		value,
		onValueChange: setValue,
		hasConsumerStoppedPropagationRef,
		userSelection,
		onUserSelect: handleUserSelect,
		open,
		onOpenChange: setOpen,
		dir: direction,
		triggerPointerDownPosRef,
		disabled,
		name,
		autoComplete,
		form,
		nativeOptions: nativeOptionsSet,
		nativeSelectKey,
		isFormControl
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popper, {
		...popperScope,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectProviderImpl, {
			scope: __scopeSelect,
			...context,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collection$1.Provider, {
				scope: __scopeSelect,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectNativeOptionsProvider, {
					scope: __scopeSelect,
					onNativeOptionAdd: handleNativeOptionAdd,
					onNativeOptionRemove: handleNativeOptionRemove,
					children: isFunction$1(internal_do_not_use_render) ? internal_do_not_use_render(context) : children
				})
			})
		})
	});
}
__name$1(SelectProvider, "SelectProvider");
var Select$1 = /* @__PURE__ */ __name$1((props) => {
	const { __scopeSelect, children, ...providerProps } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectProvider, {
		__scopeSelect,
		...providerProps,
		internal_do_not_use_render: ({ isFormControl }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [children, isFormControl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectBubbleInput, { __scopeSelect }) : null] })
	});
}, "Select");
var TRIGGER_NAME = "SelectTrigger";
var SelectTrigger$1 = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function SelectTrigger2(props, forwardedRef) {
	const { __scopeSelect, disabled = false, ...triggerProps } = props;
	const popperScope = usePopperScope(__scopeSelect);
	const context = useSelectContext(TRIGGER_NAME, __scopeSelect);
	const isDisabled = context.disabled || disabled;
	const composedRefs = useComposedRefs(forwardedRef, context.onTriggerChange);
	const getItems = useCollection$1(__scopeSelect);
	const pointerTypeRef = import_react.useRef("touch");
	const [searchRef, handleTypeaheadSearch, resetTypeahead] = useTypeaheadSearch((search) => {
		const enabledItems = getItems().filter((item) => !item.disabled);
		const nextItem = findNextItem(enabledItems, search, enabledItems.find((item) => item.value === context.value));
		if (nextItem !== void 0) context.onUserSelect(nextItem.value);
	});
	const handleOpen = /* @__PURE__ */ __name$1((pointerEvent) => {
		if (!isDisabled) {
			context.onOpenChange(true);
			resetTypeahead();
		}
		if (pointerEvent) context.triggerPointerDownPosRef.current = {
			x: Math.round(pointerEvent.pageX),
			y: Math.round(pointerEvent.pageY)
		};
	}, "handleOpen");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopperAnchor, {
		asChild: true,
		...popperScope,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.button, {
			type: "button",
			role: "combobox",
			"aria-controls": context.open ? context.contentId : void 0,
			"aria-expanded": context.open,
			"aria-required": context.required,
			"aria-autocomplete": "none",
			dir: context.dir,
			"data-state": context.open ? "open" : "closed",
			disabled: isDisabled,
			"data-disabled": isDisabled ? "" : void 0,
			"data-placeholder": shouldShowPlaceholder(context.value) ? "" : void 0,
			...triggerProps,
			ref: composedRefs,
			onClick: composeEventHandlers(triggerProps.onClick, (event) => {
				event.currentTarget.focus();
				if (pointerTypeRef.current !== "mouse") handleOpen(event);
			}),
			onPointerDown: composeEventHandlers(triggerProps.onPointerDown, (event) => {
				pointerTypeRef.current = event.pointerType;
				const target = event.target;
				if (target.hasPointerCapture(event.pointerId)) target.releasePointerCapture(event.pointerId);
				if (event.button === 0 && event.ctrlKey === false && event.pointerType === "mouse") {
					handleOpen(event);
					event.preventDefault();
				}
			}),
			onKeyDown: composeEventHandlers(triggerProps.onKeyDown, (event) => {
				const isTypingAhead = searchRef.current !== "";
				if (!(event.ctrlKey || event.altKey || event.metaKey) && event.key.length === 1) {
					context.hasConsumerStoppedPropagationRef.current = event.isPropagationStopped();
					handleTypeaheadSearch(event.key);
				}
				if (isTypingAhead && event.key === " ") return;
				if (OPEN_KEYS.includes(event.key)) {
					handleOpen();
					event.preventDefault();
				}
			})
		})
	});
}, "SelectTrigger"));
var VALUE_NAME = "SelectValue";
var SelectValue$1 = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function SelectValue2(props, forwardedRef) {
	const { __scopeSelect, className, style, children, placeholder = "", ...valueProps } = props;
	const context = useSelectContext(VALUE_NAME, __scopeSelect);
	const { onValueNodeHasChildrenChange } = context;
	const hasChildren = children !== void 0;
	const composedRefs = useComposedRefs(forwardedRef, context.onValueNodeChange);
	useLayoutEffect2(() => {
		onValueNodeHasChildrenChange(hasChildren);
	}, [onValueNodeHasChildrenChange, hasChildren]);
	const showPlaceholder = shouldShowPlaceholder(context.value);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.span, {
		...valueProps,
		asChild: showPlaceholder ? false : valueProps.asChild,
		ref: composedRefs,
		style: { pointerEvents: "none" },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: showPlaceholder ? placeholder : children }, showPlaceholder ? "placeholder" : "value")
	});
}, "SelectValue"));
var SelectIcon = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function SelectIcon2(props, forwardedRef) {
	const { __scopeSelect, children, ...iconProps } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.span, {
		"aria-hidden": true,
		...iconProps,
		ref: forwardedRef,
		children: children || "▼"
	});
}, "SelectIcon"));
var [PortalProvider, usePortalContext] = createSelectContext("SelectPortal", { forceMount: void 0 });
var SelectPortal = /* @__PURE__ */ __name$1((props) => {
	const { __scopeSelect, forceMount, ...portalProps } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PortalProvider, {
		scope: props.__scopeSelect,
		forceMount,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Portal, {
			asChild: true,
			...portalProps
		})
	});
}, "SelectPortal");
var CONTENT_NAME = "SelectContent";
var SelectContent$1 = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function SelectContent2(props, forwardedRef) {
	const portalContext = usePortalContext(CONTENT_NAME, props.__scopeSelect);
	const { forceMount = portalContext.forceMount, ...contentProps } = props;
	const context = useSelectContext(CONTENT_NAME, props.__scopeSelect);
	const [fragment, setFragment] = import_react.useState();
	useLayoutEffect2(() => {
		setFragment(new DocumentFragment());
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Presence, {
		present: forceMount || context.open,
		children: ({ present }) => present ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectContentImpl, {
			...contentProps,
			ref: forwardedRef
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectContentFragment, {
			...contentProps,
			fragment
		})
	});
}, "SelectContent"));
var SelectContentFragment = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function SelectContentFragment2(props, forwardedRef) {
	const { __scopeSelect, children, fragment } = props;
	if (!fragment) return null;
	return import_react_dom.createPortal(/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectContentProvider, {
		scope: __scopeSelect,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collection$1.Slot, {
			scope: __scopeSelect,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				ref: forwardedRef,
				children
			})
		})
	}), fragment);
}, "SelectContentFragment"));
var CONTENT_MARGIN = 10;
var [SelectContentProvider, useSelectContentContext] = createSelectContext(CONTENT_NAME);
var Slot = createSlot("SelectContent.RemoveScroll");
var SelectContentImpl = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function SelectContentImpl2(props, forwardedRef) {
	const { __scopeSelect } = props;
	const { position = Position.ItemAligned, onCloseAutoFocus, onEscapeKeyDown, onPointerDownOutside, side, sideOffset, align, alignOffset, arrowPadding, collisionBoundary, collisionPadding, sticky, hideWhenDetached, avoidCollisions, ...contentProps } = props;
	const context = useSelectContext(CONTENT_NAME, __scopeSelect);
	const [content, setContent] = import_react.useState(null);
	const [viewport, setViewport] = import_react.useState(null);
	const composedRefs = useComposedRefs(forwardedRef, setContent);
	const [selectedItem, setSelectedItem] = import_react.useState(null);
	const [selectedItemText, setSelectedItemText] = import_react.useState(null);
	const getItems = useCollection$1(__scopeSelect);
	const [isPositioned, setIsPositioned] = import_react.useState(false);
	const firstValidItemFoundRef = import_react.useRef(false);
	const firstItemFoundRef = import_react.useRef(false);
	const firstItemTextFoundRef = import_react.useRef(false);
	import_react.useEffect(() => {
		if (content) return hideOthers(content);
	}, [content]);
	useFocusGuards();
	const focusFirst = import_react.useCallback((candidates) => {
		const [firstItem, ...restItems] = getItems().map((item) => item.ref.current);
		const [lastItem] = restItems.slice(-1);
		const PREVIOUSLY_FOCUSED_ELEMENT = document.activeElement;
		for (const candidate of candidates) {
			if (candidate === PREVIOUSLY_FOCUSED_ELEMENT) return;
			candidate?.scrollIntoView({ block: "nearest" });
			if (candidate === firstItem && viewport) viewport.scrollTop = 0;
			if (candidate === lastItem && viewport) viewport.scrollTop = viewport.scrollHeight;
			candidate?.focus();
			if (document.activeElement !== PREVIOUSLY_FOCUSED_ELEMENT) return;
		}
	}, [getItems, viewport]);
	const focusSelectedItem = import_react.useCallback(() => focusFirst([selectedItem, content]), [
		focusFirst,
		selectedItem,
		content
	]);
	import_react.useEffect(() => {
		if (isPositioned) focusSelectedItem();
	}, [isPositioned, focusSelectedItem]);
	const { onOpenChange, triggerPointerDownPosRef } = context;
	import_react.useEffect(() => {
		if (content) {
			let pointerMoveDelta = {
				x: 0,
				y: 0
			};
			const handlePointerMove = /* @__PURE__ */ __name$1((event) => {
				pointerMoveDelta = {
					x: Math.abs(Math.round(event.pageX) - (triggerPointerDownPosRef.current?.x ?? 0)),
					y: Math.abs(Math.round(event.pageY) - (triggerPointerDownPosRef.current?.y ?? 0))
				};
			}, "handlePointerMove");
			const handlePointerUp = /* @__PURE__ */ __name$1((event) => {
				if (pointerMoveDelta.x <= 10 && pointerMoveDelta.y <= 10) event.preventDefault();
				else if (!event.composedPath().includes(content)) onOpenChange(false);
				document.removeEventListener("pointermove", handlePointerMove);
				triggerPointerDownPosRef.current = null;
			}, "handlePointerUp");
			if (triggerPointerDownPosRef.current !== null) {
				document.addEventListener("pointermove", handlePointerMove);
				document.addEventListener("pointerup", handlePointerUp, {
					capture: true,
					once: true
				});
			}
			return () => {
				document.removeEventListener("pointermove", handlePointerMove);
				document.removeEventListener("pointerup", handlePointerUp, { capture: true });
			};
		}
	}, [
		content,
		onOpenChange,
		triggerPointerDownPosRef
	]);
	import_react.useEffect(() => {
		const close = /* @__PURE__ */ __name$1(() => onOpenChange(false), "close");
		window.addEventListener("blur", close);
		window.addEventListener("resize", close);
		return () => {
			window.removeEventListener("blur", close);
			window.removeEventListener("resize", close);
		};
	}, [onOpenChange]);
	const [searchRef, handleTypeaheadSearch] = useTypeaheadSearch((search) => {
		const enabledItems = getItems().filter((item) => !item.disabled);
		const nextItem = findNextItem(enabledItems, search, enabledItems.find((item) => item.ref.current === document.activeElement));
		if (nextItem) setTimeout(() => nextItem.ref.current?.focus());
	});
	const itemRefCallback = import_react.useCallback((node, value, disabled) => {
		const isFirstItem = !firstItemFoundRef.current;
		if (isFirstItem) firstItemFoundRef.current = true;
		const isFirstValidItem = !firstValidItemFoundRef.current && !disabled;
		if (context.value !== void 0 && context.value === value || isFirstValidItem) {
			setSelectedItem(node);
			if (isFirstValidItem) firstValidItemFoundRef.current = true;
		} else if (isFirstItem) setSelectedItem(node);
	}, [context.value]);
	const handleItemLeave = import_react.useCallback(() => content?.focus(), [content]);
	const itemTextRefCallback = import_react.useCallback((node, value, disabled) => {
		if (!node) return;
		const isFirstItem = !firstItemTextFoundRef.current;
		if (isFirstItem) firstItemTextFoundRef.current = true;
		const isFirstValidItem = !firstValidItemFoundRef.current && !disabled;
		if (context.value !== void 0 && context.value === value || isFirstValidItem) setSelectedItemText(node);
		else if (isFirstItem) setSelectedItemText(node);
	}, [context.value]);
	const SelectPosition = position === Position.Popper ? SelectPopperPosition : SelectItemAlignedPosition;
	const popperContentProps = SelectPosition === SelectPopperPosition ? {
		side,
		sideOffset,
		align,
		alignOffset,
		arrowPadding,
		collisionBoundary,
		collisionPadding,
		sticky,
		hideWhenDetached,
		avoidCollisions
	} : {};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectContentProvider, {
		scope: __scopeSelect,
		content,
		viewport,
		onViewportChange: setViewport,
		itemRefCallback,
		selectedItem,
		onItemLeave: handleItemLeave,
		itemTextRefCallback,
		focusSelectedItem,
		selectedItemText,
		position,
		isPositioned,
		searchRef,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReactRemoveScroll, {
			as: Slot,
			allowPinchZoom: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FocusScope, {
				asChild: true,
				trapped: context.open,
				onMountAutoFocus: (event) => {
					event.preventDefault();
				},
				onUnmountAutoFocus: composeEventHandlers(onCloseAutoFocus, (event) => {
					context.trigger?.focus({ preventScroll: true });
					event.preventDefault();
				}),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DismissableLayer, {
					asChild: true,
					disableOutsidePointerEvents: true,
					onEscapeKeyDown,
					onPointerDownOutside,
					onFocusOutside: (event) => event.preventDefault(),
					onDismiss: () => context.onOpenChange(false),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectPosition, {
						role: "listbox",
						id: context.contentId,
						"data-state": context.open ? "open" : "closed",
						dir: context.dir,
						onContextMenu: (event) => event.preventDefault(),
						...contentProps,
						...popperContentProps,
						onPlaced: () => setIsPositioned(true),
						ref: composedRefs,
						style: {
							display: "flex",
							flexDirection: "column",
							outline: "none",
							...contentProps.style
						},
						onKeyDown: composeEventHandlers(contentProps.onKeyDown, (event) => {
							const isModifierKey = event.ctrlKey || event.altKey || event.metaKey;
							if (event.key === "Tab") event.preventDefault();
							if (!isModifierKey && event.key.length === 1) handleTypeaheadSearch(event.key);
							if ([
								"ArrowUp",
								"ArrowDown",
								"Home",
								"End"
							].includes(event.key)) {
								let candidateNodes = getItems().filter((item) => !item.disabled).map((item) => item.ref.current);
								if (["ArrowUp", "End"].includes(event.key)) candidateNodes = candidateNodes.slice().reverse();
								if (["ArrowUp", "ArrowDown"].includes(event.key)) {
									const currentElement = event.target;
									const currentIndex = candidateNodes.indexOf(currentElement);
									candidateNodes = candidateNodes.slice(currentIndex + 1);
								}
								setTimeout(() => focusFirst(candidateNodes));
								event.preventDefault();
							}
						})
					})
				})
			})
		})
	});
}, "SelectContentImpl"));
var SelectItemAlignedPosition = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function SelectItemAlignedPosition2(props, forwardedRef) {
	const { __scopeSelect, onPlaced, ...popperProps } = props;
	const context = useSelectContext(CONTENT_NAME, __scopeSelect);
	const contentContext = useSelectContentContext(CONTENT_NAME, __scopeSelect);
	const [contentWrapper, setContentWrapper] = import_react.useState(null);
	const [content, setContent] = import_react.useState(null);
	const composedRefs = useComposedRefs(forwardedRef, setContent);
	const getItems = useCollection$1(__scopeSelect);
	const shouldExpandOnScrollRef = import_react.useRef(false);
	const shouldRepositionRef = import_react.useRef(true);
	const { viewport, selectedItem, selectedItemText, focusSelectedItem } = contentContext;
	const position = import_react.useCallback(() => {
		if (context.trigger && context.valueNode && contentWrapper && content && viewport && selectedItem && selectedItemText) {
			const triggerRect = context.trigger.getBoundingClientRect();
			const contentRect = content.getBoundingClientRect();
			const valueNodeRect = context.valueNode.getBoundingClientRect();
			const itemTextRect = selectedItemText.getBoundingClientRect();
			if (context.dir !== Direction$1.RTL) {
				const itemTextOffset = itemTextRect.left - contentRect.left;
				const left = valueNodeRect.left - itemTextOffset;
				const leftDelta = triggerRect.left - left;
				const minContentWidth = triggerRect.width + leftDelta;
				const contentWidth = Math.max(minContentWidth, contentRect.width);
				const rightEdge = window.innerWidth - CONTENT_MARGIN;
				const clampedLeft = clamp(left, [CONTENT_MARGIN, Math.max(CONTENT_MARGIN, rightEdge - contentWidth)]);
				contentWrapper.style.minWidth = minContentWidth + "px";
				contentWrapper.style.left = clampedLeft + "px";
			} else {
				const itemTextOffset = contentRect.right - itemTextRect.right;
				const right = window.innerWidth - valueNodeRect.right - itemTextOffset;
				const rightDelta = window.innerWidth - triggerRect.right - right;
				const minContentWidth = triggerRect.width + rightDelta;
				const contentWidth = Math.max(minContentWidth, contentRect.width);
				const leftEdge = window.innerWidth - CONTENT_MARGIN;
				const clampedRight = clamp(right, [CONTENT_MARGIN, Math.max(CONTENT_MARGIN, leftEdge - contentWidth)]);
				contentWrapper.style.minWidth = minContentWidth + "px";
				contentWrapper.style.right = clampedRight + "px";
			}
			const items = getItems();
			const availableHeight = window.innerHeight - CONTENT_MARGIN * 2;
			const itemsHeight = viewport.scrollHeight;
			const contentStyles = window.getComputedStyle(content);
			const contentBorderTopWidth = parseInt(contentStyles.borderTopWidth, 10);
			const contentPaddingTop = parseInt(contentStyles.paddingTop, 10);
			const contentBorderBottomWidth = parseInt(contentStyles.borderBottomWidth, 10);
			const contentPaddingBottom = parseInt(contentStyles.paddingBottom, 10);
			const fullContentHeight = contentBorderTopWidth + contentPaddingTop + itemsHeight + contentPaddingBottom + contentBorderBottomWidth;
			const minContentHeight = Math.min(selectedItem.offsetHeight * 5, fullContentHeight);
			const viewportStyles = window.getComputedStyle(viewport);
			const viewportPaddingTop = parseInt(viewportStyles.paddingTop, 10);
			const viewportPaddingBottom = parseInt(viewportStyles.paddingBottom, 10);
			const topEdgeToTriggerMiddle = triggerRect.top + triggerRect.height / 2 - CONTENT_MARGIN;
			const triggerMiddleToBottomEdge = availableHeight - topEdgeToTriggerMiddle;
			const selectedItemHalfHeight = selectedItem.offsetHeight / 2;
			const itemOffsetMiddle = selectedItem.offsetTop + selectedItemHalfHeight;
			const contentTopToItemMiddle = contentBorderTopWidth + contentPaddingTop + itemOffsetMiddle;
			const itemMiddleToContentBottom = fullContentHeight - contentTopToItemMiddle;
			if (contentTopToItemMiddle <= topEdgeToTriggerMiddle) {
				const isLastItem = items.length > 0 && selectedItem === items[items.length - 1].ref.current;
				contentWrapper.style.bottom = "0px";
				const viewportOffsetBottom = content.clientHeight - viewport.offsetTop - viewport.offsetHeight;
				const height = contentTopToItemMiddle + Math.max(triggerMiddleToBottomEdge, selectedItemHalfHeight + (isLastItem ? viewportPaddingBottom : 0) + viewportOffsetBottom + contentBorderBottomWidth);
				contentWrapper.style.height = height + "px";
			} else {
				const isFirstItem = items.length > 0 && selectedItem === items[0].ref.current;
				contentWrapper.style.top = "0px";
				const height = Math.max(topEdgeToTriggerMiddle, contentBorderTopWidth + viewport.offsetTop + (isFirstItem ? viewportPaddingTop : 0) + selectedItemHalfHeight) + itemMiddleToContentBottom;
				contentWrapper.style.height = height + "px";
				viewport.scrollTop = contentTopToItemMiddle - topEdgeToTriggerMiddle + viewport.offsetTop;
			}
			contentWrapper.style.margin = `${CONTENT_MARGIN}px 0`;
			contentWrapper.style.minHeight = minContentHeight + "px";
			contentWrapper.style.maxHeight = availableHeight + "px";
			onPlaced?.();
			requestAnimationFrame(() => shouldExpandOnScrollRef.current = true);
		}
	}, [
		getItems,
		context.trigger,
		context.valueNode,
		contentWrapper,
		content,
		viewport,
		selectedItem,
		selectedItemText,
		context.dir,
		onPlaced
	]);
	useLayoutEffect2(() => position(), [position]);
	const [contentZIndex, setContentZIndex] = import_react.useState();
	useLayoutEffect2(() => {
		if (content) setContentZIndex(window.getComputedStyle(content).zIndex);
	}, [content]);
	const handleScrollButtonChange = import_react.useCallback((node) => {
		if (node && shouldRepositionRef.current === true) {
			position();
			focusSelectedItem?.();
			shouldRepositionRef.current = false;
		}
	}, [position, focusSelectedItem]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectViewportProvider, {
		scope: __scopeSelect,
		contentWrapper,
		shouldExpandOnScrollRef,
		onScrollButtonChange: handleScrollButtonChange,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			ref: setContentWrapper,
			style: {
				display: "flex",
				flexDirection: "column",
				position: "fixed",
				zIndex: contentZIndex
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.div, {
				...popperProps,
				ref: composedRefs,
				style: {
					boxSizing: "border-box",
					maxHeight: "100%",
					...popperProps.style
				}
			})
		})
	});
}, "SelectItemAlignedPosition"));
var SelectPopperPosition = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function SelectPopperPosition2(props, forwardedRef) {
	const { __scopeSelect, align = "start", collisionPadding = CONTENT_MARGIN, ...popperProps } = props;
	const popperScope = usePopperScope(__scopeSelect);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopperContent, {
		...popperScope,
		...popperProps,
		ref: forwardedRef,
		align,
		collisionPadding,
		style: {
			boxSizing: "border-box",
			...popperProps.style,
			"--radix-select-content-transform-origin": "var(--radix-popper-transform-origin)",
			"--radix-select-content-available-width": "var(--radix-popper-available-width)",
			"--radix-select-content-available-height": "var(--radix-popper-available-height)",
			"--radix-select-trigger-width": "var(--radix-popper-anchor-width)",
			"--radix-select-trigger-height": "var(--radix-popper-anchor-height)"
		}
	});
}, "SelectPopperPosition"));
var [SelectViewportProvider, useSelectViewportContext] = createSelectContext(CONTENT_NAME, {});
var VIEWPORT_NAME = "SelectViewport";
var SelectViewport = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function SelectViewport2(props, forwardedRef) {
	const { __scopeSelect, nonce, ...viewportProps } = props;
	const contentContext = useSelectContentContext(VIEWPORT_NAME, __scopeSelect);
	const viewportContext = useSelectViewportContext(VIEWPORT_NAME, __scopeSelect);
	const composedRefs = useComposedRefs(forwardedRef, contentContext.onViewportChange);
	const prevScrollTopRef = import_react.useRef(0);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("style", {
		dangerouslySetInnerHTML: { __html: `[data-radix-select-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-select-viewport]::-webkit-scrollbar{display:none}` },
		nonce
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collection$1.Slot, {
		scope: __scopeSelect,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.div, {
			"data-radix-select-viewport": "",
			role: "presentation",
			...viewportProps,
			ref: composedRefs,
			style: {
				position: "relative",
				flex: 1,
				overflow: "hidden auto",
				...viewportProps.style
			},
			onScroll: composeEventHandlers(viewportProps.onScroll, (event) => {
				const viewport = event.currentTarget;
				const { contentWrapper, shouldExpandOnScrollRef } = viewportContext;
				if (shouldExpandOnScrollRef?.current && contentWrapper) {
					const scrolledBy = Math.abs(prevScrollTopRef.current - viewport.scrollTop);
					if (scrolledBy > 0) {
						const availableHeight = window.innerHeight - CONTENT_MARGIN * 2;
						const cssMinHeight = parseFloat(contentWrapper.style.minHeight);
						const cssHeight = parseFloat(contentWrapper.style.height);
						const prevHeight = Math.max(cssMinHeight, cssHeight);
						if (prevHeight < availableHeight) {
							const nextHeight = prevHeight + scrolledBy;
							const clampedNextHeight = Math.min(availableHeight, nextHeight);
							const heightDiff = nextHeight - clampedNextHeight;
							contentWrapper.style.height = clampedNextHeight + "px";
							if (contentWrapper.style.bottom === "0px") {
								viewport.scrollTop = heightDiff > 0 ? heightDiff : 0;
								contentWrapper.style.justifyContent = "flex-end";
							}
						}
					}
				}
				prevScrollTopRef.current = viewport.scrollTop;
			})
		})
	})] });
}, "SelectViewport"));
var [SelectGroupContextProvider, useSelectGroupContext] = createSelectContext("SelectGroup");
var ITEM_NAME = "SelectItem";
var [SelectItemContextProvider, useSelectItemContext] = createSelectContext(ITEM_NAME);
var SelectItem$1 = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function SelectItem2(props, forwardedRef) {
	const { __scopeSelect, value, disabled = false, textValue: textValueProp, ...itemProps } = props;
	const context = useSelectContext(ITEM_NAME, __scopeSelect);
	const contentContext = useSelectContentContext(ITEM_NAME, __scopeSelect);
	const isSelected = context.value === value;
	const [textValue, setTextValue] = import_react.useState(textValueProp ?? "");
	const [isFocused, setIsFocused] = import_react.useState(false);
	const handleItemRefCallback = useCallbackRef((node) => contentContext.itemRefCallback?.(node, value, disabled));
	const composedRefs = useComposedRefs(forwardedRef, handleItemRefCallback);
	const textId = useId();
	const pointerTypeRef = import_react.useRef("touch");
	function handleSelect(event) {
		context.hasConsumerStoppedPropagationRef.current = event.isPropagationStopped();
		context.onUserSelect(value);
		context.onOpenChange(false);
	}
	__name$1(handleSelect, "handleSelect");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectItemContextProvider, {
		scope: __scopeSelect,
		value,
		disabled,
		textId,
		isSelected,
		onItemTextChange: import_react.useCallback((node) => {
			setTextValue((prevTextValue) => prevTextValue || (node?.textContent ?? "").trim());
		}, []),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collection$1.ItemSlot, {
			scope: __scopeSelect,
			value,
			disabled,
			textValue,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.div, {
				role: "option",
				"aria-labelledby": textId,
				"data-highlighted": isFocused ? "" : void 0,
				"aria-selected": isSelected && isFocused,
				"data-state": isSelected ? "checked" : "unchecked",
				"aria-disabled": disabled || void 0,
				"data-disabled": disabled ? "" : void 0,
				tabIndex: disabled ? void 0 : -1,
				...itemProps,
				ref: composedRefs,
				onFocus: composeEventHandlers(itemProps.onFocus, () => setIsFocused(true)),
				onBlur: composeEventHandlers(itemProps.onBlur, () => setIsFocused(false)),
				onClick: composeEventHandlers(itemProps.onClick, (event) => {
					if (disabled) return;
					if (pointerTypeRef.current !== "mouse") handleSelect(event);
				}),
				onPointerUp: composeEventHandlers(itemProps.onPointerUp, (event) => {
					if (disabled) return;
					if (pointerTypeRef.current === "mouse") handleSelect(event);
				}),
				onPointerDown: composeEventHandlers(itemProps.onPointerDown, (event) => {
					pointerTypeRef.current = event.pointerType;
				}),
				onPointerMove: composeEventHandlers(itemProps.onPointerMove, (event) => {
					pointerTypeRef.current = event.pointerType;
					if (disabled) contentContext.onItemLeave?.();
					else if (pointerTypeRef.current === "mouse") event.currentTarget.focus({ preventScroll: true });
				}),
				onPointerLeave: composeEventHandlers(itemProps.onPointerLeave, (event) => {
					if (event.currentTarget === document.activeElement) contentContext.onItemLeave?.();
				}),
				onKeyDown: composeEventHandlers(itemProps.onKeyDown, (event) => {
					if (disabled || event.target !== event.currentTarget) return;
					if (contentContext.searchRef?.current !== "" && event.key === " ") return;
					if (SELECTION_KEYS.includes(event.key)) handleSelect(event);
					if (event.key === " ") event.preventDefault();
				})
			})
		})
	});
}, "SelectItem"));
var ITEM_TEXT_NAME = "SelectItemText";
var SelectItemText = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function SelectItemText2(props, forwardedRef) {
	const { __scopeSelect, className, style, ...itemTextProps } = props;
	const context = useSelectContext(ITEM_TEXT_NAME, __scopeSelect);
	const contentContext = useSelectContentContext(ITEM_TEXT_NAME, __scopeSelect);
	const itemContext = useSelectItemContext(ITEM_TEXT_NAME, __scopeSelect);
	const nativeOptionsContext = useSelectNativeOptionsContext(ITEM_TEXT_NAME, __scopeSelect);
	const [itemTextNode, setItemTextNode] = import_react.useState(null);
	const handleItemTextRefCallback = useCallbackRef((node) => contentContext.itemTextRefCallback?.(node, itemContext.value, itemContext.disabled));
	const composedRefs = useComposedRefs(forwardedRef, setItemTextNode, itemContext.onItemTextChange, handleItemTextRefCallback);
	const textContent = itemTextNode?.textContent;
	const nativeOption = import_react.useMemo(() => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
		value: itemContext.value,
		disabled: itemContext.disabled,
		children: textContent
	}, itemContext.value), [
		itemContext.disabled,
		itemContext.value,
		textContent
	]);
	const { onNativeOptionAdd, onNativeOptionRemove } = nativeOptionsContext;
	useLayoutEffect2(() => {
		onNativeOptionAdd(nativeOption);
		return () => onNativeOptionRemove(nativeOption);
	}, [
		onNativeOptionAdd,
		onNativeOptionRemove,
		nativeOption
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.span, {
		id: itemContext.textId,
		...itemTextProps,
		ref: composedRefs
	}), itemContext.isSelected && context.valueNode && !context.valueNodeHasChildren && !shouldShowPlaceholder(context.value) ? import_react_dom.createPortal(itemTextProps.children, context.valueNode) : null] });
}, "SelectItemText"));
var ITEM_INDICATOR_NAME = "SelectItemIndicator";
var SelectItemIndicator = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function SelectItemIndicator2(props, forwardedRef) {
	const { __scopeSelect, ...itemIndicatorProps } = props;
	return useSelectItemContext(ITEM_INDICATOR_NAME, __scopeSelect).isSelected ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.span, {
		"aria-hidden": true,
		...itemIndicatorProps,
		ref: forwardedRef
	}) : null;
}, "SelectItemIndicator"));
var BUBBLE_INPUT_NAME$1 = "SelectBubbleInput";
var SelectBubbleInput = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name$1(function SelectBubbleInput2({ __scopeSelect, ...props }, forwardedRef) {
	const context = useSelectContext(BUBBLE_INPUT_NAME$1, __scopeSelect);
	const { value, onValueChange, required, disabled, name, autoComplete, form, userSelection } = context;
	const { nativeOptions, nativeSelectKey } = context;
	const ref = import_react.useRef(null);
	const composedRefs = useComposedRefs(forwardedRef, ref);
	const selectValue = value ?? "";
	const prevValueRef = import_react.useRef(selectValue);
	const handledUserSelectionRef = import_react.useRef(userSelection);
	const isDispatchingUserSelectionRef = import_react.useRef(false);
	const hasEmptyValueOption = Array.from(nativeOptions).some((option) => (option.props.value ?? "") === "");
	import_react.useEffect(() => {
		const select = ref.current;
		if (!select) return;
		const selectProto = window.HTMLSelectElement.prototype;
		const setValue = Object.getOwnPropertyDescriptor(selectProto, "value").set;
		const isNewUserSelection = userSelection !== null && userSelection !== handledUserSelectionRef.current;
		handledUserSelectionRef.current = userSelection;
		const valueChanged = prevValueRef.current !== selectValue;
		prevValueRef.current = selectValue;
		const isUserInteraction = isNewUserSelection && valueChanged;
		if (isNewUserSelection && !valueChanged && userSelection.value !== selectValue && !userSelection.hasConsumerStoppedPropagation && setValue) {
			isDispatchingUserSelectionRef.current = true;
			try {
				setValue.call(select, userSelection.value);
				select.dispatchEvent(new Event("change", { bubbles: true }));
			} finally {
				isDispatchingUserSelectionRef.current = false;
				setValue.call(select, selectValue);
			}
			return;
		}
		const bubbles = isUserInteraction && !userSelection.hasConsumerStoppedPropagation;
		if (valueChanged && setValue) {
			const event = new Event("change", { bubbles });
			setValue.call(select, selectValue);
			select.dispatchEvent(event);
		}
	}, [selectValue, userSelection]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Primitive.select, {
		"aria-hidden": true,
		required,
		tabIndex: -1,
		name,
		autoComplete,
		disabled,
		form,
		onChange: (event) => {
			if (!isDispatchingUserSelectionRef.current) onValueChange(event.target.value);
		},
		...props,
		style: {
			...VISUALLY_HIDDEN_STYLES,
			...props.style
		},
		ref: composedRefs,
		defaultValue: selectValue,
		children: [shouldShowPlaceholder(value) && !hasEmptyValueOption ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", { value: "" }) : null, Array.from(nativeOptions)]
	}, nativeSelectKey);
}, "SelectBubbleInput"));
function isFunction$1(value) {
	return typeof value === "function";
}
__name$1(isFunction$1, "isFunction");
function shouldShowPlaceholder(value) {
	return value === "" || value === void 0;
}
__name$1(shouldShowPlaceholder, "shouldShowPlaceholder");
function useTypeaheadSearch(onSearchChange) {
	const handleSearchChange = useCallbackRef(onSearchChange);
	const searchRef = import_react.useRef("");
	const timerRef = import_react.useRef(0);
	const handleTypeaheadSearch = import_react.useCallback((key) => {
		const search = searchRef.current + key;
		handleSearchChange(search);
		function updateSearch(value) {
			searchRef.current = value;
			window.clearTimeout(timerRef.current);
			if (value !== "") timerRef.current = window.setTimeout(() => updateSearch(""), 1e3);
		}
		__name$1(updateSearch, "updateSearch");
		updateSearch(search);
	}, [handleSearchChange]);
	const resetTypeahead = import_react.useCallback(() => {
		searchRef.current = "";
		window.clearTimeout(timerRef.current);
	}, []);
	import_react.useEffect(() => {
		return () => window.clearTimeout(timerRef.current);
	}, []);
	return [
		searchRef,
		handleTypeaheadSearch,
		resetTypeahead
	];
}
__name$1(useTypeaheadSearch, "useTypeaheadSearch");
function findNextItem(items, search, currentItem) {
	const normalizedSearch = search.length > 1 && Array.from(search).every((char) => char === search[0]) ? search[0] : search;
	const currentItemIndex = currentItem ? items.indexOf(currentItem) : -1;
	let wrappedItems = wrapArray(items, Math.max(currentItemIndex, 0));
	if (normalizedSearch.length === 1) wrappedItems = wrappedItems.filter((v) => v !== currentItem);
	const nextItem = wrappedItems.find((item) => item.textValue.toLowerCase().startsWith(normalizedSearch.toLowerCase()));
	return nextItem !== currentItem ? nextItem : void 0;
}
__name$1(findNextItem, "findNextItem");
function wrapArray(array, startIndex) {
	return array.map((_, index) => array[(startIndex + index) % array.length]);
}
__name$1(wrapArray, "wrapArray");
// web/src/components/ui/select.tsx
var Select = Select$1;
var SelectValue = SelectValue$1;
function SelectTrigger({ className, children, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectTrigger$1, {
		className: cn("inline-flex h-9 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-rubble bg-abyss/80 px-3 text-sm text-bone", "focus-visible:border-gold-400 focus-visible:ring-2 focus-visible:ring-gold-400/40 focus-visible:outline-none disabled:opacity-50", className),
		...props,
		children: [children, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectIcon, {
			asChild: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronDown, {
				"aria-hidden": true,
				className: "size-4 shrink-0 text-ash"
			})
		})]
	});
}
function SelectContent({ className, children, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectPortal, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectContent$1, {
		position: "popper",
		sideOffset: 4,
		className: cn("z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-rubble bg-vault text-bone shadow-xl", className),
		...props,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectViewport, {
			className: "p-1",
			children
		})
	}) });
}
/** Spec 5: an item's value may never be an empty string (Radix reserves it for "no value"). */
function SelectItem({ className, children, value, ...props }) {
	if (value === "") throw new Error("SelectItem value may not be an empty string");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectItem$1, {
		value,
		className: cn("relative flex cursor-pointer items-center rounded-sm py-1.5 pr-2 pl-7 text-sm outline-none select-none", "data-[highlighted]:bg-gold-900/60 data-[highlighted]:text-gold-200 data-[disabled]:opacity-50", className),
		...props,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "absolute left-2 inline-flex size-4 items-center justify-center",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectItemIndicator, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, {
				"aria-hidden": true,
				className: "size-3.5"
			}) })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectItemText, { children })]
	});
}
// node_modules/@radix-ui/react-slider/dist/index.mjs
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", {
	value,
	configurable: true
});
var Orientation = {
	Vertical: "vertical",
	Horizontal: "horizontal"
};
var Direction = {
	LTR: "ltr",
	RTL: "rtl"
};
var PAGE_KEYS = ["PageUp", "PageDown"];
var ARROW_KEYS = [
	"ArrowUp",
	"ArrowDown",
	"ArrowLeft",
	"ArrowRight"
];
var BACK_KEYS = {
	"from-left": [
		"Home",
		"PageDown",
		"ArrowDown",
		"ArrowLeft"
	],
	"from-right": [
		"Home",
		"PageDown",
		"ArrowDown",
		"ArrowRight"
	],
	"from-bottom": [
		"Home",
		"PageDown",
		"ArrowDown",
		"ArrowLeft"
	],
	"from-top": [
		"Home",
		"PageDown",
		"ArrowUp",
		"ArrowLeft"
	]
};
var SLIDER_NAME = "Slider";
var [Collection, useCollection, createCollectionScope] = createCollection(SLIDER_NAME);
var [createSliderContext, createSliderScope] = createContextScope(SLIDER_NAME, [createCollectionScope]);
var [SliderProvider, useSliderContext] = createSliderContext(SLIDER_NAME);
var Slider$1 = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function Slider2(props, forwardedRef) {
	const { name, min = 0, max = 100, step = 1, orientation = Orientation.Horizontal, disabled = false, minStepsBetweenThumbs = 0, preserveThumbOrder = false, defaultValue = [min], value, onValueChange = /* @__PURE__ */ __name(() => {}, "onValueChange"), onValueCommit = /* @__PURE__ */ __name(() => {}, "onValueCommit"), inverted = false, form, ...sliderProps } = props;
	const thumbRefs = import_react.useRef(/* @__PURE__ */ new Set());
	const valueIndexToChangeRef = import_react.useRef(0);
	const isKeyboardInteractionRef = import_react.useRef(false);
	const [userRequestedValues, setUserRequestedValues] = import_react.useState(null);
	const SliderOrientation = orientation === Orientation.Horizontal ? SliderHorizontal : SliderVertical;
	const [control, setControl] = import_react.useState(null);
	const composedRefs = useComposedRefs(forwardedRef, setControl);
	const [values = [], setValues] = useControllableState({
		prop: value,
		defaultProp: defaultValue,
		onChange: /* @__PURE__ */ __name((value2) => {
			[...thumbRefs.current][valueIndexToChangeRef.current]?.focus({
				preventScroll: true,
				focusVisible: isKeyboardInteractionRef.current
			});
			isKeyboardInteractionRef.current = false;
			onValueChange(value2);
		}, "onChange")
	});
	const valuesBeforeSlideStartRef = import_react.useRef(values);
	const initialValuesRef = import_react.useRef(values);
	import_react.useEffect(() => {
		const associatedForm = form ? control?.ownerDocument.getElementById(form) : control?.closest("form");
		if (associatedForm instanceof HTMLFormElement) {
			const reset = /* @__PURE__ */ __name(() => setValues(initialValuesRef.current), "reset");
			associatedForm.addEventListener("reset", reset);
			return () => associatedForm.removeEventListener("reset", reset);
		}
	}, [
		control,
		form,
		setValues
	]);
	function handleSlideStart(value2) {
		updateValues(value2, getClosestValueIndex(values, value2));
	}
	__name(handleSlideStart, "handleSlideStart");
	function handleSlideMove(value2) {
		updateValues(value2, valueIndexToChangeRef.current);
	}
	__name(handleSlideMove, "handleSlideMove");
	function handleSlideEnd() {
		if (String(values) !== String(valuesBeforeSlideStartRef.current)) onValueCommit(values);
	}
	__name(handleSlideEnd, "handleSlideEnd");
	function updateValues(value2, atIndex, { commit } = { commit: false }) {
		const decimalCount = getDecimalCount(step);
		const nextValue = clamp(roundValue(Math.round((value2 - min) / step) * step + min, decimalCount), [min, max]);
		const minStepsDistance = minStepsBetweenThumbs * step;
		function getNextValues(prevValues) {
			const constrainedValue = preserveThumbOrder ? clamp(nextValue, [prevValues[atIndex - 1] === void 0 ? min : prevValues[atIndex - 1] + minStepsDistance, prevValues[atIndex + 1] === void 0 ? max : prevValues[atIndex + 1] - minStepsDistance]) : nextValue;
			const nextValues = getNextSortedValues(prevValues, constrainedValue, atIndex);
			if (!hasMinStepsBetweenValues(nextValues, minStepsDistance)) return null;
			return {
				nextValues,
				changedIndex: preserveThumbOrder ? atIndex : nextValues.indexOf(constrainedValue),
				hasChanged: String(nextValues) !== String(prevValues)
			};
		}
		__name(getNextValues, "getNextValues");
		const requested = getNextValues(values);
		if (requested?.hasChanged) setUserRequestedValues(requested.nextValues);
		setValues((prevValues = []) => {
			const next = getNextValues(prevValues);
			if (!next) return prevValues;
			valueIndexToChangeRef.current = next.changedIndex;
			if (next.hasChanged && commit) onValueCommit(next.nextValues);
			return next.hasChanged ? next.nextValues : prevValues;
		});
	}
	__name(updateValues, "updateValues");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SliderProvider, {
		scope: props.__scopeSlider,
		name,
		disabled,
		min,
		max,
		valueIndexToChangeRef,
		thumbs: thumbRefs.current,
		values,
		orientation,
		form,
		userRequestedValues,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collection.Provider, {
			scope: props.__scopeSlider,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collection.Slot, {
				scope: props.__scopeSlider,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SliderOrientation, {
					"aria-disabled": disabled,
					"data-disabled": disabled ? "" : void 0,
					...sliderProps,
					ref: composedRefs,
					onPointerDown: composeEventHandlers(sliderProps.onPointerDown, () => {
						if (!disabled) {
							valuesBeforeSlideStartRef.current = values;
							isKeyboardInteractionRef.current = false;
						}
					}),
					min,
					max,
					inverted,
					onSlideStart: disabled ? void 0 : handleSlideStart,
					onSlideMove: disabled ? void 0 : handleSlideMove,
					onSlideEnd: disabled ? void 0 : handleSlideEnd,
					onHomeKeyDown: () => {
						if (!disabled) {
							isKeyboardInteractionRef.current = true;
							updateValues(min, 0, { commit: true });
						}
					},
					onEndKeyDown: () => {
						if (!disabled) {
							isKeyboardInteractionRef.current = true;
							updateValues(max, values.length - 1, { commit: true });
						}
					},
					onStepKeyDown: ({ event, direction: stepDirection }) => {
						if (!disabled) {
							isKeyboardInteractionRef.current = true;
							const multiplier = PAGE_KEYS.includes(event.key) || event.shiftKey && ARROW_KEYS.includes(event.key) ? 10 : 1;
							const atIndex = valueIndexToChangeRef.current;
							const value2 = values[atIndex];
							updateValues(getNextStepValue(value2, {
								min,
								step,
								direction: stepDirection,
								multiplier
							}), atIndex, { commit: true });
						}
					}
				})
			})
		})
	});
}, "Slider"));
var [SliderOrientationProvider, useSliderOrientationContext] = createSliderContext(SLIDER_NAME, {
	startEdge: "left",
	endEdge: "right",
	size: "width",
	direction: 1
});
var SliderHorizontal = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function SliderHorizontal2(props, forwardedRef) {
	const { min, max, dir, inverted, onSlideStart, onSlideMove, onSlideEnd, onStepKeyDown, ...sliderProps } = props;
	const [slider, setSlider] = import_react.useState(null);
	const composedRefs = useComposedRefs(forwardedRef, setSlider);
	const rectRef = import_react.useRef(void 0);
	const direction = useDirection(dir);
	const isDirectionLTR = direction === Direction.LTR;
	const isSlidingFromLeft = isDirectionLTR && !inverted || !isDirectionLTR && inverted;
	function getValueFromPointer(pointerPosition) {
		const rect = rectRef.current || slider.getBoundingClientRect();
		const value = linearScale([0, rect.width], isSlidingFromLeft ? [min, max] : [max, min]);
		rectRef.current = rect;
		return value(pointerPosition - rect.left);
	}
	__name(getValueFromPointer, "getValueFromPointer");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SliderOrientationProvider, {
		scope: props.__scopeSlider,
		startEdge: isSlidingFromLeft ? "left" : "right",
		endEdge: isSlidingFromLeft ? "right" : "left",
		direction: isSlidingFromLeft ? 1 : -1,
		size: "width",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SliderImpl, {
			dir: direction,
			"data-orientation": "horizontal",
			...sliderProps,
			ref: composedRefs,
			style: {
				...sliderProps.style,
				"--radix-slider-thumb-transform": "translateX(-50%)"
			},
			onSlideStart: (event) => {
				const value = getValueFromPointer(event.clientX);
				onSlideStart?.(value);
			},
			onSlideMove: (event) => {
				const value = getValueFromPointer(event.clientX);
				onSlideMove?.(value);
			},
			onSlideEnd: () => {
				rectRef.current = void 0;
				onSlideEnd?.();
			},
			onStepKeyDown: (event) => {
				const isBackKey = BACK_KEYS[isSlidingFromLeft ? "from-left" : "from-right"].includes(event.key);
				onStepKeyDown?.({
					event,
					direction: isBackKey ? -1 : 1
				});
			}
		})
	});
}, "SliderHorizontal"));
var SliderVertical = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function SliderVertical2(props, forwardedRef) {
	const { min, max, inverted, onSlideStart, onSlideMove, onSlideEnd, onStepKeyDown, ...sliderProps } = props;
	const sliderRef = import_react.useRef(null);
	const ref = useComposedRefs(forwardedRef, sliderRef);
	const rectRef = import_react.useRef(void 0);
	const isSlidingFromBottom = !inverted;
	function getValueFromPointer(pointerPosition) {
		const rect = rectRef.current || sliderRef.current.getBoundingClientRect();
		const value = linearScale([0, rect.height], isSlidingFromBottom ? [max, min] : [min, max]);
		rectRef.current = rect;
		return value(pointerPosition - rect.top);
	}
	__name(getValueFromPointer, "getValueFromPointer");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SliderOrientationProvider, {
		scope: props.__scopeSlider,
		startEdge: isSlidingFromBottom ? "bottom" : "top",
		endEdge: isSlidingFromBottom ? "top" : "bottom",
		size: "height",
		direction: isSlidingFromBottom ? 1 : -1,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SliderImpl, {
			"data-orientation": "vertical",
			...sliderProps,
			ref,
			style: {
				...sliderProps.style,
				"--radix-slider-thumb-transform": "translateY(50%)"
			},
			onSlideStart: (event) => {
				const value = getValueFromPointer(event.clientY);
				onSlideStart?.(value);
			},
			onSlideMove: (event) => {
				const value = getValueFromPointer(event.clientY);
				onSlideMove?.(value);
			},
			onSlideEnd: () => {
				rectRef.current = void 0;
				onSlideEnd?.();
			},
			onStepKeyDown: (event) => {
				const isBackKey = BACK_KEYS[isSlidingFromBottom ? "from-bottom" : "from-top"].includes(event.key);
				onStepKeyDown?.({
					event,
					direction: isBackKey ? -1 : 1
				});
			}
		})
	});
}, "SliderVertical"));
var SliderImpl = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function SliderImpl2(props, forwardedRef) {
	const { __scopeSlider, onSlideStart, onSlideMove, onSlideEnd, onHomeKeyDown, onEndKeyDown, onStepKeyDown, ...sliderProps } = props;
	const context = useSliderContext(SLIDER_NAME, __scopeSlider);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.span, {
		...sliderProps,
		ref: forwardedRef,
		onKeyDown: composeEventHandlers(props.onKeyDown, (event) => {
			if (event.key === "Home") {
				onHomeKeyDown(event);
				event.preventDefault();
			} else if (event.key === "End") {
				onEndKeyDown(event);
				event.preventDefault();
			} else if (PAGE_KEYS.concat(ARROW_KEYS).includes(event.key)) {
				onStepKeyDown(event);
				event.preventDefault();
			}
		}),
		onPointerDown: composeEventHandlers(props.onPointerDown, (event) => {
			const target = event.target;
			target.setPointerCapture(event.pointerId);
			event.preventDefault();
			if (context.thumbs.has(target)) target.focus({
				preventScroll: true,
				focusVisible: false
			});
			else onSlideStart(event);
		}),
		onPointerMove: composeEventHandlers(props.onPointerMove, (event) => {
			if (event.target.hasPointerCapture(event.pointerId)) onSlideMove(event);
		}),
		onPointerUp: composeEventHandlers(props.onPointerUp, (event) => {
			const target = event.target;
			if (target.hasPointerCapture(event.pointerId)) {
				target.releasePointerCapture(event.pointerId);
				onSlideEnd(event);
			}
		})
	});
}, "SliderImpl"));
var TRACK_NAME = "SliderTrack";
var SliderTrack = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function SliderTrack2(props, forwardedRef) {
	const { __scopeSlider, ...trackProps } = props;
	const context = useSliderContext(TRACK_NAME, __scopeSlider);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.span, {
		"data-disabled": context.disabled ? "" : void 0,
		"data-orientation": context.orientation,
		...trackProps,
		ref: forwardedRef
	});
}, "SliderTrack"));
var RANGE_NAME = "SliderRange";
var SliderRange = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function SliderRange2(props, forwardedRef) {
	const { __scopeSlider, ...rangeProps } = props;
	const context = useSliderContext(RANGE_NAME, __scopeSlider);
	const orientation = useSliderOrientationContext(RANGE_NAME, __scopeSlider);
	const ref = import_react.useRef(null);
	const composedRefs = useComposedRefs(forwardedRef, ref);
	const valuesCount = context.values.length;
	const percentages = context.values.map((value) => convertValueToPercentage(value, context.min, context.max));
	const offsetStart = valuesCount > 1 ? Math.min(...percentages) : 0;
	const offsetEnd = 100 - Math.max(...percentages);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.span, {
		"data-orientation": context.orientation,
		"data-disabled": context.disabled ? "" : void 0,
		...rangeProps,
		ref: composedRefs,
		style: {
			...props.style,
			[orientation.startEdge]: offsetStart + "%",
			[orientation.endEdge]: offsetEnd + "%"
		}
	});
}, "SliderRange"));
var [SliderThumbContextProvider, useSliderThumbContext] = createSliderContext("SliderThumb");
var THUMB_PROVIDER_NAME = "SliderThumbProvider";
function SliderThumbProvider(props) {
	const { __scopeSlider, name, children, internal_do_not_use_render } = props;
	const context = useSliderContext(THUMB_PROVIDER_NAME, __scopeSlider);
	const getItems = useCollection(__scopeSlider);
	const [thumb, setThumb] = import_react.useState(null);
	const index = import_react.useMemo(() => thumb ? getItems().findIndex((item) => item.ref.current === thumb) : -1, [getItems, thumb]);
	const size = useSize(thumb);
	const isFormControl = thumb ? !!context.form || !!thumb.closest("form") : true;
	const value = context.values[index];
	const resolvedName = name ?? (context.name ? context.name + (context.values.length > 1 ? "[]" : "") : void 0);
	const percent = value === void 0 ? 0 : convertValueToPercentage(value, context.min, context.max);
	import_react.useEffect(() => {
		if (thumb) {
			context.thumbs.add(thumb);
			return () => {
				context.thumbs.delete(thumb);
			};
		}
	}, [thumb, context.thumbs]);
	const thumbContext = {
		value,
		name: resolvedName,
		form: context.form,
		isFormControl,
		index,
		thumb,
		onThumbChange: setThumb,
		percent,
		size
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SliderThumbContextProvider, {
		scope: __scopeSlider,
		...thumbContext,
		children: isFunction(internal_do_not_use_render) ? internal_do_not_use_render(thumbContext) : children
	});
}
__name(SliderThumbProvider, "SliderThumbProvider");
var THUMB_TRIGGER_NAME = "SliderThumbTrigger";
var SliderThumbTrigger = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function SliderThumbTrigger2(props, forwardedRef) {
	const { __scopeSlider, ...thumbProps } = props;
	const context = useSliderContext(THUMB_TRIGGER_NAME, __scopeSlider);
	const orientation = useSliderOrientationContext(THUMB_TRIGGER_NAME, __scopeSlider);
	const { index, value, percent, size, onThumbChange } = useSliderThumbContext(THUMB_TRIGGER_NAME, __scopeSlider);
	const composedRefs = useComposedRefs(forwardedRef, onThumbChange);
	const label = getLabel(index, context.values.length);
	const orientationSize = size?.[orientation.size];
	const thumbInBoundsOffset = orientationSize ? getThumbInBoundsOffset(orientationSize, percent, orientation.direction) : 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		style: {
			transform: "var(--radix-slider-thumb-transform)",
			position: "absolute",
			[orientation.startEdge]: `calc(${percent}% + ${thumbInBoundsOffset}px)`
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collection.ItemSlot, {
			scope: __scopeSlider,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.span, {
				role: "slider",
				"aria-label": props["aria-label"] || label,
				"aria-valuemin": context.min,
				"aria-valuenow": value,
				"aria-valuemax": context.max,
				"aria-orientation": context.orientation,
				"data-orientation": context.orientation,
				"data-disabled": context.disabled ? "" : void 0,
				tabIndex: context.disabled ? void 0 : 0,
				...thumbProps,
				ref: composedRefs,
				style: value === void 0 ? { display: "none" } : props.style,
				onFocus: composeEventHandlers(props.onFocus, () => {
					context.valueIndexToChangeRef.current = index;
				})
			})
		})
	});
}, "SliderThumbTrigger"));
var SliderThumb = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function SliderThumb2(props, forwardedRef) {
	const { __scopeSlider, name, ...thumbProps } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SliderThumbProvider, {
		__scopeSlider,
		name,
		internal_do_not_use_render: ({ index, isFormControl }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SliderThumbTrigger, {
			...thumbProps,
			ref: forwardedRef,
			__scopeSlider
		}), isFormControl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SliderBubbleInput, { __scopeSlider }, index) : null] })
	});
}, "SliderThumb"));
var BUBBLE_INPUT_NAME = "SliderBubbleInput";
var SliderBubbleInput = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function SliderBubbleInput2({ __scopeSlider, onInput, ...props }, forwardedRef) {
	const { index, value, name, form } = useSliderThumbContext(BUBBLE_INPUT_NAME, __scopeSlider);
	const { userRequestedValues } = useSliderContext(BUBBLE_INPUT_NAME, __scopeSlider);
	const ref = import_react.useRef(null);
	const composedRefs = useComposedRefs(ref, forwardedRef);
	const shouldStopInputPropagationRef = import_react.useRef(false);
	const prevValueRef = import_react.useRef(value);
	const handledUserRequestedValuesRef = import_react.useRef(userRequestedValues);
	const prevUserRequestedValuesRef = import_react.useRef(userRequestedValues);
	import_react.useEffect(() => {
		const input = ref.current;
		if (!input) return;
		const inputProto = window.HTMLInputElement.prototype;
		const setValue = Object.getOwnPropertyDescriptor(inputProto, "value").set;
		const prevValue = prevValueRef.current;
		const valueChanged = prevValue !== value;
		prevValueRef.current = value;
		const isUserRequestFromThisRender = userRequestedValues !== prevUserRequestedValuesRef.current;
		prevUserRequestedValuesRef.current = userRequestedValues;
		if (valueChanged && setValue) {
			const hasUnhandledUserRequest = userRequestedValues !== handledUserRequestedValuesRef.current;
			handledUserRequestedValuesRef.current = userRequestedValues;
			const requestedValue = userRequestedValues?.[index];
			shouldStopInputPropagationRef.current = !(hasUnhandledUserRequest && (isUserRequestFromThisRender && requestedValue !== prevValue || requestedValue === value));
			const event = new Event("input", { bubbles: true });
			setValue.call(input, value);
			input.dispatchEvent(event);
			shouldStopInputPropagationRef.current = false;
		}
	}, [
		index,
		value,
		userRequestedValues
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.input, {
		style: { display: "none" },
		name,
		form,
		...props,
		ref: composedRefs,
		defaultValue: value,
		onInput: composeEventHandlers(onInput, (event) => {
			if (shouldStopInputPropagationRef.current) event.stopPropagation();
		})
	});
}, "SliderBubbleInput"));
function getNextSortedValues(prevValues = [], nextValue, atIndex) {
	const nextValues = [...prevValues];
	nextValues[atIndex] = nextValue;
	return nextValues.sort((a, b) => a - b);
}
__name(getNextSortedValues, "getNextSortedValues");
function convertValueToPercentage(value, min, max) {
	return clamp(100 / (max - min) * (value - min), [0, 100]);
}
__name(convertValueToPercentage, "convertValueToPercentage");
function getLabel(index, totalValues) {
	if (totalValues > 2) return `Value ${index + 1} of ${totalValues}`;
	else if (totalValues === 2) return ["Minimum", "Maximum"][index];
	else return;
}
__name(getLabel, "getLabel");
function getClosestValueIndex(values, nextValue) {
	if (values.length === 1) return 0;
	const distances = values.map((value) => Math.abs(value - nextValue));
	const closestDistance = Math.min(...distances);
	return distances.indexOf(closestDistance);
}
__name(getClosestValueIndex, "getClosestValueIndex");
function getThumbInBoundsOffset(width, left, direction) {
	const halfWidth = width / 2;
	return (halfWidth - linearScale([0, 50], [0, halfWidth])(left) * direction) * direction;
}
__name(getThumbInBoundsOffset, "getThumbInBoundsOffset");
function getStepsBetweenValues(values) {
	return values.slice(0, -1).map((value, index) => values[index + 1] - value);
}
__name(getStepsBetweenValues, "getStepsBetweenValues");
function hasMinStepsBetweenValues(values, minStepsBetweenValues) {
	if (minStepsBetweenValues > 0) {
		const stepsBetweenValues = getStepsBetweenValues(values);
		return Math.min(...stepsBetweenValues) >= minStepsBetweenValues;
	}
	return true;
}
__name(hasMinStepsBetweenValues, "hasMinStepsBetweenValues");
function linearScale(input, output) {
	return (value) => {
		if (input[0] === input[1] || output[0] === output[1]) return output[0];
		const ratio = (output[1] - output[0]) / (input[1] - input[0]);
		return output[0] + ratio * (value - input[0]);
	};
}
__name(linearScale, "linearScale");
function getDecimalCount(value) {
	if (!Number.isFinite(value)) return 0;
	const str = value.toString();
	if (str.includes("e")) {
		const [coefficient, exponent] = str.split("e");
		const decimalPart2 = coefficient.split(".")[1] || "";
		const exponentNum = Number(exponent);
		return Math.max(0, decimalPart2.length - exponentNum);
	}
	const decimalPart = str.split(".")[1];
	return decimalPart ? decimalPart.length : 0;
}
__name(getDecimalCount, "getDecimalCount");
function roundValue(value, decimalCount) {
	const rounder = Math.pow(10, decimalCount);
	return Math.round(value * rounder) / rounder;
}
__name(roundValue, "roundValue");
function getNextStepValue(value, { min, step, direction, multiplier }) {
	const decimalCount = getDecimalCount(step);
	const stepsFromMin = (value - min) / step;
	const nearestSteps = Math.round(stepsFromMin);
	const isAligned = roundValue(nearestSteps * step + min, decimalCount) === roundValue(value, decimalCount);
	let nextSteps;
	if (isAligned) nextSteps = nearestSteps + multiplier * direction;
	else if (direction > 0) nextSteps = Math.ceil(stepsFromMin);
	else nextSteps = Math.floor(stepsFromMin);
	return roundValue(nextSteps * step + min, decimalCount);
}
__name(getNextStepValue, "getNextStepValue");
function isFunction(value) {
	return typeof value === "function";
}
__name(isFunction, "isFunction");
// web/src/components/ui/slider.tsx
/** A single-thumb slider; the thumb carries the accessible name (arrow keys, Home/End work). */
function Slider({ className, thumbLabel, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Slider$1, {
		className: cn("relative flex h-6 w-full touch-none items-center select-none", className),
		...props,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SliderTrack, {
			className: "relative h-2 grow overflow-hidden rounded-full bg-abyss",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SliderRange, { className: "absolute h-full bg-gold-500" })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SliderThumb, {
			"aria-label": thumbLabel,
			className: "block size-5 rounded-full border-2 border-gold-300 bg-crypt shadow focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:ring-offset-2 focus-visible:ring-offset-abyss focus-visible:outline-none"
		})]
	});
}
// web/src/routes/crawler/loadout/hotbar-config.ts
var HOTKEY_SEQUENCE = HOTBAR.hotkeys;
var ACTION_IDS = Object.keys(HOTBAR_ACTION);
/** Initial: Attack/1, Defend/2, Special/3, three visible. */
function initialHotbar() {
	return {
		slots: [
			{
				id: "slot-1",
				actionId: "basic_attack",
				hotkey: "1"
			},
			{
				id: "slot-2",
				actionId: "defend",
				hotkey: "2"
			},
			{
				id: "slot-3",
				actionId: "special",
				hotkey: "3"
			}
		],
		visibleCount: HOTBAR.defaultVisible
	};
}
/** The first hotkey of 1-9 then 0 that no slot uses yet; null when all ten are taken. */
function nextHotkey(slots) {
	const used = new Set(slots.map((slot) => slot.hotkey));
	return HOTKEY_SEQUENCE.find((key) => !used.has(key)) ?? null;
}
function nextSlotId(slots) {
	const taken = new Set(slots.map((slot) => slot.id));
	let n = slots.length + 1;
	while (taken.has(`slot-${n}`)) n += 1;
	return `slot-${n}`;
}
function canAddSlot(hotbar) {
	return hotbar.slots.length < HOTBAR.maxSlots && nextHotkey(hotbar.slots) !== null;
}
function canDeleteSlot(hotbar) {
	return hotbar.slots.length > HOTBAR.minSlots;
}
/** Add Slot: appends an Attack slot with the next hotkey; unchanged at 10 slots. */
function addSlot(hotbar) {
	const hotkey = nextHotkey(hotbar.slots);
	if (!canAddSlot(hotbar) || hotkey === null) return hotbar;
	return {
		...hotbar,
		slots: [...hotbar.slots, {
			id: nextSlotId(hotbar.slots),
			actionId: "basic_attack",
			hotkey
		}]
	};
}
/** Delete removes a slot; unchanged at 1 slot or for an unknown id. */
function deleteSlot(hotbar, slotId) {
	if (!canDeleteSlot(hotbar) || !hotbar.slots.some((slot) => slot.id === slotId)) return hotbar;
	return {
		...hotbar,
		slots: hotbar.slots.filter((slot) => slot.id !== slotId)
	};
}
/** Changing a slot's dropdown switches its action; unknown actions and ids change nothing. */
function changeAction(hotbar, slotId, actionId) {
	if (!isHotbarAction(actionId)) return hotbar;
	const target = hotbar.slots.find((slot) => slot.id === slotId);
	if (!target || target.actionId === actionId) return hotbar;
	return {
		...hotbar,
		slots: hotbar.slots.map((slot) => slot.id === slotId ? {
			...slot,
			actionId
		} : slot)
	};
}
/** The 'maximum visible slots' slider: 1 to 10, whole numbers. */
function setVisibleCount(hotbar, count) {
	if (!Number.isFinite(count)) return hotbar;
	const visibleCount = Math.min(HOTBAR.maxSlots, Math.max(HOTBAR.minSlots, Math.round(count)));
	return visibleCount === hotbar.visibleCount ? hotbar : {
		...hotbar,
		visibleCount
	};
}
function resetHotbar() {
	return initialHotbar();
}
/** Only the first N slots (N = slider value) are visible; the rest are Hidden. */
function isSlotVisible(hotbar, index) {
	return index >= 0 && index < hotbar.visibleCount;
}
function visibleSlots(hotbar) {
	return hotbar.slots.slice(0, hotbar.visibleCount);
}
/** Spec 3 hotbar slot as shown: id, actionId, actionName, actionType, hotkey (plus visibility). */
function slotViews(hotbar) {
	return hotbar.slots.map((slot, index) => {
		const action = isHotbarAction(slot.actionId) ? HOTBAR_ACTION[slot.actionId] : HOTBAR_ACTION.basic_attack;
		return {
			...slot,
			actionName: action.name,
			actionType: action.type,
			visible: isSlotVisible(hotbar, index)
		};
	});
}
/**
* Local hotbar edits saved to the server: each change waits 300 ms for the next one, saves run one
* after another (so the last change always lands last), and a change still waiting when the screen
* closes is sent straight away.
*/
function useHotbarSync(crawlerId, initial) {
	const queryClient = useQueryClient();
	const [hotbar, setHotbar] = (0, import_react.useState)(initial);
	const [saveState, setSaveState] = (0, import_react.useState)("saved");
	const [saveError, setSaveError] = (0, import_react.useState)(null);
	const latest = (0, import_react.useRef)(initial);
	const queued = (0, import_react.useRef)(null);
	const timer = (0, import_react.useRef)(null);
	const chain = (0, import_react.useRef)(Promise.resolve());
	const mounted = (0, import_react.useRef)(true);
	const writeCache = (0, import_react.useCallback)((next) => queryClient.setQueryData(loadoutQueryKey(crawlerId), (view) => view ? {
		...view,
		hotbar: next
	} : view), [crawlerId, queryClient]);
	const send = (0, import_react.useCallback)((next) => {
		chain.current = chain.current.then(async () => {
			if (mounted.current) setSaveState("saving");
			try {
				const saved = await saveHotbar(crawlerId, next);
				if (latest.current === next) writeCache(saved);
				if (mounted.current && queued.current === null && latest.current === next) {
					setSaveState("saved");
					setSaveError(null);
				}
			} catch (error) {
				console.error("Failed to save hotbar", error);
				if (mounted.current && latest.current === next) {
					setSaveState("error");
					setSaveError(errorMessage(error));
				}
			}
		});
	}, [crawlerId, writeCache]);
	const flush = (0, import_react.useCallback)(() => {
		if (timer.current) clearTimeout(timer.current);
		timer.current = null;
		const next = queued.current;
		queued.current = null;
		if (next) send(next);
	}, [send]);
	const update = (0, import_react.useCallback)((change) => {
		const next = change(latest.current);
		if (next === latest.current) return null;
		latest.current = next;
		queued.current = next;
		setHotbar(next);
		writeCache(next);
		setSaveState("pending");
		if (timer.current) clearTimeout(timer.current);
		timer.current = setTimeout(flush, 300);
		return next;
	}, [flush, writeCache]);
	const retry = (0, import_react.useCallback)(() => {
		queued.current = latest.current;
		flush();
	}, [flush]);
	(0, import_react.useEffect)(() => {
		mounted.current = true;
		return () => {
			mounted.current = false;
			flush();
		};
	}, [flush]);
	return {
		hotbar,
		update,
		saveState,
		saveError,
		retry
	};
}
// web/src/routes/crawler/loadout/hotbar-tab.tsx
var HOTBAR_HELP = [
	"Use the WASD keys or touch to move your character.",
	"Green slots are visible in the tactical view; the rest are hidden until you raise the maximum.",
	"Drag-and-drop reordering is coming soon."
];
/**
* Spec 4 hotbar configurator. State changes come from the pure hotbar-config module; every change is
* saved to the server (debounced) and its visible slots are reported to the parent.
*/
function HotbarTab({ crawlerId, initial, onVisibleSlotsChange }) {
	const { hotbar, update, saveState, saveError, retry } = useHotbarSync(crawlerId, initial);
	const views = slotViews(hotbar);
	const change = (transition) => {
		const next = update(transition);
		if (next) onVisibleSlotsChange(visibleSlots(next));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		"aria-labelledby": "hotbar-heading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardHeader, {
			className: "sm:flex-row sm:items-start sm:justify-between",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
				as: "h3",
				id: "hotbar-heading",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Keyboard, {
					"aria-hidden": true,
					className: "size-5"
				}), "Hotbar"]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardDescription, { children: [
				hotbar.slots.length,
				" of ",
				HOTBAR.maxSlots,
				" slots, ",
				Math.min(hotbar.visibleCount, hotbar.slots.length),
				" visible."
			] })] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SaveIndicator, {
				state: saveState,
				error: saveError,
				onRetry: retry
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
			className: "flex flex-col gap-5",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
					"aria-label": "Hotbar slots",
					className: "flex flex-col gap-2",
					children: views.map((slot) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: cn("flex items-center gap-2 rounded-lg border p-2.5", slot.visible ? "border-moss-500/60 bg-moss-500/10" : "border-dashed border-flagstone bg-abyss/40"),
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("kbd", {
								"aria-label": `Hotkey ${slot.hotkey}`,
								className: "flex size-9 shrink-0 items-center justify-center rounded-md border border-flagstone bg-vault font-mono text-base font-bold text-gold-300",
								children: slot.hotkey
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-2",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
									className: "min-w-0 sm:flex-1",
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Select, {
										value: slot.actionId,
										onValueChange: (value) => change((current) => changeAction(current, slot.id, value)),
										children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectTrigger, {
											"aria-label": `Action for hotkey ${slot.hotkey}`,
											children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectValue, { children: slot.actionName })
										}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectContent, { children: ACTION_IDS.map((actionId) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectItem, {
											value: actionId,
											children: HOTBAR_ACTION[actionId].name
										}, actionId)) })]
									})
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
									className: "flex flex-wrap gap-1.5",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
										variant: slot.actionType === "attack" ? "destructive" : "stone",
										children: slot.actionType === "attack" ? "Attack" : "Ability"
									}), slot.visible ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Badge, {
										variant: "live",
										children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Eye, {
											"aria-hidden": true,
											className: "size-3"
										}), "Visible"]
									}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Badge, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EyeOff, {
										"aria-hidden": true,
										className: "size-3"
									}), "Hidden"] })]
								})]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								size: "icon",
								variant: "ghost",
								className: "size-9",
								"aria-label": `Delete slot ${slot.hotkey} (${slot.actionName})`,
								disabled: !canDeleteSlot(hotbar),
								onClick: () => change((current) => deleteSlot(current, slot.id)),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, { "aria-hidden": true })
							})
						]
					}, slot.id))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-wrap gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						variant: "outline",
						disabled: !canAddSlot(hotbar),
						onClick: () => change(addSlot),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, { "aria-hidden": true }), "Add Slot"]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						variant: "ghost",
						onClick: () => change(() => resetHotbar()),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RotateCcw, { "aria-hidden": true }), "Reset"]
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-col gap-2",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "flex items-center justify-between text-sm",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "font-semibold text-bone",
								children: "Maximum visible slots"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "font-mono text-gold-300",
								children: hotbar.visibleCount
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Slider, {
							min: HOTBAR.minSlots,
							max: HOTBAR.maxSlots,
							step: 1,
							value: [hotbar.visibleCount],
							thumbLabel: "Maximum visible slots",
							onValueChange: ([value]) => value !== void 0 && change((current) => setVisibleCount(current, value))
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							"aria-hidden": true,
							className: "flex justify-between text-[11px] text-ash",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: HOTBAR.minSlots }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: HOTBAR.maxSlots })]
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "flex flex-col gap-1 rounded-lg border border-rubble bg-abyss/40 p-3 text-xs text-ash",
					children: HOTBAR_HELP.map((line) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: line }, line))
				})
			]
		})]
	});
}
function SaveIndicator({ state, error, onRetry }) {
	if (state === "error") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "alert",
		className: "flex flex-wrap items-center gap-2 text-xs text-blood-300",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleExclamationPoint, {
				"aria-hidden": true,
				className: "size-4"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: ["Not saved", error ? `: ${error}` : ""] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "sm",
				variant: "secondary",
				onClick: onRetry,
				children: "Retry"
			})
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "status",
		className: "flex items-center gap-1.5 text-xs text-ash",
		children: state === "saved" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleCheck, {
			"aria-hidden": true,
			className: "size-4 text-moss-400"
		}), "Saved"] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoaderCircle, {
			"aria-hidden": true,
			className: "size-4 animate-spin text-gold-400"
		}), "Saving..."] })
	});
}
// web/src/routes/crawler/loadout/inventory-tab.tsx
/** Spec 2 Inventory tab: every item the crawler owns, equipped or not. */
function InventoryTab({ view, actions }) {
	const items = allItems(view);
	const equippedIds = new Set(Object.values(view.equipped).flatMap((item) => item ? [item.id] : []));
	if (items.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col items-center gap-2 rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-10 text-center",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PackageOpen, {
				"aria-hidden": true,
				className: "size-8 text-ash"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "font-semibold text-bone",
				children: "No equipment found"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm text-ash",
				children: "Equipment will appear here as you find it in the dungeon"
			})
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		"aria-label": "Inventory",
		className: "grid gap-3 md:grid-cols-2",
		children: items.map((item) => {
			const slot = itemSlot(item);
			const equippedSlot = isEquipmentSlot(item.equippedSlot) ? item.equippedSlot : equippedIds.has(item.id) ? slot : null;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex flex-col gap-3 rounded-lg border border-rubble bg-crypt/80 p-4",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex items-start gap-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemSummary, {
							item,
							showCategory: true,
							className: "flex-1"
						}), equippedSlot ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
							variant: "live",
							children: "Equipped"
						}) : null]
					}),
					item.description ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-xs text-ash",
						children: item.description
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex flex-wrap items-center justify-between gap-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "flex items-center gap-1 text-xs text-gold-300",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Coins, {
									"aria-hidden": true,
									className: "size-3.5"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "sr-only",
									children: "Value "
								}),
								item.value,
								" gold"
							]
						}), equippedSlot ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							size: "sm",
							disabled: actions.busy,
							"aria-label": `Unequip ${item.name}`,
							onClick: () => actions.unequip.mutate(equippedSlot),
							children: "Unequip"
						}) : slot ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							size: "sm",
							variant: "outline",
							disabled: actions.busy,
							"aria-label": `Equip ${item.name} as ${slotLabel(slot)}`,
							onClick: () => actions.equip.mutate(item.id),
							children: "Equip"
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "text-xs text-ash",
							children: "Not equippable"
						})]
					})
				]
			}, item.id);
		})
	});
}
// web/src/routes/crawler/loadout/loadouts-tab.tsx
/** Spec 2 Loadouts tab: saved loadouts with Apply and Delete, and 'Create New Loadout'. */
function LoadoutsTab({ view, actions }) {
	const [creating, setCreating] = (0, import_react.useState)(false);
	const limited = view.crawler.sponsorship === "secondary";
	const disabled = limited || actions.busy;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col gap-4",
		children: [
			limited ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "note",
				className: "rounded-lg border border-ember-400/40 bg-ember-400/10 px-4 py-3 text-sm text-ember-400",
				children: SPONSORSHIP_RULES.secondaryLimits
			}) : null,
			view.loadouts.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-8 text-center text-sm text-ash",
				children: "No saved loadouts yet"
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "grid gap-3 md:grid-cols-2",
				children: view.loadouts.map((loadout) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadoutCard, {
					loadout,
					view,
					disabled,
					actions
				}, loadout.id))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				variant: "primary",
				className: "self-start",
				disabled,
				onClick: () => setCreating(true),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, { "aria-hidden": true }), "Create New Loadout"]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CreateLoadoutDialog, {
				open: creating,
				onOpenChange: setCreating,
				actions
			})
		]
	});
}
function LoadoutCard({ loadout, view, disabled, actions }) {
	const items = allItems(view);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: "flex flex-col gap-3 rounded-lg border border-rubble bg-crypt/80 p-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				className: "font-display font-bold break-words text-gold-300",
				children: loadout.name
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
				className: "flex flex-col gap-1 text-sm",
				children: EQUIPMENT_SLOTS.map((slot) => {
					const itemId = loadout.items[slot] ?? null;
					const item = itemId === null ? null : items.find((candidate) => candidate.id === itemId);
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex flex-wrap justify-between gap-x-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
							className: "text-ash",
							children: slotLabel(slot)
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
							className: item ? rarityStyle(item.rarity).text : "text-ash italic",
							children: itemId === null ? "Empty" : item ? item.name : "Item no longer owned"
						})]
					}, slot);
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					size: "sm",
					variant: "outline",
					disabled,
					"aria-label": `Apply loadout ${loadout.name}`,
					onClick: () => actions.apply.mutate(loadout),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Upload, { "aria-hidden": true }), "Apply"]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					size: "sm",
					variant: "destructive",
					disabled,
					"aria-label": `Delete loadout ${loadout.name}`,
					onClick: () => actions.remove.mutate(loadout),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, { "aria-hidden": true }), "Delete"]
				})]
			})
		]
	});
}
function CreateLoadoutDialog({ open, onOpenChange, actions }) {
	const [name, setName] = (0, import_react.useState)("");
	const trimmed = name.trim();
	function close(next) {
		if (!next) {
			setName("");
			actions.save.reset();
		}
		onOpenChange(next);
	}
	function submit(event) {
		event.preventDefault();
		if (!trimmed) return;
		actions.save.mutate(trimmed, { onSuccess: () => close(false) });
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onOpenChange: close,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: "Create New Loadout" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, { children: "Saves the crawler's current equipment under a name." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				onSubmit: submit,
				className: "mt-4 flex flex-col gap-4",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						label: "Loadout name",
						value: name,
						maxLength: 80,
						required: true,
						autoFocus: true,
						onChange: (event) => setName(event.target.value)
					}),
					actions.save.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
						tone: "error",
						children: errorMessage(actions.save.error)
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						type: "submit",
						variant: "primary",
						disabled: !trimmed || actions.save.isPending,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Save, { "aria-hidden": true }), actions.save.isPending ? "Saving..." : "Save Loadout"]
					})
				]
			})
		] })
	});
}
// web/src/routes/crawler/loadout/stats-tab.tsx
/** Spec 2 Stats tab: Base Statistics (six attributes) and Derived Statistics. */
function StatsTab({ crawler }) {
	const derived = [
		["Health", `${crawler.health} / ${crawler.maxHealth}`],
		["Energy", `${crawler.energy} / ${crawler.maxEnergy}`],
		["Power", `${crawler.power} / ${crawler.maxPower}`],
		["Luck", String(crawler.luck)]
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-4 md:grid-cols-2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
			"aria-labelledby": "base-stats-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
				as: "h3",
				id: "base-stats-heading",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChartColumn, {
					"aria-hidden": true,
					className: "size-5"
				}), "Base Statistics"]
			}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
				className: "grid grid-cols-2 gap-2 text-sm",
				children: ATTRIBUTES.map((attribute) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "rounded-md border border-rubble bg-abyss/40 px-3 py-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
						className: "text-xs text-ash",
						children: titleCase(attribute)
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
						className: "font-mono text-lg font-semibold text-bone",
						children: crawler[attribute]
					})]
				}, attribute))
			}) })]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
			"aria-labelledby": "derived-stats-heading",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardTitle, {
				as: "h3",
				id: "derived-stats-heading",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeartPulse, {
					"aria-hidden": true,
					className: "size-5"
				}), "Derived Statistics"]
			}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
				className: "flex flex-col gap-2 text-sm",
				children: derived.map(([label, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex items-center justify-between gap-2 border-b border-rubble/60 pb-1.5",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
						className: "text-ash",
						children: label
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
						className: "font-mono font-semibold text-bone",
						children: value
					})]
				}, label))
			}) })]
		})]
	});
}
// web/src/routes/crawler/loadout/use-loadout-actions.ts
/**
* The loadout screen's changes. Each answers with the whole LoadoutView, which replaces the cached one;
* a refusal (slot_mismatch, secondary_limited...) is shown with the server's own sentence.
*/
function useLoadoutActions(crawlerId) {
	const queryClient = useQueryClient();
	const onSuccess = (view) => {
		queryClient.setQueryData(loadoutQueryKey(crawlerId), view);
		queryClient.invalidateQueries({ queryKey: crawlersQueryKey });
	};
	const onError = (error) => {
		console.error("Loadout change failed", error);
		toastError(errorMessage(error));
	};
	const mutationKey = ["loadout-change", crawlerId];
	const equip = useMutation({
		mutationKey,
		mutationFn: (itemId) => equipItem(crawlerId, itemId),
		onSuccess,
		onError
	});
	const unequip = useMutation({
		mutationKey,
		mutationFn: (slot) => unequipSlot(crawlerId, slot),
		onSuccess,
		onError
	});
	const save = useMutation({
		mutationKey,
		mutationFn: (name) => saveLoadout(crawlerId, name),
		onSuccess: (view, name) => {
			onSuccess(view);
			toastSuccess(`Loadout '${name}' saved.`);
		},
		onError: (error) => console.error("Failed to save loadout", error)
	});
	const apply = useMutation({
		mutationKey,
		mutationFn: (loadout) => applyLoadout(crawlerId, loadout.id),
		onSuccess: (view, loadout) => {
			onSuccess(view);
			toastSuccess(`Loadout '${loadout.name}' applied.`);
		},
		onError
	});
	const remove = useMutation({
		mutationKey,
		mutationFn: (loadout) => deleteLoadout(crawlerId, loadout.id),
		onSuccess,
		onError
	});
	return {
		equip,
		unequip,
		save,
		apply,
		remove,
		busy: equip.isPending || unequip.isPending || save.isPending || apply.isPending || remove.isPending
	};
}
// web/src/routes/crawler/loadout-page.tsx
var LOADOUT_TEXT = {
	loading: "Loading crawler loadout...",
	failed: "Failed to load crawler loadout",
	backToCrawler: "Back to Crawler"
};
/** Spec 2 '/crawler/{id}/loadout'. */
function LoadoutPage() {
	const id = useCrawlerIdParam();
	usePageTitle(id ? `Loadout • Crawler #${id}` : "Loadout");
	if (!id) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MissingCrawlerId, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loadout, { crawlerId: id });
}
function Loadout({ crawlerId }) {
	const loadout = useQuery({
		queryKey: loadoutQueryKey(crawlerId),
		queryFn: ({ signal }) => fetchLoadout(crawlerId, signal)
	});
	(0, import_react.useEffect)(() => {
		if (loadout.error) console.error("Failed to load crawler loadout", loadout.error);
	}, [loadout.error]);
	if (loadout.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
		label: LOADOUT_TEXT.loading,
		className: "py-24"
	});
	if (loadout.error || !loadout.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadoutError, {
		crawlerId,
		message: loadout.error ? errorMessage(loadout.error) : void 0,
		onRetry: () => void loadout.refetch()
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadoutScreen, {
		crawlerId,
		view: loadout.data
	});
}
function LoadoutError({ crawlerId, message, onRetry }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "mx-auto max-w-xl px-4 py-12",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
			title: LOADOUT_TEXT.failed,
			message,
			onRetry,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				variant: "secondary",
				size: "sm",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: `/crawler/${encodeURIComponent(crawlerId)}`,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, { "aria-hidden": true }), LOADOUT_TEXT.backToCrawler]
				})
			})
		})
	});
}
function logVisibleSlots(slots) {
	console.info("Hotbar visible slots", slots);
}
function LoadoutScreen({ crawlerId, view }) {
	const actions = useLoadoutActions(crawlerId);
	const { crawler } = view;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-5xl px-4 py-8 sm:px-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				variant: "ghost",
				size: "sm",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: `/crawler/${encodeURIComponent(crawlerId)}`,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, { "aria-hidden": true }), "Back"]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: "mt-3 flex items-start gap-4",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrawlerAvatar, {
					name: crawler.name,
					serial: crawler.serial,
					className: "size-16"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0 flex-1",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "flex items-center gap-1.5 text-xs font-semibold tracking-[0.3em] text-gold-500",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Backpack, {
								"aria-hidden": true,
								className: "size-3.5"
							}), "LOADOUT"]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
							className: "mt-1 font-display text-2xl font-bold break-words text-bone sm:text-3xl",
							children: crawler.name
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ash",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: ["Level ", crawler.level] }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: ["Serial # ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "font-mono text-gold-300",
									children: crawler.serial
								})] }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: crawler.class.name }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Badge, {
									variant: "gold",
									children: [
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Layers, {
											"aria-hidden": true,
											className: "size-3"
										}),
										"Floor ",
										crawler.currentFloor
									]
								})
							]
						})
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs, {
				defaultValue: "equipment",
				className: "mt-6",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TabsList, {
						"aria-label": "Loadout sections",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TabsTrigger, {
								value: "equipment",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Shield, { "aria-hidden": true }), "Equipment"]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TabsTrigger, {
								value: "stats",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChartColumn, { "aria-hidden": true }), "Stats"]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TabsTrigger, {
								value: "loadouts",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Backpack, { "aria-hidden": true }), "Loadouts"]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TabsTrigger, {
								value: "inventory",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Package, { "aria-hidden": true }), "Inventory"]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TabsTrigger, {
								value: "hotbar",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Keyboard, { "aria-hidden": true }), "Hotbar"]
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsContent, {
						value: "equipment",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EquipmentTab, {
							view,
							actions
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsContent, {
						value: "stats",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatsTab, { crawler })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsContent, {
						value: "loadouts",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadoutsTab, {
							view,
							actions
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsContent, {
						value: "inventory",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InventoryTab, {
							view,
							actions
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsContent, {
						value: "hotbar",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HotbarTab, {
							crawlerId,
							initial: view.hotbar,
							onVisibleSlotsChange: logVisibleSlots
						}, crawlerId)
					})
				]
			})
		]
	});
}
export { LOADOUT_TEXT, LoadoutError, LoadoutPage, LoadoutScreen };

//# sourceMappingURL=loadout-page-CmpwDqie.js.map