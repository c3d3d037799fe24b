import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPaymentResult, retryPayment } from '../../../../core/domain/orders/order-payment.ts';
import { newOrderState, type OrderState } from '../../../../core/domain/orders/order-state.ts';
import { ORDER_STATUS, ORDER_STATUSES } from '../../../../core/domain/orders/order-status.ts';
import { transitionOrder } from '../../../../core/domain/orders/order-transitions.ts';
import { PAYMENT_KINDS } from '../../../../core/domain/payments/payment-kind.ts';
import type { StoreSlug } from '../../../../core/domain/site/stores.ts';
import { composeInvoice } from '../../../../core/shop/invoices/compose-invoice.ts';
import { composeCreditNote } from '../../../../core/shop/invoices/credit-note.ts';
import type { InvoiceDocument } from '../../../../core/shop/invoices/invoice.ts';
import { orderChange } from '../../../../core/shop/order-lifecycle/order-change.ts';
import { invoiceFacts } from '../../../support/invoice-mother.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const STORES: readonly StoreSlug[] = ['WPX-ES', 'WPX-PL'];
const YEARS = [Date.UTC(2026, 5, 1), Date.UTC(2027, 1, 1)];

/** One thing that happens to one order, by the core's rules; a move the rules refuse changes nothing. */
const event = fc.oneof(
  fc.record({ kind: fc.constant('result' as const), result: fc.constantFrom('PAID' as const, 'CANCELED' as const) }),
  fc.record({ kind: fc.constant('retry' as const), with: fc.constantFrom(...PAYMENT_KINDS) }),
  fc.record({ kind: fc.constant('move' as const), to: fc.constantFrom(...ORDER_STATUSES) }),
);

const order = fc.record({
  store: fc.nat(STORES.length - 1),
  kind: fc.constantFrom(...PAYMENT_KINDS),
  total: fc.integer({ min: 1, max: 100_000 }),
  events: fc.array(fc.record({ happening: event, year: fc.nat(1) }), { maxLength: 8 }),
});

describe('an invoice for every paid order, by the order rules alone', () => {
  it('is owed once per paid order, its credit note once when it is cancelled, and the register nets to the paid orders kept', () => {
    fc.assert(
      fc.property(fc.array(order, { maxLength: 12 }), (orders) => {
        const counters = new Map<string, number>();
        const next = (series: string) => {
          const sequence = (counters.get(series) ?? 0) + 1;
          counters.set(series, sequence);
          return sequence;
        };
        const documents: InvoiceDocument[] = [];
        let expected = 0;
        for (const [index, placed] of orders.entries()) {
          const store = STORES[placed.store] ?? 'WPX-ES';
          const facts = invoiceFacts({ store, orderPublicId: `O-${String(index)}`, total: placed.total });
          let state: OrderState = newOrderState(placed.kind);
          let invoice: InvoiceDocument | undefined;
          let credited = false;
          for (const [step, { happening, year }] of placed.events.entries()) {
            const at = (YEARS[year] ?? 0) + index * 1000 + step;
            const after =
              happening.kind === 'result'
                ? applyPaymentResult(state, happening.result)
                : happening.kind === 'retry'
                  ? retryPayment(state, happening.with)
                  : transitionOrder(state, happening.to);
            if (after.isErr()) continue;
            const change = orderChange(state, after.value, sequenceIds(), at);
            const yearOf = new Date(at).getUTCFullYear();
            if (change.invoice) {
              expect(invoice).toBeUndefined();
              invoice = composeInvoice(facts, next(`${store}-${String(yearOf)}`), at);
              documents.push(invoice);
            }
            if (change.creditNote) {
              expect(invoice).toBeDefined();
              expect(credited).toBe(false);
              credited = true;
              if (invoice) documents.push(composeCreditNote(invoice, next(`${store}-R-${String(yearOf)}`), at));
            }
            state = after.value;
          }
          expect(invoice !== undefined).toBe(state.payment.status === 'PAID');
          expect(credited).toBe(state.payment.status === 'PAID' && state.status === ORDER_STATUS.CANCELED);
          if (state.payment.status === 'PAID' && !credited) expected += placed.total;
        }
        const numbers = documents.map((document) => document.number);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(documents.reduce((sum, document) => sum + document.vat.gross, 0)).toBe(expected);
      }),
    );
  });
});
