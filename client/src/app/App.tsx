import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { PublicData } from '@/lib/public-data';
import { AppProvider } from './provider';
import { createRoutes, routerOptions } from './router';

type Router = ReturnType<typeof createBrowserRouter>;

/** The browser app. main.tsx passes a router it already started, so the first render has the page's chunk. */
export function App({ publicData, router: given }: { publicData: PublicData; router?: Router }) {
  const [router] = useState(() => given ?? createBrowserRouter(createRoutes(), routerOptions));
  return (
    <AppProvider publicData={publicData}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
