/**
 * The stored properties each field resolver of User (user.resolver.ts) reads, for fields not named after a property:
 * a list that joins users (a project list's owner: modules/projects/project.service.ts) reads only the columns its
 * response shows. Keep in step with the resolvers; any other field not named after a property makes the relation
 * read every column.
 */
export const USER_FIELD_READS: Readonly<Record<string, readonly string[]>> = { login: ['email'], gateId: ['gate'], gate: ['gate'] };
