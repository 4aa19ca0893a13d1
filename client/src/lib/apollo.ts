/*
 * The one Apollo Client: bearer token and switch-user header on every request, requests counted for the
 * loading bar, failures logged, and an expired token (401 "Expired JWT Token", docs/api.md#error-catalogue) ends the session.
 */
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { defer, finalize } from 'rxjs';
import { logger } from './logger';
import { startRequest } from './request-tracker';
import { endSession, expireSession } from './session';
import { authHeaders, EXPIRED_TOKEN_MESSAGE, INVALID_TOKEN_MESSAGE, SESSIONLESS_OPERATIONS } from './session-headers';

export { authHeaders, EXPIRED_TOKEN_MESSAGE, INVALID_TOKEN_MESSAGE } from './session-headers';

/**
 * Operations that carry their own headers: logout sends the token it revokes while the session is already being
 * cleared, and without the switch-user target (the token, hence the session, is the admin's).
 */
const OWN_HEADER_OPERATIONS = new Set(['Logout']);

/** True for the server's answer to an expired bearer token, whichever way the HTTP layer delivered it. */
export function isExpiredTokenError(error: unknown, status?: number): boolean {
  return isAuthFailure(error, EXPIRED_TOKEN_MESSAGE, status);
}

export function isInvalidTokenError(error: unknown, status?: number): boolean {
  return isAuthFailure(error, INVALID_TOKEN_MESSAGE, status);
}

function isAuthFailure(error: unknown, message: string, status?: number): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    if (status !== undefined && status !== 401) return false;
    return error.errors.some((e) => e.message === message);
  }
  if (ServerError.is(error)) {
    return error.statusCode === 401 && error.bodyText.includes(message);
  }
  return false;
}

const authLink = new ApolloLink((operation, forward) => {
  const name = operation.operationName ?? '';
  if (SESSIONLESS_OPERATIONS.has(name) || OWN_HEADER_OPERATIONS.has(name)) return forward(operation);
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, ...authHeaders() } }));
  return forward(operation);
});

const trackingLink = new ApolloLink((operation, forward) =>
  defer(() => {
    const end = startRequest();
    return forward(operation).pipe(finalize(end));
  }),
);

const errorLink = new ErrorLink(({ error, operation }) => {
  const response = operation.getContext().response as Response | undefined;
  if (isExpiredTokenError(error, response?.status)) {
    expireSession();
    return;
  }
  if (isInvalidTokenError(error, response?.status)) {
    // An unusable token would fail every request, the login included: drop it quietly.
    endSession();
    return;
  }
  const name = operation.operationName ?? 'anonymous operation';
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error)) {
    logger.error(`[GraphQL] ${name} failed:`, error.message);
  } else {
    logger.error(`[Connection] ${name}: no response from the server:`, error.message);
  }
});

export interface CreateApolloClientOptions {
  uri?: string;
  /** For tests: a fake network. */
  fetch?: typeof fetch;
}

export function createApolloClient(options: CreateApolloClientOptions = {}): ApolloClient {
  const httpLink = new HttpLink({
    uri: options.uri ?? '/graphql',
    // Looked up per request so a test or polyfill installed later is used.
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
  });
  return new ApolloClient({
    link: ApolloLink.from([trackingLink, errorLink, authLink, httpLink]),
    cache: new InMemoryCache(),
  });
}

let shared: ApolloClient | null = null;

/**
 * The browser's one Apollo client, created on first use (a stored session, a form's mutation, the
 * panel or the admin), never by a public page's first load: those read lib/public-data.tsx.
 */
export function sharedApolloClient(): ApolloClient {
  return (shared ??= createApolloClient());
}

/** For tests: the client every part of the app uses from now on (render-app.tsx gives it a fake network). */
export function setSharedApolloClient(client: ApolloClient | null): void {
  shared = client;
}
