import { storeFor } from '../../../../core/domain/site/stores.ts';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_TTL_MS } from '../../../../core/shop/auth/auth-token-issuer.ts';
import { requestPasswordReset } from '../../../../core/shop/auth/request-password-reset.use-case.ts';
import { resetPassword } from '../../../../core/shop/auth/reset-password.use-case.ts';
import type { CustomerId } from '../../../../core/domain/customers/customer.ts';
import type { Clock } from '../../../../core/domain/shared/clock.port.ts';
import {
  anAccount,
  fakeDigest,
  fakePasswordHasher,
  inMemoryAuthTokens,
  inMemoryCustomers,
  inMemorySessionRevocations,
  recordingMailer,
  SPEC_COMMON_PASSWORDS,
  SPEC_LINKS,
} from '../../../support/accounts-fakes.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';
import { staticBrandNames } from '../../../support/brand-names.ts';

const START = Date.parse('2025-03-01T12:00:00Z');

/** A clock the example moves forward. */
const movableClock = () => {
  let now = START;
  const clock: Clock = { now: () => now };
  return { clock, advance: (ms: number) => (now += ms) };
};

const setUp = (accounts = [anAccount()]) => {
  const customers = inMemoryCustomers(accounts);
  const tokens = inMemoryAuthTokens();
  const mail = recordingMailer();
  const time = movableClock();
  const revocations = inMemorySessionRevocations();
  const common = { customers: customers.repository, tokens: tokens.repository, digest: fakeDigest, clock: time.clock };
  return {
    request: requestPasswordReset({
      ...common,
      mailer: mail.mailer,
      ids: sequenceIds(),
      store: storeFor('WPX-DK'),
      brandNames: staticBrandNames,
    }),
    reset: resetPassword({
      ...common,
      passwords: fakePasswordHasher().hasher,
      revocations: revocations.revocations,
      commonPasswords: SPEC_COMMON_PASSWORDS,
    }),
    customers,
    tokens,
    mail,
    time,
    revocations,
  };
};

const tokenOf = (link: string | undefined) => new URL(link ?? '').searchParams.get('token') ?? '';

describe('requestPasswordReset', () => {
  it('mails a single-use link for 30 minutes, storing only its digest', async () => {
    const { request, tokens, mail } = setUp();
    expect(await request({ email: ' ANA@example.com', locale: 'en' }, SPEC_LINKS)).toEqual(ok(undefined));
    const token = tokenOf(mail.sent[0]?.link);
    expect(token).toHaveLength(48);
    expect(mail.sent[0]).toMatchObject({ to: 'ana@example.com', subject: 'Choose a new Estampa password' });
    expect(tokens.all()).toEqual([
      {
        digest: `digest:${token}`,
        purpose: 'password-reset',
        email: 'ana@example.com',
        expiresAt: START + PASSWORD_RESET_TTL_MS,
        usedAt: null,
      },
    ]);
  });

  it('answers the same for an unknown address, mailing that there is no account', async () => {
    const { request, tokens, mail } = setUp();
    expect(await request({ email: 'nobody@example.com', locale: null }, SPEC_LINKS)).toEqual(ok(undefined));
    expect(tokens.all()).toEqual([]);
    expect(mail.sent).toEqual([
      expect.objectContaining({
        to: 'nobody@example.com',
        subject: 'Nulstilling af adgangskode hos Estampa',
        link: SPEC_LINKS.signInPage(),
      }),
    ]);
  });

  it('refuses a malformed address as a field error', async () => {
    const { request, mail } = setUp();
    expect(await request({ email: 'ana@', locale: null }, SPEC_LINKS)).toEqual(
      err({ type: 'InvalidFields', problems: [{ field: 'email', problem: 'Invalid' }] }),
    );
    expect(mail.sent).toEqual([]);
  });
});

