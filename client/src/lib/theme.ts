/* The gate's cssVars become the MUI theme (primary/secondary colour, font); unusable values are ignored. */
import { createTheme, type Theme } from '@mui/material/styles';
import type { GateConfig } from './gate-config';

// Only colour syntaxes MUI can manipulate (it throws on named colours).
const COLOR = /^(#[0-9a-f]{3}([0-9a-f]{3})?|(rgb|rgba|hsl|hsla)\([\d\s.,%]+\))$/i;

function color(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v && COLOR.test(v) ? v : undefined;
}

export function createGateTheme(config: GateConfig): Theme {
  const vars = config.prop.cssVars;
  const primary = color(vars['--primary-color']) ?? '#2563eb';
  const secondary = color(vars['--secondary-color']) ?? '#1f2937';
  const font = vars['--font-family']?.trim();
  return createTheme({
    palette: { primary: { main: primary }, secondary: { main: secondary } },
    typography: font && !/[;{}<>]/.test(font) ? { fontFamily: font } : {},
    shape: { borderRadius: 8 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
