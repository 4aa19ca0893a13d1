// Validates the OpenAPI document at a URL with @apidevtools/swagger-parser (an ES module dependency) and prints
// { ok: true } or { errors: [...] } as JSON.
import SwaggerParser from '@apidevtools/swagger-parser';

const url = process.argv[2];
try {
  const doc = await (await fetch(url)).json();
  await SwaggerParser.validate(doc);
  process.stdout.write(JSON.stringify({ ok: true }));
} catch (e) {
  const details = Array.isArray(e?.details) ? e.details.map((d) => `${(d.path ?? d.instancePath ?? []).toString()}: ${d.message}`) : [];
  process.stdout.write(JSON.stringify({ errors: [String(e?.message ?? e), ...details] }));
  process.exitCode = 1;
}
