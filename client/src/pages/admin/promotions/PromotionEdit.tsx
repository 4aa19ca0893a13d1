/* /admin/promotions/{id} (managers and above): a promotion's fields. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { AdminForm } from '@/features/admin/AdminForm';
import { useEditRecord } from '@/features/admin/useEditRecord';
import { useAdminAccess } from '@/features/admin/admin-access';
import { graphql } from '@/graphql/generated';
import { formatDateTime } from '@/lib/format';
import { emptyPromotion, promotionFormValues, promotionUpdateInput, type PromotionFormValues } from './promotion-form';
import { PromotionInputs } from './PromotionInputs';

/* The query and the save answer the same fields, so the save's answer replaces the record in the cache. */
export const AdminPromotionFieldsFragment = graphql(`
  fragment AdminPromotionFields on Promotion {
    id
    name
    code
    type
    creditsMultiplier
    offerTitle
    offerDescription
    enabled
    startAt
    endAt
    utmSource
    utmMedium
    utmCampaign
    gateId
    createdAt
  }
`);

export const AdminPromotionQuery = graphql(`
  query AdminPromotion($id: Int!) {
    promotion(id: $id) {
      ...AdminPromotionFields
    }
  }
`);

export const UpdatePromotionMutation = graphql(`
  mutation AdminUpdatePromotion($id: Int!, $input: PromotionUpdateInput!) {
    updatePromotion(id: $id, input: $input) {
      ...AdminPromotionFields
    }
  }
`);

export function PromotionEdit() {
  const { canWrite } = useAdminAccess();
  const edit = useEditRecord({
    query: AdminPromotionQuery,
    record: (data) => data.promotion,
    values: promotionFormValues,
    defaultValues: emptyPromotion,
    notFound: 'This promotion does not exist.',
    skeletonHeight: 400,
  });
  const [updatePromotion] = useMutation(UpdatePromotionMutation, { update: (cache) => cache.evict({ fieldName: 'promotions' }) });

  if (edit.fallback) return edit.fallback;
  const { id, record: promotion, form, skeleton } = edit;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {promotion ? `Promotion: ${promotion.name}` : 'Promotion'}
      </Typography>
      {promotion ? (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Created {formatDateTime(promotion.createdAt)}
        </Typography>
      ) : null}
      {skeleton ?? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <AdminForm<PromotionFormValues>
            form={form}
            label="Promotion"
            readOnly={!canWrite}
            successMessage="Promotion saved"
            onSubmit={(values) => updatePromotion({ variables: { id, input: promotionUpdateInput(values) } })}
          >
            <PromotionInputs />
          </AdminForm>
        </Paper>
      )}
    </>
  );
}
