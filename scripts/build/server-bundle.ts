// The compiled server: each entry an operator runs (the server, the cluster, the season and
// migration commands) bundled by esbuild into one ES module under dist/, at the entry's own path
// (server/main.ts -> dist/server/main.js), so production runs them with plain `node`; and the worker
// thread they start for PGlite (server/db/pglite-worker.ts), whose bundle's address the others are
// given at build time (PGLITE_WORKER_BUNDLE).
//
// Our code and the packages it imports are bundled, but for those that find files of their own at
// run time (EXTERNAL_PACKAGES below), which node_modules gives at run time as usual. A start with every
// package external spent about a third of its main thread resolving, reading and linking some
// hundreds of modules (the CommonJS lexer, stat calls, the ESM loader): bundled, a server's start
// costs 2.6 s of CPU instead of 3.4 s and is healthy in 1.5-1.9 s instead of 2.3-2.5 s (2026-11-28,
// quiet, 5 alternated starts each on a copy of the test template); the suite starts some sixty.
// Files that the code reads at run time stay where they are in the checkout: migrations, the
// package.json version, the report card's fonts. They are found through `import.meta.url`, which
// in a bundle is the bundle's own address, so in each of our source files it is rewritten to that
// file's address relative to the output (`new URL('../../server/db/database.ts', import.meta.url)`):
// the code reads the same files compiled or not, and a checkout moved elsewhere still works.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What an operator runs, by source path; each becomes dist/<path>.js. */
export const SERVER_ENTRIES = ['server/main.ts', 'scripts/cluster.ts', 'scripts/season.ts', 'server/db/migrate-cli.ts'] as const;
/** What those start as worker threads (decision 0042): bundled the same way, run by no operator. */
export const THREAD_ENTRIES = ['server/db/pglite-worker.ts'] as const;
/** Every bundle the build writes, in order. */
export const BUNDLED_ENTRIES = [...SERVER_ENTRIES, ...THREAD_ENTRIES] as const;

/**
 * Packages left to node_modules: PGlite loads its WebAssembly and data files from its own folder,
 * resvg a native addon, and pino (with pino-pretty and thread-stream) runs its transports as worker
 * threads that load those packages' files by name.
 */
export const EXTERNAL_PACKAGES = ['@electric-sql/pglite', '@resvg/resvg-js', 'pino', 'pino-pretty', 'thread-stream'] as const;

/** CommonJS packages in an ES module bundle still call `require` (for Node's own modules): Node gives an ES module none. */
const REQUIRE_SHIM = "import { createRequire as __ctfCreateRequire } from 'node:module'; const require = __ctfCreateRequire(import.meta.url);";

export function compiledPath(entry: string, outDir = join(ROOT, 'dist')): string {
  return join(outDir, entry.replace(/\.ts$/, '.js'));
}

const IMPORT_META_URL = /\bimport\.meta\.url\b/g;
const OWN_SOURCE = /\.(ts|tsx|mts)$/;

/** Rewrites `import.meta.url` in our sources to the source file's own address, seen from `outFile`. */
function sourceAddresses(outFile: string): Plugin {
  return {
    name: 'source-addresses',
    setup(b) {
      b.onLoad({ filter: OWN_SOURCE }, async (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const { readFile } = await import('node:fs/promises');
        const text = await readFile(args.path, 'utf8');
        if (!IMPORT_META_URL.test(text)) return undefined;
        const fromOutput = relative(dirname(outFile), args.path).split(sep).join('/');
        const address = `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`;
        return { contents: text.replace(IMPORT_META_URL, address), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

export interface BuildResult {
  outDir: string;
  files: string[];
  ms: number;
}

/**
 * Bundles every entry into `outDir` (dist/ by default). A test may pass another folder, which must
 * sit inside the checkout: the bundles import packages from its node_modules.
 */
export async function buildServer(outDir = join(ROOT, 'dist')): Promise<BuildResult> {
  const started = performance.now();
  const files: string[] = [];
  // Where the PGlite worker's bundle is, seen from the folder of the source that starts it (its
  // `import.meta.url` is rewritten to that source's address): db/pglite-worker-client.ts.
  const workerBundle = relative(join(ROOT, 'server/db'), compiledPath('server/db/pglite-worker.ts', outDir)).split(sep).join('/');
  for (const entry of BUNDLED_ENTRIES) {
    const outFile = compiledPath(entry, outDir);
    mkdirSync(dirname(outFile), { recursive: true });
    // One build per entry: each output sits at its own depth, which the rewritten addresses depend on.
    const built = await build({
      write: false,
      absWorkingDir: ROOT,
      entryPoints: [join(ROOT, entry)],
      outfile: outFile,
      bundle: true,
      external: [...EXTERNAL_PACKAGES],
      banner: { js: REQUIRE_SHIM },
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      sourcesContent: false,
      logLevel: 'warning',
      plugins: [sourceAddresses(outFile)],
      define: { PGLITE_WORKER_BUNDLE: JSON.stringify(workerBundle) },
    });
    // Each file replaced whole (written aside, then renamed over the old one): a server or test that
    // starts while a build runs (npm run build beside the tests, an operator's rebuild under a
    // running cluster) finds the old bundle or the new one, never none or half of one.
    // The map first, so that a new bundle never points at an old map.
    for (const file of [...built.outputFiles].sort((a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')))) {
      const aside = `${file.path}.${process.pid}.tmp`;
      writeFileSync(aside, file.contents);
      renameSync(aside, file.path);
    }
    files.push(outFile);
  }
  return { outDir, files, ms: Math.round(performance.now() - started) };
}
