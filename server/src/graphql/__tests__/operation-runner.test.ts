import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError, GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import type { Context } from '../context';
import { operationRunner } from '../operation-runner';
import { requestPlugin, type RequestSteps } from '../request-plugin';

// The REST routes run their operations without Apollo's pipeline. What they answer must be what Apollo answers for the
// same operation, variables and steps: data, formatted errors, status and headers.

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      hello: {
        type: GraphQLString,
        args: { name: { type: new GraphQLNonNull(GraphQLString) }, times: { type: GraphQLInt } },
        resolve: (_: unknown, { name, times }: { name: string; times?: number }) => `hello ${name}`.repeat(times ?? 1),
      },
      broken: {
        type: GraphQLString,
        resolve: () => {
          throw new Error('secret detail');
        },
      },
      slow: {
        type: GraphQLString,
        resolve: () => {
          throw new GraphQLError('busy', {
            extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503, headers: new HeaderMap([['retry-after', '7']]) } },
          });
        },
      },
    },
  }),
});

function stepsWith(calls: string[]): RequestSteps {
  return {
    start: [() => void calls.push('start')],
    validated: [],
    checks: [
      ({ request }) => {
        calls.push('check');
        if (request.variables?.name === 'refused')
          throw new GraphQLError('refused', { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
      },
    ],
    errors: [({ errors }) => void calls.push(`errors ${errors.length}`)],
    answer: [
      ({ response }) => {
        calls.push('answer');
        response.http.headers.set('x-answered', 'yes');
      },
    ],
  };
}

// As in app.ts, no cache-control plugin. Ours masks what is not a GraphQLError, as graphql/errors.ts does.
const formatError = (formatted: { message: string; extensions?: Record<string, unknown> }, error: unknown) =>
  (error as { originalError?: unknown }).originalError instanceof GraphQLError || !(error as { originalError?: unknown }).originalError
    ? formatted
    : { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };

const cases: [string, string, Record<string, unknown>][] = [
  ['an answer', 'query Q($name: String!, $times: Int) { hello(name: $name, times: $times) }', { name: 'you', times: 2 }],
  ['a refusal by a check', 'query Q($name: String!) { hello(name: $name) }', { name: 'refused' }],
  [
    'a variable that does not coerce',
    'query Q($name: String!, $times: Int) { hello(name: $name, times: $times) }',
    { name: 'x', times: 'many' },
  ],
  ['a missing variable', 'query Q($name: String!) { hello(name: $name) }', {}],
  ['a resolver that fails', 'query Q { broken }', {}],
  ['an error that chooses its status and headers', 'query Q { slow }', {}],
];

describe('operationRunner', () => {
  const apolloCalls: string[] = [];
  const runnerCalls: string[] = [];
  const apollo = new ApolloServer<Context>({
    schema,
    formatError,
    plugins: [ApolloServerPluginCacheControlDisabled(), requestPlugin(stepsWith(apolloCalls))],
  });
  const run = operationRunner({ schema, steps: stepsWith(runnerCalls), formatError });
  beforeAll(() => apollo.start());
  afterAll(() => apollo.stop());

  it.each(cases)('answers %s as Apollo does', async (_name, query, variables) => {
    apolloCalls.length = runnerCalls.length = 0;
    const expected = await apollo.executeOperation({ query, variables }, { contextValue: {} as Context });
    const actual = await run(query, variables, {} as Context);
    expect(actual.body).toEqual(expected.body);
    expect(actual.http.status).toBe(expected.http.status);
    expect(Object.fromEntries(actual.http.headers)).toEqual(Object.fromEntries(expected.http.headers));
    expect(runnerCalls).toEqual(apolloCalls);
  });

  it('refuses an operation of the code that does not validate, naming it', async () => {
    await expect(run('query Q { nope }', {}, {} as Context)).rejects.toThrow(/does not validate: Cannot query field "nope"/);
  });
});
