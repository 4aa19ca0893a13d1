import 'reflect-metadata';
import { getMetadataStorage } from 'type-graphql';
import { buildAppSchema } from '../../../graphql/schema';
import { MUTATION_SCOPES, QUERY_SCOPES } from '../api-key.scopes';
import { isStaff } from '../roles';

// Every operation declares what an API key needs for it. A new root field without a line in
// api-key.scopes.ts (and not staff-only, which keys never reach) fails here, instead of being silently refused.
describe('API key scope declarations', () => {
  const schema = buildAppSchema();
  const storage = getMetadataStorage();

  const undeclared = (kind: 'query' | 'mutation') => {
    const table = kind === 'query' ? QUERY_SCOPES : MUTATION_SCOPES;
    const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    const defs = kind === 'query' ? storage.queries : storage.mutations;
    return Object.keys(root?.getFields() ?? {}).filter((name) => {
      if (name in table) return false;
      const roles = defs.find((d) => d.schemaName === name)?.roles as string[] | undefined;
      const staffOnly = !!roles?.length && roles.every((r) => isStaff([r]));
      return !staffOnly;
    });
  };

  it('declares every query', () => {
    expect(undeclared('query')).toEqual([]);
  });

  it('declares every mutation', () => {
    expect(undeclared('mutation')).toEqual([]);
  });

  it('declares only fields that exist', () => {
    const queries = Object.keys(schema.getQueryType()!.getFields());
    const mutations = Object.keys(schema.getMutationType()!.getFields());
    expect(Object.keys(QUERY_SCOPES).filter((f) => !queries.includes(f))).toEqual([]);
    expect(Object.keys(MUTATION_SCOPES).filter((f) => !mutations.includes(f))).toEqual([]);
  });
});
