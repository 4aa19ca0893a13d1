/*
 * docs/product.md#screens-and-routes user panel: the notice asking a new account to verify its e-mail address, with a resend
 * action, rendered in the whole app (panel layout, real auth state) against the fake GraphQL server.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logger } from '@/lib/logger';
import { graphqlError, type FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';

const NOTICE = { name: 'Verify your e-mail address' };
const unconfirmed = testUser([], { login: 'new@example.com', emailConfirmed: false });
const calls = (requests: FakeRequest[], name: string) => requests.filter((r) => r.operationName === name);

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

describe('e-mail verification notice in the panel', () => {
  it('is shown to an unconfirmed user on the dashboard, naming the address', async () => {
    renderApp('/panel', { user: unconfirmed });
    const notice = await screen.findByRole('region', NOTICE);
    expect(notice).toHaveTextContent('We sent a verification link to new@example.com.');
    expect(within(notice).getByRole('button', { name: 'Resend the e-mail' })).toBeEnabled();
  });

  it('is shown above other panel pages too (it sits in the panel layout)', async () => {
    renderApp('/panel/projects', { user: unconfirmed });
    expect(await screen.findByRole('region', NOTICE)).toHaveTextContent('new@example.com');
  });

  it('is not shown once the address is confirmed', async () => {
    renderApp('/panel', { user: testUser([], { emailConfirmed: true }) });
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', NOTICE)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend the e-mail' })).not.toBeInTheDocument();
  });

  it('is not shown while an admin is switched to the user', async () => {
    renderApp('/panel', {
      user: unconfirmed,
      impersonator: testUser(['ROLE_ADMIN'], { id: 1, login: 'admin@example.com', displayName: 'Admin' }),
    });
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', NOTICE)).not.toBeInTheDocument();
  });

  it('resends the e-mail, disabled while sending, and says it was sent', async () => {
    const { requests, fetch } = renderApp('/panel', {
      user: unconfirmed,
      handlers: { ResendVerification: () => ({ data: { resendVerification: true } }) },
    });
    // Hold the resend's answer until the test has seen the button disabled.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const mock = fetch as unknown as jest.Mock;
    const answer = mock.getMockImplementation()!;
    mock.mockImplementation(async (input: unknown, init?: { body?: unknown }) => {
      if (String(init?.body ?? '').includes('"operationName":"ResendVerification"')) await held;
      return answer(input, init);
    });

    const button = await screen.findByRole('button', { name: 'Resend the e-mail' });
    await userEvent.setup().click(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Sent — check your inbox.');
    expect(button).toBeEnabled();
    expect(calls(requests, 'ResendVerification')).toHaveLength(1);
  });

  it('shows the rate limit refusal with when to retry, and lets the user try again later', async () => {
    const { requests } = renderApp('/panel', {
      user: unconfirmed,
      handlers: { ResendVerification: () => graphqlError('Too many attempts, try again in 60 seconds.', 'TOO_MANY_REQUESTS') },
    });
    const notice = await screen.findByRole('region', NOTICE);
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Resend the e-mail' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent('Too many attempts, try again in 60 seconds.');
    expect(within(notice).queryByText('Sent — check your inbox.')).not.toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Resend the e-mail' })).toBeEnabled();
    expect(calls(requests, 'ResendVerification')).toHaveLength(1);
  });
});
