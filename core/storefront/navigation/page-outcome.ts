import type { Layout } from '../../domain/routing/layout.ts';
import type { RouteName } from '../../domain/routing/route-table.ts';
import type { Locale } from '../../domain/site/locale.ts';
import type { HomePage } from '../catalogue/load-home-page.use-case.ts';

/** The data each page needs, by route name; a route missing here has no page yet. */
export type PageDataByRoute = {
  readonly home: HomePage;
};

export type PageRouteName = keyof PageDataByRoute & RouteName;

export type PageView = {
  [R in PageRouteName]: {
    readonly kind: 'page';
    readonly routeName: R;
    readonly params: Readonly<Record<string, string>>;
    readonly locale: Locale;
    readonly layout: Layout;
    readonly keepAlive: boolean;
    readonly forceSsr: boolean;
    readonly data: PageDataByRoute[R];
  };
}[PageRouteName];

/** What opening a path gives: a page to render, somewhere else to go, or an error page with its status. */
export type PageOutcome =
  | PageView
  | { readonly kind: 'redirect'; readonly to: string; readonly status: 302 }
  | { readonly kind: 'error'; readonly status: 404 | 500; readonly message: string };
