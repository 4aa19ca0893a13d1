import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PricingPackagesQuery, PricingPage } from '@/pages/public/PricingPage';

const pkg = (id: number, name: string, size: number, priceMinor: number) => ({
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
  professional: false,
  guaranteedAlexa: false,
});

describe('pricing page (SPEC.md §7: top-level packages, smallest first)', () => {
  it('lists the packages of the live catalogue with prices and sizes', async () => {
    const mocks = [
      {
        request: { query: PricingPackagesQuery },
        result: {
          data: {
            packages: {
              __typename: 'PackagePage' as const,
              total: 3,
              items: [
                { ...pkg(9, 'Free Demo', 500, 0), free: true },
                pkg(1, 'Website Traffic', 10_000, 990),
                pkg(2, 'Professional Traffic', 250_000, 47_263),
              ],
            },
          },
        },
      },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <PricingPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    const card = await screen.findByRole('article', { name: 'Website Traffic' });
    expect(within(card).getByText('$9.90')).toBeInTheDocument();
    expect(within(card).getByText('10,000 visitors')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Buy Website Traffic' })).toHaveAttribute('href', '/panel/billing/packages/website-traffic');
    const pro = screen.getByRole('article', { name: 'Professional Traffic' });
    expect(within(pro).getByText('$472.63')).toBeInTheDocument();
    expect(within(pro).getByText('250,000 visitors')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Free Demo' })).not.toBeInTheDocument();
  });
});
