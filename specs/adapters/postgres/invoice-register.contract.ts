import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import type { StoreSlug } from '../../../core/domain/site/stores.ts';
import type {
  InvoiceRegister,
  RegisterCursor,
  RegisterFilter,
  RegisteredInvoice,
} from '../../../core/shop/invoices/invoice-register.port.ts';

/** A stored order to invoice; `paid` false leaves its payment pending. */
export type RegisterOrderSeed = {
  readonly customerId: string;
  readonly store: StoreSlug;
  readonly currency: string;
  readonly paid: boolean;
};

export type OpenedRegister = {
  readonly register: InvoiceRegister;
  /** Stores an order; resolves to its public id. */
  readonly seedOrder: (seed: RegisterOrderSeed) => Promise<string>;
  /** What the change confirming the order's payment writes: its invoice; resolves to the numbers issued. */
  readonly pay: (publicId: string, at: number) => Promise<readonly string[]>;
  /** What a change cancelling the paid order writes: its credit note (and its invoice first when it has none). */
  readonly creditNote: (publicId: string, at: number) => Promise<readonly string[]>;
};

const ANA = 'contract-ana' as CustomerId;
const at = (iso: string) => Date.parse(iso);

/** What every InvoiceRegister must do over its orders; run against every real adapter. */
export const describeInvoiceRegisterContract = (name: string, open: () => Promise<OpenedRegister>) =>
  describe(`InvoiceRegister contract: ${name}`, () => {
    let opened: OpenedRegister;
    const orders: Record<string, string> = {};

    const issue = (key: string, iso: string) => opened.pay(orders[key] ?? '', at(iso));
    const invoiceOf = async (key: string, customer = ANA) =>
      (await opened.register.invoiceOf(customer, orders[key] ?? key))._unsafeUnwrap();

    /** The whole filtered register, walked page by page with the cursor of each page's last line. */
    const walk = async (filter: RegisterFilter, limit: number) => {
      const seen: RegisteredInvoice[] = [];
      let after: RegisterCursor | undefined;
      for (;;) {
        const page = (await opened.register.list(filter, after, limit))._unsafeUnwrap();
        seen.push(...page);
        const last = page.at(-1);
        if (page.length < limit || last === undefined) return seen;
        after = { issuedAt: last.issuedAt, number: last.number };
      }
    };
    const numbers = (rows: readonly RegisteredInvoice[]) => rows.map((row) => row.number);

    beforeAll(async () => {
      opened = await open();
      const seeds: Record<string, RegisterOrderSeed> = {
        a: { customerId: ANA, store: 'WPX-ES', currency: 'EUR', paid: true },
        b: { customerId: ANA, store: 'WPX-ES', currency: 'EUR', paid: true },
        c: { customerId: ANA, store: 'WPX-PL', currency: 'PLN', paid: true },
        unpaid: { customerId: ANA, store: 'WPX-ES', currency: 'EUR', paid: false },
        e: { customerId: ANA, store: 'WPX-ES', currency: 'EUR', paid: true },
        f: { customerId: ANA, store: 'WPX-PL', currency: 'PLN', paid: true },
      };
      for (const [key, seed] of Object.entries(seeds)) orders[key] = await opened.seedOrder(seed);
      expect(await issue('a', '2026-01-10T10:00:00Z')).toEqual(['WPX-ES-2026-000001']);
      await issue('b', '2026-02-01T00:00:00Z');
      await issue('c', '2026-02-05T09:00:00Z');
      expect(await opened.creditNote(orders['b'] ?? '', at('2026-03-01T12:00:00Z'))).toEqual(['WPX-ES-R-2026-000001']);
      // Orders paid before invoices were issued at payment: the credit note issues the missing invoice first.
      expect(await opened.creditNote(orders['f'] ?? '', at('2026-03-03T12:00:00Z'))).toEqual([
        'WPX-PL-2026-000002',
        'WPX-PL-R-2026-000001',
      ]);
      await opened.creditNote(orders['e'] ?? '', at('2027-01-02T08:00:00Z'));
    });

    it('holds one invoice per paid order, issued with its payment and numbered per store and year', async () => {
      expect(await issue('a', '2026-05-05T00:00:00Z')).toEqual([]);
      const invoice = await invoiceOf('a');
      expect(invoice).toMatchObject({ number: 'WPX-ES-2026-000001', issuedOn: '2026-01-10' });
      expect((await opened.register.document('WPX-ES-2026-000001'))._unsafeUnwrap()).toEqual(invoice);
      expect((await opened.register.invoiceOfOrder(orders['a'] ?? ''))._unsafeUnwrap()).toEqual(invoice);
      expect(await issue('unpaid', '2026-01-11T00:00:00Z')).toEqual([]);
      expect(await invoiceOf('unpaid')).toBe('not-paid');
      expect((await opened.register.invoiceOfOrder(orders['unpaid'] ?? ''))._unsafeUnwrap()).toBeNull();
    });

    it("answers a customer for their own orders alone, and anyone holding a link by the order's id", async () => {
      expect(await invoiceOf('NO-SUCH')).toBe('not-found');
      expect(await invoiceOf('a', 'someone-else' as CustomerId)).toBe('not-found');
      expect((await opened.register.invoiceOfOrder('NO-SUCH'))._unsafeUnwrap()).toBeNull();
    });

    it('numbers credit notes in their own series per store and year, once per order, each correcting its invoice', async () => {
      expect(await opened.creditNote(orders['b'] ?? '', at('2026-04-01T00:00:00Z'))).toEqual([]);
      const all = await walk({}, 100);
      expect(all.map((row) => [row.number, row.kind, row.corrects])).toEqual([
        ['WPX-ES-R-2027-000001', 'credit-note', 'WPX-ES-2027-000001'],
        ['WPX-ES-2027-000001', 'invoice', null],
        ['WPX-PL-R-2026-000001', 'credit-note', 'WPX-PL-2026-000002'],
        ['WPX-PL-2026-000002', 'invoice', null],
        ['WPX-ES-R-2026-000001', 'credit-note', 'WPX-ES-2026-000002'],
        ['WPX-PL-2026-000001', 'invoice', null],
        ['WPX-ES-2026-000002', 'invoice', null],
        ['WPX-ES-2026-000001', 'invoice', null],
      ]);
      const credit = all.find((row) => row.number === 'WPX-ES-R-2026-000001');
      const invoice = all.find((row) => row.number === 'WPX-ES-2026-000002');
      expect([credit?.total, credit?.net, credit?.vat]).toEqual([
        -(invoice?.total ?? NaN),
        -(invoice?.net ?? NaN),
        -(invoice?.vat ?? NaN),
      ]);
      const document = (await opened.register.document('WPX-ES-R-2026-000001'))._unsafeUnwrap();
      expect(document).toMatchObject({ number: 'WPX-ES-R-2026-000001', kind: 'credit-note' });
      expect((await opened.register.creditNoteOf(ANA, orders['b'] ?? ''))._unsafeUnwrap()?.number).toBe(
        'WPX-ES-R-2026-000001',
      );
      expect((await opened.register.creditNoteOf(ANA, orders['a'] ?? ''))._unsafeUnwrap()).toBeNull();
      expect((await opened.register.document('WPX-ES-1999-000001'))._unsafeUnwrap()).toBeNull();
    });

    it('pages newest first by keyset: every page size walks the same register, no line twice', async () => {
      const whole = numbers(await walk({}, 100));
      for (const limit of [1, 2, 3]) expect(numbers(await walk({}, limit))).toEqual(whole);
    });

    it('narrows by store, by issue date (from included, to excluded) and by standing', async () => {
      expect(numbers(await walk({ store: 'WPX-PL' }, 2))).toEqual([
        'WPX-PL-R-2026-000001',
        'WPX-PL-2026-000002',
        'WPX-PL-2026-000001',
      ]);
      const february = { from: at('2026-02-01T00:00:00Z'), to: at('2026-03-01T12:00:00Z') };
      expect(numbers(await walk({ range: february }, 2))).toEqual(['WPX-PL-2026-000001', 'WPX-ES-2026-000002']);
      expect(numbers(await walk({ standing: 'paid' }, 2))).toEqual(['WPX-PL-2026-000001', 'WPX-ES-2026-000001']);
      expect(numbers(await walk({ standing: 'refunded', store: 'WPX-ES' }, 2))).toEqual([
        'WPX-ES-R-2027-000001',
        'WPX-ES-2027-000001',
        'WPX-ES-R-2026-000001',
        'WPX-ES-2026-000002',
      ]);
      expect(await walk({ store: 'WPX-CZ' }, 2)).toEqual([]);
    });

    it('sums the whole filtered set per currency, a refunded order netting to nothing', async () => {
      for (const filter of [{}, { store: 'WPX-ES' as const }, { standing: 'paid' as const }]) {
        const rows = await walk(filter, 100);
        const expected = [...new Set(rows.map((row) => row.currency))].sort().map((currency) => {
          const mine = rows.filter((row) => row.currency === currency);
          const sum = (pick: (row: RegisteredInvoice) => number) => mine.reduce((total, row) => total + pick(row), 0);
          return {
            currency,
            count: mine.length,
            net: sum((row) => row.net),
            vat: sum((row) => row.vat),
            total: sum((row) => row.total),
          };
        });
        expect((await opened.register.totals(filter))._unsafeUnwrap()).toEqual(expected);
      }
      const refunded = (await opened.register.totals({ standing: 'refunded' }))._unsafeUnwrap();
      expect(refunded.map((sum) => [sum.currency, sum.count, sum.net, sum.vat, sum.total])).toEqual([
        ['EUR', 4, 0, 0, 0],
        ['PLN', 2, 0, 0, 0],
      ]);
      expect((await opened.register.totals({ store: 'WPX-CZ' }))._unsafeUnwrap()).toEqual([]);
    });
  });
