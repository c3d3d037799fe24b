import { useState } from 'react';
import type { HomeBlock } from '../../../core/domain/catalogue/design.ts';
import { useUseCases } from '../../app/use-cases.tsx';

type Status = 'idle' | 'loading' | 'failed';

/** A home block that grows by one page each time the shopper asks for more. */
export const useShowMore = (initialBlock: HomeBlock) => {
  const { showMoreDesigns } = useUseCases();
  const [block, setBlock] = useState(initialBlock);
  const [status, setStatus] = useState<Status>('idle');

  const showMore = () => {
    setStatus('loading');
    void showMoreDesigns(block).match(
      (grown) => {
        setBlock(grown);
        setStatus('idle');
      },
      () => setStatus('failed'),
    );
  };

  return { block, status, showMore };
};
