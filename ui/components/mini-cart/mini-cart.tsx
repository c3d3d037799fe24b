import { useRef, useState, type MouseEvent } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { useCartSummary } from '../../app/cart-summary.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import type { CartPage } from '../../../core/storefront/carts/load-cart-page.use-case.ts';
import { ShopLink } from '../navigation/shop-link.tsx';
import { Icon } from '../icon/icon.tsx';
import { MiniCartContents } from './mini-cart-contents.tsx';

export type MiniCartState = 'loading' | 'failed' | CartPage;

/** A click that opens the link elsewhere (new tab, other button) is left to the browser. */
const wantsLink = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * The header's cart: a link to /cart with the item count; once the page is hydrated a click opens the
 * mini-cart drawer instead (a native modal dialog: focus kept inside, Escape closes it, no library).
 */
export const MiniCart = () => {
  const { t } = useTexts();
  const summary = useCartSummary();
  const hydrated = useHydrated();
  const { cart } = useUseCases();
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<MiniCartState>('loading');
  const count = summary?.itemCount ?? 0;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated || wantsLink(event) || !dialog.current) return;
    event.preventDefault();
    dialog.current.showModal();
    setState('loading');
    void cart.load().match(setState, () => setState('failed'));
  };
  const close = () => dialog.current?.close();

  return (
    <>
      <ShopLink to="/cart" className="header-action cart-link" onClick={open}>
        <span className="cart-icon">
          <Icon name="mdi:cart-outline" size={24} />
          {count > 0 && (
            <span className="cart-count" aria-hidden="true">
              {count > 99 ? '99+' : count}
            </span>
          )}
        </span>
        <span className="header-action-label">{t('nav.cart')}</span>
        {count > 0 && <span className="visually-hidden">{t('miniCart.items', { count })}</span>}
      </ShopLink>
      <dialog
        ref={dialog}
        className="mini-cart"
        aria-labelledby="mini-cart-title"
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
    </>
  );
};
