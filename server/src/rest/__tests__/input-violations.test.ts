import 'reflect-metadata';
import {
  getNamedType,
  getNullableType,
  type GraphQLInputObjectType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
} from 'graphql';
import { startTestServer, type TestServer } from '../../../test/harness';
import { buildAppSchema } from '../../graphql/schema';
import { NOT_BLANK_MESSAGE, VIOLATION_CODES } from '../../graphql/variable-violations';
import type { RestRoute } from '../resource';
import { rolesOfRootField, routeRootField } from '../route-access';
import { routeTable } from '../route-table';

/*
 * A REST create or update whose body lacks a required field, or holds a value of the wrong type, answers 422
 * ConstraintViolationList with one violation per field, as API Platform does; GraphQL answers the same violations in
 * `extensions`. The cases are generated from the route table: every POST/PUT route that runs an operation with an
 * `$input` of an input object type (the login routes answer Lexik's own 400 before any operation runs).
 */

const schema = buildAppSchema();

interface Case {
  route: RestRoute;
  input: GraphQLInputObjectType;
  required: string[];
  /** A field of a scalar type a string is not, and the word API Platform names its type with. */
  typed?: { field: string; word: string; value: unknown };
}

function inputOf(route: RestRoute): GraphQLInputObjectType | null {
  if (route.method === 'get' || route.method === 'delete' || !route.operation || route.path.startsWith('/login')) return null;
  const op = parse(route.operation).definitions[0];
  if (op.kind !== Kind.OPERATION_DEFINITION) return null;
  const def = op.variableDefinitions?.find((d) => d.variable.name.value === 'input');
  const type = def ? getNamedType(typeFromAST(schema, def.type) as never) : null;
  return type && isInputObjectType(type) ? type : null;
}

const TYPE_WORDS: Record<string, string> = { Int: 'int', Boolean: 'bool', Float: 'float' };

const cases: Case[] = routeTable.flatMap((route): Case[] => {
  const input = inputOf(route);
  if (!input) return [];
  const fields = Object.values(input.getFields());
  const required = fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => f.name);
  return [{ route, input, required, typed: typedField(input) }];
});

/**
 * A field of a scalar type a string is not: the input's own, or else the first one of a nested input object (a
 * document such as the traffic settings), named by its dotted path.
 */
function typedField(input: GraphQLInputObjectType, prefix = ''): Case['typed'] {
  const fields = Object.values(input.getFields());
  const scalar = fields.find((f) => TYPE_WORDS[getNamedType(f.type).name]);
  if (scalar) return { field: `${prefix}${scalar.name}`, word: TYPE_WORDS[getNamedType(scalar.type).name], value: 'not-a-value' };
  for (const f of fields) {
    const named = getNamedType(f.type);
    if (isInputObjectType(named) && !isListType(getNullableType(f.type))) {
      const nested = typedField(named, `${prefix}${f.name}.`);
      if (nested) return nested;
    }
  }
  return undefined;
}

/** `{a: {b: value}}` for the path `a.b`. */
function bodyWith(path: string, value: unknown): Record<string, unknown> {
  return path
    .split('.')
    .reverse()
    .reduce<Record<string, unknown>>((inner, key, i) => ({ [key]: i === 0 ? value : inner }), {});
}

const label = (c: Case) => `${c.route.method.toUpperCase()} /api${c.route.path}`;

