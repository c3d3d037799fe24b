import type { FastifyRequest } from 'fastify';
import type { Shopper } from '../../../core/shop/carts/cart.ts';
import { shopperOf } from '../../../core/shop/carts/shopper-of.ts';
import type { SignedInCustomer } from '../signed-in-customer.ts';

export type ShopperOf = (request: FastifyRequest) => Promise<Shopper>;

/** The request's session, and its customer when the auth session says one is signed in (never what the body claims). */
export const shopperOfRequest =
  (signedInCustomer: SignedInCustomer): ShopperOf =>
  async (request) =>
    shopperOf(request.extSessionId, await signedInCustomer(request));
