import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '#contract/errors.ts';
import { HttpError } from '../http/errors.ts';
import { NO_SEASON_MESSAGE, type SeasonService } from '../services/season-service.ts';


export default async function seasonRoutes(app: FastifyInstance, opts: { seasons: SeasonService }) {
  app.get('/api/season/current', async () => {
    const season = await opts.seasons.current();
    if (!season) throw new HttpError(404, ErrorCode.noActiveSeason, NO_SEASON_MESSAGE);
    return season;
  });
}
