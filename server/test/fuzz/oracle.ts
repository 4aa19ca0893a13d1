import type { RestRoute } from '../../src/rest/resource';
import type { TestServer } from '../harness';
import type { FuzzRequest } from './targets';

/*
 * What a fuzzed request must get: never a 5xx, an error in the documented shapes
 * (docs/api.md#api-platform-clients-hydra-documentation-and-accepted-input, docs/api.md#calls), and nothing written when it is refused.
 */

export interface FuzzResponse {
  status: number;
  contentType: string;
  text: string;
  json?: unknown;
}

/** GraphQL error codes a client may see (graphql/errors.ts, the limits, Apollo's own request errors). */
export const KNOWN_GRAPHQL_CODES = new Set([
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'NOT_IMPLEMENTED',
  'QUERY_TOO_COMPLEX',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  // The GraphQL limits against denial of service (graphql/limits.ts, deadline.ts, concurrency.ts).
  'TOO_MANY_ALIASES',
  'TOO_MANY_ROOT_FIELDS',
  'RESPONSE_TOO_LARGE',
  'OPERATION_TIMEOUT',
  'ONE_SIGN_UP_PER_REQUEST',
]);

export async function send(t: TestServer, r: FuzzRequest, token?: string): Promise<FuzzResponse> {
  let req = t.http[r.method](r.path);
  if (token) req = req.set('authorization', `Bearer ${token}`);
  if (r.accept) req = req.set('accept', r.accept);
  if (r.contentType) req = req.set('content-type', r.contentType);
  // The body is sent as the raw text it was made as; superagent must not parse the answer for us.
  const res = await (r.body !== undefined ? req.send(r.body) : req).buffer(true).parse((response, done) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (text += chunk));
    response.on('end', () => done(null, text));
  });
  const text = typeof res.body === 'string' ? res.body : '';
  const contentType = String(res.headers['content-type'] ?? '');
  let json: unknown;
  if (/json/.test(contentType) && text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: res.status, contentType, text, json };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Problems with a REST answer; empty when it is one docs/api.md allows. */
export function checkRest(_route: RestRoute, res: FuzzResponse): string[] {
  const problems: string[] = [];
  // 501 is how a feature this server is not configured for answers (social sign-in without credentials), in the Hydra error shape.
  if (res.status >= 500 && res.status !== 501) problems.push(`status ${res.status}`);
  // Node's HTTP parser answers a request line or headers over its limit (16 kB) itself, before the app.
  if (res.status < 400 || res.status === 431) return problems;
  const body = res.json;
  if (res.status === 401) {
    if (!isObject(body) || body.code !== 401 || typeof body.message !== 'string')
      problems.push('401 without the Lexik shape {code, message}');
  } else if (res.status === 422) {
    if (!isObject(body) || body['@type'] !== 'ConstraintViolationList' || !Array.isArray(body.violations)) {
      problems.push('422 without a ConstraintViolationList');
    } else if (!body.violations.every((v) => isObject(v) && typeof v.propertyPath === 'string' && typeof v.message === 'string')) {
      problems.push('422 with a violation lacking propertyPath/message');
    }
  } else if (!isObject(body) || body['@type'] !== 'hydra:Error' || typeof body['hydra:description'] !== 'string') {
    problems.push(`${res.status} without a hydra:Error`);
  }
  if (/\bat .+\.(ts|js):\d+|select .+ from |insert into |update .+ set /i.test(res.text))
    problems.push('the body carries a stack trace or SQL');
  return problems;
}

/** Problems with a GraphQL answer; empty when it is one docs/api.md allows. */
export function checkGraphQL(res: FuzzResponse): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`status ${res.status}`);
  const body = res.json;
  if (res.status >= 400 && !isObject(body)) {
    // Apollo answers a few transport-level refusals (wrong content type, CSRF) in text.
    if (![400, 406, 413, 415, 431].includes(res.status)) problems.push(`status ${res.status} without a JSON body`);
    return problems;
  }
  if (!isObject(body)) {
    problems.push('no JSON body');
    return problems;
  }
  const errors = body.errors;
  if (errors !== undefined) {
    if (!Array.isArray(errors)) problems.push('errors is not a list');
    else
      for (const e of errors) {
        const code = isObject(e) && isObject(e.extensions) ? e.extensions.code : undefined;
        if (typeof code !== 'string' || !KNOWN_GRAPHQL_CODES.has(code))
          problems.push(`error code ${String(code)}: ${isObject(e) ? String(e.message) : ''}`);
        if (isObject(e) && isObject(e.extensions) && 'stacktrace' in e.extensions) problems.push('an error carries a stack trace');
      }
  }
  return problems;
}

/** Whether the request was refused (so it must have written nothing). */
export function refused(kind: 'rest' | 'graphql', res: FuzzResponse): boolean {
  if (res.status >= 400) return true;
  if (kind === 'rest') return false;
  const body = res.json;
  return isObject(body) && Array.isArray(body.errors) && body.errors.length > 0 && (!isObject(body.data) || body.data.result == null);
}

/**
 * A fingerprint of everything stored: per table, its row count and an md5 of its rows. One statement through
 * the harness's own database connection; the demo database is small, so this stays cheap.
 */
export async function makeFingerprint(t: TestServer): Promise<() => Promise<string>> {
  const conn = t.server.orm.em.getConnection();
  const tables = (
    await conn.execute<{ table_name: string }[]>(
      `select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'mikro_orm%'
      order by table_name`,
    )
  ).map((r) => r.table_name);
  const parts = tables.map(
    (name) => `'${name}:' || (select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t)`,
  );
  const sql = `select ${parts.join(` || ';' || `)} as fp`;
  return async () => {
    const [row] = await conn.execute<{ fp: string }[]>(sql);
    return row.fp;
  };
}

/** The tables whose part of two fingerprints differs. */
export function changedTables(before: string, after: string): string[] {
  const a = new Map(before.split(';').map((p) => [p.split(':')[0], p]));
  return after
    .split(';')
    .filter((p) => a.get(p.split(':')[0]) !== p)
    .map((p) => p.split(':')[0]);
}
