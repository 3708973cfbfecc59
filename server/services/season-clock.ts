// The season clock: every few seconds the running server looks at the seasons' dates and
// carries out what is due, through the same lifecycle functions as the operator's command: a live
// season without an end date is given one when a length is configured (SEASON_LENGTH_DAYS), the
// active season ends once its end date has passed (at that date), and when no season is live the
// next one starts: the operator's scheduled season at its start date, else a successor at once (a
// server left alone always has a live season). Then the process follows whatever the active season
// now is, whoever changed it (this clock, or the command in another process on PostgreSQL).
import type { FastifyBaseLogger } from 'fastify';
import type { SeasonRepository } from '../repositories/season-repository.ts';
import type { SeasonLifecycle } from './season-lifecycle.ts';

/** How often the running server checks the seasons' dates. */
export const SEASON_CLOCK_MS = 5_000;

export interface SeasonClockDeps {
  seasons: Pick<SeasonRepository, 'findActive'>;
  lifecycle: Pick<SeasonLifecycle, 'endSeason' | 'applyLength' | 'startNext'>;
  /** A season's length (SEASON_LENGTH_DAYS), for a live season without an end date; null: open-ended. */
  lengthMs?: number | null;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Before this process ends a season: its crawlers leave the live rooms, their last writes done. */
  beforeEnd: () => Promise<void>;
  /** After each check: the process follows the active season (season-runtime refresh and what hangs on it). */
  follow: () => Promise<void>;
  intervalMs?: number;
}

export function createSeasonClock(deps: SeasonClockDeps) {
  let timer: ReturnType<typeof setInterval> | null = null;
  /** Checks run one after another, never two at once. */
  let queue: Promise<unknown> = Promise.resolve();
  let inFlight = false;

  /** One look at the dates; returns the lifecycle's messages for what it did. */
  async function check(): Promise<string[]> {
    const now = deps.clock();
    const did: string[] = [];
    const lengthMs = deps.lengthMs ?? null;
    let active = await deps.seasons.findActive();
    if (lengthMs && active && !active.endedAt && !active.endDate) {
      const lengthened = await deps.lifecycle.applyLength(active.seasonNumber, lengthMs);
      if (lengthened.changed) did.push(lengthened.message);
      active = lengthened.season;
    }
    if (active && !active.endedAt && active.endDate && active.endDate.getTime() <= now.getTime()) {
      await deps.beforeEnd();
      const ended = await deps.lifecycle.endSeason(active.seasonNumber, active.endDate);
      if (ended.changed) did.push(ended.message);
      active = ended.season;
    }
    if (!active || active.endedAt) {
      const started = await deps.lifecycle.startNext(now, lengthMs);
      if (started?.changed) did.push(started.message);
    }
    await deps.follow();
    for (const line of did) deps.log.info(line);
    return did;
  }

  /** Checks now (after any check under way); resolves with what it did. */
  function checkNow(): Promise<string[]> {
    const run = queue.then(check, check);
    queue = run.catch(() => {});
    return run;
  }

  return {
    checkNow,
    start(): void {
      timer ??= setInterval(() => {
        if (inFlight) return;
        inFlight = true;
        checkNow()
          .catch((err: unknown) => deps.log.error({ err }, 'season clock check failed'))
          .finally(() => (inFlight = false));
      }, deps.intervalMs ?? SEASON_CLOCK_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await queue;
    },
  };
}
export type SeasonClock = ReturnType<typeof createSeasonClock>;
