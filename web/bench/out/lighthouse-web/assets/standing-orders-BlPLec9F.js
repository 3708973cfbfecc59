import "./combat-DiyS4SAM.js";
import "./constants-C4t9KvkL.js";
var WHEN_ATTACKED_OPTIONS = Object.keys({
	fight_back: "fight_back",
	flee: "flee"
});
/** The words every action by orders ends with, in the room events and the activity feed. */
var BY_ORDERS_TEXT = "by standing orders";
export { WHEN_ATTACKED_OPTIONS as n, BY_ORDERS_TEXT as t };

//# sourceMappingURL=standing-orders-BlPLec9F.js.map