/*
 * The calls that are not GraphQL (file downloads and CSV exports, the PayPal confirmation) carry the same headers as the
 * Apollo link (bearer token, switch-user) and treat the token's refusal the same way (docs/api.md#error-catalogue: 401 "Expired JWT
 * Token" ends the session; an unusable token is dropped).
 */
import { logger } from '@/lib/logger';
import { authHeaders, endRefusedSession } from '@/lib/session-headers';

export class ConnectionError extends Error {
  constructor() {
    super('The server cannot be reached. Check your connection.');
    this.name = 'ConnectionError';
  }
}

export async function authorizedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { ...authHeaders(), ...(init.headers as Record<string, string> | undefined) } });
  } catch (error) {
    logger.error(`[Connection] ${init.method ?? 'GET'} ${url}: no response from the server:`, error);
    throw new ConnectionError();
  }
  if (!response.ok) {
    logger.error(`[REST] ${init.method ?? 'GET'} ${url} failed with status ${response.status}`);
    if (response.status === 401) {
      const text = await response
        .clone()
        .text()
        .catch(() => '');
      endRefusedSession(response.status, text);
    }
  }
  return response;
}
