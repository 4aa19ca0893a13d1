import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { CookieConsentLog } from './cookie-consent-log.entity';
import { CookieConsentInput } from './cookie-consent-log.input';
import { logCookieConsent } from './cookie-consent-log.service';

/** Public: the cookie-consent bar posts the visitor's choice before anyone signs in. */
@Resolver(() => CookieConsentLog)
export class CookieConsentLogResolver {
  @Mutation(() => CookieConsentLog, { description: 'Logs a cookie-consent decision; essential is always included.' })
  logCookieConsent(@Ctx() ctx: Context, @Arg('input', () => CookieConsentInput) input: CookieConsentInput): Promise<CookieConsentLog> {
    return logCookieConsent(ctx, input);
  }
}
