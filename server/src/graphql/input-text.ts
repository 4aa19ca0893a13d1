import {
  type ArgumentNode,
  type DirectiveNode,
  type DocumentNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { BAD_TEXT_MESSAGE, type BadText, findBadText, isCleanText } from '../common/input-guard';
import type { OperationCheck } from './request-plugin';

/*
 * The GraphQL half of the edge guard (common/input-guard.ts). Once the operation is parsed and validated,
 * before any resolver runs: variables (recursively, keys too) and the string literals of the document. graphql-js
 * refuses a raw control character and a lone surrogate escape inside a string literal, but decodes "\u0000" (and
 * any other control escape) to the character itself, so literals are walked too. Answer: 400 BAD_USER_INPUT with
 * the `violations` of the other input errors, the propertyPath naming the variable or the argument.
 */

type Path = (string | number)[];

function walkValue(value: ValueNode, path: Path): BadText | null {
  switch (value.kind) {
    case Kind.STRING:
      return isCleanText(value.value) ? null : { path: path.join('.'), message: BAD_TEXT_MESSAGE };
    case Kind.LIST:
      for (const [i, v] of value.values.entries()) {
        const bad = walkValue(v, [...path, i]);
        if (bad) return bad;
      }
      return null;
    case Kind.OBJECT:
      for (const f of value.fields) {
        const bad = walkValue(f.value, [...path, f.name.value]);
        if (bad) return bad;
      }
      return null;
    default:
      return null;
  }
}

function walkArguments(args: readonly ArgumentNode[] | undefined, path: Path): BadText | null {
  for (const a of args ?? []) {
    const bad = walkValue(a.value, [...path, a.name.value]);
    if (bad) return bad;
  }
  return null;
}

function walkDirectives(directives: readonly DirectiveNode[] | undefined, path: Path): BadText | null {
  for (const d of directives ?? []) {
    const bad = walkArguments(d.arguments, [...path, `@${d.name.value}`]);
    if (bad) return bad;
  }
  return null;
}

function walkSelections(set: SelectionSetNode | undefined, path: Path): BadText | null {
  for (const s of set?.selections ?? []) {
    let bad: BadText | null;
    if (s.kind === Kind.FIELD) {
      const at = [...path, (s.alias ?? s.name).value];
      bad = walkArguments(s.arguments, at) ?? walkDirectives(s.directives, at) ?? walkSelections(s.selectionSet, at);
    } else if (s.kind === Kind.INLINE_FRAGMENT) {
      bad = walkDirectives(s.directives, path) ?? walkSelections(s.selectionSet, path);
    } else {
      bad = walkDirectives(s.directives, path);
    }
    if (bad) return bad;
  }
  return null;
}

/**
 * The first string literal of the document that the guard refuses, or null. Its path names the field (alias as the
 * response shows it), the argument and the input fields: `createProject.input.title`; `$name` for a default value.
 */
export function findBadLiteral(document: DocumentNode): BadText | null {
  for (const def of document.definitions) {
    let bad: BadText | null = null;
    if (def.kind === Kind.OPERATION_DEFINITION) {
      for (const v of def.variableDefinitions ?? [])
        bad ??= v.defaultValue ? walkValue(v.defaultValue, [`$${v.variable.name.value}`]) : null;
      bad ??= walkDirectives(def.directives, []) ?? walkSelections(def.selectionSet, []);
    } else if (def.kind === Kind.FRAGMENT_DEFINITION) {
      bad = walkDirectives(def.directives, []) ?? walkSelections(def.selectionSet, []);
    }
    if (bad) return bad;
  }
  return null;
}

/**
 * A document's literals do not change: Apollo keeps one parsed document per query text (its document store), so the
 * walk is done once per document, not once per request (~4 kB of allocations per item request).
 */
const literalVerdicts = new WeakMap<DocumentNode, BadText | null>();

function badLiteralOf(document: DocumentNode): BadText | null {
  let verdict = literalVerdicts.get(document);
  if (verdict === undefined) literalVerdicts.set(document, (verdict = findBadLiteral(document)));
  return verdict;
}

export const refuseBadText: OperationCheck = ({ request, document }) => {
  const bad = findBadText(request.variables ?? {}, 'variables') ?? badLiteralOf(document);
  if (!bad) return;
  throw new GraphQLError(bad.path ? `${bad.path}: ${bad.message}` : bad.message, {
    extensions: { code: 'BAD_USER_INPUT', violations: [{ propertyPath: bad.path, message: bad.message }], http: { status: 400 } },
  });
};
