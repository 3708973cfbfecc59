import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Builds the frame benchmark page with the real renderer modules.
export default defineConfig({
  root: r('.'),
  base: './',
  resolve: { alias: { '#game': r('../../game'), '#contract': r('../../contract'), '#web': r('../../web') } },
  build: { outDir: r('../out/frame'), emptyOutDir: true },
  logLevel: 'warn',
});
