import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import 'reflect-metadata';
import {
  getNamedType,
  type GraphQLInputField,
  type GraphQLOutputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
} from 'graphql';
import { startTestServer, type TestServer } from '../../../test/harness';
import { sql } from '../../modules/projects/__tests__/helpers';
import { buildAppSchema } from '../../graphql/schema';
import { INVALID_DATE_TIME_MESSAGE, NOT_BLANK_MESSAGE } from '../../graphql/variable-violations';
import type { RestResource } from '../resource';
import { resources, routeTable } from '../route-table';

/*
 * Docs.jsonld as API Platform's own tooling reads it. @api-platform/api-doc-parser (the parser inside
 * @api-platform/admin) parses the documentation of a real server, and every resource, property, range, cardinality,
 * required/readable/writable flag is checked against what the GraphQL types behind the routes say — derived here
 * from the schema and the route table's resources, independently of rest/model.ts — and against what the routes do:
 * an empty create is refused on exactly the documented required properties, every readable property is in an item,
 * a whole fetched record PUT back is accepted, relations are written as IRIs, date-times in API Platform's forms.
 */

const run = promisify(execFile);
const serverDir = path.join(__dirname, '..', '..', '..');
const script = path.join(serverDir, 'test', 'scripts', 'parse-hydra.mjs');
const schema = buildAppSchema();
const XMLS = 'http://www.w3.org/2001/XMLSchema#';

interface ParsedField {
  name: string;
  id: string;
  type: string;
  range: string | null;
  reference: string | null;
  embedded: string | null;
  maxCardinality: number | null;
  required: boolean;
}
interface ParsedResource {
  name: string;
  id: string;
  fields: ParsedField[];
  readable: string[];
  writable: string[];
  operations: { type: string; method: string }[];
  parameters: { variable: string }[] | null;
}

interface Expected {
  name: string;
  readable: boolean;
  writable: boolean;
  required: boolean;
  /** parser type, or `reference:<collection>` / `enum:<Name>` */
  kind: string;
}

const listed = resources.filter((r) => r.list);
/** What an admin edits: every resource with an update, but webhook endpoints, which only their owner may change. */
const staffEditable = listed.filter((x) => x.update && x.item && x.path !== 'webhook_endpoints');
const byType = new Map(listed.map((r) => [r.type, r]));

function inputFields(name?: string): Record<string, GraphQLInputField> {
  if (!name) return {};
  const t = schema.getType(name);
  if (!isInputObjectType(t)) throw new Error(name);
  return t.getFields();
}

const required = (f?: GraphQLInputField) => !!f && isNonNullType(f.type) && f.defaultValue === undefined;
const listOf = (t: GraphQLOutputType | GraphQLInputField['type']) => isListType(isNonNullType(t) ? t.ofType : t);

function scalarKind(t: GraphQLOutputType | GraphQLInputField['type']): string {
  const named = getNamedType(t);
  if (isEnumType(named)) return `enum:${named.name}`;
  if (listOf(t)) return 'array';
  return (
    { Int: 'integer', Boolean: 'boolean', Float: 'decimal', DateTimeISO: 'dateTime', String: 'string', JSONObject: 'string' }[named.name] ??
    '?'
  );
}

/**
 * The relations a resource does not embed: an Int `<name>Id` of its selection without `<name>` beside it, whose
 * target is the list resource of the class its name says (`gateId` → Gate) or of its `references` entry.
 */
function iriRelationsOf(r: RestResource, names: string[]): Map<string, { name: string; target: RestResource }> {
  const type = schema.getType(r.type);
  if (!isObjectType(type)) throw new Error(r.type);
  const out = new Map<string, { name: string; target: RestResource }>();
  for (const idField of names) {
    const base = /^(\w+)Id$/.exec(idField)?.[1];
    const field = type.getFields()[idField];
    if (!base || names.includes(base) || getNamedType(field.type).name !== 'Int' || listOf(field.type)) continue;
    const target = byType.get(r.references?.[idField] ?? base[0].toUpperCase() + base.slice(1));
    if (target) out.set(idField, { name: base, target });
  }
  return out;
}

/** What the docs must say about a resource, straight from its GraphQL output selection and its create/update inputs. */
function expectedProperties(r: RestResource): Expected[] {
  const type = schema.getType(r.type);
  if (!isObjectType(type)) throw new Error(r.type);
  const create = inputFields(r.create?.inputType);
  const update = inputFields(r.update?.inputType);
  const op = parse(`{ ${r.fields} }`).definitions[0];
  if (op.kind !== Kind.OPERATION_DEFINITION) throw new Error('selection');
  const names = op.selectionSet.selections.flatMap((s) =>
    s.kind === Kind.FIELD && s.name.value !== 'id' && s.name.value !== '__typename' ? [s.name.value] : [],
  );
  const relations = names.filter((n) => byType.has(getNamedType(type.getFields()[n].type).name));
  const iriRelations = iriRelationsOf(r, names);
  const out: Expected[] = [];
  for (const name of names) {
    const field = type.getFields()[name];
    const iri = iriRelations.get(name);
    if (iri) {
      // Not embedded: the relation `gate` is answered as an IRI beside `gateId` and written through it.
      const writable = name in create || name in update;
      out.push({
        name: iri.name,
        readable: true,
        writable,
        required: writable && required(create[name]),
        kind: `reference:${iri.target.path}`,
      });
      out.push({ name, readable: true, writable: false, required: false, kind: scalarKind(field.type) });
      continue;
    }
    if (relations.includes(name)) {
      const input = `${name}Id`;
      const writable = input in create || input in update;
      out.push({
        name,
        readable: true,
        writable,
        required: writable && required(create[input]),
        kind: `reference:${byType.get(getNamedType(field.type).name)!.path}`,
      });
      continue;
    }
    const isRelationId = relations.some((rel) => `${rel}Id` === name);
    const writable = !isRelationId && (name in create || name in update);
    out.push({ name, readable: true, writable, required: writable && required(create[name]), kind: scalarKind(field.type) });
  }
  const taken = new Set([...names, ...relations.map((n) => `${n}Id`), ...iriRelations.keys()]);
  for (const [name, field] of [...Object.entries(create), ...Object.entries(update)]) {
    if (taken.has(name)) continue;
    taken.add(name);
    // Write-only: required only when an edit form could carry it (the update input takes it too).
    out.push({
      name,
      readable: false,
      writable: true,
      required: required(create[name]) && (!r.update || name in update),
      kind: scalarKind(field.type),
    });
  }
  return out;
}

