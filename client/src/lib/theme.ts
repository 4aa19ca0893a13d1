/* The gate's brand as the MUI theme of the panel and admin (ui/gate-vars.ts validates the values for both sides). */
import { createTheme, type Theme } from '@mui/material/styles';
import { gateBrand } from '@/ui/gate-vars';
import type { GateConfig } from './gate-config';

export function createGateTheme(config: GateConfig): Theme {
  const { primary, secondary, font } = gateBrand(config);
  return createTheme({
    palette: { primary: { main: primary }, secondary: { main: secondary } },
    typography: font ? { fontFamily: font } : {},
    shape: { borderRadius: 8 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
