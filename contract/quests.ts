// The quest routes' shapes (game/quests.ts holds the rules): a quest giver's offer, the crawler's
// active quest with its progress, and the quests it completed.
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { QUEST_KINDS, type QuestKind } from '#game/quests.ts';

const QuestGoal = lazySchema(() => z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('slay'), family: z.string(), familyLabel: z.string(), count: z.number().int() }),
  z.object({ kind: z.literal('reach'), roomKey: z.string(), roomName: z.string() }),
  z.object({ kind: z.literal('bring'), templateKey: z.string(), itemName: z.string() }),
]));

export const QuestReward = lazySchema(() => z.object({ gold: z.number().int(), xp: z.number().int(), fame: z.number().int() }));
export type QuestReward = z.infer<typeof QuestReward>;

export const QuestView = lazySchema(() => z.object({
  floor: z.number().int(),
  index: z.number().int(),
  title: z.string(),
  kind: z.enum(QUEST_KINDS as [QuestKind, ...QuestKind[]]),
  goal: QuestGoal,
  reward: QuestReward,
}));
export type QuestView = z.infer<typeof QuestView>;

export const QuestProgress = lazySchema(() => z.object({ current: z.number().int(), required: z.number().int(), met: z.boolean() }));

export const ActiveQuest = lazySchema(() => QuestView.extend({
  progress: QuestProgress,
  /** 'Slay goblins 2/5'. */
  progressText: z.string(),
  acceptedAt: z.string(),
}));
export type ActiveQuest = z.infer<typeof ActiveQuest>;

export const CompletedQuest = lazySchema(() => QuestView.extend({ completedAt: z.string() }));
export type CompletedQuest = z.infer<typeof CompletedQuest>;

/** GET /api/crawlers/:id/quests */
export const QuestsResponse = lazySchema(() => z.object({
  /** The quest giver's offer when the crawler stands in a room with one and holds no active quest. */
  offer: QuestView.nullable(),
  /** Whether a quest giver stands in the crawler's room. */
  questGiverHere: z.boolean(),
  active: ActiveQuest.nullable(),
  /** Newest first. */
  completed: z.array(CompletedQuest),
}));
export type QuestsResponse = z.infer<typeof QuestsResponse>;

/** POST /api/crawlers/:id/quests/accept */
export const AcceptQuestBody = lazySchema(() => z.object({ floor: z.number().int().min(1).max(1000), index: z.number().int().min(0).max(1_000_000) }).strict());
export type AcceptQuestBody = z.infer<typeof AcceptQuestBody>;

/** POST /api/crawlers/:id/quests/complete: what was paid and the totals afterwards. */
export const CompleteQuestResponse = lazySchema(() => z.object({
  completed: CompletedQuest,
  totalGold: z.number().int(),
  experience: z.number().int(),
  level: z.number().int(),
  levelsGained: z.number().int(),
  quests: QuestsResponse,
}));
export type CompleteQuestResponse = z.infer<typeof CompleteQuestResponse>;
