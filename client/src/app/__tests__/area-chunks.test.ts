/**
 * @jest-environment node
 */
/*
 * Chunk naming (vite/area-chunks.ts): what the public page's late pieces share goes into `deferred`,
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
    [`${SRC}lib/form-errors.ts`]: {
      importers: [`${SRC}features/LoginForm.tsx`, `${SRC}app/areas/panel.tsx`],
      imports: [`${SRC}lib/graphql-errors.ts`],
    },
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

describe('public page chunks', () => {
  const ROUTER = `${SRC}app/router.tsx`;
  const g = graph({
    [`${SRC}app/areas/public.tsx`]: { dynamicImporters: [ROUTER], imports: [`${SRC}ui/kit.tsx`] },
    [`${SRC}pages/public/HomePage.tsx`]: {
      dynamicImporters: [ROUTER],
      imports: [`${SRC}features/PackageCard.tsx`, `${SRC}ui/kit.tsx`, `${SRC}pages/public/faq.ts`],
    },
    [`${SRC}pages/public/PricingPage.tsx`]: { dynamicImporters: [ROUTER], imports: [`${SRC}features/PackageCard.tsx`] },
    [`${SRC}pages/public/VerifyEmailPage.tsx`]: { dynamicImporters: [ROUTER], imports: [APOLLO, `${SRC}pages/public/TokenNotice.tsx`] },
    [`${SRC}pages/public/UnsubscribePage.tsx`]: { dynamicImporters: [ROUTER], imports: [APOLLO, `${SRC}pages/public/TokenNotice.tsx`] },
    [`${SRC}pages/public/TokenNotice.tsx`]: {
      importers: [`${SRC}pages/public/VerifyEmailPage.tsx`, `${SRC}pages/public/UnsubscribePage.tsx`],
    },
    [`${SRC}pages/public/faq.ts`]: { importers: [`${SRC}pages/public/HomePage.tsx`] },
    [`${SRC}features/PackageCard.tsx`]: { importers: [`${SRC}pages/public/HomePage.tsx`, `${SRC}pages/public/PricingPage.tsx`] },
    [`${SRC}lib/format.ts`]: {
      importers: [`${SRC}pages/public/HomePage.tsx`, `${SRC}pages/public/PricingPage.tsx`, `${SRC}app/areas/panel.tsx`],
    },
    [`${SRC}ui/kit.tsx`]: { importers: [`${SRC}app/areas/public.tsx`, `${SRC}pages/public/HomePage.tsx`] },
    [ROUTER]: { importers: [`${SRC}main.tsx`] },
    [APOLLO]: { importers: [`${SRC}pages/public/VerifyEmailPage.tsx`, `${SRC}pages/public/UnsubscribePage.tsx`] },
  });
  const name = areaChunkName(SRC);

  it('gives each page its own chunk, with what only that page uses', () => {
    expect(name(`${SRC}pages/public/HomePage.tsx`, g)).toBe('HomePage');
    expect(name(`${SRC}pages/public/faq.ts`, g)).toBe('HomePage');
  });

  it('puts what pages share into a chunk of that set of pages, and what the public area also uses into app', () => {
    expect(name(`${SRC}features/PackageCard.tsx`, g)).toBe('pages-Home-Pricing');
    // Used by the panel too: the same file, which the panel loads as well.
    expect(name(`${SRC}lib/format.ts`, g)).toBe('pages-Home-Pricing');
    expect(name(`${SRC}ui/kit.tsx`, g)).toBe('app');
  });

  it('puts the start-up code and the public area into app, and leaves main.tsx in the entry', () => {
    expect(name(`${SRC}app/router.tsx`, g)).toBe('app');
    expect(name(`${SRC}app/areas/public.tsx`, g)).toBe('app');
    expect(name(`${SRC}main.tsx`, g)).toBeNull();
    expect(name('\0vite/preload-helper.js', g)).toBe('app');
  });

  it('keeps the pages that bring Apollo Client lazy pieces like any other (what they share goes into deferred)', () => {
    expect(name(`${SRC}pages/public/VerifyEmailPage.tsx`, g)).toBe('VerifyEmailPage');
    expect(name(`${SRC}pages/public/TokenNotice.tsx`, g)).toBe('deferred');
  });
});
