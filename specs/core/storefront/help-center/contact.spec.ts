import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { apiRequestFailed } from '../../../../core/domain/errors/error-situations.ts';
import { contactFormProblems, type ContactForm } from '../../../../core/storefront/help-center/contact-form.ts';
import type { ContactGateway } from '../../../../core/storefront/help-center/contact-gateway.port.ts';
import { sendContactMessage } from '../../../../core/storefront/help-center/send-contact-message.use-case.ts';

const form: ContactForm = { name: 'Ana', email: 'ana@estampa.example', subject: 'Pedido', message: 'Hola' };

const recording = () => {
  const sent: [ContactForm, string][] = [];
  const gateway: ContactGateway = {
    openTicket: (f, key) => {
      sent.push([f, key]);
      return okAsync({ kind: 'sent', ticketId: '0123456789' });
    },
  };
  return { gateway, sent };
};

describe('contact form', () => {
  it('accepts a complete form', () => {
    expect(contactFormProblems(form)).toEqual([]);
  });

  it('names every missing field and a malformed e-mail at once', () => {
    expect(contactFormProblems({ name: ' ', email: '', subject: '', message: 'x'.repeat(5001) })).toEqual([
      { field: 'name', problem: 'Required' },
      { field: 'email', problem: 'Required' },
      { field: 'subject', problem: 'Required' },
      { field: 'message', problem: 'TooLong', max: 5000 },
    ]);
    expect(contactFormProblems({ ...form, email: 'ana@' })).toEqual([{ field: 'email', problem: 'Invalid' }]);
  });

  it('sends a valid form with its idempotency key', async () => {
    const { gateway, sent } = recording();
    expect((await sendContactMessage(gateway)(form, 'key-1'))._unsafeUnwrap()).toEqual({
      kind: 'sent',
      ticketId: '0123456789',
    });
    expect(sent).toEqual([[form, 'key-1']]);
  });

  it('answers an invalid form without sending it', async () => {
    const { gateway, sent } = recording();
    const outcome = await sendContactMessage(gateway)({ ...form, subject: '' }, 'key-2');
    expect(outcome._unsafeUnwrap()).toEqual({ kind: 'invalid', problems: [{ field: 'subject', problem: 'Required' }] });
    expect(sent).toEqual([]);
  });

  it('passes on an unavailable shop', async () => {
    const down = apiRequestFailed('/tickets');
    const outcome = await sendContactMessage({ openTicket: () => errAsync(down) })(form, 'k');
    expect(outcome._unsafeUnwrapErr()).toEqual(down);
  });
});
