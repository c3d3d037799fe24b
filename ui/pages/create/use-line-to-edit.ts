import { useEffect, useState } from 'react';
import type { PersonalisedLineToEdit } from '../../../core/storefront/personalisation/personalisation-gateway.port.ts';
import { useUseCases } from '../../app/use-cases.tsx';

/** The cart line the editor changes, when the address names one (`?line=`). */
export type LineToEdit =
  | { readonly kind: 'none' }
  | { readonly kind: 'opening' }
  | { readonly kind: 'open'; readonly line: PersonalisedLineToEdit }
  | { readonly kind: 'gone' };

/** Asks the shop for the visitor's own cart line once the page is live; another's line, or a removed one, is gone. */
export const useLineToEdit = (lineId: string | null): LineToEdit => {
  const { personalisation } = useUseCases();
  const [state, setState] = useState<LineToEdit>(lineId === null ? { kind: 'none' } : { kind: 'opening' });
  useEffect(() => {
    if (lineId === null) return;
    let current = true;
    void personalisation.cartLine(lineId).match(
      (line) => current && setState({ kind: 'open', line }),
      () => current && setState({ kind: 'gone' }),
    );
    return () => {
      current = false;
    };
  }, [personalisation, lineId]);
  return state;
};
