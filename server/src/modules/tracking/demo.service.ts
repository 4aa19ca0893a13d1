import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, DomainError, ValidationError } from '../../common/errors';
import { parseWebUrl, safeFetch, SafeFetchError, type SafeFetchResponse } from '../../common/safe-fetch';
import { TransactionSource } from '../../common/statuses';
import type { Context } from '../../graphql/context';
import { queueLinkMail } from '../../mail/account-mails';
import { issueToken } from '../auth/auth.service';
import type { SocialProvider } from '../auth/social.input';
import { unusablePasswordHash } from '../auth/social.service';
import { book } from '../billing/ledger.service';
import { countryOfIp } from '../geo/geo.service';
import { Package } from '../packages/package.entity';
import { periodReference, queueCampaignSync } from '../projects/project-period.service';
import { Project } from '../projects/project.entity';
import { assertProjectUrlAllowed } from '../projects/project-url';
import { User } from '../users/user.entity';
import { normalizeEmail } from '../users/email';
import type { DemoProviderRegisterInput, DemoRegisterInput, DemoUrlCheck } from './demo.input';
import { VisitorSession } from './visitor-session.entity';

/*
 * The free demo (docs/product.md#what-it-is and docs/api.md#calls). The URL check fetches the visitor's page through safe-fetch (the server
 * must
 * not be usable to probe its own network). The sign-up creates, in one database transaction, the account (with
 * a password nobody knows: the welcome mail's activation link lets the user choose one), a project for the URL
 * with the free demo package, the demo credit and its assignment to the project in the ledger, and the link to
 * the visitor's session; the welcome mail is a job queued in that same transaction (mail/account-mails.ts).
 */

const DAY = 86_400_000;

function urlViolation(message: string): ValidationError {
  return new ValidationError([{ propertyPath: 'url', message }]);
}

