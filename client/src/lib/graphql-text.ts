/*
 * The text of a typed document (codegen's AST, client/src/graphql/generated), for the public pages' queries sent
 * with plain fetch (lib/public-data.tsx). graphql's own `print` would bring the graphql package into the public
 * pages' first load; the documents only use the executable subset of the language printed here,
 * and a test checks that every generated document prints to the same document as graphql's `print`. It loads with
 * the first query a page has to send (a server-rendered page carries its answers), not with the page.
 */

interface AstNode {
  kind: string;
  [field: string]: unknown;
}

type Name = { value: string };

const texts = new WeakMap<object, string>();

/** The query text of a document (cached per document). */
export function documentText(document: object): string {
  let text = texts.get(document);
  if (text === undefined) {
    text = print(document as AstNode);
    texts.set(document, text);
  }
  return text;
}

const list = (nodes: unknown, separator: string) => ((nodes as AstNode[] | undefined) ?? []).map(print).join(separator);
const wrapped = (nodes: unknown, open: string, close: string) => {
  const inner = list(nodes, ', ');
  return inner ? `${open}${inner}${close}` : '';
};
const directives = (node: AstNode) => {
  const text = list(node.directives, ' ');
  return text ? ` ${text}` : '';
};
const name = (node: AstNode) => (node.name as Name).value;

function print(node: AstNode): string {
  switch (node.kind) {
    case 'Document':
      return list(node.definitions, '\n');
    case 'OperationDefinition': {
      const label = node.name ? ` ${name(node)}` : '';
      return `${node.operation as string}${label}${wrapped(node.variableDefinitions, '(', ')')}${directives(node)} ${print(node.selectionSet as AstNode)}`;
    }
    case 'FragmentDefinition':
      return `fragment ${name(node)} on ${print(node.typeCondition as AstNode)}${directives(node)} ${print(node.selectionSet as AstNode)}`;
    case 'VariableDefinition': {
      const fallback = node.defaultValue ? ` = ${print(node.defaultValue as AstNode)}` : '';
      return `${print(node.variable as AstNode)}: ${print(node.type as AstNode)}${fallback}${directives(node)}`;
    }
    case 'SelectionSet':
      return `{ ${list(node.selections, ' ')} }`;
    case 'Field': {
      const alias = node.alias ? `${(node.alias as Name).value}: ` : '';
      const selections = node.selectionSet ? ` ${print(node.selectionSet as AstNode)}` : '';
      return `${alias}${name(node)}${wrapped(node.arguments, '(', ')')}${directives(node)}${selections}`;
    }
    case 'FragmentSpread':
      return `...${name(node)}${directives(node)}`;
    case 'InlineFragment': {
      const on = node.typeCondition ? ` on ${print(node.typeCondition as AstNode)}` : '';
      return `...${on}${directives(node)} ${print(node.selectionSet as AstNode)}`;
    }
    case 'Argument':
    case 'ObjectField':
      return `${name(node)}: ${print(node.value as AstNode)}`;
    case 'Directive':
      return `@${name(node)}${wrapped(node.arguments, '(', ')')}`;
    case 'Variable':
      return `$${name(node)}`;
    case 'NamedType':
      return name(node);
    case 'ListType':
      return `[${print(node.type as AstNode)}]`;
    case 'NonNullType':
      return `${print(node.type as AstNode)}!`;
    case 'IntValue':
    case 'FloatValue':
    case 'EnumValue':
      return node.value as string;
    case 'StringValue':
      // JSON's string escapes are a subset of GraphQL's.
      return JSON.stringify(node.value);
    case 'BooleanValue':
      return node.value ? 'true' : 'false';
    case 'NullValue':
      return 'null';
    case 'ListValue':
      return `[${list(node.values, ', ')}]`;
    case 'ObjectValue':
      return `{${list(node.fields, ', ')}}`;
    default:
      throw new Error(`graphql-text: cannot print a ${node.kind} node`);
  }
}
