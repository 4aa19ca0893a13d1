/*
 * Files behind the bearer token (invoices, the transactions CSV): a plain link cannot carry the Authorization
 * header, so the file is fetched like every API call (authorized-fetch.ts), then saved from a blob under a name of
 * our choosing.
 */
import { authorizedFetch } from './authorized-fetch';

export async function downloadWithAuth(url: string, fileName: string): Promise<void> {
  const response = await authorizedFetch(url);
  if (!response.ok) {
    throw new Error(response.status === 404 ? 'This file is not available.' : 'The file cannot be downloaded right now. Please try again.');
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
