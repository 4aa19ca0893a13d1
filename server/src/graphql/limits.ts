import type { ApolloServerOptions } from '@apollo/server';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  getVariableValues,
  isLeafType,
  isListType,
  visit,
  isObjectType,
} from 'graphql';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { type ComplexityEstimator, fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../common/list';
import type { Context } from './context';
import type { OperationCheck } from './request-plugin';

/*
 * Guards of the GraphQL endpoint against one request that costs the server too much.
 * They run in this order, each only on what the previous step accepted:
 *
 * 1. parsing stops after `maxTokens` tokens (a 100 kB body could otherwise hold 2,400 aliases);
 * 2. graphql-js's standard validation, with Apollo's cap on the selections a document expands to through its
 *    fragments (`maxRecursiveSelections`, which copes with cycles). A fragment cycle is answered here: 400
 *    GRAPHQL_VALIDATION_FAILED from NoFragmentCycles;
 * 3. only then the rules that walk fragments without guarding against cycles: the depth limit and the
 *    introspection switch (Apollo runs `validationRules` in a second pass once `maxRecursiveSelections` is set);
 * 4. before execution (didResolveOperation) the chosen operation's shape — root fields, aliases, one sign-up
 *    mutation — and its cost, where a list costs its effective page size × its children + its count.
 *
 * Every refusal is a 400 with its own `extensions.code`, before any resolver runs.
 */

export interface GraphqlLimits {
  maxDepth: number;
  maxComplexity: number;
  maxTokens: number;
  maxRootFields: number;
  maxAliases: number;
  introspection: boolean;
}

/**
 * Selections one operation may expand to through its fragments. The client's largest document has under fifty and
 * the explorer's introspection query a few hundred; this bounds every walk of steps 3 and 4.
 */
export const MAX_RECURSIVE_SELECTIONS = 10_000;

/** Root mutation fields that create an account: at most one of them per request. */
export const SIGN_UP_MUTATIONS: ReadonlySet<string> = new Set([
  'register',
  'demoRegister',
  'demoRegisterWithProvider',
  'loginWithProvider',
]);

export const LIMIT_CODES = {
  complexity: 'QUERY_TOO_COMPLEX',
  rootFields: 'TOO_MANY_ROOT_FIELDS',
  aliases: 'TOO_MANY_ALIASES',
  signUps: 'ONE_SIGN_UP_PER_REQUEST',
} as const;

function refusal(code: string, message: string, details: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...details, http: { status: 400 } } });
}

// --- cost ---------------------------------------------------------------------------------------------------

const pageTypes = new WeakMap<GraphQLNamedType, boolean>();

/** The `{ items total page limit }` page of a list (list.types.ts PageOf). */
function isPageType(type: GraphQLNamedType): boolean {
  let known = pageTypes.get(type);
  if (known === undefined) {
    const fields = isObjectType(type) ? type.getFields() : undefined;
    known = !!fields?.items && isListType(getNullableType(fields.items.type)) && !!fields.total;
    pageTypes.set(type, known);
  }
  return known;
}

/** The page size the resolver will use (common/list.ts normalizePaging): default 10, clamped to 1…50. */
export function effectivePageSize(args: Record<string, unknown>): number {
  const limit = args.limit;
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return DEFAULT_PAGE_SIZE;
  return Math.min(Math.max(Math.trunc(limit), 1), MAX_PAGE_SIZE);
}

/**
 * A page costs one page of rows × what is asked of each (at least 1: the rows are loaded even for `{ total }`)
 * plus 1 for its count. A list of objects costs the same with its `limit` argument or the default page size. The
 * `items` of a page are counted once per row (the page multiplies them). Lists of scalars are values of the row.
 */
const listEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const named = getNamedType(field.type);
  const perRow = Math.max(childComplexity, 1);
  if (isPageType(named)) return 1 + effectivePageSize(args) * perRow;
  if (!isListType(getNullableType(field.type))) return undefined;
  if (isLeafType(named)) return 1;
  if (field.name === 'items' && isPageType(type)) return perRow;
  return 1 + effectivePageSize(args) * perRow;
};

