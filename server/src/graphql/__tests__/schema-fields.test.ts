import 'reflect-metadata';
import { type GraphQLResolveInfo, isObjectType } from 'graphql';
import { UnauthenticatedError } from '../../common/errors';
import { fieldRoles } from '../authorization';
import type { Context } from '../context';
import { resolvers } from '../resolvers';
import { buildAppSchema } from '../schema';

/*
 * graphql/schema.ts: a property field has no resolver (graphql-js reads the property), a relation or computed
 * field keeps its own, and every guarded field is checked before anything is read.
 */
describe('the fields of the built schema', () => {
  const schema = buildAppSchema();
  const project = schema.getType('Project');
  if (!isObjectType(project)) throw new Error('no Project type');

  it('answer a property field from the property, and run a relation through its resolver', () => {
    let properties = 0;
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      properties += Object.values(type.getFields()).filter((f) => !f.resolve).length;
    }
    expect(properties).toBeGreaterThan(100);
    expect(project.getFields().title.resolve).toBeUndefined();
    expect(project.getFields().owner.resolve).toBeInstanceOf(Function);
  });

  it('check every guarded field before it is read', () => {
    const roles = fieldRoles(resolvers);
    let guarded = 0;
    for (const [typeName, fields] of roles) {
      const type = schema.getType(typeName);
      if (!isObjectType(type)) continue;
      for (const [name, needed] of fields) {
        if (needed === undefined) continue;
        guarded += 1;
        expect({ field: `${typeName}.${name}`, resolved: typeof type.getFields()[name]?.resolve }).toEqual({
          field: `${typeName}.${name}`,
          resolved: 'function',
        });
      }
    }
    expect(guarded).toBeGreaterThan(20);
    // An anonymous caller reading a row's property: refused before the property is read.
    const anonymous = { user: null } as unknown as Context;
    const info = { parentType: project, fieldName: 'owner', schema, operation: { operation: 'query' } } as unknown as GraphQLResolveInfo;
    let read = false;
    const row = {
      get owner() {
        read = true;
        return null;
      },
    };
    expect(() => project.getFields().owner.resolve!(row, {}, anonymous, info)).toThrow(UnauthenticatedError);
    expect(read).toBe(false);
  });
});
