// Quests: a quest giver offers one seeded quest at a time on its floor. The offer depends only on the
// season's seed, the floor and the quest's index there (a crawler that completed quest k is offered
// k + 1), and progress depends only on the crawler's log since it accepted (and, for "bring", what it
// holds), so the server decides and the page shows the same numbers. Rules: docs/rules.md "Quests".
import { CREATURE_FAMILIES, type CreatureFamily } from './dungeon/creatures.ts';
import type { Floor } from './dungeon/types.ts';
import type { LogEntry } from './event-log.ts';
import { itemByKey, itemsAvailable, LOOT_CATEGORIES } from './items.ts';
import { createRng, hashString } from './rng.ts';

export const QUEST_KIND = { slay: 'slay', reach: 'reach', bring: 'bring' } as const;
export type QuestKind = keyof typeof QUEST_KIND;
export const QUEST_KINDS = Object.keys(QUEST_KIND) as QuestKind[];

export const QUEST_STATUS = { active: 'active', completed: 'completed' } as const;
export type QuestStatus = keyof typeof QUEST_STATUS;

/** The quest rules' numbers: which kind is offered how often, how many to slay, and what it pays. */
export const QUEST = {
  kindWeights: { slay: 3, reach: 2, bring: 2 },
  /** Creatures to slay: base + perFloor × (floor − 1), at most max. */
  slayCount: { base: 3, perFloor: 1, max: 10 },
  /** Rewards on floor 1; each deeper floor adds rewardPerFloor of them (rounded). */
  rewards: {
    slay: { gold: 30, xp: 40, fame: 6 },
    reach: { gold: 15, xp: 25, fame: 3 },
    bring: { gold: 20, xp: 30, fame: 4 },
  },
  rewardPerFloor: 0.5,
  /** A "bring" quest asks for an item of these rarities only (one a crawler can find). */
  bringRarities: ['common', 'uncommon'],
} as const;

/** What a floor gives quests to choose from: its rooms, its creature types and its loose loot. */
export interface QuestFloor {
  readonly floor: number;
  readonly rooms: readonly { readonly key: string; readonly name: string; readonly type: string; readonly questGiver: boolean }[];
  /** Creature types the floor's factions spawn. */
  readonly creatureTypes: readonly string[];
  /** Template keys of the items the generator laid on the floor. */
  readonly groundItemKeys: readonly string[];
}

/** The generated floor's facts a quest may name. */
export function questFloorOf(floor: Floor): QuestFloor {
  return {
    floor: floor.number,
    rooms: floor.rooms.map((r) => ({ key: r.key, name: r.name, type: r.type, questGiver: r.npcs.some((n) => n.role === 'quest_giver') })),
    creatureTypes: floor.factions.flatMap((f) => f.creatureTypes),
    groundItemKeys: floor.rooms.flatMap((r) => r.groundItems.map((g) => g.itemKey)),
  };
}

export type QuestGoal =
  | { readonly kind: 'slay'; readonly family: string; readonly familyLabel: string; readonly count: number }
  | { readonly kind: 'reach'; readonly roomKey: string; readonly roomName: string }
  | { readonly kind: 'bring'; readonly templateKey: string; readonly itemName: string };

export interface QuestReward {
  readonly gold: number;
  readonly xp: number;
  readonly fame: number;
}

export interface Quest {
  readonly floor: number;
  readonly index: number;
  readonly title: string;
  readonly goal: QuestGoal;
  readonly reward: QuestReward;
}

export interface QuestProgress {
  readonly current: number;
  readonly required: number;
  readonly met: boolean;
}

const FAMILY_OF_TYPE = new Map<string, CreatureFamily>(CREATURE_FAMILIES.flatMap((f) => [...f.kinds, f.boss].map((k) => [k.type, f] as const)));
/** Plural labels where adding an s is wrong. */
const FAMILY_PLURALS: Readonly<Record<string, string>> = { wolf: 'wolves' };

export function familyLabel(family: string): string {
  return FAMILY_PLURALS[family] ?? `${family}s`;
}

/** Whether a creature type belongs to a family (its kinds and its boss). */
export function isOfFamily(creatureType: string | null, family: string): boolean {
  return creatureType !== null && FAMILY_OF_TYPE.get(creatureType)?.key === family;
}

