import type { ResultAsync } from 'neverthrow';
import { useRef, useState } from 'react';
import type { CheckoutChangeError } from '../../../core/storefront/checkout/checkout-gateway.port.ts';

export type FieldProblems = Readonly<Record<string, string>>;

/** Field errors from the core's validators (fields touched so far) merged with the shop's last 5004 answer. */
export const useStepForm = <T>(validate: () => FieldProblems) => {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverProblems, setServerProblems] = useState<FieldProblems>({});
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  // A second click before React re-renders must not send again; the state alone would let it through.
  const running = useRef(false);
  const local = validate();
  const problemOf = (field: string): string | undefined =>
    touched.has(field) ? (local[field] ?? serverProblems[field]) : serverProblems[field];
  const touch = (field: string) => {
    setTouched((fields) => new Set([...fields, field]));
    setServerProblems(({ [field]: _, ...rest }) => rest);
  };
  const submit = (run: () => ResultAsync<T, CheckoutChangeError>, done: (value: T) => void) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setFailed(false);
    void run()
      .match(done, (error) => {
        if (error.type === 'CheckoutRejected') {
          setServerProblems(Object.fromEntries(error.fields.map((field) => [field.field, field.problem])));
          setTouched(new Set());
        } else setFailed(true);
      })
      .then(() => {
        running.current = false;
        setPending(false);
      });
  };
  return { problemOf, touch, submit, pending, failed };
};

/** The core's field errors as field → error type. */
export const problemsOf = (errors: {
  readonly [field: string]: { readonly type: string } | undefined;
}): FieldProblems =>
  Object.fromEntries(Object.entries(errors).flatMap(([field, error]) => (error ? [[field, error.type]] : [])));
