import { useState } from 'react';
import type { AddToCartRequest } from '../../../core/storefront/carts/add-to-cart.use-case.ts';
import { useUseCases } from '../../app/use-cases.tsx';

export type AddToCartStatus = 'idle' | 'adding' | 'added' | 'failed';

/** The add-to-cart button's state; a click while adding is ignored, so one click adds one line. */
export const useAddToCart = () => {
  const { addToCart } = useUseCases();
  const [status, setStatus] = useState<AddToCartStatus>('idle');
  const add = (request: AddToCartRequest) => {
    if (status === 'adding') return;
    setStatus('adding');
    void addToCart(request).match(
      () => setStatus('added'),
      () => setStatus('failed'),
    );
  };
  return { status, add };
};
