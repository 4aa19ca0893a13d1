import { type GraphQLFieldResolver, type GraphQLFormattedError, GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import type { AnswerStep, StartStep } from './request-plugin';

/*
 * Two guards on what an accepted operation may take:
 *
 * - a deadline (GRAPHQL_TIMEOUT_MS): once it has passed no resolver starts, and a query's pending resolvers are
 *   abandoned (their result is no longer awaited), so the answer goes out at the deadline with one
 *   OPERATION_TIMEOUT error (503). A running mutation is let finish and its result is read — what it writes, it
 *   writes, and the client is told — but no further mutation of the request starts;
 * - a response size cap (GRAPHQL_MAX_RESPONSE_BYTES): a larger result is answered 400 RESPONSE_TOO_LARGE instead.
 *
 * Both apply to every operation the Apollo server runs: /graphql, the REST routes and the server renderer.
 */

export const TIMEOUT_CODE = 'OPERATION_TIMEOUT';
export const TOO_LARGE_CODE = 'RESPONSE_TOO_LARGE';

/**
 * One operation's deadline. Its timer and the promise that rejects at it exist only once a query has a resolver
 * pending (`expiry`): an operation whose resolvers all answer at once only compares clocks.
 */
class Deadline {
  private readonly at: number;
  private timer: NodeJS.Timeout | undefined;
  private expiring: Promise<never> | undefined;
  /** Operations sharing this context (the server renderer runs several for one page). */
  users = 1;

  constructor(readonly ms: number) {
    this.at = performance.now() + ms;
  }

  /** Rejects at the deadline; raced against each pending resolver of a query. */
  get expiry(): Promise<never> {
    if (this.expiring) return this.expiring;
    this.expiring = new Promise<never>((_resolve, reject) => {
      this.timer = setTimeout(() => reject(this.error()), Math.max(0, this.at - performance.now()));
      this.timer.unref();
    });
    this.expiring.catch(() => undefined);
    return this.expiring;
  }

  passed(): boolean {
    return performance.now() >= this.at;
  }

  error(): GraphQLError {
    return new GraphQLError(`The operation did not finish within ${this.ms} ms and was abandoned.`, { extensions: { code: TIMEOUT_CODE } });
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}

const deadlines = new WeakMap<object, Deadline>();

function isPromise(value: unknown): value is Promise<unknown> {
  return !!value && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * `resolve` consulting the deadline of its operation's context (schema.ts wraps every field with a resolver of its
 * own once, when the schema is built); a context without a deadline runs it as it is.
 */
export function withDeadline<TContext>(resolve: GraphQLFieldResolver<unknown, TContext>): GraphQLFieldResolver<unknown, TContext> {
  return (source, args, contextValue, info) => {
    const deadline = contextValue && typeof contextValue === 'object' ? deadlines.get(contextValue) : undefined;
    if (!deadline) return resolve(source, args, contextValue, info);
    if (info.operation.operation === 'mutation') {
      // Mutations run one after another: the next one does not start, the running one finishes and its
      // result is read, so the client learns what was written.
      if (info.parentType === info.schema.getMutationType() && deadline.passed()) throw deadline.error();
      return resolve(source, args, contextValue, info);
    }
    if (deadline.passed()) throw deadline.error();
    const result = resolve(source, args, contextValue, info);
    return isPromise(result) ? Promise.race([result, deadline.expiry]) : result;
  };
}

/** The result that replaces one of `bytes` bytes over the cap. */
function tooLargeResult(bytes: number, maxResponseBytes: number) {
  return {
    errors: [
      {
        message: `The result would be ${bytes} bytes; the limit is ${maxResponseBytes}. Ask for smaller pages or fewer fields.`,
        extensions: { code: TOO_LARGE_CODE, limit: maxResponseBytes },
      },
    ],
  };
}

/**
 * The JSON text to send instead of `text`, an answer of Apollo's HTTP handler, when it is over the cap (status 400);
 * undefined when it is within it. A text of n characters is n to 3n bytes in UTF-8: most are counted without encoding.
 */
export function oversizedAnswer(text: string, maxResponseBytes: number): string | undefined {
  if (text.length * 3 <= maxResponseBytes) return undefined;
  const bytes = Buffer.byteLength(text);
  return bytes > maxResponseBytes ? JSON.stringify(tooLargeResult(bytes, maxResponseBytes)) : undefined;
}

export interface ResponseGuards {
  timeoutMs: number;
  maxResponseBytes: number;
  logger: Logger;
}

/** Each operation's deadline (`start`), and the answer of an abandoned or too large one (`answer`). */
export function responseGuards({ timeoutMs, maxResponseBytes, logger }: ResponseGuards): { start: StartStep; answer: AnswerStep } {
  return {
    // Operations sharing a context share its deadline, which ends with the last of them: until then it is the
    // context's, so each operation's answer finds it there.
    start: ({ contextValue }) => {
      let deadline = deadlines.get(contextValue);
      if (deadline) deadline.users += 1;
      else {
        deadline = new Deadline(timeoutMs);
        deadlines.set(contextValue, deadline);
      }
    },
    answer: (rc) => {
      const { response, operationName, contextValue } = rc;
      const own = deadlines.get(contextValue);
      if (own) {
        own.users -= 1;
        if (own.users === 0) {
          own.stop();
          deadlines.delete(contextValue);
        }
      }
      if (response.body.kind !== 'single') return;
      const result = response.body.singleResult;
      const timedOut = result.errors?.filter((e) => e.extensions?.code === TIMEOUT_CODE) ?? [];
      if (timedOut.length) {
        // One error for the whole operation instead of one per abandoned field.
        const others = result.errors!.filter((e) => e.extensions?.code !== TIMEOUT_CODE);
        const error: GraphQLFormattedError = { message: timedOut[0].message, extensions: { code: TIMEOUT_CODE, timeoutMs } };
        result.errors = [error, ...others];
        response.http.status = 503;
        response.http.headers.set('retry-after', '1');
        logger.error({ reqId: contextValue.requestId, operationName, timeoutMs }, 'GraphQL operation abandoned at its deadline');
      }
      // /graphql's answer is measured on the text Apollo sends (`oversizedAnswer`, called by app.ts), not serialized
      // a second time here; an operation run without HTTP (the REST routes, the server renderer) is measured here.
      if (rc.request.http) return;
      const bytes = Buffer.byteLength(JSON.stringify(result));
      if (bytes > maxResponseBytes) {
        response.body = { kind: 'single', singleResult: tooLargeResult(bytes, maxResponseBytes) };
        response.http.status = 400;
      }
    },
  };
}
