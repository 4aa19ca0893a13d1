/*
 * Chunk naming by area (docs/architecture.md#client-clientsrc: one lazy chunk per area). Every module is assigned by who can
 * reach it through imports: the start-up code (what main.tsx imports; its libraries form `vendor`, see
 * vite.config.ts) and the public area (src/app/areas/public.tsx, the layout every public page draws) go together into
 * `app`; exactly one other area entry (src/app/areas/<area>.tsx) → that area's chunk; the panel and admin areas only →
 * the `dashboard` shell they share. The public area can therefore never carry panel or admin code.
 *
 * The start-up code and the public area are one file, not two plus a handful of small shared ones,
 * because a visitor's first page needs all of it: one file compresses better than its parts (gzip's dictionary is
 * per file) and saves the imports and exports between them. A signed-in user's first panel page loads the public
 * layout with it (a few kB beside the panel's own chunk). main.tsx alone stays in the entry file, which index.html
 * names.
 *
 * A source module that is only ever imported dynamically (`lazy(() => import('./X'))`, e.g. the
 * cookie preferences dialog or the promotion popup that the public layout loads after the first paint) is an entry
 * of its own: its code goes into a chunk named after it, and what it shares only with other such pieces or with the
 * dashboards goes into `deferred`, so none of it is in the public page's initial JavaScript. What it shares with
 * the public area stays where the public area puts it (that is loaded anyway).
 *
 * The public area's pages are loaded by their routes, each from a chunk of its own beside `app` (a visitor's first
 * page downloads only its own screen): what one page alone uses goes into its chunk; what several pages (or pages and
 * later pieces or the dashboards) share, unless the public area uses it too, goes into a chunk named after the pages
 * that use it, e.g. `pages-Home-Pricing`, so a page loads only the shared pieces it uses, in as few files as that
 * allows (its other users load that file too). Left to the bundler, such a module would be moved into `app`, which
 * every one of its users already loads.
 *
 * Apollo Client (with rxjs and graphql) is not part of the public pages' first load (lib/public-data.tsx); what
 * would go into `deferred` and uses it (the libraries, and our modules that import them, directly or through other
 * modules) goes into `apollo` instead, so the pieces a public page loads after its first paint (the popup, the cookie
 * preferences, the country chooser) do not bring it: only the forms, a session and the dashboards do.
 */

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[]; importedIds?: readonly string[] } | null;
}

const APOLLO_PACKAGES = /[\\/]node_modules[\\/](@apollo[\\/]client|rxjs|graphql|optimism|@wry[\\/][\w-]+)[\\/]/;

const DASHBOARD_AREAS = new Set(['panel', 'admin']);

const VITE_PRELOAD_HELPER = /^\0?vite\/preload-helper/;

/** The chunk of a module public pages (and maybe later pieces or dashboards) share, named after the pages: `pages-Home-Pricing`. */
function sharedByName(areas: readonly string[]): string {
  const pages = areas.filter((a) => a.startsWith('page:')).map((a) => a.slice('page:'.length).replace(/Page$/, ''));
  return ['pages', ...pages.sort()].join('-');
}

export function areaChunkName(srcDir: string) {
  const areaEntry = new RegExp(`^${srcDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}app/areas/(\\w+)\\.tsx?$`);
  const mainEntry = `${srcDir}main.tsx`;
  const publicPagesDir = `${srcDir}pages/public/`;
  const lazyName = (id: string) => id.slice(id.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');
  const cache = new Map<string, Set<string>>();
  const apolloUse = new Map<string, boolean>();

  /** The module is part of Apollo Client or imports it statically, directly or through other modules. */
  function usesApollo(id: string, graph: ModuleGraph, visiting = new Set<string>()): boolean {
    const known = apolloUse.get(id);
    if (known !== undefined) return known;
    if (APOLLO_PACKAGES.test(id)) return true;
    if (id.includes('/node_modules/') || visiting.has(id)) return false;
    visiting.add(id);
    const uses = (graph.getModuleInfo(id)?.importedIds ?? []).some((imported) => usesApollo(imported, graph, visiting));
    // A module met again in a cycle answered "no" provisionally; only an answer reached without one is kept.
    if (uses || visiting.size === 1) apolloUse.set(id, uses);
    visiting.delete(id);
    return uses;
  }

  function reach(id: string, graph: ModuleGraph): Set<string> {
    const cached = cache.get(id);
    if (cached) return cached;
    const found = new Set<string>();
    const seen = new Set<string>([id]);
    const queue = [id];
    while (queue.length) {
      const current = queue.pop()!;
      const area = areaEntry.exec(current)?.[1];
      if (area) {
        found.add(area);
        continue;
      }
      if (current === mainEntry) {
        found.add('$initial');
        continue;
      }
      const info = graph.getModuleInfo(current);
      if (lazyEntry(current, info)) {
        found.add(`${publicPage(current, graph) ? 'page' : 'lazy'}:${lazyName(current)}`);
        continue;
      }
      for (const importer of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    cache.set(id, found);
    return found;
  }

  /** A module of ours that nothing imports statically: it is loaded on demand, after the page it serves is drawn. */
  function lazyEntry(id: string, info: ReturnType<ModuleGraph['getModuleInfo']>): boolean {
    return id.startsWith(srcDir) && !!info && info.importers.length === 0 && info.dynamicImporters.length > 0;
  }

  /**
   * A page of the public area (src/pages/public/, loaded by its route beside the public area's chunk). The token
   * pages, which bring Apollo Client with them, are lazy pieces like any other.
   */
  function publicPage(id: string, graph: ModuleGraph): boolean {
    return id.startsWith(publicPagesDir) && !usesApollo(id, graph);
  }

  return (id: string, graph: ModuleGraph): string | null => {
    const reached = reach(id, graph);
    // Application start-up code stays with the entry; start-up libraries were taken by the `vendor` group before
    // this one. A library that only looks reachable from start-up (through a barrel file that tree-shaking
    // empties) is placed by the areas that really use it.
    if (id === mainEntry) return null;
    // Vite's helper that preloads a lazy chunk's imports: the entry uses it, and so does every later chunk.
    if (VITE_PRELOAD_HELPER.test(id)) return 'app';
    if (reached.has('$initial') && !id.includes('/node_modules/')) return 'app';
    let areas = [...reached].filter((a) => a !== '$initial');
    // A module of one public page only goes into that page's chunk. One that several pages (or pages and later
    // pieces) share, without the public area itself, goes into a chunk of that set of pages, so a page loads only the
    // shared pieces it uses; Apollo's users still go together into `apollo`.
    if (areas.length === 1 && areas[0].startsWith('page:')) return areas[0].slice('page:'.length);
    if (areas.some((a) => a.startsWith('page:'))) {
      if (!areas.includes('public')) return usesApollo(id, graph) ? 'apollo' : sharedByName(areas);
      areas = areas.filter((a) => !a.startsWith('page:'));
    }
    // The public area loads it before the first paint anyway: its lazy pieces do not move it.
    if (areas.includes('public')) areas = areas.filter((a) => !a.startsWith('lazy:'));
    if (areas.length === 0) return null;
    if (areas.includes('public')) return 'app';
    if (areas.length === 1) return areas[0].replace(/^lazy:/, '');
    if (areas.every((a) => DASHBOARD_AREAS.has(a))) return 'dashboard';
    // Shared by lazy pieces (and maybe the dashboards), never by the public area's first paint.
    return usesApollo(id, graph) ? 'apollo' : 'deferred';
  };
}
