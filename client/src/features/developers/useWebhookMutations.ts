/*
 * The webhook endpoint operations of the Developers section. Creating and rotating answer the
 * signing secret once: the caller shows it and forgets it (it is never kept in the cache or anywhere else). Each hook
 * owns its notification; a failed request answers what the form or the page should say.
 */
import { useMutation } from '@apollo/client/react';
import { enqueueSnackbar } from '@/lib/notify';
import { graphql } from '@/graphql/generated';
import { errorMessage, violations, type Violation } from '@/lib/graphql-errors';

/* An endpoint as its page reads it and its creation answers it. */
export const WebhookEndpointFieldsFragment = graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    url
    description
    events
    enabled
    disabledAt
    disabledReason
    previousSecretExpiresAt
    lastDeliveryAt
    createdAt
    updatedAt
  }
`);

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: WebhookEndpointCreateInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      webhookEndpoint {
        ...WebhookEndpointFields
      }
    }
  }
`);

export const UpdateWebhookEndpointMutation = graphql(`
  mutation UpdateWebhookEndpoint($id: Int!, $input: WebhookEndpointUpdateInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      id
      url
      description
      events
      enabled
      disabledAt
      disabledReason
      updatedAt
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: Int!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const RotateWebhookEndpointSecretMutation = graphql(`
  mutation RotateWebhookEndpointSecret($id: Int!) {
    rotateWebhookEndpointSecret(id: $id) {
      secret
      webhookEndpoint {
        id
        previousSecretExpiresAt
        updatedAt
      }
    }
  }
`);

export const TestWebhookEndpointMutation = graphql(`
  mutation TestWebhookEndpoint($id: Int!) {
    testWebhookEndpoint(id: $id) {
      id
      eventId
      eventType
      status
    }
  }
`);

export const RedeliverWebhookDeliveryMutation = graphql(`
  mutation RedeliverWebhookDelivery($id: Int!) {
    redeliverWebhookDelivery(id: $id) {
      id
      eventId
      eventType
      status
    }
  }
`);

export interface WebhookEndpointValues {
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
}

export type FormOutcome = { ok: true } | { ok: false; violations: Violation[]; message: string };

function failure(error: unknown, fallback: string): FormOutcome {
  return { ok: false, violations: violations(error), message: errorMessage(error, fallback) };
}

/** Creates an endpoint; `onCreated` receives the signing secret of the answer (shown once) and the new id. */
export function useCreateWebhookEndpoint(onCreated: (secret: string, id: number) => void) {
  const [mutate, { loading }] = useMutation(CreateWebhookEndpointMutation, { refetchQueries: ['WebhookEndpoints'] });
  const createWebhookEndpoint = async (values: WebhookEndpointValues): Promise<FormOutcome> => {
    try {
      const { data } = await mutate({
        variables: { input: { url: values.url, description: values.description || null, events: values.events } },
      });
      onCreated(data!.createWebhookEndpoint.secret, data!.createWebhookEndpoint.webhookEndpoint.id);
      return { ok: true };
    } catch (error) {
      return failure(error, 'The endpoint could not be created. Please try again.');
    }
  };
  return { createWebhookEndpoint, creating: loading };
}

/** Saves the form's values; the answer updates the endpoint everywhere it is shown. */
export function useUpdateWebhookEndpoint() {
  const [mutate, { loading }] = useMutation(UpdateWebhookEndpointMutation);
  const updateWebhookEndpoint = async (id: number, values: WebhookEndpointValues): Promise<FormOutcome> => {
    try {
      await mutate({
        variables: {
          id,
          input: { url: values.url, description: values.description || null, events: values.events, enabled: values.enabled },
        },
      });
      enqueueSnackbar('The endpoint is saved.', { variant: 'success' });
      return { ok: true };
    } catch (error) {
      return failure(error, 'The endpoint could not be saved. Please try again.');
    }
  };
  return { updateWebhookEndpoint, updating: loading };
}

export function useDeleteWebhookEndpoint() {
  // The list asks the server again when it is shown (cache-and-network); until then the row is gone from the cache.
  const [mutate, { loading }] = useMutation(DeleteWebhookEndpointMutation, {
    update(cache, _result, { variables }) {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'WebhookEndpoint', id: variables.id }) });
      cache.gc();
    },
  });
  const deleteWebhookEndpoint = async (id: number, url: string): Promise<boolean> => {
    try {
      await mutate({ variables: { id } });
      enqueueSnackbar(`The endpoint ${url} is deleted: it receives no more events.`, { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'The endpoint could not be deleted. Please try again.'), { variant: 'error' });
      return false;
    }
  };
  return { deleteWebhookEndpoint, deleting: loading };
}

/** A new signing secret; answers it (shown once) or null after telling the user why not. */
export function useRotateWebhookEndpointSecret() {
  const [mutate, { loading }] = useMutation(RotateWebhookEndpointSecretMutation);
  const rotateSecret = async (id: number): Promise<{ secret: string; previousSecretExpiresAt: string | null } | null> => {
    try {
      const { data } = await mutate({ variables: { id } });
      const answer = data!.rotateWebhookEndpointSecret;
      return { secret: answer.secret, previousSecretExpiresAt: answer.webhookEndpoint.previousSecretExpiresAt ?? null };
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'The secret could not be rotated. Please try again.'), { variant: 'error' });
      return null;
    }
  };
  return { rotateSecret, rotating: loading };
}

export function useTestWebhookEndpoint() {
  const [mutate, { loading }] = useMutation(TestWebhookEndpointMutation, { refetchQueries: ['WebhookDeliveries'] });
  const sendTestEvent = async (id: number): Promise<boolean> => {
    try {
      const { data } = await mutate({ variables: { id } });
      enqueueSnackbar(`A webhook.test event (${data!.testWebhookEndpoint.eventId}) is on its way: its delivery shows in the log.`, {
        variant: 'success',
      });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'The test event could not be sent. Please try again.'), { variant: 'error' });
      return false;
    }
  };
  return { sendTestEvent, testing: loading };
}

export function useRedeliverWebhookDelivery() {
  const [mutate, { loading }] = useMutation(RedeliverWebhookDeliveryMutation, { refetchQueries: ['WebhookDeliveries'] });
  const redeliver = async (id: number, eventId: string): Promise<boolean> => {
    try {
      await mutate({ variables: { id } });
      enqueueSnackbar(`Event ${eventId} is sent again, with the same webhook-id.`, { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'The event could not be sent again. Please try again.'), { variant: 'error' });
      return false;
    }
  };
  return { redeliver, redelivering: loading };
}
