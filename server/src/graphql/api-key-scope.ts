import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { DomainError, httpStatusByCode } from '../common/errors';
import { assertApiKeyMayRun } from '../modules/auth/api-key.scopes';
import type { OperationCheck } from './request-plugin';

/*
 * A request made with an API key runs only the root fields its scopes allow (modules/auth/api-key.scopes.ts).
 * Checked once per operation before anything executes, for /graphql and for the operations the REST routes run, so a
 * refused operation has no partial effect. Requests with a JWT or none are not affected.
 */

function rootFields(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): string[] {
  const out: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) out.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) out.push(...rootFields(selection.selectionSet, fragments, seen));
    else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      out.push(...rootFields(fragment.selectionSet, fragments, seen));
    }
  }
  return out;
}

export function operationRootFields(document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  return rootFields(operation.selectionSet, fragments);
}

export const refuseOutOfScope: OperationCheck = ({ contextValue, document, operation }) => {
  if (!contextValue.apiKey || !operation) return;
  for (const field of operationRootFields(document, operation)) {
    try {
      assertApiKeyMayRun(contextValue, operation.operation, field);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      throw new GraphQLError(e.message, { extensions: { code: e.code, ...e.details, http: { status: httpStatusByCode[e.code] } } });
    }
  }
};
