import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '@/graphql/generated';
import type { PackageCard_PackageFragment } from '@/graphql/generated/graphql';
import { savePercent } from '@/features/promotion-popup/promotion-rules';
import type { ActivePromotion } from '@/features/promotion-popup/promotion-api';
import { formatMoney, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
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
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} component="article" aria-label={pkg.name}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h3">
          {pkg.name}
        </Typography>
        {pkg.professional ? <Chip size="small" color="primary" label="Professional" sx={{ mt: 1, mr: 1 }} /> : null}
        {save !== null ? <Chip size="small" color="secondary" label={`Save ${save}%`} sx={{ mt: 1 }} /> : null}
        <Typography variant="h4" component="p" sx={{ mt: 2, fontWeight: 700 }}>
          {pkg.free ? 'Free' : formatMoney(pkg.priceMinor, pkg.currency)}
        </Typography>
        {!pkg.free && size > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {formatMoney(Math.round((pkg.priceMinor * 1000) / size), pkg.currency)} per 1,000 visitors
          </Typography>
        ) : null}
        {pkg.description ? <Typography sx={{ mt: 2 }}>{pkg.description}</Typography> : null}
        <List dense>
          {features.map((f) => (
            <ListItem key={f} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon fontSize="small" color="success" />
              </ListItemIcon>
              <ListItemText primary={f} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button fullWidth variant="contained" component={RouterLink} to={buyHref ?? paths.panel.billing.package.getHref({ code: pkg.code })}>
          Buy {pkg.name}
        </Button>
      </CardActions>
    </Card>
  );
}
