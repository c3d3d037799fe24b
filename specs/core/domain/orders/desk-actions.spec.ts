import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requireAdministrator } from '../../../../core/domain/customers/administrator.ts';
import { backOfficeSectionsOf } from '../../../../core/domain/customers/accounts-permissions.ts';
import { ORDER_STATUS, ORDER_STATUSES } from '../../../../core/domain/orders/order-status.ts';
import { canTransitionOrder, transitionOrder } from '../../../../core/domain/orders/order-transitions.ts';
import { refundedOrderState } from '../../../../core/domain/orders/order-refund.ts';
import { PAYMENT_KINDS } from '../../../../core/domain/payments/payment-kind.ts';
import { PAYMENT_STATUSES } from '../../../../core/domain/payments/payment-status.ts';
import { allowedDeskActions, describeDeskAction } from '../../../../core/domain/orders/desk-actions.ts';
import { aCustomer, anAdministrator } from '../../../support/customers.ts';
import { anOrder } from '../../../support/orders-mother.ts';

const atTheDoor = (
  states: readonly ('PROCESSING' | 'ON_ROUTE' | 'ON_DELIVERY' | 'DELIVERED')[],
  trackingNumber: string | null = null,
) => ({
  method: 'ADDRESS' as const,
  carrier: null,
  trackingNumber,
  events: states.map((state, index) => ({ state, note: null, at: index })),
});

describe('requireAdministrator', () => {
  it('lets the administrator through and refuses a customer and a visitor alike', () => {
    expect(requireAdministrator(anAdministrator()).isOk()).toBe(true);
    expect(requireAdministrator(aCustomer())._unsafeUnwrapErr()).toEqual({ type: 'AdministratorOnly' });
    expect(requireAdministrator(null)._unsafeUnwrapErr()).toEqual({ type: 'AdministratorOnly' });
  });

  it('lists the back office apart for the administrator alone', () => {
    expect(backOfficeSectionsOf(aCustomer())).toEqual([]);
    expect(backOfficeSectionsOf(null)).toEqual([]);
    expect(backOfficeSectionsOf(anAdministrator())).toEqual([
      'accounts-orders',
      'accounts-tickets',
      'accounts-commissions',
      'accounts-config',
      'accounts-designs-admin',
    ]);
  });
});

