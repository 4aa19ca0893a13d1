/*
 * The free demo sign-up (docs/product.md#what-it-is and docs/api.md#calls) on the home page and /external-demo-register: the URL check
 * first, then
 * the registration with the visitor's data, the token stored like a login's, and the panel with a reminder.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { LOCALE_COOKIE } from '@/features/country-chooser/country-cookie';
import { SESSION_COOKIE, VISITOR_COOKIE } from '@/features/visitor/visitor-identity';
import { getToken } from '@/lib/auth-token';
import { logger } from '@/lib/logger';
import { graphqlError, type FakeHandler, type FakeReply, type FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testUser, userReply } from '@/testing/render-app';

const VISITOR = '0b6e2c1a-3f4d-4e5a-9b8c-7d6e5f4a3b2c';
const SESSION = '9f8e7d6c-5b4a-4321-8fed-cba987654321';

function violation(propertyPath: string, message: string, code = 'BAD_USER_INPUT'): FakeReply {
  return { body: { errors: [{ message: `${propertyPath}: ${message}`, extensions: { code, violations: [{ propertyPath, message }] } }] } };
}

const checked = (url: string) => ({
  data: { checkDemoUrl: { __typename: 'DemoUrlCheck', url, finalUrl: url, reachable: true, status: 200, title: 'Example' } },
});

function demoServer(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  let token: string | null = null;
  return {
    CheckDemoUrl: ({ variables }) => checked(`http://${String((variables.input as { url: string }).url)}/`),
    DemoRegister: () => {
      token = 'demo-token';
      return { data: { demoRegister: { __typename: 'AuthToken', token } } };
    },
    CurrentUser: ({ headers }) =>
      token && headers.authorization === `Bearer ${token}`
        ? userReply(testUser([], { login: 'new@example.com', displayName: 'new', emailConfirmed: false }))
        : graphqlError('JWT Token not found', 'UNAUTHENTICATED', 401),
    ...overrides,
  };
}

const calls = (requests: FakeRequest[], name: string) => requests.filter((r) => r.operationName === name);

async function fillDemo(url: string, email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Your website URL'), url);
  await user.type(screen.getByLabelText('Your e-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Get free traffic' }));
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
  Cookies.set(VISITOR_COOKIE, VISITOR, { path: '/' });
  Cookies.set(SESSION_COOKIE, SESSION, { path: '/' });
});

describe('demo sign-up', () => {
  it('checks the URL, registers with the visitor data, signs in and lands in the panel with a reminder', async () => {
    Cookies.set(LOCALE_COOKIE, JSON.stringify({ code: 'DE', name: 'Germany' }), { path: '/' });
    // The visitor's landing URL (the router's location, which is the browser's on a real first visit).
    const landing = '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring';
    const { router, requests } = renderApp(landing, { handlers: demoServer() });
    await fillDemo('example.com', ' new@example.com ');

    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel');
    expect(getToken()).toBe('demo-token');
    expect(await screen.findByText('Check your inbox to activate your account')).toBeInTheDocument();

    const names = requests.map((r) => r.operationName).filter((n) => n === 'CheckDemoUrl' || n === 'DemoRegister');
    expect(names).toEqual(['CheckDemoUrl', 'DemoRegister']);
    expect(calls(requests, 'CheckDemoUrl')[0].variables).toEqual({ input: { url: 'example.com' } });
    expect(calls(requests, 'DemoRegister')[0].variables).toEqual({
      input: {
        url: 'http://example.com/',
        email: 'new@example.com',
        country: 'DE',
        visitorUuid: VISITOR,
        sessionUuid: SESSION,
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'spring',
      },
    });
  });

  it('says it is checking the website while the check runs', async () => {
    const { fetch } = renderApp('/', { handlers: demoServer() });
    const fake = fetch as unknown as jest.Mock;
    const answer = fake.getMockImplementation()!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    fake.mockImplementation(async (input: unknown, init?: { body?: unknown }) => {
      if (String(init?.body).includes('"operationName":"CheckDemoUrl"')) await held;
      return answer(input, init);
    });
    await fillDemo('example.com', 'new@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your website…');
    release();
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
  });

  it('when the URL check fails, shows the server message on the URL and registers nothing', async () => {
    const { router, requests } = renderApp('/', {
      handlers: demoServer({ CheckDemoUrl: () => violation('url', 'This address is not reachable.') }),
    });
    await fillDemo('unreachable.example', 'new@example.com');
    await waitFor(() => expect(screen.getByLabelText('Your website URL')).toHaveAccessibleDescription('This address is not reachable.'));
    expect(calls(requests, 'DemoRegister')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/');
    expect(getToken()).toBeNull();
    expect(screen.queryByText('Checking your website…')).not.toBeInTheDocument();
  });

  it('an e-mail that is already registered is shown under the e-mail, with a way to log in', async () => {
    const { router } = renderApp('/', {
      handlers: demoServer({ DemoRegister: () => violation('email', 'This e-mail is already registered.', 'CONFLICT') }),
    });
    await fillDemo('example.com', 'user@example.com');
    await waitFor(() =>
      expect(screen.getByLabelText('Your e-mail')).toHaveAccessibleDescription('This e-mail is already registered. Log in'),
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/');
    expect(getToken()).toBeNull();
  });

  it('other refusals of the registration show in an alert', async () => {
    renderApp('/', {
      handlers: demoServer({ DemoRegister: () => graphqlError('The free demo is not available at the moment.', 'NOT_IMPLEMENTED') }),
    });
    await fillDemo('example.com', 'new@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('The free demo is not available at the moment.');
  });

  it('leaves the country to the server while it is not known', async () => {
    const { requests } = renderApp('/', { handlers: demoServer() });
    await fillDemo('example.com', 'new@example.com');
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(calls(requests, 'DemoRegister')[0].variables.input).toMatchObject({ country: null, visitorUuid: VISITOR, sessionUuid: SESSION });
  });

  it.each(['not a url', 'example', 'ftp://example.com'])(
    'refuses "%s" under the URL on the first submit, without calling the server',
    async (url) => {
      const { requests } = renderApp('/', { handlers: demoServer() });
      await fillDemo(url, 'new@example.com');
      await waitFor(() =>
        expect(screen.getByLabelText('Your website URL')).toHaveAccessibleDescription(
          'Enter a valid website address, such as example.com.',
        ),
      );
      expect(screen.getByLabelText('Your website URL')).toHaveAttribute('aria-invalid', 'true');
      expect(calls(requests, 'CheckDemoUrl')).toHaveLength(0);
      expect(calls(requests, 'DemoRegister')).toHaveLength(0);
    },
  );

  it('checks the form before calling the server', async () => {
    const { requests } = renderApp('/', { handlers: demoServer() });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Get free traffic' }));
    expect(await screen.findByText('Enter the address of your website.')).toBeInTheDocument();
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(calls(requests, 'CheckDemoUrl')).toHaveLength(0);
  });

  it('/external-demo-register takes the address and e-mail from its link and signs up the same way', async () => {
    const { router, requests } = renderApp(
      `/external-demo-register?url=${encodeURIComponent('shop.example')}&email=${encodeURIComponent('owner@shop.example')}`,
      {
        handlers: demoServer(),
      },
    );
    expect(await screen.findByLabelText('Your website URL')).toHaveValue('shop.example');
    expect(screen.getByLabelText('Your e-mail')).toHaveValue('owner@shop.example');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get free traffic' }));
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel');
    expect(calls(requests, 'DemoRegister')[0].variables.input).toMatchObject({ url: 'http://shop.example/', email: 'owner@shop.example' });
  });
});
