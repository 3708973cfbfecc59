// Quests are seeded (the same season, floor and index give the same quest) and name what the
// generator placed on the floor; progress is a pure function of log entries and what the crawler holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creatureByType } from '#game/dungeon/creatures.ts';
import { generateFloor } from '#game/dungeon/floor.ts';
import { replayLog, type LogEntry } from '#game/event-log.ts';
import { itemByKey } from '#game/items.ts';
import { isOfFamily, progressText, QUEST, questFloorOf, questOffer, questProgress, questReward, type Quest, type QuestFloor } from '#game/quests.ts';

const SEED = 20261121;
const floor1 = questFloorOf(generateFloor(SEED, 1));
const floor3 = questFloorOf(generateFloor(SEED, 3));

let seq = 0;
function entry<K extends LogEntry['kind']>(kind: K, data: Extract<LogEntry, { kind: K }>['data']): LogEntry {
  seq += 1;
  return { seq, tick: seq, at: seq * 1000, roomId: 1, kind, data } as LogEntry;
}
const killed = (creatureType: string | null, victimType: 'mob' | 'player' = 'mob') => entry('killed', { victimId: 'mob-1', victimName: 'x', victimType, creatureType });
const entered = (roomKey: string) => entry('entered_room', { from: 1, fromName: 'a', roomId: 2, roomKey, roomName: 'b', roomType: 'chamber', floor: 1, x: 50, y: 50, direction: 'north', discovered: true });

function questOfKind(qf: QuestFloor, kind: Quest['goal']['kind']): Quest {
  for (let i = 0; i < 200; i++) {
    const q = questOffer(SEED, qf, i);
    if (q.goal.kind === kind) return q;
  }
  throw new Error(`no ${kind} quest in 200`);
}

describe('quest offers', () => {
  it('are the same for the same season, floor and index, and differ between indices', () => {
    expect(questOffer(SEED, floor1, 0)).toEqual(questOffer(SEED, questFloorOf(generateFloor(SEED, 1)), 0));
    const titles = new Set(Array.from({ length: 12 }, (_, i) => questOffer(SEED, floor1, i).title));
    expect(titles.size).toBeGreaterThan(3);
  });

  it('name creatures that live on the floor, rooms the generator placed and items that drop there', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.integer({ min: 1, max: 6 }), fc.nat(30), (seed, n, index) => {
        const floor = generateFloor(seed, n);
        const qf = questFloorOf(floor);
        const q = questOffer(seed, qf, index);
        expect(q.floor).toBe(n);
        expect(q.reward).toEqual(questReward(q.goal.kind, n));
        if (q.goal.kind === 'slay') {
          const family = q.goal.family;
          expect(floor.factions.some((f) => f.creatureTypes.some((t) => isOfFamily(t, family)))).toBe(true);
          expect(q.goal.count).toBe(Math.min(QUEST.slayCount.max, QUEST.slayCount.base + QUEST.slayCount.perFloor * (n - 1)));
        }
        if (q.goal.kind === 'reach') {
          const key = q.goal.roomKey;
          const room = floor.rooms.find((r) => r.key === key);
          expect(room?.name).toBe(q.goal.roomName);
          expect(room?.type).not.toBe('entrance');
        }
        if (q.goal.kind === 'bring') {
          const t = itemByKey(q.goal.templateKey)!;
          expect(t.minFloor).toBeLessThanOrEqual(n);
          expect(['common', 'uncommon']).toContain(t.rarity);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('pay more on deeper floors, from the one table', () => {
    expect(questReward('slay', 1)).toEqual(QUEST.rewards.slay);
    const deep = questReward('slay', 3);
    expect(deep.gold).toBe(Math.round(QUEST.rewards.slay.gold * (1 + 2 * QUEST.rewardPerFloor)));
    expect(deep.xp).toBeGreaterThan(QUEST.rewards.slay.xp);
  });
});

describe('quest progress', () => {
  it('slay: counts kills of the family (any kind or its boss), not other creatures or crawlers', () => {
    const q = questOfKind(floor3, 'slay');
    if (q.goal.kind !== 'slay') throw new Error('slay');
    const family = q.goal.family;
    const member = floor3.creatureTypes.find((t) => isOfFamily(t, family))!;
    const stranger = ['rat', 'goblin', 'wolf'].find((t) => !isOfFamily(t, family))!;
    expect(creatureByType(member)).toBeDefined();
    const log = [killed(member), killed(stranger), killed(null, 'player'), killed(member)];
    const p = questProgress(q, log, []);
    expect(p).toEqual({ current: 2, required: q.goal.count, met: q.goal.count <= 2 });
    expect(progressText(q, p)).toBe(`Slay ${q.goal.familyLabel} 2/${q.goal.count}`);
    const enough = Array.from({ length: q.goal.count + 2 }, () => killed(member));
    expect(questProgress(q, enough, [])).toEqual({ current: q.goal.count, required: q.goal.count, met: true });
  });

  it('reach: met once the crawler entered the named room', () => {
    const q = questOfKind(floor1, 'reach');
    if (q.goal.kind !== 'reach') throw new Error('reach');
    expect(questProgress(q, [entered('f1:99,99')], []).met).toBe(false);
    expect(questProgress(q, [entered('f1:99,99'), entered(q.goal.roomKey)], [])).toEqual({ current: 1, required: 1, met: true });
  });

  it('bring: met while the crawler holds the item', () => {
    const q = questOfKind(floor1, 'bring');
    if (q.goal.kind !== 'bring') throw new Error('bring');
    expect(questProgress(q, [], ['nothing_like_it']).met).toBe(false);
    expect(questProgress(q, [], ['x', q.goal.templateKey]).met).toBe(true);
  });

  it('a turn-in replays: gold, experience and level from its totals, the brought item out of the inventory', () => {
    seq = 0;
    const sponsored = entry('sponsored', { seed: SEED, seasonNumber: 1, name: 'A', serial: 'S', sponsorship: 'primary', className: 'c', floor: 1, roomId: 1, roomKey: 'f1:0,0', x: 50, y: 50, health: 100, maxHealth: 100, level: 1, experience: 0, gold: 0, items: [{ id: 7, key: 'iron_sword', name: 'Iron Sword' }, { id: 9, key: 'x', name: 'X' }] });
    const done = entry('quest_completed', { floor: 1, index: 0, title: 'Bring X', gold: 20, xp: 30, fame: 4, totalGold: 20, experience: 30, level: 1, itemId: 9 });
    const last = replayLog([sponsored, done]).at(-1)!;
    expect(last).toMatchObject({ gold: 20, experience: 30, level: 1, inventory: [7] });
  });
});
