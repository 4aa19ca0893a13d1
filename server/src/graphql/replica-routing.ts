import { HeaderMap } from '@apollo/server';
import { execute, getNamedType, isObjectType, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { ReadReplicaRouting } from '../db/replica.types';
import { isDatabaseUnavailable } from '../ops/database-errors';
import { Role } from '../modules/auth/roles';
import { operationRootFields } from './api-key-scope';
import type { Context } from './context';
import { Loaders } from './loaders';
import type { AnswerStep, Responder } from './request-plugin';
import { isReportField } from './report-field';
import { withContext } from './request-context';

/*
 * Which operations read from the read replica (db/replica.ts; docs/operations.md "Read replica"): a query whose every
 * root field is a report (marked `@Extensions(REPORT)` where it is declared: statistics, delivered versus ordered,
 * visited pages, the staff dashboard's figures) or a list page read by staff or by an export (Context.reporting).
 * Everything else, every mutation, and every read of a user who wrote within the replica's sticky window runs on the
 * primary.
 *
 * A routed query runs here, on a copy of the context whose EntityManager is the replica's, before Apollo would execute
 * it (responseForOperation). Only a clean answer is returned: with any error (a refused caller, a bad argument, a
 * replica that failed) Apollo runs it again on the primary, which answers and formats it as always. Mutations mark
 * their user as having written before their answer is sent.
 */

/** The root Query fields that answer a list page (`{ items total page limit }`). */
function listFields(schema: GraphQLSchema): Set<string> {
  const fields = schema.getQueryType()?.getFields() ?? {};
  return new Set(
    Object.values(fields)
      .filter((f) => {
        const type = getNamedType(f.type);
        if (!isObjectType(type)) return false;
        const own = type.getFields();
        return 'items' in own && 'total' in own && 'page' in own;
      })
      .map((f) => f.name),
  );
}

/** The replica's steps: `respond` runs a routed query there, `answer` marks a user who just wrote. */
export function replicaSteps(schema: GraphQLSchema, replica: ReadReplicaRouting): { respond: Responder; answer: AnswerStep } {
  const queryFields = schema.getQueryType()?.getFields() ?? {};
  const lists = listFields(schema);
  const routed = (document: DocumentNode, operation: OperationDefinitionNode, ctx: Context): boolean => {
    if (operation.operation !== 'query') return false;
    const names = operationRootFields(document, operation).filter((n) => n !== '__typename');
    const staffOrReport = !!ctx.reporting || ctx.roles.has(Role.Support);
    return names.length > 0 && names.every((n) => isReportField(queryFields[n]) || (staffOrReport && lists.has(n)));
  };
  return {
    respond: async ({ operation, contextValue: ctx, document, request }) => {
      if (!operation || !routed(document, operation, ctx)) return null;
      const em = await replica.emFor(ctx.userId);
      if (!em) {
        replica.count('primary');
        return null;
      }
      let result;
      try {
        result = await execute({
          schema,
          document,
          contextValue: withContext(ctx, { em, loaders: new Loaders(em) }),
          variableValues: request.variables,
          operationName: request.operationName,
        });
      } catch (err) {
        replica.failed(err);
        replica.count('primary');
        return null;
      }
      if (result.errors?.length) {
        // The replica is skipped only when it failed; a refused caller or a bad argument is the primary's to answer.
        const broken = result.errors.find((e) => isDatabaseUnavailable(e));
        if (broken) replica.failed(broken.originalError);
        replica.count('primary');
        return null;
      }
      replica.count('replica');
      return { http: { headers: new HeaderMap(), status: undefined }, body: { kind: 'single', singleResult: { data: result.data } } };
    },
    answer: async ({ operation, contextValue: ctx }) => {
      if (operation?.operation === 'mutation' && ctx.userId !== null) await replica.noteWrite(ctx.userId);
    },
  };
}
