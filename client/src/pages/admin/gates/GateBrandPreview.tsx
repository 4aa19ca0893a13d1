/*
 * A live preview of a gate's brand while its form is edited, before saving: the header logo texts, the
 * site name, the colours and font, drawn with the same theme the public site builds from the configuration
 * (lib/theme.ts: a colour it cannot use falls back there too, so the preview never promises what the site won't show).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { createGateTheme } from '@/lib/theme';
import { emptyGate, gateConfig, type GateFormValues } from './gate-form';

export function GateBrandPreview() {
  const values = useWatch() as GateFormValues;
  const config = gateConfig(values);
  const { primaryColor, secondaryColor, fontFamily } = values;
  // The theme only depends on the colours and the font: rebuilt when they change, not on every keystroke elsewhere.
  const theme = useMemo(
    () => createGateTheme(gateConfig({ ...emptyGate, primaryColor, secondaryColor, fontFamily })),
    [primaryColor, secondaryColor, fontFamily],
  );
  const primary = theme.palette.primary.main;
  const secondary = theme.palette.secondary.main;
  const logo = config.prop.logoText;
  const siteName = config.prop.siteName || values.name || 'Site name';
  return (
    <ThemeProvider theme={theme}>
      <Paper
        variant="outlined"
        component="section"
        aria-label="Brand preview"
        sx={{ overflow: 'hidden', fontFamily: theme.typography.fontFamily }}
      >
        <Stack
          direction="row"
          data-testid="preview-header"
          sx={{ alignItems: 'baseline', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography
            component="span"
            variant="h6"
            sx={{ fontWeight: 800, fontFamily: 'inherit' }}
            style={{ color: primary }}
            data-testid="preview-logo"
          >
            {logo.primary || siteName}
          </Typography>
          {logo.secondary ? (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ fontFamily: 'inherit' }}>
              {logo.secondary}
            </Typography>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          {logo.short ? (
            <Box
              aria-label="Compact logo"
              sx={{ px: 1, borderRadius: 1, color: '#fff', fontWeight: 700, fontSize: 14 }}
              style={{ backgroundColor: primary }}
            >
              {logo.short}
            </Box>
          ) : null}
        </Stack>
        <Box sx={{ px: 2, py: 3 }}>
          <Typography variant="h5" component="p" sx={{ fontFamily: 'inherit' }} data-testid="preview-site-name">
            {siteName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, fontFamily: 'inherit' }}>
            {values.description || 'The gate’s description.'}
          </Typography>
          <Button variant="contained" color="primary" tabIndex={-1} data-testid="preview-button" style={{ backgroundColor: primary }}>
            Buy traffic
          </Button>
        </Box>
        <Box data-testid="preview-footer" sx={{ px: 2, py: 1, color: '#fff' }} style={{ backgroundColor: secondary }}>
          <Typography variant="caption" sx={{ fontFamily: 'inherit' }}>
            {config.prop.supportEmail || 'support e-mail'}
          </Typography>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, py: 1 }}>
          Primary colour {primary}, secondary colour {secondary}. Not saved until you press Save.
        </Typography>
      </Paper>
    </ThemeProvider>
  );
}
