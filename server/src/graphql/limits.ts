import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLSchema, separateOperations } from 'graphql';
import { type ComplexityEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '../common/list';

/*
 * Guards for the public endpoint: a depth limit (validation rule, see app.ts) and a complexity budget where a
 * list field costs its page size times its children, so one request cannot ask for the whole database.
 */

const pagedEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  if (!('limit' in args) && !('page' in args)) return undefined;
  const limit = typeof args.limit === 'number' ? Math.min(Math.max(args.limit, 1), MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
  return 1 + limit * Math.max(childComplexity, 1);
};

export function complexityPlugin(schema: GraphQLSchema, maxComplexity: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const query = request.operationName ? separateOperations(document)[request.operationName] ?? document : document;
          let complexity: number;
          try {
            complexity = getComplexity({
              schema,
              query,
              variables: request.variables ?? {},
              estimators: [pagedEstimator, simpleEstimator({ defaultComplexity: 1 })],
            });
          } catch {
            // Variables that do not coerce: execution reports them as BAD_USER_INPUT with the right status.
            return;
          }
          if (complexity > maxComplexity) {
            throw new GraphQLError(`Query is too complex: ${complexity}, the limit is ${maxComplexity}.`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
