// The crawler page's code in ten scripts (two large) instead of ~50. Left to itself the bundler
// splits the page's modules by which lazily loaded parts share them, and the page waited on ~50
// small scripts.
// A browser opens 6 connections to a host over HTTP/1.1, so on a phone's link that was ~10 round
// trips before the page could render (Lighthouse's largest paint, bench/README.md). Grouped:
//  - 'crawler': what only the crawler page (and the signed-in frame it opens in) uses;
//  - 'screens': what it shares with the other signed-in screens, so those do not load the crawler's
//    own code.
// Left out: the landing's static graph (its entry, budget 100 KB) and what the landing loads lazily
// (the toaster and tailwind-merge after the first paint, the sign-in dialog and its calls on a click),
// so a visitor loads only what it did: in a group, the sign-in dialog would wait on 'screens' (~100 KB).
// `assertEntryAlone` fails the build if the landing's entry ever imports one of the two.
import type { Plugin } from 'vite';

interface ModuleInfo {
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
interface Context {
  getModuleInfo(id: string): ModuleInfo | null;
}

export const GROUPED_CHUNKS = ['crawler', 'screens'] as const;

const norm = (id: string) => id.replaceAll('\\', '/');

/** The crawler page and what its first screen loads with it (app-shell, lazy-with-queries, auth). */
const CRAWLER_ROOTS = [
  '/web/src/routes/crawler/crawler-page.tsx',
  '/web/src/api/query-provider.tsx',
  '/web/src/components/layout/signed-in-header.tsx',
  '/web/src/state/display-settings.ts',
  '/web/src/auth/token-refresh.ts',
  '/contract/auth.ts',
];
/** What the landing page loads lazily. */
const LANDING_LAZY_ROOTS = [
  '/web/src/toast/toaster.tsx',
  '/node_modules/tailwind-merge/dist/bundle-mjs.mjs',
  '/web/src/routes/landing/login-dialog.tsx',
  '/web/src/api/auth-actions-api.ts',
];
const ENTRY = '/web/src/main.tsx';
const SCREENS = '/web/src/routes/lazy-screens.tsx';
/** An icon package imported by name from one barrel of ~1,600 re-exports. */
const ICON_BARREL = 'lucide-react';

/** Icon name -> module id, read from the barrel's `export { default as A, ... } from './icons/a.mjs'` lines. */
function barrelExports(ctx: Context, barrel: string): Map<string, string> {
  const info = ctx.getModuleInfo(barrel);
  const byName = new Map<string, string>();
  if (!info?.code) return byName;
  for (const [, names, file] of info.code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']\.\/([^"']+)["']/g)) {
    const id = info.importedIds.find((i) => norm(i).endsWith(`/${file}`));
    if (!id) continue;
    for (const part of names!.split(',')) byName.set(part.trim().split(/\s+as\s+/).at(-1)!, id);
  }
  return byName;
}

/**
 * Modules reachable from `roots` by static imports. Through the icon barrel only the icons a module
 * names: the barrel imports every icon, but the bundler keeps only those used.
 */
function closure(ctx: Context, roots: readonly string[], isBarrel: (id: string) => boolean, icons: (barrel: string) => Map<string, string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    for (const next of info?.importedIds ?? []) {
      if (!isBarrel(next)) stack.push(next);
    }
    const barrel = info?.importedIds.find(isBarrel);
    if (info?.code && barrel !== undefined) {
      const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${ICON_BARREL}["']`, 'g');
      for (const [, names] of info.code.matchAll(pattern)) {
        for (const part of names!.split(',')) {
          const icon = icons(barrel).get(part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!);
          if (icon) stack.push(icon);
        }
      }
    }
  }
  return seen;
}

interface Plan {
  crawler: Set<string>;
  shared: Set<string>;
}

/**
 * The code-splitting group that names each module 'crawler', 'screens' or null (the bundler's own
 * splitting). The bundler calls `test` on every module before it calls `name`, so `name` plans once
 * with every module id known.
 */
export function crawlerChunks(): { test: (id: string) => boolean; name: (id: string, ctx: Context) => string | null } {
  let plan: Plan | null = null;
  const ids: string[] = [];
  const byEnding = (ending: string) => ids.filter((id) => norm(id).endsWith(ending));

  const makePlan = (ctx: Context): Plan => {
    const isBarrel = (id: string) => /\/node_modules\/lucide-react\/dist\/esm\/lucide-react\.m?js$/.test(norm(id));
    let icons: Map<string, string> | null = null;
    const iconsOf = (barrel: string) => (icons ??= barrelExports(ctx, barrel));
    const reach = (roots: readonly string[]) => closure(ctx, roots, isBarrel, iconsOf);
    const excluded = reach([...byEnding(ENTRY), ...LANDING_LAZY_ROOTS.flatMap(byEnding)]);
    const crawlerRoots = CRAWLER_ROOTS.flatMap(byEnding);
    const crawlerPage = crawlerRoots[0];
    const otherScreenRoots = byEnding(SCREENS)
      .flatMap((s) => ctx.getModuleInfo(s)?.dynamicallyImportedIds ?? [])
      .filter((id) => id !== crawlerPage);
    const others = reach(otherScreenRoots);
    const crawler = new Set<string>();
    const shared = new Set<string>();
    for (const id of reach(crawlerRoots)) {
      if (excluded.has(id) || isBarrel(id)) continue;
      (others.has(id) ? shared : crawler).add(id);
    }
    return { crawler, shared };
  };

  return {
    test: (id) => {
      ids.push(id);
      return true;
    },
    name: (id, ctx) => {
      plan ??= makePlan(ctx);
      if (plan.crawler.has(id)) return 'crawler';
      if (plan.shared.has(id)) return 'screens';
      return null;
    },
  };
}

/** Fails the build when the entry (the landing's first script) imports a grouped chunk. */
export function assertEntryAlone(): Plugin {
  return {
    name: 'ctf:entry-alone',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const grouped = chunk.imports.filter((file) => GROUPED_CHUNKS.some((name) => file.startsWith(`assets/${name}-`)));
        if (grouped.length > 0) this.error(`the entry ${chunk.fileName} imports ${grouped.join(', ')}: scripts/crawler-chunks.ts left a landing module in a group`);
      }
    },
  };
}
