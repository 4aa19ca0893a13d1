/*
 * Sends a public query to /graphql for lib/public-data.tsx, with the session headers it took when the query was
 * asked (those the Apollo link sends: token and switch-user target, except for the sessionless CurrentGate). A chunk of its own, with the query
 * printer: the store loads it with its first request, and a server-rendered page carries its answers.
 */
import { documentText } from './graphql-text';
import { logger } from './logger';
import { entryOf, PublicQueryError, type Entry, type GraphQLErrorShape } from './public-data-entry';
import { endRefusedSession } from './session-headers';

export interface SendOptions {
  fetch: typeof fetch;
  uri: string;
  /** Whether the session's headers go with the request (not on the server). */
  session: boolean;
}

export interface PublicQuery {
  name: string;
  document: object;
  variables: object | undefined;
  /** The session's headers at the moment the query was asked (none for the sessionless ones). */
  auth: Record<string, string>;
}

export async function sendPublicQuery(options: SendOptions, { name, document, variables, auth }: PublicQuery): Promise<Entry> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json,application/json;q=0.9',
    ...auth,
  };
  let response: Response;
  try {
    response = await options.fetch(options.uri, {
      method: 'POST',
      headers,
      body: JSON.stringify({ operationName: name, variables: variables ?? {}, query: documentText(document) }),
    });
  } catch (error) {
    logger.error(`[Connection] ${name}: no response from the server:`, error instanceof Error ? error.message : error);
    return { error: new PublicQueryError([], null), at: Date.now() };
  }
  const text = await response.text();
  if (options.session && !response.ok) endRefusedSession(response.status, text);
  const body = parseJson(text);
  if (Array.isArray(body?.errors) && body.errors.length > 0) {
    const errors = body.errors as GraphQLErrorShape[];
    logger.error(`[GraphQL] ${name} failed:`, errors.map((e) => e.message).join(' '));
    return { ...entryOf({ errors }, Date.now()), error: new PublicQueryError(errors, response.status) };
  }
  if (response.ok && body && body.data != null) return { data: body.data, at: Date.now() };
  logger.error(`[GraphQL] ${name} failed:`, `status ${response.status}`);
  return { error: new PublicQueryError([], response.status, `Response not successful: status ${response.status}`), at: Date.now() };
}

function parseJson(text: string): { data?: unknown; errors?: unknown } | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as { data?: unknown; errors?: unknown }) : null;
  } catch {
    return null;
  }
}
