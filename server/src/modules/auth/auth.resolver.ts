import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { AuthToken, LoginInput, RegisterInput } from './auth.input';
import { login, register } from './auth.service';

/** Public: signing in and registering. Everything else requires a user. */
@Resolver()
export class AuthResolver {
  @Mutation(() => AuthToken, { description: 'Exchanges credentials for a bearer token (LexikJWT POST /api/login).' })
  async login(@Ctx() ctx: Context, @Arg('input', () => LoginInput) input: LoginInput): Promise<AuthToken> {
    return { token: await login(ctx, input) };
  }

  @Mutation(() => AuthToken, { description: 'Creates an account on the current gate and signs it in.' })
  async register(@Ctx() ctx: Context, @Arg('input', () => RegisterInput) input: RegisterInput): Promise<AuthToken> {
    return { token: await register(ctx, input) };
  }
}
