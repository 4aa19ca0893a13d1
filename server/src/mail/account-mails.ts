import type { EntityManager } from '@mikro-orm/postgresql';
import { ActionTokenPurpose } from '../common/statuses';
import type { AppServices } from '../graphql/context';
import { issueActionToken } from '../modules/auth/action-token.service';
import type { Gate } from '../modules/gates/gate.entity';
import { gateSiteUrl, type RequestOrigin } from '../modules/gates/site-url';
import type { User } from '../modules/users/user.entity';
import { changeEmailMail } from './project-templates';
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
  services: Pick<AppServices, 'config' | 'listening' | 'mailer'>;
  gate: Gate;
  origin?: RequestOrigin;
}

export function gateBrand({ services, gate, origin }: MailSite): Brand {
  return brandOf(gate, gateSiteUrl(gate, { publicUrl: services.config.publicUrl, port: services.listening.port }, origin));
}

export async function prepareVerificationMail(em: EntityManager, site: MailSite, user: User): Promise<PreparedMail> {
  const brand = gateBrand(site);
  const token = await issueActionToken(em, user, ActionTokenPurpose.VerifyEmail);
  const content = verifyEmailMail(brand, siteLink(brand, `/verify-email/${token}`));
  return { send: () => site.services.mailer.dispatch({ brand, to: user.email, content }) };
}

export async function prepareActivationMail(
  em: EntityManager,
  site: MailSite,
  user: User,
  projectUrl: string,
): Promise<PreparedMail> {
  const brand = gateBrand(site);
  const token = await issueActionToken(em, user, ActionTokenPurpose.ActivateEmail);
  const content = activateEmailMail(brand, siteLink(brand, `/activate-email/${token}`), projectUrl);
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

/** The e-mail change link, to the new address; the token carries that address. */
export async function prepareEmailChangeMail(em: EntityManager, site: MailSite, user: User, newEmail: string): Promise<PreparedMail> {
  const brand = gateBrand(site);
  const token = await issueActionToken(em, user, ActionTokenPurpose.ChangeEmail, undefined, newEmail);
  const content = changeEmailMail(brand, siteLink(brand, `/verify-email/${token}`), newEmail);
  return { send: () => site.services.mailer.dispatch({ brand, to: newEmail, content }) };
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
  const unsubscribeUrl = siteLink(brand, `/unsubscribe/${token}`);
  await site.services.mailer.send({ brand, to: user.email, content: marketingMail(brand, message, unsubscribeUrl), unsubscribeUrl });
  return true;
}
