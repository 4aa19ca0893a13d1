/*
 * A fake GraphQL server behind `fetch`, answering by operation name. Tests run the real Apollo link chain
 * (token, switch-user header, expiry handling) against it, the way the browser talks to /graphql.
 */

export interface FakeRequest {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Record<string, unknown>;

function isReply(value: unknown): value is FakeReply {
  return typeof value === 'object' && value !== null && 'body' in value;
}

export function graphqlError(message: string, code: string, status = 200): FakeReply {
  return { status, body: { errors: [{ message, extensions: { code } }] } };
}

export function createFakeFetch(handlers: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = [];
  const fetchMock = jest.fn(async (_input: unknown, init?: { body?: unknown; headers?: unknown }) => {
    const payload = JSON.parse(String(init?.body ?? '{}')) as { operationName: string; variables?: Record<string, unknown> };
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries((init?.headers ?? {}) as Record<string, string>)) headers[k.toLowerCase()] = v;
    const request: FakeRequest = { operationName: payload.operationName, variables: payload.variables ?? {}, headers };
    requests.push(request);
    const handler = handlers[request.operationName];
    const result = handler ? handler(request) : graphqlError(`No fake handler for ${request.operationName}`, 'INTERNAL_SERVER_ERROR', 500);
    const reply = isReply(result) ? result : { body: result };
    const status = reply.status ?? 200;
    const text = JSON.stringify(reply.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: {
        get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/graphql-response+json; charset=utf-8' : null),
      },
      text: async () => text,
    };
  });
  return { fetch: fetchMock as unknown as typeof fetch, requests };
}
