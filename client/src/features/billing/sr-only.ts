import type { SxProps, Theme } from '@mui/material/styles';

/** Text for screen readers only (a column header of buttons, a heading that keeps levels in order). */
export const srOnly: SxProps<Theme> = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };
