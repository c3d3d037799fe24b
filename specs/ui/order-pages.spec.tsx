import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { errAsync, okAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { Cents } from '../../core/domain/pricing/money.ts';
import type { CountryCode } from '../../core/domain/site/country.ts';
import type { OrderUseCases } from '../../core/storefront/orders/order-pages.use-cases.ts';
import type { ShownPaymentStatus, ShownTracking } from '../../core/storefront/orders/shown-order.ts';
import { createI18n } from '../../ui/app/i18n.ts';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import general from '../../ui/locales/general/en.json';
import completed from '../../ui/locales/order-completed/en.json';
import accountsOrder from '../../ui/locales/accounts-order/en.json';
import { PaymentSection } from '../../ui/pages/order-completed/payment-section.tsx';
import refund from '../../ui/locales/tracking-user-required-action/en.json';
import { OrderCompletedPage } from '../../ui/pages/order-completed/order-completed-page.tsx';
import { RefundActionPage } from '../../ui/pages/tracking/refund-action-page.tsx';
import { TrackingDetailPage } from '../../ui/pages/tracking/tracking-detail-page.tsx';
import trackingDetail from '../../ui/locales/tracking-detail/en.json';
import { inertPlatform } from '../support/platform-fakes.ts';

const eur = (amount: number) => ({ amount: amount as Cents, currency: 'EUR' as const });
const query = { publicId: 'ES-7KQ2M9XD', postalCode: '28001', country: 'ES' };
const tracking: ShownTracking = {
  publicId: 'ES-7KQ2M9XD',
  statusName: 'CANCELED',
  commercialStatusName: 'REFUND',
  shipment: { carrier: null, trackingNumber: null, state: 'PROCESSING', timeline: [] },
  pickupPoint: null,
  userRequiredActions: [{ publicId: 'act-1', type: 'PROVIDE_DATA_TO_REFUND', status: 'PENDING' }],
};
const pending: ShownPaymentStatus = {
  method: 'CARD',
  kind: 'ONLINE_PREPAID',
  status: 'PENDING',
  canRetry: false,
  retryMethods: [],
};
const declined: ShownPaymentStatus = {
  ...pending,
  status: 'CANCELED',
  canRetry: true,
  retryMethods: ['CARD', 'PAYPAL', 'BANK_TRANSFER'],
};
const summary = {
  publicId: 'ES-7KQ2M9XD',
  placedAt: 0,
  email: 'lucia@example.com',
  shippingAddress: { line1: 'Calle Mayor 1', line2: null, postalCode: '28001', city: 'Madrid', country: 'ES' },
  pickupPoint: null,
  lines: [{ id: 'l1', name: 'Mug', quantity: 2, unitPrice: eur(1250), lineTotal: eur(2500), urlPreview: null }],
  subtotal: eur(2500),
  shipping: eur(395),
  discount: eur(0),
  total: eur(2895),
  invoiceUrl: null,
};
const prices = { locale: 'es-ES', withDecimals: true };
const SPAIN = ['ES' as CountryCode];

const renderWith = (element: React.ReactNode, orders: Partial<OrderUseCases>) => {
  const router = createMemoryRouter([{ path: '*', element }]);
  const i18n = createI18n({
    lng: 'en',
    ns: ['general', 'order-completed', 'accounts-order', 'tracking-user-required-action', 'tracking-detail'],
    resources: {
      en: {
        general,
        'order-completed': completed,
        'accounts-order': accountsOrder,
        'tracking-user-required-action': refund,
        'tracking-detail': trackingDetail,
      },
    },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <UseCasesProvider useCases={{ orders, platform: inertPlatform() } as UiUseCases}>
        <RouterProvider router={router} />
      </UseCasesProvider>
    </I18nextProvider>,
  );
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the order-completed page', () => {
  it('shows a personalised line’s preview in every format the shop serves, named for the line', () => {
    const personalised = { ...summary.lines[0]!, urlPreview: '/images/previews/00112233aabbccdd-640.jpg' };
    renderWith(
      <OrderCompletedPage data={{ summary: { ...summary, lines: [personalised] }, payment: pending, prices }} />,
      {
        paymentStatus: () => okAsync(pending),
      },
    );
    const preview = screen.getByRole('img', { name: 'Your design: Mug' });
    expect(preview.getAttribute('src')).toBe('/images/previews/00112233aabbccdd-640.jpg');
    const sources = [...(preview.parentElement?.querySelectorAll('source') ?? [])].map((source) => source.srcset);
    expect(sources).toEqual([
      '/images/previews/00112233aabbccdd-640.avif',
      '/images/previews/00112233aabbccdd-640.webp',
    ]);
  });

  it('shows no preview for a line that is not personalised', () => {
    renderWith(<OrderCompletedPage data={{ summary, payment: pending, prices }} />, {
      paymentStatus: () => okAsync(pending),
    });
    expect(screen.queryByRole('img', { name: /^Your design/ })).toBeNull();
  });

  it('shows the chosen pickup point, with its hours in the language of the page and its phone, instead of the billing address', () => {
    const pickupPoint = {
      name: 'Papelería El Sol',
      street: 'Calle Mayor, 7',
      postalCode: '28013',
      city: 'Madrid',
      country: 'ES',
      openingHours: 'Mon–Fri 09:00–20:00',
      phone: '+34 915 218 407',
    };
    renderWith(<OrderCompletedPage data={{ summary: { ...summary, pickupPoint }, payment: pending, prices }} />, {
      paymentStatus: () => okAsync(pending),
    });
    const section = screen.getByRole('region', { name: 'Pickup point' });
    expect(section.textContent).toContain('Papelería El Sol');
    expect(section.textContent).toContain('Calle Mayor, 7');
    expect(section.textContent).toMatch(/Mon–Fri 9:00\sAM\s–\s8:00\sPM/);
    expect(section.textContent).not.toContain('Calle Mayor 1');
    expect(screen.getByRole('link', { name: '+34 915 218 407' }).getAttribute('href')).toBe('tel:+34915218407');
  });

  it("offers the paid order's invoice by its signed link, and no link before it is paid", () => {
    const invoiceUrl = '/orders/ES-7KQ2M9XD/invoice?token=signed';
    renderWith(<OrderCompletedPage data={{ summary: { ...summary, invoiceUrl }, payment: pending, prices }} />, {
      paymentStatus: () => okAsync(pending),
    });
    expect(screen.getByRole('link', { name: 'Download the invoice (PDF)' }).getAttribute('href')).toBe(invoiceUrl);
    cleanup();
    renderWith(<OrderCompletedPage data={{ summary, payment: pending, prices }} />, {
      paymentStatus: () => okAsync(pending),
    });
    expect(screen.queryByRole('link', { name: 'Download the invoice (PDF)' })).toBeNull();
  });

  it('asks for the payment status again while it is pending, and says when it is paid', async () => {
    vi.useFakeTimers();
    const asked: string[] = [];
    renderWith(
      <OrderCompletedPage
        data={{
          summary: {
            publicId: 'ES-7KQ2M9XD',
            placedAt: 0,
            email: 'lucia@example.com',
            shippingAddress: {
              line1: 'Calle Mayor 1',
              line2: null,
              postalCode: '28001',
              city: 'Madrid',
              country: 'ES',
            },
            pickupPoint: null,
            lines: [
              { id: 'l1', name: 'Mug', quantity: 2, unitPrice: eur(1250), lineTotal: eur(2500), urlPreview: null },
            ],
            subtotal: eur(2500),
            shipping: eur(395),
            discount: eur(0),
            total: eur(2895),
            invoiceUrl: null,
          },
          payment: pending,
          prices: { locale: 'es-ES', withDecimals: true },
        }}
      />,
      {
        paymentStatus: (id) => {
          asked.push(id);
          return okAsync({ ...pending, status: 'PAID' });
        },
      },
    );
    expect(screen.getByRole('status').textContent).toBe('We are waiting for your payment to be confirmed.');
    const lines = screen.getByRole('region', { name: 'Your order' });
    expect(within(lines).getByRole('listitem').textContent?.replace(/\s/g, ' ')).toBe('2 × Mug 25 €');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('status').textContent).toBe('Your payment has been received.');
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(asked).toEqual(['ES-7KQ2M9XD']);
  });

  it('holds the outcome with a skeleton, the payment region busy, while it asks again', async () => {
    vi.useFakeTimers();
    renderWith(<OrderCompletedPage data={{ summary, payment: pending, prices }} />, {
      paymentStatus: () => okAsync({ ...pending, status: 'PAID' }),
    });
    const region = screen.getByRole('region', { name: 'Payment' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.querySelector('.skeleton[aria-hidden="true"]')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(region.getAttribute('aria-busy')).toBe('false');
    expect(region.querySelector('.skeleton')).toBeNull();
  });

  it('offers a new try after a decline, with the methods the shop offered, and follows the new attempt', async () => {
    vi.useFakeTimers();
    const retried: unknown[][] = [];
    renderWith(<OrderCompletedPage data={{ summary, payment: declined, prices }} />, {
      retryPayment: (...args) => {
        retried.push(args);
        return okAsync({
          kind: 'instructions',
          instructions: {
            method: 'BANK_TRANSFER',
            beneficiary: 'Estampa Sandbox S.L.',
            iban: 'ES28 9999',
            bic: 'ESTPESS1XXX',
            reference: 'ES-7KQ2M9XD',
            amount: '28.95',
            currency: 'EUR',
          },
        });
      },
      paymentStatus: () => okAsync({ ...pending, method: 'BANK_TRANSFER', kind: 'TRANSFER' }),
    });
    expect(screen.getByRole('status').textContent).toBe('Your payment was not completed.');
    const methods = screen.getByRole('group', { name: 'Pay with' });
    expect((screen.getByRole('radio', { name: 'Card' }) as HTMLInputElement).checked).toBe(true);
    expect(methods.textContent).toContain('PayPal');
    fireEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try the payment again' }));
    });
    expect(retried).toEqual([['ES-7KQ2M9XD', declined, 'BANK_TRANSFER']]);
    expect(screen.getByRole('heading', { name: 'How to pay' })).toBeTruthy();
    expect(screen.getByText('ES28 9999')).toBeTruthy();
    // Each field under its label in the page's language; the method and currency are not fields of their own.
    const fields = [...document.querySelectorAll('.payment-instructions dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(fields).toEqual([
      ['Beneficiary', 'Estampa Sandbox S.L.'],
      ['IBAN', 'ES28 9999'],
      ['BIC / SWIFT', 'ESTPESS1XXX'],
      ['Reference', 'ES-7KQ2M9XD'],
      ['Amount', '€28.95'],
    ]);
    expect(screen.getByRole('status').textContent).toBe('We are waiting for your payment to be confirmed.');
    expect(screen.queryByRole('button', { name: 'Try the payment again' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Payment' }).getAttribute('aria-busy')).toBe('true');
  });

  it('offers the new try once a pending payment turns out declined, the declined method chosen', async () => {
    vi.useFakeTimers();
    const retried: unknown[][] = [];
    renderWith(<OrderCompletedPage data={{ summary, payment: pending, prices }} />, {
      paymentStatus: () => okAsync(declined),
      retryPayment: (...args) => {
        retried.push(args);
        return okAsync({ kind: 'pending' });
      },
    });
    expect(screen.queryByRole('button', { name: 'Try the payment again' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect((screen.getByRole('radio', { name: 'Card' }) as HTMLInputElement).checked).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try the payment again' }));
    });
    expect(retried).toEqual([['ES-7KQ2M9XD', declined, 'CARD']]);
    expect(screen.getByRole('status').textContent).toBe('We are waiting for your payment to be confirmed.');
  });

  it('says so when the new try could not start, and lets the shopper try once more', async () => {
    renderWith(<OrderCompletedPage data={{ summary, payment: declined, prices }} />, {
      retryPayment: () => errAsync(apiRequestFailed('/x')),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try the payment again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not start the new payment. Please try again.',
    );
    expect((screen.getByRole('button', { name: 'Try the payment again' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers no new try for a paid order', () => {
    renderWith(<OrderCompletedPage data={{ summary, payment: { ...pending, status: 'PAID' }, prices }} />, {});
    expect(screen.queryByRole('button', { name: 'Try the payment again' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Payment' }).getAttribute('aria-busy')).toBe('false');
  });
});

describe("the payment on the customer's order", () => {
  const waitingCard: ShownPaymentStatus = { ...declined, status: 'PENDING' };

  it('offers a new try for an online payment still pending, which the order-completed page only follows', () => {
    renderWith(<PaymentSection publicId="ES-7KQ2M9XD" initial={waitingCard} ns="accounts-order" retryWhilePending />, {
      paymentStatus: () => okAsync(waitingCard),
    });
    expect(screen.getByRole('button', { name: 'Try the payment again' })).toBeTruthy();
    cleanup();
    renderWith(<OrderCompletedPage data={{ summary, payment: waitingCard, prices }} />, {
      paymentStatus: () => okAsync(waitingCard),
    });
    expect(screen.queryByRole('button', { name: 'Try the payment again' })).toBeNull();
  });

  it('says how a pending transfer is matched instead of offering a new try', () => {
    const transfer: ShownPaymentStatus = {
      method: 'BANK_TRANSFER',
      kind: 'TRANSFER',
      status: 'PENDING',
      canRetry: false,
      retryMethods: [],
    };
    renderWith(<PaymentSection publicId="ES-7KQ2M9XD" initial={transfer} ns="accounts-order" retryWhilePending />, {
      paymentStatus: () => okAsync(transfer),
    });
    expect(
      screen.getByText(
        'We will confirm your payment when your transfer arrives. Use the order number ES-7KQ2M9XD as its reference.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try the payment again' })).toBeNull();
  });
});

describe('the refund data form', () => {
  const action = tracking.userRequiredActions[0]!;

  it("flags an invalid IBAN with the core's rule while typing", () => {
    renderWith(<RefundActionPage data={{ query, tracking, action }} />, {});
    const iban = screen.getByLabelText('IBAN');
    fireEvent.change(iban, { target: { value: 'ES00 1234' } });
    expect(document.getElementById(iban.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a valid IBAN.',
    );
  });

  it('sends valid data and thanks the shopper', async () => {
    const sent: unknown[] = [];
    renderWith(<RefundActionPage data={{ query, tracking, action }} />, {
      submitRefundData: (...args) => {
        sent.push(args);
        return okAsync(undefined);
      },
    });
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'ES91 2100 0418 4502 0005 1332' } });
    fireEvent.change(screen.getByLabelText('Account holder'), { target: { value: 'Lucía García' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send bank details' }));
    expect(await screen.findByText('Thank you. We have your bank details and will send the refund.')).toBeTruthy();
    expect(sent).toEqual([[query, 'act-1', { iban: 'ES91 2100 0418 4502 0005 1332', accountHolder: 'Lucía García' }]]);
  });

  it("shows the shop's field errors inline", async () => {
    renderWith(<RefundActionPage data={{ query, tracking, action }} />, {
      submitRefundData: () =>
        errAsync({ type: 'RefundDataRejected', fields: [{ field: 'accountHolder', problem: 'InvalidAccountHolder' }] }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send bank details' }));
    await waitFor(() => expect(screen.getByText("Enter the account holder's name.")).toBeTruthy());
  });
});

describe('the order completed and its tracking', () => {
  it('shows the lines, the totals and the address with the country named in words', () => {
    renderWith(<OrderCompletedPage data={{ summary, payment: pending, prices }} />, {
      paymentStatus: () => okAsync(pending),
    });
    const totals = screen.getByRole('region', { name: 'Your order' });
    expect(within(totals).getByText('Total').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('28,95 €');
    const address = screen.getByRole('region', { name: 'Shipping to' });
    expect(address.querySelector('address')?.textContent).toBe('Calle Mayor 128001 MadridSpain');
    expect(screen.getByRole('link', { name: 'Track my order' }).getAttribute('href')).toBe(
      '/tracking/ES-7KQ2M9XD?shipment_postal_code=28001&shipment_country=ES',
    );
  });

  const onItsWay: ShownTracking = {
    ...tracking,
    statusName: 'SHIPPED',
    userRequiredActions: [],
    shipment: {
      carrier: 'CHRONOEXPRESS',
      trackingNumber: 'CX123',
      state: 'ON_ROUTE',
      timeline: [
        { state: 'PROCESSING', progress: 'done', at: Date.parse('2025-11-20T10:00:00Z') },
        { state: 'ON_ROUTE', progress: 'current', at: Date.parse('2025-11-21T09:30:00Z') },
        { state: 'ON_DELIVERY', progress: 'upcoming', at: null },
        { state: 'DELIVERED', progress: 'upcoming', at: null },
      ],
    },
  };

  it('draws the timeline with an icon per state, the current one marked', () => {
    renderWith(
      <TrackingDetailPage data={{ query, tracking: onItsWay, countries: SPAIN, order: { summary, prices } }} />,
      {},
    );
    const timeline = screen.getByRole('region', { name: 'Shipment' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('[data-icon]')?.getAttribute('data-icon'))).toEqual([
      'mdi:package-variant-closed',
      'mdi:truck-outline',
      'mdi:truck-fast-outline',
      'mdi:package-variant-closed-check',
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    expect(steps[1]?.querySelector('time')?.getAttribute('dateTime')).toBe('2025-11-21T09:30:00.000Z');
  });

  it("links the tracking number to its carrier's tracking page", () => {
    renderWith(<TrackingDetailPage data={{ query, tracking: onItsWay, countries: SPAIN, order: null }} />, {});
    expect(screen.getByRole('link', { name: 'Chronoexpress · CX123' }).getAttribute('href')).toBe(
      'https://s.correosexpress.com/SeguimientoSinCP/search?n=CX123',
    );
  });

  it('shows the order’s lines and address to the visitor who placed it, and only the timeline to others', () => {
    renderWith(
      <TrackingDetailPage data={{ query, tracking: onItsWay, countries: SPAIN, order: { summary, prices } }} />,
      {},
    );
    expect(screen.getByRole('region', { name: 'Your order' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Shipping to' })).toBeTruthy();
    cleanup();
    renderWith(<TrackingDetailPage data={{ query, tracking: onItsWay, countries: SPAIN, order: null }} />, {});
    expect(screen.getByRole('region', { name: 'Shipment' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your order' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Shipping to' })).toBeNull();
  });

  it("offers the paid order's invoice to the visitor who placed it, and to nobody else", () => {
    const invoiceUrl = '/orders/ES-7KQ2M9XD/invoice?token=signed';
    renderWith(
      <TrackingDetailPage
        data={{ query, tracking: onItsWay, countries: SPAIN, order: { summary: { ...summary, invoiceUrl }, prices } }}
      />,
      {},
    );
    expect(screen.getByRole('link', { name: 'Download the invoice (PDF)' }).getAttribute('href')).toBe(invoiceUrl);
    cleanup();
    renderWith(<TrackingDetailPage data={{ query, tracking: onItsWay, countries: SPAIN, order: null }} />, {});
    expect(screen.queryByRole('link', { name: 'Download the invoice (PDF)' })).toBeNull();
  });
});
