import { useState } from 'react';
import type { DesignDocument } from '../../../core/domain/personalisation/index.ts';
import { useUseCases } from '../../app/use-cases.tsx';

export type AddDesignStatus = 'idle' | 'adding' | 'added' | 'failed';

/** Adds the article with this design to the cart (the shop renders its preview); a click while adding is ignored. */
export const useAddDesignToCart = (design: DesignDocument, projectId: string | null) => {
  const { personalisation } = useUseCases();
  const [status, setStatus] = useState<AddDesignStatus>('idle');
  const add = () => {
    if (status === 'adding') return;
    setStatus('adding');
    void personalisation.addToCart({ document: design, projectId, quantity: 1 }).match(
      () => setStatus('added'),
      () => setStatus('failed'),
    );
  };
  return { status, add };
};
