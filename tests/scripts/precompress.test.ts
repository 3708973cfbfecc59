// The build step's precompression, run on a fixture build in a temp dir: which files get a .br and a
// .gz, and that each decompresses to its original.
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress, precompressDir } from '../../scripts/precompress.ts';

let dir: string;
const script = `console.log(${JSON.stringify('a goblin swings '.repeat(500))});\n`;
const css = `.room{color:#e0a526}\n`.repeat(200);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ctf-precompress-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>x</title>${'<p>hall of fame</p>'.repeat(100)}`);
  writeFileSync(join(dir, 'assets/index-AbC123xy.js'), script);
  writeFileSync(join(dir, 'assets/index-AbC123xy.css'), css);
  writeFileSync(join(dir, 'assets/index-AbC123xy.js.map'), JSON.stringify({ mappings: 'AAAA;'.repeat(1000) }));
  writeFileSync(join(dir, 'assets/tiny-0000aaaa.js'), 'export {};\n');
  writeFileSync(join(dir, 'assets/crest.png'), Buffer.alloc(4096, 7));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes a .br and a .gz beside each script, style sheet and page, both decompressing to the original', async () => {
    const written = await precompressDir(dir);
    const files = ['index.html', 'assets/index-AbC123xy.js', 'assets/index-AbC123xy.css'];
    expect(written.map((w) => w.file).sort()).toEqual(files.map((f) => join(dir, f)).sort());
    for (const f of files) {
      const original = readFileSync(join(dir, f));
      expect(brotliDecompressSync(readFileSync(join(dir, `${f}.br`))).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${f}.gz`))).equals(original)).toBe(true);
      expect(readFileSync(join(dir, `${f}.br`)).length).toBeLessThan(original.length / 4);
    }
    const js = written.find((w) => w.file.endsWith('.js'))!;
    expect(js).toMatchObject({ bytes: script.length });
    expect(js.br).toBeLessThanOrEqual(js.gz!);
  });

  it('leaves alone source maps, files under 1 KB and formats that are not text', async () => {
    await precompressDir(dir);
    for (const f of ['assets/index-AbC123xy.js.map', 'assets/tiny-0000aaaa.js', 'assets/crest.png']) {
      expect(existsSync(join(dir, `${f}.br`))).toBe(false);
      expect(existsSync(join(dir, `${f}.gz`))).toBe(false);
    }
  });

  it('running it again over a build already precompressed changes nothing new', async () => {
    await precompressDir(dir);
    const second = await precompressDir(dir);
    expect(second).toHaveLength(3);
    expect(existsSync(join(dir, 'assets/index-AbC123xy.js.br.br'))).toBe(false);
  });
});

describe('the vite plugin', () => {
  it('runs at build only and precompresses the resolved output directory when the bundle closes', async () => {
    const plugin = precompress();
    expect(plugin.apply).toBe('build');
    const configResolved = plugin.configResolved as (config: unknown) => void;
    configResolved({ build: { outDir: dir }, logger: { info: () => {} } });
    const closeBundle = plugin.closeBundle as (this: unknown, error?: Error) => Promise<void>;
    await closeBundle.call({});
    expect(existsSync(join(dir, 'assets/index-AbC123xy.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets/index-AbC123xy.js.gz'))).toBe(true);
  });

  it('does nothing after a failed build', async () => {
    const plugin = precompress();
    (plugin.configResolved as (config: unknown) => void)({ build: { outDir: dir }, logger: { info: () => {} } });
    await (plugin.closeBundle as (this: unknown, error?: Error) => Promise<void>).call({}, new Error('syntax error'));
    expect(existsSync(join(dir, 'assets/index-AbC123xy.js.br'))).toBe(false);
  });
});
