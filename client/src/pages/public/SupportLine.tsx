import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useGate } from '@/lib/gate';

/** "Need help?" with the gate's support address, when it has one. */
export function SupportLine() {
  const { config } = useGate();
  const email = config.prop.supportEmail;
  return email ? (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
      Need help? Write to <Link href={`mailto:${email}`}>{email}</Link>.
    </Typography>
  ) : null;
}
