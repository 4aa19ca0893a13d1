import { Arg, Ctx, Extensions, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { COST } from '../../graphql/costs';
import { AuthToken } from '../auth/auth.input';
import { SocialProvider } from '../auth/social.input';
import { DemoProviderRegisterInput, DemoRegisterInput, DemoUrlCheck, DemoUrlInput } from './demo.input';
import { checkDemoUrl, demoRegister, demoRegisterWithProvider } from './demo.service';

/** Public: the free demo sign-up (POST /api/demo/check-url, /api/demo/register, /api/demo/register/{provider}). */
@Resolver()
export class DemoResolver {
  @Mutation(() => DemoUrlCheck, { description: 'Checks that a website answers (fetched safely: public http(s) addresses only).' })
  @Extensions({ complexity: COST.externalFetch })
  checkDemoUrl(@Ctx() ctx: Context, @Arg('input', () => DemoUrlInput) input: DemoUrlInput): Promise<DemoUrlCheck> {
    return checkDemoUrl(ctx, input.url);
  }

  @Mutation(() => AuthToken, { description: 'Creates an account with a demo project for the URL, sends the welcome mail, and signs in.' })
  @Extensions({ complexity: COST.passwordHash + COST.mail })
  async demoRegister(@Ctx() ctx: Context, @Arg('input', () => DemoRegisterInput) input: DemoRegisterInput): Promise<AuthToken> {
    return { token: await demoRegister(ctx, input) };
  }

  @Mutation(() => AuthToken, { description: 'The demo sign-up with the e-mail of a verified social account.' })
  @Extensions({ complexity: COST.externalFetch + COST.passwordHash + COST.mail })
  async demoRegisterWithProvider(
    @Ctx() ctx: Context,
    @Arg('provider', () => SocialProvider) provider: SocialProvider,
    @Arg('input', () => DemoProviderRegisterInput) input: DemoProviderRegisterInput,
  ): Promise<AuthToken> {
    return { token: await demoRegisterWithProvider(ctx, provider, input) };
  }
}
