import type { EntityManager } from '@mikro-orm/postgresql';
import { ActionTokenPurpose } from '../common/statuses';
import type { AppServices } from '../graphql/context';
import { issueActionToken } from '../modules/auth/action-token.service';
import type { Gate } from '../modules/gates/gate.entity';
import type { RequestOrigin } from '../modules/gates/site-url';
import { User } from '../modules/users/user.entity';
import { changeEmailMail } from './project-templates';
import { gateSiteUrl } from '../modules/gates/site-url';
import { activateEmailMail, brandOf, type Brand, marketingMail, registrationAttemptMail, resetPasswordMail, siteLink, verifyEmailMail } from './templates';

/*
 * The messages that carry a one-use link (SPEC.md §2 token routes). Each issues its token with the given
 * EntityManager (so inside the caller's transaction when there is one) and returns a `send` to call once that
 * transaction has committed: a link must never reach a mailbox before its token exists.
 */

export interface PreparedMail {
  send(): void;
}

/**
 * Whom a message is sent for: the gate and the process's services, and inside a request where it arrived (a
 * request `Context` is one). Links point at the gate's site URL (modules/gates/site-url.ts).
 */
export interface MailSite {
  services: Pick<AppServices, 'config' | 'listening' | 'mailer' | 'jobs'>;
  gate: Gate;
  origin?: RequestOrigin;
}

export function gateBrand({ services, gate, origin }: Omit<MailSite, 'services'> & { services: Pick<AppServices, 'config' | 'listening'> }): Brand {
  return brandOf(gate, gateSiteUrl(gate, { publicUrl: services.config.publicUrl, port: services.listening.port }, origin));
}

export async function prepareVerificationMail(em: EntityManager, site: MailSite, user: User): Promise<PreparedMail> {
  const brand = gateBrand(site);
  const token = await issueActionToken(em, user, ActionTokenPurpose.VerifyEmail);
  const content = verifyEmailMail(brand, siteLink(brand, `/verify-email/${token}`));
  return { send: () => site.services.mailer.dispatch({ brand, to: user.email, content }) };
}

/** No link token: the mail only points at the log-in and forgot-password pages (issue 12, SPEC §2). */
export function prepareRegistrationAttemptMail(site: MailSite, user: User): PreparedMail {
  const brand = gateBrand(site);
  const content = registrationAttemptMail(brand, siteLink(brand, '/login'), siteLink(brand, '/forgot-password'));
  return { send: () => site.services.mailer.dispatch({ brand, to: user.email, content }) };
}

export async function prepareResetPasswordMail(em: EntityManager, site: MailSite, user: User): Promise<PreparedMail> {
  const brand = gateBrand(site);
  const token = await issueActionToken(em, user, ActionTokenPurpose.ResetPassword);
  const content = resetPasswordMail(brand, siteLink(brand, `/reset-password/${token}`));
  return { send: () => site.services.mailer.dispatch({ brand, to: user.email, content }) };
}

/*
 * Link mails that follow a change the user committed (the e-mail change, the demo sign-up's activation) leave
 * through the job queue (ARCHITECTURE.md "Side effects"): queued with the caller's EntityManager, so inside its
 * transaction when there is one, and retried with backoff when the mail server fails. The job issues the token
 * and sends in one transaction: a token exists only for a link that was handed over (the table keeps only token
 * hashes, so the link cannot be written into the job). A retry after a crash past the hand-over sends a fresh
 * link; the earlier one stays valid until it expires.
 */
export const MAIL_JOBS = { link: 'account.link-mail' } as const;

export type LinkMailJob = { userId: number; siteUrl: string } & (
  | { kind: 'change-email'; newEmail: string }
  | { kind: 'activate-email'; projectUrl: string }
);

type LinkMail = { kind: 'change-email'; newEmail: string } | { kind: 'activate-email'; projectUrl: string };

export async function queueLinkMail(em: EntityManager, site: MailSite, user: User, mail: LinkMail): Promise<void> {
  const { services, gate, origin } = site;
  const siteUrl = gateSiteUrl(gate, { publicUrl: services.config.publicUrl, port: services.listening.port }, origin);
  const data: LinkMailJob = { userId: user.id, siteUrl, ...mail };
  await services.jobs.send(MAIL_JOBS.link, data, {}, em);
}

/** The `account.link-mail` job. A removed or disabled user gets nothing. */
export async function sendLinkMail(em: EntityManager, services: Pick<AppServices, 'mailer'>, data: LinkMailJob): Promise<void> {
  await em.fork().transactional(async (tem) => {
    const user = await tem.findOne(User, { id: data.userId, deleted: false, enabled: true }, { populate: ['gate'] });
    if (!user) return;
    const brand = brandOf(user.gate, data.siteUrl);
    if (data.kind === 'change-email') {
      const token = await issueActionToken(tem, user, ActionTokenPurpose.ChangeEmail, undefined, data.newEmail);
      await services.mailer.send({ brand, to: data.newEmail, content: changeEmailMail(brand, siteLink(brand, `/verify-email/${token}`), data.newEmail) });
    } else {
      const token = await issueActionToken(tem, user, ActionTokenPurpose.ActivateEmail);
      await services.mailer.send({ brand, to: user.email, content: activateEmailMail(brand, siteLink(brand, `/activate-email/${token}`), data.projectUrl) });
    }
  });
}

/**
 * A newsletter or promotion to one user, with its own unsubscribe link (footer and List-Unsubscribe header).
 * Users who unsubscribed get nothing: answers false.
 */
export async function sendMarketingMail(
  em: EntityManager,
  site: MailSite,
  user: User,
  message: { subject: string; text: string; html?: string },
): Promise<boolean> {
  if (user.unsubscribed || user.deleted || !user.enabled) return false;
  const brand = gateBrand(site);
  const token = await issueActionToken(em, user, ActionTokenPurpose.Unsubscribe);
  const links = unsubscribeLinks(brand, token);
  await site.services.mailer.send({ brand, to: user.email, content: marketingMail(brand, message, links.page), unsubscribeUrl: links.oneClick });
  return true;
}

/**
 * The two addresses of one unsubscribe token: the page a reader opens from the message (SPEC.md §2
 * /unsubscribe/{token}), and the one-click address mail clients POST to (RFC 8058, POST /api/unsubscribe/{token}).
 */
export function unsubscribeLinks(brand: Brand, token: string): { page: string; oneClick: string } {
  return { page: siteLink(brand, `/unsubscribe/${token}`), oneClick: siteLink(brand, `/api/unsubscribe/${token}`) };
}
