// `npm run season -- status|schedule|end|start ...`: the operator's hand on the seasons,
// through the same lifecycle functions as the server's season clock (server/services/season-lifecycle.ts),
// so a run twice, or a rerun after a crash, completes what is left and changes nothing else.
// Opens the database like the server: DATABASE_URL (PostgreSQL, alongside a running server: the
// server's clock follows within seconds), else DATA_DIR's embedded PGlite, which one process at a
// time may open: a running server holds it, and the command then refuses.
import { parseSeasonArgs, SEASON_USAGE, type SeasonCommand } from './season-args.ts';
import { openDataDir, openPostgres, type Database } from '#server/db/database.ts';
import { DataDirLockedError, lockDataDir } from '#server/db/lock.ts';
import { EnvError, loadEnv } from '#server/env.ts';
import { createCrawlerRepository } from '#server/repositories/crawler-repository.ts';
import { createDungeonRepository } from '#server/repositories/dungeon-repository.ts';
import { createEventLogRepository } from '#server/repositories/event-log-repository.ts';
import { createHallOfFameRepository } from '#server/repositories/hall-of-fame-repository.ts';
import { createLadderRepository } from '#server/repositories/ladder-repository.ts';
import { createSeasonRepository, seasonStatus, type SeasonRepository } from '#server/repositories/season-repository.ts';
import { createDungeonService } from '#server/services/dungeon-service.ts';
import { createEventRecorder } from '#server/services/event-recorder.ts';
import { createSeasonLifecycle, LifecycleError, type SeasonLifecycle } from '#server/services/season-lifecycle.ts';

const DAY_MS = 86_400_000;

/** 0: done, or nothing left to do; 1: refused (or failed); 2: bad arguments; 3: the database cannot be opened. */
const EXIT = { ok: 0, refused: 1, usage: 2, unavailable: 3 } as const;

function lockedMessage(dataDir: string, pid: number | null): string {
  return (
    `DATA_DIR ${dataDir} is in use by a running Crawl to Fame server${pid ? ` (pid ${pid})` : ''}. ` +
    'The embedded database opens in one process at a time: stop the server, run this command, then start ' +
    "the server again (its season clock carries on from what is stored). With PostgreSQL (DATABASE_URL) the command runs alongside the server."
  );
}

async function status(seasons: SeasonRepository, now: Date, lengthDays: number | undefined): Promise<void> {
  const rows = await seasons.list();
  if (!rows.length) {
    console.log('No season yet: the server creates Season 1 at its first start.');
    return;
  }
  for (const r of rows) {
    const end = r.endDate ? r.endDate.toISOString() : 'open-ended';
    const flags = [r.isActive ? 'active' : null, r.endedAt ? `ended ${r.endedAt.toISOString()}` : null].filter(Boolean).join(', ');
    console.log(`Season ${r.seasonNumber}  ${seasonStatus(r, now).padEnd(11)}  ${r.startDate.toISOString()} -> ${end}  seed ${r.seed || '(at start)'}  ${r.name}${flags ? `  [${flags}]` : ''}`);
  }
  const active = rows.find((r) => r.isActive) ?? null;
  if (active && !active.endedAt) {
    if (active.endDate) console.log(`Next: Season ${active.seasonNumber} ends at ${active.endDate.toISOString()}.`);
    else if (lengthDays !== undefined) console.log(`Season ${active.seasonNumber} ends ${lengthDays} day(s) after its start (SEASON_LENGTH_DAYS): the server's clock stores that end at its next check.`);
    else console.log(`Season ${active.seasonNumber} has no end date: schedule one with npm run season -- schedule --season ${active.seasonNumber} --end ISO, or set SEASON_LENGTH_DAYS.`);
  }
  const next = rows.find((r) => !r.isActive && !r.endedAt && r.seasonNumber > (active?.seasonNumber ?? 0));
  if (next) console.log(`Next: Season ${next.seasonNumber} starts at ${next.startDate.toISOString()}${active && !active.endedAt ? `, once Season ${active.seasonNumber} has ended` : ''}.`);
  else if (active) console.log(`None scheduled: when Season ${active.seasonNumber} ends, Season ${(rows.at(-1)?.seasonNumber ?? 0) + 1} starts at once with a fresh dungeon.`);
}

