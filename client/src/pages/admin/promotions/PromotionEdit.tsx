/* /admin/promotions/{id} (managers and above): a promotion's fields. */
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { AdminForm } from '@/features/admin/AdminForm';
import { useAdminAccess } from '@/features/admin/admin-access';
import { graphql } from '@/graphql/generated';
import { formatDateTime } from '@/lib/format';
import { errorStatus } from '@/lib/graphql-errors';
import { emptyPromotion, promotionFormValues, promotionUpdateInput, type PromotionFormValues } from './promotion-form';
import { PromotionInputs } from './PromotionInputs';

export const AdminPromotionQuery = graphql(`
  query AdminPromotion($id: Int!) {
    promotion(id: $id) {
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
  }
`);

export const UpdatePromotionMutation = graphql(`
  mutation AdminUpdatePromotion($id: Int!, $input: PromotionUpdateInput!) {
    updatePromotion(id: $id, input: $input) {
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
  }
`);

export function PromotionEdit() {
  const id = Number(useParams().id);
  const { canWrite } = useAdminAccess();
  const { data, error, loading } = useQuery(AdminPromotionQuery, {
    variables: { id },
    skip: !Number.isInteger(id),
    fetchPolicy: 'cache-and-network',
  });
  const form = useForm<PromotionFormValues>({ defaultValues: emptyPromotion });
  const promotion = data?.promotion;
  const loadedKey = promotion ? JSON.stringify(promotionFormValues(promotion)) : null;
  useEffect(() => {
    if (loadedKey) form.reset(JSON.parse(loadedKey) as PromotionFormValues);
  }, [loadedKey, form]);
  const [updatePromotion] = useMutation(UpdatePromotionMutation, { update: (cache) => cache.evict({ fieldName: 'promotions' }) });

  if (!Number.isInteger(id)) return <ErrorPage status={404} message="This page could not be found" />;
  if (error && !data)
    return <ErrorPage status={errorStatus(error)} message={errorStatus(error) === 404 ? 'This promotion does not exist.' : null} />;

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
      {!promotion && loading ? (
        <Skeleton variant="rounded" height={400} />
      ) : (
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
