import { useState } from 'react';
import type { DesignDocument } from '../../../core/domain/personalisation/index.ts';
import { useUseCases } from '../../app/use-cases.tsx';

export type AddDesignStatus = 'idle' | 'adding' | 'added' | 'failed';

/**
 * Puts the article with this design in the cart (the shop renders its preview): a new line, or, editing a cart line,
 * that line changed. A click while one is on its way is ignored.
 */
export const useAddDesignToCart = (design: DesignDocument, projectId: string | null, lineId: string | null) => {
  const { personalisation } = useUseCases();
  const [status, setStatus] = useState<AddDesignStatus>('idle');
  const add = () => {
    if (status === 'adding') return;
    setStatus('adding');
    const sent =
      lineId === null
        ? personalisation.addToCart({ document: design, projectId, quantity: 1 })
        : personalisation.changeCartLine(lineId, design);
    void sent.match(
      () => setStatus('added'),
      () => setStatus('failed'),
    );
  };
  return { status, add };
};
