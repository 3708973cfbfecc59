// The activity feed's reading of the log: which entries are news, and in the spec's activity types.
import { describe, expect, it } from 'vitest';
import { activityId, activityOf, collapseRepeats } from '#game/activity-feed.ts';
import { describeEntry, type LogEntry } from '#game/event-log.ts';

const crawler = { name: 'Vex', serial: 'VX-9' };
const at = { seq: 4, tick: 10, at: 1_000, roomId: 3 };
const entered = (over: Partial<Extract<LogEntry, { kind: 'entered_room' }>['data']>): LogEntry => ({
  ...at,
  kind: 'entered_room',
  data: { from: 2, fromName: 'Old Hall', roomId: 3, roomKey: 'f1-0-1', roomName: 'Gilded Vault', roomType: 'treasure', floor: 1, x: 50, y: 8, direction: 'north', discovered: true, ...over },
});

describe('activity feed from the log', () => {
  it('makes news of stairs, notable discoveries, victories, deaths, finds and the contract', () => {
    expect(activityOf(entered({ direction: 'down', floor: 2 }), crawler)).toEqual({ type: 'floor_advance', message: 'Vex descended to Floor 2', summary: 'Took the stairs from Old Hall' });
    expect(activityOf(entered({}), crawler)).toMatchObject({ type: 'exploration', message: 'Vex discovered Gilded Vault' });
    expect(activityOf({ ...at, kind: 'rewarded', data: { mobName: 'Goblin', xp: 12, gold: 5, experience: 40, level: 2, levelsGained: 1, totalGold: 9 } }, crawler)).toEqual({
      type: 'combat_victory',
      message: 'Vex defeated Goblin',
      summary: '+12 XP, +5 gold • reached level 2',
    });
    expect(activityOf({ ...at, kind: 'died', data: { killerId: 'mob-1', killerName: 'Orc', floor: 3, x: 1, y: 2 } }, crawler)).toMatchObject({ type: 'combat_defeat', message: 'Vex was slain by Orc' });
    expect(activityOf({ ...at, kind: 'picked_up', data: { itemId: 1, groundItemId: 2, templateKey: 'k', name: 'Iron Sword', rarity: 'rare', category: 'weapon' } }, crawler)).toEqual({
      type: 'equipment_found',
      message: 'Vex picked up Iron Sword',
      summary: 'rare weapon',
    });
  });

  it("makes news of a sponsor's gift arriving, named for the sponsor's corporation", () => {
    const gift: LogEntry = { ...at, kind: 'gift_arrived', data: { giftId: 1, groundItemId: 9, templateKey: 'greater_healing_tonic', name: 'Greater Healing Tonic', from: 'Ada Lovelace', x: 40, y: 50 } };
    expect(activityOf(gift, crawler)).toEqual({ type: 'equipment_found', message: 'A gift from Ada Lovelace: Greater Healing Tonic', summary: "Delivered to Vex's feet" });
    expect(describeEntry('Vex', gift)).toBe('Vex received a gift from Ada Lovelace: Greater Healing Tonic');
  });

  it('leaves walks, rolls, ordinary rooms and rediscoveries out', () => {
    expect(activityOf(entered({ roomType: 'corridor' }), crawler)).toBeNull();
    expect(activityOf(entered({ discovered: false }), crawler)).toBeNull();
    expect(activityOf({ ...at, kind: 'moved', data: { x: 1, y: 2 } }, crawler)).toBeNull();
    expect(activityOf({ ...at, kind: 'attacked', data: { targetId: 'mob-1', targetName: 'Orc', roll: 50, hit: true, critical: false, dodged: false, damage: 3, targetHealth: 9 } }, crawler)).toBeNull();
  });

  it('makes news of every retreat or flight by standing orders, whatever the room, and says so', () => {
    expect(activityOf(entered({ roomType: 'corridor', discovered: false, roomName: 'Room 3', by: 'orders', why: 'retreat' }), crawler)).toEqual({
      type: 'exploration',
      message: 'Vex retreated to Room 3 by standing orders',
      summary: 'Floor 1 • the sponsor was away',
    });
    expect(activityOf(entered({ roomType: 'corridor', roomName: 'Hall', by: 'orders', why: 'flee' }), crawler)?.message).toBe('Vex fled to Hall by standing orders');
    const pickedUp = { ...at, kind: 'picked_up' as const, data: { itemId: 1, groundItemId: 2, templateKey: 'k', name: 'Helm', rarity: 'common', category: 'armor', by: 'orders' as const } };
    expect(activityOf(pickedUp, crawler)?.message).toBe('Vex picked up Helm by standing orders');
    expect(describeEntry('Vex', { ...at, kind: 'rested', data: { health: 30, maxHealth: 100, by: 'orders' } })).toBe('Vex began resting at 30/100 HP by standing orders');
    expect(describeEntry('Vex', { ...at, kind: 'rested', data: { health: 30, maxHealth: 100 } })).toBe('Vex began resting at 30/100 HP');
  });

  it('makes news of swings and rests only when standing orders made them', () => {
    const swing = { targetId: 'mob-1' as const, targetName: 'Goblin', roll: 50, hit: true, critical: false, dodged: false, damage: 3, targetHealth: 9 };
    expect(activityOf({ ...at, kind: 'attacked', data: { ...swing, by: 'orders' } }, crawler)).toEqual({
      type: 'combat_start',
      message: 'Vex fought back against Goblin by standing orders',
      summary: 'The sponsor was away',
    });
    expect(activityOf({ ...at, kind: 'attacked', data: swing }, crawler)).toBeNull();
    expect(activityOf({ ...at, kind: 'rested', data: { health: 30, maxHealth: 100, by: 'orders' } }, crawler)).toEqual({
      type: 'exploration',
      message: 'Vex began resting at 30/100 HP by standing orders',
      summary: 'The sponsor was away',
    });
    expect(activityOf({ ...at, kind: 'rested', data: { health: 30, maxHealth: 100 } }, crawler)).toBeNull();
  });

  it("collapses a crawler's repeated swing (a fight's many swings) but keeps other crawlers', later news and every kill", () => {
    const swing = (id: number, message: string) => ({ type: 'combat_start', message, crawler: { id } });
    const feed = [
      swing(1, 'Vex fought back against Goblin by standing orders'),
      swing(2, 'Ada fought back against Goblin by standing orders'),
      swing(1, 'Vex fought back against Goblin by standing orders'),
      { type: 'exploration', message: 'Vex retreated to Room 3 by standing orders', crawler: { id: 1 } },
      swing(1, 'Vex fought back against Goblin by standing orders'),
      swing(2, 'Ada fought back against Goblin by standing orders'),
      { type: 'combat_victory', message: 'Vex defeated Goblin', crawler: { id: 1 } },
      { type: 'combat_victory', message: 'Vex defeated Goblin', crawler: { id: 1 } },
    ];
    expect(collapseRepeats(feed)).toEqual([feed[0], feed[1], feed[3], feed[4], feed[6], feed[7]]);
  });

  it('gives every crawler and entry its own id', () => {
    const ids = new Set<number>();
    for (let c = 1; c < 40; c++) for (let s = 1; s < 40; s++) ids.add(activityId(c, s));
    expect(ids.size).toBe(39 * 39);
  });
});
