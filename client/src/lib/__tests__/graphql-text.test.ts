/**
 * @jest-environment node
 */
/* The public pages send their queries' text without graphql's printer (lib/graphql-text.ts). */
import { parse, print, type DocumentNode } from 'graphql';
import * as generated from '@/graphql/generated/graphql';
import { documentText } from '@/lib/graphql-text';
import { operationName } from '@/lib/operation-name';

const documents = Object.entries(generated).filter(([name]) => name.endsWith('Document')) as [string, DocumentNode][];

describe('documentText', () => {
  it('finds the generated documents (the list is not empty)', () => {
    expect(documents.length).toBeGreaterThan(50);
  });

  it.each(documents)('prints %s as the same document as graphql does', (_name, document) => {
    expect(print(parse(documentText(document)))).toBe(print(document));
  });

  it('prints arguments of every kind: variables, lists, objects, enums, strings with quotes, null', () => {
    const source =
      'query Q($a: [Int!]! = [1], $b: String) { f(x: {y: [A, B], s: "say \\"hi\\"\\n", n: null, t: true, v: $a, f: 1.5}) @include(if: true) { ... on T { g } ...F } } fragment F on T { h: g }';
    expect(print(parse(documentText(parse(source))))).toBe(print(parse(source)));
  });

  it('names the operation', () => {
    expect(operationName(generated.CurrentGateDocument)).toBe('CurrentGate');
  });
});
