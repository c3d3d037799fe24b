import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { CartChangeError } from '../../core/storefront/carts/cart-gateway.port.ts';
import type { CartUseCases } from '../../core/storefront/carts/change-cart.use-cases.ts';
import type { CartFollower } from '../../core/storefront/carts/follow-cart.use-case.ts';
import type { ShownCart } from '../../core/storefront/carts/shown-cart.ts';
import { createI18n } from '../../ui/app/i18n.ts';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import cart from '../../ui/locales/cart/en.json';
import general from '../../ui/locales/general/en.json';
import { CartPage } from '../../ui/pages/cart/cart-page.tsx';
import { aShownCart, aShownLine, eur } from '../support/shown-cart-mother.ts';
import { inertPlatform } from '../support/platform-fakes.ts';

type Answer = ResultAsync<ShownCart, CartChangeError>;

/** Cart use cases that record their calls and answer what the test says. */
const fakeCart = (answer: () => Answer) => {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return answer();
    };
  const followers: CartFollower[] = [];
  const useCases: CartUseCases = {
    changeQuantity: record('changeQuantity'),
    removeLine: record('removeLine'),
    applyPromotion: record('applyPromotion'),
    removePromotion: record('removePromotion'),
    view: () => okAsync(aShownCart()),
    load: () => okAsync({ cart: aShownCart(), pictures: {} }),
    followChanges: (follower) => {
      followers.push(follower);
      return () => followers.splice(followers.indexOf(follower), 1);
    },
  };
  return { useCases, calls, followers };
};

let followers: CartFollower[] = [];

const renderCart = (shown: ShownCart, answer: () => Answer = () => okAsync(shown)) => {
  const fake = fakeCart(answer);
  followers = fake.followers;
  const useCases = { cart: fake.useCases, platform: inertPlatform() } as UiUseCases;
  const router = createMemoryRouter([{ path: '/cart', element: <CartPage data={{ cart: shown, pictures: {} }} /> }], {
    initialEntries: ['/cart'],
  });
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en', ns: ['general', 'cart'], resources: { en: { general, cart } } })}>
      <UseCasesProvider useCases={useCases}>
        <RouterProvider router={router} />
      </UseCasesProvider>
    </I18nextProvider>,
  );
  return fake.calls;
};

