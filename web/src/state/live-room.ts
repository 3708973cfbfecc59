import type { TacticalData, TacticalEntity } from '#contract/dungeon.ts';
import type { ServerMessage } from '#contract/realtime.ts';
import type { RoomEvent } from '#contract/room-events.ts';
import { ErrorCode } from '#contract/error-codes.ts';

// The live room as the WebSocket tells it (ARCHITECTURE "Game authority"): a pure reducer from the
// server's messages to a room model (every entity with its latest position and health, the player's
// own health, combat, death), plus the notes of what just happened, which the page turns into
// toasts, log lines and query refreshes. Stale messages (an older tick of the same room, or another
// room's events) are dropped. No React, no socket: tests drive it with plain messages.

export interface LiveSelf {
  x: number;
  y: number;
  health: number;
  maxHealth: number;
  isAlive: boolean;
}

export interface LiveRoomState {
  crawlerId: number | null;
  /** The room the last snapshot was for; null until the first snapshot. */
  roomId: number | null;
  /** The last applied tick of that room. */
  tick: number;
  inCombat: boolean;
  self: LiveSelf | null;
  /** Every entity of the room (mobs, NPCs, loot, features, doors, other crawlers), kept current. */
  entities: readonly TacticalEntity[];
  /** The crawler died: death is permanent. */
  dead: boolean;
  /** Bumped by every applied change, so a view can tell a new model from the old one cheaply. */
  version: number;
}

export const initialLiveRoom: LiveRoomState = { crawlerId: null, roomId: null, tick: -1, inCombat: false, self: null, entities: [], dead: false, version: 0 };

/** Something that happened, for the page to show (names are resolved before the change applied). */
export type LiveNote =
  | { kind: 'snapshot'; roomId: number; self: LiveSelf }
  | { kind: 'attacked'; attackerId: string; targetId: string; attackerName: string; targetName: string; hit: boolean; critical: boolean; damage: number; targetHealth: number; dodged: boolean; mine: boolean; onMe: boolean }
  | { kind: 'died'; id: string; name: string; killedBy: string; killerName: string; victimType: 'mob' | 'player'; me: boolean; byMe: boolean }
  | { kind: 'combat'; started: boolean }
  | { kind: 'reward'; xp: number; gold: number; mobId: number; mine: boolean }
  | { kind: 'level_up'; crawlerId: number; level: number; mine: boolean }
  | { kind: 'refused'; intent: string; reason: string; detail: unknown }
  | { kind: 'joined'; crawlerId: number }
  | { kind: 'left'; crawlerId: number; name: string }
  | { kind: 'dodge'; untilMs: number }
  | { kind: 'respawned'; id: string; name: string }
  | { kind: 'picked_up'; crawlerId: number; crawlerName: string; itemName: string; mine: boolean }
  /** A crawler lost a roll-off (two grabs for one item at once) to `winner`. */
  | { kind: 'lost_roll_off'; crawlerId: number; crawlerName: string; itemName: string; winner: string; mine: boolean }
  | { kind: 'container_opened'; crawlerId: number; crawlerName: string; chestName: string; items: number; mine: boolean }
  | { kind: 'item_dropped'; itemName: string; x: number; y: number }
  /** Standing orders acted for a crawler in the room; `mine`: for this page's crawler. */
  | { kind: 'orders'; message: string; mine: boolean }
  /** A crawler in the room gained fame; `text`: "gained 12 fame: first to reach floor 3". */
  | { kind: 'fame'; crawlerId: number; name: string; amount: number; total: number; text: string; mine: boolean }
  | { kind: 'correction'; x: number; y: number; reason: string }
  | { kind: 'left_room'; roomId: number; reason: string }
  | { kind: 'error'; error: string; code: string }
  /** A room event this client has no case for (the socket's parse keeps these out): worth a warning. */
  | { kind: 'unhandled_event'; type: string };

export interface LiveStep {
  state: LiveRoomState;
  notes: LiveNote[];
}

export const crawlerEntityKey = (crawlerId: number) => `crawler-${crawlerId}`;

function nameOf(entities: readonly TacticalEntity[], id: string, selfKey: string | null): string {
  if (id === selfKey) return 'You';
  const e = entities.find((x) => x.id === id);
  const name = e ? (e.displayName?.trim() || e.name.trim()) : '';
  return name || 'Someone';
}

function withHealth(e: TacticalEntity, health: number): TacticalEntity {
  const h = Math.max(0, health);
  return { ...e, isAlive: h > 0, data: { ...e.data, currentHealth: h, hp: h } };
}

/**
 * Applies one room event to the model; returns the note it makes, if any. The switch covers every
 * member of the wire union (contract/room-events.ts): a new member does not compile until it is
 * handled here, even if only to be ignored on purpose. An event outside the union cannot pass the
 * socket's parse; should one reach here anyway, it is reported as unhandled rather than lost silently.
 */
