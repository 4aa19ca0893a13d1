import type { RestRequest } from './request';
import { isInputObjectType } from 'graphql';
import { parseDateTimeInput } from '../common/date-time';
import { ValidationError, type Violation } from '../common/errors';
import { buildAppSchema } from '../graphql/schema';
import { idOfIri, type ModelProperty, resourceModel } from './model';
import type { RestResource, RowReader } from './resource';

/*
 * Properties only the create input takes (a transaction's owner, package and quantity; a user's e-mail and
 * password). API Platform's admin builds its edit form from the class's writable properties — it does not read an
 * operation's `expects` — so the edit form offers them too. A PUT therefore never ignores them silently: echoing the
 * stored value (a whole-record PUT) is accepted, a different value is a 422 violation on that property, and the
 * documentation says so in the property's description.
 */

export const CREATE_ONLY_MESSAGE = 'This value cannot be changed after creation.';
export const CREATE_ONLY_NOTE = 'Set on creation only: a PUT that changes it is refused (422).';

/** The documented writable properties of a resource with a PUT that its update input does not take. */
export function createOnlyProperties(resource: RestResource, known: RestResource[]): ModelProperty[] {
  if (!resource.create || !resource.update) return [];
  const type = buildAppSchema().getType(resource.update.inputType);
  if (!isInputObjectType(type)) throw new Error(`Unknown GraphQL input type ${resource.update.inputType}`);
  const update = type.getFields();
  return resourceModel(resource, known).properties.filter((p) => p.writable && p.input && !(p.input in update));
}

const empty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Whether a sent value names the stored one: a relation as an IRI or embedded object, a date-time in any accepted
 * form, anything else as equal JSON. (A documented read-only field such as `ownerId` is ignored on PUT, as API
 * Platform does: only the documented writable name is compared.)
 */
function sameValue(p: ModelProperty, sent: unknown, row: Record<string, unknown>): boolean {
  if (p.kind === 'relation') {
    // An embedded relation is read back as an object with its id; one answered as an IRI by its `…Id` field.
    const stored = p.idField ? row[p.idField] : row[p.name];
    const storedId = p.idField ? stored : stored !== null && typeof stored === 'object' ? (stored as { id?: unknown }).id : undefined;
    if (empty(sent)) return storedId === null || storedId === undefined;
    if (storedId === null || storedId === undefined) return false;
    return idOfIri(p.target!, sent) === Number(storedId);
  }
  const stored = row[p.name];
  if (p.range === 'xmls:dateTime' && typeof sent === 'string' && typeof stored === 'string') {
    return parseDateTimeInput(sent)?.getTime() === new Date(stored).getTime();
  }
  if (empty(sent) && empty(stored)) return true;
  return JSON.stringify(sent) === JSON.stringify(stored);
}

/**
 * The check a resource's PUT runs before its mutation: each create-only property the body carries must be the stored
 * value (write-only ones, which cannot be read back, must be empty). The row is read with the caller's own rights;
 * a row it may not read is left to the mutation (its 404/403).
 */
export function createOnlyGuard(
  resource: RestResource,
  known: RestResource[],
): ((req: RestRequest, variables: Record<string, unknown>, read: RowReader) => Promise<void>) | undefined {
  const properties = createOnlyProperties(resource, known);
  if (!properties.length || !resource.item) return undefined;
  const query = `query Row($id: Int!) { result: ${resource.item.field}(id: $id) { ${resource.fields} } }`;
  return async (req, variables, read) => {
    const body = req.body as Record<string, unknown>;
    const sent = properties.filter((p) => p.name in body && !(empty(body[p.name]) && !p.readable));
    if (!sent.length) return;
    const row = (await read(query, { id: variables.id }))?.result as Record<string, unknown> | null | undefined;
    if (!row) return;
    const violations: Violation[] = sent
      .filter((p) => !p.readable || !sameValue(p, body[p.name], row))
      .map((p) => ({ propertyPath: p.name, message: CREATE_ONLY_MESSAGE }));
    if (violations.length) throw new ValidationError(violations);
  };
}
