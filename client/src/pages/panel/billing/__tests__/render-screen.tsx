/*
 * Renders one billing screen at a URL inside MockedProvider, with notifications, and a probe of where it navigated. The
 * public queries the screens share with the public pages (the promotions) read the same mocks (lib/public-data.tsx).
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { NotificationsProvider } from '@/lib/notify';
import { PublicDataProvider } from '@/lib/public-data';
import { mockPublicData } from '@/testing/mock-public-data';

function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

export interface RenderScreenOptions {
  /** The route pattern the screen is mounted at. */
  path: string;
  url: string;
  mocks?: MockLink.MockedResponse[];
}

export function renderScreen(ui: ReactElement, { path, url, mocks = [] }: RenderScreenOptions) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <PublicDataProvider value={mockPublicData(mocks)}>
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </PublicDataProvider>
    </MockedProvider>,
  );
  return { ...view, router };
}

/** A package as the billing queries return it. */
export function billingPackage(id: number, name: string, size: number, priceMinor: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Package' as const,
    id,
    name,
    code: name.toLowerCase().replace(/\s+/g, '-'),
    size,
    priceMinor,
    currency: 'USD',
    description: '',
    durationDays: 30,
    free: false,
    active: true,
    professional: false,
    guaranteedAlexa: false,
    parentId: null as number | null,
    ...extra,
  };
}
