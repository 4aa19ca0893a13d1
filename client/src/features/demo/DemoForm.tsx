/* The free demo form (home page and /external-demo-register): website and e-mail, checked, then signed up. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SocialButtons, useSocialProviders } from '@/features/auth/SocialLoginLinks';
import type { SocialIntent, SocialProviderId } from '@/features/auth/social-sign-in';
import { applyServerErrors } from '@/lib/form-errors';
import { errorCode } from '@/lib/graphql-errors';
import { paths } from '@/lib/paths';
import { DemoSignupError, useDemoSignup, type DemoAttribution, type DemoSignupStep, type DemoSignupValues } from './useDemoSignup';
import { LiveFieldset } from '@/components/LiveFieldset';
import { withApollo } from '@/lib/apollo-area';
import { FormTextInput } from '@/ui/FormTextInput';
import { Alert, Button, Link, Paper, Stack, Text } from '@/ui/kit';
import { Divider } from '@/ui/divider';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const INVALID_URL_MESSAGE = 'Enter a valid website address, such as example.com.';

/**
 * Whether the text can be a public website's address, read as the server reads it (`example.com` is
 * `http://example.com`): http(s), no spaces, a host with a dot. Checked in the browser so an address that cannot
 * be one is refused on the first submit, under the field, before any request.
 */
export function isWebsiteAddress(text: string): boolean {
  if (!text || /\s/.test(text)) return false;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `http://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    const labels = url.hostname.replace(/\.$/, '').split('.');
    return labels.length >= 2 && labels.every((label) => label.length > 0);
  } catch {
    return false;
  }
}

const stepText: Record<Exclude<DemoSignupStep, 'idle'>, string> = {
  checking: 'Checking your website…',
  registering: 'Creating your account…',
};

export interface DemoFormProps {
  attribution: DemoAttribution;
  defaultValues?: Partial<DemoSignupValues>;
}

function DemoFormContent({ attribution, defaultValues }: DemoFormProps) {
  const { signUp, checkWebsite, step } = useDemoSignup(attribution);
  const socialProviders = useSocialProviders();
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<DemoSignupValues>({ defaultValues: { url: '', email: '', ...defaultValues } });

  const handleDemo = handleSubmit(async (values) => {
    setFailure(null);
    setConflict(false);
    try {
      await signUp(values);
    } catch (error) {
      if (!(error instanceof DemoSignupError)) throw error;
      if (error.step === 'signingIn') {
        setFailure('Your account was created, but we could not sign you in. Use the link in your welcome e-mail to continue.');
        return;
      }
      // CONFLICT on the e-mail: the address has an account already, so offer to log in instead.
      setConflict(errorCode(error.cause) === 'CONFLICT');
      setFailure(applyServerErrors(error.cause, setError, ['url', 'email'], 'Unable to start your demo. Please try again.'));
    }
  });

  // Google or Facebook supply the e-mail: only the website is needed (and checked) before leaving for them.
  const socialIntent = async (provider: SocialProviderId): Promise<SocialIntent | null> => {
    setFailure(null);
    setConflict(false);
    if (!(await trigger('url'))) return null;
    try {
      return { kind: 'demo', provider, url: await checkWebsite(getValues('url')), attribution };
    } catch (error) {
      if (!(error instanceof DemoSignupError)) throw error;
      setFailure(applyServerErrors(error.cause, setError, ['url'], 'Unable to check your website. Please try again.'));
      return null;
    }
  };

  const emailTaken = conflict && errors.email?.type === 'server';

  return (
    <Paper component="section" aria-labelledby="demo-title" elevation={3} className="tg-forms-demo">
      <Text id="demo-title" variant="h6" component="h2" gutterBottom>
        Try it free: 500 visitors
      </Text>
      <form method="post" noValidate onSubmit={handleDemo} aria-label="Free demo">
        <LiveFieldset>
          <Stack spacing={2}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <FormTextInput
              label="Your website URL"
              placeholder="https://example.com"
              inputMode="url"
              error={Boolean(errors.url)}
              helperText={errors.url?.message}
              {...register('url', {
                setValueAs: (v: unknown) => String(v ?? '').trim(),
                required: 'Enter the address of your website.',
                maxLength: { value: 2048, message: 'This address is too long.' },
                validate: (v: string) => isWebsiteAddress(v) || INVALID_URL_MESSAGE,
              })}
            />
            <FormTextInput
              label="Your e-mail"
              autoComplete="email"
              error={Boolean(errors.email)}
              helperText={
                emailTaken ? (
                  <>
                    {errors.email?.message} <Link to={paths.login.getHref()}>Log in</Link>
                  </>
                ) : (
                  errors.email?.message
                )
              }
              {...register('email', {
                setValueAs: (v: unknown) => String(v ?? '').trim(),
                required: 'Enter your e-mail address.',
                pattern: { value: EMAIL_PATTERN, message: 'Enter a valid e-mail address.' },
              })}
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              Get free traffic
            </Button>
            {socialProviders.length > 0 ? (
              <>
                <Divider>or start with</Divider>
                <SocialButtons intentFor={socialIntent} label={(name) => `Start with ${name}`} disabled={isSubmitting || step !== 'idle'} />
              </>
            ) : null}
            {/* Always in the page, so screen readers announce the text when it appears. */}
            <Text role="status" variant="body2" className="tg-forms-demo-status">
              {step === 'idle' ? '' : stepText[step]}
            </Text>
          </Stack>
        </LiveFieldset>
      </form>
    </Paper>
  );
}

/** With Apollo Client, which this form's own chunk brings (not part of a public page's first load). */
export const DemoForm = withApollo(DemoFormContent);
