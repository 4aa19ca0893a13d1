/*
 * A public data store (lib/public-data.tsx) answering from Apollo-style mocks, for tests that render a screen inside
 * MockedProvider: the public queries (packages, promotions) are no longer Apollo's, so they read their mocks here.
 */
import { operationName } from '@/lib/operation-name';
import { PublicData } from '@/lib/public-data';

export interface PublicMock {
  request: { query: object; variables?: unknown };
  result?: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

export function mockPublicData(mocks: readonly PublicMock[]): PublicData {
  const fetch = async (_input: unknown, init?: { body?: unknown }) => {
    const payload = JSON.parse(String(init?.body ?? '{}')) as { operationName: string; variables?: Record<string, unknown> };
    const mock = mocks.find(
      (m) => operationName(m.request.query) === payload.operationName && same(m.request.variables, payload.variables),
    );
    // A mock whose result is computed (a function) or given by variables matcher is Apollo's only.
    const body = mock && typeof mock.result === 'object' ? mock.result : { errors: [{ message: `No mock for ${payload.operationName}` }] };
    return { ok: true, status: 200, text: async () => JSON.stringify(body) };
  };
  return new PublicData({ fetch: fetch as unknown as typeof globalThis.fetch });
}
