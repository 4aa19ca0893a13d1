import { Arg, Ctx, Extensions, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { COST } from '../../graphql/costs';
import { AuthToken } from './auth.input';
import { SocialLoginInput, SocialProvider } from './social.input';
import { loginWithProvider } from './social.service';

/** Public: social sign-in (POST /api/login/google, /api/login/facebook). */
@Resolver()
export class SocialResolver {
  @Mutation(() => AuthToken, { description: "Signs in with a provider's token; creates the account on this gate when there is none." })
  @Extensions({ complexity: COST.externalFetch + COST.passwordHash })
  async loginWithProvider(
    @Ctx() ctx: Context,
    @Arg('provider', () => SocialProvider) provider: SocialProvider,
    @Arg('input', () => SocialLoginInput) input: SocialLoginInput,
  ): Promise<AuthToken> {
    return { token: await loginWithProvider(ctx, provider, input.token) };
  }
}
