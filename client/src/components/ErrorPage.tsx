/* The error page of SPEC.md §2: a title per status and a way back to the main page. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useReportHttpStatus } from '@/lib/http-status';
import { paths } from '@/lib/paths';

export const NOT_FOUND_TEXT = 'This page could not be found';

export function errorTitle(status: number, message?: string | null): string {
  switch (status) {
    case 400:
      return 'Bad request';
    case 401:
      return 'Authorization required';
    case 403:
      return 'Access denied';
    case 404:
      return 'Page not found';
    case 500:
      return message?.trim() || 'Internal server error';
    default:
      return 'Unknown error';
  }
}

export interface ErrorPageProps {
  status: number;
  message?: string | null;
}

export function ErrorPage({ status, message }: ErrorPageProps) {
  useReportHttpStatus(status >= 400 && status <= 599 ? status : 500);
  const title = errorTitle(status, message);
  const detail = status === 500 ? null : message;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography component="p" variant="h2" color="primary" sx={{ fontWeight: 700 }} aria-hidden>
        {status}
      </Typography>
      <Typography component="h1" variant="h4" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {detail ? (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {detail}
        </Typography>
      ) : null}
      <Box sx={{ mt: 4 }}>
        <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
          Back to the main page
        </Button>
      </Box>
    </Container>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} message={NOT_FOUND_TEXT} />;
}
