// The live rooms step in slots (room-hub.ts TICK_PHASES): every room still steps once per tick
// period, but the rooms are dealt evenly over the period, so their broadcasts go out in a few short
// runs instead of one long one. Observed as a client does: the `at` (when the room's tick was due)
// stamped on the events each room's viewer receives.
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { COMBAT, ROOM_SIM } from '#game/constants.ts';
import type { MobState, PlayerState, RoomState } from '#game/room-sim.ts';
import type { ServerMessage } from '#contract/realtime.ts';
import { createRoomHub, TICK_PHASES, type HubDeps, type RoomHub } from '#server/realtime/room-hub.ts';
import { mob, player, room } from '../../helpers/room-state.ts';
import type { RoomPersistence } from '#server/realtime/room-persistence.ts';

const ROOMS = 8;
const crawler = (crawlerId: number): PlayerState => player({ crawlerId, name: `P${crawlerId}`, weapon: null });
const roomOf = (roomId: number, mobs: MobState[] = []): RoomState => room({ roomId, isSafe: mobs.length === 0, mobs });
/** A sure-hitting, harmless goblin right next to the room's crawler (50, 50). */
const goblin = (id: number): MobState => mob({ id, x: 52, y: 50, homeX: 52, homeY: 50, attack: 1, accuracy: 1000, evasion: 0 });
const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let hub: RoomHub | null = null;
afterEach(async () => {
  await hub?.stop();
  hub = null;
});

describe('room hub tick slots', () => {
  it('steps every room once per period, each in its own slot, a quarter of the rooms per slot', async () => {
    const deps: HubDeps = {
      persistence: { persistTick: async () => [] } as unknown as RoomPersistence,
      loadRoom: async (roomId) => roomOf(roomId),
      loadPlayer: async (crawlerId) => crawler(crawlerId),
      savePositions: async () => {},
      dungeon: () => undefined,
      log: silent,
    };
    hub = createRoomHub(deps);
    const received = new Map<number, { at: number; tick: number }[]>();
    for (let r = 1; r <= ROOMS; r++) {
      const got: { at: number; tick: number }[] = [];
      received.set(r, got);
      const viewer = {
        crawlerId: r,
        send: (m: ServerMessage) => {
          if (m.type === 'events' && m.at !== undefined) got.push({ at: m.at, tick: m.tick });
        },
      };
      await hub.enter(r, 100 + r, viewer, async () => []);
    }
    hub.start();
    // Every crawler takes a small step onward every 50 ms: every tick of every room has a `moved` event to send.
    let step = 0;
    const walking = setInterval(() => {
      step++;
      for (let r = 1; r <= ROOMS; r++) hub!.reportPosition(r, 50 + step * 0.01, 50, 10, []);
    }, COMBAT.tickMs / TICK_PHASES);
    await new Promise((resolve) => setTimeout(resolve, COMBAT.tickMs * 6));
    clearInterval(walking);

    // Each room: one tick message per period, at the room's own cadence (a whole period may be
    // skipped on a stalled machine, never part of one).
    for (const got of received.values()) {
      expect(got.length).toBeGreaterThanOrEqual(3);
      const gaps = got.slice(1).map((m, i) => Math.round(m.at - got[i]!.at));
      for (const gap of gaps) expect(gap % COMBAT.tickMs).toBe(0);
    }
    // Across rooms: their ticks fall into TICK_PHASES slots of the period, evenly (ROOMS / TICK_PHASES each).
    const slotOf = (at: number) => Math.round((at % COMBAT.tickMs) / (COMBAT.tickMs / TICK_PHASES)) % TICK_PHASES;
    const perSlot = new Array<number>(TICK_PHASES).fill(0);
    for (const got of received.values()) perSlot[slotOf(got[0]!.at)]!++;
    expect(perSlot).toEqual(new Array<number>(TICK_PHASES).fill(ROOMS / TICK_PHASES));
  });
});

describe('room hub group commit', () => {
  it('commits the slots that waited for a slow commit together, and tells no one before it is written', async () => {
    const calls: number[][] = [];
    let committedAt: number[] = [];
    let release: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    const persistence = {
      persistTick: async (ticks: { state: RoomState }[]) => {
        calls.push(ticks.map((t) => t.state.roomId));
        if (calls.length === 1) await firstHeld;
        committedAt = [...committedAt, Date.now()];
        return ticks.map(() => ({ deaths: [], levelUps: [], wrote: true, fame: [] }));
      },
    } as unknown as RoomPersistence;
    // The hub's clock jumps past the crawlers' arrival grace once they are in, so the goblins swing at once.
    let shift = 0;
    hub = createRoomHub({ persistence, loadRoom: async (roomId) => roomOf(roomId, [goblin(roomId)]), loadPlayer: async (id) => crawler(id), savePositions: async () => {}, dungeon: () => undefined, log: silent, nowMs: () => Date.now() + shift });
    const hitsSeenAt: number[] = [];
    for (let r = 1; r <= ROOMS; r++) {
      const viewer = {
        crawlerId: r,
        send: (m: ServerMessage) => {
          if (m.type === 'events' && m.events.some((e) => e.type === 'attacked' && (e as { hit?: boolean }).hit)) hitsSeenAt.push(Date.now());
        },
      };
      await hub.enter(r, 200 + r, viewer, async () => []);
    }
    shift = ROOM_SIM.arrivalGraceMs;
    hub.start();
    await sleep(COMBAT.tickMs * 2);
    const heldFor = Date.now();
    release();
    await sleep(COMBAT.tickMs);

    // Every goblin hit its crawler in the first period: the first slot's commit was held, and the
    // slots that reached the database meanwhile went in one transaction after it.
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(calls[1]).size).toBeGreaterThan(ROOMS / TICK_PHASES);
    // No hit was broadcast before its commit: nothing at all while the first one was held.
    expect(hitsSeenAt.length).toBeGreaterThan(0);
    expect(Math.min(...hitsSeenAt)).toBeGreaterThanOrEqual(heldFor);
  });
});
