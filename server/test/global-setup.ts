import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newStateFile, STATE_ENV } from './state';

/*
 * Builds the seeded template in a process of its own: MikroORM and type-graphql keep metadata in globals, and
 * jest loads this file outside the test realm, so nothing from src/ may be loaded here.
 */
export default function globalSetup(): void {
  const file = newStateFile();
  execFileSync(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, 'make-template.ts'), file], {
    stdio: 'inherit',
    cwd: path.join(__dirname, '..'),
  });
  if (!fs.existsSync(file)) throw new Error('the test template was not made');
  process.env[STATE_ENV] = file;
}
