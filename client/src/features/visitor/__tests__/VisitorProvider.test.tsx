import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { logger } from '@/lib/logger';
import type { VisitorApi } from '../visitor-api';
import { SESSION_COOKIE, UTM_COOKIE, UTM_COOKIE_DAYS, VISITOR_COOKIE, VISITOR_COOKIE_DAYS } from '../visitor-identity';
import { VisitorProvider } from '../VisitorProvider';
import { SESSION_REGISTERED_COOKIE } from '../visitor-session';
import { useVisitor } from '../useVisitor';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function clearCookies() {
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
}

function VisitorProbe() {
  const visitor = useVisitor();
  return <pre data-testid="visitor">{JSON.stringify(visitor)}</pre>;
}

function readProbe(): { visitorUuid: string; sessionUuid: string; utm: Record<string, string | null> } {
  return JSON.parse(screen.getByTestId('visitor').textContent ?? '{}');
}

function fakeApi(): VisitorApi & { createSession: jest.Mock } {
  return { createSession: jest.fn().mockResolvedValue(undefined) };
}

/** Lets the session registration (a chunk of its own, loaded by the provider's effect) run and settle. */
const registrationSettled = () => act(() => import('../visitor-session').then(() => new Promise((resolve) => setTimeout(resolve, 0))));

async function renderVisitor(api: VisitorApi, search = '') {
  const view = render(
    <VisitorProvider api={api} search={search}>
      <VisitorProbe />
    </VisitorProvider>,
  );
  await registrationSettled();
  return view;
}

beforeEach(clearCookies);

describe('visitor identity', () => {
  it('creates a visitor id for 3650 days and a session id without expiry', async () => {
    const set = jest.spyOn(Cookies, 'set');
    await renderVisitor(fakeApi());

    const { visitorUuid, sessionUuid } = readProbe();
    expect(visitorUuid).toMatch(UUID);
    expect(sessionUuid).toMatch(UUID);
    expect(visitorUuid).not.toBe(sessionUuid);
    expect(Cookies.get(VISITOR_COOKIE)).toBe(visitorUuid);
    expect(Cookies.get(SESSION_COOKIE)).toBe(sessionUuid);
    expect(set).toHaveBeenCalledWith(VISITOR_COOKIE, visitorUuid, expect.objectContaining({ expires: VISITOR_COOKIE_DAYS }));
    expect(VISITOR_COOKIE_DAYS).toBe(3650);
    const sessionCall = set.mock.calls.find(([name]) => name === SESSION_COOKIE);
    expect(sessionCall?.[2]).toBeDefined();
    expect(sessionCall?.[2]).not.toHaveProperty('expires');
  });

  it('reuses the ids on the next mount instead of creating new ones', async () => {
    const first = await renderVisitor(fakeApi());
    const created = readProbe();
    first.unmount();

    const randomUUID = jest.spyOn(crypto, 'randomUUID');
    await renderVisitor(fakeApi());

    expect(readProbe().visitorUuid).toBe(created.visitorUuid);
    expect(readProbe().sessionUuid).toBe(created.sessionUuid);
    expect(randomUUID).not.toHaveBeenCalled();
  });

  it('keeps the visitor id but starts a new session id when the session cookie is gone', async () => {
    const first = await renderVisitor(fakeApi());
    const created = readProbe();
    first.unmount();
    Cookies.remove(SESSION_COOKIE, { path: '/' });

    await renderVisitor(fakeApi());

    expect(readProbe().visitorUuid).toBe(created.visitorUuid);
    expect(readProbe().sessionUuid).not.toBe(created.sessionUuid);
  });

  it('stores the utm data of the landing URL for 30 days and reads it back later', async () => {
    const set = jest.spyOn(Cookies, 'set');
    const first = await renderVisitor(fakeApi(), '?utm_source=google&utm_medium=cpc&utm_campaign=spring&x=1');

    const utm = { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring' };
    expect(readProbe().utm).toEqual(utm);
    expect(UTM_COOKIE_DAYS).toBe(30);
    expect(set).toHaveBeenCalledWith(UTM_COOKIE, JSON.stringify(utm), expect.objectContaining({ expires: 30 }));
    first.unmount();

    await renderVisitor(fakeApi(), '?page=2');
    expect(readProbe().utm).toEqual(utm);
  });

  it('replaces all stored utm fields when a new campaign URL arrives', async () => {
    const first = await renderVisitor(fakeApi(), '?utm_source=google&utm_medium=cpc&utm_campaign=spring');
    first.unmount();

    await renderVisitor(fakeApi(), '?utm_source=newsletter');

    expect(readProbe().utm).toEqual({ utmSource: 'newsletter', utmMedium: null, utmCampaign: null });
  });

  it('has empty utm data without campaign parameters', async () => {
    await renderVisitor(fakeApi(), '?ref=home');
    expect(readProbe().utm).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null });
    expect(Cookies.get(UTM_COOKIE)).toBeUndefined();
  });
});

describe('session registration', () => {
  it('posts the session once with the ids and utm data', async () => {
    const api = fakeApi();
    await renderVisitor(api, '?utm_source=google&utm_medium=cpc&utm_campaign=spring');
    const { visitorUuid, sessionUuid } = readProbe();

    expect(api.createSession).toHaveBeenCalledTimes(1);
    expect(api.createSession).toHaveBeenCalledWith({
      visitorUuid,
      sessionUuid,
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
    });
  });

  it('does not post again for the same session, on a later page load or a second mount', async () => {
    const api = fakeApi();
    const first = await renderVisitor(api);
    first.unmount();
    await renderVisitor(api);

    expect(api.createSession).toHaveBeenCalledTimes(1);
  });

  it('posts once under StrictMode, whose effects run twice', async () => {
    const api = fakeApi();
    render(
      <StrictMode>
        <VisitorProvider api={api} search="">
          <VisitorProbe />
        </VisitorProvider>
      </StrictMode>,
    );
    await registrationSettled();

    expect(api.createSession).toHaveBeenCalledTimes(1);
  });

  it('posts again for a new session', async () => {
    const api = fakeApi();
    const first = await renderVisitor(api);
    first.unmount();
    Cookies.remove(SESSION_COOKIE, { path: '/' });
    await renderVisitor(api);

    expect(api.createSession).toHaveBeenCalledTimes(2);
    const [[firstCall], [secondCall]] = api.createSession.mock.calls;
    expect(secondCall.sessionUuid).not.toBe(firstCall.sessionUuid);
    expect(secondCall.visitorUuid).toBe(firstCall.visitorUuid);
  });

  it('logs a failed post and retries it on the next page load', async () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    const api = fakeApi();
    api.createSession.mockRejectedValueOnce(new Error('offline'));

    const first = await renderVisitor(api);
    expect(error).toHaveBeenCalled();
    expect(Cookies.get(SESSION_REGISTERED_COOKIE)).toBeUndefined();
    first.unmount();
    await renderVisitor(api);

    expect(api.createSession).toHaveBeenCalledTimes(2);
  });
});

it('useVisitor outside the provider says so', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<VisitorProbe />)).toThrow('useVisitor must be used inside <VisitorProvider>');
});
