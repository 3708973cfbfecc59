// The live rooms step in slots (room-hub.ts TICK_PHASES): every room still steps once per tick
// period, but the rooms are dealt evenly over the period, so their broadcasts go out in a few short
// runs instead of one long one. Observed as a client does: the `at` (when the room's tick was due)
// stamped on the events each room's viewer receives.
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { COMBAT } from '#game/constants.ts';
import type { PlayerState, RoomState } from '#game/room-sim.ts';
import type { ServerMessage } from '#contract/realtime.ts';
import { createRoomHub, TICK_PHASES, type HubDeps, type RoomHub } from '#server/realtime/room-hub.ts';
import type { RoomPersistence } from '#server/realtime/room-persistence.ts';

const ROOMS = 8;
const player = (crawlerId: number): PlayerState => ({
  crawlerId,
  name: `P${crawlerId}`,
  x: 50,
  y: 50,
  health: 100,
  maxHealth: 100,
  level: 1,
  attack: 12,
  defense: 10,
  accuracy: 20,
  evasion: 10,
  weapon: null,
  isAlive: true,
  lastAttackAt: null,
  lastDodgeAt: null,
  dodgingUntil: null,
  isSecondary: false,
});
const room = (roomId: number): RoomState => ({ roomId, tick: 0, isSafe: true, isPvp: false, mobs: [], players: [], inCombat: false });

let hub: RoomHub | null = null;
afterEach(async () => {
  await hub?.stop();
  hub = null;
});

describe('room hub tick slots', () => {
  it('steps every room once per period, each in its own slot, a quarter of the rooms per slot', async () => {
    const deps: HubDeps = {
      persistence: { persistTick: async () => [] } as unknown as RoomPersistence,
      loadRoom: async (roomId) => room(roomId),
      loadPlayer: async (crawlerId) => player(crawlerId),
      savePositions: async () => {},
      dungeon: () => undefined,
      log: pino({ level: 'silent' }),
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
    // Every crawler takes a small step every 50 ms: every tick of every room has a `moved` event to send.
    let step = 0;
    const walking = setInterval(() => {
      step++;
      for (let r = 1; r <= ROOMS; r++) hub!.reportPosition(r, 50 + (step % 2) * 0.2, 50, 10, []);
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
