// The live rooms of a cluster's process: a room whose shard lease this process does not
// hold is never woken here, and an awake room whose lease goes stops at its next step, its viewers
// told to join again (the cluster routes them to the new owner). A process alone owns every room.
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { PlayerState, RoomState } from '#game/room-sim.ts';
import type { ServerMessage } from '#contract/realtime.ts';
import { createRoomHub, HANDOVER, NotOwnerError, type HubDeps, type RoomHub } from '#server/realtime/room-hub.ts';
import type { RoomPersistence } from '#server/realtime/room-persistence.ts';
import { player, room } from '../../helpers/room-state.ts';

const crawler = (crawlerId: number): PlayerState => player({ crawlerId, name: `P${crawlerId}`, weapon: null });
const silent = pino({ level: 'silent' });

let hub: RoomHub | null = null;
afterEach(async () => {
  await hub?.stop();
  hub = null;
});

function hubOwning(owned: Set<number>, steps: number[], saved: number[][]) {
  const deps: HubDeps = {
    persistence: { persistTick: async () => [] } as unknown as RoomPersistence,
    loadRoom: async (roomId): Promise<RoomState> => room({ roomId, isSafe: true, mobs: [] }),
    loadPlayer: async (crawlerId) => crawler(crawlerId),
    savePositions: async (batch) => void saved.push(batch.map((p) => p.crawlerId)),
    dungeon: () => undefined,
    log: silent,
    owns: (roomId) => owned.has(roomId),
    onStep: (roomId) => void steps.push(roomId),
  };
  return createRoomHub(deps);
}

describe('a cluster process and its rooms', () => {
  it('refuses to wake a room it does not own', async () => {
    hub = hubOwning(new Set([10]), [], []);
    await expect(hub.enter(1, 11, null, async () => [])).rejects.toBeInstanceOf(NotOwnerError);
    expect(hub.roomOf(1)).toBeUndefined();
    await hub.enter(1, 10, null, async () => []);
    expect(hub.roomOf(1)).toBe(10);
  });

  it('stops stepping a room at the first tick after its lease goes, and sends its viewers to join again', async () => {
    const owned = new Set([10, 20]);
    const steps: number[] = [];
    hub = hubOwning(owned, steps, []);
    const got: ServerMessage[] = [];
    await hub.enter(1, 10, { crawlerId: 1, send: (m) => void got.push(m) }, async () => []);
    await hub.enter(2, 20, null, async () => []);
    await hub.tickNow();
    expect(steps.filter((r) => r === 10)).toHaveLength(1);

    owned.delete(10);
    await hub.tickNow();
    await hub.tickNow();
    // Room 10 was not stepped again; room 20 still is.
    expect(steps.filter((r) => r === 10)).toHaveLength(1);
    expect(steps.filter((r) => r === 20)).toHaveLength(3);
    expect(got).toContainEqual({ type: 'left_room', roomId: 10, reason: HANDOVER });
    expect(hub.roomOf(1)).toBeUndefined();
    expect(hub.stats().roomsDropped).toBe(1);
    // Its crawler's report finds no live room here.
    expect(hub.reportPosition(1, 50, 50, 10, []).ok).toBe(false);
  });

  it('hands rooms over by choice: positions written first, then the crawlers leave', async () => {
    const owned = new Set([10]);
    const saved: number[][] = [];
    hub = hubOwning(owned, [], saved);
    const order: string[] = [];
    // Crawler 7: not in the slice of positions the first paced tick writes.
    await hub.enter(7, 10, { crawlerId: 7, send: (m) => void order.push(m.type === 'left_room' ? `left:${m.reason}` : m.type) }, async () => []);
    expect(hub.reportPosition(7, 52, 50, 10, []).ok).toBe(true);
    await hub.tickNow({ paced: true });
    expect(saved.flat()).not.toContain(7);
    const savedBefore = saved.length;
    const write = saved.push.bind(saved);
    saved.push = (...batches: number[][]) => (order.push('saved'), write(...batches));
    const handed = await hub.handOver((roomId) => roomId === 10);
    expect(handed).toBe(1);
    expect(saved.slice(savedBefore).flat()).toEqual([7]);
    expect(order.slice(-2)).toEqual(['saved', `left:${HANDOVER}`]);
    expect(hub.activeRooms()).toBe(0);
  });

  it('answers an intent queued but not stepped when its room is handed over: not applied, ask the new owner', async () => {
    const owned = new Set([10]);
    hub = hubOwning(owned, [], []);
    await hub.enter(1, 10, null, async () => []);
    const dodge = hub.act(1, { kind: 'dodge', crawlerId: 1 });
    expect(dodge).not.toBeNull();
    // The drain: the room is no longer trusted, then handed over before its next step.
    owned.delete(10);
    await hub.handOver((roomId) => roomId === 10);
    await expect(dodge).rejects.toBeInstanceOf(NotOwnerError);
    expect(hub.activeRooms()).toBe(0);
  });
});
