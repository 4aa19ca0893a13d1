/**
 * The stored properties each field resolver of Project reads (project.resolver.ts), for fields not named after a
 * property: the project item and the rename read only the columns their response shows
 * (project.service.ts). Keep in step with the resolvers; any other field not named after a property makes the
 * statement read every column.
 */
export const PROJECT_FIELD_READS: Readonly<Record<string, readonly string[]>> = {
  owner: ['owner'],
  ownerId: ['owner'],
  package: ['package'],
  reciprocalLinkId: ['reciprocalLink'],
};
