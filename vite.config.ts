import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { assertEntryAlone, crawlerChunks } from './scripts/crawler-chunks.ts';
import { precompress } from './scripts/precompress.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r('./web'),
  plugins: [react(), tailwindcss(), precompress(), assertEntryAlone()],
  resolve: {
    alias: [
      { find: '#game', replacement: r('./game') },
      { find: '#contract', replacement: r('./contract') },
      { find: '#web', replacement: r('./web') },
      // zod in the browser runs without its eval fast path (CSP), set before any schema is built.
      { find: /^zod$/, replacement: r('./web/src/lib/zod-browser.ts') },
    ],
  },
  // No modulepreload polyfill: every browser the build targets has modulepreload (saves the landing's
  // first script a few hundred bytes).
  build: {
    outDir: r('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    modulePreload: { polyfill: false },
    // The crawler page in two scripts, not ~55 (scripts/crawler-chunks.ts).
    rolldownOptions: { output: { codeSplitting: { groups: [{ debugName: 'crawler-chunks', ...crawlerChunks(), includeDependenciesRecursively: false }] } } },
  },
  server: { port: 5173, proxy: { '/api': { target: 'http://127.0.0.1:4700', ws: true } } },
});
