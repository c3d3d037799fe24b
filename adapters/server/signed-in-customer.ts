import type { FastifyRequest } from 'fastify';
import type { Customer } from '../../core/domain/customers/customer.ts';

/** Who the auth session of this request says is signed in; null for a visitor without one. */
export type SignedInCustomer = (request: FastifyRequest) => Promise<Customer | null>;
