import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../config';
import { Mailer } from '../mailer';
import { type Brand, marketingMail, resetPasswordMail } from '../templates';
import { parseMail, readOutbox, startSmtpSink, type SmtpSink } from './mail-helpers';

// docs/configuration.md: SMTP when SMTP_URL is set, otherwise .eml files in the outbox; branded, two parts,
// List-Unsubscribe on marketing mail only.
describe('Mailer', () => {
  const brand: Brand = { siteName: 'TrafficBoost', siteUrl: 'https://boost.example.com', supportEmail: 'help@boost.example.com' };
  const logger = pino({ level: 'silent' });
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-mail-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file into the outbox when SMTP_URL is unset', async () => {
    const outbox = path.join(dir, 'outbox');
    const mailer = new Mailer({ outboxDir: outbox }, logger);
    const sent = await mailer.send({
      brand,
      to: 'someone@example.com',
      content: resetPasswordMail(brand, 'https://boost.example.com/reset-password/abc_DEF-123'),
    });
    await mailer.close();
    expect(path.dirname(sent.file!)).toBe(outbox);
    const [mail] = readOutbox(outbox);
    expect(mail.header('from')).toBe('TrafficBoost <help@boost.example.com>');
    expect(mail.header('reply-to')).toBe('help@boost.example.com');
    expect(mail.header('to')).toBe('someone@example.com');
    expect(mail.header('subject')).toBe('Reset your TrafficBoost password');
    expect(mail.header('content-type')).toMatch(/^multipart\/alternative/);
    expect(mail.header('list-unsubscribe')).toBeUndefined();
    expect(mail.text).toContain('https://boost.example.com/reset-password/abc_DEF-123');
    expect(mail.html).toContain('href="https://boost.example.com/reset-password/abc_DEF-123"');
    expect(mail.html).toContain('TrafficBoost');
  });

  it('uses MAIL_FROM as the address with the gate’s name, and escapes text in the HTML part', async () => {
    const mailer = new Mailer({ outboxDir: dir, from: 'no-reply@mail.example.com' }, logger);
    const sent = await mailer.send({
      brand,
      to: 'someone@example.com',
      content: marketingMail(brand, { subject: 'News', text: 'Tom & <Jerry>' }, 'https://boost.example.com/unsubscribe/tok'),
      unsubscribeUrl: 'https://boost.example.com/unsubscribe/tok',
    });
    await mailer.close();
    const mail = parseMail(fs.readFileSync(sent.file!, 'utf8'));
    expect(mail.header('from')).toBe('TrafficBoost <no-reply@mail.example.com>');
    expect(mail.header('reply-to')).toBe('help@boost.example.com');
    expect(mail.header('list-unsubscribe')).toBe('<https://boost.example.com/unsubscribe/tok>');
    expect(mail.html).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(mail.text).toContain('Unsubscribe: https://boost.example.com/unsubscribe/tok');
  });

  describe('with SMTP_URL', () => {
    let sink: SmtpSink;
    beforeAll(async () => {
      sink = await startSmtpSink();
    });
    afterAll(() => sink.close());

    it('delivers through SMTP and writes nothing to the outbox', async () => {
      const mailer = new Mailer({ smtpUrl: sink.url, outboxDir: dir }, logger);
      await mailer.send({
        brand,
        to: 'smtp@example.com',
        content: resetPasswordMail(brand, 'https://boost.example.com/reset-password/xyz'),
      });
      await mailer.close();
      expect(sink.messages).toHaveLength(1);
      const [mail] = sink.messages;
      expect(mail.rcptTo).toEqual(['smtp@example.com']);
      expect(mail.header('from')).toBe('TrafficBoost <help@boost.example.com>');
      expect(mail.text).toContain('https://boost.example.com/reset-password/xyz');
      expect(mail.html).toContain('https://boost.example.com/reset-password/xyz');
      expect(fs.readdirSync(dir)).toEqual([]);
    });

    it('dispatch does not throw when the server refuses; close() waits for messages on their way', async () => {
      const mailer = new Mailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: dir }, logger);
      mailer.dispatch({ brand, to: 'x@example.com', content: resetPasswordMail(brand, 'https://x') });
      await expect(mailer.close()).resolves.toBeUndefined();
      const ok = new Mailer({ smtpUrl: sink.url, outboxDir: dir }, logger);
      const before = sink.messages.length;
      ok.dispatch({ brand, to: 'later@example.com', content: resetPasswordMail(brand, 'https://x') });
      await ok.close();
      expect(sink.messages.length).toBe(before + 1);
    });
  });

  describe('configuration', () => {
    const env = { DATA_DIR: '/tmp/tg-mail-config', JWT_SECRET: 'x'.repeat(40) };
    it('defaults to the outbox in DATA_DIR and takes SMTP_URL and MAIL_FROM when valid', () => {
      expect(loadConfig(env).mail).toEqual({ smtpUrl: undefined, from: undefined, outboxDir: '/tmp/tg-mail-config/outbox' });
      const c = loadConfig({ ...env, SMTP_URL: 'smtps://user:pw@mail.example.com:465', MAIL_FROM: 'no-reply@example.com' });
      expect(c.mail).toMatchObject({ smtpUrl: 'smtps://user:pw@mail.example.com:465', from: 'no-reply@example.com' });
    });

    it('refuses a SMTP_URL that is no smtp URL and a MAIL_FROM with a display name', () => {
      expect(() => loadConfig({ ...env, SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
      expect(() => loadConfig({ ...env, MAIL_FROM: 'Shop <no-reply@example.com>' })).toThrow(/MAIL_FROM/);
    });
  });
});
