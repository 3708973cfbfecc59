// The ceiling for bench/http.bench.ts: a bare Fastify 5 app, no plugins, no database, run as its own
// child process like the real server. POST /bare/position validates a small JSON body with zod (the
// position intent's contract) and answers JSON; GET /bare/read answers a small JSON (or, with
// BENCH_BARE_BYTES, one of that size); GET /bare/sized/:id?bytes=n answers about n bytes.
// Run alone: PORT=4800 node --import tsx bench/http/bare-server.ts
import Fastify from 'fastify';
import { z } from 'zod';
import { PositionBody } from '#contract/realtime.ts';
import { ErrorCode } from '#contract/error-codes.ts';
import { CrawlerIdParams } from '#contract/ids.ts';

const app = Fastify({ logger: false });

app.post('/bare/position/:id', async (req, reply) => {
  const params = CrawlerIdParams.safeParse(req.params);
  const body = PositionBody.safeParse(req.body);
  if (!params.success || !body.success) return reply.status(400).send({ error: 'invalid', code: ErrorCode.validation });
  return { success: true, x: body.data.positionX, y: body.data.positionY, corrected: false };
});

// BENCH_BARE_BYTES=n: the GET answers a JSON text of n bytes instead (encoded once, as the real
// server's kept reads are), to tell a large answer's own cost from the server's work.
const READ_BYTES = Number(process.env.BENCH_BARE_BYTES ?? 0);
const sized = READ_BYTES > 0 ? Buffer.from(JSON.stringify({ pad: 'x'.repeat(Math.max(0, READ_BYTES - 10)) })) : null;

app.get('/bare/read/:id', async (req, reply) => {
  const id = CrawlerIdParams.parse(req.params).id;
  if (sized) return reply.type('application/json; charset=utf-8').send(sized);
  return { id, name: 'Bare', level: 1, floor: 1, isAlive: true };
});

// GET /bare/sized/:id?bytes=n: a JSON answer of about n bytes, headers included (the bench sizes it
// like a large read's answers, to tell what the size alone costs; each size encoded once).
const SizedQuery = z.object({ bytes: z.coerce.number().int().min(200).max(1_000_000) });
const HEADER_BYTES = 173; // this server's headers on a JSON answer of up to 5 digits
const sizedTexts = new Map<number, Buffer>();
app.get('/bare/sized/:id', async (req, reply) => {
  CrawlerIdParams.parse(req.params);
  const query = SizedQuery.safeParse(req.query);
  if (!query.success) return reply.status(400).send({ error: 'invalid', code: ErrorCode.validation });
  let text = sizedTexts.get(query.data.bytes);
  if (!text) {
    if (sizedTexts.size > 64) sizedTexts.clear();
    sizedTexts.set(query.data.bytes, (text = Buffer.from(JSON.stringify({ pad: 'x'.repeat(Math.max(0, query.data.bytes - HEADER_BYTES - 10)) }))));
  }
  return reply.type('application/json; charset=utf-8').send(text);
});

app.get('/bare/health', async () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const stop = () => void app.close().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
