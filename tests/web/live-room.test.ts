import { describe, expect, it } from 'vitest';
import type { TacticalEntity } from '#contract/dungeon.ts';
import type { ServerMessage } from '#contract/realtime.ts';
import { applyServerMessage, initialLiveRoom, liveRoomView, liveTacticalData, type LiveNote, type LiveRoomState } from '#web/src/state/live-room.ts';
import { buildScene } from '#web/src/canvas/scene.ts';
import { parseServerMessage } from '#web/src/api/server-message.ts';
import { currentRoomFixture, liveBob, liveGoblin } from './dungeon-fixtures.ts';

const goblin = liveGoblin();
const bob = liveBob();

const snapshot = (tick: number, entities: TacticalEntity[] = [goblin, bob], roomId = 31): ServerMessage => ({
  type: 'snapshot',
  tick,
  roomId,
  crawlerId: 7,
  inCombat: false,
  self: { x: 8, y: 50, health: 90, maxHealth: 100, isAlive: true },
  entities,
});
/** An events message as the page reads it off the socket (web/src/api/server-message.ts). */
function events(tick: number, list: Record<string, unknown>[], roomId = 31): ServerMessage {
  const { message, skipped } = parseServerMessage({ type: 'events', tick, roomId, events: list.map((e) => ({ tick, ...e })) });
  if (!message) throw new Error(`not an events message: ${JSON.stringify(list)}`);
  // Only the one made-up event may be skipped: any other is a fixture the contract does not accept.
  if (skipped.some((type) => type !== 'something_new')) throw new Error(`fixture events the contract refuses: ${skipped.join(', ')}`);
  return message;
}

function run(messages: ServerMessage[], from: LiveRoomState = initialLiveRoom): { state: LiveRoomState; notes: LiveNote[] } {
  let state = from;
  const notes: LiveNote[] = [];
  for (const m of messages) {
    const step = applyServerMessage(state, m);
    state = step.state;
    notes.push(...step.notes);
  }
  return { state, notes };
}

const mob = (s: LiveRoomState, id = 'mob-1') => s.entities.find((e) => e.id === id);

