import { describe, expect, it } from 'vitest';
import * as tickets from '../../../../core/domain/tickets/index.ts';

describe('the tickets context', () => {
  it('exposes its statuses and transitions', () => {
    expect(Object.keys(tickets)).toEqual(
      expect.arrayContaining([
        'TICKET_STATUSES',
        'transitionTicket',
        'onCustomerReply',
        'onSupportAnswer',
        'onSupportReply',
      ]),
    );
  });
});
