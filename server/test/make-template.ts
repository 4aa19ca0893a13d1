import fs from 'node:fs';
import { dropTemplate, makeTemplate, type TemplateState } from './template';

// Run by global-setup (make) and global-teardown (--drop) in a process of its own.
async function main(): Promise<void> {
  if (process.argv[2] === '--drop') {
    await dropTemplate(JSON.parse(fs.readFileSync(process.argv[3], 'utf8')) as TemplateState);
    return;
  }
  fs.writeFileSync(process.argv[2], JSON.stringify(await makeTemplate()));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
