/**
 * JSON request bodies as every route reads them, on either HTTP layer: the body of `application/json`,
 * `application/ld+json` and `application/merge-patch+json` requests. The rules are express's JSON parser's (body-parser,
 * strict), so a client sees the same answer on every path:
 * - an empty body is `{}` (clients that send the header with no body, e.g. a POST action);
 * - the text must start with `{` or `[` (after JSON's whitespace): a bare string or number is refused;
 * - anything JSON.parse refuses is refused; a key named `__proto__` stays a plain own key, as JSON.parse keeps it.
 * A refusal is a 400 whose cause (the parser's message) is never sent to the client.
 */
export class BodyParseError extends Error {
  readonly statusCode = 400;
  /** body-parser's name for it, which the REST error handler reads on both layers. */
  readonly type = 'entity.parse.failed';
}

const FIRST_CHARACTER = /^[\x20\x09\x0a\x0d]*([^\x20\x09\x0a\x0d]|$)/;

export function parseJsonBody(text: string): unknown {
  if (text.length === 0) return {};
  const first = FIRST_CHARACTER.exec(text)?.[1];
  if (first !== '{' && first !== '[') throw new BodyParseError('The JSON body must be an object or an array.');
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new BodyParseError(e instanceof Error ? e.message : 'Invalid JSON.');
  }
}

/** The media types parsed as JSON. */
export const JSON_BODY_TYPES = ['application/json', 'application/ld+json', 'application/merge-patch+json'];
