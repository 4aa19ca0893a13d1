/*
 * Creating and revoking API keys. Creating answers the secret once: the caller shows it and forgets it
 * (it is never stored in the cache or anywhere else). Revoking answers `revokedAt`, so the list row updates in place.
 */
import { useMutation } from '@apollo/client/react';
import { enqueueSnackbar } from '@/lib/notify';
import { graphql } from '@/graphql/generated';
import { errorMessage, violations, type Violation } from '@/lib/graphql-errors';

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($input: ApiKeyCreateInput!) {
    createApiKey(input: $input) {
      secret
      apiKey {
        id
        name
        prefix
        scopes
        createdAt
        expiresAt
        lastUsedAt
        revokedAt
      }
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: Int!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);

export interface CreateApiKeyValues {
  name: string;
  scopes: string[];
  expiresAt: string | null;
}

export type CreateOutcome = { ok: true; secret: string } | { ok: false; violations: Violation[]; message: string };

export function useCreateApiKey(onCreated: () => void) {
  const [mutate, { loading }] = useMutation(CreateApiKeyMutation);
  const createApiKey = async (values: CreateApiKeyValues): Promise<CreateOutcome> => {
    try {
      const { data } = await mutate({ variables: { input: values } });
      onCreated();
      return { ok: true, secret: data!.createApiKey.secret };
    } catch (error) {
      return { ok: false, violations: violations(error), message: errorMessage(error, 'The key could not be created. Please try again.') };
    }
  };
  return { createApiKey, creating: loading };
}

export function useRevokeApiKey() {
  const [mutate, { loading }] = useMutation(RevokeApiKeyMutation);
  const revokeApiKey = async (id: number, name: string): Promise<boolean> => {
    try {
      await mutate({ variables: { id } });
      enqueueSnackbar(`The key "${name}" is revoked: requests made with it are refused from now on.`, { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'The key could not be revoked. Please try again.'), { variant: 'error' });
      return false;
    }
  };
  return { revokeApiKey, revoking: loading };
}
