import type { ClassType } from 'type-graphql';
import { AccountResolver, AccountUserResolver } from '../modules/auth/account.resolver';
import { SocialResolver } from '../modules/auth/social.resolver';
import { DemoResolver } from '../modules/tracking/demo.resolver';

// The account-flow resolvers: e-mail actions, demo sign-up, social sign-in (see graphql/resolvers.ts).
export const accountResolvers: ClassType[] = [AccountResolver, AccountUserResolver, SocialResolver, DemoResolver];
