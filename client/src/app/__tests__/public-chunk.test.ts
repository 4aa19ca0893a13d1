/**
 * @jest-environment node
 */
/*
 * The public area's lazy chunk must not carry panel or admin code, nor the data grid or charts (docs/architecture.md
 * "Client"). This walks the static imports from its entry the way the bundler does.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../..');
const IMPORT = /(?:^|[^\w.])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[^\w.])import\s*['"]([^'"]+)['"]/gm;

function resolveFile(spec: string, from: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith(path.sep) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** The modules the entries reach through static imports (only their own imports when `deep` is false) and the packages they import. */
function staticGraph(entry: string | string[], deep = true): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry].flat();
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const code = readFileSync(file, 'utf8').replace(/^\s*import\s+type\s[^;]+;/gm, '');
    for (const m of code.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      const resolved = resolveFile(spec, file);
      if (resolved) {
        if (deep) queue.push(resolved);
      } else if (!spec.startsWith('.') && !spec.startsWith('@/')) packages.add(spec);
    }
  }
  return { files, packages };
}

/**
 * The public area's pages: each is a chunk of its own that the router loads beside the area (app/router.tsx), so the
 * walk starts from them too. The token pages (loaded with `.then`, bringing Apollo Client) are not among them.
 */
const PUBLIC_PAGES = [
  ...readFileSync(path.join(SRC, 'app/router.tsx'), 'utf8').matchAll(/\(\) => import\('@\/(pages\/public\/\w+)'\)(?!\.then)/g),
].map((m) => path.join(SRC, `${m[1]}.tsx`));

describe('the public chunk', () => {
  const { files, packages } = staticGraph([path.join(SRC, 'app/areas/public.tsx'), ...PUBLIC_PAGES]);
  const relative = [...files].map((f) => path.relative(SRC, f).split(path.sep).join('/'));

  it('reaches the public pages (the walk works)', () => {
    expect(PUBLIC_PAGES.length).toBe(11);
    expect(relative).toEqual(expect.arrayContaining(['layouts/PublicLayout.tsx', 'pages/public/HomePage.tsx', 'lib/auth.tsx']));
  });

  it('does not import panel or admin code', () => {
    const forbidden = relative.filter((f) =>
      /^(pages\/(panel|admin)\/|admin\/|app\/areas\/(panel|admin)|layouts\/(PanelLayout|AdminLayout|components\/|navigation)|features\/(switch-user|breadcrumbs)\/)/.test(
        f,
      ),
    );
    expect(forbidden).toEqual([]);
  });

  it('does not import the data grid or charts', () => {
    expect([...packages].filter((p) => /^@mui\/x-(data-grid|charts)/.test(p))).toEqual([]);
  });

  it('does not import notistack, which loads after the first paint (lib/notify.tsx)', () => {
    expect([...packages].filter((p) => p === 'notistack')).toEqual([]);
  });

  it('does not import react-hook-form nor the public forms, which load with the live form (pages/public/late-forms.ts)', () => {
    expect([...packages].filter((p) => p === 'react-hook-form' || p.startsWith('react-hook-form/'))).toEqual([]);
    expect(relative.filter((f) => /^features\/(auth\/\w+Form|demo\/DemoForm)\.tsx$/.test(f))).toEqual([]);
  });

  it('with the start-up code, does not import Apollo Client, rxjs or graphql (the public pages read lib/public-data.tsx; Apollo loads with a session, a form or a dashboard)', () => {
    const startup = staticGraph(path.join(SRC, 'main.tsx'));
    const apollo = (spec: string) => /^(@apollo\/client|rxjs|graphql|optimism|@wry\/[\w-]+)(\/|$)/.test(spec);
    const importers = [...new Set([...files, ...startup.files])]
      .filter((f) => [...staticGraph(f, false).packages].some(apollo))
      .map((f) => path.relative(SRC, f).split(path.sep).join('/'));
    expect(importers).toEqual([]);
  });

  it('loads no MUI or Emotion for a public page, first load or later (ui/kit.tsx and static CSS)', () => {
    // Everything a visitor's browser may load on the public site: the start-up code, the public area, and what they
    // import later (late forms, overlays, the menu drawer, the token pages), but not the panel or admin areas.
    const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
    const seen = new Set<string>();
    const queue = [path.join(SRC, 'main.tsx'), path.join(SRC, 'app/areas/public.tsx')];
    const offenders: string[] = [];
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const code = readFileSync(file, 'utf8').replace(/^\s*import\s+type\s[^;]+;/gm, '');
      const specs = [...code.matchAll(IMPORT)].map((m) => m[1] ?? m[2]).concat([...code.matchAll(DYNAMIC)].map((m) => m[1]));
      for (const spec of specs) {
        if (/^@(mui|emotion)\//.test(spec)) offenders.push(`${path.relative(SRC, file).split(path.sep).join('/')} → ${spec}`);
        const resolved = resolveFile(spec, file);
        if (resolved && !/app[\\/]areas[\\/](panel|admin)\.tsx$/.test(resolved)) queue.push(resolved);
      }
    }
    expect([...seen].map((f) => path.relative(SRC, f).split(path.sep).join('/'))).toEqual(
      expect.arrayContaining([
        'features/auth/LoginForm.tsx',
        'features/promotion-popup/PromotionPopup.tsx',
        'layouts/PublicMenuDrawer.tsx',
      ]),
    );
    expect(offenders).toEqual([]);
  });

  it('has no module but lib/notistack-host.tsx import notistack: a notification sent before it loads would be lost', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
      );
    const importers = walk(SRC)
      .filter((f) => !f.includes(`${path.sep}__tests__${path.sep}`) && /from\s*['"]notistack['"]/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(SRC, f).split(path.sep).join('/'));
    expect(importers).toEqual(['lib/notistack-host.tsx']);
  });
});
