// The quests as the routes show them, and the floors they are drawn from: a floor is regenerated
// from the season's seed (game/dungeon, deterministic) once and kept, so an offer names rooms, creatures
// and items the generator really placed.
import type { ActiveQuest, CompletedQuest, QuestView } from '#contract/quests.ts';
import { generateFloor } from '#game/dungeon/floor.ts';
import { progressText, questFloorOf, questOffer, type Quest, type QuestFloor, type QuestProgress } from '#game/quests.ts';
import type { QuestRow } from '../repositories/quest-repository.ts';

/** Floors kept in memory at most (a season has a few dozen; 16 ms to generate one). */
const FLOORS_KEPT = 64;

export function createQuestCatalogue() {
  const floors = new Map<string, QuestFloor>();
  function floorOf(seed: number, floor: number): QuestFloor {
    const key = `${seed}:${floor}`;
    let qf = floors.get(key);
    if (!qf) {
      qf = questFloorOf(generateFloor(seed, floor));
      if (floors.size >= FLOORS_KEPT) floors.delete(floors.keys().next().value!);
      floors.set(key, qf);
    }
    return qf;
  }
  return {
    quest: (seed: number, floor: number, index: number): Quest => questOffer(seed, floorOf(seed, floor), index),
  };
}
export type QuestCatalogue = ReturnType<typeof createQuestCatalogue>;

export function toQuestView(q: Quest): QuestView {
  return { floor: q.floor, index: q.index, title: q.title, kind: q.goal.kind, goal: q.goal, reward: q.reward };
}

export function toActiveQuest(q: Quest, row: QuestRow, progress: QuestProgress): ActiveQuest {
  return { ...toQuestView(q), progress, progressText: progressText(q, progress), acceptedAt: row.acceptedAt.toISOString() };
}

export function toCompletedQuest(q: Quest, row: QuestRow): CompletedQuest {
  return { ...toQuestView(q), completedAt: (row.completedAt ?? row.acceptedAt).toISOString() };
}
