import { serverAudits } from 'graphql-http';
import { startTestServer, type TestServer } from '../../../test/harness';

// The graphql-http audit suite against /graphql; every MUST passes.
describe('GraphQL over HTTP conformance (graphql-http audits)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('passes every MUST audit', async () => {
    const audits = serverAudits({ url: () => `${t.url}/graphql`, fetchFn: fetch });
    const must = audits.filter((a) => a.name.startsWith('MUST'));
    expect(must.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const audit of must) {
      const result = await audit.fn();
      if (result.status !== 'ok') failures.push(`${audit.name}: ${JSON.stringify(result)}`);
    }
    expect(failures).toEqual([]);
  });
});
