/*
 * POST /api/sessions runs once per browser session. A session cookie remembers which session id was sent; it
 * is written before the request so a second mount (StrictMode, a remounted layout) does not send it again,
 * and removed when the request fails so the next page load retries.
 */
import Cookies from 'js-cookie';
import { logger } from '@/lib/logger';
import { fetchVisitorApi, type VisitorApi } from './visitor-api';
import { cookieAttributes, type VisitorIdentity } from './visitor-identity';

export const SESSION_REGISTERED_COOKIE = 'session_registered';

export async function registerSession(identity: VisitorIdentity, api: VisitorApi = fetchVisitorApi): Promise<void> {
  if (Cookies.get(SESSION_REGISTERED_COOKIE) === identity.sessionUuid) {
    return;
  }
  Cookies.set(SESSION_REGISTERED_COOKIE, identity.sessionUuid, cookieAttributes());
  try {
    await api.createSession({
      visitorUuid: identity.visitorUuid,
      sessionUuid: identity.sessionUuid,
      ...identity.utm,
    });
  } catch (error) {
    Cookies.remove(SESSION_REGISTERED_COOKIE, { path: '/' });
    logger.error('Unable to register the visitor session', error);
  }
}
