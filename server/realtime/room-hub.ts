// Live rooms (ARCHITECTURE "Game authority"): a room holding at least one crawler is simulated in
// this process every COMBAT.tickMs with game/room-sim.ts. Intents queue between ticks; each tick's
// durable facts are committed (room-persistence.ts: one transaction per tick for all rooms) before
// its events go out to the room's sockets, serialised once per room.
// Rooms without crawlers sleep (are dropped) and reload from the database when someone returns.
//
// This file is the hub's façade: what other modules import. Its parts live in hub/ and share one
// HubContext per hub (hub/context.ts): room-registry.ts (awake rooms, who is in them), tick-loop.ts
// (stepping, committing, the clock), broadcaster.ts (messages to viewers and taps), positions.ts
// (position checks, queued intents, position flushes), orders-schedule.ts (when standing orders act).
import { createHubContext } from './hub/context.ts';
import { createBroadcaster } from './hub/broadcaster.ts';
import { createRoomRegistry } from './hub/room-registry.ts';
import { createPositions } from './hub/positions.ts';
import { createOrdersSchedule } from './hub/orders-schedule.ts';
import { createTickLoop } from './hub/tick-loop.ts';
import type { HubDeps } from './hub/types.ts';

export { NotOwnerError, type HubDeps, type OrdersDriver, type OrdersReason, type PositionResult, type Viewer } from './hub/types.ts';
export { DISCONNECT_GRACE_MS, HANDOVER, LEFT_PAGE_GRACE_MS, ORDERS_EVERY_TICKS, TICK_PHASES } from './hub/context.ts';

export function createRoomHub(deps: HubDeps) {
  const ctx = createHubContext(deps);
  const broadcaster = createBroadcaster(ctx);
  const registry = createRoomRegistry(ctx, broadcaster);
  const positions = createPositions(ctx);
  const schedule = createOrdersSchedule(ctx, registry);
  const loop = createTickLoop(ctx, { broadcaster, registry, positions, schedule });

  return {
    // The clock (hub/tick-loop.ts).
    start: loop.start,
    stop: loop.stop,
    settle: loop.settle,
    tickNow: loop.tickNow,
    stats: loop.stats,

    // Awake rooms and who is in them (hub/room-registry.ts).
    evictAll: registry.evictAll,
    handOver: registry.handOver,
    roomOf: registry.roomOf,
    stateOf: registry.stateOf,
    playerOf: registry.playerOf,
    restoreHealth: registry.restoreHealth,
    enter: registry.enter,
    detach: registry.detach,
    leave: registry.leave,
    activeRooms: registry.activeRooms,
    liveRooms: registry.liveRooms,

    // Intents between ticks (hub/positions.ts).
    exitReach: positions.exitReach,
    reportPosition: positions.reportPosition,
    act: positions.act,
    walkByOrders: positions.walkByOrders,

    // Messages (hub/broadcaster.ts).
    announce: broadcaster.announce,
    tap: broadcaster.tap,

    // Standing orders (hub/orders-schedule.ts).
    attend: schedule.attend,
    useOrders: schedule.useOrders,
    goIdle: schedule.goIdle,
    pageLeft: schedule.pageLeft,
    takeControl: schedule.takeControl,
    controlOf: schedule.controlOf,
    isWatched: schedule.isWatched,
  };
}
export type RoomHub = ReturnType<typeof createRoomHub>;
