import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type {
  BackOfficeReads,
  BackOfficeWrites,
} from '../../../../core/storefront/back-office/back-office-gateway.port.ts';
import { backOfficeUseCases } from '../../../../core/storefront/back-office/back-office.use-cases.ts';
import {
  deskOr,
  deskQueryOf,
  loadDeskOrderPage,
  loadOrderDeskPage,
  loadSiteConfigPage,
  loadSupportDeskPage,
} from '../../../../core/storefront/back-office/load-desk-pages.use-case.ts';

const list = { tickets: [], total: 0, page: 1, pageSize: 20 };

const reads = (administrator: boolean, pages: number[] = []): BackOfficeReads => ({
  administrator: () => okAsync(administrator),
  orders: () => okAsync({ orders: [], next: null }),
  order: () => okAsync(null),
  printFiles: () => okAsync([]),
  tickets: (_, page) => {
    pages.push(page);
    return okAsync({ ...list, page });
  },
  ticket: () => okAsync(null),
  siteConfig: (store, before) => {
    asked.push([store, before]);
    return okAsync({ config: { storeSlug: store } as never, countryChoices: [], changes: [], next: null });
  },
  designs: () => okAsync({ designs: [], next: null }),
  design: () => okAsync(null),
});

const asked: [string, number | null][] = [];

