import { type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import { execute, getNamedType, isObjectType, Kind, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { ReadReplicaRouting } from '../db/replica.types';
import { isDatabaseUnavailable } from '../ops/database-errors';
import { Role } from '../modules/auth/roles';
import type { Context } from './context';
import { Loaders } from './loaders';
import { withContext } from './request-context';

/*
 * Which operations read from the read replica (db/replica.ts; docs/operations.md "Read replica"): a query whose every
 * root field is a report — statistics, delivered versus ordered, visited pages, the staff dashboard's figures — or a
 * list page read by staff or by an export (Context.reporting). Everything else, every mutation, and every read of a user
 * who wrote within the replica's sticky window runs on the primary.
 *
 * A routed query runs here, on a copy of the context whose EntityManager is the replica's, before Apollo would execute
 * it (responseForOperation). Only a clean answer is returned: with any error (a refused caller, a bad argument, a
 * replica that failed) Apollo runs it again on the primary, which answers and formats it as always. Mutations mark
 * their user as having written before their answer is sent.
 */

const REPORTS = new Set(['projectStatistics', 'projectDeliveryComparison', 'projectPages', 'adminKpis']);

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

function rootFields(operation: OperationDefinitionNode): string[] | null {
  const names: string[] = [];
  for (const s of operation.selectionSet.selections) {
    if (s.kind !== Kind.FIELD) return null;
    if (s.name.value !== '__typename') names.push(s.name.value);
  }
  return names.length ? names : null;
}

export function replicaPlugin(schema: GraphQLSchema, replica: ReadReplicaRouting): ApolloServerPlugin<Context> {
  const lists = listFields(schema);
  const routed = (operation: OperationDefinitionNode, ctx: Context): boolean => {
    if (operation.operation !== 'query') return false;
    const names = rootFields(operation);
    if (!names) return false;
    const staffOrReport = !!ctx.reporting || ctx.roles.has(Role.Support);
    return names.every((n) => REPORTS.has(n) || (staffOrReport && lists.has(n)));
  };
  return {
    async requestDidStart() {
      return {
        async responseForOperation({ operation, contextValue: ctx, document, request }) {
          if (!operation || !routed(operation, ctx)) return null;
          if (!(await replica.usableFor(ctx.userId))) {
            replica.reads.primary += 1;
            return null;
          }
          const em = replica.em();
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
            replica.reads.primary += 1;
            return null;
          }
          if (result.errors?.length) {
            const broken = result.errors.find((e) => isDatabaseUnavailable(e));
            if (broken) replica.failed(broken.originalError);
            replica.reads.primary += 1;
            return null;
          }
          replica.reads.replica += 1;
          return { http: { headers: new HeaderMap(), status: undefined }, body: { kind: 'single', singleResult: { data: result.data } } };
        },
        async willSendResponse({ operation, contextValue: ctx }) {
          if (operation?.operation === 'mutation' && ctx.userId !== null) await replica.noteWrite(ctx.userId);
        },
      };
    },
  };
}
