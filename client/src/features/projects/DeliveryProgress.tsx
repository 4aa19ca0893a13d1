/* "Delivered vs bought" for the current period: counted from the partner's delivery reports only. */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/format';

export function DeliveryProgress({ delivered, bought }: { delivered: number; bought: number }) {
  if (bought <= 0) return <Typography color="text.secondary">No visits bought for this period.</Typography>;
  const percent = Math.min(100, Math.round((delivered / bought) * 100));
  return (
    <Box>
      <Typography>
        {formatNumber(delivered)} of {formatNumber(bought)} visits delivered this period
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Delivered this period" sx={{ mt: 1, height: 8, borderRadius: 4 }} />
    </Box>
  );
}
