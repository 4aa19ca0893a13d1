/*
 * Build-time replacement of each `graphql(\`…\`)` call with the document codegen emitted for it, inlined at the
 * call site. Importing codegen's output instead would put every document of the app (admin ones included) in
 * the entry chunk, since one generated module holds them all; inlined, a document ships in the chunk of the
 * component that uses it. codegen's map in gql.ts gives the exact source → export pairs, graphql.ts the ASTs.
 * Types are unaffected: TypeScript still sees codegen's typed `graphql()` overloads.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

function readSourceMap(gqlFile: string): Map<string, string> {
  const text = readFileSync(gqlFile, 'utf8');
  const map = new Map<string, string>();
  const entry = /^\s*("(?:[^"\\]|\\.)*"):\s*types\.(\w+),$/gm;
  entry.lastIndex = text.indexOf('const documents');
  for (let m = entry.exec(text); m; m = entry.exec(text)) map.set(JSON.parse(m[1]) as string, m[2]);
  return map;
}

function readDocuments(typesFile: string): Map<string, string> {
  const text = readFileSync(typesFile, 'utf8');
  const map = new Map<string, string>();
  for (const m of text.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*$/gm)) map.set(m[1], m[2]);
  return map;
}

export function graphqlDocumentsPlugin(options: { gqlFile: string; typesFile: string }): Plugin {
  let sources = new Map<string, string>();
  let documents = new Map<string, string>();
  const load = () => {
    sources = readSourceMap(options.gqlFile);
    documents = readDocuments(options.typesFile);
  };
  return {
    name: 'trafficgate:graphql-documents',
    enforce: 'pre',
    buildStart: load,
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/graphql/generated/') || !code.includes('graphql(`')) return null;
      if (sources.size === 0) load();
      let replaced = false;
      const out = code.replace(CALL, (_call: string, source: string) => {
        const name = sources.get(source);
        const ast = name ? documents.get(name) : undefined;
        if (!ast) this.error(`${id}: a graphql() document is not in codegen's output; run \`npm run codegen -w client\`.`);
        replaced = true;
        return `(${ast})`;
      });
      return replaced ? { code: out, map: null } : null;
    },
  };
}
