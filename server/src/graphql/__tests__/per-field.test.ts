import { buildSchema, execute, parse, type GraphQLResolveInfo } from 'graphql';
import { perField, relationReads } from '../selection';

// What a response shows of a field is worked out once per field of a parsed operation, and each operation gets the
// answer of its own selection.

const schema = buildSchema('type Item { id: Int, title: String, note: String } type Query { item: Item }');

function run(source: ReturnType<typeof parse>, walks: string[][]) {
  return execute({
    schema,
    document: source,
    rootValue: {
      item: (_args: unknown, _ctx: unknown, info: GraphQLResolveInfo) => {
        const shown = perField(info, run, () => {
          const reads = relationReads(info, [], new Set(['id', 'title', 'note']), {});
          walks.push(reads ?? []);
          return reads;
        });
        return { id: 1, title: shown?.includes('title') ? 'read' : null, note: shown?.includes('note') ? 'read' : null };
      },
    },
  });
}

describe('perField', () => {
  it('walks the selection of a parsed operation once, and each operation answers its own fields', async () => {
    const walks: string[][] = [];
    const titles = parse('{ item { id title } }');
    for (let i = 0; i < 3; i++) expect((await run(titles, walks)).data).toEqual({ item: { id: 1, title: 'read' } });
    expect(walks).toEqual([['id', 'title']]);

    const notes = parse('{ item { note } }');
    expect((await run(notes, walks)).data).toEqual({ item: { note: 'read' } });
    expect(walks).toEqual([['id', 'title'], ['note']]);
  });

  it('works a field selected twice in the same place out each time, from every selection of it', async () => {
    const walks: string[][] = [];
    const twice = parse('{ item { title } item { note } }');
    for (let i = 0; i < 2; i++) expect((await run(twice, walks)).data).toEqual({ item: { title: 'read', note: 'read' } });
    expect(walks).toEqual([
      ['title', 'note'],
      ['title', 'note'],
    ]);
  });
});
