import type { CustomerId } from '../../core/domain/customers/customer.ts';
import type { Ticket } from '../../core/domain/tickets/ticket.ts';

export const aTicket = (overrides: Partial<Ticket> = {}): Ticket => ({
  id: 'ticket-1',
  publicId: '1000000001',
  customerId: 'c-1' as CustomerId,
  email: 'ana@example.com',
  name: 'Ana',
  subject: 'Where is my order?',
  contactType: 'formContact',
  orderPublicId: null,
  attachmentId: null,
  status: 'PENDING',
  store: 'WPX-ES',
  createdAt: Date.parse('2024-05-01T10:00:00Z'),
  updatedAt: Date.parse('2024-05-01T10:00:00Z'),
  messages: [
    { id: 'm-1', author: 'customer', body: 'It has not arrived.', createdAt: Date.parse('2024-05-01T10:00:00Z') },
  ],
  ...overrides,
});
