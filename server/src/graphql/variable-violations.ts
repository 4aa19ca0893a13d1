import {
  type GraphQLInputField,
  type GraphQLInputFieldMap,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLError,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type OperationDefinitionNode,
  typeFromAST,
  valueFromAST,
} from 'graphql';
import type { Violation } from '../common/errors';
import type { OperationCheck } from './request-plugin';

/*
 * A required input field that is missing or null, or a value of the wrong type, answers the way API
 * Platform does — one violation per field (`propertyPath` relative to the variable, as class-validator's are,
 * `message` and Symfony's constraint `code`) — instead of graphql-js's variable-coercion text. GraphQL answers 400
 * BAD_USER_INPUT with `violations`; REST (rest/hydra.ts) turns those into 422 ConstraintViolationList. The walk runs
 * before graphql-js coerces the variables, and only when it finds something: anything it does not recognise is
 * left to graphql-js's own message.
 */

/** Symfony's constraint codes, which API Platform clients may read from `violations[].code`. */
export const VIOLATION_CODES = {
  notBlank: 'c1051bb4-d103-4f74-8988-acbcafc7fdc3',
  invalidType: 'ba785a8c-82cb-4283-967c-3cf342181b40',
  choice: '8e179f1b-97aa-4560-a02f-2a8b42e49df7',
  noSuchField: '7703c766-b5d5-4cef-ace7-ae0dd82304e9',
  /** Symfony's DateTime constraint (INVALID_FORMAT_ERROR). */
  invalidDateTime: '1a9da513-2640-4f84-9b6a-4d99dcddc628',
} as const;

/** Symfony's DateTime constraint message, for a value the DateTimeISO scalar cannot read. */
export const INVALID_DATE_TIME_MESSAGE = 'This value is not a valid datetime.';

export const NOT_BLANK_MESSAGE = 'This value should not be blank.';

const TYPE_WORDS: Record<string, string> = { Int: 'int', Float: 'float', String: 'string', ID: 'string', Boolean: 'bool' };

function typeWord(name: string): string {
  return TYPE_WORDS[name] ?? name;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/** An input type's fields by name and as a list, read once per type: every operation with variables walks them. */
function inputFieldsOf(type: GraphQLInputObjectType): { fields: GraphQLInputFieldMap; list: GraphQLInputField[] } {
  let known = inputFields.get(type);
  if (!known) {
    const fields = type.getFields();
    known = { fields, list: Object.values(fields) };
    inputFields.set(type, known);
  }
  return known;
}
const inputFields = new WeakMap<GraphQLInputObjectType, { fields: GraphQLInputFieldMap; list: GraphQLInputField[] }>();

function walk(type: GraphQLInputType, value: unknown, path: string, out: Violation[]): void {
  if (isNonNullType(type)) {
    if (value === undefined || value === null) {
      out.push({ propertyPath: path, message: NOT_BLANK_MESSAGE, code: VIOLATION_CODES.notBlank });
      return;
    }
    walk(type.ofType, value, path, out);
    return;
  }
  if (value === undefined || value === null) return;
  if (isListType(type)) {
    // graphql-js takes a single value for a list of one.
    if (Array.isArray(value)) value.forEach((v, i) => walk(type.ofType, v, join(path, String(i)), out));
    else walk(type.ofType, value, path, out);
    return;
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object' || Array.isArray(value)) {
      out.push({ propertyPath: path, message: 'This value should be of type object.', code: VIOLATION_CODES.invalidType });
      return;
    }
    const { fields, list } = inputFieldsOf(type);
    const record = value as Record<string, unknown>;
    for (const field of list) {
      const fieldValue = record[field.name];
      if (fieldValue === undefined && field.defaultValue !== undefined) continue;
      walk(field.type, fieldValue, join(path, field.name), out);
    }
    for (const key in record) {
      if (!Object.hasOwn(fields, key))
        out.push({ propertyPath: join(path, key), message: 'This field was not expected.', code: VIOLATION_CODES.noSuchField });
    }
    return;
  }
  let parsed: unknown;
  try {
    parsed = type.parseValue(value);
  } catch {
    parsed = undefined;
  }
  if (parsed !== undefined) return;
  if (isEnumType(type))
    out.push({ propertyPath: path, message: 'The value you selected is not a valid choice.', code: VIOLATION_CODES.choice });
  else if (type.name === 'DateTimeISO')
    out.push({ propertyPath: path, message: INVALID_DATE_TIME_MESSAGE, code: VIOLATION_CODES.invalidDateTime });
  else out.push({ propertyPath: path, message: `This value should be of type ${typeWord(type.name)}.`, code: VIOLATION_CODES.invalidType });
}

/**
 * The violations of an operation's variables: a variable of an input object type reports its fields by their own
 * path (`title`, `package.id`), any other variable by its name.
 */
export function variableViolations(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): Violation[] {
  const out: Violation[] = [];
  for (const { name, type, defaultValue, isInputObject } of declaredVariables(schema, operation)) {
    let value = variables[name];
    if (value === undefined) value = defaultValue;
    walk(type, value, isInputObject && value !== undefined && value !== null ? '' : name, out);
  }
  return out;
}

interface DeclaredVariable {
  name: string;
  type: GraphQLInputType;
  /** The declared default, read as a value of the type (undefined: none). */
  defaultValue: unknown;
  /** Whether the variable is an input object, whose fields are reported by their own path. */
  isInputObject: boolean;
}

/**
 * An operation's variables with their types, read once per operation: Apollo keeps one parsed document per query
 * text, so every request of a known operation brings the same definition node.
 */
function declaredVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): DeclaredVariable[] {
  let bySchema = declaredBy.get(schema);
  if (!bySchema) {
    bySchema = new WeakMap();
    declaredBy.set(schema, bySchema);
  }
  let declared = bySchema.get(operation);
  if (!declared) {
    declared = [];
    for (const def of operation.variableDefinitions ?? []) {
      const type = typeFromAST(schema, def.type) as GraphQLInputType | undefined;
      if (!type) continue;
      const named = isNonNullType(type) ? type.ofType : type;
      declared.push({
        name: def.variable.name.value,
        type,
        defaultValue: def.defaultValue ? valueFromAST(def.defaultValue, type) : undefined,
        isInputObject: isInputObjectType(named),
      });
    }
    bySchema.set(operation, declared);
  }
  return declared;
}
const declaredBy = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, DeclaredVariable[]>>();

export function refuseVariableViolations(schema: GraphQLSchema): OperationCheck {
  return ({ request, operation }) => {
    if (!operation) return;
    const violations = variableViolations(schema, operation, request.variables ?? {});
    if (!violations.length) return;
    throw new GraphQLError(violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message)).join('\n'), {
      extensions: { code: 'BAD_USER_INPUT', violations, http: { status: 400 } },
    });
  };
}
