import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { useCartCount } from '../../app/cart-summary.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';
import { ShopLink } from '../navigation/shop-link.tsx';
import { Icon } from '../icon/icon.tsx';

// The drawer's code is fetched on the first open: pages start without it.
const MiniCartDrawer = lazy(() =>
  import('./mini-cart-drawer.tsx').then((module) => ({ default: module.MiniCartDrawer })),
);

/** A click that opens the link elsewhere (new tab, other button) is left to the browser. */
const wantsLink = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * The header's cart: a link to /cart with the item count; once the page is hydrated a click opens the
 * mini-cart drawer instead. Each open is a new drawer, which reads the cart afresh.
 */
export const MiniCart = () => {
  const { t } = useTexts();
  const hydrated = useHydrated();
  const count = useCartCount() ?? 0;
  const [opened, setOpened] = useState(0);
  const [open, setOpen] = useState(false);

  const openDrawer = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated || wantsLink(event)) return;
    event.preventDefault();
    setOpened((times) => times + 1);
    setOpen(true);
  };

  return (
    <>
      <ShopLink to="/cart" className="header-action cart-link" onClick={openDrawer}>
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
      {open && (
        <Suspense fallback={null}>
          <MiniCartDrawer key={opened} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
