import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Brand, MailContent } from './templates';

/*
 * Outgoing mail (docs/configuration.md): SMTP through nodemailer when SMTP_URL is set; otherwise every message
 * is rendered by nodemailer's stream transport and written as an .eml file into DATA_DIR/outbox, with a log line,
 * so development and the browser tests can open the links without a mail server.
 *
 * `dispatch` does not make the request wait for the mail server: the answer time must not reveal whether a
 * message was sent (password reset), and a slow or failing server must not fail a sign-up that is already
 * committed. Failures are logged; `close()` waits for the messages still on their way.
 */

export interface OutgoingMail {
  brand: Brand;
  to: string;
  content: MailContent;
  /**
   * Marketing mail only: the one-click unsubscribe address (RFC 8058). It goes into `List-Unsubscribe` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`: a mail client POSTs there to unsubscribe the reader.
   */
  unsubscribeUrl?: string;
  /** A stable Message-ID (campaign messages: the same id if a message is ever handed over twice). */
  messageId?: string;
  /** Files sent with the message (the invoice PDF of a purchase receipt). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface SentMail {
  messageId: string;
  /** The .eml file, when written to the outbox. */
  file?: string;
}

export interface MailerOptions {
  smtpUrl?: string;
  from?: string;
  outboxDir: string;
  /**
   * SMTP connections kept open and reused from message to message (nodemailer's pooled transport), at most this
   * many at once; unset: SMTP_URL as it is (a connection per message unless it says `?pool=true`).
   */
  poolConnections?: number;
}

/** Messages one pooled SMTP connection carries before it is replaced by a fresh one. */
const MESSAGES_PER_CONNECTION = 1000;

export class Mailer {
  private readonly transport: Transporter;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly options: MailerOptions,
    private readonly logger: Logger,
  ) {
    this.transport = options.smtpUrl
      ? options.poolConnections
        ? // Settings in SMTP_URL's query (maxConnections=…) win over these.
          nodemailer.createTransport({
            url: options.smtpUrl,
            pool: true,
            maxConnections: options.poolConnections,
            maxMessages: MESSAGES_PER_CONNECTION,
          })
        : nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /**
   * A mailer of its own for a burst of messages (a campaign run, campaign-sender.ts): `connections` pooled SMTP
   * connections, opened once and reused for every message instead of a connect and greeting per message. The caller
   * close()s it when the burst is over. Without SMTP_URL it writes to the outbox like this one.
   */
  bulk(connections: number): Mailer {
    return new Mailer({ ...this.options, poolConnections: connections }, this.logger);
  }

  static fromConfig(config: Config, logger: Logger): Mailer {
    return new Mailer(config.mail, logger.child({ module: 'mail' }));
  }

  /** Sends now and reports failures to the caller. */
  async send(mail: OutgoingMail): Promise<SentMail> {
    const { brand, content } = mail;
    const info = await this.transport.sendMail({
      from: { name: brand.siteName, address: this.options.from ?? brand.supportEmail },
      replyTo: brand.supportEmail,
      to: mail.to,
      subject: content.subject,
      text: content.text,
      html: content.html,
      ...(mail.unsubscribeUrl
        ? { list: { unsubscribe: mail.unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
        : {}),
      ...(mail.messageId ? { messageId: mail.messageId } : {}),
      ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
    });
    const messageId = String(info.messageId);
    if (this.options.smtpUrl) {
      this.logger.info({ to: mail.to, subject: content.subject, messageId }, 'mail sent');
      return { messageId };
    }
    const message: unknown = info.message;
    if (!Buffer.isBuffer(message)) throw new Error('the outbox transport returned no message buffer');
    await fs.mkdir(this.options.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await fs.writeFile(file, message);
    this.logger.info({ to: mail.to, subject: content.subject, file }, 'mail written to the outbox');
    return { messageId, file };
  }

  /**
   * Sends in the background; a failure is logged, never thrown at the request that caused the mail. The message may
   * be prepared in the background too (a PDF to render); `onSent` runs once it was handed over.
   */
  dispatch(mail: OutgoingMail | (() => Promise<OutgoingMail>), onSent?: (sent: SentMail) => Promise<void>): void {
    let about: { to?: string; subject?: string } = typeof mail === 'function' ? {} : { to: mail.to, subject: mail.content.subject };
    const sending = (async () => {
      const message = typeof mail === 'function' ? await mail() : mail;
      about = { to: message.to, subject: message.content.subject };
      const sent = await this.send(message);
      await onSent?.(sent);
    })()
      .catch((err: unknown) => {
        this.logger.error({ err, ...about }, 'mail could not be sent');
      })
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  /** Waits for the messages still being sent, then closes the SMTP connections. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
    this.transport.close();
  }
}
