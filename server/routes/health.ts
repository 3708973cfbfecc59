import type { FastifyInstance } from 'fastify';
import type { Health } from '#contract/health.ts';
import type { Database } from '../db/database.ts';
import { VERSION } from '../version.ts';

export default async function healthRoutes(app: FastifyInstance, opts: { database: Database; startedAt: number }) {
  // Answers 'healthy' only when the database answers too; otherwise the error handler's 503.
  app.get('/api/health', async (): Promise<Health> => {
    await opts.database.ping();
    return { status: 'healthy', version: VERSION, database: opts.database.kind, uptimeSeconds: Math.round((Date.now() - opts.startedAt) / 1000) };
  });
}
