import { useId } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PromotionUtm } from './promotion-api';
import { daysLeftLabel } from './promotion-rules';
import type { PromotionSource } from './promotion-source';
import { usePromotionPopup } from './usePromotionPopup';

export interface PromotionPopupProps {
  /** The current route's pathname; the popup stays away from /promotion and the sign-in and e-mail link pages. */
  pathname: string;
  /** The visitor's utm data, forwarded to GET /api/promotions/active. */
  utm?: PromotionUtm;
  /** Where promotions come from; defaults to the browser-wide 60-second cache over the REST call. */
  source?: PromotionSource;
  /** Holds the popup back, e.g. while the cookie-consent overlay blocks the page. */
  suspended?: boolean;
  /** When given, a "View Offer" button dismisses the popup and calls it (e.g. to navigate to /promotion). */
  onViewOffer?: () => void;
}

export function PromotionPopup({ pathname, utm, source, suspended, onViewOffer }: PromotionPopupProps) {
  const { open, promotion, savePercent, daysLeft, handleClose } = usePromotionPopup({
    pathname,
    utm,
    source,
    suspended,
  });
  const titleId = useId();
  const descriptionId = useId();

  if (!promotion) {
    return null;
  }

  const handleViewOffer = () => {
    handleClose();
    onViewOffer?.();
  };

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {promotion.offerTitle}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={handleClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {savePercent !== null && (
            <Chip icon={<LocalOfferIcon />} color="secondary" label={`Save ${savePercent}%`} />
          )}
          <Typography id={descriptionId}>{promotion.offerDescription}</Typography>
          <Typography variant="subtitle2" component="p" color="text.secondary">
            {daysLeftLabel(daysLeft)}
          </Typography>
        </Stack>
      </DialogContent>
      {onViewOffer && (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={handleViewOffer}>
            View Offer
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
