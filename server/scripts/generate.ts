import fs from 'node:fs';
import path from 'node:path';
import 'reflect-metadata';
import { printAppSchema } from '../src/graphql/schema';
import { writeConfiguration } from './config-docs';
import { generateMigrations } from './generate-migrations';

/*
 * `npm run generate`: every generated file of the repository, reproducibly.
 * - schema.graphql (repo root) printed from the type-graphql classes;
 * - a new migration when the entities and the committed migrations disagree;
 * - docs/configuration.md's table of environment variables (scripts/config-docs.ts).
 * Tests in src/db/__tests__/generated.test.ts fail when any of them is stale.
 */

export const SCHEMA_FILE = path.join(__dirname, '..', '..', 'schema.graphql');

async function main(): Promise<void> {
  fs.writeFileSync(SCHEMA_FILE, printAppSchema());
  console.log(`schema.graphql written (${fs.statSync(SCHEMA_FILE).size} bytes)`);
  writeConfiguration();
  console.log('docs/configuration.md: environment variables written');
  const migration = await generateMigrations();
  console.log(migration ? `new migration: ${migration}` : 'migrations are up to date');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
