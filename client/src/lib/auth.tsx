/*
 * Auth state of SPEC.md §4: not logged in, or logged in with a user and roles. Login stores the bearer token and
 * then loads the user from `me`; logout revokes the user's tokens on the server (best effort), clears the token and
 * the switch-user cookie and goes to /. The provider sits inside the router because ending a session navigates.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { graphql } from '@/graphql/generated';
import type { CurrentUserQuery as CurrentUserQueryResult } from '@/graphql/generated/graphql';
import { getToken, setToken, subscribeToken } from './auth-token';
import { enqueueSnackbar } from './notify';
import { paths } from './paths';
import { endSession, onSessionExpired } from './session';
import { clearSwitchUser, getSwitchUser } from './switch-user';

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

/** Every token of the user stops working on the server (issue 8), so a copied token dies with the session. */
export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export type CurrentUser = CurrentUserQueryResult['me'];
export type Impersonator = NonNullable<CurrentUserQueryResult['impersonator']>;
export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

export interface AuthContextValue {
  status: AuthStatus;
  user: CurrentUser | null;
  /** The admin behind a switch-user session. */
  impersonator: Impersonator | null;
  /** True from a successful login until the next navigation: the login page, not the guard, decides where to go. */
  loggingIn: boolean;
  /** True while a logout or an expiry is on its way to /: guards must not send the visitor to /login meanwhile. */
  signingOut: boolean;
  /** Stores the token, loads the user and resolves with it. */
  login: (token: string) => Promise<CurrentUser>;
  logout: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [loggingIn, setLoggingIn] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const token = useSyncExternalStore(subscribeToken, getToken, getToken);
  const { data, error, loading } = useQuery(CurrentUserQuery, { skip: !token });

  // A switch to a user the admin may not become fails every request that names it: drop the cookie and load
  // the admin again (SPEC.md §4: removed on failure). Only an answer from the server says the switch was
  // refused; a network failure says nothing about it.
  const switchRefused = Boolean(error) && (CombinedGraphQLErrors.is(error) || ServerError.is(error)) && getSwitchUser() !== null;
  const [recoveringSwitch, setRecoveringSwitch] = useState(false);
  useEffect(() => {
    if (!switchRefused) return;
    clearSwitchUser();
    setRecoveringSwitch(true);
    enqueueSnackbar('Unable to switch to that user.', { variant: 'error' });
    void client.resetStore().finally(() => setRecoveringSwitch(false));
  }, [switchRefused, client]);

  // The logout target is / (SPEC.md §2). The home page may still have to load its chunk; until the router is
  // there, guards wait instead of redirecting the now anonymous visitor to /login.
  const leave = useCallback(async () => {
    setSigningOut(true);
    await navigate(paths.home.path, { replace: true });
  }, [navigate]);

  useEffect(
    () =>
      onSessionExpired(() => {
        void leave();
        void client.clearStore();
        enqueueSnackbar('Your session has expired. Please log in again.', { variant: 'warning' });
      }),
    [client, leave],
  );

  // Both flags last until the router has committed the next location (its updates run as transitions, so the
  // promise of navigate() settles before the new page renders).
  useEffect(() => {
    setLoggingIn(false);
    setSigningOut(false);
  }, [location.key]);

  const login = useCallback(
    async (newToken: string) => {
      setLoggingIn(true);
      try {
        await client.clearStore();
        setToken(newToken);
        const result = await client.query({ query: CurrentUserQuery, fetchPolicy: 'network-only' });
        if (!result.data) throw result.error ?? new Error('Unable to load your account.');
        return result.data.me;
      } catch (error) {
        setLoggingIn(false);
        throw error;
      }
    },
    [client],
  );

  const logout = useCallback(() => {
    // Best effort: the session ends here whether or not the server hears of it (offline, already revoked).
    const token = getToken();
    if (token) {
      void client
        .mutate({ mutation: LogoutMutation, fetchPolicy: 'no-cache', context: { headers: { Authorization: `Bearer ${token}` } } })
        .catch(() => undefined);
    }
    void leave();
    endSession();
    void client.clearStore();
  }, [client, leave]);

  const value = useMemo<AuthContextValue>(() => {
    const user = token && data ? data.me : null;
    const pending = loading || switchRefused || recoveringSwitch || (!data && !error);
    const status: AuthStatus = user ? 'authenticated' : token && pending ? 'loading' : 'anonymous';
    return { status, user, impersonator: user ? (data?.impersonator ?? null) : null, loggingIn, signingOut, login, logout };
  }, [token, data, error, loading, switchRefused, recoveringSwitch, loggingIn, signingOut, login, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
