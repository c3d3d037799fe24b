import { cleanup, render, screen } from '@testing-library/react';
import { okAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cents } from '../../core/domain/pricing/money.ts';
import type { AccountOrderPageData as AccountOrderData } from '../../core/storefront/accounts/account-pages.use-cases.ts';
import { createI18n } from '../../ui/app/i18n.ts';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import general from '../../ui/locales/general/en.json';
import accountsOrder from '../../ui/locales/accounts-order/en.json';
import { AccountOrderPage } from '../../ui/pages/accounts/account-order-page.tsx';
import { inertPlatform } from '../support/platform-fakes.ts';

const eur = (amount: number) => ({ amount: amount as Cents, currency: 'EUR' as const });
const PREVIEW = '/images/previews/00112233aabbccdd-640.jpg';

const data = (urlPreview: string | null): AccountOrderData => ({
  order: {
    publicId: 'ES-DEMO0001',
    store: 'WPX-ES',
    status: 9,
    commercialStatus: 8,
    total: { amount: 1790, currency: 'EUR' },
    itemCount: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    paymentMethod: 'CARD',
    subtotal: { amount: 1295, currency: 'EUR' },
    shipping: { amount: 495, currency: 'EUR' },
    discount: { amount: 0, currency: 'EUR' },
    promotionCode: null,
    shipmentCountry: 'ES',
    shipmentPostalCode: '28001',
    lines: [{ articleId: 101, designId: null, name: 'Mug', quantity: 1, unitPrice: { amount: 1295, currency: 'EUR' } }],
  } as AccountOrderData['order'],
  summary: {
    publicId: 'ES-DEMO0001',
    placedAt: 0,
    email: 'ana@example.com',
    shippingAddress: { line1: 'Calle Mayor 1', line2: null, postalCode: '28001', city: 'Madrid', country: 'ES' },
    pickupPoint: null,
    lines: [{ id: 'l1', name: 'Mug', quantity: 1, unitPrice: eur(1295), lineTotal: eur(1295), urlPreview }],
    subtotal: eur(1295),
    shipping: eur(495),
    discount: eur(0),
    total: eur(1790),
    invoiceUrl: null,
  },
  payment: { method: 'CARD', kind: 'ONLINE_PREPAID', status: 'PAID', canRetry: false, retryMethods: [] },
  tracking: null,
  pictures: {},
  prices: { locale: 'es-ES', withDecimals: true },
  invoiceUrl: null,
  creditNoteUrl: null,
  reviewable: false,
});

const renderPage = (page: AccountOrderData) => {
  const router = createMemoryRouter([{ path: '*', element: <AccountOrderPage data={page} /> }]);
  const i18n = createI18n({
    lng: 'en',
    ns: ['general', 'accounts-order'],
    resources: { en: { general, 'accounts-order': accountsOrder } },
  });
  const orders = { paymentStatus: () => okAsync(page.payment) };
  render(
    <I18nextProvider i18n={i18n}>
      <UseCasesProvider useCases={{ orders, platform: inertPlatform() } as unknown as UiUseCases}>
        <RouterProvider router={router} />
      </UseCasesProvider>
    </I18nextProvider>,
  );
};

afterEach(cleanup);

describe("the account's order page", () => {
  it('shows a personalised line’s preview in place of the catalogue picture', () => {
    renderPage(data(PREVIEW));
    expect(screen.getByRole('img', { name: 'Your design: Mug' }).getAttribute('src')).toBe(PREVIEW);
  });

  it('shows no preview for a line that is not personalised', () => {
    renderPage(data(null));
    expect(screen.queryByRole('img', { name: /^Your design/ })).toBeNull();
  });
});
