// Every room event the server can send (the union in contract/room-events.ts) is read by the page:
// a sample of each member goes over the page's own parse and through the live room's reducer, and
// comes out as the note it should make, never as an unhandled event. A new member fails here (and
// does not compile in web/src/state/live-room.ts) until the page handles it.
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '#contract/realtime.ts';
import { RoomEvent, type RoomEventOf, type RoomEventType } from '#contract/room-events.ts';
import { parseServerMessage } from '#web/src/api/server-message.ts';
import { applyServerMessage, initialLiveRoom, type LiveNote } from '#web/src/state/live-room.ts';
import { liveNoteEvent } from '#web/src/state/combat-feedback.ts';
import { liveBob, liveGoblin } from './dungeon-fixtures.ts';

const SELF = 7;
const goblin = liveGoblin();
const bob = liveBob();
const joined = applyServerMessage(initialLiveRoom, {
  type: 'snapshot',
  tick: 10,
  roomId: 31,
  crawlerId: SELF,
  inCombat: false,
  self: { x: 8, y: 50, health: 90, maxHealth: 100, isAlive: true },
  entities: [goblin, bob],
}).state;

type Case<T extends RoomEventType> = { sample: Omit<RoomEventOf<T>, 'tick'>; note: LiveNote['kind'] | null };

/** One valid event of every type, and the note the page makes of it (null: it only changes the model, or is ignored on purpose). */
const CASES: { [T in RoomEventType]: Case<T> } = {
  moved: { sample: { type: 'moved', id: 'mob-1', x: 20, y: 45 }, note: null },
  attacked: {
    sample: { type: 'attacked', attackerId: 'mob-1', targetId: `crawler-${SELF}`, hit: true, critical: false, roll: 80, damage: 6, targetHealth: 84, dodged: false, weaponKind: 'melee' },
    note: 'attacked',
  },
  died: { sample: { type: 'died', id: 'mob-1', killedBy: 'crawler-9', victimType: 'mob' }, note: 'died' },
  combat_started: { sample: { type: 'combat_started' }, note: 'combat' },
  combat_ended: { sample: { type: 'combat_ended' }, note: 'combat' },
  reward: { sample: { type: 'reward', crawlerId: SELF, xp: 12, gold: 3, mobId: 1 }, note: 'reward' },
  refused: { sample: { type: 'refused', crawlerId: SELF, intent: 'attack', reason: 'cooldown', detail: { msLeft: 300 } }, note: 'refused' },
  joined: { sample: { type: 'joined', crawlerId: 12 }, note: 'joined' },
  left: { sample: { type: 'left', crawlerId: 9 }, note: 'left' },
  dodge_started: { sample: { type: 'dodge_started', crawlerId: SELF, untilMs: 5_000 }, note: 'dodge' },
  respawned: { sample: { type: 'respawned', id: 'mob-1', x: 30, y: 40, health: 28 }, note: 'respawned' },
  level_up: { sample: { type: 'level_up', crawlerId: SELF, level: 2 }, note: 'level_up' },
  npc_spoke: { sample: { type: 'npc_spoke', npcId: 'npc-f1:0,0:npc-0', name: 'Merchant Ada', role: 'merchant', line: 'Wares!', crawlerId: SELF }, note: null },
  item_picked_up: { sample: { type: 'item_picked_up', itemId: 4, crawlerId: 9, crawlerName: 'Bob Brine', itemName: 'Hunting Bow' }, note: 'picked_up' },
  roll_off_lost: { sample: { type: 'roll_off_lost', itemId: 4, crawlerId: SELF, winner: 'Bob Brine', itemName: 'Hunting Bow' }, note: 'lost_roll_off' },
  container_opened: { sample: { type: 'container_opened', containerId: 2, crawlerId: 9, name: 'Iron Chest', items: 2 }, note: 'container_opened' },
  item_dropped: { sample: { type: 'item_dropped', itemId: 6, x: 40, y: 44, itemName: 'Rusty Dagger' }, note: 'item_dropped' },
  standing_orders: { sample: { type: 'standing_orders', crawlerId: SELF, message: 'Mira rested by standing orders' }, note: 'orders' },
  fame_gained: { sample: { type: 'fame_gained', crawlerId: SELF, amount: 12, total: 40, text: 'gained 12 fame: first to reach floor 3' }, note: 'fame' },
  item_used: { sample: { type: 'item_used', crawlerId: SELF, crawlerName: 'Mira', itemName: 'Healing Tonic', health: 100 }, note: null },
};

const unionTypes = RoomEvent.options.map((o) => o.shape.type.value);

/** The notes the page makes of one event, read off the wire as the socket reads it. */
function notesOf(event: Record<string, unknown>): { notes: LiveNote[]; skipped: string[] } {
  const { message, skipped } = parseServerMessage(JSON.parse(JSON.stringify({ type: 'events', tick: 11, roomId: 31, events: [{ tick: 11, ...event }] })));
  expect(message?.type).toBe('events');
  return { notes: applyServerMessage(joined, message as ServerMessage).notes, skipped };
}

describe('every room event on the wire is handled by the page', () => {
  it('has a valid sample for every member of the union', () => {
    expect(Object.keys(CASES).sort()).toEqual([...unionTypes].sort());
    for (const option of RoomEvent.options) {
      const sample = CASES[option.shape.type.value].sample;
      expect(option.safeParse({ tick: 11, ...sample }).success, option.shape.type.value).toBe(true);
    }
  });

  it.each(unionTypes)('%s: recognised, with the note it should make', (type) => {
    const { notes, skipped } = notesOf(CASES[type].sample);
    expect(skipped).toEqual([]);
    expect(notes.filter((n) => n.kind === 'unhandled_event')).toEqual([]);
    expect(notes.map((n) => n.kind)).toEqual(CASES[type].note ? [CASES[type].note] : []);
  });

  it('reports an event outside the union as unhandled instead of dropping it silently', () => {
    const outside = { type: 'events', tick: 11, roomId: 31, events: [{ type: 'meteor', tick: 11 }] } as unknown as ServerMessage;
    expect(applyServerMessage(joined, outside).notes).toEqual([{ kind: 'unhandled_event', type: 'meteor' }]);
  });

  it('shows a lost roll-off in the room log: the player\'s own, and a rival\'s', () => {
    const [mine] = notesOf(CASES.roll_off_lost.sample).notes;
    expect(liveNoteEvent(mine!, 1)).toMatchObject({ type: 'interaction', priority: 'medium', message: 'You lost the roll-off for Hunting Bow to Bob Brine' });
    const [rival] = notesOf({ ...CASES.roll_off_lost.sample, crawlerId: 9, winner: 'Mira Vance' }).notes;
    expect(liveNoteEvent(rival!, 1)).toMatchObject({ priority: 'low', message: 'Bob Brine lost the roll-off for Hunting Bow to Mira Vance', entityId: 'crawler-9' });
  });

  it('keeps the events it knows of a tick that also holds one from a newer server', () => {
    const { message, skipped } = parseServerMessage({ type: 'events', tick: 11, roomId: 31, events: [{ type: 'meteor', tick: 11 }, { type: 'combat_started', tick: 11 }] });
    expect(skipped).toEqual(['meteor']);
    expect(message).toEqual({ type: 'events', tick: 11, roomId: 31, events: [{ type: 'combat_started', tick: 11 }] });
    expect(parseServerMessage({ type: 'events', tick: 'soon', roomId: 31, events: [] }).message).toBeNull();
  });
});
