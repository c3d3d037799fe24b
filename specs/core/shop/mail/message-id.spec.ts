import { describe, expect, it } from 'vitest';
import { eventMessageId } from '../../../../core/shop/mail/message-id.ts';

describe("an event's Message-ID", () => {
  it('names the event and its key on the host of the link the mail carries', () => {
    expect(eventMessageId('order-confirmation', 'ES-7Q2K9', 'https://estampa.example/orders/ES-7Q2K9?t=1')).toBe(
      '<order-confirmation.ES-7Q2K9@estampa.example>',
    );
  });

  it('is the same for every try of the same event, and differs between events', () => {
    const link = 'https://estampa.example/x';
    expect(eventMessageId('payment-confirmed', 'F-1', link)).toBe(eventMessageId('payment-confirmed', 'F-1', link));
    expect(eventMessageId('payment-confirmed', 'F-1', link)).not.toBe(eventMessageId('review-invitation', 'F-1', link));
  });
});
