import {
  type ASTNode,
  type DocumentNode,
  GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  TypeInfo,
  type ValueNode,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { Violation } from '../common/errors';
import type { ValidationStep } from './request-plugin';
import { INVALID_DATE_TIME_MESSAGE, VIOLATION_CODES } from './variable-violations';

/*
 * A date-time the DateTimeISO scalar cannot read, written as a literal in the query (not a variable), fails
 * graphql-js's validation (ValuesOfCorrectType), which knows nothing of violations. It answers here as the same
 * value sent in a variable does (graphql/variable-violations.ts): BAD_USER_INPUT with the violation "This value is
 * not a valid datetime." on its property path — relative to the argument when that is an input object (`startAt`,
 * `items.0.at`), else the argument's name.
 */

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function walk(type: GraphQLInputType, node: ValueNode, path: string, out: Map<ASTNode, Violation>): void {
  if (node.kind === Kind.VARIABLE || node.kind === Kind.NULL) return;
  if (isNonNullType(type)) return walk(type.ofType, node, path, out);
  if (isListType(type)) {
    if (node.kind === Kind.LIST) node.values.forEach((v, i) => walk(type.ofType, v, join(path, String(i)), out));
    else walk(type.ofType, node, path, out);
    return;
  }
  if (isInputObjectType(type)) {
    if (node.kind !== Kind.OBJECT) return;
    const fields = type.getFields();
    for (const f of node.fields) if (fields[f.name.value]) walk(fields[f.name.value].type, f.value, join(path, f.name.value), out);
    return;
  }
  if (!isScalarType(type) || type.name !== 'DateTimeISO') return;
  try {
    if (type.parseLiteral(node, undefined) !== undefined) return;
  } catch {
    // refused: a violation below
  }
  out.set(node, { propertyPath: path, message: INVALID_DATE_TIME_MESSAGE, code: VIOLATION_CODES.invalidDateTime });
}

/** Every date-time literal of the document's field arguments that the scalar refuses, by its AST node. */
export function literalDateTimeViolations(schema: GraphQLSchema, document: DocumentNode): Map<ASTNode, Violation> {
  const out = new Map<ASTNode, Violation>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const type = typeInfo.getArgument()?.type;
        if (!type) return;
        const named = isNonNullType(type) ? type.ofType : type;
        walk(type, node.value, isInputObjectType(named) && node.value.kind === Kind.OBJECT ? '' : node.name.value, out);
      },
    }),
  );
  return out;
}

/** Puts the violation on each validation error raised for such a literal (formatError then answers BAD_USER_INPUT). */
export function markLiteralViolations(schema: GraphQLSchema): ValidationStep {
  return (document, errors) => {
    let found: Map<ASTNode, Violation> | undefined;
    for (const error of errors) {
      const node = error instanceof GraphQLError ? error.nodes?.[0] : undefined;
      if (!node) continue;
      found ??= literalDateTimeViolations(schema, document);
      const violation = found.get(node);
      if (violation) ((error as GraphQLError).extensions as Record<string, unknown>).violations = [violation];
    }
  };
}
