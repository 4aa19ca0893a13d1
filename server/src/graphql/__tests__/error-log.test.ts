import { ApolloServer } from '@apollo/server';
import { GraphQLError, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { capturedLogger } from '../../../test/captured-log';
import { NotFoundError } from '../../common/errors';
import type { Context } from '../context';
import { logServerFailures } from '../error-log';
import { requestPlugin } from '../request-plugin';
import { formatError } from '../errors';

/*
 * An unexpected resolver failure is answered masked
 * and logged with its message, stack and the request id; answers of the domain (404, violations) are not failures.
 */

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      broken: {
        type: GraphQLString,
        resolve: () => {
          throw new Error('relation "secret_table" does not exist');
        },
      },
      missing: {
        type: GraphQLString,
        resolve: () => {
          throw new NotFoundError();
        },
      },
      refused: {
        type: GraphQLString,
        resolve: () => {
          throw new GraphQLError('no', { extensions: { code: 'BAD_USER_INPUT' } });
        },
      },
    },
  }),
});

describe('logServerFailures', () => {
  const { logger, lines } = capturedLogger('info');
  const apollo = new ApolloServer<Context>({
    schema,
    plugins: [requestPlugin({ start: [], validated: [], checks: [], errors: [logServerFailures(logger)], answer: [] })],
    formatError: (f, e) => formatError(f, e, false),
  });
  beforeAll(() => apollo.start());
  afterAll(() => apollo.stop());
  beforeEach(() => (lines.length = 0));

  const run = (query: string) =>
    apollo
      .executeOperation({ query }, { contextValue: { requestId: 'req-123' } as Context })
      .then((r) => (r.body.kind === 'single' ? r.body.singleResult : null));

  it('logs an unexpected failure at error level with its message and the request id; the answer is masked', async () => {
    const result = await run('{ broken }');
    expect(result?.errors?.[0]).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(JSON.stringify(result)).not.toMatch(/secret_table|at .*\.ts/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, requestId: 'req-123', msg: expect.stringContaining('secret_table') });
    expect((lines[0].err as { stack?: string }).stack).toMatch(/secret_table/);
  });

  it('does not log answers of the domain', async () => {
    await run('{ missing }');
    await run('{ refused }');
    await run('{ nope }');
    expect(lines).toEqual([]);
  });
});
