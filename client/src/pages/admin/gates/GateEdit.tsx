/*
 * /admin/gates/{id} (super admins): host, enabled, name, description and the whole brand configuration of docs/product.md#records,
 * with a live preview of the brand (colours, logo text, site name) that follows the fields before saving.
 */
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { AdminForm } from '@/features/admin/AdminForm';
import { graphql } from '@/graphql/generated';
import { errorStatus } from '@/lib/graphql-errors';
import { emptyGate, gateFieldNames, gateFormValues, gateUpdateInput, type GateFormValues } from './gate-form';
import { GateFormLayout, GatePaper } from './GateFormLayout';

export const AdminGateQuery = graphql(`
  query AdminGate($id: Int!) {
    gate(id: $id) {
      id
      name
      host
      description
      enabled
      isDefault
      apiBase
      config
      updatedAt
    }
  }
`);

export const UpdateGateMutation = graphql(`
  mutation AdminUpdateGate($id: Int!, $input: GateUpdateInput!) {
    updateGate(id: $id, input: $input) {
      id
      name
      host
      description
      enabled
      isDefault
      apiBase
      config
      updatedAt
    }
  }
`);

export function GateEdit() {
  const { id: rawId = '' } = useParams();
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const { data, error, loading } = useQuery(AdminGateQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  const form = useForm<GateFormValues>({ defaultValues: emptyGate });
  const gate = data?.gate;
  const loadedKey = gate ? JSON.stringify(gateFormValues(gate)) : null;
  useEffect(() => {
    if (loadedKey) form.reset(JSON.parse(loadedKey) as GateFormValues);
  }, [loadedKey, form]);
  // Another gate may have lost the default flag: the list is refetched when next shown.
  const [updateGate] = useMutation(UpdateGateMutation, { update: (cache) => cache.evict({ fieldName: 'gates' }) });

  if (id === null) return <ErrorPage status={404} message="This page could not be found" />;
  if (error && !gate)
    return <ErrorPage status={errorStatus(error)} message={errorStatus(error) === 404 ? 'This gate does not exist.' : null} />;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {gate ? `Gate: ${gate.name}` : 'Gate'}
      </Typography>
      {!gate && loading ? (
        <Skeleton variant="rounded" height={600} />
      ) : (
        <GatePaper>
          <AdminForm<GateFormValues>
            form={form}
            label="Gate"
            successMessage="Gate saved"
            fieldNames={gateFieldNames}
            onSubmit={(values) => updateGate({ variables: { id, input: gateUpdateInput(values) } })}
          >
            <GateFormLayout />
          </AdminForm>
        </GatePaper>
      )}
    </>
  );
}