describe('live room reducer', () => {
  it('takes a snapshot as the room model and exposes it as the room\'s tactical data', () => {
    const { state, notes } = run([snapshot(10)]);
    expect(state).toMatchObject({ roomId: 31, tick: 10, crawlerId: 7, self: { x: 8, y: 50, health: 90 }, dead: false });
    expect(notes).toEqual([{ kind: 'snapshot', roomId: 31, self: { x: 8, y: 50, health: 90, maxHealth: 100, isAlive: true } }]);
    const data = liveTacticalData(state)!;
    expect(data.roomId).toBe(31);
    const scene = buildScene(currentRoomFixture(), data, { name: 'Mira Vance', crawlerId: 7 });
    expect(scene.characters.map((c) => [c.id, c.kind])).toEqual([
      ['mob-1', 'mob'],
      ['crawler-9', 'player'],
    ]);
    expect(liveTacticalData(initialLiveRoom)).toBeNull();
  });

  it('moves mobs and crawlers, and wounds the target of an attack, naming both sides', () => {
    const { state, notes } = run([
      snapshot(10),
      events(11, [
        { type: 'moved', id: 'mob-1', x: 20, y: 45 },
        { type: 'moved', id: 'crawler-9', x: 55, y: 58 },
        { type: 'attacked', attackerId: 'crawler-7', targetId: 'mob-1', hit: true, critical: false, roll: 71, damage: 7, targetHealth: 21, dodged: false, weaponKind: 'melee' },
      ]),
    ]);
    expect(mob(state)!.position).toEqual({ x: 20, y: 45 });
    expect(mob(state)!.data.currentHealth).toBe(21);
    expect(mob(state, 'crawler-9')!.position).toEqual({ x: 55, y: 58 });
    expect(notes[1]).toMatchObject({ kind: 'attacked', attackerName: 'You', targetName: 'Goblin', damage: 7, mine: true, onMe: false });
    expect(state.tick).toBe(11);
  });

  it('hurts the player itself, and a kill of the player is permanent death', () => {
    const { state, notes } = run([
      snapshot(10),
      events(11, [{ type: 'attacked', attackerId: 'mob-1', targetId: 'crawler-7', hit: true, critical: true, roll: 98, damage: 18, targetHealth: 72, dodged: false, weaponKind: 'melee' }]),
      events(12, [{ type: 'died', id: 'crawler-7', killedBy: 'mob-1', victimType: 'player' }]),
      { type: 'left_room', roomId: 31, reason: 'died' },
    ]);
    expect(notes[1]).toMatchObject({ kind: 'attacked', onMe: true, attackerName: 'Goblin', targetName: 'You' });
    expect(notes[2]).toMatchObject({ kind: 'died', me: true, killerName: 'Goblin', victimType: 'player' });
    expect(state.dead).toBe(true);
    expect(state.self).toMatchObject({ health: 0, isAlive: false });
    // The room stays as last seen.
    expect(state.roomId).toBe(31);
    expect(notes.at(-1)).toEqual({ kind: 'left_room', roomId: 31, reason: 'died' });
  });

  it('kills and respawns mobs; a dead mob is no longer accepted into the scene', () => {
    const killed = run([snapshot(10), events(11, [{ type: 'died', id: 'mob-1', killedBy: 'crawler-9', victimType: 'mob' }])]);
    expect(mob(killed.state)!.isAlive).toBe(false);
    expect(killed.notes[1]).toMatchObject({ kind: 'died', name: 'Goblin', killerName: 'Bob Brine', me: false, byMe: false });
    expect(buildScene(currentRoomFixture(), liveTacticalData(killed.state)!, { name: 'Mira Vance', crawlerId: 7 }).characters.map((c) => c.id)).toEqual(['crawler-9']);
    const back = run([events(12, [{ type: 'respawned', id: 'mob-1', x: 30, y: 40, health: 28 }])], killed.state);
    expect(mob(back.state)).toMatchObject({ isAlive: true, position: { x: 30, y: 40 }, data: { currentHealth: 28 } });
  });

  it('drops stale ticks and other rooms\' messages; a newer snapshot or another room replaces the model', () => {
    const first = run([snapshot(10)]).state;
    expect(applyServerMessage(first, events(9, [{ type: 'moved', id: 'mob-1', x: 1, y: 1 }])).state).toBe(first);
    expect(applyServerMessage(first, events(12, [{ type: 'moved', id: 'mob-1', x: 1, y: 1 }], 99)).state).toBe(first);
    expect(applyServerMessage(first, snapshot(8, [])).state).toBe(first);
    expect(applyServerMessage(first, { type: 'correction', tick: 3, x: 1, y: 1, reason: 'too_fast' }).state).toBe(first);
    expect(applyServerMessage(first, snapshot(2, [], 32)).state).toMatchObject({ roomId: 32, tick: 2, entities: [] });
    // The same tick still applies (several messages per tick).
    expect(mob(applyServerMessage(first, events(10, [{ type: 'moved', id: 'mob-1', x: 1, y: 2 }])).state)!.position).toEqual({ x: 1, y: 2 });
    // Nothing applies before the first snapshot.
    expect(applyServerMessage(initialLiveRoom, events(1, [{ type: 'combat_started' }])).state).toBe(initialLiveRoom);
  });

  it('notes rewards, level-ups, refusals (own only), arrivals, departures and dodges; skips what it cannot read', () => {
    const { state, notes } = run([
      snapshot(10),
      events(11, [
        { type: 'combat_started' },
        { type: 'reward', crawlerId: 7, xp: 12, gold: 3, mobId: 1 },
        { type: 'level_up', crawlerId: 7, level: 2 },
        { type: 'refused', crawlerId: 7, intent: 'attack', reason: 'out_of_range', detail: { distance: 22, range: 10 } },
        { type: 'refused', crawlerId: 9, intent: 'attack', reason: 'cooldown', detail: { msLeft: 300 } },
        { type: 'joined', crawlerId: 12 },
        { type: 'joined', crawlerId: 7 },
        { type: 'left', crawlerId: 9 },
        { type: 'dodge_started', crawlerId: 7, untilMs: 5 },
        { type: 'something_new' },
      ]),
    ]);
    expect(notes.slice(1).map((n) => n.kind)).toEqual(['combat', 'reward', 'level_up', 'refused', 'joined', 'left', 'dodge']);
    expect(notes.find((n) => n.kind === 'refused')).toMatchObject({ reason: 'out_of_range', detail: { distance: 22, range: 10 } });
    expect(notes.find((n) => n.kind === 'left')).toMatchObject({ name: 'Bob Brine' });
    expect(state.inCombat).toBe(true);
    expect(state.entities.some((e) => e.id === 'crawler-9')).toBe(false);
  });

  it("notes the loot service's pick-ups, opened chests and spilled items, with who did it", () => {
    const { notes } = run([
      snapshot(10),
      events(11, [
        { type: 'item_picked_up', itemId: 4, crawlerId: 9, crawlerName: 'Bob Brine', itemName: 'Hunting Bow' },
        { type: 'item_picked_up', itemId: 5, crawlerId: 7, crawlerName: 'Me', itemName: 'Iron Sword' },
        { type: 'container_opened', containerId: 2, crawlerId: 9, name: 'Iron Chest', items: 2 },
        { type: 'item_dropped', itemId: 6, x: 40, y: 44, itemName: 'Rusty Dagger' },
      ]),
    ]);
    expect(notes.slice(1)).toEqual([
      { kind: 'picked_up', crawlerId: 9, crawlerName: 'Bob Brine', itemName: 'Hunting Bow', mine: false },
      { kind: 'picked_up', crawlerId: 7, crawlerName: 'Me', itemName: 'Iron Sword', mine: true },
      { kind: 'container_opened', crawlerId: 9, crawlerName: 'Bob Brine', chestName: 'Iron Chest', items: 2, mine: false },
      { kind: 'item_dropped', itemName: 'Rusty Dagger', x: 40, y: 44 },
    ]);
  });

  it('an item used in the room raises its user\'s health: the own health bar or another crawler\'s', () => {
    const { state, notes } = run([
      snapshot(10),
      events(11, [
        { type: 'item_used', crawlerId: 7, crawlerName: 'Me', itemName: 'Healing Tonic', health: 100 },
        { type: 'item_used', crawlerId: 9, crawlerName: 'Bob Brine', itemName: 'Healing Tonic', health: 33 },
      ]),
    ]);
    expect(state.self?.health).toBe(100);
    expect(state.entities.find((e) => e.id === 'crawler-9')?.data.currentHealth).toBe(33);
    expect(notes.slice(1)).toEqual([]);
  });

  it('applies corrections, and a move out of the room empties the model until the next snapshot', () => {
    const first = run([snapshot(10)]).state;
    const corrected = applyServerMessage(first, { type: 'correction', tick: 10, x: 20, y: 30, reason: 'too_fast' });
    expect(corrected.state.self).toMatchObject({ x: 20, y: 30 });
    expect(corrected.notes).toEqual([{ kind: 'correction', x: 20, y: 30, reason: 'too_fast' }]);
    const moved = applyServerMessage(first, { type: 'left_room', roomId: 31, reason: 'moved' });
    expect(moved.state).toMatchObject({ roomId: null, entities: [], dead: false });
    expect(applyServerMessage(first, { type: 'error', error: 'dead', code: 'crawler_dead' }).state.dead).toBe(true);
  });
});

describe('live room view (what the crawler page re-renders for)', () => {
  it('stays the same object for a message that changes nothing shown, and changes when an entity moves', () => {
    const first = run([snapshot(10)]).state;
    const view = liveRoomView(liveRoomView(initialLiveRoom, initialLiveRoom), first);
    expect(view).toMatchObject({ roomId: 31, self: first.self, dead: false });
    expect(view.entities).toBe(first.entities);
    // A later tick with nothing in it: the model moves on, the view does not.
    const quiet = applyServerMessage(first, events(11, [])).state;
    expect(quiet).not.toBe(first);
    expect(liveRoomView(view, quiet)).toBe(view);
    const moved = applyServerMessage(quiet, events(12, [{ type: 'moved', id: 'mob-1', x: 20, y: 45 }])).state;
    const next = liveRoomView(view, moved);
    expect(next).not.toBe(view);
    expect(liveTacticalData(next)!.entities.find((e) => e.id === 'mob-1')?.position).toEqual({ x: 20, y: 45 });
  });
});
