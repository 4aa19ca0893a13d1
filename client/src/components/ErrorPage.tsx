/*
 * The error page of docs/product.md#screens-and-routes: a title per status (also the document title's page name) and a
 * way back to the main page.
 */
import { PageTitle } from '@/lib/document-title';
import { useReportHttpStatus } from '@/lib/http-status';
import { paths } from '@/lib/paths';
import { Button, Container, Text } from '@/ui/kit';

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
    <Container maxWidth="sm" className="tg-error-page">
      <PageTitle name={title} />
      <Text component="p" variant="h2" color="primary" weight="bold" aria-hidden>
        {status}
      </Text>
      <Text component="h1" variant="h4" style={{ marginTop: 8 }}>
        {title}
      </Text>
      {detail ? (
        <Text color="text.secondary" style={{ marginTop: 16 }}>
          {detail}
        </Text>
      ) : null}
      <div style={{ marginTop: 32 }}>
        <Button variant="contained" to={paths.home.getHref()}>
          Back to the main page
        </Button>
      </div>
    </Container>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} message={NOT_FOUND_TEXT} />;
}
