/*
 * Order statuses (docs/architecture.md: new → pending → paid/active → cancelled, expired, refunded, failed) as the
 * panel names and colours them, and which of them end the wait on the payment-success page.
 */
import type { ChipProps } from '@mui/material/Chip';

export type OrderStatusValue = 'new' | 'pending' | 'paid' | 'active' | 'cancelled' | 'expired' | 'refunded' | 'failed';

export const orderStatusLabels: Record<OrderStatusValue, string> = {
  new: 'Awaiting payment',
  pending: 'Payment processing',
  paid: 'Paid',
  active: 'Active',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
  failed: 'Payment failed',
};

export const orderStatusColors: Record<OrderStatusValue, ChipProps['color']> = {
  new: 'default',
  pending: 'info',
  paid: 'success',
  active: 'success',
  cancelled: 'default',
  expired: 'default',
  refunded: 'warning',
  failed: 'error',
};

/** The payment went through: the credits are (or are being) booked. */
export function isPaid(status: OrderStatusValue): boolean {
  return status === 'paid' || status === 'active';
}

/** The provider has not answered yet. */
export function isAwaitingPayment(status: OrderStatusValue): boolean {
  return status === 'new' || status === 'pending';
}

/** The "Next renewal" of a subscription: its date, or why there is none. */
export function renewalText(order: { recurring: boolean; nextRenewalAt?: string | null }, formatDate: (value: string) => string): string {
  if (!order.recurring) return 'One-time purchase';
  return order.nextRenewalAt ? formatDate(order.nextRenewalAt) : 'Does not renew';
}
