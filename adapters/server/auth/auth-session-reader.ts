import { getToken } from '@auth/core/jwt';
import type { FastifyRequest } from 'fastify';
import type { Customer, CustomerId } from '../../../core/domain/customers/customer.ts';
import { permissionsOf } from '../../../core/shop/accounts/customer-account.ts';
import type { CustomerRepository } from '../../../core/shop/accounts/customer-repository.port.ts';
import { usesSecureCookies } from './auth-origin.ts';

export type AuthSessionReader = {
  /** The customer id of a valid, unexpired Auth.js session cookie on the request; null otherwise. */
  readonly customerId: (request: FastifyRequest) => Promise<CustomerId | null>;
  /** The same customer with permissions as the database has them now; null when signed out or gone. */
  readonly customer: (request: FastifyRequest) => Promise<Customer | null>;
};

/** Reads the session server-side by decrypting Auth.js's cookie (never an Authorization header). */
export const authSessionReader = (deps: {
  readonly secret: string;
  readonly publicUrl: string;
  readonly customers: CustomerRepository;
}): AuthSessionReader => {
  const customerId = async (request: FastifyRequest): Promise<CustomerId | null> => {
    const cookie = request.headers.cookie;
    if (cookie === undefined) return null;
    const token = await getToken({
      req: { headers: { cookie } },
      secret: deps.secret,
      secureCookie: usesSecureCookies(deps.publicUrl),
      logger: { error: () => undefined, warn: () => undefined, debug: () => undefined },
    });
    return typeof token?.sub === 'string' ? (token.sub as CustomerId) : null;
  };
  return {
    customerId,
    customer: async (request) => {
      const id = await customerId(request);
      if (id === null) return null;
      const account = await deps.customers.byId(id);
      return account.isOk() && account.value !== null ? permissionsOf(account.value) : null;
    },
  };
};
