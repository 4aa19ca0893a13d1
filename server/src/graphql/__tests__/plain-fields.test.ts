import 'reflect-metadata';
import { type GraphQLResolveInfo, isObjectType } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { isPlainResolver } from '../plain-fields';
import { resolvers } from '../resolvers';
import { buildAppSchema } from '../schema';

/*
 * Graphql/plain-fields.ts answers type-graphql's basic-resolver fields with a direct property read. Proven
 * against type-graphql itself: for every field of every object type, type-graphql's own resolver (a reference
 * schema built the standard way) and ours are called on a root that records what is read; where ours is a direct
 * read, type-graphql's reads exactly that one property and answers its value, without touching arguments or context.
 */
describe('plain property fields', () => {
  it('read the same property type-graphql would, and nothing else', () => {
    const schema = buildAppSchema();
    const reference = buildSchemaSync({ resolvers, authChecker: null as never, validate: false });
    let plain = 0;
    for (const type of Object.values(reference.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      const ours = schema.getType(type.name);
      if (!isObjectType(ours)) throw new Error(`${type.name} is missing from our schema`);
      for (const field of Object.values(type.getFields())) {
        const ourField = ours.getFields()[field.name];
        if (!isPlainResolver(ourField.resolve)) continue;
        plain += 1;
        const probe = () => {
          const read: string[] = [];
          const root = new Proxy({}, { get: (_t, key) => (typeof key === 'string' ? (read.push(key), `value of ${key}`) : undefined) });
          return { read, root };
        };
        const untouchable = new Proxy(
          {},
          {
            get: () => {
              throw new Error(`${type.name}.${field.name} read its context or arguments`);
            },
          },
        );
        const info = { parentType: type, fieldName: field.name, schema: reference } as unknown as GraphQLResolveInfo;
        const theirs = probe();
        const theirValue = field.resolve!(theirs.root, untouchable, untouchable, info);
        const mine = probe();
        const myValue = ourField.resolve!(mine.root, untouchable, untouchable, info);
        expect({ field: `${type.name}.${field.name}`, read: mine.read, value: myValue }).toEqual({
          field: `${type.name}.${field.name}`,
          read: theirs.read,
          value: theirValue,
        });
        expect(mine.read).toHaveLength(1);
      }
    }
    expect(plain).toBeGreaterThan(100);
    // The fields of a projects list row: plain reads, except the relations and computed fields.
    const project = schema.getType('Project');
    if (!isObjectType(project)) throw new Error('no Project type');
    expect(isPlainResolver(project.getFields().title.resolve)).toBe(true);
    expect(isPlainResolver(project.getFields().owner.resolve)).toBe(false);
  });
});
