import { getToken } from '@auth/core/jwt';
import type { FastifyRequest } from 'fastify';
import type { Customer, CustomerId } from '../../../core/domain/customers/customer.ts';
import { permissionsOf } from '../../../core/shop/accounts/customer-account.ts';
import type { CustomerRepository } from '../../../core/shop/accounts/customer-repository.port.ts';
import { readAuthSession } from '../../../core/shop/auth/auth-session.use-cases.ts';
import type { SessionRevocations } from '../../../core/shop/auth/session-revocations.port.ts';
import { authSessionOf } from './auth-session-claims.ts';
import { usesSecureCookies } from './auth-origin.ts';

export type AuthSessionReader = {
  /** The customer id of a live Auth.js session on the request; null otherwise. */
  readonly customerId: (request: FastifyRequest) => Promise<CustomerId | null>;
  /** The customer of a live Auth.js session on the request, with permissions as the database has them now. */
  readonly customer: (request: FastifyRequest) => Promise<Customer | null>;
};

/**
 * Reads the session server-side by decrypting Auth.js's cookie (never an Authorization header); a session
 * that was signed out or ended by a password reset reads as signed out.
 */
export const authSessionReader = (deps: {
  readonly secret: string;
  readonly publicUrl: string;
  readonly customers: CustomerRepository;
  readonly revocations: SessionRevocations;
}): AuthSessionReader => {
  const read = readAuthSession(deps);
  const customer = async (request: FastifyRequest): Promise<Customer | null> => {
    const cookie = request.headers.cookie;
    if (cookie === undefined) return null;
    const token = await getToken({
      req: { headers: { cookie } },
      secret: deps.secret,
      secureCookie: usesSecureCookies(deps.publicUrl),
      logger: { error: () => undefined, warn: () => undefined, debug: () => undefined },
    });
    const account = await read(authSessionOf(token));
    return account.isOk() && account.value !== null ? permissionsOf(account.value) : null;
  };
  return { customer, customerId: async (request) => (await customer(request))?.id ?? null };
};