describe('422 violations for missing and mistyped input fields', () => {
  let t: TestServer;
  let admin: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login('superadmin@example.com');
  });
  afterAll(() => t.close());

  /** The route's path with a real id (the first row the super admin lists) and a real provider. */
  async function urlOf(route: RestRoute): Promise<string> {
    const resource = route.path.split('/')[1];
    if (route.path.includes(':id') && ids[resource] === undefined) {
      const list = await t.http.get(`/api/${resource}`).set('authorization', `Bearer ${admin}`);
      ids[resource] = list.body['hydra:member'][0].id;
    }
    return `/api${route.path.replace(':id', String(ids[resource])).replace(':provider', 'google')}`;
  }

  function send(route: RestRoute, url: string, body: object) {
    const req = route.method === 'put' ? t.http.put(url) : t.http.post(url);
    // Public operations are sent anonymously (the demo sign-up refuses a signed-in caller's body for other reasons).
    const open = rolesOfRootField(routeRootField(route)) === undefined;
    return (open ? req : req.set('authorization', `Bearer ${admin}`)).send(body);
  }

  it('covers every create and update route of the table', () => {
    const paths = cases.map(label);
    for (const r of [
      'projects',
      'users',
      'packages',
      'gates',
      'transactions',
      'posts',
      'email_campaigns',
      'promotions',
      'reciprocal_links',
    ]) {
      expect(paths).toContain(`POST /api/${r}`);
      expect(paths).toContain(`PUT /api/${r}/:id`);
    }
    expect(cases.every((c) => c.required.length > 0 || c.typed)).toBe(true);
  });

  it.each(cases.filter((c) => c.required.length).map((c) => [label(c), c] as const))(
    '%s without a body answers one violation per required field',
    async (_l, c) => {
      const res = await send(c.route, await urlOf(c.route), {});
      expect(res.status).toBe(422);
      expect(res.body['@type']).toBe('ConstraintViolationList');
      expect(res.body['@context']).toBe('/api/contexts/ConstraintViolationList');
      // REST names the documented property (`owner` for the input's `ownerId`); GraphQL keeps the input's names.
      const documented = c.required.map((p) => c.route.propertyPath?.(p, {}) ?? p);
      expect(res.body.violations).toEqual(
        documented.map((propertyPath) => ({ propertyPath, message: NOT_BLANK_MESSAGE, code: VIOLATION_CODES.notBlank })),
      );
      expect(res.body['hydra:description']).toBe(documented.map((p) => `${p}: ${NOT_BLANK_MESSAGE}`).join('\n'));
    },
  );

  it.each(cases.filter((c) => c.typed).map((c) => [label(c), c] as const))(
    '%s with a string for a typed field answers its type',
    async (_l, c) => {
      const body = bodyWith(c.typed!.field, c.typed!.value);
      const res = await send(c.route, await urlOf(c.route), body);
      expect(res.status).toBe(422);
      expect(res.body.violations).toContainEqual({
        // The field as sent: a client writing `ownerId` reads its violation under `ownerId` (the relation `owner` when it sent that).
        propertyPath: c.route.propertyPath?.(c.typed!.field, body) ?? c.typed!.field,
        message: `This value should be of type ${c.typed!.word}.`,
        code: VIOLATION_CODES.invalidType,
      });
    },
  );

  it.each(cases.filter((c) => c.required.length).map((c) => [label(c), c] as const))(
    '%s: GraphQL answers the same violations in extensions',
    async (_l, c) => {
      const url = await urlOf(c.route);
      const id = /\/(\d+)(\/|$)/.exec(url)?.[1];
      const open = rolesOfRootField(routeRootField(c.route)) === undefined;
      const variables: Record<string, unknown> = {
        input: {},
        ...(id ? { id: Number(id) } : {}),
        ...(c.route.path.includes(':provider') ? { provider: 'google' } : {}),
      };
      const res = await t.gql(c.route.operation, variables, open ? undefined : admin);
      expect(res.status).toBe(400);
      expect(res.errors).toHaveLength(1);
      expect(res.errors![0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        violations: c.required.map((propertyPath) => ({ propertyPath, message: NOT_BLANK_MESSAGE, code: VIOLATION_CODES.notBlank })),
      });
    },
  );

  it('keeps the 404 of a row the caller may not see ahead of its body’s violations', async () => {
    const user2 = await t.login('user2@example.com');
    const user = await t.login('user@example.com');
    const project = (await t.http.get('/api/projects').set('authorization', `Bearer ${user}`)).body['hydra:member'][0].id;
    const res = await t.http.put(`/api/projects/${project}/trackingCode/update`).set('authorization', `Bearer ${user2}`).send({});
    expect(res.status).toBe(404);
  });
});