describe('resetPassword', () => {
  const requested = async (setup: ReturnType<typeof setUp>) => {
    await setup.request({ email: 'ana@example.com', locale: null }, SPEC_LINKS);
    return tokenOf(setup.mail.sent.at(-1)?.link);
  };

  it('sets the new password once per link; the second use is ResetLinkInvalid', async () => {
    const setup = setUp();
    const token = await requested(setup);
    expect(await setup.reset({ token, password: 'a brand new password' })).toEqual(ok(undefined));
    expect(setup.customers.all()[0]?.passwordHash).toBe('hash:a brand new password');
    expect(await setup.reset({ token, password: 'another new password' })).toEqual(err({ type: 'ResetLinkInvalid' }));
    expect(setup.customers.all()[0]?.passwordHash).toBe('hash:a brand new password');
  });

  it('ends every session signed in before the reset; a sign-in after it stays live', async () => {
    const setup = setUp();
    const before = { sessionId: 'before', customerId: 'c-1' as CustomerId, signedInAt: START - 1 };
    const token = await requested(setup);
    await setup.reset({ token, password: 'a brand new password' });
    expect(await setup.revocations.revocations.isRevoked(before)).toEqual(ok(true));
    const after = { ...before, sessionId: 'after', signedInAt: START + 1 };
    expect(await setup.revocations.revocations.isRevoked(after)).toEqual(ok(false));
  });

  it('refuses a common password as a field problem and keeps the link usable', async () => {
    const setup = setUp();
    const token = await requested(setup);
    expect(await setup.reset({ token, password: 'Password123' })).toEqual(
      err({ type: 'InvalidFields', problems: [{ field: 'password', problem: 'Common' }] }),
    );
    expect(await setup.reset({ token, password: 'a brand new password' })).toEqual(ok(undefined));
  });

  it('refuses a link past its 30 minutes', async () => {
    const setup = setUp();
    const token = await requested(setup);
    setup.time.advance(PASSWORD_RESET_TTL_MS);
    expect(await setup.reset({ token, password: 'a brand new password' })).toEqual(err({ type: 'ResetLinkInvalid' }));
  });

  it('refuses a token never issued', async () => {
    const setup = setUp();
    expect(await setup.reset({ token: 'made-up', password: 'a brand new password' })).toEqual(
      err({ type: 'ResetLinkInvalid' }),
    );
  });

  it('checks the new password first, so a too-short one does not use up the link', async () => {
    const setup = setUp();
    const token = await requested(setup);
    expect(await setup.reset({ token, password: 'short' })).toEqual(
      err({ type: 'InvalidFields', problems: [{ field: 'password', problem: 'Invalid' }] }),
    );
    expect(await setup.reset({ token, password: 'long enough now' })).toEqual(ok(undefined));
  });

  it('kills the other outstanding reset links of the account', async () => {
    const setup = setUp();
    const first = await requested(setup);
    const second = await requested(setup);
    expect(await setup.reset({ token: second, password: 'a brand new password' })).toEqual(ok(undefined));
    expect(await setup.reset({ token: first, password: 'yet another password' })).toEqual(
      err({ type: 'ResetLinkInvalid' }),
    );
  });

  it('proves the address of an unconfirmed account, and keeps the first proof of a confirmed one', async () => {
    const unconfirmed = setUp([anAccount({ emailVerifiedAt: null })]);
    await unconfirmed.reset({ token: await requested(unconfirmed), password: 'a brand new password' });
    expect(unconfirmed.customers.all()[0]?.emailVerifiedAt).toBe(START);
    const confirmed = setUp();
    await confirmed.reset({ token: await requested(confirmed), password: 'a brand new password' });
    expect(confirmed.customers.all()[0]?.emailVerifiedAt).toBe(anAccount().emailVerifiedAt);
  });

  it('refuses the link of an account deleted since', async () => {
    const setup = setUp();
    const token = await requested(setup);
    setup.customers.repository.byEmail = () => setup.customers.repository.byId('gone' as never);
    expect(await setup.reset({ token, password: 'a brand new password' })).toEqual(err({ type: 'ResetLinkInvalid' }));
  });
});
