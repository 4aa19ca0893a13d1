import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface QueryStatesProps {
  /** The query failed (its error), shown only while there is nothing to show instead. */
  error: unknown;
  loading: boolean;
  /** Whether the query has data: then neither state is shown (a refetch keeps the old rows on screen). */
  hasData: boolean;
  onRetry: () => void;
  /** "Your API keys cannot be loaded right now." */
  errorText: string;
  /** The accessible name of the spinner: "Loading API keys". */
  loadingLabel: string;
}

/** The error (with Retry) and loading states of a screen's query before it has data (loading, empty, error). */
export function QueryStates({ error, loading, hasData, onRetry, errorText, loadingLabel }: QueryStatesProps) {
  if (hasData) return null;
  return (
    <>
      {error ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Retry
            </Button>
          }
        >
          {errorText}
        </Alert>
      ) : null}
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} role="status" aria-label={loadingLabel}>
          <CircularProgress />
        </Box>
      ) : null}
    </>
  );
}
