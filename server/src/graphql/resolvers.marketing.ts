
// The marketing resolvers (see graphql/resolvers.ts).
export const marketingResolvers: Function[] = [];
