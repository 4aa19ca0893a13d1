import { spawnSync } from 'node:child_process';
import path from 'node:path';

/*
 * `npm run fuzz [-- --runs N] [-- --seed S]`: the fuzz suite (src/__tests__/fuzz.test.ts) with more runs per
 * target and identity than CI's bounded default, or another seed. DATABASE_URL picks PostgreSQL as for the
 * tests; without it the suite runs on the embedded database. Any other arguments go to jest.
 */

const args = process.argv.slice(2);
const env: NodeJS.ProcessEnv = { ...process.env };
const rest: string[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  const [flag, inline] = arg.split('=', 2);
  if (flag === '--runs' || flag === '--seed') {
    const value = inline ?? args[++i];
    if (!/^\d+$/.test(value ?? '')) {
      console.error(`${flag} takes a whole number`);
      process.exit(2);
    }
    env[flag === '--runs' ? 'FUZZ_RUNS' : 'FUZZ_SEED'] = value;
  } else rest.push(arg);
}

const root = path.join(__dirname, '..');
const jest = require.resolve('jest/bin/jest', { paths: [root] });
const result = spawnSync(process.execPath, [jest, '--runTestsByPath', path.join('src', '__tests__', 'fuzz.test.ts'), ...rest], {
  cwd: root,
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
