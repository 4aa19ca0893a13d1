import type { ApolloClient } from '@apollo/client';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createRoutes } from './router';

export function App({ client }: { client: ApolloClient }) {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return (
    <AppProvider client={client}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
