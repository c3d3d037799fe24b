import { fieldProblemsOf } from '../../domain/forms/field-problem.ts';
import type { CheckoutStep } from '../../domain/checkout/checkout-step.ts';
import { furthestStep } from '../../domain/checkout/checkout.ts';
import type { CheckoutRejected } from './checkout-gateway.port.ts';
import type { ShownCheckout } from './shown-checkout.ts';

/** The step the URL asks for, or the furthest one allowed when it asks for more. */
export const shownStep = (checkout: ShownCheckout, requested: number): CheckoutStep => {
  const furthest = furthestStep(checkout);
  return requested >= 1 && requested < furthest ? (requested as CheckoutStep) : furthest;
};

/** The core's field errors as the form shows them: one problem per field. */
export const rejectedFields = (errors: Parameters<typeof fieldProblemsOf>[0]) =>
  ({ type: 'CheckoutRejected', fields: fieldProblemsOf(errors) }) satisfies CheckoutRejected;
