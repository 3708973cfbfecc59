import type { Disposition } from '#game/dungeon/vocabulary.ts';

// The room events log (docs/rules.md, "Room events") as a pure reducer: cleared on a room
// change, an entry event added, discovery events for what is in the room 1.5 s later, once per
// crawler and room. Combat and the live channel add their own events through `add`.

export const ROOM_EVENT_TYPE = {
  movement: { label: 'Movement' },
  combat: { label: 'Combat' },
  discovery: { label: 'Discovery' },
  interaction: { label: 'Interaction' },
  status: { label: 'Status' },
  death: { label: 'Death' },
} as const;
export type RoomEventType = keyof typeof ROOM_EVENT_TYPE;
export const ROOM_EVENT_TYPES = Object.keys(ROOM_EVENT_TYPE) as RoomEventType[];

export type RoomEventPriority = 'low' | 'medium' | 'high';

export interface RoomEvent {
  id: string;
  /** Epoch milliseconds. */
  timestamp: number;
  type: RoomEventType;
  message: string;
  priority: RoomEventPriority;
  entityId?: string;
  entityName?: string;
  direction?: string;
  damage?: number;
  killedBy?: string;
  victimType?: 'mob' | 'player' | 'npc';
}

export type NewRoomEvent = Omit<RoomEvent, 'id'>;

/** Discovery events come this long after entering a room. */
export const DISCOVERY_DELAY_MS = 1_500;
/** The log keeps the newest this many events. */
export const ROOM_EVENTS_LIMIT = 50;

export interface RoomEventsState {
  roomId: number | null;
  enteredAt: number | null;
  /** Newest first. */
  events: RoomEvent[];
  /** Counter behind event ids, so ids stay unique across room changes. */
  seq: number;
  /** Lines about a room not entered yet (what a move earned), shown once it is, after its entry line. */
  held?: readonly { roomId: number; event: NewRoomEvent }[];
}

export const initialRoomEvents: RoomEventsState = { roomId: null, enteredAt: null, events: [], seq: 0 };

/** Something the crawler can notice in a room. */
export interface Discoverable {
  id: string;
  name: string;
  kind: 'mob' | 'npc' | 'player' | 'loot';
  disposition?: Disposition;
  isBoss?: boolean;
  isContainer?: boolean;
}

export type RoomEventsAction =
  | { type: 'room-entered'; roomId: number; roomName: string; at: number; direction?: string | null }
  | { type: 'discovered'; roomId: number; at: number; things: readonly Discoverable[] }
  | { type: 'add'; event: NewRoomEvent }
  /** A line for the room `roomId`: added now when the log is that room's, else held until it is. */
  | { type: 'add-for-room'; roomId: number; event: NewRoomEvent }
  | { type: 'reset' };

function push(state: RoomEventsState, additions: readonly NewRoomEvent[]): RoomEventsState {
  if (additions.length === 0) return state;
  let seq = state.seq;
  const created = additions.map((e) => ({ ...e, id: `evt-${++seq}` }));
  return { ...state, seq, events: [...created.reverse(), ...state.events].slice(0, ROOM_EVENTS_LIMIT) };
}

const HEADING: Record<string, string> = { north: 'north', south: 'south', east: 'east', west: 'west', down: 'down the stairs' };

export function entryMessage(roomName: string, direction?: string | null): string {
  const heading = direction ? HEADING[direction] : undefined;
  return heading ? `Entered ${roomName}, heading ${heading}` : `Entered ${roomName}`;
}

/** The discovery line for one thing, with its priority: hostiles are high, bosses doubly so. */
export function discoveryEvent(thing: Discoverable, at: number): NewRoomEvent {
  const base = { timestamp: at, type: 'discovery' as const, entityId: thing.id, entityName: thing.name };
  switch (thing.kind) {
    case 'mob':
      if (thing.disposition === 'hostile') {
        return { ...base, priority: 'high', message: thing.isBoss ? `A boss blocks the way: ${thing.name}!` : `Hostile spotted: ${thing.name}` };
      }
      return { ...base, priority: 'medium', message: `${thing.name} watches you warily` };
    case 'npc':
      return { ...base, priority: 'low', message: `${thing.name} is here` };
    case 'player':
      return { ...base, priority: 'medium', message: `Another crawler is here: ${thing.name}` };
    case 'loot':
      return { ...base, priority: 'low', message: thing.isContainer ? `You notice a container: ${thing.name}` : `You notice loot: ${thing.name}` };
  }
}

export function roomEventsReducer(state: RoomEventsState, action: RoomEventsAction): RoomEventsState {
  switch (action.type) {
    case 'room-entered': {
      if (state.roomId === action.roomId) return state;
      const held = (state.held ?? []).filter((h) => h.roomId === action.roomId).map((h) => h.event);
      const cleared: RoomEventsState = { roomId: action.roomId, enteredAt: action.at, events: [], seq: state.seq };
      const entered = push(cleared, [
        {
          timestamp: action.at,
          type: 'movement',
          priority: 'medium',
          message: entryMessage(action.roomName, action.direction),
          ...(action.direction ? { direction: action.direction } : {}),
        },
      ]);
      return push(entered, held);
    }
    case 'discovered':
      if (state.roomId !== action.roomId) return state;
      return push(
        state,
        action.things.map((t) => discoveryEvent(t, action.at)),
      );
    case 'add':
      return push(state, [action.event]);
    case 'add-for-room':
      if (state.roomId === action.roomId) return push(state, [action.event]);
      return { ...state, held: [...(state.held ?? []), { roomId: action.roomId, event: action.event }].slice(-ROOM_EVENTS_LIMIT) };
    case 'reset':
      return { ...initialRoomEvents, seq: state.seq };
  }
}

/** Which crawler-and-room pairs have had their discovery events (sessionStorage). */
export const DISCOVERY_STORAGE_KEY = 'ctf.roomDiscoveries';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function readSeen(storage: StorageLike | null): string[] {
  try {
    const raw = storage?.getItem(DISCOVERY_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Claims the discovery for a crawler and room: true the first time (and remembers it), false after.
 * Without storage (private mode, tests) every claim succeeds.
 */
export function claimDiscovery(storage: StorageLike | null, crawlerId: string, roomId: number): boolean {
  const key = `${crawlerId}:${roomId}`;
  const seen = readSeen(storage);
  if (seen.includes(key)) return false;
  try {
    storage?.setItem(DISCOVERY_STORAGE_KEY, JSON.stringify([...seen, key].slice(-500)));
  } catch {
    // Storage full or denied: the discovery still happens once for this page.
  }
  return true;
}