describe('the desks as pages', () => {
  it('reads the desk form from the URL, anything unreadable as "any"', () => {
    expect(deskQueryOf({ search: ' ES-1 ', store: 'WPX-ES', status: '9', date_filter: 'soon', after: 'x' })).toEqual({
      search: 'ES-1',
      store: 'WPX-ES',
      status: '9',
      dateFilter: 'without',
      after: 'x',
    });
    expect(deskQueryOf({ date_filter: 'this_year' })).toMatchObject({ search: '', dateFilter: 'this_year' });
  });

  it('opens the desk for the administrator and the customer view for anyone else', async () => {
    const desk = () => okAsync('desk' as const);
    const own = () => okAsync('own' as const);
    expect((await deskOr(reads(true), desk, own))._unsafeUnwrap()).toBe('desk');
    expect((await deskOr(reads(false), desk, own))._unsafeUnwrap()).toBe('own');
    expect((await loadOrderDeskPage(reads(true))({}))._unsafeUnwrap()).toMatchObject({ view: 'desk' });
  });

  it('answers a missing order as not found, and reads the support page asked', async () => {
    expect((await loadDeskOrderPage(reads(true))('ES-9'))._unsafeUnwrapErr()).toEqual({ type: 'PageDataNotFound' });
    const pages: number[] = [];
    const page = await loadSupportDeskPage(reads(true, pages))({ status: 'RESOLVED', page: '3', ticket: '12' });
    expect(page._unsafeUnwrap()).toMatchObject({ view: 'desk', status: 'RESOLVED', open: null });
    await loadSupportDeskPage(reads(true, pages))({ status: 'LOST', page: 'two' });
    await loadSupportDeskPage(reads(true, pages))({});
    expect(pages).toEqual([3, 1, 1]);
    expect((await loadSupportDeskPage(reads(true))({}))._unsafeUnwrap()).toMatchObject({ status: null });
  });

  it('opens an order that exists on the desk, reading print files only for an order with a personalised line', async () => {
    const asked: string[] = [];
    const job = { orderLineId: 'l2', status: 'done', attempts: 1, lastError: null, files: [] } as const;
    const line = (id: string, personalised: boolean) => ({ id, personalised }) as never;
    const withOrder = (lines: never[]): BackOfficeReads => ({
      ...reads(true),
      order: () => okAsync({ publicId: 'ES-1', lines } as never),
      printFiles: (publicId) => {
        asked.push(publicId);
        return okAsync([job]);
      },
    });
    const plain = await loadDeskOrderPage(withOrder([line('l1', false)]))('ES-1');
    expect(plain._unsafeUnwrap()).toMatchObject({ view: 'desk', order: { publicId: 'ES-1' }, printFiles: [] });
    expect(asked).toEqual([]);
    const personalised = await loadDeskOrderPage(withOrder([line('l1', false), line('l2', true)]))('ES-1');
    expect(personalised._unsafeUnwrap()).toMatchObject({ printFiles: [job] });
    expect(asked).toEqual(['ES-1']);
  });

  it('checks an answer by the reply rule before sending it, and gives each action its own key', async () => {
    const sent: string[] = [];
    const answered: [string, string, boolean][] = [];
    const noted: string[] = [];
    const writes: BackOfficeWrites = {
      act: (_, __, key) => {
        sent.push(key);
        return errAsync({ type: 'ApiRequestFailed', message: 'x' } as never);
      },
      addNote: (_, note, key) => {
        sent.push(key);
        noted.push(note);
        return okAsync({ kind: 'invalid', problems: [] });
      },
      answer: (publicId, message, resolve) => {
        answered.push([publicId, message, resolve]);
        return okAsync({ kind: 'done', value: true });
      },
      setTicketStatus: () => okAsync(null),
      changeSiteConfig: (_, __, key) => {
        sent.push(key);
        return okAsync({ kind: 'invalid', problems: [] });
      },
      editDesign: (_, __, ___, key) => {
        sent.push(key);
        return okAsync({ kind: 'invalid', problems: [] });
      },
      setDesignPublished: (_, __, ___, key) => {
        sent.push(key);
        return errAsync({ type: 'ApiRequestFailed', message: 'x' } as never);
      },
      judgeReview: (_, __, ___, ____, key) => {
        sent.push(key);
        return errAsync({ type: 'ApiRequestFailed', message: 'x' } as never);
      },
      markPaid: (_, __, key) => {
        sent.push(key);
        return okAsync({} as never);
      },
      setRate: (basisPoints, key) => {
        sent.push(key);
        return okAsync(basisPoints);
      },
    };
    let n = 0;
    const useCases = backOfficeUseCases(writes, () => `key-${(n += 1)}`);
    expect((await useCases.answer('1', '   ', true))._unsafeUnwrap()).toMatchObject({ kind: 'invalid' });
    expect((await useCases.answer('1', 'Done', true))._unsafeUnwrap()).toEqual({ kind: 'done', value: true });
    expect((await useCases.answer('1', 'Which size?', false))._unsafeUnwrap()).toEqual({ kind: 'done', value: true });
    expect(answered).toEqual([
      ['1', 'Done', true],
      ['1', 'Which size?', false],
    ]);
    await useCases.act('ES-1', { kind: 'cancel' });
    await useCases.act('ES-1', { kind: 'cancel' });
    // A mistyped tracking number is named by the shop's own rule before any request goes out.
    expect(
      (await useCases.act('ES-1', { kind: 'ship', carrier: 'GLS', trackingNumber: '12' }))._unsafeUnwrap(),
    ).toEqual({
      kind: 'invalid',
      problems: [{ field: 'trackingNumber', problem: 'TrackingNumberFormat' }],
    });
    await useCases.editDesign('d1', { names: {}, collection: 'OUTLET', tagIds: [], articleIds: [] }, 'es');
    await useCases.setDesignPublished('d1', false, 'es');
    await useCases.judgeReview('d1', 'r1', 'hidden', 'en');
    expect(sent).toEqual(['key-1', 'key-2', 'key-3', 'key-4', 'key-5']);
    expect((await useCases.setTicketStatus('1', 'ARCHIVED'))._unsafeUnwrap()).toBeNull();
    await useCases.changeSiteConfig('WPX-ES', {} as never);
    await useCases.changeSiteConfig('WPX-ES', {} as never);
    expect(sent).toEqual(['key-1', 'key-2', 'key-3', 'key-4', 'key-5', 'key-6', 'key-7']);
    await useCases.markPaid('4242', '2026-11');
    expect((await useCases.setCommissionRate('7,5'))._unsafeUnwrap()).toEqual({ kind: 'set', rate: 750 });
    expect((await useCases.setCommissionRate('60'))._unsafeUnwrap()).toEqual({ kind: 'invalid' });
    expect(sent).toEqual(['key-1', 'key-2', 'key-3', 'key-4', 'key-5', 'key-6', 'key-7', 'key-8', 'key-9']);
    // A blank note is named by the shop's own rule; a note goes out trimmed, under its own key.
    expect((await useCases.addNote('ES-1', '  '))._unsafeUnwrap()).toEqual({
      kind: 'invalid',
      problems: [{ field: 'note', problem: 'Required' }],
    });
    await useCases.addNote('ES-1', ' Called the point: parcel kept until Friday. ');
    expect(sent).toHaveLength(10);
    expect(noted).toEqual(['Called the point: parcel kept until Friday.']);
  });

  it("opens the config of the store asked in the URL, else the shop's own, and the log page asked", async () => {
    asked.length = 0;
    const page = await loadSiteConfigPage(reads(true), 'TZ-ES')({ store: 'wpx-pl', before: '12' });
    expect(page._unsafeUnwrap()).toMatchObject({
      view: 'desk',
      before: 12,
      shown: { config: { storeSlug: 'WPX-PL' } },
    });
    expect(page._unsafeUnwrap().stores).toHaveLength(8);
    await loadSiteConfigPage(reads(true), 'TZ-ES')({ store: 'XX', before: '-1' });
    await loadSiteConfigPage(reads(true), 'TZ-ES')({ before: '1.5' });
    await loadSiteConfigPage(reads(true), 'TZ-ES')({});
    expect(asked).toEqual([
      ['WPX-PL', 12],
      ['TZ-ES', null],
      ['TZ-ES', null],
      ['TZ-ES', null],
    ]);
  });
});