function parsedKind(f: ParsedField): string {
  if (f.reference) return `reference:${f.reference}`;
  const enumMatch = f.range && /#([A-Z]\w+)$/.exec(f.range);
  if (enumMatch && !f.range!.startsWith(XMLS) && !byType.has(enumMatch[1])) return `enum:${enumMatch[1]}`;
  if (f.range === `${XMLS}decimal`) return 'decimal';
  return f.type;
}

async function parseDocs(url: string, token: string): Promise<ParsedResource[]> {
  const { stdout } = await run(process.execPath, [script, `${url}/api`, token], { cwd: serverDir, maxBuffer: 16 * 1024 * 1024 });
  const parsed = JSON.parse(stdout) as { error?: string; resources: ParsedResource[] };
  if (parsed.error) throw new Error(parsed.error);
  return parsed.resources;
}

/** Expands a JSON-LD body the way the admin's fetchHydra does before reading violations. */
function expand(docsUrl: string, body: unknown): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, '--expand', docsUrl], { cwd: serverDir });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(JSON.parse(out));
      } catch (e) {
        reject(new Error(`${String(e)}: ${out}`));
      }
    });
    child.stdin.end(JSON.stringify(body));
  });
}

describe('docs.jsonld with API Platform semantics', () => {
  let t: TestServer;
  let admin: string;
  let parsed: Map<string, ParsedResource>;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login('superadmin@example.com');
    parsed = new Map((await parseDocs(t.url, admin)).map((r) => [r.name, r]));
  });
  afterAll(() => t.close());

  it('documents every list resource of the route table, each property with its range, cardinality and flags', () => {
    expect(listed.length).toBeGreaterThanOrEqual(11);
    for (const r of listed) {
      const doc = parsed.get(r.path);
      expect({ resource: r.path, found: !!doc }).toEqual({ resource: r.path, found: true });
      const fields = new Map(doc!.fields.map((f) => [f.name, f]));
      const expected = expectedProperties(r);
      expect({ resource: r.path, properties: [...fields.keys()].sort() }).toEqual({
        resource: r.path,
        properties: expected.map((e) => e.name).sort(),
      });
      for (const e of expected) {
        const f = fields.get(e.name)!;
        const actual = {
          resource: r.path,
          name: e.name,
          kind: parsedKind(f),
          readable: doc!.readable.includes(e.name),
          writable: doc!.writable.includes(e.name),
          required: f.required,
        };
        expect(actual).toEqual({
          resource: r.path,
          name: e.name,
          kind: e.kind,
          readable: e.readable,
          writable: e.writable,
          required: e.required,
        });
        // API Platform: a to-one relation has owl:maxCardinality 1; nothing else has one.
        expect({ resource: r.path, name: e.name, max: f.maxCardinality }).toEqual({
          resource: r.path,
          name: e.name,
          max: e.kind.startsWith('reference:') ? 1 : null,
        });
      }
    }
  });

  it('declares PUT exactly for the resources with an update route, and none for read-only ones', () => {
    for (const r of listed) {
      const methods = parsed.get(r.path)!.operations.map((o) => `${o.type}:${o.method}`);
      expect({ resource: r.path, put: methods.includes('edit:PUT') }).toEqual({ resource: r.path, put: !!r.update });
      expect({ resource: r.path, post: methods.includes('create:POST') }).toEqual({ resource: r.path, post: !!r.create });
    }
    expect(parsed.get('email_campaign_histories')!.operations.map((o) => o.method)).not.toContain('PUT');
  });

  it('names the row of each resource with https://schema.org/name, as the admin reads it for references', () => {
    expect(parsed.get('users')!.fields.find((f) => f.id === 'https://schema.org/name')?.name).toBe('login');
    expect(parsed.get('packages')!.fields.find((f) => f.id === 'https://schema.org/name')?.name).toBe('name');
  });

  it('lists the allowed values of every enumeration a property uses (owl:oneOf)', async () => {
    const docs = (await t.http.get('/api/docs.jsonld').set(auth(admin))).body as { 'hydra:supportedClass': Record<string, unknown>[] };
    const datatypes = new Map(
      docs['hydra:supportedClass'].filter((c) => c['owl:oneOf']).map((c) => [c['@id'], (c['owl:oneOf'] as { '@list': string[] })['@list']]),
    );
    for (const r of listed) {
      for (const e of expectedProperties(r).filter((p) => p.kind.startsWith('enum:'))) {
        const name = e.kind.slice('enum:'.length);
        const enumType = schema.getType(name);
        if (!isEnumType(enumType)) throw new Error(name);
        expect({ name, values: datatypes.get(`#${name}`) }).toEqual({ name, values: enumType.getValues().map((v) => v.value) });
      }
    }
  });

  it('offers every docs/product.md#validation filter, order[...] and relation IRI filter of each list in hydra:search', () => {
    for (const r of listed.filter((x) => x.spec)) {
      const variables = parsed.get(r.path)!.parameters!.map((p) => p.variable);
      for (const [name, def] of Object.entries(r.spec!.filters)) {
        if (def.kind === 'date') expect(variables).toEqual(expect.arrayContaining([`${name}[after]`, `${name}[before]`]));
        else expect(variables).toContain(name);
      }
      for (const field of Object.keys(r.spec!.order)) expect(variables).toContain(`order[${field}]`);
      // A relation named like a list parameter (a transaction's `order`) is filtered by its id only: `order` sorts.
      const filtered = (p: Expected) =>
        p.kind.startsWith('reference:') && r.spec!.filters[`${p.name}Id`]?.kind === 'int' && p.name !== 'order';
      for (const e of expectedProperties(r).filter(filtered)) {
        expect({ resource: r.path, variable: e.name, offered: variables.includes(e.name) }).toEqual({
          resource: r.path,
          variable: e.name,
          offered: true,
        });
      }
    }
  });

  it('refuses an empty create on exactly the documented required properties (+ write-only ones the create needs)', async () => {
    for (const r of listed.filter((x) => x.create)) {
      const res = await t.http.post(`/api/${r.path}`).set(auth(admin)).send({});
      expect({ resource: r.path, status: res.status }).toEqual({ resource: r.path, status: 422 });
      const paths = (res.body.violations as { propertyPath: string; message: string }[])
        .filter((v) => v.message === NOT_BLANK_MESSAGE)
        .map((v) => v.propertyPath);
      const create = inputFields(r.create!.inputType);
      const expected = expectedProperties(r).filter((e) => e.required || (!e.readable && required(create[e.name])));
      expect({ resource: r.path, paths: paths.sort() }).toEqual({ resource: r.path, paths: expected.map((e) => e.name).sort() });
    }
  });

  it('shows every documented readable property in an item, relations as objects with the target IRI or as that IRI', async () => {
    for (const r of listed.filter((x) => x.item)) {
      const list = await t.http.get(`/api/${r.path}`).set(auth(admin));
      const first = list.body['hydra:member'][0];
      if (!first) continue;
      const item = (await t.http.get(first['@id']).set(auth(admin))).body as Record<string, unknown>;
      const expected = expectedProperties(r);
      const keys = Object.keys(item).filter((k) => !k.startsWith('@') && k !== 'id');
      expect({ resource: r.path, keys: keys.sort() }).toEqual({
        resource: r.path,
        keys: expected
          .filter((e) => e.readable)
          .map((e) => e.name)
          .sort(),
      });
      for (const e of expected.filter((x) => x.kind.startsWith('reference:'))) {
        const value = item[e.name] as { '@id'?: string } | string | null;
        const iri = typeof value === 'string' ? value : value?.['@id'];
        if (value !== null)
          expect({ resource: r.path, name: e.name, iri }).toEqual({
            resource: r.path,
            name: e.name,
            iri: expect.stringMatching(new RegExp(`^/api/${e.kind.slice('reference:'.length)}/\\d+$`)),
          });
      }
    }
  });

  it('takes back a whole fetched record on PUT (JSON-LD keys, read-only and embedded fields) for every editable resource', async () => {
    const put = (record: Record<string, unknown>) =>
      t.http
        .put(String(record['@id']))
        .set(auth(admin))
        .set('content-type', 'application/ld+json')
        // What the admin sends: its record, whose `id` is the IRI and `originId` the id.
        .send(JSON.stringify({ ...record, id: record['@id'], originId: String(record.id) }));
    for (const r of staffEditable) {
      const list = await t.http.get(`/api/${r.path}?itemsPerPage=3`).set(auth(admin));
      for (const member of list.body['hydra:member'] as { '@id': string }[]) {
        const record = (await t.http.get(member['@id']).set(auth(admin))).body as Record<string, unknown>;
        const first = await put(record);
        expect({ record: record['@id'], status: first.status, body: first.status === 200 ? null : first.body }).toEqual({
          record: record['@id'],
          status: 200,
          body: null,
        });
        // The answer is the record as stored (a URL may come back normalised); sent back again, nothing changes.
        const second = await put(first.body);
        expect(second.status).toBe(200);
        for (const e of expectedProperties(r).filter((x) => x.readable)) {
          expect({ record: record['@id'], name: e.name, value: second.body[e.name] }).toEqual({
            record: record['@id'],
            name: e.name,
            value: first.body[e.name],
          });
        }
        for (const e of expectedProperties(r).filter((x) => x.readable && !x.writable && !/At$/.test(x.name))) {
          expect({ record: record['@id'], name: e.name, value: first.body[e.name] }).toEqual({
            record: record['@id'],
            name: e.name,
            value: record[e.name],
          });
        }
      }
    }
  });

  it('refuses a PUT that changes a create-only property (422 on it, nothing changed) and says so in the docs', async () => {
    // Create-only: documented writable (the create takes it), not in the update input. The admin's edit form offers
    // every writable property, so such a change must not be silently ignored.
    const docs = (await t.http.get('/api/docs.jsonld').set(auth(admin))).body as { 'hydra:supportedClass': Record<string, unknown>[] };
    const checked: string[] = [];
    for (const r of staffEditable) {
      const update = inputFields(r.update!.inputType);
      const createOnly = expectedProperties(r).filter((e) => e.writable && !(e.name in update) && !(`${e.name}Id` in update));
      if (!createOnly.length) continue;
      const member = (await t.http.get(`/api/${r.path}?itemsPerPage=1`).set(auth(admin))).body['hydra:member'][0] as Record<
        string,
        unknown
      >;
      const record = (await t.http.get(String(member['@id'])).set(auth(admin))).body as Record<string, unknown>;
      const cls = docs['hydra:supportedClass'].find((c) => c['@id'] === `#${r.type}`)!;
      for (const e of createOnly) {
        const stored = record[e.name];
        let changed: unknown;
        if (e.kind.startsWith('reference:')) {
          const others = (await t.http.get(`/api/${e.kind.slice('reference:'.length)}?itemsPerPage=5`).set(auth(admin))).body[
            'hydra:member'
          ] as { '@id': string }[];
          changed = others.find((o) => o['@id'] !== (stored as { '@id': string } | null)?.['@id'])!['@id'];
        } else if (e.kind === 'integer') changed = Number(stored) + 1;
        else if (e.kind === 'boolean') changed = !stored;
        else changed = `changed-${String(stored ?? 'x')}`;
        const res = await t.http
          .put(String(record['@id']))
          .set(auth(admin))
          .send({ ...record, [e.name]: changed });
        expect({ resource: r.path, name: e.name, status: res.status, violations: res.body.violations }).toEqual({
          resource: r.path,
          name: e.name,
          status: 422,
          violations: [{ propertyPath: e.name, message: 'This value cannot be changed after creation.' }],
        });
        const after = (await t.http.get(String(record['@id'])).set(auth(admin))).body as Record<string, unknown>;
        expect({ resource: r.path, name: e.name, value: after[e.name] }).toEqual({ resource: r.path, name: e.name, value: stored });
        const prop = (cls['hydra:supportedProperty'] as Record<string, unknown>[]).find((p) => p['hydra:title'] === e.name)!;
        expect(String(prop['hydra:description'])).toContain('Set on creation only');
        checked.push(`${r.path}.${e.name}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining(['transactions.owner', 'transactions.package', 'transactions.quantity', 'users.email', 'users.password']),
    );
    // An emptied write-only field (the edit form's blank password) is not a change.
    const user = (await t.http.get('/api/users?itemsPerPage=1').set(auth(admin))).body['hydra:member'][0] as Record<string, unknown>;
    expect(
      (
        await t.http
          .put(String(user['@id']))
          .set(auth(admin))
          .send({ ...user, password: null })
      ).status,
    ).toBe(200);
  });

  it('reads the null an edit form sends for an emptied optional field as empty, and still refuses it on a required one', async () => {
    // API Platform's admin sends null for every text input left empty (what broke editing packages, posts,
    // promotions, campaigns and gates); a required property's null stays a 422.
    for (const r of staffEditable) {
      const optionalTexts = expectedProperties(r).filter(
        (e) => e.readable && e.name in inputFields(r.update?.inputType) && !e.required && e.kind === 'string',
      );
      const member = (await t.http.get(`/api/${r.path}?itemsPerPage=1`).set(auth(admin))).body['hydra:member'][0] as
        Record<string, unknown> | undefined;
      if (!member || !optionalTexts.length) continue;
      const record = (await t.http.get(String(member['@id'])).set(auth(admin))).body as Record<string, unknown>;
      for (const e of optionalTexts) {
        const res = await t.http
          .put(String(record['@id']))
          .set(auth(admin))
          .send({ ...record, [e.name]: null });
        // Read as empty: stored (null or '' comes back), or refused by the field's own rule (a currency must be a
        // code) — never "should not be null", never a 5xx.
        const violations = (res.body.violations ?? []) as { propertyPath: string; message: string }[];
        const outcome =
          res.status === 200
            ? [null, ''].includes(res.body[e.name] as string | null)
              ? 'emptied'
              : `kept ${String(res.body[e.name])}`
            : res.status === 422 && violations.every((v) => v.propertyPath === e.name && !/should not be (null|blank)/.test(v.message))
              ? 'own rule'
              : `${res.status} ${JSON.stringify(res.body)}`;
        expect({ resource: r.path, name: e.name, outcome: outcome === 'own rule' ? 'emptied' : outcome }).toEqual({
          resource: r.path,
          name: e.name,
          outcome: 'emptied',
        });
      }
    }
    const pkg = (await t.http.get('/api/packages?itemsPerPage=1').set(auth(admin))).body['hydra:member'][0];
    const required = await t.http.put(pkg['@id']).set(auth(admin)).send({ name: null });
    expect(required.status).toBe(422);
    expect(required.body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'name', message: 'This value should not be null.' }),
    ]);
  });

  it('writes relations given as IRIs (or embedded objects with @id) on create and PUT, and filters lists by them', async () => {
    const users = (await t.http.get('/api/users?email=user2@').set(auth(admin))).body['hydra:member'];
    const user2 = users.find((u: { login: string }) => u.login === 'user2@example.com');
    const pkg = (await t.http.get('/api/packages').set(auth(admin))).body['hydra:member'][0];
    const created = await t.http
      .post('/api/transactions')
      .set(auth(admin))
      .send({
        '@context': '/api/contexts/Transaction',
        '@type': 'Transaction',
        owner: user2['@id'],
        package: { '@id': pkg['@id'], name: 'ignored' },
        quantity: 3,
        comment: 'by IRI',
      });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ownerId: user2.id,
      packageId: pkg.id,
      owner: { '@id': user2['@id'] },
      package: { '@id': pkg['@id'] },
      quantity: 3,
    });

    const filtered = await t.http.get(`/api/transactions?owner=${encodeURIComponent(user2['@id'])}`).set(auth(admin));
    expect(filtered.status).toBe(200);
    const members = filtered.body['hydra:member'] as { ownerId: number }[];
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((m) => m.ownerId === user2.id)).toBe(true);

    const project = await t.http
      .post('/api/projects')
      .set(auth(admin))
      .send({ title: 'For user2', url: 'https://iri.example.com', owner: `${t.url}${user2['@id']}` });
    expect(project.status).toBe(201);
    expect(project.body.ownerId).toBe(user2.id);

    const wrongClass = await t.http
      .post('/api/transactions')
      .set(auth(admin))
      .send({ owner: pkg['@id'], package: pkg['@id'], quantity: 1 });
    expect(wrongClass.status).toBe(422);
    expect(wrongClass.body.violations).toEqual([expect.objectContaining({ propertyPath: 'owner' })]);
  });

  /**
   * The id fields of other resources, to-one relations answered as IRIs beside their ids: resource,
   * relation, target collection, and whether it is written (its `…Id` is in the create or update input).
   */
  const IRI_RELATIONS: [string, string, string, boolean][] = [
    ['users', 'gate', 'gates', false],
    ['packages', 'gate', 'gates', true],
    ['packages', 'parent', 'packages', true],
    ['posts', 'gate', 'gates', true],
    ['promotions', 'gate', 'gates', true],
    ['promotions', 'shadowedBy', 'promotions', false],
    ['email_campaigns', 'gate', 'gates', true],
    ['reciprocal_links', 'gate', 'gates', true],
    ['projects', 'reciprocalLink', 'reciprocal_links', true],
    ['transactions', 'order', 'orders', false],
    ['balances', 'owner', 'users', false],
    ['api_keys', 'owner', 'users', false],
    ['webhook_endpoints', 'owner', 'users', false],
  ];

  it('documents the ids of other resources as to-one relations: hydra:Link, owl:maxCardinality 1, range the target class', async () => {
    for (const [path, name, target, writable] of IRI_RELATIONS) {
      const doc = parsed.get(path)!;
      const f = doc.fields.find((x) => x.name === name);
      expect({ path, name, reference: f?.reference, max: f?.maxCardinality, writable: doc.writable.includes(name) }).toEqual({
        path,
        name,
        reference: target,
        max: 1,
        writable,
      });
      // The id stays in the answer (docs/api.md#calls) and is written through the relation.
      expect({ path, id: `${name}Id`, readable: doc.readable.includes(`${name}Id`), writable: doc.writable.includes(`${name}Id`) }).toEqual(
        { path, id: `${name}Id`, readable: true, writable: false },
      );
    }
    const docs = (await t.http.get('/api/docs.jsonld').set(auth(admin))).body as { 'hydra:supportedClass': Record<string, unknown>[] };
    const property = (cls: string, name: string) =>
      (docs['hydra:supportedClass'].find((c) => c['@id'] === `#${cls}`)!['hydra:supportedProperty'] as Record<string, unknown>[]).find(
        (p) => p['hydra:title'] === name,
      )!['hydra:property'];
    // Webhook deliveries are listed under their endpoint (no entrypoint collection): read from docs.jsonld itself.
    expect(property('WebhookDelivery', 'endpoint')).toMatchObject({
      '@type': 'hydra:Link',
      range: '#WebhookEndpoint',
      'owl:maxCardinality': 1,
    });
    expect(property('Package', 'parent')).toMatchObject({ '@type': 'hydra:Link', range: '#Package', 'owl:maxCardinality': 1 });
    // A partner's campaign id names no REST resource: it stays a plain text field.
    expect(property('Project', 'campaignId')).toMatchObject({ '@type': 'rdf:Property', range: 'xmls:string' });
    // The JSON-LD context reads the value as an IRI.
    expect((await t.http.get('/api/contexts/Package')).body['@context']).toMatchObject({
      gate: { '@id': 'Package/gate', '@type': '@id' },
      parent: { '@id': 'Package/parent', '@type': '@id' },
      gateId: 'Package/gateId',
    });
  });

  it('answers those relations as the target IRI next to the id, in items and lists, and keeps plain JSON as it was', async () => {
    const packages = (await t.http.get('/api/packages?itemsPerPage=50').set(auth(admin))).body['hydra:member'] as Record<string, unknown>[];
    for (const m of packages) {
      expect({ id: m.id, gate: m.gate, parent: m.parent }).toEqual({
        id: m.id,
        gate: m.gateId === null ? null : `/api/gates/${String(m.gateId)}`,
        parent: m.parentId === null ? null : `/api/packages/${String(m.parentId)}`,
      });
    }
    const users = (await t.http.get('/api/users?itemsPerPage=50').set(auth(admin))).body['hydra:member'] as Record<string, unknown>[];
    expect(users.some((u) => u.gateId !== null)).toBe(true);
    for (const u of users) expect(u.gate).toBe(u.gateId === null ? null : `/api/gates/${String(u.gateId)}`);
    const me = (await t.http.get('/api/me').set(auth(admin))).body;
    expect(me.gate).toBe(me.gateId === null ? null : `/api/gates/${String(me.gateId)}`);

    // A webhook delivery names its endpoint.
    const [user] = await sql<{ id: number }>(t, `select id from users where email = 'user@example.com'`);
    const [ep] = await sql<{ id: number }>(
      t,
      `insert into webhook_endpoints (owner_id, url, events, secret) values (?, 'https://hooks.example.com/iri', '{project.created}', 'whsec_x') returning id`,
      [user.id],
    );
    await sql(
      t,
      `insert into webhook_deliveries (endpoint_id, event_id, event_type, body, attempt) values (?, 'msg_iri', 'project.created', '{}', 1)`,
      [ep.id],
    );
    const deliveries = await t.http.get(`/api/webhook_endpoints/${ep.id}/deliveries`).set(auth(await t.login('user@example.com')));
    expect(deliveries.status).toBe(200);
    expect(deliveries.body['hydra:member']).toHaveLength(1);
    for (const d of deliveries.body['hydra:member'] as Record<string, unknown>[])
      expect(d.endpoint).toBe(`/api/webhook_endpoints/${ep.id}`);

    const plain = await t.http
      .get(`/api/packages/${String(packages[0].id)}`)
      .set(auth(admin))
      .set('accept', 'application/json');
    expect(plain.body).toHaveProperty('gateId');
    expect(plain.body).not.toHaveProperty('gate');
    expect(plain.body).not.toHaveProperty('parent');
  });

  it('writes them as IRIs on create and PUT, filters lists by them, and refuses another class on that property', async () => {
    const stamp = Date.now().toString(36);
    const gate = async (name: string) => {
      const res = await t.http
        .post('/api/gates')
        .set(auth(admin))
        .send({ name, host: `${name}-${stamp}.localhost` });
      expect(res.status).toBe(201);
      return res.body as { '@id': string; id: number };
    };
    const [g1, g2] = [await gate('iri-one'), await gate('iri-two')];
    const parent = (await t.http.get('/api/packages').set(auth(admin))).body['hydra:member'][0] as { '@id': string; id: number };

    const created = await t.http
      .post('/api/packages')
      .set(auth(admin))
      .send({
        name: `By IRI ${stamp}`,
        code: `iri-${stamp}`,
        size: 100,
        priceMinor: 100,
        gate: g1['@id'],
        parent: `${t.url}${parent['@id']}`,
      });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ gate: g1['@id'], gateId: g1.id, parent: parent['@id'], parentId: parent.id });

    // The admin's edit form sends the whole record: the relation it changed wins over the stale id beside it.
    const moved = await t.http
      .put(created.body['@id'])
      .set(auth(admin))
      .send({ ...created.body, gate: g2['@id'], parent: null });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ gate: g2['@id'], gateId: g2.id, parent: null, parentId: null });

    const post = await t.http
      .post('/api/posts')
      .set(auth(admin))
      .send({ title: `IRI post ${stamp}`, gate: { '@id': g2['@id'] } });
    expect(post.status).toBe(201);
    expect(post.body).toMatchObject({ gate: g2['@id'], gateId: g2.id });
    const campaign = await t.http
      .post('/api/email_campaigns')
      .set(auth(admin))
      .send({ name: `IRI ${stamp}`, code: `iri-${stamp}`, gate: g1['@id'] });
    expect(campaign.status).toBe(201);
    expect(campaign.body).toMatchObject({ gate: g1['@id'], gateId: g1.id });
    const link = await t.http
      .post('/api/reciprocal_links')
      .set(auth(admin))
      .send({ url: `https://iri-${stamp}.example.org/`, gate: g1['@id'] });
    expect(link.status).toBe(201);
    expect(link.body).toMatchObject({ gate: g1['@id'], gateId: g1.id });
    const promotion = await t.http
      .post('/api/promotions')
      .set(auth(admin))
      .send({
        name: `IRI ${stamp}`,
        code: `iri-promo-${stamp}`,
        creditsMultiplier: 2,
        startAt: '2031-01-01T00:00',
        endAt: '2031-02-01T00:00',
        gate: g2['@id'],
      });
    expect(promotion.status).toBe(201);
    expect(promotion.body).toMatchObject({ gate: g2['@id'], gateId: g2.id, shadowedBy: null });

    // Filters by IRI, as the admin's reference filter sends them (`gate=/api/gates/3` ≡ `gateId=3`).
    const ids = async (path: string, query: string) => {
      const res = await t.http.get(`/api/${path}?itemsPerPage=50&${query}`).set(auth(admin));
      expect({ path, query, status: res.status }).toEqual({ path, query, status: 200 });
      return (res.body['hydra:member'] as { id: number; gateId: number | null }[]).map((m) => [m.id, m.gateId]);
    };
    expect(await ids('posts', `gate=${encodeURIComponent(g2['@id'])}`)).toEqual([[post.body.id, g2.id]]);
    expect(await ids('email_campaigns', `gate=${encodeURIComponent(g1['@id'])}`)).toEqual([[campaign.body.id, g1.id]]);
    expect(await ids('reciprocal_links', `gate=${encodeURIComponent(g1['@id'])}`)).toEqual([[link.body.id, g1.id]]);
    expect(await ids('promotions', `gate=${encodeURIComponent(g2['@id'])}`)).toEqual([[promotion.body.id, g2.id]]);
    expect(await ids('promotions', `gate=${encodeURIComponent(g2['@id'])}`)).toEqual(await ids('promotions', `gateId=${g2.id}`));
    // Packages of a gate include those sold on every gate (docs/product.md#validation gateId filter), the same by IRI.
    const byGate = await ids('packages', `gate=${encodeURIComponent(g2['@id'])}`);
    expect(byGate).toContainEqual([created.body.id, g2.id]);
    expect(byGate).toEqual(await ids('packages', `gateId=${g2.id}`));
    // `GET /api/packages?gate=…` (docs/api.md#calls) with the bare id, as API Platform's SearchFilter takes it; blank: no filter.
    expect(await ids('packages', `gate=${g2.id}`)).toEqual(byGate);
    expect(await ids('packages', 'gate=')).toEqual(await ids('packages', ''));
    const child = await t.http
      .post('/api/packages')
      .set(auth(admin))
      .send({ name: `Child ${stamp}`, code: `iri-child-${stamp}`, size: 10, priceMinor: 10, parent: created.body['@id'] });
    expect(child.status).toBe(201);
    expect((await ids('packages', `parent=${encodeURIComponent(created.body['@id'])}`)).map(([id]) => id)).toEqual([child.body.id]);
    expect((await t.http.get(`/api/users?gate=${encodeURIComponent(parent['@id'])}`).set(auth(admin))).status).toBe(400);
    // A client that wrote the id itself reads its violation under the id (docs/api.md#calls); one that wrote the relation under it.
    const byId = await t.http.post('/api/posts').set(auth(admin)).send({ title: 'Nowhere', gateId: 999999 });
    expect({ status: byId.status, paths: (byId.body.violations ?? []).map((v: { propertyPath: string }) => v.propertyPath) }).toEqual({
      status: 422,
      paths: ['gateId'],
    });
    const user2 = (
      (await t.http.get('/api/users?email=user2@').set(auth(admin))).body['hydra:member'] as { login: string; '@id': string; id: number }[]
    ).find((u) => u.login === 'user2@example.com')!;
    const balances = await t.http.get(`/api/balances?owner=${encodeURIComponent(user2['@id'])}`).set(auth(admin));
    expect(balances.status).toBe(200);
    const owned = balances.body['hydra:member'] as { owner: string; ownerId: number }[];
    expect(owned.length).toBeGreaterThan(0);
    expect(owned.every((b) => b.ownerId === user2.id && b.owner === user2['@id'])).toBe(true);
    // `order` stays the sort parameter of lists: transactions keep order[...] and filter by orderId.
    expect((await t.http.get('/api/transactions?order[createdAt]=desc').set(auth(admin))).status).toBe(200);

    // An IRI of another class (or no IRI at all) is a 422 on that property, the id's violations carry its name.
    const wrongClass = await t.http.post('/api/posts').set(auth(admin)).send({ title: 'Wrong', gate: parent['@id'] });
    expect(wrongClass.status).toBe(422);
    expect(wrongClass.body.violations).toEqual([expect.objectContaining({ propertyPath: 'gate' })]);
    const notIri = await t.http.put(created.body['@id']).set(auth(admin)).send({ parent: 'the big one' });
    expect(notIri.status).toBe(422);
    expect(notIri.body.violations).toEqual([expect.objectContaining({ propertyPath: 'parent' })]);
    const missing = await t.http.post('/api/posts').set(auth(admin)).send({ title: 'Nowhere', gate: '/api/gates/999999' });
    expect({ status: missing.status, paths: (missing.body.violations ?? []).map((v: { propertyPath: string }) => v.propertyPath) }).toEqual(
      { status: 422, paths: ['gate'] },
    );
  });

  it('names violations by the documented property, in a body the admin expands to the same names', async () => {
    const res = await t.http.post('/api/transactions').set(auth(admin)).send({ quantity: 2 });
    expect(res.status).toBe(422);
    expect((res.body.violations as { propertyPath: string }[]).map((v) => v.propertyPath).sort()).toEqual(['owner', 'package']);
    const expanded = await expand(`${t.url}/api/docs.jsonld`, res.body);
    const vocab = `${t.url}/api/docs.jsonld#`;
    const violations = expanded[0][`${vocab}ConstraintViolationList/violations`] as Record<string, { '@value': string }[]>[];
    expect(violations.map((v) => v[`${vocab}propertyPath`][0]['@value']).sort()).toEqual(['owner', 'package']);
  });

  it('creates a user with a password through REST and edits users with roles: [] and an empty body', async () => {
    const created = await t.http
      .post('/api/users')
      .set(auth(admin))
      .send({ email: 'rest.made@example.com', password: 'a-good-password-19', roles: [] });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('password');
    await t.login('rest.made@example.com', 'a-good-password-19');
    const id = created.body.id as number;
    const roles = await t.http
      .put(`/api/users/${id}`)
      .set(auth(admin))
      .send({ roles: ['ROLE_SUPPORT'] });
    expect(roles.body.roles).toEqual(['ROLE_SUPPORT']);
    const cleared = await t.http.put(`/api/users/${id}`).set(auth(admin)).send({ roles: [] });
    expect(cleared.status).toBe(200);
    expect(cleared.body.roles).toEqual([]);
    const empty = await t.http.put(`/api/users/${id}`).set(auth(admin)).send({});
    expect(empty.status).toBe(200);
  });

  describe('documents, for each caller, exactly what the server lets it do (role-aware docs)', () => {
    /** A forbidden call answers 401/403 before the route reads its input: that is the oracle here. */
    const refused = (status: number) => status === 401 || status === 403;
    const NO_ROW = 999999999;

    /**
     * What the server lets the caller do on each list resource, found by calling it: the list, a create with an empty
     * body (422 when allowed: nothing is created), a PUT and a DELETE of a row that does not exist (404 when allowed).
     */
    async function allowedByServer(token: string | null): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>();
      const as = <T extends { set: (h: Record<string, string>) => T }>(req: T) => (token ? req.set(auth(token)) : req);
      for (const r of listed) {
        const ops: string[] = [];
        if (!refused((await as(t.http.get(`/api/${r.path}`))).status)) ops.push('list:GET');
        if (!refused((await as(t.http.post(`/api/${r.path}`)).send({})).status)) ops.push('create:POST');
        if (!refused((await as(t.http.get(`/api/${r.path}/${NO_ROW}`))).status)) ops.push('show:GET');
        if (!refused((await as(t.http.put(`/api/${r.path}/${NO_ROW}`)).send({})).status)) ops.push('edit:PUT');
        if (!refused((await as(t.http.delete(`/api/${r.path}/${NO_ROW}`))).status)) ops.push('delete:DELETE');
        out.set(r.path, ops);
      }
      return out;
    }

    it.each([
      ['an anonymous visitor', null],
      ['a user', 'user@example.com'],
      ['support', 'support@example.com'],
      ['an admin', 'admin@example.com'],
      ['a super admin', 'superadmin@example.com'],
    ])('%s: the parsed docs list a resource and declare an operation exactly when the server does not refuse it', async (_who, email) => {
      const token = email ? await t.login(email) : null;
      const docs = new Map((await parseDocs(t.url, token ?? '')).map((r) => [r.name, r]));
      const server = await allowedByServer(token);
      for (const r of listed) {
        const declared = (docs.get(r.path)?.operations ?? []).map((o) => `${o.type}:${o.method}`).sort();
        // The server answers 404 (not 403) to a method it has no route for: only declared routes can be allowed.
        const routes = routeTable.filter((x) => x.path === `/${r.path}` || x.path === `/${r.path}/:id`);
        const exists = (op: string) => {
          const [type, method] = op.split(':');
          const path = type === 'list' || type === 'create' ? `/${r.path}` : `/${r.path}/:id`;
          return routes.some((x) => x.method === method.toLowerCase() && x.path === path);
        };
        const expected = server.get(r.path)!.filter(exists);
        // Without the list the resource is not in the entrypoint, so the parser (and the admin) know nothing of it.
        expect({ resource: r.path, declared }).toEqual({
          resource: r.path,
          declared: expected.includes('list:GET') ? expected.sort() : [],
        });
      }
    });

    it('gives support no menu entry for what docs/product.md#roles keeps from it, and no Create/Edit where it would get a 403', async () => {
      const support = await t.login('support@example.com');
      const docs = new Map((await parseDocs(t.url, support)).map((r) => [r.name, r]));
      for (const path of ['posts', 'promotions', 'email_campaigns', 'email_campaign_histories', 'reciprocal_links', 'gates']) {
        expect({ path, listed: docs.has(path) }).toEqual({ path, listed: false });
      }
      expect(docs.get('users')!.operations.map((o) => o.type)).toEqual(expect.arrayContaining(['list', 'show']));
      expect(docs.get('packages')?.operations.map((o) => o.type) ?? []).not.toContain('create');
      expect(docs.get('transactions')?.operations.map((o) => o.type) ?? []).not.toContain('create');
      const raw = await t.http.get('/api/docs.jsonld').set(auth(support));
      const classes = (raw.body['hydra:supportedClass'] as { '@id': string }[]).map((c) => c['@id']);
      expect(classes).not.toContain('#Gate');
      const entry = await t.http.get('/api').set(auth(support));
      expect(entry.body).not.toHaveProperty('gate');
      expect(entry.body).toHaveProperty('user', '/api/users');
    });

    it('documents the gate read-only to staff who cannot list gates, so their forms draw no free IRI box for it', async () => {
      const docs = new Map((await parseDocs(t.url, await t.login('admin@example.com'))).map((r) => [r.name, r]));
      const withGate = ['packages', 'posts', 'promotions', 'reciprocal_links'];
      for (const path of withGate) {
        const r = docs.get(path)!;
        expect({ path, readable: r.readable.includes('gate'), writable: r.writable.includes('gate') }).toEqual({
          path,
          readable: true,
          writable: false,
        });
        // A super admin lists the gates and picks one.
        expect({ path, superAdminWrites: parsed.get(path)!.writable.includes('gate') }).toEqual({ path, superAdminWrites: true });
      }
      const raw = await t.http.get('/api/docs.jsonld').set(auth(await t.login('admin@example.com')));
      const pkg = (raw.body['hydra:supportedClass'] as { '@id': string; 'hydra:supportedProperty': Record<string, unknown>[] }[]).find(
        (c) => c['@id'] === '#Package',
      )!;
      const gate = pkg['hydra:supportedProperty'].find((p) => p['hydra:title'] === 'gate')!;
      expect(gate['hydra:description']).toMatch(/Read-only for you: only callers who may list Gate resources set it\.$/);
    });

    it('declares the custom creates (API keys, webhook endpoints, checkout) and every DELETE route for an admin', () => {
      const ops = (path: string) => parsed.get(path)!.operations.map((o) => `${o.type}:${o.method}`);
      expect(ops('api_keys')).toEqual(expect.arrayContaining(['create:POST', 'delete:DELETE']));
      expect(ops('webhook_endpoints')).toEqual(expect.arrayContaining(['create:POST', 'delete:DELETE']));
      expect(ops('orders')).toContain('create:POST');
      for (const route of routeTable.filter((x) => x.method === 'delete')) {
        const r = listed.find((x) => route.path === `/${x.path}/:id`);
        if (r)
          expect({ route: route.path, declared: ops(r.path).includes('delete:DELETE') }).toEqual({ route: route.path, declared: true });
      }
      // What the create form of an API key offers: the create input's fields.
      expect(parsed.get('api_keys')!.writable).toEqual(expect.arrayContaining(['name', 'scopes']));
    });

    it('narrows the docs of an API key to its scopes, as the routes do', async () => {
      const user = await t.login('user@example.com');
      const key = await t.http
        .post('/api/api_keys')
        .set(auth(user))
        .send({ name: 'docs reader', scopes: ['projects:read'] });
      expect(key.status).toBe(201);
      const docs = new Map((await parseDocs(t.url, key.body.secret as string)).map((r) => [r.name, r]));
      expect(
        docs
          .get('projects')!
          .operations.map((o) => `${o.type}:${o.method}`)
          .sort(),
      ).toEqual(['list:GET', 'show:GET']);
      expect(
        (
          await t.http
            .post('/api/projects')
            .set(auth(key.body.secret as string))
            .send({})
        ).status,
      ).toBe(403);
      expect(docs.has('api_keys')).toBe(false);
    });

    it('answers a token that does not authenticate with 401, and is never kept by a shared cache', async () => {
      const bad = await t.http.get('/api/docs.jsonld').set('authorization', 'Bearer not-a-token');
      expect(bad.status).toBe(401);
      const res = await t.http.get('/api/docs.jsonld').set(auth(admin));
      expect(res.headers.vary).toMatch(/Authorization/i);
      expect(res.headers['cache-control']).toMatch(/private/);
      const entry = await t.http.get('/api').set(auth(admin));
      expect(entry.headers.vary).toMatch(/Authorization/i);
    });

    it('refuses a switch-user value that is not clean text with 400 before reading the database, as every route does', async () => {
      for (const path of ['/api', '/api/docs.jsonld']) {
        const res = await t.http.get(`${path}?_switch_user=a%00b`).set(auth(admin));
        expect(res.status).toBe(400);
        expect((await t.http.get('/api/projects?_switch_user=a%00b').set(auth(admin))).status).toBe(400);
      }
    });
  });

  describe('date-times in the forms API Platform accepts, the same in REST and GraphQL', () => {
    const forms: [string, string][] = [
      ['2026-11-24T15:16', '2026-11-24T15:16:00.000Z'],
      ['2026-11-24T15:16:30', '2026-11-24T15:16:30.000Z'],
      ['2026-11-24T15:16+02:00', '2026-11-24T13:16:00.000Z'],
      ['2026-11-24T15:16:30.250Z', '2026-11-24T15:16:30.250Z'],
      ['2026-11-24 15:16:00-05:00', '2026-11-24T20:16:00.000Z'],
    ];

    it.each(forms)('REST and GraphQL read %s as %s', async (input, iso) => {
      const code = `dt-${Math.abs([...input].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7))}`;
      const rest = await t.http
        .post('/api/promotions')
        .set(auth(admin))
        .send({ name: `REST ${input}`, code: `${code}-r`, creditsMultiplier: 2, startAt: input, endAt: '2030-01-01T00:00' });
      expect(rest.status).toBe(201);
      expect(rest.body.startAt).toBe(iso);
      expect(rest.body.endAt).toBe('2030-01-01T00:00:00.000Z');
      const gql = await t.gql<{ createPromotion: { startAt: string } }>(
        'mutation($i: PromotionCreateInput!) { createPromotion(input: $i) { startAt } }',
        { i: { name: `GQL ${input}`, code: `${code}-g`, creditsMultiplier: 2, startAt: input, endAt: '2030-01-01T00:00' } },
        admin,
      );
      expect(gql.errors).toBeUndefined();
      expect(gql.data!.createPromotion.startAt).toBe(iso);
    });

    it('reads a list filter date-time without offset as UTC too', async () => {
      const code = 'dt-filter-boundary';
      const made = await t.http
        .post('/api/promotions')
        .set(auth(admin))
        .send({ name: 'Boundary', code, creditsMultiplier: 2, startAt: '2031-05-06T07:08', endAt: '2031-06-01' });
      expect(made.body.startAt).toBe('2031-05-06T07:08:00.000Z');
      const count = async (query: string) =>
        (await t.http.get(`/api/promotions?code=${code}&${query}`).set(auth(admin))).body['hydra:totalItems'] as number;
      expect(await count('startAt[after]=2031-05-06T07:08')).toBe(1);
      expect(await count('startAt[after]=2031-05-06T07:09')).toBe(0);
      expect(await count(`startAt[before]=${encodeURIComponent('2031-05-06T09:08+02:00')}`)).toBe(1);
      expect(await count(`startAt[before]=${encodeURIComponent('2031-05-06T09:07+02:00')}`)).toBe(0);
    });

    it.each(['"tomorrow"', '"2026-02-30T10:00"', '"24/11/2026"', '""', '5'])(
      'refuses the literal %s in a query as it refuses the variable: BAD_USER_INPUT with the violation',
      async (literal) => {
        const gql = await t.gql(`mutation { createPost(input: { title: "Dated", publicatedAt: ${literal} }) { id } }`, {}, admin);
        expect(gql.data ?? null).toBeNull();
        expect(gql.errors).toHaveLength(1);
        expect(gql.errors?.[0].extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          violations: [expect.objectContaining({ propertyPath: 'publicatedAt', message: INVALID_DATE_TIME_MESSAGE })],
        });
      },
    );

    it('reads a date-time literal in the forms a variable takes', async () => {
      const gql = await t.gql<{ createPost: { publicatedAt: string } }>(
        'mutation { createPost(input: { title: "Literal", publicatedAt: "2026-11-24T15:16" }) { publicatedAt } }',
        {},
        admin,
      );
      expect(gql.errors).toBeUndefined();
      expect(gql.data!.createPost.publicatedAt).toBe('2026-11-24T15:16:00.000Z');
    });

    it.each(['tomorrow', '2026-02-30T10:00', '24/11/2026', ''])(
      'refuses %p: REST 422 on the field, GraphQL BAD_USER_INPUT with the violation',
      async (bad) => {
        const rest = await t.http.post('/api/posts').set(auth(admin)).send({ title: 'Dated', publicatedAt: bad });
        expect(rest.status).toBe(422);
        expect(rest.body.violations).toEqual([
          expect.objectContaining({ propertyPath: 'publicatedAt', message: INVALID_DATE_TIME_MESSAGE }),
        ]);
        const gql = await t.gql(
          'mutation($i: PostCreateInput!) { createPost(input: $i) { id } }',
          { i: { title: 'Dated', publicatedAt: bad } },
          admin,
        );
        expect(gql.errors?.[0].extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          violations: [expect.objectContaining({ propertyPath: 'publicatedAt', message: INVALID_DATE_TIME_MESSAGE })],
        });
      },
    );
  });
});
