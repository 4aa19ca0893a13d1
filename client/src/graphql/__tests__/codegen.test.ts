/**
 * @jest-environment node
 */
/* client/src/graphql/generated is committed; it must be what `npm run codegen -w client` produces today. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

describe('generated GraphQL types', () => {
  it('are up to date with schema.graphql and the operations (npm run codegen -w client)', () => {
    const bin = path.join(ROOT, 'node_modules', '.bin', 'graphql-codegen');
    let output = '';
    let failed = false;
    try {
      output = execFileSync(bin, ['--config', 'codegen.yml', '--check'], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      failed = true;
      const e = error as { stdout?: string; stderr?: string };
      output = `${e.stdout ?? ''}${e.stderr ?? ''}`;
    }
    if (failed) throw new Error(`client/src/graphql/generated is stale; run \`npm run codegen -w client\`.\n${output}`);
  }, 60_000);
});
