import Chip from '@mui/material/Chip';
import { orderStatusColors, orderStatusLabels, type OrderStatusValue } from './order-status';

export interface OrderStatusChipProps {
  status: OrderStatusValue;
}

export function OrderStatusChip({ status }: OrderStatusChipProps) {
  return <Chip size="small" variant="outlined" color={orderStatusColors[status]} label={orderStatusLabels[status]} />;
}
