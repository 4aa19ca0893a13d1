import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import { useGate } from '@/lib/gate';

/** Only web addresses become links: the gate config is data, and a `javascript:` URL must never be clickable. */
function webUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Sign-in through Google or Facebook, for the providers the gate configures (SPEC.md §1 "social login links"). */
export function SocialLoginLinks() {
  const { config } = useGate();
  const providers = [
    { id: 'google', label: 'Continue with Google', icon: <GoogleIcon />, href: webUrl(config.socialAuth.google) },
    { id: 'facebook', label: 'Continue with Facebook', icon: <FacebookIcon />, href: webUrl(config.socialAuth.facebook) },
  ].filter((p): p is typeof p & { href: string } => p.href !== null);

  if (providers.length === 0) return null;

  return (
    <Stack spacing={1.5} sx={{ mt: 3 }} component="nav" aria-label="Social login">
      <Divider>or</Divider>
      {providers.map((p) => (
        <Button key={p.id} variant="outlined" size="large" startIcon={p.icon} href={p.href}>
          {p.label}
        </Button>
      ))}
    </Stack>
  );
}
