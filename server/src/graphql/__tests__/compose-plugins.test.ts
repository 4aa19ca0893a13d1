import { ApolloServer, type ApolloServerPlugin, type BaseContext, HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { composePlugins } from '../compose-plugins';

// Our request plugins run as one Apollo listener. What a client and an operator see must not change: every
// plugin's hooks run, in the given order, a refusal still refuses, a plugin's answer still answers.

const typeDefs = 'type Query { hello(name: String): String }';
const resolvers = { Query: { hello: (_: unknown, { name }: { name?: string }) => `hello ${name ?? 'world'}` } };

function recorder(
  name: string,
  calls: string[],
  extra: Partial<Record<'refuse' | 'answer', boolean>> = {},
): ApolloServerPlugin<BaseContext> {
  return {
    async serverWillStart() {
      calls.push(`${name}.serverWillStart`);
      return {
        async serverWillStop() {
          calls.push(`${name}.serverWillStop`);
        },
      };
    },
    async requestDidStart() {
      calls.push(`${name}.requestDidStart`);
      return {
        async didResolveOperation({ request }) {
          calls.push(`${name}.didResolveOperation`);
          if (extra.refuse && request.variables?.refuse)
            throw new GraphQLError(`refused by ${name}`, { extensions: { code: 'REFUSED', http: { status: 400 } } });
        },
        async responseForOperation() {
          calls.push(`${name}.responseForOperation`);
          if (!extra.answer) return null;
          return {
            http: { status: undefined, headers: new HeaderMap() },
            body: { kind: 'single', singleResult: { data: { hello: `from ${name}` } } },
          };
        },
        async executionDidStart() {
          calls.push(`${name}.executionDidStart`);
          return {
            willResolveField({ info }) {
              calls.push(`${name}.willResolveField ${info.fieldName}`);
              return () => calls.push(`${name}.didResolveField ${info.fieldName}`);
            },
            async executionDidEnd() {
              calls.push(`${name}.executionDidEnd`);
            },
          };
        },
        async didEncounterErrors({ errors }) {
          calls.push(`${name}.didEncounterErrors ${errors[0].message}`);
        },
        async willSendResponse() {
          calls.push(`${name}.willSendResponse`);
        },
      };
    },
  };
}

/** A plugin with only one stage: the others must not be called on it (nor fail for its lack of them). */
function onlyWillSend(calls: string[]): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          calls.push('last.willSendResponse');
          response.http.headers.set('x-composed', 'yes');
        },
      };
    },
  };
}

async function serverWith(plugins: ApolloServerPlugin<BaseContext>[]) {
  const server = new ApolloServer({ typeDefs, resolvers, plugins: [composePlugins(plugins)] });
  await server.start();
  return server;
}

describe('composePlugins', () => {
  it('runs each stage of every plugin in the order given, field hooks included', async () => {
    const calls: string[] = [];
    const server = await serverWith([recorder('a', calls), recorder('b', calls), onlyWillSend(calls)]);
    expect(calls).toEqual(['a.serverWillStart', 'b.serverWillStart']);
    calls.length = 0;
    const res = await server.executeOperation({ query: 'query Q($name: String) { hello(name: $name) }', variables: { name: 'you' } });
    expect(res.body.kind === 'single' && res.body.singleResult).toMatchObject({ data: { hello: 'hello you' } });
    expect(res.http.headers.get('x-composed')).toBe('yes');
    expect(calls).toEqual([
      'a.requestDidStart',
      'b.requestDidStart',
      'a.didResolveOperation',
      'b.didResolveOperation',
      'a.responseForOperation',
      'b.responseForOperation',
      'a.executionDidStart',
      'b.executionDidStart',
      'a.willResolveField hello',
      'b.willResolveField hello',
      'a.didResolveField hello',
      'b.didResolveField hello',
      'a.executionDidEnd',
      'b.executionDidEnd',
      'a.willSendResponse',
      'b.willSendResponse',
      'last.willSendResponse',
    ]);
    calls.length = 0;
    await server.stop();
    expect(calls).toEqual(['a.serverWillStop', 'b.serverWillStop']);
  });

  it('refuses the operation when a plugin throws in didResolveOperation: no resolver runs, every plugin sees the error', async () => {
    const calls: string[] = [];
    const server = await serverWith([recorder('a', calls), recorder('b', calls, { refuse: true })]);
    calls.length = 0;
    const res = await server.executeOperation({ query: 'query Q($refuse: String) { hello(name: $refuse) }', variables: { refuse: 'yes' } });
    expect(res.http.status).toBe(400);
    expect(res.body.kind === 'single' && res.body.singleResult.errors?.[0]).toMatchObject({
      message: 'refused by b',
      extensions: { code: 'REFUSED' },
    });
    expect(calls.filter((c) => c.includes('Field') || c.includes('execution'))).toEqual([]);
    expect(calls).toContain('a.didEncounterErrors refused by b');
    expect(calls).toContain('b.didEncounterErrors refused by b');
    await server.stop();
  });

  it('answers with the first plugin response, and asks no later plugin nor the resolvers', async () => {
    const calls: string[] = [];
    const server = await serverWith([recorder('a', calls), recorder('b', calls, { answer: true }), recorder('c', calls, { answer: true })]);
    calls.length = 0;
    const res = await server.executeOperation({ query: '{ hello }' });
    expect(res.body.kind === 'single' && res.body.singleResult.data).toEqual({ hello: 'from b' });
    expect(calls.filter((c) => c.endsWith('responseForOperation'))).toEqual(['a.responseForOperation', 'b.responseForOperation']);
    expect(calls.some((c) => c.includes('executionDidStart'))).toBe(false);
    await server.stop();
  });

  it('refuses to compose hooks it does not carry over, so none is lost silently', () => {
    expect(() => composePlugins([{ async contextCreationDidFail() {} }])).toThrow(/contextCreationDidFail/);
  });
});
