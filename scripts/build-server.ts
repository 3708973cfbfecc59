// `npm run build` (after the web app): compiles the server and the operator's commands to
// dist/ (scripts/build/server-bundle.ts). `--out-dir DIR` writes elsewhere (a test's folder).
// Run: node --import tsx scripts/build-server.ts [--out-dir DIR]
import { relative, resolve } from 'node:path';
import { buildServer, ROOT } from './build/server-bundle.ts';

const at = process.argv.indexOf('--out-dir');
const outDir = at > 0 ? process.argv[at + 1] : undefined;
if (at > 0 && !outDir) {
  console.error('usage: node --import tsx scripts/build-server.ts [--out-dir DIR]');
  process.exit(2);
}
const result = await buildServer(outDir ? resolve(outDir) : undefined);
console.log(`server compiled in ${result.ms} ms: ${result.files.map((f) => relative(ROOT, f)).join(', ')}`);
