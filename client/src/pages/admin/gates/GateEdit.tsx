/*
 * /admin/gates/{id} (super admins): host, enabled, name, description and the whole brand configuration of docs/product.md#records,
 * with a live preview of the brand (colours, logo text, site name) that follows the fields before saving.
 */
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { AdminForm } from '@/features/admin/AdminForm';
import { useEditRecord } from '@/features/admin/useEditRecord';
import { graphql } from '@/graphql/generated';
import { emptyGate, gateFieldNames, gateFormValues, gateUpdateInput, type GateFormValues } from './gate-form';
import { GateFormLayout, GatePaper } from './GateFormLayout';

/* The query and the save answer the same fields, so the save's answer replaces the record in the cache. */
export const AdminGateFieldsFragment = graphql(`
  fragment AdminGateFields on Gate {
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
`);

export const AdminGateQuery = graphql(`
  query AdminGate($id: Int!) {
    gate(id: $id) {
      ...AdminGateFields
    }
  }
`);

export const UpdateGateMutation = graphql(`
  mutation AdminUpdateGate($id: Int!, $input: GateUpdateInput!) {
    updateGate(id: $id, input: $input) {
      ...AdminGateFields
    }
  }
`);

export function GateEdit() {
  const edit = useEditRecord({
    query: AdminGateQuery,
    record: (data) => data.gate,
    values: gateFormValues,
    defaultValues: emptyGate,
    notFound: 'This gate does not exist.',
    skeletonHeight: 600,
  });
  // Another gate may have lost the default flag: the list is refetched when next shown.
  const [updateGate] = useMutation(UpdateGateMutation, { update: (cache) => cache.evict({ fieldName: 'gates' }) });

  if (edit.fallback) return edit.fallback;
  const { id, record: gate, form, skeleton } = edit;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {gate ? `Gate: ${gate.name}` : 'Gate'}
      </Typography>
      {skeleton ?? (
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