function parseUrl(input: string): URL {
  try {
    return parseWebUrl(input);
  } catch (e) {
    if (e instanceof SafeFetchError) throw urlViolation(e.message);
    throw e;
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The `<title>` of an HTML answer, decoded with the charset the server declared. */
export function pageTitle(res: Pick<SafeFetchResponse, 'headers' | 'body'>): string | null {
  const type = String(res.headers['content-type'] ?? '');
  if (type && !/html|xml/i.test(type)) return null;
  const charset = /charset=["']?([\w-]+)/i.exec(type)?.[1] ?? 'utf-8';
  let text: string;
  try {
    text = new TextDecoder(charset).decode(res.body);
  } catch {
    text = new TextDecoder('utf-8').decode(res.body);
  }
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(text);
  const title = match ? decodeEntities(match[1]).replace(/\s+/g, ' ').trim().slice(0, 255) : '';
  return title || null;
}

/** Demo requests are counted per client IP only: the limiter's per-account key is a constant never charged. */
function countDemoRequest(ctx: Context): Promise<void> {
  return ctx.services.demoLimiter.beforeAttempt(ctx.ip, 'demo');
}

export async function checkDemoUrl(ctx: Context, input: string): Promise<DemoUrlCheck> {
  await countDemoRequest(ctx);
  const url = parseUrl(input);
  let res: SafeFetchResponse;
  try {
    res = await safeFetch(url, ctx.services.config.demo.fetch);
  } catch (e) {
    if (e instanceof SafeFetchError) throw urlViolation(e.message);
    throw e;
  }
  return { url: url.href, finalUrl: res.url, reachable: true, status: res.status, title: pageTitle(res) };
}

interface Signup {
  email: string;
  emailConfirmed: boolean;
  displayName: string | null;
  input: DemoRegisterInput | DemoProviderRegisterInput;
}

async function demoPackage(ctx: Context): Promise<Package> {
  const code = ctx.services.config.demo.packageCode;
  const pkg = await ctx.em.findOne(Package, { code, free: true, active: true, $or: [{ gate: null }, { gate: ctx.gate }] });
  if (!pkg) throw new DomainError('NOT_IMPLEMENTED', 'The free demo is not available at the moment.');
  return pkg;
}

/** Attaches the new user to the visitor's session on this gate, recording it if the client never did. */
async function linkSession(em: EntityManager, ctx: Context, user: User, input: Signup['input']): Promise<void> {
  if (!input.sessionUuid) return;
  const sessionUuid = input.sessionUuid.toLowerCase();
  const session = await em.findOne(VisitorSession, { sessionUuid });
  const utm = {
    utmSource: input.utmSource?.trim() || null,
    utmMedium: input.utmMedium?.trim() || null,
    utmCampaign: input.utmCampaign?.trim() || null,
  };
  if (session) {
    if (session.gate.id !== ctx.gateId) return;
    session.user = user;
    session.utmSource ??= utm.utmSource;
    session.utmMedium ??= utm.utmMedium;
    session.utmCampaign ??= utm.utmCampaign;
  } else if (input.visitorUuid) {
    em.create(VisitorSession, {
      visitorUuid: input.visitorUuid.toLowerCase(),
      sessionUuid,
      gate: ctx.gate,
      user,
      ip: ctx.ip || null,
      country: countryOfIp(ctx.ip).code,
      ...utm,
    });
  }
  await em.flush();
}

async function signup(ctx: Context, s: Signup): Promise<string> {
  await countDemoRequest(ctx);
  const url = parseUrl(s.input.url);
  await assertProjectUrlAllowed(ctx.services.config, url);
  const email = normalizeEmail(s.email);
  const pkg = await demoPackage(ctx);
  const passwordHash = await unusablePasswordHash();
  const country = s.input.country?.toUpperCase() ?? countryOfIp(ctx.ip).code;
  const user = await ctx.em.transactional(async (tem) => {
    if (await tem.count(User, { gate: ctx.gate, email })) throw new ConflictError('This e-mail is already registered.', 'email');
    const user = tem.create(User, {
      email,
      gate: ctx.gate,
      passwordHash,
      displayName: s.displayName?.trim().slice(0, 120) || email.split('@')[0],
      emailConfirmed: s.emailConfirmed,
      country,
      lastActivity: new Date(),
    });
    await tem.flush();
    const project = tem.create(Project, {
      title: url.hostname.slice(0, 255),
      url: url.href,
      owner: user,
      package: pkg,
      expiredAt: new Date(Date.now() + pkg.durationDays * DAY),
      period: 1,
    });
    await tem.flush();
    await book(tem, {
      owner: user,
      package: pkg,
      quantity: 1,
      source: TransactionSource.demo,
      reference: `demo-${user.id}`,
      comment: 'Free demo',
    });
    // The demo package's first period, booked like every assignment; the partner starts its campaign.
    await book(tem, {
      owner: user,
      package: pkg,
      quantity: -1,
      source: TransactionSource.project_assignment,
      reference: periodReference(project.id, 1),
    });
    await queueCampaignSync(ctx.services.jobs, tem, project.id);
    await linkSession(tem, ctx, user, s.input);
    await queueLinkMail(tem, ctx, user, { kind: 'activate-email', projectUrl: url.href });
    return user;
  });
  return issueToken(ctx, user);
}

export function demoRegister(ctx: Context, input: DemoRegisterInput): Promise<string> {
  return signup(ctx, { email: input.email, emailConfirmed: false, displayName: null, input });
}

/** The same sign-up with the e-mail taken from a verified provider token (so it counts as confirmed). */
export async function demoRegisterWithProvider(ctx: Context, provider: SocialProvider, input: DemoProviderRegisterInput): Promise<string> {
  parseUrl(input.url);
  const identity = await ctx.services.social.verify(provider, input.token);
  return signup(ctx, { email: identity.email, emailConfirmed: true, displayName: identity.name, input });
}
