import { storeFor } from '../../../../core/domain/site/stores.ts';
import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, normaliseEmail, parseEmail } from '../../../../core/domain/validation/email-address.ts';
import {
  checkNewPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../../core/domain/customers/password-policy.ts';
import { sendSignInLink } from '../../../../core/shop/auth/send-sign-in-link.use-case.ts';
import { recordingMailer, SPEC_COMMON_PASSWORDS } from '../../../support/accounts-fakes.ts';
import { renamedBrand, staticBrandNames } from '../../../support/brand-names.ts';

describe('checkNewPassword', () => {
  it('accepts any non-blank password of 10 to 128 characters, counting characters not bytes', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
          .filter((password) => password.trim() !== ''),
        (password) => {
          expect(checkNewPassword('password', password)).toEqual(ok(password));
        },
      ),
    );
    expect(checkNewPassword('password', 'ñ'.repeat(10))).toEqual(ok('ñ'.repeat(10)));
  });

  it('refuses one character short, one too many, and blanks', () => {
    expect(checkNewPassword('password', 'x'.repeat(9))).toEqual(err({ field: 'password', problem: 'Invalid' }));
    expect(checkNewPassword('password', 'x'.repeat(129))).toEqual(
      err({ field: 'password', problem: 'TooLong', max: 128 }),
    );
    expect(checkNewPassword('password', ' '.repeat(12))).toEqual(err({ field: 'password', problem: 'Required' }));
  });

  it('refuses a listed common password in any case, and accepts any password off the list', () => {
    expect(checkNewPassword('password', 'QwertyUiop', SPEC_COMMON_PASSWORDS)).toEqual(
      err({ field: 'password', problem: 'Common' }),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }).filter((p) => p.trim() !== ''),
        (password) => {
          const listed = SPEC_COMMON_PASSWORDS.includes(password);
          expect(checkNewPassword('password', password, SPEC_COMMON_PASSWORDS)).toEqual(
            listed ? err({ field: 'password', problem: 'Common' }) : ok(password),
          );
        },
      ),
    );
  });
});

describe('e-mail addresses', () => {
  it('are trimmed and lower-cased before the spec rule applies', () => {
    expect(normaliseEmail('  Ana.Puig@Example.COM ')).toBe('ana.puig@example.com');
    expect(parseEmail(' Ana@Example.com')).toEqual(ok('ana@example.com'));
    expect(parseEmail('ana@example')).toEqual(err({ type: 'InvalidEmail' }));
  });

  it('refuse addresses longer than 254 characters', () => {
    const local = 'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length);
    expect(parseEmail(`${local}@example.com`).isOk()).toBe(true);
    expect(parseEmail(`a${local}@example.com`)).toEqual(err({ type: 'InvalidEmail' }));
  });
});

describe('sendSignInLink', () => {
  it('mails the link Auth.js made, as the one link of the message', async () => {
    const mail = recordingMailer();
    const link = 'https://shop.test/api/auth/callback/email?token=t&email=ana%40example.com';
    const send = sendSignInLink({ mailer: mail.mailer, store: storeFor('WPX-CZ'), brandNames: staticBrandNames });
    expect(await send('ana@example.com', link, 'en')).toEqual(ok(undefined));
    expect(mail.sent).toEqual([
      expect.objectContaining({ to: 'ana@example.com', subject: 'Your Estampa sign-in link', link }),
    ]);
    expect(mail.sent[0]?.text).toContain(link);
  });

  it('names the store as an administrator renamed it', async () => {
    const mail = recordingMailer();
    const send = sendSignInLink({
      mailer: mail.mailer,
      store: storeFor('TZ-ES'),
      brandNames: renamedBrand('Imprenta Sol'),
    });
    await send('ana@example.com', 'https://shop.test/x', null);
    expect(mail.sent[0]).toMatchObject({ subject: 'Tu enlace para iniciar sesión en Imprenta Sol' });
    expect(mail.sent[0]?.text).toContain('El equipo de Imprenta Sol');
  });

  it("writes it in the store's language when the visitor's page is not known", async () => {
    const mail = recordingMailer();
    await sendSignInLink({ mailer: mail.mailer, store: storeFor('TZ-ES'), brandNames: staticBrandNames })(
      'ana@example.com',
      'https://shop.test/x',
      null,
    );
    expect(mail.sent[0]).toMatchObject({ subject: 'Tu enlace para iniciar sesión en Tintazul' });
    expect(mail.sent[0]?.text).toContain('El equipo de Tintazul');
  });
});
