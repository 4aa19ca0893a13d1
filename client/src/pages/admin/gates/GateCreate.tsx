/* /admin/gates/create (super admins): a new gate (white-label brand) with its configuration, previewed before saving. */
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AdminForm } from '@/features/admin/AdminForm';
import { graphql } from '@/graphql/generated';
import { paths } from '@/lib/paths';
import { emptyGate, gateCreateInput, gateFieldNames, type GateFormValues } from './gate-form';
import { GateFormLayout, GatePaper } from './GateFormLayout';

export const CreateGateMutation = graphql(`
  mutation AdminCreateGate($input: GateCreateInput!) {
    createGate(input: $input) {
      id
      name
    }
  }
`);

export function GateCreate() {
  const navigate = useNavigate();
  const form = useForm<GateFormValues>({ defaultValues: emptyGate });
  const [createGate] = useMutation(CreateGateMutation, { update: (cache) => cache.evict({ fieldName: 'gates' }) });
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Create gate
      </Typography>
      <GatePaper>
        <AdminForm<GateFormValues>
          form={form}
          label="Gate"
          submitLabel="Create"
          successMessage="Gate created"
          fieldNames={gateFieldNames}
          onSubmit={async (values) => (await createGate({ variables: { input: gateCreateInput(values) } })).data?.createGate}
          onSaved={(created) => {
            const id = (created as { id: number } | undefined)?.id;
            void navigate(id ? paths.admin.gates.edit.getHref({ id }) : paths.admin.gates.list.getHref());
          }}
        >
          <GateFormLayout />
        </AdminForm>
      </GatePaper>
    </>
  );
}
