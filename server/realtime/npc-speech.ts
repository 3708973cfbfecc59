// NPCs greet crawlers who come within NPC.speechRadiusFeet, once per crawler and NPC every
// SPEECH_COOLDOWN_MS, with a role line (game/dungeon/npcs.ts; the entrance's guard gives newcomers
// hints instead). The line index follows the tick, so every viewer of the room sees the same words.
import { NPC } from '#game/constants.ts';
import { isNpcRole } from '#game/dungeon/vocabulary.ts';
import { speechLine } from '#game/dungeon/npcs.ts';
import type { RoomState } from '#game/room-sim.ts';
import type { RoomEventOf } from '#contract/room-events.ts';
import type { RoomRow } from '../repositories/dungeon-repository.ts';

export const SPEECH_COOLDOWN_MS = 20_000;

export type NpcSpoke = RoomEventOf<'npc_spoke'>;

export function npcSpeech(room: RoomRow, state: RoomState, nowMs: number, lastSpoke: Map<string, number>): NpcSpoke[] {
  const out: NpcSpoke[] = [];
  for (const npc of room.npcs) {
    if (!isNpcRole(npc.role)) continue;
    for (const p of state.players) {
      if (!p.isAlive) continue;
      const feet = Math.hypot(((p.x - npc.x) / 100) * room.widthFeet, ((p.y - npc.y) / 100) * room.heightFeet);
      if (feet > NPC.speechRadiusFeet) continue;
      const key = `${npc.key}|${p.crawlerId}`;
      const last = lastSpoke.get(key);
      if (last !== undefined && nowMs - last < SPEECH_COOLDOWN_MS) continue;
      lastSpoke.set(key, nowMs);
      out.push({ type: 'npc_spoke', tick: state.tick, npcId: `npc-${npc.key}`, name: npc.name, role: npc.role, line: speechLine(npc.role, state.tick, room.type), crawlerId: p.crawlerId });
    }
  }
  return out;
}
