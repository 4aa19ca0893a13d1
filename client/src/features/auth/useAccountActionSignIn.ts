import { useCallback } from 'react';
import { useAuth, type CurrentUser } from '@/lib/auth';

/** What an e-mail link action answers (AccountActionResult): a message, the account, maybe a bearer token. */
export interface AccountActionResult {
  message: string;
  login: string;
  token?: string | null;
}

export interface AccountActionDone {
  message: string;
  /** The signed-in user when the action came with a token, else null. */
  user: CurrentUser | null;
}

/** Signs in with the token a reset or an activation hands back, the way a login does (lib/auth). */
export function useAccountActionSignIn() {
  const { login } = useAuth();
  return useCallback(
    async (result: AccountActionResult): Promise<AccountActionDone> => ({
      message: result.message,
      user: result.token ? await login(result.token) : null,
    }),
    [login],
  );
}
