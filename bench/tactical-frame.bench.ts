// Client frame time of the tactical view: the real canvas renderer drawing 40 moving entities in
// headless Chromium (Debian's), 3 runs of 5 s. Prints median and p95 of the drawing time per frame
// and of the frame interval. Budget: frame p95 ≤ 16.7 ms (60 fps). Prints only; asserts nothing.
// Run: node --import tsx bench/tactical-frame.bench.ts
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { summary } from './stats.ts';

const RUNS = 3;
const here = fileURLToPath(new URL('.', import.meta.url));
const out = join(here, 'out/frame');
await build({ configFile: join(here, 'client/vite.config.ts') });

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  const path = join(out, (req.url ?? '/').split('?')[0] === '/' ? 'index.html' : (req.url ?? '').split('?')[0]!);
  let body: Buffer;
  try {
    body = readFileSync(path);
  } catch {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const port = (server.address() as { port: number }).port;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const drawMedians: number[] = [];
const drawP95: number[] = [];
const intervalP95: number[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 800, height: 800 } });
    await page.goto(`http://127.0.0.1:${port}/`);
    const result = (await page.waitForFunction(() => (window as unknown as { __frameBench?: unknown }).__frameBench, undefined, { timeout: 30_000 }).then((h) => h.jsonValue())) as { draw: number[]; intervals: number[] };
    const d = summary(result.draw.slice(30));
    const iv = summary(result.intervals.slice(30));
    drawMedians.push(d.median);
    drawP95.push(d.p95);
    intervalP95.push(iv.p95);
    console.log(`  run ${run + 1}: ${result.draw.length} frames; draw median ${d.median.toFixed(2)} ms p95 ${d.p95.toFixed(2)} ms; frame interval median ${iv.median.toFixed(2)} ms p95 ${iv.p95.toFixed(2)} ms`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
const m = (xs: number[]) => summary(xs).median;
console.log(`tactical view, 40 entities (median of ${RUNS} runs): draw median ${m(drawMedians).toFixed(2)} ms, draw p95 ${m(drawP95).toFixed(2)} ms, frame interval p95 ${m(intervalP95).toFixed(2)} ms — budget 16.7 ms`);
