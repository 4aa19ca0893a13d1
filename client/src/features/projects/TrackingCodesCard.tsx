/*
 * Tracking codes (docs/product.md#roles): VIP level and above read and change them. The card is not drawn for other users;
 * the server refuses them either way. Each code is a list of Google Analytics ids, typed comma-separated.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useEffect, useState, type FormEvent } from 'react';
import { graphql } from '@/graphql/generated';
import { serverMessage } from '@/lib/form-errors';
import { enqueueSnackbar } from '@/lib/notify';

export const ProjectTrackingCodeQuery = graphql(`
  query ProjectTrackingCode($id: Int!) {
    projectTrackingCode(id: $id) {
      ga_ids
    }
  }
`);

export const UpdateProjectTrackingCodeMutation = graphql(`
  mutation UpdateProjectTrackingCode($id: Int!, $input: TrackingCodeUpdateInput!) {
    updateProjectTrackingCode(id: $id, input: $input) {
      ga_ids
    }
  }
`);

function splitIds(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function TrackingCodesCard({ projectId }: { projectId: number }) {
  const { data, error } = useQuery(ProjectTrackingCodeQuery, { variables: { id: projectId } });
  const [save, { loading: saving }] = useMutation(UpdateProjectTrackingCodeMutation);
  const [codes, setCodes] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (data) setCodes(data.projectTrackingCode.map((c) => c.ga_ids.join(', ')));
  }, [data]);

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const trackingCode = codes
      .map(splitIds)
      .filter((ids) => ids.length > 0)
      .map((ga_ids) => ({ ga_ids }));
    try {
      await save({ variables: { id: projectId, input: { trackingCode } } });
      enqueueSnackbar('Tracking codes saved.', { variant: 'success' });
    } catch (e) {
      setFailure(serverMessage(e, 'Unable to save the tracking codes. Please try again.'));
    }
  };

  return (
    <Card variant="outlined" component="section" aria-label="Tracking codes">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Tracking codes
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Google Analytics ids (such as UA-12345-1 or G-ABC123) the visitors are reported to, comma-separated per code.
        </Typography>
        {error ? <Alert severity="error">Unable to load the tracking codes.</Alert> : null}
        {data ? (
          <form onSubmit={(e) => void handleSave(e)} noValidate>
            <Stack spacing={2}>
              {failure ? <Alert severity="error">{failure}</Alert> : null}
              {codes.map((value, i) => (
                <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    fullWidth
                    size="small"
                    label={`Tracking code ${i + 1}`}
                    value={value}
                    onChange={(e) => setCodes(codes.map((c, j) => (j === i ? e.target.value : c)))}
                  />
                  <IconButton aria-label={`Remove tracking code ${i + 1}`} onClick={() => setCodes(codes.filter((_, j) => j !== i))}>
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              ))}
              <Stack direction="row" spacing={1}>
                <Button onClick={() => setCodes([...codes, ''])}>Add a tracking code</Button>
                <Button type="submit" variant="contained" disabled={saving}>
                  Save tracking codes
                </Button>
              </Stack>
            </Stack>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
