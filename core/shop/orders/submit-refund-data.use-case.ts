import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  provideRefundData,
  type InvalidRefundData,
  type UserRequiredAction,
  type UserRequiredActionDone,
} from '../../domain/orders/user-required-action.ts';
import type { RefundDataInput } from '../../domain/payments/refund-data.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import { maskIban } from './mask-iban.ts';
import { userRequiredActionNotFound, type OrderNotFound, type UserRequiredActionNotFound } from './order-errors.ts';
import type { OrderRepository } from './order-repository.port.ts';
import { findTrackedOrder } from './track-order.use-case.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { TrackingQuery } from '../../domain/shipments/tracking-query.ts';

/** The action closed, with the IBAN masked: the full number is never sent back. */
export type RefundDataAccepted = UserRequiredAction & {
  readonly refund: { readonly iban: string; readonly accountHolder: string };
};

export type SubmitRefundDataError =
  OrderNotFound | UserRequiredActionNotFound | UserRequiredActionDone | InvalidRefundData | RepositoryFailure;

/** PROVIDE_DATA_TO_REFUND: the IBAN and account holder a refund is sent to, reached with the tracking details. */
export const submitRefundData =
  (deps: { readonly orders: OrderRepository; readonly clock: Clock }) =>
  (
    query: TrackingQuery,
    actionPublicId: string,
    input: RefundDataInput,
  ): ResultAsync<RefundDataAccepted, SubmitRefundDataError> =>
    findTrackedOrder(deps)(query).andThen((record) => {
      const action = record.actions.find((candidate) => candidate.publicId === actionPublicId);
      if (action === undefined) return errAsync(userRequiredActionNotFound());
      return provideRefundData(action, input).asyncAndThen(({ action: done, refund }) =>
        deps.orders
          .completeRefundAction(record.publicId, done.publicId, refund, deps.clock.now())
          .andThen((completed) =>
            completed
              ? okAsync({ ...done, refund: { iban: maskIban(refund.iban), accountHolder: refund.accountHolder } })
              : errAsync<RefundDataAccepted, UserRequiredActionDone>({ type: 'UserRequiredActionDone' }),
          ),
      );
    });
