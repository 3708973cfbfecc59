import { describe, expect, it } from 'vitest';
import { attackToast, liveNoteEvent, refusalToast, swingText } from '#web/src/state/combat-feedback.ts';
import type { LiveNote } from '#web/src/state/live-room.ts';

const swing = { targetName: 'Goblin', hit: true, critical: false, damage: 7, dodged: false };
const attacked = (over: Partial<Extract<LiveNote, { kind: 'attacked' }>>): LiveNote => ({
  kind: 'attacked',
  attackerId: 'crawler-7',
  targetId: 'mob-1',
  attackerName: 'You',
  targetName: 'Goblin',
  hit: true,
  critical: false,
  damage: 7,
  targetHealth: 21,
  dodged: false,
  mine: true,
  onMe: false,
  ...over,
});

describe('attack toasts', () => {
  it("says 'Attack!' with the damage text: hit, critical, miss, dodge, kill", () => {
    expect(attackToast([swing])).toEqual({ title: 'Attack!', description: 'Hit Goblin for 7 damage' });
    expect(swingText({ ...swing, critical: true, damage: 14 })).toBe('Critical hit! Hit Goblin for 14 damage');
    expect(swingText({ ...swing, hit: false, damage: 0 })).toBe('Missed Goblin');
    expect(swingText({ ...swing, hit: false, dodged: true })).toBe('Goblin dodged your attack');
    expect(swingText({ ...swing, killed: true })).toBe('Hit Goblin for 7 damage and defeated it');
    expect(attackToast([])).toBeNull();
  });

  it("says 'Area Attack!' when one attack hits several", () => {
    expect(attackToast([swing, { ...swing, targetName: 'Rat', damage: 3 }, { ...swing, hit: false, damage: 0 }])).toEqual({
      title: 'Area Attack!',
      description: 'Hit 2 of 3 targets for 10 damage',
    });
  });

  it("turns the server's refusals into the spec's texts", () => {
    expect(refusalToast('cooldown', { msLeft: 1234 })).toEqual({ title: 'On Cooldown', description: 'Attack ready in 1.2s' });
    expect(refusalToast('invalid_target', null)).toEqual({ title: 'Invalid Target', description: 'Target no longer exists' });
    expect(refusalToast('out_of_range', { distance: 22.4, range: 10 })).toEqual({ title: 'Out of Range', description: 'Target is 22 units away, weapon range is 10' });
    expect(refusalToast('cooldown', { msLeft: 2500 }, 'dodge')).toEqual({ title: 'On Cooldown', description: 'Dodge ready in 2.5s' });
    expect(refusalToast('safe_room', null).title).toBe('Safe Room');
    expect(refusalToast('pvp_not_allowed', null).description).toMatch(/PVP/);
    expect(refusalToast('odd_reason', null)).toEqual({ title: 'Action Refused', description: 'odd reason' });
  });
});

