import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import type { CartPageData } from '../../../core/storefront/carts/load-cart-page.use-case.ts';
import { Icon } from '../icon/icon.tsx';
import { MiniCartContents } from './mini-cart-contents.tsx';

export type MiniCartState = 'loading' | 'failed' | CartPageData;

/** The mini-cart: a native modal dialog drawn as a drawer (focus kept inside, Escape closes it, no library). */
export const MiniCartDrawer = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTexts();
  const { cart } = useUseCases();
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<MiniCartState>('loading');

  useEffect(() => {
    dialog.current?.showModal();
    let active = true;
    void cart.load().match(
      (page) => active && setState(page),
      () => active && setState('failed'),
    );
    return () => {
      active = false;
    };
  }, [cart]);

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      className="mini-cart"
      aria-labelledby="mini-cart-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself, outside its panel.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="mini-cart-panel">
        <div className="mini-cart-header">
          <h2 id="mini-cart-title">{t('miniCart.title')}</h2>
          <button type="button" className="icon-button" onClick={close}>
            <Icon name="mdi:close" size={22} />
            <span className="visually-hidden">{t('miniCart.close')}</span>
          </button>
        </div>
        <MiniCartContents state={state} onLeave={close} />
      </div>
    </dialog>
  );
};
