import type { ApolloServerPlugin, GraphQLRequestListener, GraphQLResponse } from '@apollo/server';
import type { DocumentNode, GraphQLError, OperationDefinitionNode } from 'graphql';
import type { Context } from './context';

/**
 * What a step reads of an operation: the part of Apollo's request context our steps use. Apollo's request contexts
 * are such objects, and so are the ones the REST routes' runner makes (graphql/operation-runner.ts); each is one
 * object from the operation's start to its answer.
 */
export interface OperationRequest {
  readonly contextValue: Context;
  readonly request: {
    readonly variables?: Record<string, unknown>;
    readonly operationName?: string;
    /** Present when Apollo's HTTP handler runs the operation (/graphql), absent for operations run in the process. */
    readonly http?: object;
  };
  readonly operationName?: string | null;
  readonly document?: DocumentNode;
  readonly operation?: OperationDefinitionNode;
  readonly errors?: readonly GraphQLError[];
}
/** An operation parsed, validated and chosen in its document. */
export interface ResolvedOperation extends OperationRequest {
  readonly document: DocumentNode;
}
/** An operation with its answer. */
export interface AnsweredOperation extends OperationRequest {
  readonly response: GraphQLResponse;
}

/** Runs when the request starts, before parsing. */
export type StartStep = (rc: OperationRequest) => void;
/** Runs before execution; throwing a GraphQLError refuses the operation (nothing executes). */
export type OperationCheck = (rc: ResolvedOperation) => void;
/** Sees the errors validation found in a document (called only when Apollo validates it: a new document). */
export type ValidationStep = (document: DocumentNode, errors: readonly Error[]) => void;
/** May answer instead of execution (null: the operation is executed). */
export type Responder = (rc: ResolvedOperation) => Promise<GraphQLResponse | null>;
/** Sees the request's errors, whatever the stage that raised them. */
export type ErrorStep = (rc: OperationRequest & { readonly errors: readonly GraphQLError[] }) => void;
/** Sees, and may change, the answer about to be sent. */
export type AnswerStep = (rc: AnsweredOperation) => void | Promise<void>;

/**
 * What our server does around each operation, stage by stage: plain functions, called in the order listed. Apollo
 * calls them through `requestPlugin`, the REST routes' runner itself (graphql/operation-runner.ts).
 */
export interface RequestSteps {
  /** When the request starts, before parsing (the deadline and the metrics timer start here). */
  start: StartStep[];
  validated: ValidationStep[];
  checks: OperationCheck[];
  respond?: Responder;
  errors: ErrorStep[];
  answer: AnswerStep[];
}

/** The answer steps in order, each awaited only when it waits for something (awaiting a plain value is a promise more). */
export async function runAnswerSteps(answer: readonly AnswerStep[], rc: AnsweredOperation): Promise<void> {
  for (const step of answer) {
    const waiting = step(rc);
    if (waiting) await waiting;
  }
}

/**
 * Our request steps as one Apollo plugin with one listener, the same object for every request.
 *
 * Apollo runs a stage as `Promise.all` over every listener of the request, whether or not a listener has that stage,
 * and an `async` hook is a promise more per call (on Node 20 each promise also goes through the AsyncLocalStorage
 * hook MikroORM turns on). So the steps are plain functions (synchronous where they do not wait for anything), one
 * listener calls them, and per-request state lives with the step that needs it (the deadline keyed by the request's
 * context, the metrics timer by the request).
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
    willSendResponse: (rc) => runAnswerSteps(answer, rc),
  };
  return {
    async requestDidStart(rc) {
      for (const step of start) step(rc);
      return listener;
    },
  };
}
