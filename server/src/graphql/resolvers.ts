import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { ProjectResolver } from '../modules/projects/project.resolver';
import { UserResolver } from '../modules/users/user.resolver';

// Every resolver class of the schema. A module adds its resolvers here.
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  UserResolver,
  ProjectResolver,
];
