/* /admin/promotions/create (managers and above): a new promotion; saved, it opens on its edit page. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AdminForm } from '@/features/admin/AdminForm';
import { graphql } from '@/graphql/generated';
import { paths } from '@/lib/paths';
import { emptyPromotion, promotionCreateInput, type PromotionFormValues } from './promotion-form';
import { PromotionInputs } from './PromotionInputs';

export const CreatePromotionMutation = graphql(`
  mutation AdminCreatePromotion($input: PromotionCreateInput!) {
    createPromotion(input: $input) {
      id
      name
    }
  }
`);

export function PromotionCreate() {
  const navigate = useNavigate();
  const form = useForm<PromotionFormValues>({ defaultValues: emptyPromotion });
  const [createPromotion] = useMutation(CreatePromotionMutation, { update: (cache) => cache.evict({ fieldName: 'promotions' }) });
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Create promotion
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <AdminForm<PromotionFormValues>
          form={form}
          label="Promotion"
          submitLabel="Create"
          successMessage="Promotion created"
          onSubmit={async (values) => (await createPromotion({ variables: { input: promotionCreateInput(values) } })).data?.createPromotion}
          onSaved={(created) => {
            const id = (created as { id: number } | undefined)?.id;
            void navigate(id ? paths.admin.promotions.edit.getHref({ id }) : paths.admin.promotions.list.getHref());
          }}
        >
          <PromotionInputs />
        </AdminForm>
      </Paper>
    </>
  );
}
