/*
 * Chunk naming by area (ARCHITECTURE.md "Client": one lazy chunk per area). Every module is assigned by who can
 * reach it through imports: start-up code (main.tsx) stays in the entry (its libraries form `vendor`, see
 * vite.config.ts); exactly one area entry (src/app/areas/<area>.tsx) → that area's chunk; the panel and admin areas only → the
 * `dashboard` shell they share; more than one area otherwise → `shared`. The public area can therefore never
 * carry panel or admin code. A module reached only through a dynamic import (other than an area's) is left to
 * rolldown, which puts it in a lazy chunk of its own.
 */

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

export function areaChunkName(srcDir: string) {
  const areaEntry = new RegExp(`^${srcDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}app/areas/(\\w+)\\.tsx?$`);
  const mainEntry = `${srcDir}main.tsx`;
  const cache = new Map<string, Set<string>>();

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
      // A module loaded on demand inside an area (the markdown renderer) starts its own lazy chunk: what only it
      // reaches is placed by rolldown behind that import, not in an area's or the shared chunk.
      if (info?.dynamicImporters.length) found.add('$lazy');
      for (const importer of info?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    cache.set(id, found);
    return found;
  }

  return (id: string, graph: ModuleGraph): string | null => {
    const reached = reach(id, graph);
    // Application start-up code stays with the entry; start-up libraries were taken by the `vendor` group before
    // this one. A library that only looks reachable from start-up (through a barrel file that tree-shaking
    // empties) is placed by the areas that really use it.
    if (reached.has('$initial') && !id.includes('/node_modules/')) return null;
    const areas = new Set([...reached].filter((a) => a !== '$initial' && a !== '$lazy'));
    if (areas.size === 1) return [...areas][0];
    if (areas.size === 2 && areas.has('panel') && areas.has('admin')) return 'dashboard';
    return areas.size > 1 ? 'shared' : null;
  };
}

