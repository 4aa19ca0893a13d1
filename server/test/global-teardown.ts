import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { STATE_ENV } from './state';

export default function globalTeardown(): void {
  const file = process.env[STATE_ENV];
  if (!file || !fs.existsSync(file)) return;
  execFileSync(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, 'make-template.ts'), '--drop', file], {
    stdio: 'inherit',
    cwd: path.join(__dirname, '..'),
  });
  fs.rmSync(file, { force: true });
}
