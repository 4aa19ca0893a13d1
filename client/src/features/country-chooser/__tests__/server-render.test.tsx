import { renderToString } from 'react-dom/server';
import Cookies from 'js-cookie';
import { CountryChooserButton } from '../CountryChooserButton';
import { LOCALE_COOKIE } from '../country-cookie';
import { CountryProvider } from '../CountryProvider';

it('renders the default country ahead of time, so hydration matches, and detects nothing there', () => {
  Cookies.set(LOCALE_COOKIE, JSON.stringify({ code: 'FR', name: 'France' }));
  const api = { fetchCurrent: jest.fn(), fetchDictionary: jest.fn() };
  const html = renderToString(
    <CountryProvider api={api}>
      <CountryChooserButton />
    </CountryProvider>,
  );
  expect(html).toContain('Country: United States');
  expect(api.fetchCurrent).not.toHaveBeenCalled();
});
