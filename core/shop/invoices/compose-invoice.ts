import type { Address } from '../../domain/checkout/address-step.ts';
import type { Contact } from '../../domain/checkout/contact-step.ts';
import type { CurrencyCode } from '../../domain/pricing/currency.ts';
import { isLocale } from '../../domain/site/locale.ts';
import { storeFor, type StoreSlug } from '../../domain/site/stores.ts';
import type { InvoiceDocument, InvoiceParty } from './invoice.ts';
import { INVOICE_LABELS } from './invoice-labels.ts';
import { invoiceNumber } from './invoice-number.ts';
import { SELLERS } from './sellers.ts';
import { splitVat, vatPercentOf } from '../../domain/pricing/vat.ts';

/** What an invoice is made of, as the order was placed; amounts in minor units, VAT included. */
export type InvoiceFacts = {
  readonly store: StoreSlug;
  readonly locale: string;
  readonly orderPublicId: string;
  readonly placedAt: number;
  readonly currency: CurrencyCode;
  readonly contact: Contact;
  readonly billingAddress: Address;
  readonly lines: readonly { readonly name: string; readonly quantity: number; readonly unitPrice: number }[];
  readonly shipping: number;
  readonly discount: number;
  readonly total: number;
};

const isoDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** A company is invoiced by its name and VAT id; a person by their name. */
const buyerOf = (facts: InvoiceFacts): InvoiceParty => {
  const { contact, billingAddress: address } = facts;
  const person = `${contact.firstName} ${contact.lastName}`;
  const lines = [
    ...(contact.customerType === 'COMPANY' ? [person] : []),
    address.line1,
    ...(address.line2 !== null && address.line2 !== '' ? [address.line2] : []),
    `${address.postalCode} ${address.city}`,
    address.country,
    contact.email,
  ];
  return contact.customerType === 'COMPANY'
    ? { name: contact.companyName, taxId: contact.vatId, lines }
    : { name: person, taxId: null, lines };
};

/** The invoice issued at `issuedAt` under the year's `sequence`-th number of the order's store. */
export const composeInvoice = (facts: InvoiceFacts, sequence: number, issuedAt: number): InvoiceDocument => {
  const locale = isLocale(facts.locale) ? facts.locale : storeFor(facts.store).locale;
  return {
    number: invoiceNumber(facts.store, new Date(issuedAt).getUTCFullYear(), sequence),
    store: facts.store,
    locale,
    issuedOn: isoDay(issuedAt),
    orderPublicId: facts.orderPublicId,
    orderedOn: isoDay(facts.placedAt),
    currency: facts.currency,
    seller: SELLERS[facts.store],
    buyer: buyerOf(facts),
    lines: facts.lines.map((line) => ({
      description: line.name,
      quantity: line.quantity,
      unitGross: line.unitPrice,
      totalGross: line.unitPrice * line.quantity,
    })),
    shipping: facts.shipping,
    discount: facts.discount,
    vat: splitVat(facts.total, vatPercentOf(facts.store)),
    labels: INVOICE_LABELS[locale],
  };
};
