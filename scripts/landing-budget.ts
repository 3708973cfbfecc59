// What '/' loads before it is interactive: the entry script and the chunks index.html preloads
// (modulepreload), gzip (zlib's default level, as bench/lighthouse.bench.ts counts), read from a finished web build. Nothing is built here.
// Run: node --import tsx scripts/landing-budget.ts [dist/web]   (exits 1 over budget)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The landing page's JS budget: 100 KB gzip (KB = 1024 bytes, as bench/lighthouse.bench.ts counts). */
export const LANDING_JS_BUDGET_BYTES = 100 * 1024;

export interface LandingScript {
  file: string;
  gzipBytes: number;
}

/** The scripts index.html loads at once (`<script type="module" src>` and `<link rel="modulepreload">`). */
export function landingScripts(webDir: string): LandingScript[] {
  const html = readFileSync(join(webDir, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files = new Set<string>();
  for (const tag of tags) {
    const isScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="\/([^"]+\.js)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url) files.add(url);
  }
  return [...files].map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(webDir, file))).length }));
}

export function landingJsGzipBytes(webDir: string): number {
  return landingScripts(webDir).reduce((sum, s) => sum + s.gzipBytes, 0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? 'dist/web');
  const scripts = landingScripts(dir);
  for (const s of scripts) console.log(`${(s.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${s.file}`);
  const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  console.log(`landing JS: ${(total / 1024).toFixed(2)} KB gzip (budget ${LANDING_JS_BUDGET_BYTES / 1024} KB)`);
  if (total > LANDING_JS_BUDGET_BYTES) process.exitCode = 1;
}
