import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { ShopApiOutcome } from '../shop-api-contract/shop-api-envelope.ts';
import type { CartChangeError, CartGateway } from '../../core/storefront/carts/cart-gateway.port.ts';
import type { ShownCart } from '../../core/storefront/carts/shown-cart.ts';
import { CART_FORM_FIELDS, CART_PATHS, CartViewCodec } from '../shop-api-contract/carts.codec.ts';
import { fieldProblemsFromWire } from '../shop-api-contract/form-field-names.ts';
import type { ShopApiCall, ShopApiCallError, ShopApiClient } from './shop-api-client.ts';
import type { ShopUnavailable } from '../../core/storefront/shop-unavailable.ts';

const unavailable = (path: string) => (): ShopUnavailable => apiRequestFailed(path);

/** A 5004 answer is the shop refusing the change: its field errors go back to the form. */
const asChange = (path: string, outcome: ResultAsync<ShopApiOutcome<ShownCart>, ShopApiCallError>) =>
  outcome.mapErr(unavailable(path)).andThen((answer): ResultAsync<ShownCart, CartChangeError> =>
    answer.kind === 'data'
      ? okAsync(answer.data)
      : errAsync({
          type: 'CartChangeRejected',
          fields: fieldProblemsFromWire(answer.fields, CART_FORM_FIELDS),
        }),
  );

const linePath = (lineId: string) => CART_PATHS.line.replace(':line_id', encodeURIComponent(lineId));

/** The session's cart over the Shop API, for the browser. */
export const httpCartGateway = (shopApi: ShopApiClient): CartGateway => {
  const change = (call: ShopApiCall) => asChange(call.path, shopApi.call(call, CartViewCodec));
  return {
    viewCart: () =>
      shopApi
        .call({ method: 'GET', path: CART_PATHS.cart }, CartViewCodec)
        .mapErr(unavailable(CART_PATHS.cart))
        .andThen((answer) =>
          answer.kind === 'data' ? okAsync(answer.data) : errAsync(apiRequestFailed(CART_PATHS.cart)),
        ),
    addLine: (line, idempotencyKey) =>
      change({
        method: 'POST',
        path: CART_PATHS.lines,
        params: { article_id: line.articleId, design_id: line.designId ?? '', quantity: line.quantity },
        idempotencyKey,
      }),
    changeQuantity: (lineId, quantity) => change({ method: 'PATCH', path: linePath(lineId), params: { quantity } }),
    removeLine: (lineId) => change({ method: 'DELETE', path: linePath(lineId) }),
    applyPromotion: (code) => change({ method: 'PUT', path: CART_PATHS.promotion, params: { code } }),
    removePromotion: () => change({ method: 'DELETE', path: CART_PATHS.promotion }),
  };
};
