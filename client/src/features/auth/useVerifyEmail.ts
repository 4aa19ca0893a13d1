import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '@/graphql/generated';
import { useAuth } from '@/lib/auth';
import { CurrentUserQuery } from '@/lib/auth-documents';
import { serverMessage } from '@/lib/form-errors';

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      message
      login
      token
    }
  }
`);

export type VerifyEmailState = { status: 'pending' } | { status: 'verified'; message: string } | { status: 'failed'; message: string };

interface Outcome {
  token: string;
  state: VerifyEmailState;
}

/**
 * Confirms the address as soon as the link is opened. A token is sent once per page even when React runs the
 * effect twice (StrictMode) or re-renders: the second call would consume nothing and report a used link.
 */
export function useVerifyEmail(token: string): VerifyEmailState {
  const client = useApolloClient();
  const { status, login: signIn } = useAuth();
  const [mutate] = useMutation(VerifyEmailMutation);
  const sent = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate({ variables: { token } }).then(
      async ({ data }) => {
        if (!data) throw new Error('No answer');
        const { message, login, token: session } = data.verifyEmail;
        // The link signs in and so finishes a sign-up; a visitor signed in already keeps their session.
        if (session && status === 'anonymous') await signIn(session).catch(() => undefined);
        // The signed-in account may be the one just confirmed: its banner and checks read `me`.
        client.cache.updateQuery({ query: CurrentUserQuery }, (current) =>
          current && current.me.login === login ? { ...current, me: { ...current.me, emailConfirmed: true } } : current,
        );
        setOutcome({ token, state: { status: 'verified', message } });
      },
      (error: unknown) => {
        setOutcome({
          token,
          state: { status: 'failed', message: serverMessage(error, 'Unable to confirm your e-mail address. Please try again.') },
        });
      },
    );
  }, [token, mutate, client, status, signIn]);

  return outcome?.token === token ? outcome.state : { status: 'pending' };
}
