import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../common/html';
import type { Gate } from '../modules/gates/gate.entity';

/*
 * The messages the product sends, branded per gate: the gate's site name, its support address and absolute links
 * to its own site. Every message has an HTML and a plain-text part with the same content.
 */

export interface Brand {
  siteName: string;
  /** Absolute base URL of the gate's site, without a trailing slash. */
  siteUrl: string;
  supportEmail: string;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** The gate's brand; `fallbackUrl` stands in for a gate configured without a site URL. */
export function brandOf(gate: Gate, fallbackUrl: string): Brand {
  const prop = gate.config.prop;
  return {
    siteName: prop.siteName || gate.name,
    siteUrl: (prop.siteUrl || fallbackUrl).replace(/\/+$/, ''),
    supportEmail: prop.supportEmail,
  };
}

/** An absolute link into the gate's site; `path` starts with a slash. */
export function siteLink(brand: Brand, path: string): string {
  return `${brand.siteUrl}${path}`;
}

export interface Layout {
  subject: string;
  /** Paragraphs of plain text (escaped for the HTML part). */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
  unsubscribeUrl?: string;
  /** Trusted HTML written by staff, shown instead of the paragraphs in the HTML part. */
  bodyHtml?: string;
}

/** Lays a message out in the shared frame (also used by the project mails, project-templates.ts). */
export function render(brand: Brand, l: Layout): MailContent {
  const footer = `${brand.siteName} · ${brand.siteUrl} · ${brand.supportEmail}`;
  const text = [
    ...l.paragraphs,
    ...(l.action ? [`${l.action.label}: ${l.action.url}`] : []),
    ...(l.after ?? []),
    '--',
    footer,
    ...(l.unsubscribeUrl ? [`Unsubscribe: ${l.unsubscribeUrl}`] : []),
  ].join('\n\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const button = l.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(l.action.url)}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(l.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">If the button does not work, open this address: <a href="${escapeHtml(l.action.url)}">${escapeHtml(l.action.url)}</a></p>`
    : '';
  const unsubscribe = l.unsubscribeUrl ? `<br><a href="${escapeHtml(l.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a>` : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(l.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px"><a href="${escapeHtml(brand.siteUrl)}" style="color:#111827;text-decoration:none">${escapeHtml(brand.siteName)}</a></h1>
${l.bodyHtml ?? l.paragraphs.map(p).join('\n')}
${button}
${(l.after ?? []).map(p).join('\n')}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#6b7280;text-align:center">${escapeHtml(brand.siteName)} · <a href="mailto:${escapeHtml(brand.supportEmail)}" style="color:#6b7280">${escapeHtml(brand.supportEmail)}</a>${unsubscribe}</p>
</body>
</html>
`;
  return { subject: l.subject, text: `${text}\n`, html };
}

export function verifyEmailMail(brand: Brand, link: string): MailContent {
  return render(brand, {
    subject: `Confirm your e-mail address for ${brand.siteName}`,
    paragraphs: ['Thanks for signing up. Please confirm that this is your e-mail address.'],
    action: { label: 'Confirm e-mail address', url: link },
    after: ['The link is valid for 7 days and can be used once. If you did not sign up, you can ignore this message.'],
  });
}

/** A sign-up with an address that already has an account answers like any sign-up; this mail explains. */
export function registrationAttemptMail(brand: Brand, loginLink: string, resetLink: string): MailContent {
  return render(brand, {
    subject: `Someone tried to sign up to ${brand.siteName} with your address`,
    paragraphs: [
      `Someone tried to create an account on ${brand.siteName} with this e-mail address, which already has an account.`,
      'If it was you, log in to your account:',
    ],
    action: { label: 'Log in', url: loginLink },
    after: [`Forgot your password? Choose a new one: ${resetLink}`, 'If it was not you, you can ignore this message: nothing has changed.'],
  });
}

export function activateEmailMail(brand: Brand, link: string, projectUrl: string): MailContent {
  return render(brand, {
    subject: `Welcome to ${brand.siteName}: activate your account`,
    paragraphs: [
      `Your free demo for ${projectUrl} is ready.`,
      'Activate your account to confirm your e-mail address and choose a password; you will land in your dashboard.',
    ],
    action: { label: 'Activate account', url: link },
    after: ['The link is valid for 7 days and can be used once. If you did not sign up, you can ignore this message.'],
  });
}

export function resetPasswordMail(brand: Brand, link: string): MailContent {
  return render(brand, {
    subject: `Reset your ${brand.siteName} password`,
    paragraphs: ['Someone asked to reset the password of your account. Choose a new password here:'],
    action: { label: 'Choose a new password', url: link },
    after: [
      'The link is valid for 1 hour and can be used once. If you did not ask for this, ignore this message: your password stays as it is.',
    ],
  });
}

/**
 * Newsletters and promotions: a body written by staff (its HTML is trusted, its text is required), with the
 * unsubscribe link in the footer; the mailer adds the List-Unsubscribe header.
 */
export function marketingMail(
  brand: Brand,
  message: { subject: string; text: string; html?: string },
  unsubscribeUrl: string,
): MailContent {
  return render(brand, {
    subject: message.subject,
    paragraphs: message.text
      .split(/\n{2,}/)
      .map((s) => s.trim())
      .filter(Boolean),
    bodyHtml: message.html || undefined,
    unsubscribeUrl,
  });
}

/**
 * marketingMail laid out once for a whole campaign run and brand (campaign-sender.ts): only the unsubscribe token
 * differs from one recipient to the next, so each message is the frame joined around its token instead of a new
 * render. `unsubscribePage` makes the page address of a token (unsubscribeLinks); a token is base64url, which HTML
 * escaping leaves as it is, so the same split serves the text and the HTML part.
 */
export function marketingMailTemplate(
  brand: Brand,
  message: { subject: string; text: string; html?: string },
  unsubscribePage: (token: string) => string,
): (token: string) => MailContent {
  const slot = `tgslot${randomBytes(12).toString('hex')}`;
  const frame = marketingMail(brand, message, unsubscribePage(slot));
  const text = frame.text.split(slot);
  const html = frame.html.split(slot);
  return (token) => ({ subject: frame.subject, text: text.join(token), html: html.join(token) });
}

/** After a successful payment: what was bought, what was credited, the invoice attached as a PDF. */
export function purchaseReceiptMail(
  brand: Brand,
  receipt: { invoiceNumber: string; amount: string; packageName: string; quantity: number; bonus: number; ordersUrl: string },
): MailContent {
  const credits = `${receipt.quantity} × ${receipt.packageName}${receipt.bonus > 0 ? `, plus ${receipt.bonus} bonus from the current promotion` : ''}`;
  return render(brand, {
    subject: `Your ${brand.siteName} receipt ${receipt.invoiceNumber}`,
    paragraphs: [`Thank you for your purchase. We received ${receipt.amount}.`, `Credited to your balance: ${credits}.`],
    action: { label: 'View your subscriptions', url: receipt.ordersUrl },
    after: [`Invoice ${receipt.invoiceNumber} is attached to this message as a PDF.`],
  });
}

/**
 * A renewal charge of a card subscription was declined: when the next try is, or that the subscription has ended
 * (docs/payments.md "Renewals and declines"). Credits already received stay on the balance either way.
 */
export function cardDeclinedMail(
  brand: Brand,
  facts: { amount: string; packageName: string; reason: string; retryOn: string | null; ordersUrl: string; buyUrl: string },
): MailContent {
  const declined = `Your card was declined for the renewal of ${facts.packageName} (${facts.amount}): ${facts.reason}.`;
  return facts.retryOn
    ? render(brand, {
        subject: `Your ${brand.siteName} payment was declined`,
        paragraphs: [declined, `We will try the card again on ${facts.retryOn}. Your balance and projects are not affected until then.`],
        action: { label: 'View your subscriptions', url: facts.ordersUrl },
      })
    : render(brand, {
        subject: `Your ${brand.siteName} subscription has ended`,
        paragraphs: [declined, 'After several tries the subscription has ended. Credits you already received stay on your balance.'],
        action: { label: 'Buy credits again', url: facts.buyUrl },
      });
}
