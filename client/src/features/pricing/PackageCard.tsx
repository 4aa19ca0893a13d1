import { graphql } from '@/graphql/generated';
import type { PackageCard_PackageFragment } from '@/graphql/generated/graphql';
import { savePercent } from '@/features/promotion-popup/promotion-rules';
import type { ActivePromotion } from '@/features/promotion-popup/promotion-api';
import { formatMoney, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { CheckIcon } from '@/ui/icons/check';
import { Button, Paper, Text } from '@/ui/kit';
import { Chip } from '@/ui/chip';
import { promotedSize } from './usePricingPromotion';

export const PackageCardFragment = graphql(`
  fragment PackageCard_package on Package {
    id
    name
    code
    size
    priceMinor
    currency
    description
    durationDays
    free
    professional
    guaranteedAlexa
  }
`);

export interface PackageCardProps {
  pkg: PackageCard_PackageFragment;
  /** The running promotion: more visitors for the same price (free packages are not promoted). */
  promotion?: Pick<ActivePromotion, 'creditsMultiplier'> | null;
  /** Where "Buy" leads; default the package's page in the panel. */
  buyHref?: string;
}

export function PackageCard({ pkg, promotion = null, buyHref }: PackageCardProps) {
  const applied = pkg.free ? null : promotion;
  const size = promotedSize(pkg.size, applied);
  const save = applied ? savePercent(applied.creditsMultiplier) : null;
  const features = [
    size !== pkg.size ? `${formatNumber(size)} visitors instead of ${formatNumber(pkg.size)}` : `${formatNumber(pkg.size)} visitors`,
    `Delivered over ${formatNumber(pkg.durationDays)} days`,
    pkg.professional ? 'Professional, targeted traffic' : 'Real visitors from real browsers',
    ...(pkg.guaranteedAlexa ? ['Guaranteed Alexa rank improvement'] : []),
  ];
  return (
    <Paper variant="outlined" component="article" aria-label={pkg.name} className="tg-package-card">
      <div className="tg-package-card-content">
        <Text variant="h6" component="h3">
          {pkg.name}
        </Text>
        {pkg.professional ? <Chip size="small" color="primary" label="Professional" className="tg-package-card-chip" /> : null}
        {save !== null ? <Chip size="small" color="secondary" label={`Save ${save}%`} className="tg-package-card-chip" /> : null}
        <Text variant="h4" component="p" weight="bold" className="tg-package-card-price">
          {pkg.free ? 'Free' : formatMoney(pkg.priceMinor, pkg.currency)}
        </Text>
        {!pkg.free && size > 0 ? (
          <Text variant="body2" color="text.secondary">
            {formatMoney(Math.round((pkg.priceMinor * 1000) / size), pkg.currency)} per 1,000 visitors
          </Text>
        ) : null}
        {pkg.description ? <Text className="tg-package-card-description">{pkg.description}</Text> : null}
        <ul className="tg-package-card-features">
          {features.map((f) => (
            <li key={f}>
              <CheckIcon fontSize="small" />
              <span>{f}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="tg-package-card-actions">
        <Button fullWidth variant="contained" to={buyHref ?? paths.panel.billing.package.getHref({ code: pkg.code })}>
          Buy {pkg.name}
        </Button>
      </div>
    </Paper>
  );
}
