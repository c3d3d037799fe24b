import type { Container } from 'inversify';
import { checkoutUseCases } from '../core/storefront/checkout/checkout-steps.use-cases.ts';
import { orderUseCases } from '../core/storefront/orders/order-pages.use-cases.ts';
import { TOKENS } from './tokens.ts';
import { newIdempotencyKey } from './idempotency-keys.ts';
import type { OrderGateway } from '../core/storefront/orders/order-gateway.port.ts';

/** The checkout's and the order pages' use cases over the container's gateways, built at once (the server's way; the browser loads them lazily). */
export const bindOrderingUseCases = (container: Container) => {
  container
    .bind(TOKENS.checkoutUseCases)
    .toResolvedValue(checkoutUseCases, [TOKENS.checkoutGateway, TOKENS.cartChangeNotices]);
  container
    .bind(TOKENS.orderUseCases)
    .toResolvedValue((gateway: OrderGateway) => orderUseCases(gateway, newIdempotencyKey), [TOKENS.orderGateway]);
};
