import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useGoTo } from '../../app/page-navigation.tsx';

type ShopLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A shop path, from the site's root: '/cart', '/design/cactus/d0031?article=3'. */
  readonly to: string;
};

/** A click the browser keeps: another button, a modifier for a new tab or window, a target or a download. */
const leftToBrowser = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (event.currentTarget.target !== '' && event.currentTarget.target !== '_self') ||
  event.currentTarget.hasAttribute('download');

/**
 * A link to another page of the shop: a plain anchor in the server's HTML, a client-side navigation once hydrated.
 * React Router's Link resolves relative paths no shop link has, and cost a tenth of a server render.
 */
export const ShopLink = ({ to, onClick, ...anchor }: ShopLinkProps) => {
  const goTo = useGoTo();
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (goTo === null || leftToBrowser(event)) return;
        event.preventDefault();
        goTo(to);
      }}
    />
  );
};
