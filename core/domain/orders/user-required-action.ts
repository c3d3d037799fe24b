import { err, type Result } from 'neverthrow';
import {
  validateRefundData,
  type RefundData,
  type RefundDataErrors,
  type RefundDataInput,
} from '../payments/refund-data.ts';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import type { OrderState } from './order-state.ts';
import { ORDER_STATUS } from './order-status.ts';

export const USER_REQUIRED_ACTION_TYPES = ['PROVIDE_DATA_TO_REFUND'] as const;

export type UserRequiredActionType = (typeof USER_REQUIRED_ACTION_TYPES)[number];

/** Something the shop cannot do without the customer, reached from the tracking page by its public id. */
export type UserRequiredAction = {
  readonly publicId: string;
  readonly type: UserRequiredActionType;
  readonly status: 'PENDING' | 'DONE';
};

/** GATEWAY: the payment provider returns the money to the card or wallet by itself. */
export type RefundRoute = 'NONE' | 'GATEWAY' | 'BANK_TRANSFER';

/** A canceled order that was paid is owed its money; only online payments can be sent back without bank details. */
export const refundRouteFor = (order: OrderState): RefundRoute => {
  if (order.status !== ORDER_STATUS.CANCELED || order.payment.status !== 'PAID') return 'NONE';
  return order.payment.kind === 'ONLINE_PREPAID' ? 'GATEWAY' : 'BANK_TRANSFER';
};

/** PROVIDE_DATA_TO_REFUND is raised when a refund must be sent by bank transfer. */
export const requiredActionsFor = (order: OrderState): readonly UserRequiredActionType[] =>
  refundRouteFor(order) === 'BANK_TRANSFER' ? ['PROVIDE_DATA_TO_REFUND'] : [];

export const raiseUserRequiredAction = (type: UserRequiredActionType, ids: IdGenerator): UserRequiredAction => ({
  publicId: ids.uuid(),
  type,
  status: 'PENDING',
});

export type UserRequiredActionDone = { readonly type: 'UserRequiredActionDone' };

export type InvalidRefundData = { readonly type: 'InvalidRefundData'; readonly fields: RefundDataErrors };

export type RefundDataProvided = { readonly action: UserRequiredAction; readonly refund: RefundData };

/** The customer's IBAN and account holder close the action; an action is done once. */
export const provideRefundData = (
  action: UserRequiredAction,
  input: RefundDataInput,
): Result<RefundDataProvided, UserRequiredActionDone | InvalidRefundData> => {
  if (action.status === 'DONE') return err({ type: 'UserRequiredActionDone' });
  return validateRefundData(input)
    .mapErr((fields): InvalidRefundData => ({ type: 'InvalidRefundData', fields }))
    .map((refund) => ({ action: { ...action, status: 'DONE' as const }, refund }));
};
