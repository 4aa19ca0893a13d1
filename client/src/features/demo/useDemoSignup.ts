/*
 * The demo sign-up of docs/product.md#what-it-is and docs/api.md#calls in two steps: the server first fetches the website (checkDemoUrl: is
 * it
 * there, is it a public http(s) address), then creates the account, its demo project and credits
 * (demoRegister) and answers with a bearer token. The token is stored like a login's, and the new user lands
 * in the panel with a reminder to activate the account from the welcome e-mail.
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '@/graphql/generated';
import { useAuth } from '@/lib/auth';
import { enqueueSnackbar } from '@/lib/notify';
import { paths } from '@/lib/paths';

export const CheckDemoUrlMutation = graphql(`
  mutation CheckDemoUrl($input: DemoUrlInput!) {
    checkDemoUrl(input: $input) {
      url
      finalUrl
      reachable
      status
      title
    }
  }
`);

export const DemoRegisterMutation = graphql(`
  mutation DemoRegister($input: DemoRegisterInput!) {
    demoRegister(input: $input) {
      token
    }
  }
`);

export const ACTIVATE_REMINDER = 'Check your inbox to activate your account';

/** Who is signing up and where they came from (docs/product.md#records "Session data"), sent with the registration. */
export interface DemoAttribution {
  /** ISO 3166-1 alpha-2; null lets the server detect it from the request. */
  country: string | null;
  visitorUuid: string | null;
  sessionUuid: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

export interface DemoSignupValues {
  url: string;
  email: string;
}

export type DemoSignupStep = 'idle' | 'checking' | 'registering';

/** Which request failed: the form puts the URL check's violations on the URL, the rest where they belong. */
export class DemoSignupError extends Error {
  constructor(
    readonly step: 'checking' | 'registering' | 'signingIn',
    readonly cause: unknown,
  ) {
    super(`Demo sign-up failed while ${step}`);
  }
}

export function useDemoSignup(attribution: DemoAttribution) {
  const navigate = useNavigate();
  const { login } = useAuth();
  const [checkUrl] = useMutation(CheckDemoUrlMutation);
  const [registerDemo] = useMutation(DemoRegisterMutation);
  const [step, setStep] = useState<DemoSignupStep>('idle');

  /** POST /api/demo/check-url: the address as the server understood it (scheme added, normalized). */
  const checkedUrl = async (url: string): Promise<string> => {
    const checked = await checkUrl({ variables: { input: { url } } });
    if (!checked.data) throw new Error('No answer');
    return checked.data.checkDemoUrl.url;
  };

  const signUp = async ({ url, email }: DemoSignupValues): Promise<void> => {
    let current: DemoSignupError['step'] = 'checking';
    try {
      setStep('checking');
      const website = await checkedUrl(url);
      current = 'registering';
      setStep('registering');
      const registered = await registerDemo({ variables: { input: { url: website, email, ...attribution } } });
      if (!registered.data) throw new Error('No answer');
      current = 'signingIn';
      await login(registered.data.demoRegister.token);
    } catch (error) {
      setStep('idle');
      throw new DemoSignupError(current, error);
    }
    enqueueSnackbar(ACTIVATE_REMINDER, { variant: 'info' });
    await navigate(paths.panel.root.path);
  };

  /** The URL check alone, for a sign-up that goes on through Google or Facebook. */
  const checkWebsite = async (url: string): Promise<string> => {
    setStep('checking');
    try {
      return await checkedUrl(url);
    } catch (error) {
      throw new DemoSignupError('checking', error);
    } finally {
      setStep('idle');
    }
  };

  return { signUp, checkWebsite, step };
}
