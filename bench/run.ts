// `npm run bench`: runs every bench/*.bench.ts in turn. Each prints its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const benches = readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort();
if (benches.length === 0) console.log('No benchmarks yet (see bench/README.md).');
for (const file of benches) {
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${file}`], { stdio: 'inherit' });
  if (run.status !== 0) process.exitCode = 1;
}
