// The bankruptcy report: a crawler's life as its log tells it, public once it is dead
// (or retired), its sponsor's while it lives. Times are epoch ms, like the log's entries.
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { LOG_EVENT_KINDS, type LogEventKind } from '#game/event-log.ts';
import { REPORT_STATUSES, type ReportStatus } from '#game/report.ts';
import { ATTRIBUTES, EQUIPMENT_SLOTS } from '#game/vocabulary.ts';
import { Item } from './crawler.ts';
import { FAME_REASONS, type FameReason } from '#game/fame.ts';

const int = () => z.number().int();

export const ReportCauseOfDeath = lazySchema(() => z.object({
  /** The killer as the room named it ('mob-12', 'crawler-7'); null when the log recorded no death. */
  killerId: z.string().nullable(),
  killerName: z.string().nullable(),
  roomId: int().nullable(),
  roomName: z.string().nullable(),
  floor: int(),
  /** The season tick it happened in; null when the log recorded no death. */
  tick: int().nullable(),
  at: z.number(),
}));
export type ReportCauseOfDeath = z.infer<typeof ReportCauseOfDeath>;

export const ReportStats = lazySchema(() => z.object({
  attributes: z.object(Object.fromEntries(ATTRIBUTES.map((a) => [a, int()])) as Record<(typeof ATTRIBUTES)[number], z.ZodNumber>),
  level: int(),
  experience: int(),
  health: int(),
  maxHealth: int(),
  gold: int(),
}));

export const ReportCurvePoint = lazySchema(() => z.object({ seq: int(), at: z.number(), level: int(), experience: int(), totalExperience: int() }));

export const ReportEvent = lazySchema(() => z.object({
  seq: int(),
  tick: int(),
  at: z.number(),
  kind: z.enum(LOG_EVENT_KINDS as [LogEventKind, ...LogEventKind[]]),
  /** One line of text (game/event-log.ts describeEntry). */
  text: z.string(),
}));
export type ReportEvent = z.infer<typeof ReportEvent>;

/** GET /api/crawlers/:id/report */
export const BankruptcyReport = lazySchema(() => z.object({
  crawlerId: int(),
  name: z.string(),
  serial: z.string(),
  className: z.string(),
  seasonNumber: int().nullable(),
  status: z.enum(REPORT_STATUSES as [ReportStatus, ...ReportStatus[]]),
  /** Null for a living or retired crawler. */
  causeOfDeath: ReportCauseOfDeath.nullable(),
  finalStats: ReportStats,
  /** Every equipment slot, empty ones as null. */
  equipment: z.object(Object.fromEntries(EQUIPMENT_SLOTS.map((s) => [s, Item.nullable()])) as Record<(typeof EQUIPMENT_SLOTS)[number], z.ZodNullable<typeof Item>>),
  experienceCurve: z.array(ReportCurvePoint),
  goldEarned: int(),
  /** Fame gained (game/fame.ts), and how much each reason gave. */
  fame: z.object({ total: int(), bySource: z.array(z.object({ reason: z.enum(FAME_REASONS as [FameReason, ...FameReason[]]), label: z.string(), amount: int() })) }),
  roomsExplored: z.array(z.object({ floor: int(), rooms: int() })),
  killsByType: z.array(z.object({ type: z.string(), label: z.string(), count: int() })),
  /** Quests turned in, oldest first, with what each paid. */
  questsCompleted: z.array(z.object({ floor: int(), index: int(), title: z.string(), gold: int(), xp: int(), fame: int(), at: z.number() })),
  timeSurvived: z.object({ startedAt: z.number(), endedAt: z.number().nullable(), ms: z.number() }),
  /** The newest entries of the log (position samples left out), oldest first. */
  lastEvents: z.array(ReportEvent),
  replayPath: z.string(),
}));
export type BankruptcyReport = z.infer<typeof BankruptcyReport>;
