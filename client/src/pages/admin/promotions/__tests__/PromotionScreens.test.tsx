/*
 * /admin/promotions (docs/product.md#screens-and-routes, docs/product.md#states and docs/product.md#validation): the grid's filters go into
 * the URL and the query, the
 * list says which running promotion visitors get now when several overlap, and the form shows the server's
 * violations on their fields.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logger } from '@/lib/logger';
import { Role } from '@/lib/roles';
import type { FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';

const manager = testUser([Role.Manager], { id: 3, login: 'manager@example.com' });
const support = testUser([Role.Support], { id: 4, login: 'support@example.com' });

const day = 24 * 3600 * 1000;
const at = (days: number) => new Date(Date.now() + days * day).toISOString();

function promotion(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Promotion',
    id,
    name: `Promotion ${id}`,
    code: `PROMO${id}`,
    type: 'credits_multiplier',
    creditsMultiplier: 2,
    offerTitle: '',
    offerDescription: '',
    enabled: true,
    startAt: at(-10),
    endAt: at(10),
    createdAt: at(-20),
    gateId: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    ...overrides,
  };
}

const page = (items: unknown[]) => ({ data: { promotions: { __typename: 'PromotionPage', items, total: items.length } } });
const running = (items: unknown[]) => ({ data: { running: { __typename: 'PromotionPage', items, total: items.length } } });
const last = (requests: FakeRequest[], name: string) => requests.filter((r) => r.operationName === name).at(-1);

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

describe('admin promotions list', () => {
  it('says which overlapping promotion visitors get now, and which one they get instead', async () => {
    const autumn = promotion(1, { code: 'AUTUMN', name: 'Autumn', startAt: at(-10) });
    const winter = promotion(2, { code: 'WINTER', name: 'Winter', startAt: at(-5) });
    const google = promotion(3, { code: 'GOOGLE', name: 'Google visitors', startAt: at(-2), utmSource: 'google' });
    const later = promotion(4, { code: 'SPRING', startAt: at(5), endAt: at(30) });
    const off = promotion(5, { code: 'OFF', enabled: false });
    const { requests } = renderApp('/admin/promotions', {
      user: manager,
      handlers: {
        AdminPromotions: () => page([off, later, google, winter, autumn]),
        AdminRunningPromotions: () => running([autumn, winter, google]),
      },
    });
    const grid = await screen.findByRole('grid', { name: 'Promotions' }, { timeout: 20_000 });
    const rowOf = async (code: string) => (await within(grid).findByText(code)).closest('[role="row"]') as HTMLElement;
    expect(within(await rowOf('AUTUMN')).getByText('Shown now')).toBeInTheDocument();
    expect(within(await rowOf('WINTER')).getByText('Hidden: AUTUMN is shown first')).toBeInTheDocument();
    expect(within(await rowOf('GOOGLE')).getByText('Hidden: AUTUMN is shown first')).toBeInTheDocument();
    expect(within(await rowOf('SPRING')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(await rowOf('OFF')).getByText('Disabled')).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Running now' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(' — ')[0]),
    ).toEqual(['AUTUMN', 'WINTER', 'GOOGLE']);
    const now = Date.parse(String(last(requests, 'AdminRunningPromotions')?.variables.now));
    expect(Math.abs(now - Date.now())).toBeLessThan(60_000);
  }, 60_000);

  it('a promotion for one gate is shown there even behind an earlier one for another gate', async () => {
    const gate2 = promotion(1, { code: 'G2', gateId: 2, startAt: at(-10) });
    const gate3 = promotion(2, { code: 'G3', gateId: 3, startAt: at(-5) });
    const everyone = promotion(3, { code: 'ALL', startAt: at(-1) });
    renderApp('/admin/promotions', {
      user: manager,
      handlers: { AdminPromotions: () => page([gate2, gate3, everyone]), AdminRunningPromotions: () => running([gate2, gate3, everyone]) },
    });
    const grid = await screen.findByRole('grid', { name: 'Promotions' });
    const rowOf = async (code: string) => (await within(grid).findByText(code)).closest('[role="row"]') as HTMLElement;
    expect(within(await rowOf('G2')).getByText('Shown now')).toBeInTheDocument();
    expect(within(await rowOf('G3')).getByText('Shown now')).toBeInTheDocument();
    expect(within(await rowOf('ALL')).getByText('Shown now (G2 first where both apply)')).toBeInTheDocument();
  }, 60_000);

  it('puts a filter into the URL and the query', async () => {
    const { router, requests } = renderApp('/admin/promotions', {
      user: manager,
      handlers: { AdminPromotions: () => page([promotion(1)]), AdminRunningPromotions: () => running([]) },
    });
    const filters = await screen.findByRole('form', { name: 'Filter promotions' });
    const user = userEvent.setup();
    await user.type(within(filters).getByRole('searchbox', { name: 'Code' }), 'AUT{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&limit=10&code=AUT'));
    await waitFor(() => expect(last(requests, 'AdminPromotions')?.variables).toMatchObject({ filter: { code: 'AUT' } }));
    expect(screen.getByText('No promotion is running now: visitors see none.')).toBeInTheDocument();
  }, 60_000);

  it('is the 403 page for support staff', async () => {
    renderApp('/admin/promotions', { user: support });
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
  }, 60_000);
});

describe('admin promotion form', () => {
  it("sends the typed values and shows the server's violations under their fields", async () => {
    const { requests } = renderApp('/admin/promotions/create', {
      user: manager,
      handlers: {
        AdminCreatePromotion: () => ({
          body: {
            errors: [
              {
                message: 'code: This code is already used by another promotion.',
                extensions: {
                  code: 'CONFLICT',
                  violations: [{ propertyPath: 'code', message: 'This code is already used by another promotion.' }],
                },
              },
            ],
          },
        }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Promotion' });
    const user = userEvent.setup();
    const fill = async (element: HTMLElement, text: string) => {
      await user.click(element);
      await user.paste(text);
    };
    await fill(within(form).getByRole('textbox', { name: 'Name' }), 'Black Friday');
    await fill(within(form).getByRole('textbox', { name: 'Code' }), 'BF');
    const multiplier = within(form).getByRole('textbox', { name: 'Credits multiplier' });
    await user.clear(multiplier);
    await user.type(multiplier, '4');
    expect(within(form).getByText('Buyers get 4× the credits; the badge reads "Save 25%".')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Starts at/), '2026-11-27T00:00');
    await user.type(within(form).getByLabelText(/Ends at/), '2026-11-30T23:59');
    await fill(within(form).getByRole('textbox', { name: 'utm_source' }), 'newsletter');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('This code is already used by another promotion.')).toBeInTheDocument();
    expect(last(requests, 'AdminCreatePromotion')?.variables).toEqual({
      input: {
        name: 'Black Friday',
        code: 'BF',
        type: 'credits_multiplier',
        creditsMultiplier: 4,
        offerTitle: '',
        offerDescription: '',
        enabled: true,
        startAt: '2026-11-27T00:00:00.000Z',
        endAt: '2026-11-30T23:59:00.000Z',
        utmSource: 'newsletter',
        utmMedium: null,
        utmCampaign: null,
      },
    });
  }, 60_000);

  it('refuses a multiplier out of range before sending', async () => {
    const { requests } = renderApp('/admin/promotions/create', { user: manager });
    const form = await screen.findByRole('form', { name: 'Promotion' });
    const user = userEvent.setup();
    const multiplier = within(form).getByRole('textbox', { name: 'Credits multiplier' });
    await user.clear(multiplier);
    await user.type(multiplier, '1');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('The multiplier must be greater than 1 and at most 10.')).toBeInTheDocument();
    expect(requests.some((r) => r.operationName === 'AdminCreatePromotion')).toBe(false);
  }, 60_000);
});
