import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/*
 * What a response shows of a relation, so a list's statement reads only those columns of the joined row
 * (common/read-model.ts `joinedFields`). Read from the operation itself: every selection of the field, through
 * aliases, inline fragments and named fragments. @skip/@include are not evaluated: a field they may leave out is
 * still read (more columns, never fewer).
 */

function collect(
  set: SelectionSetNode | undefined,
  info: GraphQLResolveInfo,
  visit: (field: FieldNode) => void,
  seen = new Set<string>(),
): void {
  for (const s of set?.selections ?? []) {
    if (s.kind === 'Field') visit(s);
    else if (s.kind === 'InlineFragment') collect(s.selectionSet, info, visit, seen);
    else if (!seen.has(s.name.value)) {
      seen.add(s.name.value);
      collect(info.fragments[s.name.value]?.selectionSet, info, visit, seen);
    }
  }
}

/** The field nodes reached from the resolver's own field through `path` (field names; every alias of each). */
function fieldsAt(info: GraphQLResolveInfo, path: readonly string[]): FieldNode[] {
  let nodes: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) {
    const next: FieldNode[] = [];
    for (const node of nodes) collect(node.selectionSet, info, (f) => f.name.value === name && next.push(f));
    nodes = next;
  }
  return [...nodes];
}

/** Whether the operation selects the field at `path` below the resolver's own field (e.g. ['owner']). */
export function selects(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  return fieldsAt(info, path).length > 0;
}

/**
 * The entity properties a response reads of the relation at `path` (e.g. ['items', 'owner']), or undefined when it
 * cannot tell (then every column is read). `reads` names what each field of the relation's type reads: a field
 * resolver's properties, [] for a field reading nothing stored; a field absent from it is a property of that name.
 * A field that is neither, or no `knownProps` entry, makes the answer undefined.
 */
export function relationReads(
  info: GraphQLResolveInfo,
  path: readonly string[],
  knownProps: ReadonlySet<string>,
  reads: Readonly<Record<string, readonly string[]>>,
): string[] | undefined {
  const out = new Set<string>();
  let known = true;
  for (const node of fieldsAt(info, path)) {
    collect(node.selectionSet, info, (f) => {
      const name = f.name.value;
      if (name === '__typename') return;
      const props = reads[name] ?? (knownProps.has(name) ? [name] : undefined);
      if (props) for (const p of props) out.add(p);
      else known = false;
    });
  }
  return known ? [...out] : undefined;
}

/**
 * `read()` for the resolver's field, remembered per field of the parsed operation. What a response shows of a field
 * depends only on the operation's text, and a text is parsed once (Apollo's document cache, the REST routes' constant
 * operations): each later request with that text reads the remembered answer instead of walking the selection again
 * (about one percent of a rename's CPU, `npm run bench:api`). `key` tells apart what different callers read of
 * the same field; the answer must not depend on anything else and is shared, so it is never changed. A field that the
 * operation selects more than once in the same place (merged field nodes) is worked out each time.
 */
export function perField<T>(info: GraphQLResolveInfo, key: object, read: () => T): T {
  if (info.fieldNodes.length !== 1) return read();
  const node = info.fieldNodes[0];
  let answers = remembered.get(node);
  if (!answers) remembered.set(node, (answers = new WeakMap()));
  if (answers.has(key)) return answers.get(key) as T;
  const answer = read();
  answers.set(key, answer);
  return answer;
}
const remembered = new WeakMap<FieldNode, WeakMap<object, unknown>>();