function applyEvent(state: LiveRoomState, event: RoomEvent): { state: LiveRoomState; note: LiveNote | null } {
  const selfKey = state.crawlerId === null ? null : crawlerEntityKey(state.crawlerId);
  const entities = state.entities;
  const update = (id: string, f: (e: TacticalEntity) => TacticalEntity): readonly TacticalEntity[] => entities.map((e) => (e.id === id ? f(e) : e));
  const mine = (crawlerId: number) => crawlerId === state.crawlerId;
  switch (event.type) {
    case 'moved': {
      const { id, x, y } = event;
      if (id === selfKey) return { state: state.self ? { ...state, self: { ...state.self, x, y } } : state, note: null };
      return { state: { ...state, entities: update(id, (e) => ({ ...e, position: { x, y } })) }, note: null };
    }
    case 'attacked': {
      const { attackerId, targetId, targetHealth } = event;
      const note: LiveNote = {
        kind: 'attacked',
        attackerId,
        targetId,
        attackerName: nameOf(entities, attackerId, selfKey),
        targetName: nameOf(entities, targetId, selfKey),
        hit: event.hit,
        critical: event.critical,
        damage: event.damage,
        targetHealth,
        dodged: event.dodged,
        mine: attackerId === selfKey,
        onMe: targetId === selfKey,
      };
      if (targetId === selfKey) {
        const self = state.self ? { ...state.self, health: Math.max(0, targetHealth) } : state.self;
        return { state: { ...state, self }, note };
      }
      return { state: { ...state, entities: update(targetId, (e) => withHealth(e, targetHealth)) }, note };
    }
    case 'died': {
      const { id, killedBy } = event;
      const note: LiveNote = {
        kind: 'died',
        id,
        name: nameOf(entities, id, selfKey),
        killedBy,
        killerName: nameOf(entities, killedBy, selfKey),
        victimType: event.victimType,
        me: id === selfKey,
        byMe: killedBy === selfKey,
      };
      if (id === selfKey) {
        return { state: { ...state, dead: true, self: state.self ? { ...state.self, health: 0, isAlive: false } : state.self }, note };
      }
      return { state: { ...state, entities: update(id, (e) => withHealth(e, 0)) }, note };
    }
    case 'respawned': {
      const { id } = event;
      const next = update(id, (e) => ({ ...withHealth(e, event.health), position: { x: event.x, y: event.y } }));
      return { state: { ...state, entities: next }, note: { kind: 'respawned', id, name: nameOf(entities, id, selfKey) } };
    }
    case 'combat_started':
    case 'combat_ended': {
      const started = event.type === 'combat_started';
      return { state: { ...state, inCombat: started }, note: { kind: 'combat', started } };
    }
    case 'reward':
      return { state, note: { kind: 'reward', xp: event.xp, gold: event.gold, mobId: event.mobId, mine: mine(event.crawlerId) } };
    case 'level_up':
      return { state, note: { kind: 'level_up', crawlerId: event.crawlerId, level: event.level, mine: mine(event.crawlerId) } };
    case 'refused':
      if (!mine(event.crawlerId)) return { state, note: null };
      return { state, note: { kind: 'refused', intent: event.intent, reason: event.reason, detail: event.detail } };
    case 'joined':
      if (mine(event.crawlerId)) return { state, note: null };
      return { state, note: { kind: 'joined', crawlerId: event.crawlerId } };
    case 'left': {
      const { crawlerId } = event;
      if (mine(crawlerId)) return { state, note: null };
      const id = crawlerEntityKey(crawlerId);
      const name = nameOf(entities, id, selfKey);
      return { state: { ...state, entities: entities.filter((e) => e.id !== id) }, note: { kind: 'left', crawlerId, name } };
    }
    case 'dodge_started':
      if (!mine(event.crawlerId)) return { state, note: null };
      return { state, note: { kind: 'dodge', untilMs: event.untilMs } };
    // The loot service's announcements (server/services/loot-service.ts): the canvas redraws the
    // ground, so the log says who took, lost or spilled what.
    case 'item_picked_up': {
      const { crawlerId } = event;
      const crawlerName = event.crawlerName || nameOf(entities, crawlerEntityKey(crawlerId), selfKey);
      return { state, note: { kind: 'picked_up', crawlerId, crawlerName, itemName: event.itemName || 'an item', mine: mine(crawlerId) } };
    }
    case 'roll_off_lost': {
      const { crawlerId } = event;
      const note: LiveNote = {
        kind: 'lost_roll_off',
        crawlerId,
        crawlerName: nameOf(entities, crawlerEntityKey(crawlerId), selfKey),
        itemName: event.itemName || 'an item',
        winner: event.winner || 'someone',
        mine: mine(crawlerId),
      };
      return { state, note };
    }
    case 'container_opened': {
      const { crawlerId } = event;
      const note: LiveNote = {
        kind: 'container_opened',
        crawlerId,
        crawlerName: nameOf(entities, crawlerEntityKey(crawlerId), selfKey),
        chestName: event.name || 'Chest',
        items: event.items,
        mine: mine(crawlerId),
      };
      return { state, note };
    }
    case 'item_dropped':
      return { state, note: { kind: 'item_dropped', itemName: event.itemName || 'An item', x: event.x, y: event.y } };
    case 'item_used': {
      // A drink's health, for the health bars; the user's own toast says what it restored.
      const key = crawlerEntityKey(event.crawlerId);
      if (key === selfKey) return { state: state.self ? { ...state, self: { ...state.self, health: event.health } } : state, note: null };
      return { state: { ...state, entities: update(key, (e) => withHealth(e, event.health)) }, note: null };
    }
    case 'standing_orders':
      return { state, note: { kind: 'orders', message: event.message, mine: mine(event.crawlerId) } };
    case 'fame_gained': {
      const { crawlerId } = event;
      const name = nameOf(entities, crawlerEntityKey(crawlerId), selfKey);
      return { state, note: { kind: 'fame', crawlerId, name, amount: event.amount, total: event.total, text: event.text, mine: mine(crawlerId) } };
    }
    case 'npc_spoke':
      // Ignored on purpose: the page draws NPC speech itself from where the player stands
      // (state/npc-speech.ts), bubble and log line alike.
      return { state, note: null };
    default: {
      const unhandled: never = event;
      return { state, note: { kind: 'unhandled_event', type: String((unhandled as { type?: unknown }).type) } };
    }
  }
}

