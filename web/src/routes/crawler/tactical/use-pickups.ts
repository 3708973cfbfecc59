import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { GroundItem } from '#contract/loot.ts';
import { ErrorCode } from '#contract/error-codes.ts';
import { dungeonKeys } from '../../../api/dungeon-api.ts';
import { errorMessage, isApiError, ResponseShapeError } from '../../../api/http.ts';
import { loadoutQueryKey } from '../../../api/loadout-api.ts';
import { groundItemsQueryKey, openContainer, pickUpGroundItem, pickUpLootEntity } from '../../../api/room-api.ts';
import type { RoomScene } from '../../../canvas/scene.ts';
import { chestId, isGoneMessage, pickupCandidate, serverSidePosition, stillOnGround, sweepDue, type PickupTarget } from '../../../state/pickup-sweep.ts';
import type { PositionThrottle } from '../../../state/position-reports.ts';
import type { RoomEventsAction } from '../../../state/room-events.ts';
import type { RoomLoot } from '../../../state/tactical-entities.ts';
import { toast } from '../../../toast/toast-store.ts';

/** How often the page looks for something to pick up (a sweep itself runs at most every 500 ms). */
const CHECK_MS = 250;
/** A position counts as known to the server this long after it was sent (it applies at the next tick). */
const SETTLED_MS = 250;

interface PickupsOptions {
  crawlerId: string;
  crawlerNumber: number;
  scene: RoomScene | null;
  groundItems: readonly GroundItem[] | undefined;
  throttle: PositionThrottle;
  /** The crawler as the live room reports it (the server's own copy), when the socket is up. */
  serverSelf: { roomId: number; x: number; y: number } | null;
  /** Sends the player's latest position now (the server judges reach from its own copy). */
  flushPosition: () => void;
  active: boolean;
  dispatch: (action: RoomEventsAction) => void;
}

/**
 * Pick-ups: walking within reach of an item picks it up (one sweep every 500 ms at most,
 * each item tried once until cleared), with the spec's toasts; chests open with 'Open' (or E, or a
 * click) within 15 ft. The reach is judged from the position the server already has.
 */
export function usePickups({ crawlerId, crawlerNumber, scene, groundItems, throttle, serverSelf, flushPosition, active, dispatch }: PickupsOptions) {
  const queryClient = useQueryClient();
  const latest = useRef({ scene, groundItems, serverSelf });
  const sweep = useRef<{ attempted: Set<string>; lastSweepAt: number | null; busy: boolean; roomId: number | null }>({ attempted: new Set(), lastSweepAt: null, busy: false, roomId: null });

  useEffect(() => {
    latest.current.serverSelf = serverSelf;
  }, [serverSelf]);

  useEffect(() => {
    latest.current = { ...latest.current, scene, groundItems };
    // A new room clears the pick-up attempts.
    const roomId = scene?.roomId ?? null;
    if (sweep.current.roomId !== roomId) sweep.current = { attempted: new Set(), lastSweepAt: null, busy: false, roomId };
  }, [scene, groundItems]);

  const refreshLoot = useCallback(
    (roomId: number) => {
      void queryClient.invalidateQueries({ queryKey: groundItemsQueryKey(crawlerId, roomId) });
      void queryClient.invalidateQueries({ queryKey: dungeonKeys.tactical(crawlerId) });
    },
    [crawlerId, queryClient],
  );

  const attempt = useCallback(
    async (target: PickupTarget, roomId: number) => {
      const state = sweep.current;
      state.attempted.add(target.key);
      state.busy = true;
      try {
        const result = target.route === 'ground-item' ? await pickUpGroundItem(target.id, crawlerNumber) : await pickUpLootEntity(target.id, crawlerNumber);
        if (result.success) {
          toast({ title: 'Item Picked Up', description: `You picked up ${result.equipment.name}`, variant: 'success' });
          dispatch({ type: 'add', event: { timestamp: Date.now(), type: 'interaction', priority: 'medium', message: `You picked up ${result.equipment.name}`, entityId: target.key, entityName: result.equipment.name } });
          void queryClient.invalidateQueries({ queryKey: loadoutQueryKey(crawlerId) });
        } else {
          toast({ title: 'Item Lost', description: result.message || `Lost roll-off to ${result.winner}`, variant: 'destructive' });
        }
        refreshLoot(roomId);
      } catch (error) {
        if (error instanceof ResponseShapeError) {
          toast({ title: 'Pickup Response', description: 'Unexpected response from server', variant: 'destructive' });
          return;
        }
        if (isApiError(error) && error.code === ErrorCode.tooFar) {
          // The server has not caught up with our steps yet: try again on a later sweep.
          state.attempted.delete(target.key);
          console.info('Pick-up out of reach for now', error.message);
          return;
        }
        const message = isApiError(error) || error instanceof Error ? errorMessage(error) : '';
        toast({ title: 'Pickup Failed', description: message || 'Could not pick up item', variant: 'destructive' });
        if (isGoneMessage(message)) {
          state.attempted.delete(target.key);
          refreshLoot(roomId);
        }
      } finally {
        state.busy = false;
      }
    },
    [crawlerId, crawlerNumber, dispatch, queryClient, refreshLoot],
  );

  useEffect(() => {
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
        room: { widthFeet: s.widthFeet, heightFeet: s.heightFeet },
        groundItems: ground,
        lootEntities: s.loot,
        attempted: state.attempted,
      });
      // Aborted when the item is no longer in the ground list.
      if (!target || !stillOnGround(target, ground)) return;
      void attempt(target, s.roomId);
    }, CHECK_MS);
    return () => window.clearInterval(timer);
  }, [active, attempt, throttle]);

  /** Opens a chest (the loot container route); failures are only logged. */
  const open = useCallback(
    async (chest: RoomLoot, position: { x: number; y: number }) => {
      const s = latest.current.scene;
      const id = chestId(chest.id);
      if (!s || id === null) return;
      // The server measures the reach from the position it has: let the latest one arrive first.
      flushPosition();
      const sent = throttle.last;
      const wait = sent ? Math.max(0, sent.at + SETTLED_MS - performance.now()) : 0;
      if (wait > 0) await new Promise((resolve) => window.setTimeout(resolve, wait));
      try {
        const result = await openContainer(id, { crawlerId: crawlerNumber, roomId: s.roomId, position: { x: position.x, y: position.y } });
        const n = result.spawnedItems.length;
        toast({ title: 'Container Opened', description: `You opened ${result.containerName} and found ${n} items!`, variant: 'success' });
        dispatch({ type: 'add', event: { timestamp: Date.now(), type: 'interaction', priority: 'medium', message: `You opened ${result.containerName} and found ${n} items`, entityId: chest.id, entityName: result.containerName } });
        refreshLoot(s.roomId);
      } catch (error) {
        console.warn('Container interaction failed', error);
        if (isApiError(error) && error.code === ErrorCode.alreadyOpened) refreshLoot(s.roomId);
      }
    },
    [crawlerNumber, dispatch, flushPosition, refreshLoot, throttle],
  );

  return { open };
}
