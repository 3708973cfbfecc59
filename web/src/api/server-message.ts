import { ServerMessage } from '#contract/realtime.ts';
import { RoomEvent } from '#contract/room-events.ts';

// How the page reads one message of /api/ws: with the contract (contract/realtime.ts and its room
// event union, contract/room-events.ts). One exception keeps a tick whole: an `events` message whose
// list holds an event this client does not know (a server newer than the page) keeps the events it
// does know, and names the others, instead of losing the tick's moves and swings with them.

export interface ParsedServerMessage {
  /** The message as the contract reads it; null when it is not one. */
  message: ServerMessage | null;
  /** Event types left out of an `events` message because this client cannot read them. */
  skipped: string[];
}

const typeOf = (value: unknown): string =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string' ? (value as { type: string }).type : typeof value;

export function parseServerMessage(data: unknown): ParsedServerMessage {
  const parsed = ServerMessage.safeParse(data);
  if (parsed.success) return { message: parsed.data, skipped: [] };
  if (typeOf(data) !== 'events' || !Array.isArray((data as { events?: unknown }).events)) return { message: null, skipped: [] };
  const known: RoomEvent[] = [];
  const skipped: string[] = [];
  for (const event of (data as { events: unknown[] }).events) {
    const one = RoomEvent.safeParse(event);
    if (one.success) known.push(one.data);
    else skipped.push(typeOf(event));
  }
  const rest = ServerMessage.safeParse({ ...(data as object), events: known });
  return rest.success ? { message: rest.data, skipped } : { message: null, skipped: [] };
}