/**
 * One server message applied to the live room. Snapshots replace the model (a new room, or a newer
 * tick of this one); events and corrections apply only to the current room at its tick or later.
 */
export function applyServerMessage(state: LiveRoomState, message: ServerMessage): LiveStep {
  switch (message.type) {
    case 'snapshot': {
      if (state.roomId === message.roomId && message.tick < state.tick) return { state, notes: [] };
      const self: LiveSelf = { ...message.self };
      return {
        state: {
          crawlerId: message.crawlerId,
          roomId: message.roomId,
          tick: message.tick,
          inCombat: message.inCombat,
          self,
          entities: message.entities,
          dead: state.dead || !self.isAlive,
          version: state.version + 1,
        },
        notes: [{ kind: 'snapshot', roomId: message.roomId, self }],
      };
    }
    case 'events': {
      if (message.roomId !== state.roomId || message.tick < state.tick) return { state, notes: [] };
      let next: LiveRoomState = { ...state, tick: message.tick };
      const notes: LiveNote[] = [];
      for (const event of message.events) {
        const { state: after, note } = applyEvent(next, event);
        next = after;
        if (note) notes.push(note);
      }
      return { state: { ...next, version: state.version + 1 }, notes };
    }
    case 'correction': {
      if (state.roomId === null || message.tick < state.tick) return { state, notes: [] };
      const self = state.self ? { ...state.self, x: message.x, y: message.y } : state.self;
      return { state: { ...state, self, version: state.version + 1 }, notes: [{ kind: 'correction', x: message.x, y: message.y, reason: message.reason }] };
    }
    case 'left_room': {
      if (message.roomId !== state.roomId && state.roomId !== null) return { state, notes: [] };
      const note: LiveNote = { kind: 'left_room', roomId: message.roomId, reason: message.reason };
      // Death is permanent, and so is retiring at the season's end: the room stays as it was last
      // seen. A move waits for the next room's snapshot.
      if (message.reason === 'died' || message.reason === 'retired') return { state: { ...state, dead: true, inCombat: false, version: state.version + 1 }, notes: [note] };
      return { state: { ...state, roomId: null, tick: -1, inCombat: false, entities: [], version: state.version + 1 }, notes: [note] };
    }
    case 'error':
      return { state: message.code === ErrorCode.crawlerDead ? { ...state, dead: true, version: state.version + 1 } : state, notes: [{ kind: 'error', error: message.error, code: message.code }] };
    case 'hello':
    case 'route': // followed by the socket adapter (api/room-socket.ts)
    case 'pong':
    case 'spectating': // a spectator's messages (web/src/state/spectate-view.ts reads them); never a player's
    case 'spectate_room':
    case 'spectate_ended':
      return { state, notes: [] };
  }
}

/** What the crawler page draws and shows from the live model (not the tick or the message count). */
export type LiveRoomView = Pick<LiveRoomState, 'roomId' | 'entities' | 'self' | 'dead'>;

/**
 * The page's view of a new state: the previous view itself when nothing it shows changed. Most
 * messages only advance the tick (or touch nothing on screen), and a new object would re-render the room.
 */
export function liveRoomView(previous: LiveRoomView, state: LiveRoomState): LiveRoomView {
  if (previous.roomId === state.roomId && previous.entities === state.entities && previous.self === state.self && previous.dead === state.dead) return previous;
  return { roomId: state.roomId, entities: state.entities, self: state.self, dead: state.dead };
}

/** The live model as tactical data for the room it is about (what buildScene reads); null before a snapshot. */
export function liveTacticalData(state: Pick<LiveRoomState, 'roomId' | 'entities'>): TacticalData | null {
  if (state.roomId === null) return null;
  return { roomId: state.roomId, entities: [...state.entities], tacticalEntities: [] };
}
