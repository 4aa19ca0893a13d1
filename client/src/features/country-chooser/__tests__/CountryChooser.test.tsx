import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { logger } from '@/lib/logger';
import type { CountryApi, GeoDictionary } from '../country-api';
import { CountryChooserButton } from '../CountryChooserButton';
import { LOCALE_COOKIE, resetLocaleMemory } from '../country-cookie';
import { CountryProvider } from '../CountryProvider';
import { useCountry } from '../useCountry';

const DICTIONARY: GeoDictionary = {
  continents: [
    { code: 'EU', name: 'Europe' },
    { code: 'NA', name: 'North America' },
  ],
  countries: [
    { code: 'US', name: 'United States', continent: 'NA' },
    { code: 'DE', name: 'Germany', continent: 'EU' },
    { code: 'CA', name: 'Canada', continent: 'NA' },
    { code: 'FR', name: 'France', continent: 'EU' },
  ],
};

function fakeApi(current: CountryApi['fetchCurrent']): CountryApi & { fetchCurrent: jest.Mock; fetchDictionary: jest.Mock } {
  return {
    fetchCurrent: jest.fn(current),
    fetchDictionary: jest.fn().mockResolvedValue(DICTIONARY),
  };
}

function CountryProbe() {
  const { country, origin, detecting } = useCountry();
  return <output data-testid="country">{`${country.code}:${country.name}:${origin}:${detecting ? 'detecting' : 'done'}`}</output>;
}

async function renderCountry(api: CountryApi) {
  const user = userEvent.setup();
  render(
    <CountryProvider api={api}>
      <CountryProbe />
      <CountryChooserButton />
    </CountryProvider>,
  );
  await act(async () => {});
  return user;
}

beforeEach(() => {
  resetLocaleMemory();
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
});

describe('current country', () => {
  it('defaults to United States when detection fails, and logs the failure', async () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    const api = fakeApi(() => Promise.reject(new Error('500')));
    await renderCountry(api);

    expect(api.fetchCurrent).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('country')).toHaveTextContent('US:United States:default:done');
    expect(screen.getByRole('button', { name: 'Country: United States' })).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });

  it('is United States while detection runs', () => {
    const api = fakeApi(() => new Promise(() => {}));
    render(
      <CountryProvider api={api}>
        <CountryProbe />
      </CountryProvider>,
    );
    expect(screen.getByTestId('country')).toHaveTextContent('US:United States:default:detecting');
  });

  it('uses the country detected by GET /api/country', async () => {
    await renderCountry(fakeApi(async () => ({ code: 'DE', name: 'Germany' })));

    expect(screen.getByTestId('country')).toHaveTextContent('DE:Germany:detected:done');
  });

  it('uses a stored choice without asking the server', async () => {
    Cookies.set(LOCALE_COOKIE, JSON.stringify({ code: 'FR', name: 'France' }));
    const api = fakeApi(async () => ({ code: 'DE', name: 'Germany' }));
    await renderCountry(api);

    expect(api.fetchCurrent).not.toHaveBeenCalled();
    expect(screen.getByTestId('country')).toHaveTextContent('FR:France:chosen:done');
  });

  it('ignores a malformed cookie', async () => {
    Cookies.set(LOCALE_COOKIE, 'not json');
    await renderCountry(fakeApi(async () => ({ code: 'DE', name: 'Germany' })));

    expect(screen.getByTestId('country')).toHaveTextContent('DE:Germany:detected:done');
  });
});

describe('country chooser modal', () => {
  it('lists the dictionary countries grouped by continent and marks the current one', async () => {
    const api = fakeApi(async () => ({ code: 'CA', name: 'Canada' }));
    const user = await renderCountry(api);

    await user.click(screen.getByRole('button', { name: 'Country: Canada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your country' });
    const list = await within(dialog).findByRole('list', { name: 'Countries' });

    expect(within(list).getByText('Europe')).toBeInTheDocument();
    expect(within(list).getByText('North America')).toBeInTheDocument();
    const items = within(list)
      .getAllByRole('button')
      .map((item) => item.textContent);
    expect(items).toEqual(['France', 'Germany', 'Canada', 'United States']);
    expect(within(list).getByRole('button', { name: 'Canada' })).toHaveAttribute('aria-current', 'true');
    expect(api.fetchDictionary).toHaveBeenCalledTimes(1);
  });

  it('filters by search text and by continent', async () => {
    const user = await renderCountry(fakeApi(async () => ({ code: 'US', name: 'United States' })));
    await user.click(screen.getByRole('button', { name: 'Country: United States' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your country' });
    const list = await within(dialog).findByRole('list', { name: 'Countries' });

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search country' }), 'an');
    expect(
      within(list)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['France', 'Germany', 'Canada']);

    await user.click(within(dialog).getByRole('button', { name: 'North America' }));
    expect(
      within(list)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Canada']);

    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search country' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search country' }), 'zz');
    expect(within(dialog).getByText('No country matches your search.')).toBeInTheDocument();
  });

  it('choosing a country sets the 365-day locale cookie and closes the modal', async () => {
    const set = jest.spyOn(Cookies, 'set');
    const user = await renderCountry(fakeApi(async () => ({ code: 'US', name: 'United States' })));

    await user.click(screen.getByRole('button', { name: 'Country: United States' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your country' });
    await user.click(await within(dialog).findByRole('button', { name: 'Germany' }));

    const stored = JSON.stringify({ code: 'DE', name: 'Germany' });
    expect(set).toHaveBeenCalledWith(LOCALE_COOKIE, stored, expect.objectContaining({ expires: 365 }));
    expect(Cookies.get(LOCALE_COOKIE)).toBe(stored);
    expect(screen.getByTestId('country')).toHaveTextContent('DE:Germany:chosen:done');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Country: Germany' })).toBeInTheDocument();
  });

  it('a choice made while detection runs is not overwritten by the detection', async () => {
    let answer: (country: { code: string; name: string }) => void = () => {};
    const api = fakeApi(() => new Promise((resolve) => (answer = resolve)));
    const user = await renderCountry(api);

    await user.click(screen.getByRole('button', { name: 'Country: United States' }));
    await user.click(await screen.findByRole('button', { name: 'France' }));
    await act(async () => answer({ code: 'DE', name: 'Germany' }));

    expect(screen.getByTestId('country')).toHaveTextContent('FR:France:chosen:done');
  });

  it('offers a retry when the dictionary fails to load', async () => {
    jest.spyOn(logger, 'error').mockImplementation(() => {});
    const api = fakeApi(async () => ({ code: 'US', name: 'United States' }));
    api.fetchDictionary.mockRejectedValueOnce(new Error('500'));
    const user = await renderCountry(api);

    await user.click(screen.getByRole('button', { name: 'Country: United States' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your country' });
    expect(await within(dialog).findByText('Unable to load the country list.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'Germany' })).toBeInTheDocument();
    expect(api.fetchDictionary).toHaveBeenCalledTimes(2);
  });
});

it('useCountry outside the provider says so', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<CountryProbe />)).toThrow('useCountry must be used inside <CountryProvider>');
});
