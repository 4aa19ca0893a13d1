import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newStateFile, STATE_ENV } from './state';

/*
 * Builds the seeded template in a process of its own: MikroORM and type-graphql keep metadata in globals, and
 * jest loads this file outside the test realm, so nothing from src/ may be loaded here.
 */
/**
 * Password hashes at argon2id's cost floor (1 MiB, one pass, one lane), for the template's accounts and every hash a
 * test makes: the suites log in and register hundreds of times, and at the production cost (64 MiB, t=3, p=4) each
 * hash takes a tenth of a second idle and most of a second on a busy CI machine. What the tests check (the argon2id
 * format, never the plain password, the check itself) does not depend on the cost. Set here, before the template
 * and the workers start, so both inherit it; a value the caller set is kept.
 */
const TEST_PASSWORD_HASHING = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_TIME_COST: '1', PASSWORD_HASH_PARALLELISM: '1' };

export default function globalSetup(): void {
  for (const [name, value] of Object.entries(TEST_PASSWORD_HASHING)) process.env[name] ??= value;
  const file = newStateFile();
  execFileSync(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, 'make-template.ts'), file], {
    stdio: 'inherit',
    cwd: path.join(__dirname, '..'),
  });
  if (!fs.existsSync(file)) throw new Error('the test template was not made');
  process.env[STATE_ENV] = file;
}
