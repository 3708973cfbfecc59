// Position reports queue moves between ticks. When ticks fall behind the reports, a crawler's newer
// position replaces its queued one, so a tick sends one 'moved' per crawler, not one per report;
// a move queued before another of its intents stays where it is. Observed as a viewer does.
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { PlayerState } from '#game/room-sim.ts';
import type { ServerMessage } from '#contract/realtime.ts';
import { createRoomHub, type RoomHub } from '#server/realtime/room-hub.ts';
import type { RoomPersistence } from '#server/realtime/room-persistence.ts';
import { player, room } from '../../helpers/room-state.ts';

let hub: RoomHub | null = null;
afterEach(async () => {
  await hub?.stop();
  hub = null;
});

async function oneCrawlerRoom() {
  let clock = 1_000_000;
  hub = createRoomHub({
    persistence: { persistTick: async () => [] } as unknown as RoomPersistence,
    loadRoom: async (roomId) => room({ roomId, isSafe: true, mobs: [] }),
    loadPlayer: async (crawlerId): Promise<PlayerState> => player({ crawlerId, name: 'Pat', weapon: null }),
    savePositions: async () => {},
    dungeon: () => undefined,
    log: pino({ level: 'silent' }),
    nowMs: () => clock,
  });
  const events: { type: string; id?: string; x?: number; intent?: string }[] = [];
  const viewer = { crawlerId: 1, send: (m: ServerMessage) => void (m.type === 'events' && events.push(...(m.events as typeof events))) };
  await hub.enter(1, 101, viewer, async () => []);
  await hub.tickNow();
  events.length = 0;
  const walk = (x: number) => {
    clock += 50;
    return hub!.reportPosition(1, x, 50, 10, []);
  };
  return { hub, events, walk };
}

describe('queued moves', () => {
  it('sends one moved event per crawler per tick, at its latest position, however many reports came between', async () => {
    const { hub, events, walk } = await oneCrawlerRoom();
    for (const x of [50.5, 51, 51.5, 52]) expect(walk(x)).toMatchObject({ ok: true });
    await hub.tickNow();
    expect(events.filter((e) => e.type === 'moved')).toEqual([{ type: 'moved', id: 'crawler-1', x: 52, y: 50, tick: expect.any(Number) }]);
    expect(hub.playerOf(1)).toMatchObject({ x: 52, y: 50 });
  });

  it('keeps a move queued before another intent of the crawler, so that intent is judged from it', async () => {
    const { hub, events, walk } = await oneCrawlerRoom();
    expect(walk(50.5)).toMatchObject({ ok: true });
    void hub.act(1, { kind: 'dodge', crawlerId: 1 });
    expect(walk(51)).toMatchObject({ ok: true });
    await hub.tickNow();
    expect(events.map((e) => (e.type === 'moved' ? `moved ${e.x}` : e.type))).toEqual(['moved 50.5', 'dodge_started', 'moved 51']);
  });
});
