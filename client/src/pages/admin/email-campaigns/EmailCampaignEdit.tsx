/*
 * /admin/email-campaigns/{id} (managers and above): a campaign's fields, a link to its delivery history and, for
 * admins only (docs/product.md#roles), "Send test".
 */
import HistoryIcon from '@mui/icons-material/History';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminForm } from '@/features/admin/AdminForm';
import { useEditRecord } from '@/features/admin/useEditRecord';
import { useAdminAccess } from '@/features/admin/admin-access';
import { graphql } from '@/graphql/generated';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Role } from '@/lib/roles';
import { emailCampaignFormValues, emailCampaignUpdateInput, emptyEmailCampaign, type EmailCampaignFormValues } from './email-campaign-form';
import { EmailCampaignInputs } from './EmailCampaignInputs';
import { SendTestDialog } from './SendTestDialog';

/* The query and the save answer the same fields, so the save's answer replaces the record in the cache. */
export const AdminEmailCampaignFieldsFragment = graphql(`
  fragment AdminEmailCampaignFields on EmailCampaign {
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
`);

export const AdminEmailCampaignQuery = graphql(`
  query AdminEmailCampaign($id: Int!) {
    emailCampaign(id: $id) {
      ...AdminEmailCampaignFields
    }
  }
`);

export const UpdateEmailCampaignMutation = graphql(`
  mutation AdminUpdateEmailCampaign($id: Int!, $input: EmailCampaignUpdateInput!) {
    updateEmailCampaign(id: $id, input: $input) {
      ...AdminEmailCampaignFields
    }
  }
`);

export function EmailCampaignEdit() {
  const { user } = useAuth();
  const { canWrite, has } = useAdminAccess();
  const edit = useEditRecord({
    query: AdminEmailCampaignQuery,
    record: (data) => data.emailCampaign,
    values: emailCampaignFormValues,
    defaultValues: emptyEmailCampaign,
    notFound: 'This e-mail campaign does not exist.',
    skeletonHeight: 500,
  });
  const [updateCampaign] = useMutation(UpdateEmailCampaignMutation, { update: (cache) => cache.evict({ fieldName: 'emailCampaigns' }) });
  const [sendingTest, setSendingTest] = useState(false);

  if (edit.fallback) return edit.fallback;
  const { id, record: campaign, form, skeleton } = edit;

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
      {skeleton ?? (
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
