/*
 * Apollo Client for the parts that use it: the panel and admin areas, the public forms (their own late chunks) and
 * the token pages. nothing above the public pages provides it, so it is not part of their first
 * load. The client is the shared browser one (lib/apollo.ts), created on first use; a client provided above (the
 * server renderer's per request, a test's) is used instead. The provider is always drawn, so the tree is the same
 * on the server and in the browser (hydration).
 */
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { sharedApolloClient } from './apollo';

export function ApolloArea({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  return <ApolloProvider client={outer ?? sharedApolloClient()}>{children}</ApolloProvider>;
}

/** The component inside ApolloArea (for a late chunk's or area's component). */
export function withApollo<P extends object>(Component: (props: P) => ReactNode): (props: P) => ReactNode {
  return function WithApollo(props: P) {
    return (
      <ApolloArea>
        <Component {...props} />
      </ApolloArea>
    );
  };
}
