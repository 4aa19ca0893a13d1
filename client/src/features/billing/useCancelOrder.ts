/*
 * Cancelling a subscription (the `cancelOrder` mutation is idempotent on the server). The answer carries
 * the fields the lists and the detail page show, so Apollo's cache updates them in place; the user is told the
 * outcome by a notification (docs/product.md#limits).
 */
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/graphql/generated';
import { errorMessage } from '@/lib/graphql-errors';
import { enqueueSnackbar } from '@/lib/notify';

export const CancelOrderMutation = graphql(`
  mutation CancelOrder($id: Int!) {
    cancelOrder(id: $id) {
      id
      status
      recurring
      cancellable
      nextRenewalAt
    }
  }
`);

export function useCancelOrder() {
  const [mutate, { loading }] = useMutation(CancelOrderMutation);
  const cancelOrder = async (id: number): Promise<boolean> => {
    try {
      await mutate({ variables: { id } });
      enqueueSnackbar(`Subscription #${id} is cancelled: it will not renew.`, { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessage(error, `Subscription #${id} could not be cancelled. Please try again.`), { variant: 'error' });
      return false;
    }
  };
  return { cancelOrder, cancelling: loading };
}
