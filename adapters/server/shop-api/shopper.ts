import type { FastifyRequest } from 'fastify';
import type { Shopper } from '../../../core/shop/carts/cart.ts';
import type { SignedInCustomer } from '../signed-in-customer.ts';

export type ShopperOf = (request: FastifyRequest) => Promise<Shopper>;

/** The request's session, and its customer when the auth session says one is signed in (never what the body claims). */
export const shopperOf =
  (signedInCustomer: SignedInCustomer): ShopperOf =>
  async (request) => {
    const customer = await signedInCustomer(request);
    return {
      owner: { sessionId: request.extSessionId, customerId: customer?.id ?? null },
      hasBillingAccount: customer?.invoicingEnabled ?? false,
    };
  };
