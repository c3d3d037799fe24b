import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CheckoutUseCases } from '../../core/storefront/checkout/checkout-page.use-cases.ts';
import type { CheckoutPageData } from '../../core/storefront/checkout/load-checkout-page.use-case.ts';
import type { ShownPlacedOrder } from '../../core/storefront/checkout/shown-checkout.ts';
import { createI18n } from '../../ui/app/i18n.ts';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import cart from '../../ui/locales/cart/en.json';
import checkoutTexts from '../../ui/locales/checkout/en.json';
import general from '../../ui/locales/general/en.json';
import { CheckoutPage } from '../../ui/pages/checkout/checkout-page.tsx';
import { aShownCart, eur } from '../support/shown-cart-mother.ts';
import { aCheckoutAt, someShipmentOptions } from '../support/shown-checkout-mother.ts';

/** Checkout use cases that record each call and answer what the test gives. */
const fakeCheckout = (answers: Partial<Record<keyof CheckoutUseCases, () => ResultAsync<unknown, unknown>>> = {}) => {
  const calls: unknown[][] = [];
  const record =
    (name: keyof CheckoutUseCases, fallback: unknown) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return answers[name]?.() ?? okAsync(fallback);
    };
  const useCases = {
    submitContact: record('submitContact', aCheckoutAt(2)),
    submitAddresses: record('submitAddresses', aCheckoutAt(3)),
    submitShipment: record('submitShipment', aCheckoutAt(4)),
    searchShipmentOptions: record('searchShipmentOptions', someShipmentOptions),
    placeOrder: record('placeOrder', { publicId: 'ES-7KQ2M9XD', next: { kind: 'pending' } }),
  } as unknown as CheckoutUseCases;
  return { useCases, calls };
};

const Location = () => <p data-testid="location">{`${useLocation().pathname}${useLocation().search}`}</p>;

const renderStep = (data: CheckoutPageData, fake = fakeCheckout()) => {
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <CheckoutPage data={data} /> },
      { path: '*', element: <Location /> },
    ],
    { initialEntries: [`/checkout?step=${data.step}`] },
  );
  const i18n = createI18n({
    lng: 'en',
    ns: ['general', 'checkout', 'cart'],
    resources: { en: { general, checkout: checkoutTexts, cart } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <UseCasesProvider useCases={{ checkout: fake.useCases } as UiUseCases}>
        <RouterProvider router={router} />
      </UseCasesProvider>
    </I18nextProvider>,
  );
  return { calls: fake.calls, router };
};

const pageAt = (step: 1 | 2 | 3 | 4): CheckoutPageData => ({
  step,
  checkout: aCheckoutAt(step),
  cart: aShownCart(),
  shipmentOptions: step === 3 ? someShipmentOptions : null,
});

const describedBy = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the contact step', () => {
  it("flags a field with the core's error while typing, and sends the contact once valid", async () => {
    const { calls, router } = renderStep(pageAt(1));
    expect(screen.getByRole('radio', { name: 'A private person' })).toHaveProperty('checked', true);
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'lucia@' } });
    expect(describedBy(email)).toBe('Enter a valid email address.');
    fireEvent.change(email, { target: { value: 'lucia@example.com' } });
    expect(email.getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Lucía' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'García' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '612345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
    expect(calls[0]?.[3]).toMatchObject({ customerType: 'PERSON', email: 'lucia@example.com', firstName: 'Lucía' });
  });

  it('groups the name, then how to reach the shopper, each field labelled with its autofill token', () => {
    renderStep(pageAt(1));
    const groups = screen
      .getAllByRole('group')
      .flatMap((group) => group.querySelector(':scope > legend')?.textContent ?? []);
    expect(groups).toEqual(['I am buying as', 'Your name', 'Contact details']);
    const tokens = ['First name', 'Last name', 'Email', 'Phone'].map((label) =>
      screen.getByLabelText(label).getAttribute('autocomplete'),
    );
    expect(tokens).toEqual(['given-name', 'family-name', 'email', 'tel']);
  });

  it('asks a company for its name and VAT number and sends them', async () => {
    const { calls } = renderStep(pageAt(1));
    expect(screen.queryByLabelText('Company name')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'A company' }));
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Estudio Sol SL' } });
    fireEvent.change(screen.getByLabelText('VAT number'), { target: { value: 'B12345674' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.[3]).toMatchObject({ customerType: 'COMPANY', companyName: 'Estudio Sol SL', vatId: 'B12345674' });
  });

  it("shows the shop's 5004 field errors next to their fields", async () => {
    renderStep(
      pageAt(1),
      fakeCheckout({
        submitContact: () =>
          errAsync({ type: 'CheckoutRejected', fields: [{ field: 'phone', problem: 'InvalidPhone' }] }),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(describedBy(screen.getByLabelText('Phone'))).toBe('Enter a valid phone number.'));
  });
});

