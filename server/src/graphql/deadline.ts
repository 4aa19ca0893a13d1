import type { ApolloServerPlugin } from '@apollo/server';
import { type GraphQLFieldResolver, type GraphQLFormattedError, GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import type { Context } from './context';

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

class Deadline {
  private readonly at: number;
  private readonly timer: NodeJS.Timeout;
  private expired = false;
  /** Rejects at the deadline; raced against each pending resolver of a query. */
  readonly expiry: Promise<never>;
  /** Operations sharing this context (the server renderer runs several for one page). */
  users = 1;

  constructor(readonly ms: number) {
    this.at = performance.now() + ms;
    let reject!: (e: unknown) => void;
    this.expiry = new Promise<never>((_resolve, r) => {
      reject = r;
    });
    this.expiry.catch(() => undefined);
    this.timer = setTimeout(() => {
      this.expired = true;
      reject(this.error());
    }, ms);
    this.timer.unref();
  }

  passed(): boolean {
    return this.expired || performance.now() >= this.at;
  }

  error(): GraphQLError {
    return new GraphQLError(`The operation did not finish within ${this.ms} ms and was abandoned.`, { extensions: { code: TIMEOUT_CODE } });
  }

  stop(): void {
    clearTimeout(this.timer);
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

export interface ResponseGuards {
  timeoutMs: number;
  maxResponseBytes: number;
  logger: Logger;
}

/** Starts each operation's deadline, and shapes the answer of an abandoned or too large one. */
export function responseGuardsPlugin({ timeoutMs, maxResponseBytes, logger }: ResponseGuards): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ contextValue }) {
      let deadline = deadlines.get(contextValue);
      if (deadline) deadline.users += 1;
      else {
        deadline = new Deadline(timeoutMs);
        deadlines.set(contextValue, deadline);
      }
      const own = deadline;
      return {
        async willSendResponse({ response, operationName }) {
          own.users -= 1;
          if (own.users === 0) {
            own.stop();
            if (deadlines.get(contextValue) === own) deadlines.delete(contextValue);
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
          const bytes = Buffer.byteLength(JSON.stringify(result));
          if (bytes > maxResponseBytes) {
            response.body = {
              kind: 'single',
              singleResult: {
                errors: [
                  {
                    message: `The result would be ${bytes} bytes; the limit is ${maxResponseBytes}. Ask for smaller pages or fewer fields.`,
                    extensions: { code: TOO_LARGE_CODE, limit: maxResponseBytes },
                  },
                ],
              },
            };
            response.http.status = 400;
          }
        },
      };
    },
  };
}
