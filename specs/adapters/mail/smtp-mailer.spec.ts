import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpMailer, type DkimSettings } from '../../../adapters/mail/smtp-mailer.ts';
import { newsletterConfirmationMail } from '../../../core/shop/newsletter/newsletter-confirmation-mail.ts';
import { startSmtpTestServer } from '../../support/smtp-test-server.ts';

/** A key pair made for this run, as an operator would with openssl; its public half is the selector's TXT record. */
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const DKIM: DkimSettings = {
  privateKey: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  selector: 'mail2026',
  domain: 'estampa.example',
};
const publicKeyRecord = `v=DKIM1; k=rsa; p=${keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

/** The DNS of estampa.example as the receiver reads it: the selector's record, nothing else. */
const resolver = async (name: string, rrtype: string): Promise<string[][]> => {
  if (rrtype === 'TXT' && name === `${DKIM.selector}._domainkey.${DKIM.domain}`) return [[publicKeyRecord]];
  throw Object.assign(new Error(`no ${rrtype} record for ${name}`), { code: 'ENOTFOUND' });
};

const NEWSLETTER = newsletterConfirmationMail(
  'ana@example.es',
  { locale: 'es', slug: 'WPX-ES', brand: 'Estampa' },
  {
    confirm: 'https://es.estampa.example/newsletter?token=c',
    unsubscribe: 'https://es.estampa.example/unsubscribe?token=u',
  },
);

describe('the SMTP mailer, through a real SMTP server', () => {
  let cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup = [];
  });

  const sendThrough = async (dkim?: DkimSettings) => {
    const smtp = await startSmtpTestServer();
    cleanup.push(() => smtp.close());
    const mailer = smtpMailer(smtp.url, 'no-reply@estampa.example', () => {}, dkim ? { dkim } : {});
    expect((await mailer.send(NEWSLETTER)).isOk()).toBe(true);
    expect(smtp.received).toHaveLength(1);
    return smtp.received[0]!.raw;
  };

  it('sends a text and an HTML part, from the brand’s name, marked as sent by the shop itself', async () => {
    const mail = await simpleParser(await sendThrough());
    expect(mail.from?.value).toEqual([{ name: 'Estampa', address: 'shop@estampa.example' }]);
    expect(mail.text?.trim()).toBe(NEWSLETTER.text);
    expect(mail.html).toBe(NEWSLETTER.html);
    expect(mail.html).toContain('<html lang="es"');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.headers.has('dkim-signature')).toBe(false);
  });

  it('signs the mail with the configured key, List-Unsubscribe and its one-click header included', async () => {
    const raw = await sendThrough(DKIM);
    const { results } = await dkimVerify(raw, { resolver });
    expect(results.map((result) => [result.signingDomain, result.selector, result.status.result])).toEqual([
      ['estampa.example', 'mail2026', 'pass'],
    ]);
    const signature = (await simpleParser(raw)).headers.get('dkim-signature') as { params: { h: string } };
    expect(signature.params.h.toLowerCase().split(':')).toEqual(
      expect.arrayContaining(['from', 'subject', 'list-unsubscribe', 'list-unsubscribe-post', 'auto-submitted']),
    );
  });

  it('fails the signature of a mail whose unsubscribe link was changed on the way', async () => {
    const raw = await sendThrough(DKIM);
    const tampered = raw.replace('unsubscribe?token=u', 'unsubscribe?token=x');
    expect(tampered).not.toBe(raw);
    const { results } = await dkimVerify(tampered, { resolver });
    expect(results.map((result) => result.status.result)).toEqual(['fail']);
  });

  it('gives up on a server that never greets within its 10 s greeting timeout, well inside the job’s minute', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanup.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const started = Date.now();
    const sent = await smtpMailer(`smtp://127.0.0.1:${port}`, 'no-reply@estampa.example', () => {}).send(NEWSLETTER);
    expect(sent._unsafeUnwrapErr()).toMatchObject({ type: 'MailNotSent', cause: expect.stringMatching(/greeting/i) });
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 20_000);
});
