/*
 * The payment-success page's wait: the provider sends the browser back before or after its notification
 * reaches the server, so the order's status is read every 2 s until it is paid (or has failed). After a minute of
 * waiting the page says the payment is still processing and stops asking on its own; "Check again" asks once more
 * and waits another minute. Only reads: reloading the page never charges or credits anything.
 */
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { graphql } from '@/graphql/generated';
import { errorCode } from '@/lib/graphql-errors';
import { isAwaitingPayment } from './order-status';

export const OrderPaymentStatusQuery = graphql(`
  query OrderPaymentStatus($id: Int!) {
    order(id: $id) {
      id
      status
      quantity
      amountMinor
      currency
      package {
        id
        name
        code
      }
    }
  }
`);

export const STATUS_POLL_MS = 2000;
export const STILL_PROCESSING_AFTER_MS = 60_000;

export function useOrderPaymentStatus(orderId: number | null) {
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const { data, error, refetch } = useQuery(OrderPaymentStatusQuery, {
    variables: { id: orderId ?? 0 },
    skip: orderId === null,
    fetchPolicy: 'network-only',
  });
  const order = data?.order ?? null;
  const missing = errorCode(error) === 'NOT_FOUND';
  const waiting = orderId !== null && !missing && (order === null || isAwaitingPayment(order.status));

  useEffect(() => {
    if (!waiting || timedOut) return;
    // A failed read (network) is retried at the next tick; the Apollo link has logged it.
    const timer = setInterval(() => void refetch().catch(() => undefined), STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, timedOut, refetch]);

  useEffect(() => {
    if (!waiting) return;
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), STILL_PROCESSING_AFTER_MS);
    return () => clearTimeout(timer);
    // `round` restarts the minute when the user asks to check again.
  }, [waiting, round]);

  const checkAgain = useCallback(() => {
    setRound((r) => r + 1);
    void refetch().catch(() => undefined);
  }, [refetch]);

  return { order, missing, waiting, stillProcessing: waiting && timedOut, checkAgain };
}