async function run(command: SeasonCommand, seasons: SeasonRepository, lifecycle: SeasonLifecycle, now: Date, lengthDays: number | undefined): Promise<number> {
  switch (command.command) {
    case 'status':
      await status(seasons, now, lengthDays);
      return EXIT.ok;
    case 'schedule': {
      const r = await lifecycle.createNextSeason({
        seasonNumber: command.season,
        name: command.name,
        description: command.description,
        startDate: command.start,
        endDate: command.end,
        seed: command.seed,
      });
      console.log(r.message);
      return EXIT.ok;
    }
    case 'end': {
      const target = command.season === undefined ? await seasons.findActive() : await seasons.findByNumber(command.season);
      if (!target) {
        console.error(command.season === undefined ? 'No season is active: there is nothing to end.' : `Season ${command.season} does not exist.`);
        return EXIT.refused;
      }
      // By default a season ends at its end date once that has passed (the clock's own choice), else now.
      const at = command.at ?? (target.endDate && target.endDate.getTime() <= now.getTime() ? target.endDate : now);
      const r = await lifecycle.endSeason(target.seasonNumber, at);
      console.log(r.message);
      // The game does not close: the scheduled season starts when its date has come, else a successor now.
      const next = await lifecycle.startNext(now, lengthDays === undefined ? null : lengthDays * DAY_MS);
      if (next?.changed) console.log(next.message);
      else if (!next) {
        const scheduled = await seasons.findNextScheduled(target.seasonNumber);
        if (scheduled) console.log(`Season ${scheduled.seasonNumber} starts at ${scheduled.startDate.toISOString()}, as scheduled.`);
      }
      return EXIT.ok;
    }
    case 'start': {
      const r = await lifecycle.startSeason(command.season, now);
      console.log(r.message);
      return EXIT.ok;
    }
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const args = parseSeasonArgs(argv);
  if (!args.ok) {
    console.error(`${args.message}\n\n${SEASON_USAGE}`);
    return EXIT.usage;
  }
  const command = args.command;
  if (command.command === 'help') {
    console.log(SEASON_USAGE);
    return EXIT.ok;
  }
  const now = new Date();
  if (command.command === 'end' && command.at && command.at.getTime() > now.getTime()) {
    console.error(`--at ${command.at.toISOString()} is in the future: to end a season later, schedule its end (npm run season -- schedule --season N --end ISO) and the server's clock ends it then.`);
    return EXIT.usage;
  }
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    console.error(err.message);
    return EXIT.usage;
  }
  let unlock: (() => void) | null = null;
  let database: Database;
  try {
    if (env.DATABASE_URL) database = await openPostgres(env.DATABASE_URL, 2);
    else {
      unlock = lockDataDir(env.DATA_DIR);
      database = await openDataDir(env.DATA_DIR, { worker: env.PGLITE_WORKER });
    }
  } catch (err) {
    unlock?.();
    console.error(err instanceof DataDirLockedError ? lockedMessage(env.DATA_DIR, err.ownerPid) : `The database is not available: ${(err as Error).message}`);
    return EXIT.unavailable;
  }
  try {
    const db = database.db;
    const seasons = createSeasonRepository(db);
    const lifecycle = createSeasonLifecycle({
      db,
      seasons,
      ladder: createLadderRepository(db),
      hallOfFame: createHallOfFameRepository(db),
      // The lifecycle stamps each entry with its own season's ticks; this process serves no season.
      recorder: createEventRecorder({ db, log: createEventLogRepository(db), seasonStartMs: () => 0 }),
      dungeon: createDungeonService({ dungeons: createDungeonRepository(db), seasons, floorCount: env.DUNGEON_FLOORS }),
      crawlers: createCrawlerRepository(db),
    });
    return await run(command, seasons, lifecycle, now, env.SEASON_LENGTH_DAYS);
  } catch (err) {
    if (!(err instanceof LifecycleError)) throw err;
    console.error(err.message);
    return EXIT.refused;
  } finally {
    await database.close();
    unlock?.();
  }
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    console.error(err);
    process.exitCode = EXIT.refused;
  },
);
