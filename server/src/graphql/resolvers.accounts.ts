// The account-flow resolvers: e-mail actions, demo sign-up, social sign-in (see graphql/resolvers.ts).
export const accountResolvers: Function[] = [];
