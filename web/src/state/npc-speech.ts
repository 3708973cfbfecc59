import { NPC } from '#game/constants.ts';
import { speechLine } from '#game/dungeon/npcs.ts';
import { isNpcRole } from '#game/dungeon/vocabulary.ts';
import { feetBetween, type RoomFeet } from './pickup-sweep.ts';
import type { RoomCharacter } from './tactical-entities.ts';

// NPC speech bubbles: an NPC within 15 ft says a line of its role. Each time the player
// comes into reach the NPC moves on to its next line; where it starts depends on its id, so two
// guards in a room do not speak in chorus. Pure state in, state out.

export interface SpeechState {
  /** NPC id → the line index it is saying now (only NPCs in reach). */
  speaking: Readonly<Record<string, number>>;
  /** NPC id → how many times it has spoken. */
  visits: Readonly<Record<string, number>>;
}

export const initialSpeech: SpeechState = { speaking: {}, visits: {} };

function idSeed(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return h;
}

type Npc = Pick<RoomCharacter, 'id' | 'kind' | 'x' | 'y' | 'role'>;

/** Who is speaking now; returns `prev` itself when nothing changed. */
export function updateSpeech(prev: SpeechState, self: { x: number; y: number }, characters: readonly Npc[], room: RoomFeet): SpeechState {
  const speaking: Record<string, number> = {};
  const visits: Record<string, number> = { ...prev.visits };
  let changed = false;
  for (const c of characters) {
    if (c.kind !== 'npc' || !isNpcRole(c.role)) continue;
    if (feetBetween(self, c, room) > NPC.speechRadiusFeet) continue;
    const current = prev.speaking[c.id];
    if (current !== undefined) {
      speaking[c.id] = current;
      continue;
    }
    const visit = prev.visits[c.id] ?? 0;
    speaking[c.id] = idSeed(c.id) + visit;
    visits[c.id] = visit + 1;
    changed = true;
  }
  if (!changed && Object.keys(speaking).length === Object.keys(prev.speaking).length) return prev;
  return { speaking, visits };
}

export interface SpeechBubble {
  id: string;
  name: string;
  text: string;
}

/** The bubbles to draw: each speaking NPC's current line (the room's type decides whether its NPC gives the entrance hints). */
export function speechBubbles(state: SpeechState, characters: readonly Pick<RoomCharacter, 'id' | 'name' | 'role'>[], roomType?: string): SpeechBubble[] {
  const out: SpeechBubble[] = [];
  for (const c of characters) {
    const index = state.speaking[c.id];
    if (index === undefined || !isNpcRole(c.role)) continue;
    out.push({ id: c.id, name: c.name, text: speechLine(c.role, index, roomType) });
  }
  return out;
}

/**
 * The bubbles that appeared between two states (an NPC that started speaking), for the room events
 * log: the canvas shows the bubble, the log says it in words.
 */
export function startedSpeaking(prev: SpeechState, next: SpeechState, characters: readonly Pick<RoomCharacter, 'id' | 'name' | 'role'>[], roomType?: string): SpeechBubble[] {
  if (prev === next) return [];
  return speechBubbles(next, characters, roomType).filter((b) => prev.speaking[b.id] === undefined);
}
