import { Arg, Authorized, Ctx, Extensions, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { COST } from '../../graphql/costs';
import { AccountActionResult, ActivateEmailInput, PasswordResetRequestInput, ResetPasswordInput } from './account.input';
import * as accounts from './account.service';

/** Public: the e-mail link flows. Their tokens are the credential. */
@Resolver()
export class AccountResolver {
  @Mutation(() => Boolean, { description: 'Sends a password-reset link if the address has an account; always answers true.' })
  @Extensions({ complexity: COST.mail })
  requestPasswordReset(
    @Ctx() ctx: Context,
    @Arg('input', () => PasswordResetRequestInput) input: PasswordResetRequestInput,
  ): Promise<boolean> {
    return accounts.requestPasswordReset(ctx, input);
  }

  @Mutation(() => AccountActionResult, { description: 'Sets a new password with the token of a /reset-password link, and signs in.' })
  @Extensions({ complexity: COST.passwordHash })
  resetPassword(@Ctx() ctx: Context, @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput): Promise<AccountActionResult> {
    return accounts.resetPassword(ctx, input);
  }

  @Mutation(() => AccountActionResult, { description: 'Confirms the e-mail address with the token of a /verify-email link.' })
  verifyEmail(@Ctx() ctx: Context, @Arg('token') token: string): Promise<AccountActionResult> {
    return accounts.verifyEmail(ctx, token);
  }

  @Mutation(() => AccountActionResult, {
    description: 'Activates a demo sign-up with the token of an /activate-email link (optionally setting a password), and signs in.',
  })
  @Extensions({ complexity: COST.passwordHash })
  activateEmail(@Ctx() ctx: Context, @Arg('input', () => ActivateEmailInput) input: ActivateEmailInput): Promise<AccountActionResult> {
    return accounts.activateEmail(ctx, input);
  }

  @Mutation(() => AccountActionResult, { description: 'Stops newsletters and promotions with the token of an /unsubscribe link.' })
  unsubscribe(@Ctx() ctx: Context, @Arg('token') token: string): Promise<AccountActionResult> {
    return accounts.unsubscribe(ctx, token);
  }

  @Mutation(() => Boolean, {
    description: 'RFC 8058 one-click unsubscribe (POST /api/unsubscribe/{token}, the List-Unsubscribe address of marketing mail).',
  })
  unsubscribeOneClick(@Ctx() ctx: Context, @Arg('token') token: string): Promise<boolean> {
    return accounts.unsubscribeOneClick(ctx, token);
  }
}

@Authorized()
@Resolver()
export class AccountUserResolver {
  @Mutation(() => Boolean, { description: "Sends the signed-in user's e-mail verification link again." })
  @Extensions({ complexity: COST.mail })
  resendVerification(@Ctx() ctx: Context): Promise<boolean> {
    return accounts.resendVerification(ctx);
  }
}
