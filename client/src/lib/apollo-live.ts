/*
 * What the session code in the first load (lib/auth.tsx) needs from Apollo Client, imported only dynamically
 * (lib/apollo-loader.ts), so Apollo, rxjs and graphql load with the first stored session, form or dashboard, not
 * with a public page.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

export { sharedApolloClient } from './apollo';
export { CurrentUserQuery, LogoutMutation } from './auth-documents';

/** True when the server answered (GraphQL errors or an HTTP error), false for a network failure. */
export function isServerAnswer(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) || ServerError.is(error);
}
