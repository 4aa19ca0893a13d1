// Runs @api-platform/api-doc-parser (an ES module) against a running server and prints what it found as JSON.
import { parseHydraDocumentation } from '@api-platform/api-doc-parser';

const entrypoint = process.argv[2];
try {
  const { api, status } = await parseHydraDocumentation(entrypoint);
  const resources = api.resources.map((r) => ({
    name: r.name,
    url: r.url,
    id: r.id,
    fields: r.fields.map((f) => ({ name: f.name, type: f.type, embedded: f.embedded?.name ?? null })),
    operations: r.operations.map((o) => ({ type: o.type, method: o.method })),
  }));
  process.stdout.write(JSON.stringify({ status, title: api.title, resources }));
} catch (e) {
  process.stdout.write(JSON.stringify({ error: String(e?.error ?? e?.message ?? e) }));
  process.exitCode = 1;
}