describe('the cart page', () => {
  it('shows each line with its prices, the totals from the core and the checkout link', () => {
    renderCart(aShownCart());
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mug – Sunflowers' })).toBeTruthy();
    expect(screen.getByText('12,50 €')).toBeTruthy();
    expect(screen.getAllByText('25 €')).toHaveLength(2);
    expect(screen.getByText('29,95 €')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('says what shipping costs from until a shipment is chosen, and a total before shipping, never a 0', () => {
    renderCart(aShownCart({ shipping: eur(0), total: eur(2500), shippingQuote: { type: 'From', price: eur(345) } }));
    const totals = within(screen.getByRole('region', { name: 'Summary' }));
    expect(totals.getByText('Shipping').nextElementSibling?.textContent).toMatch(/^from 3,45\s€$/);
    expect(totals.getByText('Total before shipping').nextElementSibling?.textContent).toMatch(/^25\s€$/);
    expect(totals.queryByText('0 €')).toBeNull();
  });

  it('says checkout works shipping out where no delivery has a price yet', () => {
    renderCart(aShownCart({ shipping: eur(0), total: eur(2500), shippingQuote: { type: 'AtCheckout' } }));
    const totals = within(screen.getByRole('region', { name: 'Summary' }));
    expect(totals.getByText('Shipping').nextElementSibling?.textContent).toBe('Calculated at the shipment step');
  });

  it('formats the amounts as the shop priced them, decimals and all, where the store table says whole units', () => {
    const pln = (amount: number) => ({ ...eur(amount), currency: 'PLN' as const });
    const line = aShownLine({ unitPrice: pln(1250), lineTotal: pln(2500) });
    const totals = { subtotal: pln(2500), shipping: pln(999), discount: pln(0), shippingDiscount: pln(0) };
    renderCart(
      aShownCart({
        store: 'WPX-PL',
        currency: 'PLN',
        lines: [line],
        ...totals,
        total: pln(3499),
        pricesWithDecimals: true,
      }),
    );
    expect(screen.getByText('12,50 zł')).toBeTruthy();
    expect(screen.getByText('34,99 zł')).toBeTruthy();
  });

  it('shows the CART error block when the cart is empty, not the 404 picture, leading back to shopping', () => {
    renderCart(aShownCart({ lines: [], itemCount: 0 }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to checkout' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Discover designs' }).getAttribute('href')).toBe('/');
    expect(document.body.textContent).not.toContain('404');
  });

  it('changes the quantity with the buttons and shows the cart the shop answers', async () => {
    const after = aShownCart({ lines: [aShownLine({ quantity: 3, lineTotal: eur(3750) })], total: eur(4245) });
    const calls = renderCart(aShownCart(), () => okAsync(after));
    fireEvent.click(screen.getByRole('button', { name: 'One more: Mug – Sunflowers' }));
    expect(await screen.findByText('42,45 €')).toBeTruthy();
    expect(calls).toEqual([['changeQuantity', 'line-1', 3]]);
    expect((screen.getByLabelText('Quantity of Mug – Sunflowers') as HTMLInputElement).value).toBe('3');
  });

  it('flags a typed quantity the core refuses while typing, and sends nothing', () => {
    const calls = renderCart(aShownCart());
    const input = screen.getByLabelText('Quantity of Mug – Sunflowers');
    fireEvent.change(input, { target: { value: '120' } });
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Choose a quantity from 1 to 99.');
    expect(calls).toEqual([]);
  });

  it('steps the quantity down with the stepper, and not below one', async () => {
    const one = aShownCart({ lines: [aShownLine({ quantity: 1, lineTotal: eur(1250) })] });
    const calls = renderCart(aShownCart(), () => okAsync(one));
    const stepper = screen.getByLabelText('Quantity of Mug – Sunflowers').parentElement!;
    fireEvent.click(within(stepper).getByRole('button', { name: 'One fewer: Mug – Sunflowers' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Quantity of Mug – Sunflowers') as HTMLInputElement).value).toBe('1'),
    );
    expect(calls).toEqual([['changeQuantity', 'line-1', 1]]);
    expect(screen.getByRole('button', { name: 'One fewer: Mug – Sunflowers' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'One more: Mug – Sunflowers' })).toHaveProperty('disabled', false);
  });

  it('removes a line with an icon button named for the line, beside the order summary', () => {
    renderCart(aShownCart({ lines: [aShownLine(), aShownLine({ id: 'line-2', designName: 'Roses' })] }));
    const remove = screen.getByRole('button', { name: 'Remove Mug – Roses' });
    // The icon is the button's only content: its name comes from the label, not from visible text.
    expect(remove.textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Remove Mug – Sunflowers' })).not.toBe(remove);
    expect(screen.getByRole('region', { name: 'Summary' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  it('removes a line', async () => {
    const calls = renderCart(aShownCart(), () => okAsync(aShownCart({ lines: [], itemCount: 0 })));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mug – Sunflowers' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(calls).toEqual([['removeLine', 'line-1']]);
  });

  it("shows the shop's refusal of a promotion code next to the field, translated", async () => {
    renderCart(aShownCart(), () =>
      errAsync({ type: 'CartChangeRejected', fields: [{ field: 'code', problem: 'PromotionExpired' }] }),
    );
    fireEvent.change(screen.getByLabelText('Promotion code'), { target: { value: 'OLD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promotion has ended.')).toBeTruthy();
    expect(screen.getByLabelText('Promotion code').getAttribute('aria-describedby')).toBe('promotion-code-error');
  });

  it('shows an applied code with its discount and lets the shopper remove it', async () => {
    const withCode = aShownCart({
      promotion: { code: 'SUMMER10', applied: true, problem: null },
      discount: eur(250),
      total: eur(2745),
    });
    const calls = renderCart(withCode, () => okAsync(aShownCart()));
    expect(screen.getByText('Code SUMMER10 applied.')).toBeTruthy();
    expect(screen.getByText('−2,50 €')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove code SUMMER10' }));
    await waitFor(() => expect(screen.getByLabelText('Promotion code')).toBeTruthy());
    expect(calls).toEqual([['removePromotion']]);
  });

  it('says so when the shop cannot be reached', async () => {
    renderCart(aShownCart(), () => errAsync(apiRequestFailed('/cart')));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mug – Sunflowers' }));
    expect(await screen.findByText('We could not update your cart. Please try again.')).toBeTruthy();
  });

  it("shows skeleton totals, the cart busy, while another tab's change is read, then the cart as it now is", async () => {
    renderCart(aShownCart());
    const page = document.querySelector('.cart-page');
    expect(page?.getAttribute('aria-busy')).toBe('false');
    act(() => followers.forEach((follower) => follower.stale()));
    expect(page?.getAttribute('aria-busy')).toBe('true');
    const totals = screen.getByRole('region', { name: 'Summary' });
    expect(totals.querySelectorAll('.skeleton[aria-hidden="true"]')).toHaveLength(3);
    expect(within(totals).queryByText('29,95 €')).toBeNull();
    const after = aShownCart({ lines: [aShownLine({ quantity: 3, lineTotal: eur(3750) })], total: eur(4245) });
    act(() => followers.forEach((follower) => follower.updated({ cart: after, pictures: {} })));
    expect(page?.getAttribute('aria-busy')).toBe('false');
    expect(within(totals).getByText('42,45 €')).toBeTruthy();
    expect((screen.getByLabelText('Quantity of Mug – Sunflowers') as HTMLInputElement).value).toBe('3');
  });

  it('shows a cart line skeleton in an empty cart while another tab fills it, and keeps the cart when reading fails', () => {
    renderCart(aShownCart({ lines: [], itemCount: 0 }));
    act(() => followers.forEach((follower) => follower.stale()));
    expect(screen.queryByRole('heading', { name: 'Your cart is empty' })).toBeNull();
    expect(document.querySelector('.cart-page[aria-busy="true"] .skeleton')).not.toBeNull();
    act(() => followers.forEach((follower) => follower.failed()));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(document.querySelector('.skeleton')).toBeNull();
  });

  it('stops following other tabs when the page goes', () => {
    renderCart(aShownCart());
    expect(followers).toHaveLength(1);
    cleanup();
    expect(followers).toHaveLength(0);
  });
});
