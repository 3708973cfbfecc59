// One migrated, empty PGlite cluster, made by the server's own code (openDataDir) and kept in
// .tmp/pglite-template/<key>/ for every later test run: creating and migrating a cluster costs about
// 6 s of CPU, copying its directory a few milliseconds and loading its dump into memory under 1 s.
// The key is a hash of what shapes the cluster (the PGlite version, the migrations, the code that
// opens the database), so a new migration or PGlite makes a new template by itself.
// A DATA_DIR's very first start stays proven where that is the point: tests/server/process/
// durability.test.ts (a first start killed part-way) and tests/scripts/production-build.test.ts.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_DIR, openDataDir } from '#server/db/database.ts';

// Not server-process.ts's ROOT: importing it would count every database test as one that starts a
// process (scripts/test-split.ts).
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CACHE = join(ROOT, '.tmp', 'pglite-template');
/** The cluster's directory inside a template (as in a server's DATA_DIR) and its dump for in-memory databases. */
const PGDATA = 'pgdata';
const DUMP = 'pgdata.tar';

function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  hash.update(readFileSync(join(ROOT, 'server/db/database.ts')));
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      hash.update(entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 16);
}

async function createTemplate(target: string): Promise<void> {
  mkdirSync(CACHE, { recursive: true });
  const scratch = mkdtempSync(join(CACHE, 'making-'));
  try {
    const made = await openDataDir(scratch);
    await made.close();
    const { PGlite } = await import('@electric-sql/pglite');
    const cluster = new PGlite(join(scratch, PGDATA));
    // dumpDataDir on a cluster still starting never settles.
    await cluster.waitReady;
    const dump = await cluster.dumpDataDir('none');
    await cluster.close();
    writeFileSync(join(scratch, DUMP), Buffer.from(await dump.arrayBuffer()));
    // Complete before it is visible; two runs racing to make it keep the first one.
    try {
      renameSync(scratch, target);
    } catch (err) {
      if (!existsSync(join(target, DUMP))) throw err;
    }
    // Templates of older migrations are not used again (80 MB each).
    for (const old of readdirSync(CACHE)) {
      if (old !== basename(target) && !old.startsWith('making-')) rmSync(join(CACHE, old), { recursive: true, force: true });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

let made: Promise<string> | null = null;

/** The template's directory, made on first use. */
export function pgliteTemplate(): Promise<string> {
  made ??= (async () => {
    const target = join(CACHE, templateKey());
    if (!existsSync(join(target, DUMP))) await createTemplate(target);
    return target;
  })();
  return made;
}

/** A fresh DATA_DIR that already holds the migrated, empty cluster (a server starts on it as on its second start). */
export async function dataDirFromTemplate(prefix: string, parent: string): Promise<string> {
  const template = await pgliteTemplate();
  const dir = mkdtempSync(join(parent, prefix));
  cpSync(join(template, PGDATA), join(dir, PGDATA), { recursive: true });
  return dir;
}

/** The template's cluster as a dump, for `new PGlite({ loadDataDir })`: an in-memory database without initdb. */
export async function pgliteTemplateDump(): Promise<Blob> {
  return new Blob([readFileSync(join(await pgliteTemplate(), DUMP))]);
}
