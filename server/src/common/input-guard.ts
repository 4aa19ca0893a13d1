import { type HttpRequest, switchUserParam } from './http-request';

/*
 * Text that no field of ours can hold is refused where it enters, before it reaches SQL (PostgreSQL
 * rejects NUL in text and the driver's error used to answer 500), a template or a log line. Refused: C0 control
 * characters except TAB, LF and CR; DEL; and lone UTF-16 surrogates (a string that is not well-formed Unicode
 * cannot be encoded as UTF-8 at all). Everything else — accents, CJK, emoji, newlines in a text body — is text.
 *
 * REST checks the query string, path parameters, the JSON body (recursively, keys too) and the switch-user
 * parameter/header (rest/router.ts); GraphQL checks the switch-user parameter/header before the context is built
 * (app.ts) and variables and the document's string literals once the operation is known (graphql/input-text.ts).
 */

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const BAD_TEXT_MESSAGE = 'This value contains a control character or an invalid Unicode sequence.';
export const BAD_KEY_MESSAGE = 'This object has a key with a control character or an invalid Unicode sequence.';

/** True when a string may be stored and shown: no refused control character, no lone surrogate. */
export function isCleanText(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

export interface BadText {
  /** Dotted path of the value (`input.trackingCode.0.ga_ids.1`, as class-validator violations); '' for the root. */
  path: string;
  message: string;
}

const join = (prefix: string, key: string | number) => (prefix ? `${prefix}.${key}` : String(key));

/**
 * The first refused string inside a JSON-like value (objects, arrays, strings; keys are checked too), or null.
 * The walk is iterative so a deeply nested body cannot overflow the stack.
 */
export function findBadText(value: unknown, root = ''): BadText | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (!isCleanText(v)) return { path, message: BAD_TEXT_MESSAGE };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i -= 1) stack.push([v[i], join(path, i)]);
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [k, child] = entries[i];
        if (!isCleanText(k)) return { path, message: BAD_KEY_MESSAGE };
        stack.push([child, join(path, k)]);
      }
    }
  }
  return null;
}

/**
 * The user-switch target (`?_switch_user=` or `X-Switch-User`), read while the request context is built and looked
 * up in the database: refused before that. Returns the name of the refused parameter, or null.
 */
export function badSwitchUser(req: Pick<HttpRequest, 'query' | 'get'>): string | null {
  const param = switchUserParam(req);
  if (findBadText(param)) return '_switch_user';
  const header = req.get('x-switch-user');
  if (header !== undefined && !isCleanText(header)) return 'X-Switch-User';
  return null;
}
