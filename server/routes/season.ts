import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '#contract/errors.ts';
import { HallOfFameQuery, SeasonNumberParams } from '#contract/season.ts';
import { HttpError } from '../http/errors.ts';
import { parse } from '../http/validate.ts';
import { NO_SEASON_MESSAGE, type SeasonService } from '../services/season-service.ts';

// Public: the landing page shows the season before sign-in, and a season's hall of fame is for everyone.
export default async function seasonRoutes(app: FastifyInstance, opts: { seasons: SeasonService }) {
  app.get('/api/season/current', async () => {
    const season = await opts.seasons.current();
    if (!season) throw new HttpError(404, ErrorCode.noActiveSeason, NO_SEASON_MESSAGE);
    return season;
  });

  app.get('/api/seasons', async () => opts.seasons.list());

  app.get('/api/seasons/:number/hall-of-fame', async (req) => {
    const { number } = parse(SeasonNumberParams, req.params);
    const q = parse(HallOfFameQuery, req.query);
    return opts.seasons.hallOfFame(number, q);
  });
}
