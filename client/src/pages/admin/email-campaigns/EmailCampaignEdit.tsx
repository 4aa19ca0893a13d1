/*
 * /admin/email-campaigns/{id} (managers and above): a campaign's fields, a link to its delivery history and, for
 * admins only (docs/product.md#roles), "Send test".
 */
import HistoryIcon from '@mui/icons-material/History';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { AdminForm } from '@/features/admin/AdminForm';
import { useAdminAccess } from '@/features/admin/admin-access';
import { graphql } from '@/graphql/generated';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { errorStatus } from '@/lib/graphql-errors';
import { paths } from '@/lib/paths';
import { Role } from '@/lib/roles';
import { emailCampaignFormValues, emailCampaignUpdateInput, emptyEmailCampaign, type EmailCampaignFormValues } from './email-campaign-form';
import { EmailCampaignInputs } from './EmailCampaignInputs';
import { SendTestDialog } from './SendTestDialog';

export const AdminEmailCampaignQuery = graphql(`
  query AdminEmailCampaign($id: Int!) {
    emailCampaign(id: $id) {
      id
      name
      code
      status
      type
      onetime
      enabled
      startAt
      endAt
      subject
      bodyText
      bodyHtml
      gateId
      segment
      segmentDays
      periodDays
      createdAt
      updatedAt
    }
  }
`);

export const UpdateEmailCampaignMutation = graphql(`
  mutation AdminUpdateEmailCampaign($id: Int!, $input: EmailCampaignUpdateInput!) {
    updateEmailCampaign(id: $id, input: $input) {
      id
      name
      code
      status
      type
      onetime
      enabled
      startAt
      endAt
      subject
      bodyText
      bodyHtml
      gateId
      segment
      segmentDays
      periodDays
      createdAt
      updatedAt
    }
  }
`);

export function EmailCampaignEdit() {
  const id = Number(useParams().id);
  const { user } = useAuth();
  const { canWrite, has } = useAdminAccess();
  const { data, error, loading } = useQuery(AdminEmailCampaignQuery, {
    variables: { id },
    skip: !Number.isInteger(id),
    fetchPolicy: 'cache-and-network',
  });
  const form = useForm<EmailCampaignFormValues>({ defaultValues: emptyEmailCampaign });
  const campaign = data?.emailCampaign;
  const loadedKey = campaign ? JSON.stringify(emailCampaignFormValues(campaign)) : null;
  useEffect(() => {
    if (loadedKey) form.reset(JSON.parse(loadedKey) as EmailCampaignFormValues);
  }, [loadedKey, form]);
  const [updateCampaign] = useMutation(UpdateEmailCampaignMutation, { update: (cache) => cache.evict({ fieldName: 'emailCampaigns' }) });
  const [sendingTest, setSendingTest] = useState(false);

  if (!Number.isInteger(id)) return <ErrorPage status={404} message="This page could not be found" />;
  if (error && !data)
    return <ErrorPage status={errorStatus(error)} message={errorStatus(error) === 404 ? 'This e-mail campaign does not exist.' : null} />;

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {campaign ? `E-mail campaign: ${campaign.name}` : 'E-mail campaign'}
        </Typography>
        <Button component={RouterLink} to={paths.admin.emailCampaigns.history.getHref({ id })} startIcon={<HistoryIcon />}>
          History
        </Button>
        {campaign && has(Role.Admin) ? (
          <Button variant="outlined" startIcon={<SendIcon />} onClick={() => setSendingTest(true)}>
            Send test
          </Button>
        ) : null}
      </Stack>
      {campaign ? (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Created {formatDateTime(campaign.createdAt)} · updated {formatDateTime(campaign.updatedAt)}
        </Typography>
      ) : null}
      {!campaign && loading ? (
        <Skeleton variant="rounded" height={500} />
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <AdminForm<EmailCampaignFormValues>
            form={form}
            label="E-mail campaign"
            readOnly={!canWrite}
            successMessage="E-mail campaign saved"
            onSubmit={(values) => updateCampaign({ variables: { id, input: emailCampaignUpdateInput(values) } })}
          >
            <EmailCampaignInputs />
          </AdminForm>
        </Paper>
      )}
      {campaign && sendingTest ? (
        <SendTestDialog
          open
          campaignId={id}
          campaignName={campaign.name}
          defaultEmail={user?.login ?? ''}
          onClose={() => setSendingTest(false)}
        />
      ) : null}
    </>
  );
}