export function questReward(kind: QuestKind, floor: number): QuestReward {
  const base = QUEST.rewards[kind];
  const scale = 1 + QUEST.rewardPerFloor * (floor - 1);
  return { gold: Math.round(base.gold * scale), xp: Math.round(base.xp * scale), fame: Math.round(base.fame * scale) };
}

function sortedUnique(values: readonly string[]): string[] {
  return [...new Set(values)].sort();
}

/** The floor's families, rooms a quest may send a crawler to, and items it may ask for. */
function choices(qf: QuestFloor) {
  const families = sortedUnique(qf.creatureTypes.map((t) => FAMILY_OF_TYPE.get(t)?.key).filter((k): k is string => k !== undefined));
  // Not the giver's own room nor the entrance: a quest sends the crawler somewhere.
  const rooms = qf.rooms.filter((r) => !r.questGiver && r.type !== 'entrance').slice().sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rarities: readonly string[] = QUEST.bringRarities;
  const fits = (key: string) => {
    const t = itemByKey(key);
    return t !== undefined && rarities.includes(t.rarity);
  };
  const laid = sortedUnique(qf.groundItemKeys).filter(fits);
  // A floor with no fitting loose loot asks for what its chests and drops can give.
  const items = laid.length ? laid : itemsAvailable(qf.floor, LOOT_CATEGORIES).filter((t) => t.rarity === 'common').map((t) => t.key);
  return { families, rooms, items };
}

/** The quest with this index on the floor, the same for every crawler of the season. */
export function questOffer(seasonSeed: number, qf: QuestFloor, index: number): Quest {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`quest index must be an integer ≥ 0, got ${index}`);
  const rng = createRng(hashString(`quest:${seasonSeed}:${qf.floor}:${index}`));
  const { families, rooms, items } = choices(qf);
  const possible = { slay: families.length > 0, reach: rooms.length > 0, bring: items.length > 0 };
  const kind = rng.weighted(QUEST_KINDS.map((k) => [k, possible[k] ? QUEST.kindWeights[k] : 0] as const));
  const reward = questReward(kind, qf.floor);
  const at = { floor: qf.floor, index, reward };
  switch (kind) {
    case 'slay': {
      const family = rng.pick(families);
      const { base, perFloor, max } = QUEST.slayCount;
      const count = Math.min(max, base + perFloor * (qf.floor - 1));
      const label = familyLabel(family);
      return { ...at, title: `Slay ${count} ${label}`, goal: { kind, family, familyLabel: label, count } };
    }
    case 'reach': {
      const room = rng.pick(rooms);
      return { ...at, title: `Reach ${room.name}`, goal: { kind, roomKey: room.key, roomName: room.name } };
    }
    case 'bring': {
      const key = rng.pick(items);
      const name = itemByKey(key)?.name ?? key;
      return { ...at, title: `Bring ${name}`, goal: { kind, templateKey: key, itemName: name } };
    }
  }
}

/**
 * How far a crawler is: `since` are its log's entries after it accepted (killed creatures of the
 * family, rooms entered), `inventory` the template keys it holds now (a "bring" counts what it holds,
 * however it came by it).
 */
export function questProgress(quest: Quest, since: readonly LogEntry[], inventory: readonly string[]): QuestProgress {
  const goal = quest.goal;
  let current = 0;
  let required = 1;
  switch (goal.kind) {
    case 'slay':
      required = goal.count;
      current = since.filter((e) => e.kind === 'killed' && e.data.victimType === 'mob' && isOfFamily(e.data.creatureType, goal.family)).length;
      break;
    case 'reach':
      current = since.some((e) => e.kind === 'entered_room' && e.data.roomKey === goal.roomKey) ? 1 : 0;
      break;
    case 'bring':
      current = inventory.includes(goal.templateKey) ? 1 : 0;
      break;
  }
  current = Math.min(current, required);
  return { current, required, met: current >= required };
}

/** The progress line the crawler page shows: 'Slay goblins 2/5'. */
export function progressText(quest: Quest, p: QuestProgress): string {
  switch (quest.goal.kind) {
    case 'slay':
      return `Slay ${quest.goal.familyLabel} ${p.current}/${p.required}`;
    case 'reach':
      return `Reach ${quest.goal.roomName} ${p.current}/${p.required}`;
    case 'bring':
      return `Bring ${quest.goal.itemName} ${p.current}/${p.required}`;
  }
}