export const costEstimators: ComplexityEstimator[] = [fieldExtensionsEstimator(), listEstimator, simpleEstimator({ defaultComplexity: 1 })];

/**
 * Costs already computed, per parsed document (Apollo's document store hands the same DocumentNode to every request
 * with the same text: a REST route's constant operation, a client's repeated query) and per operation name and the
 * values of the variables the cost depends on. The estimators read only a field's `limit` argument
 * (listEstimator) and `@include`/`@skip` decide which fields count; every other variable (a mutation's input, an
 * id, a filter) changes nothing, so a mutation renaming a project with a new title each time is costed once. At most
 * COSTS_PER_DOCUMENT variants each, and only for short keys.
 */
const costs = new WeakMap<DocumentNode, { variables: string[]; known: Map<string, number> }>();
const COSTS_PER_DOCUMENT = 200;
const MAX_KEY_LENGTH = 2000;

/** The variables given to a `limit` argument or to the `if` of `@include`/`@skip` anywhere in the document. */
export function costVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    Field(field) {
      for (const arg of field.arguments ?? [])
        if (arg.name.value === 'limit' && arg.value.kind === Kind.VARIABLE) names.add(arg.value.name.value);
    },
    Directive(directive) {
      if (directive.name.value !== 'include' && directive.name.value !== 'skip') return;
      for (const arg of directive.arguments ?? []) if (arg.value.kind === Kind.VARIABLE) names.add(arg.value.name.value);
    },
  });
  return [...names];
}

export function cachedOperationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables: Record<string, unknown> = {},
): number {
  let entry = costs.get(document);
  if (!entry) costs.set(document, (entry = { variables: costVariables(document), known: new Map() }));
  const key = `${operationName ?? ''}\n${JSON.stringify(entry.variables.map((name) => variables[name] ?? null))}`;
  if (key.length > MAX_KEY_LENGTH) return operationCost(schema, document, operationName, variables);
  const { known } = entry;
  let cost = known.get(key);
  if (cost === undefined) {
    cost = operationCost(schema, document, operationName, variables);
    if (known.size >= COSTS_PER_DOCUMENT) known.delete(known.keys().next().value as string);
    known.set(key, cost);
  }
  return cost;
}

/** The cost of one operation of `document`; throws when the variables do not coerce. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables: Record<string, unknown> = {},
): number {
  return getComplexity({
    schema,
    query: document,
    operationName: operationName ?? undefined,
    variables,
    estimators: costEstimators,
    // The document is already bounded by MAX_RECURSIVE_SELECTIONS; the library's own node cap would only throw.
    maxQueryNodes: MAX_RECURSIVE_SELECTIONS * 10,
  });
}

// --- shape --------------------------------------------------------------------------------------------------

export interface OperationShape {
  rootFields: number;
  aliases: number;
  signUps: string[];
}

const shapes = new WeakMap<OperationDefinitionNode, OperationShape>();

/** Counts the operation's root fields, aliases and sign-up mutations, through its fragments (after validation). */
export function operationShape(operation: OperationDefinitionNode, document: DocumentNode): OperationShape {
  // Once per parsed operation (the document store hands the same nodes to every request with the same text).
  let known = shapes.get(operation);
  if (!known) shapes.set(operation, (known = countShape(operation, document)));
  return known;
}

function countShape(operation: OperationDefinitionNode, document: DocumentNode): OperationShape {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const shape: OperationShape = { rootFields: 0, aliases: 0, signUps: [] };
  const active = new Set<string>();
  const walk = (set: SelectionSetNode, root: boolean): void => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) shape.aliases += 1;
        if (root) {
          shape.rootFields += 1;
          if (operation.operation === 'mutation' && SIGN_UP_MUTATIONS.has(selection.name.value)) shape.signUps.push(selection.name.value);
        }
        if (selection.selectionSet) walk(selection.selectionSet, false);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, root);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || active.has(name)) continue; // validation refused cycles already; never loop anyway
        active.add(name);
        walk(fragment.selectionSet, root);
        active.delete(name);
      }
    }
  };
  walk(operation.selectionSet, true);
  return shape;
}