describe('the address step', () => {
  it('refuses a postal code that does not fit the country while typing', () => {
    renderStep(pageAt(2));
    const postalCode = screen.getByLabelText('Postal code');
    fireEvent.change(postalCode, { target: { value: '2800' } });
    expect(describedBy(postalCode)).toBe('Enter a valid postal code for this country.');
  });

  it('gives every address field the autofill token of the billing address', () => {
    renderStep(pageAt(2));
    const tokens = ['Street and number', 'Flat, floor (optional)', 'Postal code', 'City', 'Country'].map((label) =>
      screen.getByLabelText(label).getAttribute('autocomplete'),
    );
    expect(tokens).toEqual([
      'billing address-line1',
      'billing address-line2',
      'billing postal-code',
      'billing address-level2',
      'billing country',
    ]);
  });

  it('sends a separate shipping address only when asked for', async () => {
    const { calls } = renderStep({ ...pageAt(2), checkout: aCheckoutAt(3), step: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.[3]).toMatchObject({ billing: { postalCode: '28001', city: 'Madrid' }, shipping: null });
  });
});

describe('the shipment step', () => {
  it('offers pickup points with their carrier and price and sends the chosen one', async () => {
    const { calls } = renderStep({ ...pageAt(3), checkout: aCheckoutAt(3) });
    fireEvent.click(screen.getByRole('radio', { name: /Collect at a pickup point/ }));
    expect(screen.getByRole('radio', { name: /Correos · 3,95\s€ · 2–4 working days/ })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: /Oficina Sol/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.[2]).toEqual({
      mode: 'PICKPOINT',
      deliveryMethod: 'PICKPOINT',
      carrier: 'CORREOS',
      pickupPointId: 'CORREOS-ES-01',
    });
  });

  it('searches pickup points near another postal code', async () => {
    const { calls } = renderStep(pageAt(3));
    fireEvent.click(screen.getByRole('radio', { name: /Collect at a pickup point/ }));
    fireEvent.change(screen.getByLabelText('Postal code to search near'), { target: { value: '28013' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search pickup points' }));
    await waitFor(() => expect(calls).toEqual([['searchShipmentOptions', aCheckoutAt(3), '28013']]));
  });

  it('holds the pickup points list with a skeleton, the group busy, while points are looked up', async () => {
    let resolve: (options: typeof someShipmentOptions) => void = () => undefined;
    const answer = ResultAsync.fromSafePromise(new Promise<typeof someShipmentOptions>((done) => (resolve = done)));
    renderStep(pageAt(3), fakeCheckout({ searchShipmentOptions: () => answer }));
    fireEvent.click(screen.getByRole('radio', { name: /Collect at a pickup point/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Search pickup points' }));
    const group = screen.getByRole('group', { name: 'Pickup point' });
    expect(group.getAttribute('aria-busy')).toBe('true');
    expect(group.querySelectorAll('.pickup-points[aria-hidden="true"] .skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('radio', { name: /Oficina Sol/ })).toBeNull();
    resolve(someShipmentOptions);
    await waitFor(() => expect(group.getAttribute('aria-busy')).toBe('false'));
    expect(group.querySelector('.skeleton')).toBeNull();
    // Each point names its phone beside its hours.
    expect(screen.getByRole('radio', { name: /Oficina Sol.*\+34 912 345 678/ })).toBeTruthy();
  });
});

describe('the payment step', () => {
  it('places one order however often the button is pressed, then shows the order', async () => {
    let resolve: (order: ShownPlacedOrder) => void = () => undefined;
    const answer = ResultAsync.fromSafePromise(new Promise<ShownPlacedOrder>((done) => (resolve = done)));
    const fake = fakeCheckout({ placeOrder: () => answer });
    const { calls, router } = renderStep(pageAt(4), fake);
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' }));
    const place = screen.getByRole('button', { name: 'Place order' });
    fireEvent.click(place);
    fireEvent.click(place);
    expect(place).toHaveProperty('disabled', true);
    resolve({ publicId: 'ES-7KQ2M9XD', next: { kind: 'pending' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-completed'));
    expect(router.state.location.search).toBe('?order=ES-7KQ2M9XD');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[3]).toEqual({ method: 'CARD', termsAccepted: true });
  });

  it('shows the payment instructions of a transfer', async () => {
    renderStep(
      pageAt(4),
      fakeCheckout({
        placeOrder: () =>
          okAsync({ publicId: 'ES-1', next: { kind: 'instructions', instructions: { iban: 'ES91 2100' } } }),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'How to pay' })).toBeTruthy();
    expect(screen.getByText('ES91 2100')).toBeTruthy();
  });

  it('says the terms must be accepted when the shop or the core refuses', async () => {
    renderStep(
      pageAt(4),
      fakeCheckout({
        placeOrder: () =>
          errAsync({ type: 'CheckoutRejected', fields: [{ field: 'terms', problem: 'TermsNotAccepted' }] }),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Accept the terms to place your order.')).toBeTruthy();
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' });
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(terms)).toBe('Accept the terms to place your order.');
  });

  it('shows each method with its drawn mark beside its name, and links the terms of sale', () => {
    renderStep(pageAt(4));
    const card = screen.getByRole('radio', { name: 'Card' }).closest('label')!;
    expect(card.querySelector('svg.payment-mark')?.getAttribute('data-mark')).toBe('card');
    expect(card.querySelector('svg.payment-mark')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: 'Read the terms of sale' }).getAttribute('href')).toBe('/terms');
  });
});

describe('the checkout frame', () => {
  it('numbers the steps, marks the current one and links back to the ones done', () => {
    renderStep(pageAt(3));
    const steps = within(screen.getByRole('navigation', { name: 'Checkout steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Contact', '2Address', '3Shipment', '4Payment']);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
    expect(within(steps[0]!).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/checkout?step=1');
    expect(within(steps[3]!).queryByRole('link')).toBeNull();
  });

  it('shows the order summary beside the step: each line, the totals and a way back to the cart', () => {
    renderStep(pageAt(2));
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const line = within(summary).getByRole('listitem');
    expect(line.textContent?.replace(/\s/g, ' ')).toBe('Mug – Sunflowers Quantity: 2 25 €');
    expect(within(summary).getByText('Total').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('29,95 €');
    expect(within(summary).getByRole('link', { name: 'Edit cart' }).getAttribute('href')).toBe('/cart');
  });

  it('says what shipping costs from before the shipment step, and a total before shipping', () => {
    const cart = aShownCart({ shipping: eur(0), total: eur(2500), shippingQuote: { type: 'From', price: eur(345) } });
    renderStep({ ...pageAt(2), cart });
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Shipping').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('from 3,45 €');
    expect(summary.getByText('Total before shipping').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe(
      '25 €',
    );
  });

  it('says the shipment step works shipping out where no delivery has a price yet', () => {
    const cart = aShownCart({ shipping: eur(0), total: eur(2500), shippingQuote: { type: 'AtCheckout' } });
    renderStep({ ...pageAt(2), cart });
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Shipping').nextElementSibling?.textContent).toBe('Calculated at the shipment step');
    expect(summary.getByRole('link', { name: 'Edit cart' }).getAttribute('href')).toBe('/cart');
  });
});
