import { describe, expect, it } from 'vitest';
import {
  claimDiscovery,
  discoveryEvent,
  initialRoomEvents,
  roomEventsReducer,
  ROOM_EVENTS_LIMIT,
  type RoomEventsAction,
  type RoomEventsState,
} from '#web/src/state/room-events.ts';
import { createFakeStorage } from './fake-storage.ts';

const run = (actions: RoomEventsAction[], from: RoomEventsState = initialRoomEvents) => actions.reduce(roomEventsReducer, from);

describe('room events', () => {
  it('clears the log on a room change and adds an entry event', () => {
    const first = run([
      { type: 'room-entered', roomId: 1, roomName: 'Gate', at: 1000 },
      { type: 'add', event: { timestamp: 1100, type: 'combat', priority: 'high', message: 'Swing' } },
    ]);
    expect(first.events.map((e) => e.message)).toEqual(['Swing', 'Entered Gate']);
    const next = roomEventsReducer(first, { type: 'room-entered', roomId: 2, roomName: 'Den', at: 2000, direction: 'east' });
    expect(next.roomId).toBe(2);
    expect(next.enteredAt).toBe(2000);
    expect(next.events).toEqual([expect.objectContaining({ type: 'movement', message: 'Entered Den, heading east', direction: 'east', timestamp: 2000 })]);
  });

  it('holds a line about the next room (fame a move earned) until that room is entered, then shows it under the entry', () => {
    const fame = { timestamp: 1500, type: 'status' as const, priority: 'high' as const, message: 'You gained 1 fame: discovered Den (fame 1)' };
    const held = run([
      { type: 'room-entered', roomId: 1, roomName: 'Gate', at: 1000 },
      { type: 'add-for-room', roomId: 2, event: fame },
    ]);
    expect(held.events.map((e) => e.message)).toEqual(['Entered Gate']);
    const next = roomEventsReducer(held, { type: 'room-entered', roomId: 2, roomName: 'Den', at: 2000, direction: 'east' });
    expect(next.events.map((e) => e.message)).toEqual(['You gained 1 fame: discovered Den (fame 1)', 'Entered Den, heading east']);
    // Already in that room: shown at once.
    expect(roomEventsReducer(next, { type: 'add-for-room', roomId: 2, event: { ...fame, message: 'again' } }).events[0]!.message).toBe('again');
  });

    it('ignores a second entry into the same room and discoveries for another room', () => {
    const state = run([{ type: 'room-entered', roomId: 1, roomName: 'Gate', at: 1000 }]);
    expect(roomEventsReducer(state, { type: 'room-entered', roomId: 1, roomName: 'Gate', at: 5000 })).toBe(state);
    expect(roomEventsReducer(state, { type: 'discovered', roomId: 9, at: 2500, things: [{ id: 'a', name: 'Rat', kind: 'mob' }] })).toBe(state);
  });

  it('adds one discovery event per thing, newest first, hostiles high priority', () => {
    const state = run([
      { type: 'room-entered', roomId: 1, roomName: 'Den', at: 1000 },
      {
        type: 'discovered',
        roomId: 1,
        at: 2500,
        things: [
          { id: 'm1', name: 'Goblin', kind: 'mob', disposition: 'hostile' },
          { id: 'n1', name: 'Hermit Agnes', kind: 'npc' },
          { id: 'c1', name: 'Old Chest', kind: 'loot', isContainer: true },
        ],
      },
    ]);
    expect(state.events.map((e) => [e.type, e.message, e.priority])).toEqual([
      ['discovery', 'You notice a container: Old Chest', 'low'],
      ['discovery', 'Hermit Agnes is here', 'low'],
      ['discovery', 'Hostile spotted: Goblin', 'high'],
      ['movement', 'Entered Den', 'medium'],
    ]);
    expect(new Set(state.events.map((e) => e.id)).size).toBe(4);
    expect(discoveryEvent({ id: 'b', name: 'Ogre King', kind: 'mob', disposition: 'hostile', isBoss: true }, 0).message).toBe('A boss blocks the way: Ogre King!');
  });

  it('keeps ids unique across rooms and caps the log', () => {
    let state = run([{ type: 'room-entered', roomId: 1, roomName: 'A', at: 0 }]);
    const firstId = state.events[0]?.id;
    state = roomEventsReducer(state, { type: 'room-entered', roomId: 2, roomName: 'B', at: 1 });
    expect(state.events[0]?.id).not.toBe(firstId);
    for (let i = 0; i < ROOM_EVENTS_LIMIT + 10; i++) {
      state = roomEventsReducer(state, { type: 'add', event: { timestamp: i, type: 'status', priority: 'low', message: `m${i}` } });
    }
    expect(state.events).toHaveLength(ROOM_EVENTS_LIMIT);
    expect(state.events[0]?.message).toBe(`m${ROOM_EVENTS_LIMIT + 9}`);
  });

  it('announces a room once per crawler and room', () => {
    const storage = createFakeStorage();
    expect(claimDiscovery(storage, '7', 31)).toBe(true);
    expect(claimDiscovery(storage, '7', 31)).toBe(false);
    expect(claimDiscovery(storage, '7', 32)).toBe(true);
    expect(claimDiscovery(storage, '8', 31)).toBe(true);
    storage.setItem('ctf.roomDiscoveries', 'not json');
    expect(claimDiscovery(storage, '7', 31)).toBe(true);
    expect(claimDiscovery(null, '7', 31)).toBe(true);
  });
});
