import type { FastifyInstance } from 'fastify';
import type { ShopAccounts } from '../../../core/shop/accounts/shop-accounts.ts';
import {
  ADDRESS_BOOK_PATHS,
  AddressBookCodec,
  AddressParams,
  SavedAddressBody,
  SavedAddressCodec,
} from '../../shop-api-contract/address-book.codec.ts';
import type { SessionCustomerId } from './accounts.routes.ts';
import { accountsErrorAnswer } from './accounts-errors.ts';
import { answered, fromBoth, fromBody, fromParams, nothing, route } from '../route.ts';

const doc = (summary: string) => ({ schema: { summary, tags: ['accounts'] } });

/**
 * The signed-in customer's address book. Writes are PUT and DELETE under an id the browser chose, so a retried
 * request changes nothing twice; another customer's address answers 404 exactly like a missing one.
 */
export const addressBookRoutes =
  (useCases: ShopAccounts, sessionCustomerId: SessionCustomerId) => async (app: FastifyInstance) => {
    // One customer's addresses: never stored by a shared cache.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const common = { who: sessionCustomerId, errors: accountsErrorAnswer };

    app.get(
      ADDRESS_BOOK_PATHS.addresses,
      doc("The customer's addresses, default billing and shipping first"),
      answered(
        route({
          ...common,
          decode: nothing,
          answer: AddressBookCodec,
          run: (_, customer) => useCases.listAddresses(customer),
        }),
      ),
    );

    app.get(
      ADDRESS_BOOK_PATHS.address,
      doc("One of the customer's addresses"),
      answered(
        route({
          ...common,
          decode: fromParams(AddressParams),
          answer: SavedAddressCodec,
          run: ({ addressId }, customer) => useCases.getAddress(customer, addressId),
        }),
      ),
    );

    app.put(
      ADDRESS_BOOK_PATHS.address,
      doc('Add or replace an address, checked by checkout’s rules; answers the whole book'),
      answered(
        route({
          ...common,
          decode: fromBoth(fromParams(AddressParams), fromBody(SavedAddressBody)),
          answer: AddressBookCodec,
          run: (body, customer) =>
            useCases.saveAddress(customer, body.addressId, {
              line1: body.line1,
              line2: body.line2,
              postalCode: body.postal_code,
              city: body.city,
              country: body.country,
              defaultBilling: body.default_billing,
              defaultShipping: body.default_shipping,
            }),
        }),
      ),
    );

    app.delete(
      ADDRESS_BOOK_PATHS.address,
      doc('Remove an address; answers the rest of the book'),
      answered(
        route({
          ...common,
          decode: fromParams(AddressParams),
          answer: AddressBookCodec,
          run: ({ addressId }, customer) => useCases.removeAddress(customer, addressId),
        }),
      ),
    );
  };
