import * as t from 'io-ts';
import { profileProps } from './accounts.codec.ts';
import { AddressBookCodec } from './address-book.codec.ts';
import { ListedTicketCodec, ShownTicketCodec } from './tickets.codec.ts';

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** The accounts tickets page's data as it travels for client-side navigation. */
export const AccountTicketsPageCodec = t.type({
  customer: t.type({ name: t.string, email: t.string }),
  tickets: t.readonlyArray(ListedTicketCodec),
  open: Nullable(ShownTicketCodec),
});

const ShownAddressCodec = t.type({
  line1: t.string,
  line2: Nullable(t.string),
  postalCode: t.string,
  city: t.string,
  country: t.string,
});

/** The checkout's address step: the signed-in customer's default addresses. */
export const DefaultAddressesCodec = t.type({
  billing: Nullable(ShownAddressCodec),
  shipping: Nullable(ShownAddressCodec),
});

export const AccountProfilePageCodec = t.type({
  profile: t.type({ ...profileProps, dataExportUrl: t.string }),
  addressBook: t.type({
    addresses: AddressBookCodec,
    countries: t.readonlyArray(t.string),
  }),
});
