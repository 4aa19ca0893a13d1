import fs from 'node:fs';
import path from 'node:path';
import { printAppSchema } from '../../graphql/schema';
import { startTestServer, type TestServer } from '../../../test/harness';

// Generated files are reproducible by `npm run generate` and must be committed up to date.
describe('generated files', () => {
  it('schema.graphql matches the schema built from the code', () => {
    const committed = fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', 'schema.graphql'), 'utf8');
    expect(committed).toBe(printAppSchema());
  });

  describe('migrations', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer();
    });
    afterAll(() => t.close());

    it('bring an empty database exactly to the entities (no schema difference left)', async () => {
      // The test database was built by running the committed migrations only.
      const diff = await t.server.orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
      expect(diff.trim()).toBe('');
    });

    it('are all listed in migrations/index.ts', () => {
      const dir = path.join(__dirname, '..', 'migrations');
      const files = fs
        .readdirSync(dir)
        .filter((f) => /^Migration\d+.*\.ts$/.test(f))
        .map((f) => f.replace(/\.ts$/, ''))
        .sort();
      const index = fs.readFileSync(path.join(dir, 'index.ts'), 'utf8');
      for (const name of files) expect(index).toContain(`{ name: '${name}', class: ${name} }`);
    });
  });
});
