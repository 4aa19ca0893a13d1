import { useId } from 'react';
import { CloseIcon } from '@/ui/icons/close';
import { LocalOfferIcon } from '@/ui/icons/local-offer';
import { Button, IconButton, Stack, Text } from '@/ui/kit';
import { Chip } from '@/ui/chip';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/ui/dialog';
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
    <Dialog open={open} onClose={handleClose} aria-labelledby={titleId} aria-describedby={descriptionId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} className="tg-site-dialog-title">
        {promotion.offerTitle}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={handleClose} className="tg-site-icon-button tg-site-dialog-close">
        <CloseIcon />
      </IconButton>
      <DialogContent className="tg-promotion-content">
        <Stack spacing={2} alignItems="flex-start">
          {savePercent !== null && <Chip icon={<LocalOfferIcon />} color="secondary" label={`Save ${savePercent}%`} />}
          <Text id={descriptionId}>{promotion.offerDescription}</Text>
          <Text variant="subtitle2" component="p" color="text.secondary">
            {daysLeftLabel(daysLeft)}
          </Text>
        </Stack>
      </DialogContent>
      {onViewOffer && (
        <DialogActions className="tg-promotion-actions">
          <Button variant="contained" onClick={handleViewOffer}>
            View Offer
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
