/*
 * The CSV export of a project's raw visits (GET /api/projects/{id}/visits.csv?from=&to=), so the
 * customer can match it against their own server logs. It is a file download that needs the bearer token, which a
 * plain link cannot send: fetched with the session's headers, then handed to the browser as a file.
 */
import { authHeaders, EXPIRED_TOKEN_MESSAGE } from '@/lib/apollo';
import { expireSession } from '@/lib/session';
import type { DayRange } from './statistics-range';

export function visitsCsvUrl(projectId: number, range: DayRange): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return `/api/projects/${projectId}/visits.csv?${query.toString()}`;
}

export async function downloadVisitsCsv(projectId: number, range: DayRange): Promise<void> {
  const response = await fetch(visitsCsvUrl(projectId, range), { headers: { ...authHeaders(), Accept: 'text/csv' } });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    if (response.status === 401 && body.includes(EXPIRED_TOKEN_MESSAGE)) expireSession();
    throw new Error(`The export failed with status ${response.status}.`);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = `project-${projectId}-visits-${range.from}-to-${range.to}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
