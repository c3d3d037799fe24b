import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { okAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  BackOfficeWrites,
  ShownDeskOrder,
  ShownTimelineEntry,
} from '../../core/storefront/back-office/back-office-gateway.port.ts';
import { backOfficeUseCases } from '../../core/storefront/back-office/back-office.use-cases.ts';
import { createI18n } from '../../ui/app/i18n.ts';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import general from '../../ui/locales/general/en.json';
import accountsOrder from '../../ui/locales/accounts-order/en.json';
import accountsOrders from '../../ui/locales/accounts-orders/en.json';
import { DeskOrderPage } from '../../ui/pages/back-office/desk-order-page.tsx';
import { OrderDeskPage } from '../../ui/pages/back-office/order-desk-page.tsx';
import { inertPlatform } from '../support/platform-fakes.ts';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
// Half past midnight on 8 December in Madrid, still the 7th in UTC.
const LATE = '2026-12-07T23:30:00.000Z';

const order: ShownDeskOrder = {
  publicId: 'ES-DESK0001',
  store: 'WPX-ES',
  email: 'ana@example.com',
  status: 200,
  paymentMethod: 'CARD',
  paymentStatus: 'PAID',
  total: eur(1790),
  shipmentState: null,
  createdAt: LATE,
  contactName: 'Ana García',
  locale: 'es',
  subtotal: eur(1295),
  shipping: eur(495),
  discount: eur(0),
  shipmentCountry: 'ES',
  shipmentPostalCode: '28001',
  lines: [{ id: 'l1', name: 'Mug', quantity: 1, unitPrice: eur(1295), personalised: false }],
  statusHistory: [{ status: 200, at: LATE }],
  shipment: null,
  pickupPoint: null,
  refundOwed: false,
  refundedAt: null,
  audit: [],
  allowed: [],
  timeline: [],
};

const entry = (kind: ShownTimelineEntry['kind'], at: string, fields: Partial<ShownTimelineEntry> = {}) => ({
  kind,
  at,
  status: null,
  state: null,
  carrier: null,
  trackingNumber: null,
  number: null,
  author: null,
  text: null,
  mail: null,
  ...fields,
});

const renderIn = (element: React.ReactElement, backOffice: Partial<UiUseCases['backOffice']> = {}) => {
  const router = createMemoryRouter([{ path: '*', element }]);
  const i18n = createI18n({
    lng: 'en',
    ns: ['general', 'accounts-order', 'accounts-orders'],
    resources: { en: { general, 'accounts-order': accountsOrder, 'accounts-orders': accountsOrders } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <UseCasesProvider useCases={{ platform: inertPlatform(), backOffice } as unknown as UiUseCases}>
        <RouterProvider router={router} />
      </UseCasesProvider>
    </I18nextProvider>,
  );
};

afterEach(cleanup);

describe('the orders desk', () => {
  it("lists an order's status in the workshop's words and its time in its store's zone", () => {
    renderIn(
      <OrderDeskPage
        data={{
          view: 'desk',
          query: { search: '', store: '', status: '', dateFilter: 'without', after: '' },
          list: { orders: [order], next: null },
        }}
      />,
    );
    const row = screen.getByRole('row', { name: /ES-DESK0001/ });
    expect(within(row).getByText('Awaiting print files')).toBeTruthy();
    expect(within(row).queryByText('Waiting for your files')).toBeNull();
    expect(within(row).getByText(/Dec 8, 2026.*12:30\sAM UTC\+1/)).toBeTruthy();
    // The status filter names the statuses as the list does.
    expect(within(screen.getByLabelText('Status')).getByRole('option', { name: 'Awaiting print files' })).toBeTruthy();
  });
});

describe("the desk's order page", () => {
  it("prints the order's times in its store's zone, never in UTC", () => {
    renderIn(<DeskOrderPage data={{ view: 'desk', order, printFiles: [] }} />);
    expect(screen.getAllByText(/Dec 8, 2026.*12:30\sAM UTC\+1/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Dec 7, 2026/)).toBeNull();
    expect(screen.getAllByText('Awaiting print files').length).toBeGreaterThan(0);
  });

  it('shows a pickup-point order’s point in full: address, hours and a phone to call', () => {
    renderIn(
      <DeskOrderPage
        data={{
          view: 'desk',
          order: {
            ...order,
            shipment: { method: 'PICKPOINT', carrier: 'CORREOS', trackingNumber: null, events: [] },
            pickupPoint: {
              id: 'CORREOS-ES-01',
              name: 'Papelería El Sol',
              street: 'Calle Mayor, 7',
              postalCode: '28013',
              city: 'Madrid',
              country: 'ES',
              openingHours: 'Mon–Fri 09:00–20:00',
              phone: '+34 915 218 407',
            },
          },
          printFiles: [],
        }}
      />,
    );
    const point = screen.getByRole('region', { name: 'Shipment' });
    expect(point.textContent).toContain('Calle Mayor, 7');
    expect(point.textContent).toMatch(/Opening hours: Mon–Fri 9:00\sAM\s–\s8:00\sPM/);
    expect(within(point).getByRole('link', { name: '+34 915 218 407' }).getAttribute('href')).toBe('tel:+34915218407');
  });

  it("tells the order's life newest first in the store's zone, and an internal note joins it once added", async () => {
    const timeline = [
      entry('shipped', '2026-12-09T16:00:00.000Z', { carrier: 'CORREOS', trackingNumber: 'PQ4B7M0422387010128013X' }),
      entry('mail', '2026-12-07T23:36:00.000Z', { mail: 'payment-confirmed' }),
      entry('invoice', '2026-12-07T23:35:00.000Z', { number: 'WPX-ES-2026-000007' }),
      entry('paid', '2026-12-07T23:35:00.000Z'),
      entry('placed', LATE),
    ];
    const sent: string[] = [];
    // The shop's own use cases, over writes that answer as the Shop API would.
    const writes = {
      addNote: (_publicId: string, note: string) => {
        sent.push(note);
        const noted = entry('note', '2026-12-10T09:00:00.000Z', { author: 'demo-admin', text: note });
        return okAsync({ kind: 'done' as const, value: { ...order, timeline: [noted, ...timeline] } });
      },
    } as unknown as BackOfficeWrites;
    renderIn(
      <DeskOrderPage data={{ view: 'desk', order: { ...order, timeline }, printFiles: [] }} />,
      backOfficeUseCases(writes, () => 'key'),
    );
    const events = screen.getByRole('list', { name: 'What happened to the order, newest first' });
    const items = within(events).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Shipped with Correos · PQ4B7M0422387010128013X',
      'E-mail sent: payment received, with the invoice',
      'Invoice WPX-ES-2026-000007 issued',
      'Payment received',
      'Order placed',
    ]);
    expect(items[4]?.textContent).toMatch(/Dec 8, 2026.*12:30\sAM UTC\+1/);

    fireEvent.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('Write the note first.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('Internal note'), { target: { value: 'Buyer rang about the size.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('Note added.')).toBeTruthy();
    expect(sent).toEqual(['Buyer rang about the size.']);
    expect(within(events).getAllByRole('listitem')[0]?.textContent).toContain('Buyer rang about the size.');
    expect((screen.getByLabelText('Internal note') as HTMLTextAreaElement).value).toBe('');
  });
});
