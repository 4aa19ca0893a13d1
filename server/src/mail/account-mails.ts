import type { EntityManager } from '@mikro-orm/postgresql';
import { ActionTokenPurpose } from '../common/statuses';
import type { AppServices } from '../graphql/context';
import { issueActionToken } from '../modules/auth/action-token.service';
import type { Gate } from '../modules/gates/gate.entity';
import type { RequestOrigin } from '../modules/gates/site-url';
import { User } from '../modules/users/user.entity';
import { changeEmailMail } from './project-templates';
import { gateSiteUrl } from '../modules/gates/site-url';
import {
  activateEmailMail,
  brandOf,
  type Brand,
  marketingMail,
  registrationAttemptMail,
  resetPasswordMail,
  siteLink,
  verifyEmailMail,
} from './templates';
import { JOBS, type LinkMailJob, type LinkMail } from '../jobs/job-map';

/* The account mails (docs/product.md#screens-and-routes token routes) and marketing mail of one gate. */

/**
 * Whom a message is sent for: the gate and the process's services, and inside a request where it arrived (a
 * request `Context` is one). Links point at the gate's site URL (modules/gates/site-url.ts).
 */
export interface MailSite {
  services: Pick<AppServices, 'config' | 'listening' | 'mailer' | 'jobs'>;
  gate: Gate;
  origin?: RequestOrigin;
}

export function gateBrand({
  services,
  gate,
  origin,
}: Omit<MailSite, 'services'> & { services: Pick<AppServices, 'config' | 'listening'> }): Brand {
  return brandOf(gate, gateSiteUrl(gate, { publicUrl: services.config.publicUrl, port: services.listening.port }, origin));
}

/*
 * Every account mail leaves through the job queue (docs/architecture.md#jobs):
 * the verification and password-reset links, the sign-up attempt notice, the e-mail change and the demo
 * activation. Queued with the caller's EntityManager, so inside its transaction when there is one, and retried
 * with backoff when the mail server fails: an SMTP outage delays the message, the request that asked for it
 * succeeds, and nothing is lost. The job issues the token and sends in one transaction: a token exists only for a
 * link that was handed over (the table keeps only token hashes, so the link cannot be written into the job). A
 * retry after a crash past the hand-over sends a fresh link; the earlier one stays valid until it expires.
 */

export async function queueLinkMail(em: EntityManager, site: MailSite, user: User, mail: LinkMail): Promise<void> {
  const { services, gate, origin } = site;
  const siteUrl = gateSiteUrl(gate, { publicUrl: services.config.publicUrl, port: services.listening.port }, origin);
  const data: LinkMailJob = { userId: user.id, siteUrl, ...mail };
  await services.jobs.send(JOBS.accountLinkMail, data, {}, em);
}

/** The `account.link-mail` job. A removed or disabled user gets nothing. */
export async function sendLinkMail(em: EntityManager, services: Pick<AppServices, 'mailer'>, data: LinkMailJob): Promise<void> {
  await em.fork().transactional(async (tem) => {
    const user = await tem.findOne(User, { id: data.userId, deleted: false, enabled: true }, { populate: ['gate'] });
    if (!user) return;
    const brand = brandOf(user.gate, data.siteUrl);
    switch (data.kind) {
      case 'change-email': {
        const token = await issueActionToken(tem, user, ActionTokenPurpose.ChangeEmail, undefined, data.newEmail);
        await services.mailer.send({
          brand,
          to: data.newEmail,
          content: changeEmailMail(brand, siteLink(brand, `/verify-email/${token}`), data.newEmail),
        });
        return;
      }
      case 'activate-email': {
        const token = await issueActionToken(tem, user, ActionTokenPurpose.ActivateEmail);
        await services.mailer.send({
          brand,
          to: user.email,
          content: activateEmailMail(brand, siteLink(brand, `/activate-email/${token}`), data.projectUrl),
        });
        return;
      }
      case 'verify-email': {
        if (user.emailConfirmed) return;
        const token = await issueActionToken(tem, user, ActionTokenPurpose.VerifyEmail);
        await services.mailer.send({ brand, to: user.email, content: verifyEmailMail(brand, siteLink(brand, `/verify-email/${token}`)) });
        return;
      }
      case 'reset-password': {
        const token = await issueActionToken(tem, user, ActionTokenPurpose.ResetPassword);
        await services.mailer.send({
          brand,
          to: user.email,
          content: resetPasswordMail(brand, siteLink(brand, `/reset-password/${token}`)),
        });
        return;
      }
      case 'registration-attempt':
        // No link token: the mail only points at the log-in and forgot-password pages (docs/product.md#screens-and-routes).
        await services.mailer.send({
          brand,
          to: user.email,
          content: registrationAttemptMail(brand, siteLink(brand, '/login'), siteLink(brand, '/forgot-password')),
        });
        return;
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
  await site.services.mailer.send({
    brand,
    to: user.email,
    content: marketingMail(brand, message, links.page),
    unsubscribeUrl: links.oneClick,
  });
  return true;
}

/**
 * The two addresses of one unsubscribe token: the page a reader opens from the message (docs/product.md#screens-and-routes
 * /unsubscribe/{token}), and the one-click address mail clients POST to (RFC 8058, POST /api/unsubscribe/{token}).
 */
export function unsubscribeLinks(brand: Brand, token: string): { page: string; oneClick: string } {
  return { page: siteLink(brand, `/unsubscribe/${token}`), oneClick: siteLink(brand, `/api/unsubscribe/${token}`) };
}
