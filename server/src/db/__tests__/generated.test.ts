import fs from 'node:fs';
import path from 'node:path';
import { printAppSchema } from '../../graphql/schema';
import { startTestServer, type TestServer } from '../../../test/harness';
import { CONFIGURATION_FILE, configDocProblems, renderConfiguration } from '../../../scripts/config-docs';
import { CONFIG_DOCS } from '../../config.docs';

// Generated files are reproducible by `npm run generate` and must be committed up to date.
describe('generated files', () => {
  it('schema.graphql matches the schema built from the code', () => {
    const committed = fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', 'schema.graphql'), 'utf8');
    expect(committed).toBe(printAppSchema());
  });

  it("docs/configuration.md's table lists every variable config.ts reads, with the defaults it applies", () => {
    expect(configDocProblems()).toEqual([]);
    const committed = fs.readFileSync(CONFIGURATION_FILE, 'utf8');
    expect(committed).toBe(renderConfiguration(committed));
  });

  it('names what is missing or wrong when the texts and the schema disagree', () => {
    const withoutPort = CONFIG_DOCS.filter((d) => !d.vars.includes('PORT'));
    const wrongDefault = CONFIG_DOCS.map((d) => (d.vars.includes('JWT_TTL') ? { ...d, default: '`7200`' } : d));
    const unknown = [...CONFIG_DOCS, { vars: ['NOT_READ'], default: 'unset', meaning: '' }];
    expect(configDocProblems(withoutPort)).toEqual(['PORT is read by config.ts but has no entry in config.docs.ts']);
    expect(configDocProblems(wrongDefault)).toEqual(['JWT_TTL defaults to 3600 in config.ts, but config.docs.ts says "`7200`"']);
    expect(configDocProblems(unknown)).toEqual(['NOT_READ is documented but config.ts does not read it']);
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
