/*
 * Campaign and reciprocal-link status chips (docs/product.md#states): the server answers "unknown" when the delivery partner
 * or the link check fails, and the chip says exactly that rather than guessing.
 */
import Chip, { type ChipProps } from '@mui/material/Chip';

type Tone = { label: string; color: ChipProps['color'] };

const campaign: Record<string, Tone> = {
  active: { label: 'Campaign active', color: 'success' },
  expired: { label: 'Campaign expired', color: 'warning' },
  no_package: { label: 'No package', color: 'default' },
  paused: { label: 'Campaign paused', color: 'info' },
  unknown: { label: 'Campaign status unknown', color: 'default' },
};

const reciprocal: Record<string, Tone> = {
  active: { label: 'Reciprocal link found', color: 'success' },
  missing: { label: 'Reciprocal link missing', color: 'error' },
  none: { label: 'No reciprocal link', color: 'default' },
  unknown: { label: 'Reciprocal link status unknown', color: 'default' },
};

export function campaignStatusLabel(status: string): string {
  return (campaign[status] ?? campaign.unknown).label;
}

export function CampaignStatusChip({ status }: { status: string }) {
  const tone = campaign[status] ?? campaign.unknown;
  return <Chip size="small" variant="outlined" label={tone.label} color={tone.color} />;
}

export function ReciprocalStatusChip({ status }: { status: string }) {
  const tone = reciprocal[status] ?? reciprocal.unknown;
  return <Chip size="small" variant="outlined" label={tone.label} color={tone.color} />;
}
