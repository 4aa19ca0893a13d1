/*
 * The session's GraphQL documents (lib/auth.tsx). they are only sent through Apollo Client, so they
 * load with it (lib/apollo-live.ts re-exports them), not with every public page.
 */
import { graphql } from '@/graphql/generated';

export const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
      id
      login
      displayName
      roles
      emailConfirmed
    }
    impersonator {
      id
      login
      displayName
    }
  }
`);

/** Every token of the user stops working on the server, so a copied token dies with the session. */
export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);
