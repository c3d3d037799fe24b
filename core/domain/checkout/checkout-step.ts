/** The checkout's four steps in the order the shopper meets them. */
export const CHECKOUT_STEPS = [1, 2, 3, 4] as const;

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const CHECKOUT_STEP_NAMES = { 1: 'contact', 2: 'address', 3: 'shipment', 4: 'payment' } as const;

export type CheckoutStepName = (typeof CHECKOUT_STEP_NAMES)[CheckoutStep];

export const isCheckoutStep = (value: number): value is CheckoutStep =>
  (CHECKOUT_STEPS as readonly number[]).includes(value);
