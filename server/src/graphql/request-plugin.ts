import type {
  ApolloServerPlugin,
  GraphQLRequestContext,
  GraphQLRequestContextDidEncounterErrors,
  GraphQLRequestContextDidResolveOperation,
  GraphQLRequestContextResponseForOperation,
  GraphQLRequestContextWillSendResponse,
  GraphQLRequestListener,
  GraphQLResponse,
} from '@apollo/server';
import type { DocumentNode } from 'graphql';
import type { Context } from './context';

/** Runs when the request starts, before parsing. */
export type StartStep = (rc: GraphQLRequestContext<Context>) => void;
/** Runs before execution; throwing a GraphQLError refuses the operation (nothing executes). */
export type OperationCheck = (rc: GraphQLRequestContextDidResolveOperation<Context>) => void;
/** Sees the errors validation found in a document (called only when Apollo validates it: a new document). */
export type ValidationStep = (document: DocumentNode, errors: readonly Error[]) => void;
/** May answer instead of execution (null: Apollo executes). */
export type Responder = (rc: GraphQLRequestContextResponseForOperation<Context>) => Promise<GraphQLResponse | null>;
/** Sees the request's errors, whatever the stage that raised them. */
export type ErrorStep = (rc: GraphQLRequestContextDidEncounterErrors<Context>) => void;
/** Sees, and may change, the answer about to be sent. */
export type AnswerStep = (rc: GraphQLRequestContextWillSendResponse<Context>) => void | Promise<void>;

/** What our server does around each operation Apollo runs, stage by stage: plain functions, called in this order. */
export interface RequestSteps {
  /** When the request starts, before parsing (the deadline and the metrics timer start here). */
  start: StartStep[];
  validated: ValidationStep[];
  checks: OperationCheck[];
  respond?: Responder;
  errors: ErrorStep[];
  answer: AnswerStep[];
}

/**
 * Our request steps as one Apollo plugin with one listener, the same object for every request.
 *
 * Apollo runs a stage as `Promise.all` over every listener of the request, whether or not a listener has that stage,
 * and an `async` hook is a promise more per call (on Node 20 each promise also goes through the AsyncLocalStorage
 * hook MikroORM turns on). So the steps are plain functions (synchronous where they do not wait for anything), one
 * listener calls them, and per-request state lives with the step that needs it (the deadline and the metrics timer,
 * keyed by the request).
 *
 * A check that throws stops the checks after it (they refuse only; a refusing check has nothing to undo).
 */
export function requestPlugin(steps: RequestSteps): ApolloServerPlugin<Context> {
  const { start, validated, checks, respond, errors, answer } = steps;
  const listener: GraphQLRequestListener<Context> = {
    ...(validated.length && {
      validationDidStart: async ({ document }) => {
        return async (found) => {
          if (!found?.length) return;
          for (const step of validated) step(document, found);
        };
      },
    }),
    didResolveOperation: async (rc) => {
      for (const check of checks) check(rc);
    },
    ...(respond && { responseForOperation: respond }),
    didEncounterErrors: async (rc) => {
      for (const step of errors) step(rc);
    },
    willSendResponse: async (rc) => {
      for (const step of answer) await step(rc);
    },
  };
  return {
    async requestDidStart(rc) {
      for (const step of start) step(rc);
      return listener;
    },
  };
}
