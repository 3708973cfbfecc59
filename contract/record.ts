// The season's record: a crawler's numbered log, served to its sponsor while it lives and
// to anyone once it is dead or retired (a dead crawler's story is public; a living one's is private).
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { LOG_EVENT_KINDS, type LogEntry } from '#game/event-log.ts';
import { IdParam } from './ids.ts';

/** GET /api/crawlers/:id/events?from=&limit= : a page of the log, oldest first. */
export const LogPageQuery = lazySchema(() => z
  .object({
    from: z.coerce.number().int().min(1).max(2_147_483_647).default(1),
    limit: z.coerce.number().int().min(1).max(5000).default(1000),
  })
  .strict());
export type LogPageQuery = z.infer<typeof LogPageQuery>;

export const LogEntrySchema = lazySchema(() => z.object({
  seq: z.number().int().positive(),
  tick: z.number().int().nonnegative(),
  at: z.number(),
  roomId: z.number().int().nullable(),
  kind: z.enum(LOG_EVENT_KINDS as [string, ...string[]]),
  data: z.record(z.string(), z.unknown()),
}));

export const LogPage = lazySchema(() => z.object({
  crawlerId: z.number().int(),
  /** The newest entry's number: the log is 1..lastSeq with no gap. */
  lastSeq: z.number().int().nonnegative(),
  /** The season's dungeon seed and start (epoch ms): the replay's context. */
  seed: z.number().int(),
  seasonStartMs: z.number(),
  entries: z.array(LogEntrySchema),
}));
export type LogPage = Omit<z.infer<typeof LogPage>, 'entries'> & { entries: LogEntry[] };

export const RecordParams = lazySchema(() => z.object({ id: IdParam }).strict());
