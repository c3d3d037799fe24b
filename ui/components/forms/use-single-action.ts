import { useState } from 'react';
import type { ResultAsync } from 'neverthrow';

export type SingleActionState = 'idle' | 'sending' | 'failed';

/** A button's request outside a form: one at a time, so a double click acts once, and a failure stays said. */
export const useSingleAction = () => {
  const [state, setState] = useState<SingleActionState>('idle');
  const act = async (send: () => ResultAsync<unknown, unknown>, onDone: () => void) => {
    if (state === 'sending') return;
    setState('sending');
    (await send()).match(
      () => {
        setState('idle');
        onDone();
      },
      () => setState('failed'),
    );
  };
  return [state, act] as const;
};
