import { errAsync, type ResultAsync } from 'neverthrow';
import { checkOrderNote } from '../../domain/orders/order-note.ts';
import { requireAdministrator } from '../../domain/customers/administrator.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import { orderNotFound } from '../orders/order-errors.ts';
import type { OrderDesk } from './order-desk.port.ts';
import { deskOrderView, type DeskOrderView, type OrderDeskError } from './order-desk.use-cases.ts';
import type { OrderNotes } from './order-notes.port.ts';

/**
 * The administrator's internal note on an order, kept with its author and time, and the order as it is now; anyone
 * else is refused before the note is read, and a blank or overlong note is named as the form's field.
 */
export const noteOnOrder =
  (deps: { readonly desk: OrderDesk; readonly notes: OrderNotes; readonly clock: Clock }) =>
  (customer: Customer | null, publicId: string, text: string): ResultAsync<DeskOrderView, OrderDeskError> =>
    requireAdministrator(customer).match(
      (administrator) =>
        checkOrderNote(text).match(
          (note) =>
            deps.notes
              .add(publicId, { authorId: administrator.id, text: note, at: deps.clock.now() })
              .andThen((kept) =>
                kept ? deskOrderView(deps.desk)(publicId) : errAsync<DeskOrderView, OrderDeskError>(orderNotFound()),
              ),
          (invalid) => errAsync<DeskOrderView, OrderDeskError>(invalid),
        ),
      (refusal) => errAsync<DeskOrderView, OrderDeskError>(refusal),
    );
