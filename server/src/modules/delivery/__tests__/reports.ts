import { createHmac } from 'node:crypto';
import type { TestServer } from '../../../../test/harness';

// Shared by the delivery tests: the partner's side of POST /api/delivery/reports, and a fresh project to report on.

export const SECRET = 'test-delivery-secret-0123456789abcdef';

export interface Visit {
  visitId: string;
  projectId: number;
  at: string;
  pageUrl: string;
  country: string;
  referrer: string | null;
  device: string;
}

export const sign = (body: string, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Posts a batch as the partner does: the exact bytes it signed. */
export function postReports(t: TestServer, batch: unknown, signature?: string | null) {
  const body = JSON.stringify(batch);
  const req = t.http.post('/api/delivery/reports').set('content-type', 'application/json');
  if (signature !== null) req.set('x-signature', signature ?? sign(body));
  return req.send(body);
}

let counter = 0;
/** A valid visit; ids are unique across a test file unless given. */
export function visit(projectId: number, over: Partial<Visit> = {}): Visit {
  counter += 1;
  return {
    visitId: `t-${process.pid}-${counter}`,
    projectId,
    at: '2026-10-02T12:00:00.000Z',
    pageUrl: 'https://site.example.com/',
    country: 'US',
    referrer: 'https://www.google.com/',
    device: 'desktop',
    ...over,
  };
}

export async function createProject(t: TestServer, token: string, title: string): Promise<number> {
  const res = await t.gql<{ createProject: { id: number } }>(
    'mutation Create($input: ProjectCreateInput!) { createProject(input: $input) { id } }',
    { input: { title, url: 'https://site.example.com' } },
    token,
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createProject.id;
}

export async function visitorsCount(t: TestServer, token: string, projectId: number): Promise<number> {
  const res = await t.http.get(`/api/projects/${projectId}/visitorsCount`).set('authorization', `Bearer ${token}`);
  if (res.status !== 200) throw new Error(`visitorsCount: ${res.status}`);
  return res.body.visitorsCount as number;
}
