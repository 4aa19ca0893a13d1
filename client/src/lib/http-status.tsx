/*
 * The HTTP status of a page rendered on the server (entry-server.tsx): the 404 page and the error page report
 * theirs while rendering, so a crawler gets 404 for an unknown path or a disabled blog rather than 200.
 * In the browser there is no recorder and reporting does nothing.
 */
import { createContext, useContext } from 'react';

export interface HttpStatusRecorder {
  status: number;
}

export const HttpStatusContext = createContext<HttpStatusRecorder | null>(null);

export function useReportHttpStatus(status: number): void {
  const recorder = useContext(HttpStatusContext);
  // Rendering on the server happens once per request into its own recorder; the last page drawn wins.
  if (recorder) recorder.status = status;
}
