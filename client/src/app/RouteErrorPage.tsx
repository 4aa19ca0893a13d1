import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage, NOT_FOUND_TEXT } from '@/components/ErrorPage';
import { logger } from '@/lib/logger';

/** The router's error boundary: HTTP-like responses keep their status, anything thrown is a 500 with its message. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message =
      error.status === 404
        ? NOT_FOUND_TEXT
        : typeof data === 'string'
          ? data
          : data && typeof data === 'object' && 'message' in data
            ? String((data as { message: unknown }).message)
            : error.statusText;
    return <ErrorPage status={error.status} message={message} />;
  }
  logger.error('Unhandled error while rendering a route:', error);
  return <ErrorPage status={500} message={error instanceof Error ? error.message : 'Unknown error'} />;
}
