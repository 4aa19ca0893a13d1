import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The commands refuse to start without what they need, with exit code 78 and a message saying why.
const SRC = path.join(__dirname, '..', '..');

function run(file: string, env: Record<string, string>) {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL' && !k.startsWith('PASSWORD_HASH_')));
  return spawnSync(process.execPath, ['-r', '@swc-node/register', path.join(SRC, file)], {
    env: { ...base, NODE_ENV: 'development', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm start, npm run migrate and npm run worker', () => {
  it.each([
    ['ops/migrate.ts', 'npm run migrate needs DATABASE_URL (PostgreSQL)'],
    ['worker.ts', 'npm run worker needs DATABASE_URL (PostgreSQL)'],
  ])('%s without DATABASE_URL exits 78 saying it needs PostgreSQL', (file, message) => {
    const child = run(file, {});
    expect(child.status).toBe(78);
    expect(child.stderr).toContain(message);
  });

  it.each(['worker.ts', 'main.ts'])('%s with a refused variable exits 78 naming it, before any connection', (file) => {
    const child = run(file, { DATABASE_URL: 'postgres://127.0.0.1:1/none', PORT: 'not-a-port' });
    expect(child.status).toBe(78);
    expect(child.stderr).toContain('PORT');
  });
});
