import CookieIcon from '@mui/icons-material/Cookie';
import Fab from '@mui/material/Fab';

export interface CookieConsentControlProps {
  onOpen: () => void;
}

/** After a decision, reopens the preferences (§4). */
export function CookieConsentControl({ onOpen }: CookieConsentControlProps) {
  return (
    <Fab
      size="small"
      color="default"
      aria-label="Cookie preferences"
      onClick={onOpen}
      sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: (theme) => theme.zIndex.speedDial }}
    >
      <CookieIcon />
    </Fab>
  );
}
