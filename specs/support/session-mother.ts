import type { ConsentVersion } from '../../core/domain/consent/consent.ts';
import type { Customer, CustomerId } from '../../core/domain/customers/customer.ts';
import { newSession, type Session } from '../../core/domain/session/session.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';

export const aSessionId = (id = 'abcdefghijklmnop0123'): SessionId => id as SessionId;

export const aCustomer = (overrides: Partial<Customer> = {}): Customer => ({
  id: 'cus-1' as CustomerId,
  accountType: 'customer',
  restrictions: [],
  invoicingEnabled: false,
  ...overrides,
});

/** A first-visit session, with any fields overridden. */
export const aSession = (overrides: Partial<Session> = {}): Session => ({ ...newSession(aSessionId()), ...overrides });

/** A session whose visitor answered consent text `version` accepting everything. */
export const aConsentedSession = (version = 1): Session =>
  aSession({
    isConsentGiven: true,
    isAdsAccepted: true,
    isAnalyticsAccepted: true,
    consentVersion: version as ConsentVersion,
  });
