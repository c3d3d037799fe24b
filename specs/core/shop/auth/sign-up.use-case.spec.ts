import { storeFor } from '../../../../core/domain/site/stores.ts';
import { err, errAsync, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { signUp, type SignUpInput } from '../../../../core/shop/auth/sign-up.use-case.ts';
import { SIGN_UP_CONFIRMATION_TTL_MS } from '../../../../core/shop/auth/auth-token-issuer.ts';
import {
  anAccount,
  fakeDigest,
  fakePasswordHasher,
  inMemoryAuthTokens,
  inMemoryCustomers,
  recordingMailer,
  SPEC_COMMON_PASSWORDS,
  SPEC_LINKS,
} from '../../../support/accounts-fakes.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';
import { staticBrandNames } from '../../../support/brand-names.ts';

const NOW = '2025-03-01T12:00:00Z';

const form = (overrides: Partial<SignUpInput> = {}): SignUpInput => ({
  email: 'Nuria@Example.com ',
  password: 'a long enough password',
  firstName: 'Nuria',
  lastName: 'Puig',
  locale: 'es',
  ...overrides,
});

const setUp = (customers = inMemoryCustomers([anAccount({ email: 'ana@example.com' })])) => {
  const tokens = inMemoryAuthTokens();
  const mail = recordingMailer();
  const run = signUp({
    customers: customers.repository,
    tokens: tokens.repository,
    digest: fakeDigest,
    passwords: fakePasswordHasher().hasher,
    mailer: mail.mailer,
    brandNames: staticBrandNames,
    clock: fixedClock(NOW),
    ids: sequenceIds(),
    commonPasswords: SPEC_COMMON_PASSWORDS,
    store: storeFor('WPX-PL'),
  });
  return { run, customers, tokens, mail };
};

describe('signUp', () => {
  it('creates an unconfirmed account with the hashed password and mails its confirmation link', async () => {
    const { run, customers, tokens, mail } = setUp();
    expect(await run(form(), SPEC_LINKS)).toEqual(ok(undefined));
    const created = customers.all().find((a) => a.email === 'nuria@example.com');
    expect(created).toMatchObject({
      passwordHash: 'hash:a long enough password',
      firstName: 'Nuria',
      lastName: 'Puig',
      locale: 'es',
      emailVerifiedAt: null,
    });
    const [token] = tokens.all();
    const sentToken = 'id2'.padEnd(48, 'x');
    expect(token).toEqual({
      digest: `digest:${sentToken}`,
      purpose: 'email-sign-in',
      email: 'nuria@example.com',
      expiresAt: Date.parse(NOW) + SIGN_UP_CONFIRMATION_TTL_MS,
      usedAt: null,
    });
    expect(mail.sent).toEqual([
      expect.objectContaining({
        to: 'nuria@example.com',
        subject: 'Confirma tu correo electrónico en Estampa',
        link: SPEC_LINKS.emailSignIn(sentToken, 'nuria@example.com'),
      }),
    ]);
  });

  it('answers the same for an address that has an account, mailing "you already have an account" instead', async () => {
    const { run, customers, tokens, mail } = setUp();
    expect((await run(form({ email: 'ANA@example.com' }), SPEC_LINKS)).isOk()).toBe(true);
    expect(customers.all()).toHaveLength(1);
    expect(customers.all()[0]?.passwordHash).toBe('hash:correct horse battery');
    expect(tokens.all()).toEqual([]);
    expect(mail.sent).toEqual([
      expect.objectContaining({
        to: 'ana@example.com',
        subject: 'Ya tienes una cuenta en Estampa',
        link: SPEC_LINKS.signInPage(),
      }),
    ]);
    expect(mail.sent[0]?.text).toContain(SPEC_LINKS.passwordResetPage());
  });

  it("writes its mails in the store's language when the visitor's page did not say which", async () => {
    const { run, mail } = setUp();
    await run(form({ locale: null }), SPEC_LINKS);
    await run(form({ email: 'ana@example.com', locale: null }), SPEC_LINKS);
    expect(mail.sent.map((m) => m.subject)).toEqual([
      'Potwierdź swój adres e-mail w Estampa',
      'Masz już konto w Estampa',
    ]);
    expect(mail.sent[0]?.text).toContain('Link działa jeden raz przez 24 godziny.');
  });

  it('treats losing a concurrent sign-up race for the same address as "already registered"', async () => {
    const racing = inMemoryCustomers();
    racing.repository.create = () => errAsync({ type: 'EmailTaken' });
    const { run, mail } = setUp(racing);
    expect((await run(form(), SPEC_LINKS)).isOk()).toBe(true);
    expect(mail.sent.map((m) => m.subject)).toEqual(['Ya tienes una cuenta en Estampa']);
  });

  it('passes a repository failure on, mailing nothing', async () => {
    const broken = inMemoryCustomers();
    broken.repository.create = () => errAsync({ type: 'RepositoryFailure', cause: 'down' });
    const { run, mail } = setUp(broken);
    expect(await run(form(), SPEC_LINKS)).toEqual(err({ type: 'RepositoryFailure', cause: 'down' }));
    expect(mail.sent).toEqual([]);
  });

  it('refuses every invalid field at once, creating and mailing nothing', async () => {
    const { run, customers, mail } = setUp();
    const outcome = await run(
      form({ email: 'not-an-email', password: 'short', firstName: ' ', lastName: 'R2D2' }),
      SPEC_LINKS,
    );
    expect(outcome._unsafeUnwrapErr()).toEqual({
      type: 'InvalidFields',
      problems: [
        { field: 'email', problem: 'Invalid' },
        { field: 'password', problem: 'Invalid' },
        { field: 'firstName', problem: 'Required' },
        { field: 'lastName', problem: 'Invalid' },
      ],
    });
    expect(customers.all()).toHaveLength(1);
    expect(mail.sent).toEqual([]);
  });

  it('refuses a common or breached password, creating and mailing nothing', async () => {
    const { run, customers, mail } = setUp();
    expect(await run(form({ password: '1234567890' }), SPEC_LINKS)).toEqual(
      err({ type: 'InvalidFields', problems: [{ field: 'password', problem: 'Common' }] }),
    );
    expect(customers.all()).toHaveLength(1);
    expect(mail.sent).toEqual([]);
  });
});
