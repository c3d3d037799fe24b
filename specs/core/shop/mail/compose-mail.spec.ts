import { describe, expect, it } from 'vitest';
import { composeMail } from '../../../../core/shop/mail/compose-mail.ts';
import { paragraph, type MailContent } from '../../../../core/shop/mail/mail-content.ts';
import { mailHtml } from '../../../../core/shop/mail/mail-html.ts';

const CONTENT: MailContent = { lang: 'es', look: 'Tintazul', brandName: 'Imprenta Sol', blocks: [paragraph('Hola.')] };

describe('composeMail', () => {
  it('gives a mail both parts from one content, the brand as its sender name and the Auto-Submitted header', () => {
    expect(composeMail({ to: 'ana@example.es', subject: 'Asunto', link: 'https://x.example/l' }, CONTENT)).toEqual({
      to: 'ana@example.es',
      subject: 'Asunto',
      link: 'https://x.example/l',
      senderName: 'Imprenta Sol',
      text: 'Hola.',
      html: mailHtml(CONTENT, 'Asunto'),
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
  });

  it('keeps the mail’s own headers and Message-ID beside it', () => {
    const mail = composeMail(
      { to: 'a@b.es', subject: 'S', messageId: '<m@x>', headers: { 'List-Unsubscribe': '<https://x/u>' } },
      CONTENT,
    );
    expect(mail.messageId).toBe('<m@x>');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://x/u>', 'Auto-Submitted': 'auto-generated' });
  });

  it('leaves Auto-Submitted off words a person wrote, and adds no empty headers', () => {
    expect(composeMail({ to: 'a@b.es', subject: 'S', automatic: false }, CONTENT)).not.toHaveProperty('headers');
    expect(
      composeMail({ to: 'a@b.es', subject: 'S', automatic: false, headers: { 'X-Kind': 'reply' } }, CONTENT).headers,
    ).toEqual({ 'X-Kind': 'reply' });
  });
});
