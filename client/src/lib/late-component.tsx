/*
 * A part of the first screen that the server draws but whose code the page does not need to show
 * it. The public forms are such parts: their markup is the server's, disabled until the live app runs (see
 * LiveFieldset), so react-hook-form and the forms' own code are not needed to draw them, only to use them.
 *
 * A late component is a module imported only dynamically (so the build gives it a chunk of its own, see
 * vite/area-chunks.ts) drawn inside its own Suspense boundary:
 * - the server renderer loads every late component before it renders (entry-server.tsx), so the server's markup has
 *   the real component;
 * - in the browser, hydration reaches the boundary before the chunk is in: React keeps the server's markup there and
 *   hydrates that part when the chunk arrives (the fetch starts then);
 * - if React must draw it before the chunk is in (a context above it changed meanwhile), it shows a copy of the
 *   server's markup until then, so nothing moves;
 * - drawn later in the live app (a navigation, or a first page drawn afresh for a stored session), the route waits
 *   for its chunk (`lateComponentReady` in app/router.tsx), so it is drawn at once with the page.
 *
 * Unlike deferredComponent() (lib/after-paint.tsx), which draws nothing on the server, the server's markup keeps the
 * component, so the page does not move when it comes alive.
 */
import { lazy, memo, Suspense, useId, useState, type ComponentType, type ReactNode } from 'react';
import { importWithReload } from './lazy-import';

export interface LateComponent<P> {
  (props: P): ReactNode;
  /** Loads the component's chunk (once); resolves when it can be drawn without waiting. */
  preload(): Promise<unknown>;
}

const registered = new Set<() => Promise<unknown>>();

export function lateComponent<P extends object>(load: () => Promise<ComponentType<P>>): LateComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  // A failed chunk load reloads the page once (docs/api.md#error-catalogue); a second failure reaches the error page.
  const preload = () =>
    (loading ??= importWithReload(load).then((component) => {
      loaded = component;
      return component;
    }));
  // Once the chunk is in, React.lazy gets a thenable that settles at once, so it draws without suspending (the server
  // renderer's single pass needs that); before, it suspends until the chunk arrives.
  const Loaded: ComponentType<P> = lazy(() => {
    const component = loaded;
    if (!component) return preload().then((c) => ({ default: c }));
    return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }) } as Promise<{
      default: ComponentType<P>;
    }>;
  });
  // Memoised, so a parent drawn again with the same props does not reach a boundary that is still the server's
  // markup (React would give up on hydrating it and draw it afresh).
  const Late = memo(function Late(props: P) {
    const id = useId();
    // Read during hydration, while the server's markup is still in the document.
    const [serverMarkup] = useState(() => serverMarkupOf(id));
    return (
      <div data-late-component={id} style={{ display: 'contents' }}>
        <Suspense
          fallback={
            serverMarkup === null ? null : <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: serverMarkup }} />
          }
        >
          <Loaded {...props} />
        </Suspense>
      </div>
    );
  });
  registered.add(preload);
  const component = (props: P) => <Late {...props} />;
  component.preload = preload;
  return component;
}

/**
 * The server's markup of the late component with this id (useId: the same on the server and while hydrating), or
 * null when it was not server-rendered. Shown, inert, if React has to draw the component before its chunk is in:
 * a context above changed (the country detected, the router settled) while the part was still the server's markup,
 * and React then draws that boundary afresh instead of hydrating it. The page must not move meanwhile
 * (Lighthouse counts that as a layout shift); the markup is the disabled form, which cannot be used anyway.
 */
function serverMarkupOf(id: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const element of document.querySelectorAll('[data-late-component]')) {
    if (element.getAttribute('data-late-component') === id) return element.innerHTML;
  }
  return null;
}

let drawnLive = false;

/**
 * From now on the app draws pages live, not by hydrating the server's markup (main.tsx calls it after hydration
 * starts, or at once when the page is drawn afresh): a route that shows a late component then waits for its chunk
 * (`lateComponentReady`), so the component is drawn at once, like the rest of the page.
 */
export function startDrawingLive(): void {
  drawnLive = true;
}

/**
 * For a route's `lazy` (app/router.tsx): resolves when the route's late component can be drawn. While the first page
 * is hydrated (and on the server, which loads every late component itself) it resolves at once: hydration keeps the
 * server's markup until the chunk is in.
 */
export function lateComponentReady(late: Pick<LateComponent<never>, 'preload'>): Promise<unknown> {
  return drawnLive ? late.preload() : Promise.resolve();
}

/** Loads every late component defined so far (those of the modules already loaded): the server renderer awaits it before it renders. */
export async function preloadLateComponents(): Promise<void> {
  await Promise.all([...registered].map((preload) => preload()));
}