describe('allowedDeskActions', () => {
  it('offers a refund for a paid online order still cancellable or cancelled, until it is refunded', () => {
    const paid = anOrder({ payment: { kind: 'ONLINE_PREPAID', status: 'PAID' } });
    expect(allowedDeskActions({ state: paid, shipment: null, refundedAt: null })).toContainEqual({ kind: 'refund' });
    const cancelled = { ...paid, status: ORDER_STATUS.CANCELED };
    expect(allowedDeskActions({ state: cancelled, shipment: null, refundedAt: null })).toEqual([{ kind: 'refund' }]);
    expect(allowedDeskActions({ state: cancelled, shipment: null, refundedAt: 1 })).toEqual([]);
    expect(describeDeskAction({ kind: 'refund' })).toEqual({ action: 'refund', detail: '' });
  });

  it('offers a received transfer order its payment, a hold, an error, an incidence and a cancel, not production', () => {
    const actions = allowedDeskActions({
      state: anOrder({ payment: { kind: 'TRANSFER', status: 'PENDING' } }),
      shipment: atTheDoor(['PROCESSING']),
      refundedAt: null,
    });
    expect(actions).toEqual([
      { kind: 'advance-order', to: ORDER_STATUS.KEPT_FOR_NON_PAYMENT },
      { kind: 'advance-order', to: ORDER_STATUS.ERRORS },
      { kind: 'advance-shipment', to: 'INCIDENCE' },
      { kind: 'confirm-payment' },
      { kind: 'cancel' },
    ]);
  });

  it('never offers a paid order the hold for non-payment', () => {
    const actions = allowedDeskActions({ state: anOrder(), shipment: atTheDoor(['PROCESSING']), refundedAt: null });
    expect(actions).not.toContainEqual({ kind: 'advance-order', to: ORDER_STATUS.KEPT_FOR_NON_PAYMENT });
    expect(actions).toContainEqual({ kind: 'advance-order', to: ORDER_STATUS.IN_PRODUCTION });
  });

  it('offers a packed order shipping (with its number), never a bare move to shipped or on route', () => {
    const packed = anOrder({ status: ORDER_STATUS.PACKED });
    const actions = allowedDeskActions({ state: packed, shipment: atTheDoor(['PROCESSING']), refundedAt: null });
    expect(actions).toEqual([
      { kind: 'advance-order', to: ORDER_STATUS.IN_PICKUP_POINT },
      { kind: 'advance-order', to: ORDER_STATUS.NOT_SHIPPED },
      { kind: 'advance-order', to: ORDER_STATUS.ERRORS },
      { kind: 'ship' },
      { kind: 'advance-shipment', to: 'INCIDENCE' },
    ]);
    expect(allowedDeskActions({ state: packed, shipment: null, refundedAt: null })).not.toContainEqual({
      kind: 'ship',
    });
    const atFactory = { method: 'FACTORY_PICKUP' as const, trackingNumber: null, events: [] };
    expect(allowedDeskActions({ state: packed, shipment: atFactory, refundedAt: null })).not.toContainEqual({
      kind: 'ship',
    });
  });

  it('offers a shipped parcel its next step once it has a number', () => {
    const shipped = anOrder({ status: ORDER_STATUS.SHIPPED });
    const actions = allowedDeskActions({
      state: shipped,
      shipment: atTheDoor(['PROCESSING', 'ON_ROUTE'], '12345678'),
      refundedAt: null,
    });
    expect(actions).toEqual([
      { kind: 'advance-order', to: ORDER_STATUS.IN_PICKUP_POINT },
      { kind: 'advance-order', to: ORDER_STATUS.DELIVERED },
      { kind: 'advance-order', to: ORDER_STATUS.NOT_DELIVERED },
      { kind: 'advance-shipment', to: 'ON_DELIVERY' },
      { kind: 'advance-shipment', to: 'INCIDENCE' },
    ]);
  });

  it('offers production once paid, and nothing for a delivered order whose parcel arrived', () => {
    const paid = allowedDeskActions({
      state: anOrder({ payment: { kind: 'TRANSFER', status: 'PAID' } }),
      shipment: null,
      refundedAt: null,
    });
    expect(paid).toContainEqual({ kind: 'advance-order', to: ORDER_STATUS.IN_PRODUCTION });
    expect(paid).not.toContainEqual({ kind: 'confirm-payment' });
    const delivered = anOrder({ status: ORDER_STATUS.DELIVERED, payment: { kind: 'ONLINE_PREPAID', status: 'PAID' } });
    expect(
      allowedDeskActions({
        state: delivered,
        shipment: atTheDoor(['PROCESSING', 'ON_ROUTE', 'ON_DELIVERY', 'DELIVERED']),
        refundedAt: null,
      }),
    ).toEqual([]);
  });

  it('never offers a move the order, payment and shipment rules would refuse', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...PAYMENT_KINDS),
        fc.constantFrom(...PAYMENT_STATUSES),
        fc.constantFrom(null, atTheDoor(['PROCESSING']), atTheDoor(['PROCESSING', 'ON_ROUTE'], '12345678')),
        (status, kind, paymentStatus, shipment) => {
          const state = anOrder({ status, payment: { kind, status: paymentStatus } });
          for (const action of allowedDeskActions({ state, shipment, refundedAt: null })) {
            if (action.kind === 'advance-order') {
              expect(transitionOrder(state, action.to).isOk()).toBe(true);
              expect(action.to).not.toBe(ORDER_STATUS.SHIPPED);
            }
            if (action.kind === 'ship') expect(transitionOrder(state, ORDER_STATUS.SHIPPED).isOk()).toBe(true);
            if (action.kind === 'advance-shipment' && action.to === 'ON_ROUTE')
              expect(shipment?.trackingNumber).not.toBeNull();
            if (action.kind === 'cancel') expect(canTransitionOrder(status, ORDER_STATUS.CANCELED)).toBe(true);
            if (action.kind === 'refund') expect(refundedOrderState(state).isOk()).toBe(true);
            if (action.kind === 'confirm-payment')
              expect([kind, paymentStatus]).toEqual([expect.not.stringMatching(/^ONLINE/), 'PENDING']);
          }
        },
      ),
    );
  });
});

describe('describeDeskAction', () => {
  it('writes a move with its target and the others alone', () => {
    expect(describeDeskAction({ kind: 'advance-order', to: ORDER_STATUS.PACKED })).toEqual({
      action: 'advance-order',
      detail: '8',
    });
    expect(describeDeskAction({ kind: 'advance-shipment', to: 'ON_ROUTE' })).toEqual({
      action: 'advance-shipment',
      detail: 'ON_ROUTE',
    });
    expect(describeDeskAction({ kind: 'ship', carrier: 'GLS', trackingNumber: '12345678901' })).toEqual({
      action: 'ship',
      detail: 'GLS 12345678901',
    });
    expect(describeDeskAction({ kind: 'cancel' })).toEqual({ action: 'cancel', detail: '' });
    expect(describeDeskAction({ kind: 'confirm-payment' })).toEqual({ action: 'confirm-payment', detail: '' });
  });
});
