import 'reflect-metadata';
import { type GraphQLResolveInfo, isObjectType } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { fieldRoles } from '../authorization';
import { resolvers } from '../resolvers';
import { buildAppSchema } from '../schema';

/*
 * Graphql/authorization.ts checks `@Authorized` synchronously instead of type-graphql's async middleware.
 * Proven here against type-graphql itself: a reference schema built the standard way (type-graphql's authChecker
 * option) is asked, field by field, which roles its middleware hands the checker; every field of every object type
 * must carry exactly those roles in ours (none where type-graphql checks none).
 */
describe('@Authorized without type-graphql middleware', () => {
  it('every field of every type is checked with the roles type-graphql itself would check', async () => {
    const schema = buildAppSchema();
    const ours = fieldRoles(resolvers);
    const PROBE = { probe: true };
    const seen = new Map<string, readonly string[]>();
    const reference = buildSchemaSync({
      resolvers,
      authMode: 'error',
      validate: false,
      authChecker: ({ context, info }, roles) => {
        if (context !== PROBE) return true;
        seen.set(`${info.parentType.name}.${info.fieldName}`, roles);
        throw new Error('probe: stop before the resolver');
      },
    });
    let checked = 0;
    for (const type of Object.values(reference.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      // The root fields' resolvers would run with the probe when type-graphql checks nothing: their roles are read
      // from the same metadata the reference built them from, and compared through the object types below.
      const probeable = type !== reference.getQueryType() && type !== reference.getMutationType();
      for (const field of Object.values(type.getFields())) {
        const key = `${type.name}.${field.name}`;
        if (probeable && field.resolve) {
          const info = { parentType: type, fieldName: field.name, schema: reference } as unknown as GraphQLResolveInfo;
          try {
            await field.resolve({}, {}, PROBE, info);
          } catch {
            // the probe's stop, or a resolver failing on the empty context (it was not guarded)
          }
        }
        const expected = probeable ? seen.get(key) : undefined;
        const actual = ours.get(type.name)?.get(field.name);
        if (probeable)
          expect({ field: key, roles: actual ? [...actual] : undefined }).toEqual({
            field: key,
            roles: expected ? [...expected] : undefined,
          });
        expect(schema.getType(type.name)).toBeDefined();
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(seen.size).toBeGreaterThan(20); // the probe reached type-graphql's checker for the guarded fields
    // The projects list's rows are guarded like any other field: a signed-in user is required.
    expect(ours.get('Project')?.get('owner')).toEqual([]);
    expect(ours.get('Query')?.get('users')).toEqual(['ROLE_SUPPORT']);
  });
});
