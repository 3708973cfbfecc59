// Drives sponsorship through the API the way the client does: fetch the offer, send a candidate back.
import type { FastifyInstance } from 'fastify';
import type { Candidate } from '#contract/crawler.ts';
import { call } from './app.ts';

export function payloadOf(c: Candidate, sponsorship: 'primary' | 'secondary' = 'primary') {
  return { name: c.name, serial: c.serial, stats: c.stats, competencies: c.competencies, background: c.background, sponsorship };
}

export async function sponsorCrawler(app: FastifyInstance, token: string, opts: { sponsorship?: 'primary' | 'secondary'; pick?: (c: Candidate[]) => Candidate } = {}) {
  const offer = await call(app, 'GET', '/api/crawlers/candidates', { token });
  if (offer.status !== 200) throw new Error(`candidates: ${offer.status}`);
  const candidates = offer.body as Candidate[];
  const chosen = opts.pick ? opts.pick(candidates) : candidates[0]!;
  const res = await call(app, 'POST', '/api/crawlers', { token, body: payloadOf(chosen, opts.sponsorship) });
  if (res.status !== 201) throw new Error(`sponsor: ${res.status} ${JSON.stringify(res.body)}`);
  return { crawler: res.body, candidate: chosen };
}
