import { CookieIcon } from '@/ui/icons/cookie';
import { IconButton } from '@/ui/kit';

export interface CookieConsentControlProps {
  onOpen: () => void;
}

/** After a decision, reopens the preferences (docs/product.md#states): a small round button fixed at the bottom left (MUI's Fab look). */
export function CookieConsentControl({ onOpen }: CookieConsentControlProps) {
  return (
    <IconButton aria-label="Cookie preferences" onClick={onOpen} className="tg-consent-fab">
      <CookieIcon />
    </IconButton>
  );
}
