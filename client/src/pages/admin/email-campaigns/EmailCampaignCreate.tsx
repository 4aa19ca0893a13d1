/* /admin/email-campaigns/create (managers and above): a new campaign; saved, it opens on its edit page. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AdminForm } from '@/features/admin/AdminForm';
import { graphql } from '@/graphql/generated';
import { paths } from '@/lib/paths';
import { emailCampaignCreateInput, emptyEmailCampaign, type EmailCampaignFormValues } from './email-campaign-form';
import { EmailCampaignInputs } from './EmailCampaignInputs';

export const CreateEmailCampaignMutation = graphql(`
  mutation AdminCreateEmailCampaign($input: EmailCampaignCreateInput!) {
    createEmailCampaign(input: $input) {
      id
      name
    }
  }
`);

export function EmailCampaignCreate() {
  const navigate = useNavigate();
  const form = useForm<EmailCampaignFormValues>({ defaultValues: emptyEmailCampaign });
  const [createCampaign] = useMutation(CreateEmailCampaignMutation, { update: (cache) => cache.evict({ fieldName: 'emailCampaigns' }) });
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Create e-mail campaign
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <AdminForm<EmailCampaignFormValues>
          form={form}
          label="E-mail campaign"
          submitLabel="Create"
          successMessage="E-mail campaign created"
          onSubmit={async (values) =>
            (await createCampaign({ variables: { input: emailCampaignCreateInput(values) } })).data?.createEmailCampaign
          }
          onSaved={(created) => {
            const id = (created as { id: number } | undefined)?.id;
            void navigate(id ? paths.admin.emailCampaigns.edit.getHref({ id }) : paths.admin.emailCampaigns.list.getHref());
          }}
        >
          <EmailCampaignInputs />
        </AdminForm>
      </Paper>
    </>
  );
}
