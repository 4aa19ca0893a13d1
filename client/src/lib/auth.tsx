/*
 * Auth state of docs/product.md#states: not logged in, or logged in with a user and roles. Login stores the bearer token and
 * then loads the user from `me`; logout revokes the user's tokens on the server (best effort), clears the token and
 * the switch-user cookie and goes to /. The provider sits inside the router because ending a session navigates.
 *
 * Apollo Client is not part of a public page's first load. A visitor without a stored session needs
 * nothing from it; with a token, the provider loads it (lib/apollo-loader.ts) and watches `me` in the shared client's
 * cache, so a change there (a new display name, a verified address) reaches every screen as before.
 */
import type { ErrorLike } from '@apollo/client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CurrentUserQuery as CurrentUserQueryResult } from '@/graphql/generated/graphql';
import { loadApollo, loadedApollo, type ApolloLive } from './apollo-loader';
import { getToken, setToken, subscribeToken } from './auth-token';
import { enqueueSnackbar } from './notify';
import { paths } from './paths';
import { usePublicData } from './public-data';
import { endSession, onSessionExpired } from './session';
import { clearSwitchUser, getSwitchUser } from './switch-user';

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

/** What the watched CurrentUser query last said, for the token it was asked with. */
interface Watched {
  token: string;
  data: CurrentUserQueryResult | undefined;
  error: ErrorLike | undefined;
  loading: boolean;
  /** The error is the server's answer (not a network failure). */
  answered: boolean;
}

/** Runs `run` with the Apollo module: at once when it is loaded (the order of calls is kept), else once it is. */
function withApolloModule(run: (apollo: ApolloLive) => void): void {
  const apollo = loadedApollo();
  if (apollo) run(apollo);
  else void loadApollo().then(run);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const publicData = usePublicData();
  const navigate = useNavigate();
  const location = useLocation();
  const [loggingIn, setLoggingIn] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const token = useSyncExternalStore(subscribeToken, getToken, getToken);
  const [watched, setWatched] = useState<Watched | null>(null);

  // The signed-in user, from the shared client's cache (fetched when it is not there).
  useEffect(() => {
    if (!token) return;
    let subscription: { unsubscribe(): void } | null = null;
    let stopped = false;
    void loadApollo().then((apollo) => {
      if (stopped) return;
      subscription = apollo
        .sharedApolloClient()
        .watchQuery({ query: apollo.CurrentUserQuery })
        .subscribe((result) => {
          setWatched({
            token,
            data: result.dataState === 'complete' ? result.data : undefined,
            error: result.error,
            loading: result.loading,
            answered: Boolean(result.error) && apollo.isServerAnswer(result.error),
          });
        });
    });
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  }, [token]);
  const current = token && watched?.token === token ? watched : null;
  const data = current?.data;
  const error = current?.error;
  const loading = current ? current.loading : Boolean(token);

  // A switch to a user the admin may not become fails every request that names it: drop the cookie and load
  // the admin again (docs/product.md#states: removed on failure). Only an answer from the server says the switch was
  // refused; a network failure says nothing about it.
  const switchRefused = Boolean(current?.answered) && getSwitchUser() !== null;
  const [recoveringSwitch, setRecoveringSwitch] = useState(false);
  useEffect(() => {
    if (!switchRefused) return;
    clearSwitchUser();
    setRecoveringSwitch(true);
    enqueueSnackbar('Unable to switch to that user.', { variant: 'error' });
    publicData.clearSession();
    withApolloModule(
      (apollo) =>
        void apollo
          .sharedApolloClient()
          .resetStore()
          .finally(() => setRecoveringSwitch(false)),
    );
  }, [switchRefused, publicData]);

  // The logout target is / (docs/product.md#screens-and-routes). The home page may still have to load its chunk; until the router is
  // there, guards wait instead of redirecting the now anonymous visitor to /login.
  const leave = useCallback(async () => {
    setSigningOut(true);
    await navigate(paths.home.path, { replace: true });
  }, [navigate]);

  useEffect(
    () =>
      onSessionExpired(() => {
        void leave();
        void loadedApollo()?.sharedApolloClient().clearStore();
        publicData.clearSession();
        enqueueSnackbar('Your session has expired. Please log in again.', { variant: 'warning' });
      }),
    [publicData, leave],
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
        const apollo = await loadApollo();
        const client = apollo.sharedApolloClient();
        await client.clearStore();
        publicData.clearSession();
        setToken(newToken);
        const result = await client.query({ query: apollo.CurrentUserQuery, fetchPolicy: 'network-only' });
        if (!result.data) throw result.error ?? new Error('Unable to load your account.');
        return result.data.me;
      } catch (error) {
        setLoggingIn(false);
        throw error;
      }
    },
    [publicData],
  );

  const logout = useCallback(() => {
    // Best effort: the session ends here whether or not the server hears of it (offline, already revoked).
    const token = getToken();
    if (token) {
      withApolloModule((apollo) => {
        void apollo
          .sharedApolloClient()
          .mutate({ mutation: apollo.LogoutMutation, fetchPolicy: 'no-cache', context: { headers: { Authorization: `Bearer ${token}` } } })
          .catch(() => undefined);
      });
    }
    void leave();
    endSession();
    void loadedApollo()?.sharedApolloClient().clearStore();
    publicData.clearSession();
  }, [publicData, leave]);

  const value = useMemo<AuthContextValue>(() => {
    const user = token && data ? data.me : null;
    const pending = loading || switchRefused || recoveringSwitch || (!data && !error);
    const status: AuthStatus = user ? 'authenticated' : token && pending ? 'loading' : 'anonymous';
    return { status, user, impersonator: user ? (data?.impersonator ?? null) : null, loggingIn, signingOut, login, logout };
  }, [token, data, error, loading, switchRefused, recoveringSwitch, loggingIn, signingOut, login, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
