import type { ReactNode } from 'react';
import { browserLocation } from '@/lib/browser-location';
import { useGate } from '@/lib/gate';
import { FacebookIcon } from '@/ui/icons/facebook';
import { GoogleIcon } from '@/ui/icons/google';
import { Button, Stack } from '@/ui/kit';
import { Divider } from '@/ui/divider';
import { providerUrl, SOCIAL_PROVIDER_NAMES, startSocialSignIn, type SocialIntent, type SocialProviderId } from './social-sign-in';

const icons: Record<SocialProviderId, ReactNode> = { google: <GoogleIcon />, facebook: <FacebookIcon /> };

/** The providers this gate configures with a usable web address, in a fixed order. */
export function useSocialProviders(): { id: SocialProviderId; href: string }[] {
  const { config } = useGate();
  return (['google', 'facebook'] as const)
    .map((id) => ({ id, href: providerUrl(config.socialAuth[id])?.href ?? null }))
    .filter((p): p is { id: SocialProviderId; href: string } => p.href !== null);
}

export interface SocialButtonsProps {
  /** What the visitor is doing; asked at click time (a demo needs its checked website first). */
  intentFor: (provider: SocialProviderId) => SocialIntent | null | Promise<SocialIntent | null>;
  label?: (name: string) => string;
  disabled?: boolean;
}

/** One button per configured provider: remembers the intent under a fresh state, then leaves for the provider. */
export function SocialButtons({ intentFor, label = (name) => `Continue with ${name}`, disabled }: SocialButtonsProps) {
  const providers = useSocialProviders();
  const go = async (id: SocialProviderId, href: string) => {
    const intent = await intentFor(id);
    if (!intent) return;
    const target = startSocialSignIn(href, intent);
    if (target) browserLocation.assign(target);
  };
  return (
    <>
      {providers.map((p) => (
        <Button
          key={p.id}
          variant="outlined"
          size="large"
          startIcon={icons[p.id]}
          disabled={disabled}
          onClick={() => void go(p.id, p.href)}
        >
          {label(SOCIAL_PROVIDER_NAMES[p.id])}
        </Button>
      ))}
    </>
  );
}

/** Sign-in through Google or Facebook on the login and register pages (docs/product.md#what-it-is "social login links"). */
export function SocialLoginLinks({ redirect = null }: { redirect?: string | null }) {
  const providers = useSocialProviders();
  if (providers.length === 0) return null;
  return (
    <Stack spacing={1.5} className="tg-forms-social" component="nav" aria-label="Social login">
      <Divider>or</Divider>
      <SocialButtons intentFor={(provider) => ({ kind: 'login', provider, redirect })} />
    </Stack>
  );
}
