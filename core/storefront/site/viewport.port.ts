import type { CookiePolicy } from '../../protocol/cookie-policy.ts';

/** The browser window's width, in CSS pixels. */
export interface ViewportSize {
  width(): number;
  /** Calls `listener` when the window is resized; returns the unsubscribe. */
  onResize(listener: () => void): () => void;
}

/** The cookies the page's script may read and write (never HttpOnly ones). */
export interface BrowserCookies {
  read(name: string): string | undefined;
  write(policy: CookiePolicy, value: string): void;
}
