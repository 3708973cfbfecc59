import { describe, expect, it } from 'vitest';
import { RoomEvent } from '#contract/room-events.ts';
import { ENTRANCE_GUARD_HINTS, NPC_SPEECH } from '#game/dungeon/npcs.ts';
import type { RoomState } from '#game/room-sim.ts';
import { npcSpeech, SPEECH_COOLDOWN_MS } from '#server/realtime/npc-speech.ts';
import type { RoomRow } from '#server/repositories/dungeon-repository.ts';

const room = { widthFeet: 100, heightFeet: 100, npcs: [{ key: 'f1:0,0:npc-0', name: 'Merchant Ada', role: 'merchant', x: 50, y: 50 }] } as unknown as RoomRow;
const player = (x: number) => ({ crawlerId: 7, x, y: 50, isAlive: true }) as RoomState['players'][number];
const state = (x: number) => ({ tick: 3, players: [player(x)] }) as unknown as RoomState;

describe('NPC speech', () => {
  it('speaks a role line to a crawler within 15 ft, then waits before speaking to it again', () => {
    const spoke = new Map<string, number>();
    const first = npcSpeech(room, state(60), 0, spoke);
    expect(first).toHaveLength(1);
    expect(NPC_SPEECH.merchant).toContain(first[0]!.line);
    expect(first[0]).toMatchObject({ type: 'npc_spoke', npcId: 'npc-f1:0,0:npc-0', crawlerId: 7, name: 'Merchant Ada' });
    // Exactly a member of the wire's room event union: nothing a client would drop or refuse.
    expect(RoomEvent.parse(first[0])).toEqual(first[0]);
    expect(npcSpeech(room, state(60), SPEECH_COOLDOWN_MS - 1, spoke)).toEqual([]);
    expect(npcSpeech(room, state(60), SPEECH_COOLDOWN_MS + 1, spoke)).toHaveLength(1);
  });

  it("gives the entrance guard's hints in an entrance room, the same line for every viewer of a tick", () => {
    const entrance = { ...room, type: 'entrance', npcs: [{ key: 'f1:0,0:npc-0', name: 'Sentry Tobiah', role: 'guard', x: 50, y: 50 }] } as unknown as RoomRow;
    const [said] = npcSpeech(entrance, state(60), 0, new Map());
    expect(said!.line).toBe(ENTRANCE_GUARD_HINTS[3 % ENTRANCE_GUARD_HINTS.length]);
    const elsewhere = { ...entrance, type: 'chamber' } as unknown as RoomRow;
    expect(NPC_SPEECH.guard).toContain(npcSpeech(elsewhere, state(60), 0, new Map())[0]!.line);
  });

  it('stays quiet beyond 15 ft', () => {
    expect(npcSpeech(room, state(66), 0, new Map())).toEqual([]);
  });
});
