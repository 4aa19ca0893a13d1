/* The gate form beside its live brand preview (sticky on wide screens, so it stays in view while scrolling the fields). */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { GateBrandPreview } from './GateBrandPreview';
import { GateInputs } from './GateInputs';

/** Rendered inside AdminForm (its form context feeds both the inputs and the preview). */
export function GateFormLayout({ children }: { children?: ReactNode }) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <GateInputs />
        {children}
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Preview
          </Typography>
          <GateBrandPreview />
        </Box>
      </Grid>
    </Grid>
  );
}

export function GatePaper({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      {children}
    </Paper>
  );
}
