import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_STATUSES } from '../../../../core/domain/orders/order-status.ts';
import { PAYMENT_KINDS } from '../../../../core/domain/payments/payment-kind.ts';
import { PAYMENT_STATUSES } from '../../../../core/domain/payments/payment-status.ts';
import { composeInvoice } from '../../../../core/shop/invoices/compose-invoice.ts';
import { composeCreditNote, creditNoteNumber, creditNoteOwed } from '../../../../core/shop/invoices/credit-note.ts';
import { invoiceFacts } from '../../../support/invoice-mother.ts';
import { anOrder } from '../../../support/orders-mother.ts';

const ISSUED = Date.UTC(2026, 2, 20, 9);
const CREDITED = Date.UTC(2027, 0, 3, 12);

describe('a credit note', () => {
  const invoice = composeInvoice(invoiceFacts({ discount: 300, total: 2785 }), 7, ISSUED);
  const credit = composeCreditNote(invoice, 2, CREDITED);

  it("is numbered in the store's own R series of its issue year", () => {
    expect(creditNoteNumber('TZ-ES', 2026, 42)).toBe('TZ-ES-R-2026-000042');
    expect(credit.number).toBe('WPX-ES-R-2027-000002');
    expect(credit.issuedOn).toBe('2027-01-03');
  });

  it('cancels the invoice in full: every amount negated, the same parties, lines and rate', () => {
    expect(credit).toMatchObject({
      kind: 'credit-note',
      orderPublicId: invoice.orderPublicId,
      seller: invoice.seller,
      buyer: invoice.buyer,
      shipping: -495,
      discount: -300,
      lines: [{ description: 'Taza «Amanecer»', quantity: 2, unitGross: -1295, totalGross: -2590 }],
      vat: { ratePercent: 21, net: -invoice.vat.net, vat: -invoice.vat.vat, gross: -2785 },
    });
  });

  it('names the invoice it corrects, in the invoice language, and is titled as a credit note', () => {
    expect(credit.corrects).toEqual({ label: 'Rectifica la factura', number: invoice.number, issuedOn: '2026-03-20' });
    expect(credit.labels.title).toBe('Factura rectificativa');
    expect(credit.labels.total).toBe(invoice.labels.total);
  });

  it('never writes a negative zero', () => {
    const free = composeCreditNote(composeInvoice(invoiceFacts({ shipping: 0 }), 1, ISSUED), 1, CREDITED);
    expect(Object.is(free.shipping, 0)).toBe(true);
    expect(Object.is(free.discount, 0)).toBe(true);
  });

  it('sums with its invoice to nothing, whatever the order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 5000 }), (total, shipping) => {
        const paid = composeInvoice(invoiceFacts({ total, shipping }), 1, ISSUED);
        const back = composeCreditNote(paid, 1, CREDITED);
        return (
          paid.vat.gross + back.vat.gross === 0 &&
          paid.vat.net + back.vat.net === 0 &&
          paid.vat.vat + back.vat.vat === 0 &&
          paid.shipping + back.shipping === 0
        );
      }),
    );
  });
});

describe('creditNoteOwed', () => {
  it('is owed when a paid order is cancelled, or a cancelled order is paid after all', () => {
    const paid = anOrder();
    const cancelled = { ...paid, status: ORDER_STATUS.CANCELED };
    expect(creditNoteOwed(paid, cancelled)).toBe(true);
    const unpaidCancelled = anOrder({
      status: ORDER_STATUS.CANCELED,
      payment: { kind: 'TRANSFER', status: 'PENDING' },
    });
    expect(creditNoteOwed(unpaidCancelled, { ...unpaidCancelled, payment: { kind: 'TRANSFER', status: 'PAID' } })).toBe(
      true,
    );
  });

  it('is owed once: never by a change from an order that already owed one, never without a paid cancelled order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...PAYMENT_KINDS),
        fc.constantFrom(...PAYMENT_STATUSES),
        fc.constantFrom(...PAYMENT_STATUSES),
        (from, to, kind, paidBefore, paidAfter) => {
          const before = anOrder({ status: from, payment: { kind, status: paidBefore } });
          const after = anOrder({ status: to, payment: { kind, status: paidAfter } });
          const owed = creditNoteOwed(before, after);
          if (owed) expect(to === ORDER_STATUS.CANCELED && paidAfter === 'PAID').toBe(true);
          if (from === ORDER_STATUS.CANCELED && paidBefore === 'PAID') expect(owed).toBe(false);
          expect(creditNoteOwed(after, after)).toBe(false);
        },
      ),
    );
  });
});
