/* One helper renders the whole app (providers + real route table) at a URL, against a fake GraphQL server. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createRoutes, routerOptions } from '@/app/router';
import { createApolloClient, setSharedApolloClient } from '@/lib/apollo';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { startDrawingLive } from '@/lib/late-component';
import { PublicData, type StoredResult } from '@/lib/public-data';
import { createFakeFetch, graphqlError, type FakeHandler } from './fake-graphql';

export interface TestUser {
  id: number;
  login: string;
  displayName: string;
  roles: string[];
  emailConfirmed: boolean;
}

export function testUser(roles: string[] = [], overrides: Partial<TestUser> = {}): TestUser {
  return { id: 7, login: 'user@example.com', displayName: 'Test User', roles, emailConfirmed: true, ...overrides };
}

export const testGateConfig = {
  prop: {
    siteName: 'Trafficgate',
    siteUrl: 'http://localhost:4000',
    supportEmail: 'support@example.com',
    logoText: { primary: 'Trafficgate', secondary: 'Website traffic', short: 'TR' },
    cssVars: { '--primary-color': '#2563eb' },
    pagesContent: {
      home: { title: 'Cheap Website Traffic', lead: 'Real visitors for your website.' },
      footer: { address: '1 Demo Street, Wilmington', paymentFacilitator: 'Payments are processed by our card payment provider.' },
    },
  },
  blog: { enabled: false },
  paymentMethods: ['card'],
  css: '',
  style: {},
  chatToken: null,
  pixelId: null,
  tagManagerId: null,
  recaptchaKey: null,
  socialAuth: { google: null, facebook: null },
};

export interface RenderAppOptions {
  /** Signed in as this user (a token is stored); anonymous when absent. */
  user?: TestUser | null;
  impersonator?: TestUser | null;
  gateConfig?: Record<string, unknown>;
  handlers?: Record<string, FakeHandler>;
  /** Answers a server-rendered page would carry (lib/public-data.tsx), by operation name and variables. */
  serverData?: Record<string, StoredResult>;
}

export function userReply(user: TestUser, impersonator: TestUser | null = null) {
  return {
    data: {
      me: { __typename: 'User', ...user },
      impersonator: impersonator
        ? { __typename: 'User', id: impersonator.id, login: impersonator.login, displayName: impersonator.displayName }
        : null,
    },
  };
}

export function renderApp(url: string, options: RenderAppOptions = {}) {
  const { user = null, impersonator = null, gateConfig = testGateConfig, handlers = {}, serverData = null } = options;
  if (user) window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  const server = createFakeFetch({
    CurrentGate: () => ({
      data: {
        currentGate: {
          __typename: 'PublicGate',
          id: 1,
          name: 'Trafficgate',
          description: 'Cheap Website Traffic',
          apiBase: '/api',
          config: gateConfig,
        },
      },
    }),
    CurrentUser: () => (user ? userReply(user, impersonator) : graphqlError('JWT Token not found', 'UNAUTHENTICATED', 401)),
    MainPagePackages: () => ({ data: { packagesForMainPage: [] } }),
    VisitorPromotions: () => ({ data: { activePromotions: [] } }),
    Logout: () => ({ data: { logout: true } }),
    ...handlers,
  });
  // The app's Apollo client (forms, session, panel, admin) and the public pages' queries share the fake server.
  const client = createApolloClient({ fetch: server.fetch });
  setSharedApolloClient(client);
  const publicData = new PublicData({ fetch: server.fetch, initial: serverData });
  // Drawn afresh like the live app's pages: a route waits for its late form's chunk (main.tsx, lib/late-component.tsx).
  startDrawingLive();
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: [url] });
  const view = render(
    <AppProvider publicData={publicData}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, client, publicData, requests: server.requests, fetch: server.fetch };
}
