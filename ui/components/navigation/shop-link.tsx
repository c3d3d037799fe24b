import type { MouseEvent, ReactNode } from 'react';
import { keepLocalePrefix, localePrefixOf } from '../../../core/domain/routing/locale-prefix.ts';
import type { Locale } from '../../../core/domain/site/locale.ts';
import { useGoTo, useShownLocation } from '../../app/page-navigation.tsx';

/** The anchor attributes shop links use, named: a rest spread of props costs every server render. */
type ShopLinkProps = {
  /** A shop path, from the site's root: '/cart', '/design/cactus/d0031?article=3'. */
  readonly to: string;
  readonly children: ReactNode;
  readonly className?: string | undefined;
  readonly rel?: string | undefined;
  readonly 'aria-label'?: string | undefined;
  readonly 'aria-current'?: 'page' | undefined;
  /** Runs first; a handler that prevents the default keeps the link from navigating (the mini-cart opens instead). */
  readonly onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
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

// The shown page's locale prefix, kept for the last path asked: every link of a render asks about the same path.
let lastPath = '';
let lastPrefix: Locale | null = null;
const prefixOf = (path: string): Locale | null => {
  if (path !== lastPath) {
    lastPrefix = localePrefixOf(path);
    lastPath = path;
  }
  return lastPrefix;
};

/**
 * A link to another page of the shop: a plain anchor in the server's HTML, a client-side navigation once hydrated.
 * React Router's Link resolves relative paths no shop link has, and cost a tenth of a server render.
 */
export const ShopLink = ({
  to,
  children,
  className,
  rel,
  'aria-label': ariaLabel,
  'aria-current': ariaCurrent,
  onClick,
}: ShopLinkProps) => {
  const goTo = useGoTo();
  // A visitor reading under a locale prefix ('/en/…') keeps it on every link.
  const { pathname } = useShownLocation();
  // Without a prefix every link stays as it is, which is most visits: nothing to work out per link.
  const href = prefixOf(pathname) === null ? to : keepLocalePrefix(to, pathname);
  return (
    <a
      className={className}
      rel={rel}
      aria-label={ariaLabel}
      aria-current={ariaCurrent}
      href={href}
      onClick={
        goTo === null
          ? onClick
          : (event: MouseEvent<HTMLAnchorElement>) => {
              onClick?.(event);
              if (leftToBrowser(event)) return;
              event.preventDefault();
              goTo(href);
            }
      }
    >
      {children}
    </a>
  );
};
