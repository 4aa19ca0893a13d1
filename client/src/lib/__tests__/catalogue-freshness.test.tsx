/* docs/product.md#limits "Package and promotion data refreshed at most every 60 seconds", on the pricing page of the whole app. */
import { act, screen, waitFor } from '@testing-library/react';
import { CATALOGUE_REFRESH_MS } from '@/lib/constants';
import { renderApp } from '@/testing/render-app';

const packages = () => ({ data: { packages: { __typename: 'PackagePage', total: 0, items: [] } } });

describe('catalogue freshness', () => {
  it('asks the server again only once the answer is older than 60 s', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const view = renderApp('/pricing', { handlers: { PricingPackages: packages } });
    const asked = () => view.requests.filter((r) => r.operationName === 'PricingPackages').length;
    await screen.findByText('No packages are on sale at the moment.');
    expect(asked()).toBe(1);

    // Back on the page 30 s later: the cached list, no request.
    now += 30_000;
    await act(() => view.router.navigate('/contact'));
    await act(() => view.router.navigate('/pricing'));
    await screen.findByText('No packages are on sale at the moment.');
    expect(asked()).toBe(1);

    // Over a minute after the first answer: shown from the cache at once and fetched again.
    now += CATALOGUE_REFRESH_MS;
    await act(() => view.router.navigate('/contact'));
    await act(() => view.router.navigate('/pricing'));
    expect(screen.getByText('No packages are on sale at the moment.')).toBeInTheDocument();
    await waitFor(() => expect(asked()).toBe(2));
  });

  it("counts a server-rendered page's embedded answers as fresh from the time the page loaded", async () => {
    let now = 5_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const view = renderApp('/pricing', { serverData: { 'PricingPackages:{}': packages() }, handlers: { PricingPackages: packages } });
    const asked = () => view.requests.filter((r) => r.operationName === 'PricingPackages').length;
    expect(await screen.findByText('No packages are on sale at the moment.')).toBeInTheDocument();
    expect(asked()).toBe(0);

    now += CATALOGUE_REFRESH_MS - 1;
    await act(() => view.router.navigate('/contact'));
    await act(() => view.router.navigate('/pricing'));
    await screen.findByText('No packages are on sale at the moment.');
    expect(asked()).toBe(0);

    now += 1;
    await act(() => view.router.navigate('/contact'));
    await act(() => view.router.navigate('/pricing'));
    await waitFor(() => expect(asked()).toBe(1));
  });
});
