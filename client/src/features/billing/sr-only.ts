import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Text for screen readers only (a column header of buttons, a heading that keeps levels in order). Sizes in px: in
 * `sx` a bare 1 means 100%, which stretched the hidden box to the page's width and gave the page a horizontal scroll.
 */
export const srOnly: SxProps<Theme> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
