/* The operation name of a typed document (codegen's AST): the key of a public query's answer (lib/public-data.tsx). */

interface Definition {
  kind: string;
  name?: { value: string };
}

/** The name of the document's operation ("" when it has none). */
export function operationName(document: object): string {
  const definitions = (document as { definitions?: Definition[] }).definitions ?? [];
  return definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value ?? '';
}
