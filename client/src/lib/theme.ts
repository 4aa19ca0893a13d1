/*
 * The gate's brand as the MUI theme of the panel and admin (ui/gate-vars.ts validates the values for both sides).
 * Text meets WCAG 2.2 AA contrast (1.4.3, 4.5:1) on every brand: the text on a coloured surface (a filled chip, a
 * contained button, an avatar) is white or black, whichever reaches 4.5:1 on that colour, and a disabled field's
 * helper text, which still explains the field, keeps the secondary text colour.
 */
import { formHelperTextClasses } from '@mui/material/FormHelperText';
import { createTheme, darken, getContrastRatio, type Theme } from '@mui/material/styles';
import { gateBrand } from '@/ui/gate-vars';
import type { GateConfig } from './gate-config';

/** The contrast ratio MUI's `contrastText` must reach on a palette colour (WCAG 1.4.3 for normal-size text). */
export const TEXT_CONTRAST_RATIO = 4.5;

/** `color` darkened in steps until text of it reaches TEXT_CONTRAST_RATIO on `background`. */
export function readableOn(color: string, background: string): string {
  let shade = color;
  for (let step = 1; step <= 10 && getContrastRatio(shade, background) < TEXT_CONTRAST_RATIO; step += 1) shade = darken(color, step / 10);
  return shade;
}

const CHIP_COLORS = ['primary', 'secondary', 'error', 'info', 'success', 'warning'] as const;

export function createGateTheme(config: GateConfig): Theme {
  const { primary, secondary, font } = gateBrand(config);
  return createTheme({
    palette: { primary: { main: primary }, secondary: { main: secondary }, contrastThreshold: TEXT_CONTRAST_RATIO },
    typography: font ? { fontFamily: font } : {},
    shape: { borderRadius: 8 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      // An outlined chip writes its label in its colour on the page: that colour is darkened where it would not reach
      // 4.5:1 there (the default info and warning colours, a light brand colour).
      MuiChip: {
        styleOverrides: {
          root: ({ theme, ownerState }) => {
            const color = CHIP_COLORS.find((c) => c === ownerState.color);
            if (ownerState.variant !== 'outlined' || !color) return {};
            return { color: readableOn(theme.palette[color].main, theme.palette.background.paper) };
          },
        },
      },
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({ [`&.${formHelperTextClasses.disabled}`]: { color: theme.palette.text.secondary } }),
        },
      },
    },
  });
}
