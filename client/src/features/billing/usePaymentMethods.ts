import { useQuery } from '@apollo/client/react';
import { graphql } from '@/graphql/generated';

export const PaymentMethodsQuery = graphql(`
  query PaymentMethods {
    paymentMethods
  }
`);

/**
 * The methods a buyer may use on this gate, as the server lists them (docs/product.md#what-it-is: never "emulator" unless the gate
 * lists it). The client offers exactly these; the server refuses any other whatever the client sends.
 */
export function usePaymentMethods(): { methods: string[]; loading: boolean; failed: boolean } {
  const { data, loading, error } = useQuery(PaymentMethodsQuery);
  return { methods: data?.paymentMethods ?? [], loading: loading && !data, failed: Boolean(error) && !data };
}
