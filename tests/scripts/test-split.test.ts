// The test split (scripts/test-split.ts): which unit test files the PostgreSQL pass leaves out
// (never a database, the app or a process) and which ones test:quick leaves out (a process), found
// by following imports. A file that reaches the database only through a helper's helper must still
// count; an import that is only a type must not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createImportScan, databaseFreeTests, DATABASE_MARKERS, processTests, runtimeImports, unitTestFiles } from '../../scripts/test-split.ts';

const fixtures: string[] = [];
afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

/** A small repository: `files` maps paths to their source. */
function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'ctf-split-'));
  fixtures.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

describe('the imports a file loads at run time', () => {
  it('reads static, multi-line, side-effect, re-exported and dynamic imports, and skips type-only ones', () => {
    const source = [
      "import { a } from './a.ts';",
      'import {\n  b,\n  type B,\n} from "#server/b.ts";',
      "import type { C } from './c.ts';",
      "export type { D } from './d.ts';",
      "export { e } from './e.ts';",
      "import './f.ts';",
      "const g = await import('./g.ts');",
      "import pg from 'pg';",
    ].join('\n');
    expect(runtimeImports(source).sort()).toEqual(['#server/b.ts', './a.ts', './e.ts', './f.ts', './g.ts', 'pg'].sort());
  });
});

describe('a test file uses a database when an import reaches one, however far', () => {
  const root = repository({
    'server/db/database.ts': 'export const openPglite = () => null;',
    'server/db/schema.ts': 'export const table = 1;',
    'game/rules.ts': "import { helper } from './helper.ts';\nexport const rule = helper;",
    'game/helper.ts': "import { rule } from './rules.ts';\nexport const helper = 1; export { rule };",
    'tests/helpers/app.ts': "import { openPglite } from '#server/db/database.ts';\nexport const createTestApp = openPglite;",
    'tests/helpers/world.ts': "import { createTestApp } from './app.ts';\nexport const world = createTestApp;",
    'tests/server/deep.test.ts': "import { world } from '../helpers/world.ts';",
    'tests/server/schema-only.test.ts': "import { table } from '#server/db/schema.ts';\nimport type { Db } from '#server/db/database.ts';",
    'tests/game/rules.test.ts': "import { rule } from '#game/rules.ts';",
    'tests/server/direct-pg.test.ts': "import pg from 'pg';",
    'tests/scripts/spawns.test.ts': "import { spawn } from 'node:child_process';",
    'tests/web/lazy.test.ts': "const m = await import('../helpers/app.ts');",
  });
  const usesDatabase = createImportScan(DATABASE_MARKERS, root);

  it('through a helper of a helper, a package or a dynamic import', () => {
    expect(usesDatabase('tests/server/deep.test.ts')).toBe(true);
    expect(usesDatabase('tests/server/direct-pg.test.ts')).toBe(true);
    expect(usesDatabase('tests/scripts/spawns.test.ts')).toBe(true);
    expect(usesDatabase('tests/web/lazy.test.ts')).toBe(true);
  });

  it('not through a type-only import, nor through code that never opens one (import cycles included)', () => {
    expect(usesDatabase('tests/server/schema-only.test.ts')).toBe(false);
    expect(usesDatabase('tests/game/rules.test.ts')).toBe(false);
  });

  it('lists the database-free files of the unit suite only', () => {
    mkdirSync(join(root, 'tests/e2e'), { recursive: true });
    writeFileSync(join(root, 'tests/e2e/pure.test.ts'), "import { rule } from '#game/rules.ts';");
    expect(databaseFreeTests(root)).toEqual(['tests/game/rules.test.ts', 'tests/server/schema-only.test.ts']);
  });
});

describe('on this repository', () => {
  const free = new Set(databaseFreeTests());
  const processes = new Set(processTests());

  it('runs the game rules and the client once, and every test through the app or a server on both databases', () => {
    expect(free.has('tests/game/rng.test.ts')).toBe(true);
    expect(free.has('tests/web/http.test.ts')).toBe(true);
    expect(free.has('tests/scripts/season-args.test.ts')).toBe(true);
    for (const dependent of ['tests/server/http-basics.test.ts', 'tests/server/db/coherent-cache.test.ts', 'tests/reliability/crash.test.ts', 'tests/server/process/durability.test.ts']) {
      expect(free.has(dependent), dependent).toBe(false);
    }
  });

  it('counts every file that starts a process as database-dependent, and leaves it out of test:quick', () => {
    expect(processes.has('tests/server/process/durability.test.ts')).toBe(true);
    expect(processes.has('tests/reliability/crash.test.ts')).toBe(true);
    expect(processes.has('tests/game/rng.test.ts')).toBe(false);
    for (const file of processes) expect(free.has(file), file).toBe(false);
    expect(unitTestFiles()).toContain('tests/scripts/test-split.test.ts');
  });
});
