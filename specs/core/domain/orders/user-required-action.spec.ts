import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS as S } from '../../../../core/domain/orders/order-status.ts';
import { transitionOrder } from '../../../../core/domain/orders/order-transitions.ts';
import {
  provideRefundData,
  raiseUserRequiredAction,
  refundRouteFor,
  requiredActionsFor,
  USER_REQUIRED_ACTION_TYPES,
} from '../../../../core/domain/orders/user-required-action.ts';
import { anOrder } from '../../../support/orders-mother.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const canceled = (kind: 'ONLINE_PREPAID' | 'TRANSFER' | 'BANK_RECEIPT', status: 'PAID' | 'CANCELED') =>
  anOrder({ status: S.CANCELED, commercialStatus: 100, payment: { kind, status } });

describe('user-required action types (spec section 3)', () => {
  it('are PROVIDE_DATA_TO_REFUND', () => {
    expect(USER_REQUIRED_ACTION_TYPES).toEqual(['PROVIDE_DATA_TO_REFUND']);
  });
});

describe('refundRouteFor and requiredActionsFor', () => {
  it('owes nothing to an order that is not canceled, or was never paid', () => {
    expect(refundRouteFor(anOrder())).toBe('NONE');
    expect(refundRouteFor(canceled('TRANSFER', 'CANCELED'))).toBe('NONE');
    expect(requiredActionsFor(anOrder())).toEqual([]);
  });

  it('refunds a canceled online payment through the payment provider, asking nothing', () => {
    expect(refundRouteFor(canceled('ONLINE_PREPAID', 'PAID'))).toBe('GATEWAY');
    expect(requiredActionsFor(canceled('ONLINE_PREPAID', 'PAID'))).toEqual([]);
  });

  it('asks for bank details to refund a canceled order paid by transfer or bank receipt', () => {
    expect(refundRouteFor(canceled('TRANSFER', 'PAID'))).toBe('BANK_TRANSFER');
    expect(requiredActionsFor(canceled('TRANSFER', 'PAID'))).toEqual(['PROVIDE_DATA_TO_REFUND']);
    expect(requiredActionsFor(canceled('BANK_RECEIPT', 'PAID'))).toEqual(['PROVIDE_DATA_TO_REFUND']);
  });

  it('is raised when an order paid by transfer is canceled', () => {
    const order = anOrder({ status: S.NOT_DELIVERED, payment: { kind: 'TRANSFER', status: 'PAID' } });
    expect(transitionOrder(order, S.CANCELED).map(requiredActionsFor)).toEqual(ok(['PROVIDE_DATA_TO_REFUND']));
  });
});

describe('raiseUserRequiredAction and provideRefundData', () => {
  const action = raiseUserRequiredAction('PROVIDE_DATA_TO_REFUND', sequenceIds());
  const valid = { iban: 'PT50 0002 0123 1234 5678 9015 4', accountHolder: 'João Silva' };

  it('raises a pending action with a public id for its tracking link', () => {
    expect(action).toEqual({
      publicId: '00000000-0000-4000-8000-000000000001',
      type: 'PROVIDE_DATA_TO_REFUND',
      status: 'PENDING',
    });
  });

  it('is done once the customer gives a valid IBAN and account holder', () => {
    expect(provideRefundData(action, valid)).toEqual(
      ok({
        action: { ...action, status: 'DONE' },
        refund: { iban: 'PT50000201231234567890154', accountHolder: 'João Silva' },
      }),
    );
  });

  it('reports every invalid field', () => {
    expect(provideRefundData(action, { iban: 'PT50 0002', accountHolder: ' ' })).toEqual(
      err({
        type: 'InvalidRefundData',
        fields: { iban: { type: 'InvalidIban' }, accountHolder: { type: 'Required' } },
      }),
    );
  });

  it('refuses data for an action already done', () => {
    expect(provideRefundData({ ...action, status: 'DONE' }, valid)).toEqual(err({ type: 'UserRequiredActionDone' }));
  });
});
