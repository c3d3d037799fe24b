import * as t from 'io-ts';
import { AccountOrderDetailCodec, accountTicketProps, ProfileCodec, SavedDesignCodec } from './accounts.codec.ts';
import { SavedAddressCodec } from './address-book.codec.ts';
import { TicketMessageCodec } from './tickets.codec.ts';
import { wireType } from './wire-object.ts';

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** The data export: the account's own records in their Shop API forms, ISO instants throughout. */
export const AccountDataExportCodec = wireType(
  {
    exportedAt: t.string,
    profile: ProfileCodec,
    orders: t.readonlyArray(AccountOrderDetailCodec),
    tickets: t.readonlyArray(
      wireType({ ...accountTicketProps, messages: t.readonlyArray(TicketMessageCodec) }, 'ExportedTicket'),
    ),
    savedDesigns: t.readonlyArray(SavedDesignCodec),
    addresses: t.readonlyArray(SavedAddressCodec),
    reviews: t.readonlyArray(
      wireType(
        {
          articleId: t.number,
          designId: Nullable(t.string),
          authorName: t.string,
          rating: t.number,
          title: t.string,
          body: t.string,
          createdAt: t.string,
        },
        'ExportedReview',
      ),
    ),
    newsletter: Nullable(wireType({ store: t.string, status: t.string, createdAt: t.string }, 'ExportedNewsletter')),
  },
  'AccountDataExport',
);
