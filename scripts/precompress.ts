// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each compressible file of a build, once,
// at build time, at the strongest settings: the server then sends the smallest encoding the browser
// accepts without compressing anything per request (server/plugins/web.ts, @fastify/static's
// `preCompressed`). Decision 0028.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing. Source maps are left out: only a developer's tools read them, and
 * brotli at its strongest spends seconds on each. Images and fonts here are already compressed. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/i;
/** Below this a compressed copy saves less than its own headers cost. */
export const MIN_BYTES = 1024;

export interface Precompressed {
  file: string;
  bytes: number;
  br: number | null;
  gz: number | null;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve(e.isFile() ? [join(dir, e.name)] : []))),
  );
  return nested.flat();
}

async function compressOne(file: string): Promise<Precompressed> {
  const body = await readFile(file);
  const [b, g] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the original is not written: the server falls back to the original.
  const result: Precompressed = { file, bytes: body.length, br: null, gz: null };
  if (b.length < body.length) {
    await writeFile(`${file}.br`, b);
    result.br = b.length;
  }
  if (g.length < body.length) {
    await writeFile(`${file}.gz`, g);
    result.gz = g.length;
  }
  return result;
}

/** Precompresses every compressible file under `dir` (recursively); returns what it wrote. */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const candidates: string[] = [];
  for (const file of await filesUnder(dir)) {
    if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES) candidates.push(file);
  }
  // Two at a time: the machine has two cores, and brotli's strongest setting keeps one busy.
  const results: Precompressed[] = [];
  for (let i = 0; i < candidates.length; i += 2) results.push(...(await Promise.all(candidates.slice(i, i + 2).map(compressOne))));
  return results;
}

/** Vite plugin: precompresses the build's output directory once everything is written. */
export function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'ctf-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      log = (message) => config.logger.info(message);
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const started = Date.now();
      const written = await precompressDir(outDir);
      const raw = written.reduce((s, w) => s + w.bytes, 0);
      const br = written.reduce((s, w) => s + (w.br ?? w.bytes), 0);
      log(`precompressed ${written.length} files in ${Date.now() - started} ms: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`);
    },
  };
}
