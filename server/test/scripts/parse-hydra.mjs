// Runs @api-platform/api-doc-parser (an ES module) against a running server and prints what it found as JSON.
//   node parse-hydra.mjs <entrypoint> [bearer token]   → the parsed API (with each list's filter parameters when a
//                                                        token is given, as the admin reads them)
//   node parse-hydra.mjs --expand <docs url> [token]   → stdin (a JSON-LD response body) expanded the way the admin's
//                                                        fetchHydra expands an error body, contexts fetched from the server
import { parseHydraDocumentation } from '@api-platform/api-doc-parser';
import jsonld from 'jsonld';

const [mode, ...rest] = process.argv.slice(2);

async function expand(docsUrl, token) {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  const headers = { Accept: 'application/ld+json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const documentLoader = async (url) => {
    const res = await fetch(url, { headers });
    return { contextUrl: null, documentUrl: url, document: await res.json() };
  };
  const expanded = await jsonld.expand(JSON.parse(text), { base: docsUrl, documentLoader });
  process.stdout.write(JSON.stringify(expanded));
}

async function parse(entrypoint, token) {
  const options = token ? { headers: () => new Headers({ Authorization: `Bearer ${token}` }) } : {};
  const { api, status } = await parseHydraDocumentation(entrypoint, options);
  const resources = [];
  for (const r of api.resources) {
    const names = (list) => (list ?? []).map((f) => f.name);
    resources.push({
      name: r.name,
      url: r.url,
      id: r.id,
      title: r.title,
      fields: r.fields.map((f) => ({
        name: f.name,
        id: f.id,
        type: f.type,
        range: f.range,
        reference: f.reference?.name ?? null,
        embedded: f.embedded?.name ?? null,
        maxCardinality: f.maxCardinality,
        required: f.required,
        description: f.description,
      })),
      readable: names(r.readableFields),
      writable: names(r.writableFields),
      operations: r.operations.map((o) => ({ type: o.type, method: o.method, expects: o.expects ?? null, returns: o.returns ?? null })),
      parameters: token ? (await r.getParameters()).map((p) => ({ variable: p.variable, range: p.range, required: p.required })) : null,
    });
  }
  process.stdout.write(JSON.stringify({ status, title: api.title, resources }));
}

try {
  if (mode === '--expand') await expand(rest[0], rest[1]);
  else await parse(mode, rest[0]);
} catch (e) {
  process.stdout.write(JSON.stringify({ error: String(e?.error ?? e?.message ?? e) }));
  process.exitCode = 1;
}
