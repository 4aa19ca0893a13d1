/*
 * Files behind the bearer token (invoices, the transactions CSV): a plain link cannot carry the Authorization
 * header, so the file is fetched with the same headers as every API call (token, switch-user), then saved from a
 * blob under a name of our choosing.
 */
import { authHeaders } from '@/lib/apollo';

export class DownloadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

export async function downloadWithAuth(url: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { headers: authHeaders() });
  } catch {
    throw new DownloadError('The server cannot be reached. Check your connection.', null);
  }
  if (!response.ok) {
    throw new DownloadError(response.status === 404 ? 'This file is not available.' : 'The file cannot be downloaded right now. Please try again.', response.status);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}
