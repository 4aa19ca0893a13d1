/**
 * @jest-environment node
 */
/*
 * Chunk naming (vite/area-chunks.ts, issue 12 "Light"): what the public page's late pieces share goes into `deferred`,
 * but what of it uses Apollo Client goes into `apollo`, so the popup or the cookie preferences never bring Apollo.
 */
import { areaChunkName } from '../../../vite/area-chunks';

const SRC = '/app/src/';
const APOLLO = '/app/node_modules/@apollo/client/core/index.js';

/** A module graph: each module's static importers, dynamic importers and static imports. */
function graph(modules: Record<string, { importers?: string[]; dynamicImporters?: string[]; imports?: string[] }>) {
  return {
    getModuleInfo(id: string) {
      const m = modules[id];
      return m ? { importers: m.importers ?? [], dynamicImporters: m.dynamicImporters ?? [], importedIds: m.imports ?? [] } : null;
    },
  };
}

describe('area chunk names', () => {
  const g = graph({
    [`${SRC}app/areas/panel.tsx`]: { imports: [`${SRC}lib/graphql-errors.ts`, `${SRC}lib/dialog.tsx`] },
    [`${SRC}features/PromotionPopup.tsx`]: { dynamicImporters: [`${SRC}app/areas/public.tsx`], imports: [`${SRC}lib/dialog.tsx`] },
    [`${SRC}features/LoginForm.tsx`]: { dynamicImporters: [`${SRC}pages/late-forms.ts`], imports: [`${SRC}lib/form-errors.ts`] },
    [`${SRC}lib/form-errors.ts`]: { importers: [`${SRC}features/LoginForm.tsx`, `${SRC}app/areas/panel.tsx`], imports: [`${SRC}lib/graphql-errors.ts`] },
    [`${SRC}lib/graphql-errors.ts`]: { importers: [`${SRC}lib/form-errors.ts`, `${SRC}app/areas/panel.tsx`], imports: [APOLLO] },
    [`${SRC}lib/dialog.tsx`]: { importers: [`${SRC}features/PromotionPopup.tsx`, `${SRC}app/areas/panel.tsx`] },
    [APOLLO]: { importers: [`${SRC}lib/graphql-errors.ts`] },
  });
  const name = areaChunkName(SRC);

  it('puts what late pieces and the dashboards share into deferred', () => {
    expect(name(`${SRC}lib/dialog.tsx`, g)).toBe('deferred');
  });

  it('puts Apollo Client and what imports it, directly or not, into apollo', () => {
    expect(name(APOLLO, g)).toBe('apollo');
    expect(name(`${SRC}lib/graphql-errors.ts`, g)).toBe('apollo');
    expect(name(`${SRC}lib/form-errors.ts`, g)).toBe('apollo');
  });
});
