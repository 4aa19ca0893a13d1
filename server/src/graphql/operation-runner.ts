import { type GraphQLResponse, HeaderMap } from '@apollo/server';
import {
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
  execute,
  getOperationAST,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import type { Context } from './context';
import { type AnsweredOperation, type RequestSteps, type ResolvedOperation, runAnswerSteps } from './request-plugin';

/*
 * The REST routes' operations, run with graphql-js on documents parsed and validated once, through the same steps as
 * every operation Apollo runs (graphql/request-plugin.ts: the deadline, the shape and cost, the input checks, the API
 * key's scopes, the replica, the 5xx log, the metrics) and the same error formatting. Apollo's request pipeline would
 * hash the query text, look the document up and negotiate a media type for each call; a route's operation is a
 * constant of the code.
 *
 * The answer is the one Apollo's executeOperation gives: errors formatted by `formatError` after their `http`
 * extension (status, headers) is moved to the answer's head; a variable that does not coerce is BAD_USER_INPUT with
 * 400; a refused or failed operation without another status is 500.
 */

interface Prepared {
  document: DocumentNode;
  operation: OperationDefinitionNode;
}

export interface OperationRunnerOptions {
  schema: GraphQLSchema;
  steps: RequestSteps;
  /** Apollo's formatError option, as /graphql formats errors. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** Rules beyond graphql-js's own, as Apollo validates /graphql's documents (graphql/limits.ts). */
  validationRules?: readonly ValidationRule[];
}

/** The operations the code runs are few and constant; a text past this many is prepared each time. */
const MAX_DOCUMENTS = 1_000;

export type OperationRunner = (query: string, variables: Record<string, unknown>, contextValue: Context) => Promise<GraphQLResponse>;

export function operationRunner({ schema, steps, formatError, validationRules = [] }: OperationRunnerOptions): OperationRunner {
  const rules = [...specifiedRules, ...validationRules];
  const documents = new Map<string, Prepared>();

  /** Parsed and validated once per text; a text that does not validate is a mistake in the code, thrown. */
  const prepare = (query: string): Prepared => {
    let prepared = documents.get(query);
    if (prepared) return prepared;
    const document = parse(query);
    const invalid = validate(schema, document, rules);
    if (invalid.length) throw new Error(`An operation of the code does not validate: ${invalid[0].message}\n${query}`);
    const operation = getOperationAST(document);
    if (!operation) throw new Error(`An operation of the code must hold one operation:\n${query}`);
    prepared = { document, operation };
    if (documents.size < MAX_DOCUMENTS) documents.set(query, prepared);
    return prepared;
  };

  /** Formats the errors as Apollo does, moving each one's `http` extension to the answer's head. */
  const formatted = (errors: readonly GraphQLError[], http: GraphQLResponse['http']): GraphQLFormattedError[] =>
    errors.map((error) => {
      const extensions: Record<string, unknown> = { ...error.extensions, code: error.extensions.code ?? 'INTERNAL_SERVER_ERROR' };
      const head = extensions.http as { status?: unknown; headers?: unknown } | undefined;
      if (head && typeof head === 'object' && (head.status === undefined || typeof head.status === 'number')) {
        if (typeof head.status === 'number') http.status = head.status;
        if (head.headers instanceof Map) for (const [name, value] of head.headers as Map<string, string>) http.headers.set(name, value);
        delete extensions.http;
      }
      try {
        return formatError({ ...error.toJSON(), extensions }, error);
      } catch {
        return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
    });

  return async (query, variables, contextValue) => {
    const { document, operation } = prepare(query);
    const operationName = operation.name?.value ?? null;
    const rc: { -readonly [K in keyof (AnsweredOperation & ResolvedOperation)]: (AnsweredOperation & ResolvedOperation)[K] } = {
      contextValue,
      request: { variables, operationName: operationName ?? undefined },
      operationName,
      document,
      operation,
      response: { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: {} } },
    };
    /** The error steps see the errors; the answer gets them formatted. */
    const reported = (errors: readonly GraphQLError[]): GraphQLFormattedError[] => {
      const failed = Object.assign(rc, { errors });
      for (const step of steps.errors) step(failed);
      return formatted(errors, rc.response.http);
    };
    const fail = (errors: readonly GraphQLError[]) => {
      rc.response.body = { kind: 'single', singleResult: { errors: reported(errors) } };
      rc.response.http.status ??= 500;
    };
    const answer = async () => {
      await runAnswerSteps(steps.answer, rc);
      return rc.response;
    };

    for (const step of steps.start) step(rc);
    try {
      for (const check of steps.checks) check(rc);
    } catch (e) {
      fail([asGraphQLError(e)]);
      return answer();
    }
    const answered = await steps.respond?.(rc);
    if (answered) {
      rc.response.body = answered.body;
      if (answered.http.status) rc.response.http.status = answered.http.status;
      for (const [name, value] of answered.http.headers) rc.response.http.headers.set(name, value);
      return answer();
    }
    let result;
    try {
      result = await execute({ schema, document, contextValue, variableValues: variables, operationName });
    } catch (e) {
      fail([asGraphQLError(e)]);
      return answer();
    }
    const errors = result.errors?.map(asUserInputError);
    if (errors?.length) {
      const formattedErrors = reported(errors);
      // A variable that does not coerce stops the operation before any resolver: a client error (Apollo's 400).
      if (result.data === undefined) rc.response.http.status ??= 400;
      rc.response.body = { kind: 'single', singleResult: { data: result.data, errors: formattedErrors } };
    } else {
      rc.response.body = { kind: 'single', singleResult: { data: result.data } };
    }
    return answer();
  };
}

function asGraphQLError(e: unknown): GraphQLError {
  if (e instanceof GraphQLError) return e;
  const error = e instanceof Error ? e : new Error(`Unexpected error value: ${String(e)}`);
  return new GraphQLError(error.message, { originalError: error });
}

/** A variable graphql-js could not coerce, as Apollo reports it: BAD_USER_INPUT. */
function asUserInputError(error: GraphQLError): GraphQLError {
  const node = error.nodes?.length === 1 ? error.nodes[0] : undefined;
  if (!node || node.kind !== Kind.VARIABLE_DEFINITION || error.extensions?.code != null) return error;
  const name = node.variable.name.value;
  const coercion = [`has invalid value`, `got invalid value `, `of required type `, `of non-null type `].some((m) =>
    error.message.startsWith(`Variable "$${name}" ${m}`),
  );
  if (!coercion) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    originalError: error.originalError ?? error,
    extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
  });
}
