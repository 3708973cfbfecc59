import type { CurrentRoom } from '#contract/dungeon.ts';
import { ErrorCode } from '#contract/errors.ts';
import { type ServerMessage, type SpectateEndReason } from '#contract/realtime.ts';
import { applyServerMessage, initialLiveRoom, type LiveRoomState } from './live-room.ts';

// A spectator's view of a crawler's room, as the socket tells it, SPECTATE_DELAY_MS late:
// a pure reducer from the server's messages. The room itself is the live room model (live-room.ts)
// fed the delayed snapshots and events; around it, where the view stands: asked for, accepted and
// catching up, watching, closed by the server, or refused. No React, no socket.

export type SpectatePhase = 'connecting' | 'catching_up' | 'watching' | 'ended' | 'refused';

export interface SpectateState {
  phase: SpectatePhase;
  /** The watched crawler's name, once the server accepted. */
  name: string | null;
  delayMs: number | null;
  /** The room the watched crawler stands in (delayed), for the canvas's walls and doors. */
  current: CurrentRoom | null;
  room: LiveRoomState;
  /** Why the view closed (phase 'ended'). */
  ended: { reason: SpectateEndReason; error: string } | null;
  /** Why watching was refused (phase 'refused'). */
  refused: { code: string; error: string } | null;
  /** The server's last answer to something this view tried and may not do (spectators only watch). */
  notice: string | null;
}

export const initialSpectate: SpectateState = { phase: 'connecting', name: null, delayMs: null, current: null, room: initialLiveRoom, ended: null, refused: null, notice: null };

/** Refusals that end the attempt: asking again would only be refused again. */
const FINAL_REFUSALS: ReadonlySet<string> = new Set([ErrorCode.notFound, ErrorCode.spectatingDisabled, ErrorCode.crawlerDead, ErrorCode.validation]);

export function isFinal(state: SpectateState): boolean {
  return state.phase === 'ended' || state.phase === 'refused';
}

export function applySpectateMessage(state: SpectateState, message: ServerMessage): SpectateState {
  // Once closed, nothing more applies (a late frame must not reopen the view).
  if (isFinal(state)) return state;
  switch (message.type) {
    case 'spectating':
      return { ...state, phase: state.phase === 'watching' ? 'watching' : 'catching_up', name: message.name, delayMs: message.delayMs };
    case 'spectate_room':
      return { ...state, current: message.current };
    case 'snapshot':
      return { ...state, phase: 'watching', room: applyServerMessage(state.room, message).state };
    case 'events':
      return { ...state, room: applyServerMessage(state.room, message).state };
    case 'spectate_ended':
      return { ...state, phase: 'ended', ended: { reason: message.reason, error: message.error } };
    case 'error':
      if (FINAL_REFUSALS.has(message.code)) return { ...state, phase: 'refused', refused: { code: message.code, error: message.error } };
      return { ...state, notice: message.error };
    default:
      return state;
  }
}

/** The watched crawler's own entity id on the canvas. */
export const watchedEntityId = (crawlerId: number) => `crawler-${crawlerId}`;
