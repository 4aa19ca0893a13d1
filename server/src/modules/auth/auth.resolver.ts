import { Arg, Authorized, Ctx, Extensions, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { COST } from '../../graphql/costs';
import { AuthToken, LoginInput, RegisterInput, RegistrationAnswer } from './auth.input';
import { login, logout, register } from './auth.service';

/** Public: signing in and registering; logging out requires a user. */
@Resolver()
export class AuthResolver {
  @Mutation(() => AuthToken, { description: 'Exchanges credentials for a bearer token (LexikJWT POST /api/login).' })
  @Extensions({ complexity: COST.passwordHash })
  async login(@Ctx() ctx: Context, @Arg('input', () => LoginInput) input: LoginInput): Promise<AuthToken> {
    return { token: await login(ctx, input) };
  }

  @Mutation(() => RegistrationAnswer, {
    description:
      'Signs up on the current gate (a limited number per client IP). Answers the same whether or not the address has an ' +
      'account: a new account gets a verification mail whose link signs it in, an existing one a mail saying someone tried.',
  })
  @Extensions({ complexity: COST.passwordHash + COST.mail })
  async register(@Ctx() ctx: Context, @Arg('input', () => RegisterInput) input: RegisterInput): Promise<RegistrationAnswer> {
    return register(ctx, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Ends the signed-in user's sessions: every bearer token issued to them so far stops working (on every device). " +
      'While an admin switches user, the admin is logged out.',
  })
  async logout(@Ctx() ctx: Context): Promise<boolean> {
    return logout(ctx);
  }
}
