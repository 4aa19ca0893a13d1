
// The commerce resolvers (see graphql/resolvers.ts).
export const commerceResolvers: Function[] = [];
