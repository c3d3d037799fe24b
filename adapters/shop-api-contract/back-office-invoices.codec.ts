import * as t from 'io-ts';
import { DATE_FILTERS, type DateFilter } from '../../core/domain/shared/date-filter.ts';
import { INVOICE_STANDINGS, type InvoiceStanding } from '../../core/shop/invoices/invoice-register.port.ts';
import type { RegisterCursor } from '../../core/shop/invoices/invoice-register.port.ts';
import { oneOf } from './back-office.codec.ts';
import { StoreSlugCodec } from './catalogue.codec.ts';
import { documented } from './json-schema.ts';
import { wireType } from './wire-object.ts';

/** A document number as the register's links carry it: a store, a year and a sequence, credit notes marked R. */
const NUMBER_PATTERN = '[A-Z]{2,3}-[A-Z]{2}(?:-R)?-\\d{4}-\\d{6}';

export const InvoiceNumberCodec = documented(
  new t.Type<string, string, unknown>(
    'InvoiceNumber',
    (u): u is string => typeof u === 'string',
    (u, c) =>
      typeof u === 'string' && new RegExp(`^${NUMBER_PATTERN}$`).test(u)
        ? t.success(u)
        : t.failure(u, c, 'an invoice number'),
    String,
  ),
  { type: 'string', pattern: `^${NUMBER_PATTERN}$` },
);

/** A keyset cursor: the last document's issue instant (ms) and number, as one opaque token. */
export const RegisterCursorFromString = documented(
  new t.Type<RegisterCursor, string, unknown>(
    'RegisterCursor',
    (u): u is RegisterCursor => typeof u === 'object' && u !== null && 'issuedAt' in u && 'number' in u,
    (u, c) => {
      const found = typeof u === 'string' ? new RegExp(`^(\\d{1,15})~(${NUMBER_PATTERN})$`).exec(u) : null;
      return found === null
        ? t.failure(u, c, 'expected a page cursor')
        : t.success({ issuedAt: Number(found[1]), number: found[2] as string });
    },
    (cursor) => `${String(cursor.issuedAt)}~${cursor.number}`,
  ),
  { type: 'string', pattern: `^\\d+~${NUMBER_PATTERN}$` },
);

export const InvoiceStandingCodec = oneOf<InvoiceStanding>(INVOICE_STANDINGS, 'InvoiceStanding');

const filterProps = {
  store: StoreSlugCodec,
  date_filter: oneOf<DateFilter>(DATE_FILTERS, 'DateFilter'),
  standing: InvoiceStandingCodec,
};

export const InvoicesQuery = t.partial({ ...filterProps, ext_session_id: t.string, after: RegisterCursorFromString });

/** The CSV downloads from the site's root with the sign-in cookie: its query names the filters, never a session. */
export const InvoicesCsvQuery = t.partial(filterProps);

export const InvoiceNumberParams = t.type({ number: InvoiceNumberCodec });

/** One invoice or credit note as the register lists it. */
const ListedInvoiceCodec = wireType(
  {
    number: t.string,
    kind: t.keyof({ invoice: null, 'credit-note': null }),
    store: t.string,
    issuedAt: t.string,
    orderPublicId: t.string,
    buyerName: t.string,
    buyerTaxId: t.union([t.string, t.null]),
    currency: t.string,
    net: t.number,
    vatPercent: t.number,
    vat: t.number,
    total: t.number,
    corrects: t.union([t.string, t.null]),
    pdfUrl: t.string,
  },
  'ListedInvoice',
);

export const InvoiceRegisterListCodec = wireType(
  {
    invoices: t.readonlyArray(ListedInvoiceCodec),
    next: t.union([t.string, t.null]),
    totals: t.readonlyArray(
      wireType({ currency: t.string, count: t.number, net: t.number, vat: t.number, total: t.number }, 'InvoiceTotal'),
    ),
    csvUrl: t.string,
  },
  'InvoiceRegisterList',
);
