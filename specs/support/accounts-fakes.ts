import { errAsync, okAsync } from 'neverthrow';
import type { CustomerId } from '../../core/domain/customers/customer.ts';
import type { CustomerAccount } from '../../core/shop/accounts/customer-account.ts';
import type { CustomerRepository } from '../../core/shop/accounts/customer-repository.port.ts';
import type { AuthTokenRepository, IssuedAuthToken } from '../../core/shop/auth/auth-token-repository.port.ts';
import type { CommonPasswords } from '../../core/domain/customers/common-passwords.port.ts';
import type { PasswordHasher } from '../../core/shop/auth/password-hasher.port.ts';
import type { SessionRevocations } from '../../core/shop/auth/session-revocations.port.ts';
import type { TokenDigest } from '../../core/shop/auth/token-digest.port.ts';
import type { AuthLinks } from '../../core/shop/auth/auth-links.port.ts';
import type { Mailer, MailMessage } from '../../core/shop/mail/mailer.port.ts';

/** A customer account with every field set; override what the example is about. */
export const anAccount = (overrides: Partial<CustomerAccount> = {}): CustomerAccount => ({
  id: 'c-1' as CustomerId,
  email: 'ana@example.com',
  passwordHash: 'hash:correct horse battery',
  firstName: 'Ana',
  lastName: 'García',
  phone: null,
  accountType: 'customer',
  restrictions: [],
  invoicingEnabled: false,
  locale: 'es',
  emailVerifiedAt: Date.parse('2024-01-01T00:00:00Z'),
  customerType: 'PERSON',
  companyName: null,
  vatId: null,
  birthDate: null,
  ...overrides,
});

export const anAdministratorAccount = (overrides: Partial<CustomerAccount> = {}): CustomerAccount =>
  anAccount({ id: 'admin-1' as CustomerId, email: 'admin@example.com', accountType: 'foticos', ...overrides });

/** Customers kept in a Map, e-mails lower-cased as the real repository does. */
export const inMemoryCustomers = (accounts: readonly CustomerAccount[] = []) => {
  const byId = new Map(accounts.map((a) => [a.id as string, a]));
  const find = (email: string) => [...byId.values()].find((a) => a.email === email.toLowerCase()) ?? null;
  const change = (id: CustomerId, patch: Partial<CustomerAccount>) => {
    const current = byId.get(id);
    if (current === undefined) return null;
    const next = { ...current, ...patch };
    byId.set(id, next);
    return next;
  };
  const repository: CustomerRepository = {
    byId: (id) => okAsync(byId.get(id) ?? null),
    byEmail: (email) => okAsync(find(email)),
    create: (customer) => {
      if (find(customer.email) !== null) return errAsync({ type: 'EmailTaken' as const });
      const account: CustomerAccount = {
        ...customer,
        email: customer.email.toLowerCase(),
        phone: null,
        accountType: 'customer',
        restrictions: [],
        invoicingEnabled: false,
        customerType: 'PERSON',
        companyName: null,
        vatId: null,
        birthDate: null,
      };
      byId.set(account.id, account);
      return okAsync(account);
    },
    updateProfile: (id, changes) => okAsync(change(id, changes)),
    setPassword: (id, passwordHash, emailVerifiedAt) => {
      change(id, { passwordHash, emailVerifiedAt });
      return okAsync(undefined);
    },
    markEmailVerified: (id, at) => okAsync(change(id, { emailVerifiedAt: byId.get(id)?.emailVerifiedAt ?? at })),
  };
  return { repository, all: () => [...byId.values()] };
};

/** Tokens in a list: consumption marks them used, as the table does. */
export const inMemoryAuthTokens = () => {
  const tokens: (IssuedAuthToken & { usedAt: number | null })[] = [];
  const repository: AuthTokenRepository = {
    issue: (token) => {
      tokens.push({ ...token, email: token.email.toLowerCase(), usedAt: null });
      return okAsync(undefined);
    },
    consume: (digest, purpose, now) => {
      const token = tokens.find(
        (t) => t.digest === digest && t.purpose === purpose && t.usedAt === null && t.expiresAt > now,
      );
      if (token === undefined) return okAsync(null);
      token.usedAt = now;
      return okAsync({ email: token.email, expiresAt: token.expiresAt });
    },
    revokeAll: (email, purpose, now) => {
      for (const t of tokens) if (t.email === email && t.purpose === purpose && t.usedAt === null) t.usedAt = now;
      return okAsync(undefined);
    },
  };
  return { repository, all: () => tokens };
};

/** A transparent "hash" so examples can read what was stored; verify counts its calls (each costs work). */
export const fakePasswordHasher = () => {
  const verified: (string | null)[] = [];
  const hasher: PasswordHasher = {
    hash: (password) => okAsync(`hash:${password}`),
    verify: (password, stored) => {
      verified.push(stored);
      return okAsync(stored === `hash:${password}`);
    },
  };
  return { hasher, verified };
};

export const fakeDigest: TokenDigest = { digest: (token) => `digest:${token}` };

/** Every mail sent, in order. */
export const recordingMailer = () => {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: (message) => {
      sent.push(message);
      return okAsync(undefined);
    },
  };
  return { mailer, sent };
};

export const SPEC_LINKS: AuthLinks = {
  emailSignIn: (token, email) => `https://shop.test/api/auth/callback/email?token=${token}&email=${email}`,
  passwordReset: (token) => `https://shop.test/login/password-reset?token=${token}`,
  signInPage: () => 'https://shop.test/login',
  passwordResetPage: () => 'https://shop.test/login/password-reset',
};

/** Revocations in memory: signed-out session ids and, per customer, when every earlier session ended. */
export const inMemorySessionRevocations = () => {
  const signedOut = new Map<string, number>();
  const endedBefore = new Map<string, number>();
  const revocations: SessionRevocations = {
    isRevoked: (session) =>
      okAsync(
        signedOut.has(session.sessionId) || session.signedInAt < (endedBefore.get(session.customerId) ?? -Infinity),
      ),
    revoke: (sessionId, until) => {
      signedOut.set(sessionId, until);
      return okAsync(undefined);
    },
    revokeAllOf: (customerId, at) => {
      endedBefore.set(customerId, Math.max(at, endedBefore.get(customerId) ?? -Infinity));
      return okAsync(undefined);
    },
  };
  return { revocations };
};

/** A short list standing in for the common-password list: what the rules do with a listed password. */
export const SPEC_COMMON_PASSWORDS: CommonPasswords = {
  includes: (password) => ['password123', 'qwertyuiop', '1234567890'].includes(password.toLowerCase()),
};
