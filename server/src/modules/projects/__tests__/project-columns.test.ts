import { startTestServer, type TestServer } from '../../../../test/harness';
import { sql } from './helpers';

// The project item and the rename read only the columns their answer shows (project.reads.ts), and a field asked
// alone answers what it answers beside a field whose reads are unknown (which makes the statement read every column).

interface FieldInfo {
  name: string;
  args: { type: { kind: string } }[];
  type: { kind: string; name: string | null; ofType: { kind: string; name: string | null; ofType: { kind: string } | null } | null };
}

/** The type's kind under NON_NULL and LIST wrappers. */
function leafKind(type: FieldInfo['type']): string {
  let t: { kind: string; ofType?: unknown } = type;
  while ((t.kind === 'NON_NULL' || t.kind === 'LIST') && t.ofType) t = t.ofType as { kind: string; ofType?: unknown };
  return t.kind;
}

describe('project item and rename: the columns the answer shows', () => {
  let t: TestServer;
  let manager: string;
  let projectId: number;
  /** Every field of Project a client can ask without arguments, with a selection for the object ones. */
  let fields: string[];
  const objectSelections: Record<string, string> = { owner: 'owner { id login }', package: 'package { id name code size free }' };
  /** A field whose reads project.reads.ts does not list (a live status): beside it, the statement reads every column. */
  const UNKNOWN_READS = 'reciprocalStatus';

  const item = (selection: string) =>
    t.gql<{ project: Record<string, unknown> }>(`query($id: Int!) { project(id: $id) { ${selection} } }`, { id: projectId }, manager);
  const statementOf = (log: string[]) => log.find((q) => /from "projects" as "r"|update "projects"/.test(q)) ?? '';

  beforeAll(async () => {
    t = await startTestServer();
    manager = await t.login('manager@example.com');
    [{ id: projectId }] = await sql<{ id: number }>(t, 'select id from projects where package_id is not null order by id limit 1');
    const res = await t.gql<{ __type: { fields: FieldInfo[] } }>(
      '{ __type(name: "Project") { fields { name args { type { kind } } type { kind name ofType { kind name ofType { kind } } } } } }',
    );
    fields = res
      .data!.__type.fields.filter((f) => !f.args.some((a) => a.type.kind === 'NON_NULL'))
      .filter((f) => f.name in objectSelections || ['SCALAR', 'ENUM'].includes(leafKind(f.type)))
      .filter((f) => f.name !== UNKNOWN_READS && f.name !== 'campaignStatus')
      .map((f) => objectSelections[f.name] ?? f.name);
  });
  afterAll(() => t.close());

  it('reads only the shown columns and the owner for an item whose fields it knows', async () => {
    t.queries.reset();
    const res = await item('id title');
    expect(res.errors).toBeUndefined();
    const statement = statementOf(t.queries.log);
    expect(statement).toContain('"r"."title"');
    expect(statement).toContain('"r"."owner_id"');
    expect(statement).not.toContain('"r".*');
    expect(statement).not.toContain('tracking_codes');

    t.queries.reset();
    await item(`id ${UNKNOWN_READS}`);
    expect(statementOf(t.queries.log)).toContain('"r".*');
  });

  it('answers every field asked alone as it answers beside a full read', async () => {
    const full = await item([...fields, UNKNOWN_READS].join(' '));
    expect(full.errors).toBeUndefined();
    expect(fields.length).toBeGreaterThan(10);
    for (const selection of fields) {
      const name = selection.split(' ')[0];
      const alone = await item(selection);
      expect({ field: name, errors: alone.errors }).toEqual({ field: name, errors: undefined });
      expect({ field: name, value: alone.data!.project[name] }).toEqual({ field: name, value: full.data!.project[name] });
    }
  });

  it('reads back only the shown columns of a renamed project, answering what an item read answers', async () => {
    for (const selection of [
      'id title',
      'id title updatedAt ownerId owner { id login }',
      'title url autoRenew expiredAt reciprocalLinkId',
    ]) {
      t.queries.reset();
      const res = await t.gql<{ updateProject: Record<string, unknown> }>(
        `mutation($id: Int!, $i: ProjectUpdateInput!) { updateProject(id: $id, input: $i) { ${selection} } }`,
        { id: projectId, i: { title: `Columns ${selection.length}` } },
        manager,
      );
      expect(res.errors).toBeUndefined();
      const update = statementOf(t.queries.log);
      expect(update).toMatch(/update "projects"/);
      expect(update).not.toMatch(/returning \*/);
      expect(update).not.toContain('tracking_codes');
      const after = await item(`${selection} ${UNKNOWN_READS}`);
      delete after.data!.project[UNKNOWN_READS];
      expect(res.data!.updateProject).toEqual(after.data!.project);
    }
  });
});
