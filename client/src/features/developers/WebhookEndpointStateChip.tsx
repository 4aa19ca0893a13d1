import Chip from '@mui/material/Chip';

/** "Enabled" or "Disabled" (switched off by its owner, or by us after three days of failed deliveries). */
export function WebhookEndpointStateChip({ enabled }: { enabled: boolean }) {
  return enabled ? <Chip size="small" color="success" label="Enabled" /> : <Chip size="small" color="warning" label="Disabled" />;
}