describe('live notes in the room events log', () => {
  it('logs the player\'s swings and the blows it takes', () => {
    expect(liveNoteEvent(attacked({}), 5)).toMatchObject({ type: 'combat', priority: 'medium', message: 'Hit Goblin for 7 damage', damage: 7, entityName: 'Goblin', timestamp: 5 });
    expect(liveNoteEvent(attacked({ critical: true, damage: 14 }), 5)).toMatchObject({ priority: 'high' });
    expect(liveNoteEvent(attacked({ mine: false, onMe: true, attackerName: 'Goblin', attackerId: 'mob-1', targetName: 'You' }), 5)).toMatchObject({ priority: 'high', message: 'Goblin hits you for 7 damage' });
    expect(liveNoteEvent(attacked({ mine: false, onMe: true, attackerName: 'Goblin', hit: false }), 5)).toMatchObject({ priority: 'low', message: 'Goblin misses you' });
  });

  it("logs others' swings at each other at low priority, as the canvas shows their numbers", () => {
    const others = { mine: false, onMe: false, attackerId: 'mob-1', attackerName: 'Goblin', targetId: 'crawler-9', targetName: 'Bob' };
    expect(liveNoteEvent(attacked(others), 5)).toMatchObject({ type: 'combat', priority: 'low', message: 'Goblin hits Bob for 7 damage', entityName: 'Bob' });
    expect(liveNoteEvent(attacked({ ...others, critical: true }), 5)).toMatchObject({ message: 'Goblin critically hits Bob for 7 damage' });
    expect(liveNoteEvent(attacked({ ...others, hit: false }), 5)).toMatchObject({ message: 'Goblin misses Bob' });
    expect(liveNoteEvent(attacked({ ...others, dodged: true, hit: false }), 5)).toMatchObject({ message: 'Bob dodged Goblin' });
  });

  it("logs others' pick-ups and chests and every spilled item; the page logs the player's own", () => {
    expect(liveNoteEvent({ kind: 'picked_up', crawlerId: 9, crawlerName: 'Bob', itemName: 'Hunting Bow', mine: false }, 1)).toMatchObject({ type: 'interaction', message: 'Bob picked up Hunting Bow' });
    expect(liveNoteEvent({ kind: 'picked_up', crawlerId: 7, crawlerName: 'Me', itemName: 'Hunting Bow', mine: true }, 1)).toBeNull();
    expect(liveNoteEvent({ kind: 'container_opened', crawlerId: 9, crawlerName: 'Bob', chestName: 'Iron Chest', items: 2, mine: false }, 1)).toMatchObject({ message: 'Bob opened Iron Chest' });
    expect(liveNoteEvent({ kind: 'container_opened', crawlerId: 7, crawlerName: 'You', chestName: 'Iron Chest', items: 2, mine: true }, 1)).toBeNull();
    expect(liveNoteEvent({ kind: 'item_dropped', itemName: 'Rusty Dagger', x: 40, y: 40 }, 1)).toMatchObject({ type: 'discovery', message: 'Rusty Dagger dropped to the floor' });
  });

  it('logs a lost roll-off like the replay does, the player\'s own above the others\'', () => {
    const lost = { kind: 'lost_roll_off', crawlerId: 9, crawlerName: 'Bob', itemName: 'Hunting Bow', winner: 'Mira', mine: false } as const;
    expect(liveNoteEvent(lost, 1)).toMatchObject({ type: 'interaction', priority: 'low', message: 'Bob lost the roll-off for Hunting Bow to Mira', entityId: 'crawler-9' });
    expect(liveNoteEvent({ ...lost, crawlerId: 7, crawlerName: 'You', mine: true }, 1)).toMatchObject({ priority: 'medium', message: 'You lost the roll-off for Hunting Bow to Mira' });
  });

  it('logs deaths with killer and victim, combat, rewards, level-ups, departures', () => {
    expect(liveNoteEvent({ kind: 'died', id: 'mob-1', name: 'Goblin', killedBy: 'crawler-7', killerName: 'You', victimType: 'mob', me: false, byMe: true }, 1)).toMatchObject({
      type: 'death',
      priority: 'high',
      message: 'Goblin has been defeated! (by You)',
      killedBy: 'You',
      victimType: 'mob',
    });
    expect(liveNoteEvent({ kind: 'died', id: 'crawler-7', name: 'You', killedBy: 'mob-1', killerName: 'Goblin', victimType: 'player', me: true, byMe: false }, 1)).toMatchObject({ message: 'You were killed by Goblin', victimType: 'player' });
    expect(liveNoteEvent({ kind: 'combat', started: true }, 1)).toMatchObject({ type: 'status', message: 'Combat started!' });
    expect(liveNoteEvent({ kind: 'reward', xp: 12, gold: 3, mobId: 1, mine: true }, 1)).toMatchObject({ message: 'Gained 12 XP and 3 gold' });
    expect(liveNoteEvent({ kind: 'reward', xp: 12, gold: 3, mobId: 1, mine: false }, 1)).toBeNull();
    expect(liveNoteEvent({ kind: 'level_up', crawlerId: 7, level: 2, mine: true }, 1)).toMatchObject({ priority: 'high', message: 'Level up! You reached level 2' });
    expect(liveNoteEvent({ kind: 'left', crawlerId: 9, name: 'Bob' }, 1)).toMatchObject({ type: 'movement', message: 'Bob left the room' });
    expect(liveNoteEvent({ kind: 'unhandled_event', type: 'from_a_newer_server' }, 1)).toBeNull();
  });
});
