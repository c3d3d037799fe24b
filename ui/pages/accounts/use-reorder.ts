import { useState } from 'react';

import type { ReorderOutcome } from '../../../core/storefront/accounts/reorder.use-case.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import type { AccountOrderLine } from '../../../core/domain/customers/account-history.ts';

/** The reorder button's state: one run at a time, its outcome or its failure. */
export const useReorder = (lines: readonly AccountOrderLine[]) => {
  const { reorder } = useUseCases();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<ReorderOutcome | null>(null);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    if (pending) return;
    setPending(true);
    setFailed(false);
    const result = await reorder(lines);
    setPending(false);
    result.match(setOutcome, () => setFailed(true));
  };
  return { pending, outcome, failed, run: () => void run() };
};
