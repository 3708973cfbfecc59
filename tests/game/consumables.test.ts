import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isConsumable, usedItemText, useConsumable, type Vitals } from '#game/consumables.ts';
import { describeEntry, foldEntry, replayLog, type LogEntry } from '#game/event-log.ts';
import { ITEM_CATALOGUE, requireItem } from '#game/item-catalogue.ts';

const vitals = (v: Partial<Vitals> = {}): Vitals => ({ health: 40, maxHealth: 100, energy: 10, maxEnergy: 100, power: 5, maxPower: 50, ...v });

describe('using a consumable', () => {
  it('restores what the catalogue says', () => {
    expect(useConsumable(requireItem('healing_tonic'), vitals())).toEqual({ ok: true, vitals: vitals({ health: 65 }), gained: { health: 25, energy: 0, power: 0 } });
  });

  it('refuses anything that is not a consumable, and a use that would restore nothing', () => {
    for (const t of ITEM_CATALOGUE.filter((i) => i.category !== 'consumable')) expect(useConsumable(t, vitals())).toEqual({ ok: false, reason: 'not_consumable' });
    expect(useConsumable(undefined, vitals())).toEqual({ ok: false, reason: 'not_consumable' });
    expect(useConsumable(requireItem('healing_tonic'), vitals({ health: 100 }))).toEqual({ ok: false, reason: 'nothing_to_restore' });
    expect(ITEM_CATALOGUE.filter(isConsumable).map((t) => t.key)).toContain('power_cell');
  });

  it('never goes past a maximum nor lowers anything; the gain is exactly the difference', () => {
    const consumables = ITEM_CATALOGUE.filter(isConsumable);
    fc.assert(
      fc.property(fc.constantFrom(...consumables), fc.nat(200), fc.nat(200), fc.nat(200), fc.nat(200), fc.nat(200), fc.nat(200), (t, mh, h, me, e, mp, p) => {
        const before = { health: Math.min(h, mh), maxHealth: mh, energy: Math.min(e, me), maxEnergy: me, power: Math.min(p, mp), maxPower: mp };
        const out = useConsumable(t, before);
        if (!out.ok) return out.reason === 'nothing_to_restore';
        for (const k of ['health', 'energy', 'power'] as const) {
          const max = before[`max${k[0]!.toUpperCase()}${k.slice(1)}` as 'maxHealth' | 'maxEnergy' | 'maxPower'];
          if (out.vitals[k] < before[k] || out.vitals[k] > Math.max(max, before[k])) return false;
          if (out.gained[k] !== out.vitals[k] - before[k] || out.gained[k] > t.restores![k]) return false;
        }
        return true;
      }),
    );
  });

  it('says what was drunk or used and what it gave', () => {
    expect(usedItemText('Healing Tonic', { health: 25, energy: 0, power: 0 })).toBe('drank Healing Tonic (+25 health)');
    expect(usedItemText('Power Cell', { health: 0, energy: 0, power: 35 })).toBe('used Power Cell (+35 power)');
    expect(usedItemText('Elixir of Overtime', { health: 10, energy: 60, power: 60 })).toBe('drank Elixir of Overtime (+10 health, +60 energy, +60 power)');
  });
});

describe("the log's used_item entry", () => {
  const sponsored: LogEntry = {
    seq: 1, tick: 0, at: 0, roomId: 1, kind: 'sponsored',
    data: { seed: 1, seasonNumber: 1, name: 'Mira', serial: 'X', sponsorship: 'primary', className: 'c', floor: 1, roomId: 1, roomKey: 'k', x: 50, y: 50, health: 40, maxHealth: 100, level: 1, experience: 0, gold: 0, items: [{ id: 7, key: 'healing_tonic', name: 'Healing Tonic' }, { id: 8, key: 'iron_sword', name: 'Iron Sword' }] },
  };
  const used: LogEntry = { seq: 2, tick: 1, at: 200, roomId: 1, kind: 'used_item', data: { itemId: 7, templateKey: 'healing_tonic', name: 'Healing Tonic', health: 25, energy: 0, power: 0, healthAfter: 65 } };

  it('folds: the item leaves the inventory and health is what it became', () => {
    const [, after] = replayLog([sponsored, used]);
    expect(after).toMatchObject({ health: 65, inventory: [8], kind: 'used_item' });
    expect(foldEntry(after!, { ...used, seq: 3, data: { ...used.data, itemId: 99 } }).inventory).toEqual([8]);
  });

  it('reads as a line of the report', () => {
    expect(describeEntry('Mira', used)).toBe('Mira drank Healing Tonic (+25 health)');
  });
});
