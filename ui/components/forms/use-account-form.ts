import { useState } from 'react';
import type { ResultAsync } from 'neverthrow';
import type { FieldProblem } from '../../../core/domain/forms/field-problem.ts';
import type { FormOutcome } from '../../../core/storefront/accounts/self-service-gateway.port.ts';

export type AccountFormStatus = 'editing' | 'sending' | 'done' | 'failed';

const byField = (problems: readonly FieldProblem[]): Partial<Record<string, FieldProblem>> =>
  Object.fromEntries(problems.map((problem) => [problem.field, problem]));

/**
 * A form of the accounts area: the core's rules while typing once a field was left, the server's problems on send,
 * and one request at a time, so a double submit changes nothing twice.
 */
export const useAccountForm = <F extends Readonly<Record<string, string>>, T>(
  initial: F,
  rules: (form: F) => readonly FieldProblem[],
  send: (form: F) => ResultAsync<FormOutcome<T>, unknown>,
  onDone: (value: T) => void | Promise<void>,
) => {
  const [form, setForm] = useState<F>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverProblems, setServerProblems] = useState<readonly FieldProblem[]>([]);
  const [status, setStatus] = useState<AccountFormStatus>('editing');

  const local = byField(rules(form));
  const server = byField(serverProblems);
  const problemOf = (field: keyof F & string): FieldProblem | undefined =>
    touched.has(field) ? (local[field] ?? server[field]) : server[field];

  const change = (field: keyof F & string, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setServerProblems((current) => current.filter((problem) => problem.field !== field));
    if (status !== 'sending') setStatus('editing');
  };
  const leave = (field: keyof F & string) => setTouched((current) => new Set(current).add(field));

  const submit = async () => {
    if (status === 'sending') return;
    setTouched(new Set(Object.keys(form)));
    setStatus('sending');
    const outcome = await send(form);
    await outcome.match(
      async (answer) => {
        if (answer.kind === 'invalid') {
          setServerProblems(answer.problems);
          return setStatus('editing');
        }
        setTouched(new Set());
        setStatus('done');
        await onDone(answer.value);
      },
      async () => setStatus('failed'),
    );
  };

  return { form, setForm, status, problemOf, change, leave, submit };
};
