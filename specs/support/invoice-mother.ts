import type { Address } from '../../core/domain/checkout/address-step.ts';
import type { Contact } from '../../core/domain/checkout/contact-step.ts';
import type { InvoiceFacts } from '../../core/shop/invoices/compose-invoice.ts';

/** A paid Spanish order of two mugs, as an invoice is made from it. */
export const invoiceFacts = (overrides: Partial<InvoiceFacts> = {}): InvoiceFacts => ({
  store: 'WPX-ES',
  locale: 'es',
  orderPublicId: 'ES-7KQ2M9XD',
  placedAt: Date.UTC(2026, 2, 14, 10, 30),
  currency: 'EUR',
  contact: {
    customerType: 'PERSON',
    email: 'ana@estampa.example',
    firstName: 'Ana',
    lastName: 'García',
    phone: '+34600123456',
  } as unknown as Contact,
  billingAddress: {
    line1: 'Calle Mayor 1',
    line2: null,
    postalCode: '28013',
    city: 'Madrid',
    country: 'ES',
  } as unknown as Address,
  lines: [{ name: 'Taza «Amanecer»', quantity: 2, unitPrice: 1295 }],
  shipping: 495,
  discount: 0,
  total: 3085,
  ...overrides,
});
