import type { Container } from 'inversify';
import { checkoutUseCases } from '../core/storefront/checkout/checkout-steps.use-cases.ts';
import { orderUseCases } from '../core/storefront/orders/order-pages.use-cases.ts';
import { TOKENS } from './tokens.ts';

/** The checkout's and the order pages' use cases over the container's gateways, built at once (the server's way; the browser loads them lazily). */
export const bindOrderingUseCases = (container: Container) => {
  container.bind(TOKENS.checkoutUseCases).toResolvedValue(checkoutUseCases, [TOKENS.checkoutGateway]);
  container.bind(TOKENS.orderUseCases).toResolvedValue(orderUseCases, [TOKENS.orderGateway]);
};
