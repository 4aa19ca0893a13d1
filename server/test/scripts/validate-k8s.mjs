// Validates Kubernetes objects against the Kubernetes schemas (kubernetes-models, ESM only). Reads a JSON array of
// objects on stdin; prints a JSON array of { kind, name, error } (error null when valid).
import { readFileSync } from 'node:fs';

const docs = JSON.parse(readFileSync(0, 'utf8'));
const results = [];
for (const doc of docs) {
  const [group, version] = doc.apiVersion.includes('/') ? doc.apiVersion.split('/') : [null, doc.apiVersion];
  const modulePath = group ? `kubernetes-models/${group}/${version}` : `kubernetes-models/${version}`;
  let error = null;
  try {
    const mod = await import(modulePath);
    const Model = mod[doc.kind];
    if (!Model) throw new Error(`no model for ${doc.kind} in ${modulePath}`);
    new Model(doc).validate();
  } catch (e) {
    error = String(e.message ?? e);
  }
  results.push({ kind: doc.kind, name: doc.metadata?.name, error });
}
process.stdout.write(JSON.stringify(results));
