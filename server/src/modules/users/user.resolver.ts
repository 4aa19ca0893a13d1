import { Arg, Args, Authorized, Ctx, Extensions, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { COST } from '../../graphql/costs';
import { PageOf } from '../../graphql/list.types';
import { RemoveAccountInput } from '../auth/auth.input';
import { requireUser } from '../auth/access';
import { Role } from '../auth/roles';
import { Gate } from '../gates/gate.entity';
import { User } from './user.entity';
import { EmailChangeInput, ProfileUpdateInput, UserCreateInput, UserListArgs, UserUpdateInput } from './user.input';
import * as users from './user.service';

export const UserPage = PageOf(User);

@Authorized()
@Resolver(() => User)
export class UserResolver {
  @Query(() => User, { description: 'The effective user (the impersonated one while switched).' })
  me(@Ctx() ctx: Context): User {
    return requireUser(ctx);
  }

  @Query(() => User, { nullable: true, description: 'The admin behind a switch-user request, if any.' })
  impersonator(@Ctx() ctx: Context): User | null {
    return ctx.impersonator;
  }

  @Authorized(Role.Support)
  @Query(() => UserPage)
  users(@Ctx() ctx: Context, @Args(() => UserListArgs) args: UserListArgs) {
    return users.listUsers(ctx, args);
  }

  @Query(() => User)
  user(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<User> {
    return users.getUser(ctx, id);
  }

  @Authorized(Role.Admin)
  @Mutation(() => User)
  @Extensions({ complexity: COST.passwordHash })
  createUser(@Ctx() ctx: Context, @Arg('input', () => UserCreateInput) input: UserCreateInput): Promise<User> {
    return users.createUser(ctx, input);
  }

  @Authorized(Role.Admin)
  @Mutation(() => User)
  updateUser(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UserUpdateInput) input: UserUpdateInput,
  ): Promise<User> {
    return users.updateUser(ctx, id, input);
  }

  @Mutation(() => User, {
    description: "Changes the signed-in user's own name or password. A new password ends every session, this one included: sign in again.",
  })
  @Extensions({ complexity: 2 * COST.passwordHash })
  updateProfile(@Ctx() ctx: Context, @Arg('input', () => ProfileUpdateInput) input: ProfileUpdateInput): Promise<User> {
    return users.updateProfile(ctx, input);
  }

  @Mutation(() => Boolean, {
    description: 'Mails a confirmation link to the new address; the login changes only when it is opened (the /verify-email page).',
  })
  @Extensions({ complexity: COST.passwordHash + COST.mail })
  requestEmailChange(@Ctx() ctx: Context, @Arg('input', () => EmailChangeInput) input: EmailChangeInput): Promise<boolean> {
    return users.requestEmailChange(ctx, input);
  }

  @Mutation(() => Boolean, {
    description:
      'Removes the signed-in account after confirming its password: open orders cancelled, campaigns stopped, personal data erased; the ledger is kept.',
  })
  @Extensions({ complexity: COST.passwordHash })
  removeAccount(@Ctx() ctx: Context, @Arg('input', () => RemoveAccountInput) input: RemoveAccountInput): Promise<boolean> {
    return users.removeOwnAccount(ctx, input.password);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Boolean, { description: 'Admin-only account removal (docs/product.md#roles).' })
  removeAccountById(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<boolean> {
    return users.removeAccountById(ctx, id);
  }

  @FieldResolver(() => String, { description: 'The login: the e-mail address.' })
  login(@Root() user: User): string {
    return user.email;
  }

  @FieldResolver(() => Int)
  gateId(@Root() user: User): number {
    return user.gate.id;
  }

  @Authorized(Role.SuperAdmin)
  @FieldResolver(() => Gate)
  gate(@Ctx() ctx: Context, @Root() user: User): Promise<Gate | null> {
    return ctx.loaders.ref(Gate, user.gate);
  }
}
