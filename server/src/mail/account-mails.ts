import type { EntityManager } from '@mikro-orm/postgresql';
import { ActionTokenPurpose } from '../common/statuses';
import type { AppServices } from '../graphql/context';
import { issueActionToken } from '../modules/auth/action-token.service';
import type { Gate } from '../modules/gates/gate.entity';
import type { User } from '../modules/users/user.entity';
import { activateEmailMail, brandOf, type Brand, marketingMail, resetPasswordMail, siteLink, verifyEmailMail } from './templates';

/*
 * The messages that carry a one-use link (SPEC.md §2 token routes). Each issues its token with the given
 * EntityManager (so inside the caller's transaction when there is one) and returns a `send` to call once that
 * transaction has committed: a link must never reach a mailbox before its token exists.
 */

export interface PreparedMail {
  send(): void;
}

export function gateBrand(services: AppServices, gate: Gate): Brand {
  const { config } = services;
  return brandOf(gate, config.publicUrl ?? `http://localhost:${config.port}`);
}

export async function prepareVerificationMail(em: EntityManager, services: AppServices, gate: Gate, user: User): Promise<PreparedMail> {
  const brand = gateBrand(services, gate);
  const token = await issueActionToken(em, user, ActionTokenPurpose.VerifyEmail);
  const content = verifyEmailMail(brand, siteLink(brand, `/verify-email/${token}`));
  return { send: () => services.mailer.dispatch({ brand, to: user.email, content }) };
}

export async function prepareActivationMail(
  em: EntityManager,
  services: AppServices,
  gate: Gate,
  user: User,
  projectUrl: string,
): Promise<PreparedMail> {
  const brand = gateBrand(services, gate);
  const token = await issueActionToken(em, user, ActionTokenPurpose.ActivateEmail);
  const content = activateEmailMail(brand, siteLink(brand, `/activate-email/${token}`), projectUrl);
  return { send: () => services.mailer.dispatch({ brand, to: user.email, content }) };
}

export async function prepareResetPasswordMail(em: EntityManager, services: AppServices, gate: Gate, user: User): Promise<PreparedMail> {
  const brand = gateBrand(services, gate);
  const token = await issueActionToken(em, user, ActionTokenPurpose.ResetPassword);
  const content = resetPasswordMail(brand, siteLink(brand, `/reset-password/${token}`));
  return { send: () => services.mailer.dispatch({ brand, to: user.email, content }) };
}

/**
 * A newsletter or promotion to one user, with its own unsubscribe link (footer and List-Unsubscribe header).
 * Users who unsubscribed get nothing: answers false.
 */
export async function sendMarketingMail(
  em: EntityManager,
  services: AppServices,
  gate: Gate,
  user: User,
  message: { subject: string; text: string; html?: string },
): Promise<boolean> {
  if (user.unsubscribed || user.deleted || !user.enabled) return false;
  const brand = gateBrand(services, gate);
  const token = await issueActionToken(em, user, ActionTokenPurpose.Unsubscribe);
  const unsubscribeUrl = siteLink(brand, `/unsubscribe/${token}`);
  await services.mailer.send({ brand, to: user.email, content: marketingMail(brand, message, unsubscribeUrl), unsubscribeUrl });
  return true;
}
