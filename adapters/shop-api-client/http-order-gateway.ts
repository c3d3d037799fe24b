import type * as t from 'io-ts';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { OrderGateway } from '../../core/storefront/orders/order-gateway.port.ts';

import {
  ORDER_PATHS,
  OrderSummaryCodec,
  OrderTrackingCodec,
  RefundDataAcceptedCodec,
} from '../shop-api-contract/orders.codec.ts';
import {
  PaymentStatusData,
  paymentStatusPath,
  RetriedPaymentData,
  retryPaymentPath,
} from '../shop-api-contract/payments.codec.ts';
import { fieldProblemsFromWire } from '../shop-api-contract/form-field-names.ts';
import { REFUND_DATA_FORM_FIELDS } from '../shop-api-contract/orders.codec.ts';
import { RETRY_PAYMENT_FORM_FIELDS } from '../shop-api-contract/payments.codec.ts';
import type { ShopApiCall, ShopApiClient } from './shop-api-client.ts';
import type { ShopUnavailable } from '../../core/storefront/shop-unavailable.ts';
import { pageDataNotFound, type PageDataNotFound } from '../../core/storefront/navigation/page-errors.ts';

const withId = (path: string, values: Readonly<Record<string, string>>) =>
  Object.entries(values).reduce((built, [name, value]) => built.replace(`:${name}`, encodeURIComponent(value)), path);

/** Orders over the Shop API, for the browser; a missing order, or another session's, is its 404 (4004). */
export const httpOrderGateway = (shopApi: ShopApiClient): OrderGateway => {
  const read = <A>(
    call: ShopApiCall,
    codec: t.Type<A, unknown, unknown>,
  ): ResultAsync<A, ShopUnavailable | PageDataNotFound> =>
    shopApi
      .find(call, codec)
      .mapErr((): ShopUnavailable | PageDataNotFound => apiRequestFailed(call.path))
      .andThen((found) => (found === null ? errAsync(pageDataNotFound()) : okAsync(found)));
  return {
    orderSummary: (publicId) =>
      read({ method: 'GET', path: withId(ORDER_PATHS.summary, { public_id: publicId }) }, OrderSummaryCodec),
    paymentStatus: (publicId) =>
      read({ method: 'GET', path: paymentStatusPath(publicId) }, PaymentStatusData).map((payment) => ({
        method: payment.method,
        kind: payment.kind,
        status: payment.status,
        canRetry: payment.canRetry,
        retryMethods: payment.retryMethods,
      })),
    retryPayment: (publicId, method, idempotencyKey) => {
      const path = retryPaymentPath(publicId);
      return shopApi
        .call(
          { method: 'POST', path, params: method === null ? {} : { payment_method: method }, idempotencyKey },
          RetriedPaymentData,
        )
        .mapErr(() => apiRequestFailed(path))
        .andThen((answer) =>
          answer.kind === 'data'
            ? okAsync(answer.data.next)
            : errAsync({
                type: 'PaymentRetryRejected' as const,
                fields: fieldProblemsFromWire(answer.fields, RETRY_PAYMENT_FORM_FIELDS),
              }),
        );
    },
    trackOrder: (query) =>
      read(
        {
          method: 'GET',
          path: ORDER_PATHS.tracking,
          params: {
            public_id: query.publicId,
            shipment_postal_code: query.postalCode,
            shipment_country: query.country,
          },
        },
        OrderTrackingCodec,
      ),
    submitRefundData: (query, actionId, data) => {
      const path = withId(ORDER_PATHS.refundAction, { public_id: query.publicId, action_public_id: actionId });
      return shopApi
        .call(
          {
            method: 'POST',
            path,
            params: {
              shipment_postal_code: query.postalCode,
              shipment_country: query.country,
              iban: data.iban,
              account_holder: data.accountHolder,
            },
          },
          RefundDataAcceptedCodec,
        )
        .mapErr(() => apiRequestFailed(path))
        .andThen((answer) =>
          answer.kind === 'data'
            ? okAsync(undefined)
            : errAsync({
                type: 'RefundDataRejected' as const,
                fields: fieldProblemsFromWire(answer.fields, REFUND_DATA_FORM_FIELDS),
              }),
        );
    },
  };
};
