/**
 * @jest-environment node
 */
/* The build inlines each graphql() document (vite/graphql-documents-plugin.ts); it must inline codegen's AST. */
import path from 'node:path';
import { graphqlDocumentsPlugin } from '../../../vite/graphql-documents-plugin';
import { PricingPackagesQuery } from '@/pages/public/PricingPage';

const generated = path.resolve(__dirname, '../generated');

type Transform = (this: { error: (m: string) => never }, code: string, id: string) => { code: string } | null;

function transform(code: string): string | null {
  const plugin = graphqlDocumentsPlugin({ gqlFile: path.join(generated, 'gql.ts'), typesFile: path.join(generated, 'graphql.ts') });
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const result = (plugin.transform as unknown as Transform).call(context, code, '/app/src/pages/x.tsx');
  return result?.code ?? null;
}

const pricingSource = `
  query PricingPackages {
    packages(filter: { parentId: 0 }, order: [{ field: "size", direction: ASC }], limit: 50) {
      items {
        ...PackageCard_package
      }
      total
    }
  }
`;

describe('graphql() documents inlined at build time', () => {
  it('replaces a call with the generated document, fragments included', () => {
    const out = transform(`export const Q = graphql(\`${pricingSource}\`);`);
    expect(out).not.toBeNull();
    const inlined = JSON.parse(/^export const Q = \((.*)\);$/s.exec(out!)![1]);
    expect(inlined).toEqual(JSON.parse(JSON.stringify(PricingPackagesQuery)));
    expect(JSON.stringify(inlined)).toContain('PackageCard_package');
  });

  it('leaves code without graphql() calls alone', () => {
    expect(transform('const a = 1;')).toBeNull();
  });

  it('fails the build for a document codegen has not seen', () => {
    expect(() => transform('graphql(`query Unknown { me { id } }`)')).toThrow(/run `npm run codegen -w client`/);
  });
});
