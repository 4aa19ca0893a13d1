import { useGate } from '@/lib/gate';
import { Link, Text } from '@/ui/kit';

/** "Need help?" with the gate's support address, when it has one. */
export function SupportLine() {
  const { config } = useGate();
  const email = config.prop.supportEmail;
  return email ? (
    <Text variant="body2" color="text.secondary" className="tg-pages-support">
      Need help? Write to <Link href={`mailto:${email}`}>{email}</Link>.
    </Text>
  ) : null;
}
