import type { ApolloClient } from '@apollo/client';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createRoutes } from './router';

type Router = ReturnType<typeof createBrowserRouter>;

/** The browser app. main.tsx passes a router it already started, so the first render has the page's chunk. */
export function App({ client, router: given }: { client: ApolloClient; router?: Router }) {
  const [router] = useState(() => given ?? createBrowserRouter(createRoutes()));
  return (
    <AppProvider client={client}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
