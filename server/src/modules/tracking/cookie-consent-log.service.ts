import { ValidationError } from '../../common/errors';
import type { Context } from '../../graphql/context';
import { CookieConsentLog } from './cookie-consent-log.entity';
import type { CookieConsentInput } from './cookie-consent-log.input';

/** docs/product.md#records cookie categories, in the order they are stored; essential cannot be refused. */
export const COOKIE_CATEGORIES = ['essential', 'functional', 'analytics', 'targeting'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

function isCategory(value: string): value is CookieCategory {
  return (COOKIE_CATEGORIES as readonly string[]).includes(value);
}

/** Parses a comma list of categories into the stored form: known, unique, essential included, canonical order. */
export function normalizeCookieTypes(list: string): string {
  const given = list
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const unknown = given.filter((c) => !isCategory(c));
  if (unknown.length) {
    throw new ValidationError([
      {
        propertyPath: 'cookieTypes',
        message: `Unknown cookie categor${unknown.length > 1 ? 'ies' : 'y'} ${unknown.map((c) => `"${c}"`).join(', ')}: use ${COOKIE_CATEGORIES.join(', ')}.`,
      },
    ]);
  }
  const chosen = new Set<string>(['essential', ...given]);
  return COOKIE_CATEGORIES.filter((c) => chosen.has(c)).join(',');
}

/** Public (docs/api.md#calls POST /api/cookie-consent-log/new): proof of a visitor's choice, one row per decision. */
export async function logCookieConsent(ctx: Context, input: CookieConsentInput): Promise<CookieConsentLog> {
  const log = ctx.em.create(CookieConsentLog, {
    cookieTypes: normalizeCookieTypes(input.cookieTypes),
    sessionUuid: input.sessionUuid.toLowerCase(),
    ip: ctx.ip || null,
    gate: ctx.gate,
  });
  await ctx.em.flush();
  return log;
}
