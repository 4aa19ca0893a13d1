// Placeholder build until the client issue brings Vite: copies public/ to dist/, which the server serves.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
rmSync(join(root, 'dist'), { recursive: true, force: true });
mkdirSync(join(root, 'dist'), { recursive: true });
cpSync(join(root, 'public'), join(root, 'dist'), { recursive: true });
console.log('client/dist ready (placeholder page)');
