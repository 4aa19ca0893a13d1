import { ApolloServer, HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { Context } from '../context';
import { requestPlugin, type RequestSteps } from '../request-plugin';

// Our steps around each operation run as one Apollo plugin. What a client and an operator see must hold: each
// stage's steps run in the order given, a refusal refuses before any resolver runs, a step's answer answers.

const typeDefs = 'type Query { hello(name: String): String }';

function serverWith(calls: string[], steps: Partial<RequestSteps>) {
  const resolvers = {
    Query: {
      hello: (_: unknown, { name }: { name?: string }) => {
        calls.push('resolver');
        return `hello ${name ?? 'world'}`;
      },
    },
  };
  const step = (name: string) => () => void calls.push(name);
  return new ApolloServer<Context>({
    typeDefs,
    resolvers,
    plugins: [
      requestPlugin({
        start: [step('start a'), step('start b')],
        validated: [(_doc, errors) => void calls.push(`validated ${errors.length}`)],
        checks: [step('check a'), step('check b')],
        errors: [({ errors }) => void calls.push(`errors ${errors[0].message}`)],
        answer: [step('answer a'), async () => void calls.push('answer b')],
        ...steps,
      }),
    ],
  });
}

const run = (server: ApolloServer<Context>, query: string, variables?: Record<string, unknown>) =>
  server.executeOperation({ query, variables }, { contextValue: {} as Context });

describe('requestPlugin', () => {
  it('runs each stage of the steps in the order given', async () => {
    const calls: string[] = [];
    const server = serverWith(calls, {});
    await server.start();
    const res = await run(server, 'query Q($name: String) { hello(name: $name) }', { name: 'you' });
    expect(res.body.kind === 'single' && res.body.singleResult).toMatchObject({ data: { hello: 'hello you' } });
    expect(calls).toEqual(['start a', 'start b', 'check a', 'check b', 'resolver', 'answer a', 'answer b']);
    await server.stop();
  });

  it('shows validation errors to the validation steps, and the request errors to the error steps', async () => {
    const calls: string[] = [];
    const server = serverWith(calls, {});
    await server.start();
    const res = await run(server, '{ nope }');
    expect(res.http.status).toBe(400);
    expect(calls).toEqual([
      'start a',
      'start b',
      'validated 1',
      'errors Cannot query field "nope" on type "Query".',
      'answer a',
      'answer b',
    ]);
    await server.stop();
  });

  it('refuses the operation when a check throws: later checks and the resolvers do not run, the error steps see it', async () => {
    const calls: string[] = [];
    const refuse = () => {
      calls.push('refuse');
      throw new GraphQLError('refused', { extensions: { code: 'REFUSED', http: { status: 400 } } });
    };
    const server = serverWith(calls, { checks: [refuse, () => void calls.push('check after')] });
    await server.start();
    const res = await run(server, '{ hello }');
    expect(res.http.status).toBe(400);
    expect(res.body.kind === 'single' && res.body.singleResult.errors?.[0]).toMatchObject({
      message: 'refused',
      extensions: { code: 'REFUSED' },
    });
    expect(calls).toEqual(['start a', 'start b', 'refuse', 'errors refused', 'answer a', 'answer b']);
    await server.stop();
  });

  it('answers with the responder instead of executing, and executes when it passes', async () => {
    const calls: string[] = [];
    const server = serverWith(calls, {
      respond: async ({ request }) =>
        request.variables?.name === 'replica'
          ? {
              http: { status: undefined, headers: new HeaderMap() },
              body: { kind: 'single', singleResult: { data: { hello: 'from the step' } } },
            }
          : null,
    });
    await server.start();
    const answered = await run(server, 'query Q($name: String) { hello(name: $name) }', { name: 'replica' });
    expect(answered.body.kind === 'single' && answered.body.singleResult.data).toEqual({ hello: 'from the step' });
    expect(calls).not.toContain('resolver');
    const executed = await run(server, 'query Q($name: String) { hello(name: $name) }', { name: 'primary' });
    expect(executed.body.kind === 'single' && executed.body.singleResult.data).toEqual({ hello: 'hello primary' });
    expect(calls).toContain('resolver');
    await server.stop();
  });
});
