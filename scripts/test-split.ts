// Which unit test files never open a database, build the app or start a process: they prove the
// same thing on PGlite and on PostgreSQL, so the PostgreSQL pass (TEST_DATABASE_ONLY=1, set by
// .ci/run) leaves them out. Found by following each test file's imports, not by folder: a test in
// tests/web/ that starts using the test app is picked up by the PostgreSQL pass without anyone
// editing a list. Type-only imports are erased at run time and are not followed.
// The same scan finds the files that start a process (a server, a CLI): the slowest ones, left out
// of `npm run test:quick` and started first by tests/helpers/slow-first-sequencer.ts.
// Run: node --import tsx scripts/test-split.ts (prints the lists)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface Markers {
  files: readonly string[];
  packages: readonly string[];
}

/**
 * Modules whose use means a database, the app or a child process: opening PGlite or PostgreSQL,
 * building the app on the worker's database, starting a server or any other process.
 */
export const DATABASE_MARKERS: Markers = {
  files: [
    'server/db/database.ts',
    'server/app.ts',
    'server/main.ts',
    'tests/helpers/app.ts',
    'tests/helpers/database.ts',
    'tests/helpers/postgres.ts',
    'tests/helpers/server-process.ts',
    'tests/helpers/e2e-server.ts',
  ],
  packages: ['pg', '@electric-sql/pglite', 'node:child_process', 'child_process'],
};

/** package.json "imports": `#game/x.ts` is `game/x.ts`. */
const ALIASES: Record<string, string> = { '#game/': 'game/', '#contract/': 'contract/', '#server/': 'server/', '#web/': 'web/', '#tests/': 'tests/' };

/** The module specifiers a source file loads at run time (its syntax tree, so text in strings and comments is not taken for an import). */
export function runtimeImports(source: string): string[] {
  const file = ts.createSourceFile('source.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      // `import type`: erased. `import { type A }` stays as an import of the module (verbatimModuleSyntax).
      if (!node.importClause?.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) found.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** A repository file for `specifier` imported from `fromFile`, or null for a package. */
function resolveLocal(specifier: string, fromFile: string, root: string): string | null {
  let base: string | null = null;
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) base = join(root, folder, specifier.slice(alias.length));
  }
  if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The package part of a bare specifier: `pg`, `@electric-sql/pglite`, `node:child_process`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Modules that start a process: the server process driver and Node's child_process. Files that
 * reach one are the slowest of the unit suite (tests/helpers/slow-first-sequencer.ts).
 */
export const PROCESS_MARKERS: Markers = {
  files: ['tests/helpers/server-process.ts', 'tests/helpers/e2e-server.ts'],
  packages: ['node:child_process', 'child_process'],
};

/**
 * A predicate: does a test file (relative to the root, or absolute) reach one of `markers` through
 * its run-time imports? Remembers every module it has read.
 */
export function createImportScan(markers: Markers = DATABASE_MARKERS, root: string = ROOT): (testFile: string) => boolean {
  const markerFiles = new Set(markers.files.map((f) => join(root, f)));
  const markerPackages = new Set<string>(markers.packages);
  /** Per module, read once: the repository files it imports, and whether it imports a marker package. */
  const modules = new Map<string, { local: string[]; markerPackage: boolean }>();
  const moduleAt = (file: string) => {
    let known = modules.get(file);
    if (!known) {
      const local: string[] = [];
      let markerPackage = false;
      for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
        const resolved = resolveLocal(specifier, file, root);
        if (resolved !== null) local.push(resolved);
        else if (markerPackages.has(packageName(specifier))) markerPackage = true;
      }
      known = { local, markerPackage };
      modules.set(file, known);
    }
    return known;
  };

  // Everything the test file loads, walked once each (import cycles included).
  return (testFile) => {
    const seen = new Set<string>();
    const pending = [resolve(root, testFile)];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      if (markerFiles.has(file)) return true;
      const { local, markerPackage } = moduleAt(file);
      if (markerPackage) return true;
      pending.push(...local);
    }
    return false;
  };
}

/** Test files under `dir` (relative to the root) whose names end with one of `suffixes`. */
export function testFilesUnder(dir: string, suffixes: readonly string[], root: string = ROOT): string[] {
  const out: string[] = [];
  const walk = (abs: string) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const path = join(abs, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (suffixes.some((s) => entry.name.endsWith(s))) out.push(relative(root, path));
    }
  };
  walk(join(root, dir));
  return out.sort();
}

/** The unit suite's files (what vitest.config.ts includes), relative to the root. */
export function unitTestFiles(root: string = ROOT): string[] {
  return testFilesUnder('tests', ['.test.ts', '.test.tsx'], root).filter((f) => !f.startsWith('tests/e2e/') && !f.startsWith('tests/cluster/'));
}

/** Unit test files that never open a database, build the app or start a process: the PGlite pass runs them, the PostgreSQL pass does not. */
export function databaseFreeTests(root: string = ROOT): string[] {
  const usesDatabase = createImportScan(DATABASE_MARKERS, root);
  return unitTestFiles(root).filter((f) => !usesDatabase(f));
}

/** Unit test files that start a process (a real server, a CLI, a cluster): what `npm run test:quick` leaves out. */
export function processTests(root: string = ROOT): string[] {
  return unitTestFiles(root).filter(createImportScan(PROCESS_MARKERS, root));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const all = unitTestFiles();
  const free = new Set(databaseFreeTests());
  const processes = new Set(processTests());
  const list = (title: string, files: string[]) => console.log([`${title}: ${files.length}`, ...files.map((f) => `  ${f}`)].join('\n'));
  list('database-free (the PGlite pass only)', all.filter((f) => free.has(f)));
  list('database-dependent (both passes)', all.filter((f) => !free.has(f)));
  list('starting a process (left out of test:quick)', all.filter((f) => processes.has(f)));
}