// --- wiring -------------------------------------------------------------------------------------------------

/** Refuses `__schema` / `__type` when introspection is off; says how to turn it on. */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError('Introspection is turned off on this server. Set GRAPHQL_INTROSPECTION=true to turn it on.', { nodes: [node] }),
      );
    }
  },
});

/**
 * Fields nested more than `maxDepth` levels below a root field are refused (GraphQL Armor's depth rule: it counts
 * the root field as level 1, introspection's `__schema` as nothing, and a fragment spread as the fields it holds).
 * The refusal is reported as a validation error of ours (400 GRAPHQL_VALIDATION_FAILED with the limit) rather than
 * the rule's own, which it throws with a "Syntax Error" prefix.
 */
function depthRule(maxDepth: number): ValidationRule {
  return maxDepthRule({
    n: maxDepth + 1,
    flattenFragments: true,
    propagateOnRejection: false,
    onReject: [
      (context) =>
        context?.reportError(
          new GraphQLError(`The operation nests fields more than ${maxDepth} levels below a root field; the limit is ${maxDepth}.`, {
            extensions: { limit: maxDepth },
          }),
        ),
    ],
  });
}

/** The parts of the ApolloServer options that carry steps 1–3. */
export function limitOptions(
  limits: GraphqlLimits,
): Pick<ApolloServerOptions<Context>, 'parseOptions' | 'maxRecursiveSelections' | 'validationRules'> {
  return {
    parseOptions: { maxTokens: limits.maxTokens },
    // Setting it also moves `validationRules` after the standard rules (Apollo's laterValidationRules).
    maxRecursiveSelections: MAX_RECURSIVE_SELECTIONS,
    validationRules: [depthRule(limits.maxDepth), ...(limits.introspection ? [] : [noIntrospection])],
  };
}

/** Step 4: the operation's shape and cost, before execution. */
export function operationLimits(schema: GraphQLSchema, limits: GraphqlLimits): OperationCheck {
  return ({ request, document, operation }) => {
    if (!operation) return; // Apollo answers "operation not found" itself
    const shape = operationShape(operation, document);
    if (shape.rootFields > limits.maxRootFields) {
      throw refusal(
        LIMIT_CODES.rootFields,
        `The operation asks for ${shape.rootFields} root fields; the limit is ${limits.maxRootFields}. Send fewer per request.`,
        { limit: limits.maxRootFields },
      );
    }
    if (shape.aliases > limits.maxAliases) {
      throw refusal(LIMIT_CODES.aliases, `The operation uses ${shape.aliases} aliases; the limit is ${limits.maxAliases}.`, {
        limit: limits.maxAliases,
      });
    }
    if (shape.signUps.length > 1) {
      throw refusal(
        LIMIT_CODES.signUps,
        `One sign-up per request: this operation has ${shape.signUps.length} (${shape.signUps.join(', ')}).`,
        {
          limit: 1,
        },
      );
    }
    let cost: number;
    try {
      cost = cachedOperationCost(schema, document, request.operationName, request.variables ?? {});
    } catch {
      cost = Number.POSITIVE_INFINITY;
    }
    if (cost > limits.maxComplexity) {
      // Variables that do not coerce are answered by execution (400 BAD_USER_INPUT) before any resolver runs.
      // Checked only here, on the way to a refusal: execution coerces them for every request anyway.
      if (getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {}).errors) return;
      throw refusal(
        LIMIT_CODES.complexity,
        Number.isFinite(cost)
          ? `Query is too complex: ${cost}, the limit is ${limits.maxComplexity}. Ask for smaller pages or fewer fields.`
          : 'The cost of this query could not be computed.',
        { cost: Number.isFinite(cost) ? cost : null, limit: limits.maxComplexity },
      );
    }
  };
}
